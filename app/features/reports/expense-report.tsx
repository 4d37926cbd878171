import { Fragment } from 'react'
import { dayLabel, NO_PROPERTY, WORKSHEET_NOTE, type ExpenseReport, type ScheduleELine } from '@common/reports'
import { Link as RouterLink } from '~/components/link'
import { Callout, Heading, Link, Table, Text } from '~/components/ui'
import { formatCents } from '~/utils/money'
import { MoneyLink, PeriodSettings, PropertySetting, ReportSettings, ReportTable, TextLink } from './report-ui'
import { ExpenseCategoryChart } from './report-charts'
import { Pagination } from '~/components/list'
import type { PropertyOption, ReportPaging } from './reports.server'

const query = (values: Record<string, string | null | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()

/** The expense report (product-spec §2 reports/expense-report): the Schedule E worksheet per property, by category, capital improvements. */
export function ExpenseReportView({ report, paging, properties, property, taxYears }: { report: ExpenseReport; paging: ReportPaging; properties: PropertyOption[]; property: string; taxYears: number[] }) {
  const columnProperty = (column: string | null) => (column === null ? property || null : column === NO_PROPERTY ? null : column)
  /** The expenses list filtered to a line (tax category) and a column (property). */
  const expensesHref = (filters: Record<string, string | null>, column: string | null) =>
    `/app/landlord/expenses?${query({ from: report.from, to: report.to, property: columnProperty(column), ...filters })}`
  /** The income behind line 3: payments received in the period (the income statement's drill-down, cash basis). */
  const rentsHref = (column: string | null) =>
    `/app/landlord/reports/income-statement/transactions?${query({ basis: 'cash', from: report.from, to: report.to, property: columnProperty(column) })}`
  const worksheetRow = (each: ScheduleELine, href: ((column: string | null) => string) | null, bold = false) => (
    <Table.Row key={each.key}>
      <Table.Cell>{each.line}</Table.Cell>
      <Table.RowHeaderCell>
        <Text weight={bold ? 'bold' : undefined}>{each.label}</Text>
      </Table.RowHeaderCell>
      {[...report.columnKeys.map((column) => column.key), null].map((column) => {
        const cents = column === null ? each.total : (each.amounts[column] ?? 0)
        return (
          <Table.Cell key={column ?? 'total'} justify="end">
            <Text weight={bold ? 'bold' : undefined}>
              <MoneyLink cents={cents} to={href && cents !== 0 ? href(column) : null} label={`Line ${each.line}, ${column === null ? 'total' : (report.columnKeys.find((key) => key.key === column)?.label ?? '')}`} />
            </Text>
          </Table.Cell>
        )
      })}
    </Table.Row>
  )
  return (
    <>
      <ReportSettings>
        <PeriodSettings report={report} />
        <PropertySetting properties={properties} value={property} />
      </ReportSettings>
      <nav aria-label="Tax years" className="mb-3 print:hidden">
        <Text as="p" size="2">
          Schedule E worksheet for the tax year:{' '}
          {taxYears.map((year, index) => (
            <Fragment key={year}>
              {index ? ' · ' : ''}
              {/* Underlined: links inside a sentence are told apart by more than their colour. */}
              <Link asChild underline="always">
                <RouterLink to={`/app/landlord/reports/expense-report?${query({ range: 'custom', from: `${year}-01-01`, to: `${year}-12-31`, property })}`}>
                  {index === 0 ? `${year} (so far)` : String(year)}
                </RouterLink>
              </Link>
            </Fragment>
          ))}
        </Text>
      </nav>
      <Text as="p" size="2" color="gray" mb="3">
        {dayLabel(report.from)} to {dayLabel(report.to)} · cash basis: expenses by their paid date, rents when received. Choose &lsquo;Custom dates&rsquo; to use the From and To dates.
      </Text>
      <Callout.Root color="gray" mb="4">
        <Callout.Text>{WORKSHEET_NOTE}</Callout.Text>
      </Callout.Root>

      <Heading as="h2" size="4" mb="2">
        Schedule E worksheet
      </Heading>
      <ReportTable label="Schedule E worksheet">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Line</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
            {report.columnKeys.map((column) => (
              <Table.ColumnHeaderCell key={column.key} justify="end">
                {column.label}
              </Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {worksheetRow(report.rents, rentsHref, true)}
          {report.lines.map((each) => worksheetRow(each, (column) => expensesHref({ taxCategory: each.key, capitalImprovement: 'false' }, column)))}
          {worksheetRow(report.totalExpenses, (column) => expensesHref({ capitalImprovement: 'false' }, column), true)}
          {worksheetRow(report.net, null, true)}
        </Table.Body>
      </ReportTable>
      {paging.totalPages > 1 ? <Pagination page={paging.page} hasNextPage={paging.page < paging.totalPages} total={{ pages: paging.totalPages, docs: paging.totalDocs, noun: ['property', 'properties'] }} /> : null}

      <Heading as="h2" size="4" mt="5" mb="2">
        By category
      </Heading>
      {report.byCategory.length === 0 ? (
        <Text as="p">No expenses in this period.</Text>
      ) : (
        <>
          <ExpenseCategoryChart report={report} />
          <ReportTable label="Expenses by category">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.byCategory.map((each) => (
                <Table.Row key={each.key}>
                  <Table.RowHeaderCell>{each.label}</Table.RowHeaderCell>
                  <Table.Cell justify="end">
                    <MoneyLink cents={each.total} to={expensesHref({ category: each.key, capitalImprovement: 'false' }, null)} label={each.label} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ReportTable>
        </>
      )}

      <Heading as="h2" size="4" mt="5" mb="2">
        Capital improvements
      </Heading>
      {report.capitalImprovements.count === 0 ? (
        <Text as="p">No capital improvements in this period.</Text>
      ) : (
        <ReportTable label="Capital improvements">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Payee</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Property</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Memo</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.capitalImprovements.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{dayLabel(row.date)}</Table.Cell>
                <Table.Cell>{row.payee}</Table.Cell>
                <Table.Cell>{row.propertyId ? <TextLink to={`/app/landlord/properties/${row.propertyId}`}>{row.propertyLabel}</TextLink> : 'Not assigned to a property'}</Table.Cell>
                <Table.Cell>{row.memo}</Table.Cell>
                <Table.Cell justify="end">{formatCents(row.amount)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row>
              <Table.RowHeaderCell colSpan={4}>
                <Text weight="bold">Total ({report.capitalImprovements.count})</Text>
              </Table.RowHeaderCell>
              <Table.Cell justify="end">
                <Text weight="bold">
                  <MoneyLink cents={report.capitalImprovements.total} to={expensesHref({ capitalImprovement: 'true' }, null)} label="Capital improvements" />
                </Text>
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </ReportTable>
      )}
    </>
  )
}
