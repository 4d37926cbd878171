import { invoiceCategoryLabel } from '@common/invoices'
import {
  BASIS_LABELS,
  COLUMNS_LABELS,
  dayLabel,
  INCOME_BASES,
  INCOME_COLUMNS,
  NO_PROPERTY,
  type IncomeDetail,
  type IncomeStatement,
  type StatementLine,
} from '@common/reports'
import { Pagination } from '~/components/list'
import { Table, Text } from '~/components/ui'
import { formatCents } from '~/utils/money'
import { MoneyLink, PeriodSettings, PropertySetting, ReportSettings, ReportTable, SettingSelect, TextLink } from './report-ui'
import { IncomeExpenseChart } from './report-charts'
import type { PropertyOption, ReportPaging } from './reports.server'

type Span = { from: string; to: string; property: string | null }
const TOTAL = 'total'
const PREVIOUS = 'previous'

/** The days of one column: a month cut to the period, or the whole period for one property. */
function spanOf(report: IncomeStatement, column: string | null, property: string): Span {
  const whole = { from: report.from, to: report.to, property: property || null }
  if (!column) return whole
  if (report.columns === 'property') return { ...whole, property: column === NO_PROPERTY ? null : column }
  const monthEnd = new Date(Date.UTC(Number(column.slice(0, 4)), Number(column.slice(5, 7)), 0)).toISOString().slice(0, 10)
  return { ...whole, from: report.from > `${column}-01` ? report.from : `${column}-01`, to: report.to < monthEnd ? report.to : monthEnd }
}

const query = (values: Record<string, string | null | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()

/** The payments or charges behind an income figure (the report's drill-down page). */
const incomeHref = (basis: string, span: Span, category: string | null) =>
  `/app/landlord/reports/income-statement/transactions?${query({ basis, from: span.from, to: span.to, property: span.property, category })}`
/** The expenses behind an expense figure: the expenses list with its filters in the URL. */
const expensesHref = (span: Span, taxCategory: string | null, capital = false) =>
  `/app/landlord/expenses?${query({ from: span.from, to: span.to, property: span.property, taxCategory, capitalImprovement: capital ? 'true' : null })}`

/** The income statement (product-spec §2 reports/income-statement): settings, then one table. */
export function IncomeStatementView({ report, paging, properties, property }: { report: IncomeStatement; paging: ReportPaging | null; properties: PropertyOption[]; property: string }) {
  const previous = { from: report.previousFrom, to: report.previousTo, property: property || null }
  /** A column's days: a column key, the whole period ('total') or the previous period ('previous'). */
  const span = (column: string) => (column === PREVIOUS ? previous : spanOf(report, column === TOTAL ? null : column, property))
  const incomeRow = (each: StatementLine, category: string | null, bold = false) => (
    <StatementRow key={each.key} line={each} report={report} bold={bold} href={(column) => incomeHref(report.basis, span(column), category)} />
  )
  const expenseRow = (each: StatementLine, taxCategory: string | null, bold = false, capital = false) => (
    <StatementRow key={each.key} line={each} report={report} bold={bold} href={(column) => expensesHref(span(column), taxCategory, capital)} />
  )
  const columnCount = report.columnKeys.length + 4
  return (
    <>
      <ReportSettings>
        <PeriodSettings report={report} />
        <SettingSelect id="report-basis" name="basis" label="Basis" value={report.basis} options={INCOME_BASES.map((basis) => [basis, BASIS_LABELS[basis]] as const)} />
        <SettingSelect id="report-columns" name="columns" label="Columns" value={report.columns} options={INCOME_COLUMNS.map((columns) => [columns, COLUMNS_LABELS[columns]] as const)} />
        <PropertySetting properties={properties} value={property} />
      </ReportSettings>
      <Text as="p" size="2" color="gray" mb="3">
        {dayLabel(report.from)} to {dayLabel(report.to)} · {BASIS_LABELS[report.basis]} · compared with {dayLabel(report.previousFrom)} to {dayLabel(report.previousTo)}. Choose
        &lsquo;Custom dates&rsquo; to use the From and To dates.
      </Text>
      <IncomeExpenseChart report={report} />
      <ReportTable label="Income statement">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Line</Table.ColumnHeaderCell>
            {report.columnKeys.map((column) => (
              <Table.ColumnHeaderCell key={column.key} justify="end">
                {column.label}
              </Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Previous period</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Change</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <SectionRow label="Income" span={columnCount} />
          {report.income.length ? report.income.map((each) => incomeRow(each, each.key)) : <EmptyRow label="No income in this period." span={columnCount} />}
          {incomeRow(report.totalIncome, null, true)}
          <SectionRow label="Expenses" span={columnCount} />
          {report.expenses.length ? report.expenses.map((each) => expenseRow(each, each.key)) : <EmptyRow label="No expenses in this period." span={columnCount} />}
          {expenseRow(report.totalExpenses, null, true)}
          <StatementRow line={report.netOperatingIncome} report={report} bold href={null} />
          {expenseRow({ ...report.capitalImprovements, label: 'Capital improvements (not in net operating income)' }, null, false, true)}
        </Table.Body>
      </ReportTable>
      {paging && paging.totalPages > 1 ? <Pagination page={paging.page} hasNextPage={paging.page < paging.totalPages} total={{ pages: paging.totalPages, docs: paging.totalDocs, noun: ['property', 'properties'] }} /> : null}
    </>
  )
}

function SectionRow({ label, span }: { label: string; span: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={span}>
        <Text weight="bold">{label}</Text>
      </Table.Cell>
    </Table.Row>
  )
}

function EmptyRow({ label, span }: { label: string; span: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={span}>
        <Text color="gray">{label}</Text>
      </Table.Cell>
    </Table.Row>
  )
}

/** One line: a figure per column, the total and the previous period (each a link to what is behind it), and the change. */
function StatementRow({ line, report, bold = false, href }: { line: StatementLine; report: IncomeStatement; bold?: boolean; href: ((column: string) => string) | null }) {
  const weight = bold ? 'bold' : undefined
  const figure = (cents: number, column: string, label: string) => (
    <Text weight={weight}>
      <MoneyLink cents={cents} to={href && cents !== 0 ? href(column) : null} label={`${line.label}, ${label}`} />
    </Text>
  )
  const change = line.total - line.previous
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Text weight={weight}>{line.label}</Text>
      </Table.RowHeaderCell>
      {report.columnKeys.map((column) => (
        <Table.Cell key={column.key} justify="end">
          {figure(line.amounts[column.key] ?? 0, column.key, column.label)}
        </Table.Cell>
      ))}
      <Table.Cell justify="end">{figure(line.total, TOTAL, 'total')}</Table.Cell>
      <Table.Cell justify="end">{figure(line.previous, PREVIOUS, 'previous period')}</Table.Cell>
      <Table.Cell justify="end">
        <Text weight={weight}>{`${change > 0 ? '+' : ''}${formatCents(change)}`}</Text>
      </Table.Cell>
    </Table.Row>
  )
}

const KIND_LABELS = { payment: 'Payment', refund: 'Refund', invoice: 'Charge' } as const

/** The drill-down: the payments and refunds (cash) or charges (accrual) behind an income figure. */
export function IncomeDetailView({ detail, basis, from, to, category }: { detail: IncomeDetail; basis: string; from: string; to: string; category: string | null }) {
  return (
    <>
      <Text as="p" size="2" color="gray" mb="3">
        {basis === 'cash' ? 'Payments received and refunds given' : 'Charges due'} from {dayLabel(from)} to {dayLabel(to)}
        {category ? ` · ${invoiceCategoryLabel[category as keyof typeof invoiceCategoryLabel] ?? category}` : ''} · total <Text weight="bold">{formatCents(detail.total)}</Text>
      </Text>
      {detail.rows.length === 0 ? (
        <Text as="p">Nothing in this period.</Text>
      ) : (
        <ReportTable label="Transactions behind the figure">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Kind</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Tenant</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Property</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.rows.map((row, index) => (
              <Table.Row key={`${row.kind}-${row.invoiceId}-${index}`}>
                <Table.Cell>{dayLabel(row.date)}</Table.Cell>
                <Table.Cell>{KIND_LABELS[row.kind]}</Table.Cell>
                <Table.Cell>
                  <TextLink to={`/app/landlord/invoices/${row.invoiceId}`}>{`Invoice #${row.invoiceId}`}</TextLink>
                </Table.Cell>
                <Table.Cell>{row.tenant}</Table.Cell>
                <Table.Cell>{row.propertyId ? <TextLink to={`/app/landlord/properties/${row.propertyId}`}>{row.propertyLabel}</TextLink> : ''}</Table.Cell>
                <Table.Cell>{invoiceCategoryLabel[row.category]}</Table.Cell>
                <Table.Cell justify="end">{formatCents(row.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ReportTable>
      )}
      <Pagination page={detail.page} hasNextPage={detail.page < detail.totalPages} />
    </>
  )
}
