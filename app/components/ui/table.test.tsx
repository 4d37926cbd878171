import { Table as RadixTable } from '@radix-ui/themes'
import type { ComponentProps, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Table } from './table'

type Parts = typeof Table | typeof RadixTable

/** A table using every part with the props the app passes (alignment, justification, widths, padding, classes, attributes). */
function sample(T: Parts, rootProps: ComponentProps<typeof RadixTable.Root>, children?: ReactNode) {
  return (
    <T.Root {...rootProps}>
      <T.Header className="head">
        <T.Row>
          <T.ColumnHeaderCell>Address</T.ColumnHeaderCell>
          <T.ColumnHeaderCell justify="end" width="120px" className="text-right" aria-sort="ascending">
            Units
          </T.ColumnHeaderCell>
        </T.Row>
      </T.Header>
      <T.Body>
        <T.Row align="center" className="row">
          <T.RowHeaderCell p={{ initial: '2', md: '3' }}>12 Main St</T.RowHeaderCell>
          <T.Cell justify="end" minWidth="4rem" data-cell="units">
            3
          </T.Cell>
        </T.Row>
        {children}
      </T.Body>
    </T.Root>
  )
}

/** The root element's opening tag and the whole table, leaving out what is between them (Radix's ScrollArea, our scroll container). */
function parts(html: string) {
  return { root: html.match(/^<div[^>]*>/)?.[0], table: html.match(/<table[^>]*>[\s\S]*<\/table>/)?.[0] }
}

describe('Table (ADR 027): Radix Themes markup, a natively scrolling Root', () => {
  const cases: Array<ComponentProps<typeof RadixTable.Root>> = [
    { variant: 'surface' },
    { variant: 'ghost', size: '1', className: 'max-w-full', 'aria-label': 'Deductions' },
    { size: { initial: '1', md: '3' }, layout: 'fixed', mt: '2' },
    {},
  ]
  for (const props of cases) {
    it(`renders what Radix renders for ${JSON.stringify(props)}`, () => {
      const ours = parts(renderToStaticMarkup(sample(Table, props)))
      expect(ours).toEqual(parts(renderToStaticMarkup(sample(RadixTable, props))))
      expect(ours.root).toMatch(/^<div class="rt-TableRoot /)
      expect(ours.table).toContain('<th class="rt-TableCell rt-TableRowHeaderCell')
    })
  }

  it('puts the table in a natively scrolling container, without ScrollArea (so it scrolls without JavaScript)', () => {
    const html = renderToStaticMarkup(sample(Table, { variant: 'surface' }))
    expect(html).toMatch(/^<div class="rt-TableRoot[^"]*"><div class="overflow-x-auto [^"]*"><table class="rt-TableRootTable">/)
    expect(html).not.toContain('ScrollArea')
    // Radix's viewport hides the overflow until its script has measured it.
    expect(renderToStaticMarkup(sample(RadixTable, {}))).toContain('overflow-x:hidden')
  })
})
