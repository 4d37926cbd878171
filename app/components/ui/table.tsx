import type { Table as RadixTable } from '@radix-ui/themes'
import { getResponsiveClassNames } from '@radix-ui/themes/helpers'
import { marginPropDefs, tableCellPropDefs, tableRootPropDefs, tableRowPropDefs } from '@radix-ui/themes/props'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { resolvedPropsExtractor } from './resolved-props'

/**
 * Radix Themes' Table, rendered by us (ADR 027). Radix's `Table.Root` puts the table in its
 * ScrollArea, whose script (with Presence, 6 KB gzipped) every list page then loaded first —
 * and any page using one Table part loads its module, Root and ScrollArea included — and whose
 * viewport is `overflow: hidden` until that script has measured it, so without JavaScript a
 * table wider than the page was cut off. These parts render Radix's elements and classes (the
 * props read with Radix's own helpers and prop definitions, so the same Radix CSS applies);
 * the Root wraps the table in a natively scrolling container instead: the same look where the
 * table fits, and where it does not, the browser's (thin, gray) scrollbar instead of Radix's
 * overlay one, with or without JavaScript. `table.test.tsx` compares the markup with Radix's.
 */
type Props<Part extends keyof typeof RadixTable> = ComponentPropsWithoutRef<(typeof RadixTable)[Part]>

const join = (...classNames: Array<string | undefined>) => classNames.filter(Boolean).join(' ')

const { layout: layoutPropDef, ...rootPropDefs } = tableRootPropDefs
// Radix's extractProps, resolved once per combination of props (ADR 039).
const extractRootProps = resolvedPropsExtractor(rootPropDefs, marginPropDefs)
const extractRowProps = resolvedPropsExtractor(tableRowPropDefs)
const extractCellProps = resolvedPropsExtractor(tableCellPropDefs)

const Root = forwardRef<HTMLDivElement, Props<'Root'>>(function TableRoot(props, ref) {
  const { className, children, layout, ...rest } = extractRootProps(props)
  const layoutClassNames = getResponsiveClassNames({ value: layout, className: layoutPropDef.className, propValues: layoutPropDef.values })
  return (
    <div ref={ref} className={join('rt-TableRoot', className)} {...rest}>
      <div className="overflow-x-auto overflow-y-hidden [scrollbar-color:var(--gray-a8)_transparent] [scrollbar-width:thin]">
        <table className={join('rt-TableRootTable', layoutClassNames)}>{children}</table>
      </div>
    </div>
  )
})
Root.displayName = 'Table.Root'

const Header = forwardRef<HTMLTableSectionElement, Props<'Header'>>(function TableHeader({ className, ...props }, ref) {
  return <thead {...props} ref={ref} className={join('rt-TableHeader', className)} />
})
Header.displayName = 'Table.Header'

const Body = forwardRef<HTMLTableSectionElement, Props<'Body'>>(function TableBody({ className, ...props }, ref) {
  return <tbody {...props} ref={ref} className={join('rt-TableBody', className)} />
})
Body.displayName = 'Table.Body'

const Row = forwardRef<HTMLTableRowElement, Props<'Row'>>(function TableRow(props, ref) {
  const { className, ...rest } = extractRowProps(props)
  return <tr {...rest} ref={ref} className={join('rt-TableRow', className)} />
})
Row.displayName = 'Table.Row'

const Cell = forwardRef<HTMLTableCellElement, Props<'Cell'>>(function TableCell(props, ref) {
  const { className, ...rest } = extractCellProps(props)
  return <td className={join('rt-TableCell', className)} ref={ref} {...rest} />
})
Cell.displayName = 'Table.Cell'

const ColumnHeaderCell = forwardRef<HTMLTableCellElement, Props<'ColumnHeaderCell'>>(function TableColumnHeaderCell(props, ref) {
  const { className, ...rest } = extractCellProps(props)
  return <th className={join('rt-TableCell', 'rt-TableColumnHeaderCell', className)} scope="col" ref={ref} {...rest} />
})
ColumnHeaderCell.displayName = 'Table.ColumnHeaderCell'

const RowHeaderCell = forwardRef<HTMLTableCellElement, Props<'RowHeaderCell'>>(function TableRowHeaderCell(props, ref) {
  const { className, ...rest } = extractCellProps(props)
  return <th className={join('rt-TableCell', 'rt-TableRowHeaderCell', className)} scope="row" ref={ref} {...rest} />
})
RowHeaderCell.displayName = 'Table.RowHeaderCell'

export const Table = { Root, Header, Body, Row, Cell, ColumnHeaderCell, RowHeaderCell }
