import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { DownloadIcon } from '@radix-ui/react-icons'
import { Link as RouterLink } from '~/components/link'
import { Button, Flex, Table, Text } from '~/components/ui'
import { NATIVE_SELECT_CLASS, nativeSelectStyle } from '~/components/forms'
import { DATE_RANGE_PRESETS, dateRangePresetLabel } from '@common/expenses'
import { formatCents } from '~/utils/money'
import type { PropertyOption } from './reports.server'

/**
 * What every report page shares (ADR 030): its settings as a GET form (the URL holds them;
 * works without JavaScript), the CSV and PDF links carrying the same settings, and figures
 * that link to what is behind them. The settings and links are left out of print.
 */
export function ReportSettings({ children, label = 'Update report' }: { children: ReactNode; label?: string }) {
  return (
    <Form method="get" className="mb-5 flex flex-wrap items-end gap-3 print:hidden" aria-label="Report settings">
      {children}
      <Button type="submit" size="3" variant="soft" className="min-h-11">
        {label}
      </Button>
    </Form>
  )
}

/** A labelled native control of the settings form. */
export function SettingField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
    </div>
  )
}

export function SettingSelect({ id, name, label, value, options, empty }: { id: string; name: string; label: string; value: string; options: ReadonlyArray<readonly [string, string]>; empty?: string }) {
  return (
    <SettingField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={NATIVE_SELECT_CLASS} style={nativeSelectStyle(false)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </SettingField>
  )
}

export function SettingDate({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <SettingField id={id} label={label}>
      <input id={id} name={name} type="date" defaultValue={value} className={NATIVE_SELECT_CLASS} style={nativeSelectStyle(false)} />
    </SettingField>
  )
}

const PERIOD_OPTIONS = [...DATE_RANGE_PRESETS.map((preset) => [preset, dateRangePresetLabel[preset]] as const), ['custom', 'Custom dates'] as const]

/** The period of a report over a date range: a preset (or custom) and its from and to dates. */
export function PeriodSettings({ report }: { report: { range: string; from: string; to: string } }) {
  return (
    <>
      <SettingSelect id="report-range" name="range" label="Period" value={report.range} options={PERIOD_OPTIONS} />
      <SettingDate id="report-from" name="from" label="From" value={report.from} />
      <SettingDate id="report-to" name="to" label="To" value={report.to} />
    </>
  )
}

export function PropertySetting({ properties, value }: { properties: PropertyOption[]; value: string }) {
  return <SettingSelect id="report-property" name="property" label="Property" value={value} options={properties} empty="All properties" />
}

/** The export links: the page's settings, as CSV or PDF. */
export function ExportLinks({ base, search }: { base: string; search: string }) {
  return (
    <Flex gap="2" wrap="wrap" className="print:hidden">
      {(['csv', 'pdf'] as const).map((format) => (
        <Button key={format} asChild size="3" variant="soft" className="min-h-11">
          <a href={`${base}.${format}${search}`} download>
            <DownloadIcon aria-hidden />
            {format === 'csv' ? 'Download CSV' : 'Download PDF'}
          </a>
        </Button>
      ))}
    </Flex>
  )
}

/**
 * A figure's link: Radix's `<Link asChild>` around the server-side Link of the lists (ADR 039),
 * written as the one element it renders — its classes and accent attribute given directly — so
 * the hundreds of figures of a report page skip the Link's prop resolution and the merge into
 * its child (the same markup: report-ui.test.tsx compares it with Radix's).
 */
function FigureLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <RouterLink aria-label={label} data-accent-color="" className="rt-Text rt-reset rt-Link rt-underline-auto" to={to}>
      {children}
    </RouterLink>
  )
}

/** A money figure linking to what is behind it (no link when there is nothing to show). */
export function MoneyLink({ cents, to, label }: { cents: number; to: string | null; label?: string }) {
  const text = formatCents(cents)
  if (!to) return <>{text}</>
  return (
    <FigureLink to={to} label={label ? `${label}: ${text}` : undefined}>
      {text}
    </FigureLink>
  )
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return <FigureLink to={to}>{children}</FigureLink>
}

/** A wide report table: scrolls sideways on a small screen, prints whole. */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <Table.Root variant="surface" size="1" aria-label={label}>
        {children}
      </Table.Root>
    </div>
  )
}

/** The summary strip: labelled figures. */
export function SummaryGrid({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.label} className="rounded-[var(--radius-3)] p-3" style={{ border: '1px solid var(--gray-a5)' }}>
          <dt className="text-[length:var(--font-size-1)]" style={{ color: 'var(--gray-11)' }}>
            {item.label}
          </dt>
          <dd className="m-0 text-[length:var(--font-size-4)] font-bold">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
