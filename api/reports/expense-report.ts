import { EXPENSE_CATEGORIES, expenseCategoryLabel, TAX_CATEGORIES, TAX_CATEGORY_LINES } from '@common/expenses'
import { endOfDay, MAX_CAPITAL_ROWS, NO_PROPERTY, pageOf, PROPERTY_COLUMNS_PAGE_SIZE, startOfDay, type ExpenseReport, type ExpenseReportPage, type ExpenseReportParams, type ScheduleELine } from '@common/reports'
import { cashDate, cashReceiptSources, categoryFigures, categorySumsSql, dayOf, instant, num, pivot, propertyColumnsOf, propertyKeysOf, propertyLabelSql, sumsSql, text, unpivot, type ReportScope, type SumSource } from './sql'

const line = (key: string, lineNumber: number | null, label: string): ScheduleELine => ({ key, line: lineNumber, label, amounts: {}, total: 0 })
const addAmount = (target: ScheduleELine, column: string, amount: number) => {
  target.amounts[column] = (target.amounts[column] ?? 0) + amount
}
const NOT_ASSIGNED = 'Not assigned to a property'

/**
 * The expense report (product-spec §2 reports/expense-report; ADR 030): a Schedule E worksheet
 * per property — line 3 rents received, lines 5–19 by tax category, line 20 total expenses,
 * line 21 the difference — the expenses by category, and the capital improvements listed
 * apart (depreciated, not expensed: outside lines 5–19). Cash basis, as most owners file: an
 * expense counts on its paid date (else its date), rent when received.
 *
 * The lines' totals are summed over the whole period (one row each); the columns by property
 * grouped by property. With `page` (the web app's pages) only that page of 12 property columns
 * is grouped — its properties' rows, after the period's property columns (`propertyKeysOf`) —
 * which is the whole worksheet's page (tests/support/report-pages.ts), computed for the page alone.
 */
export async function expenseReport(scope: ReportScope, params: ExpenseReportParams): Promise<ExpenseReport>
export async function expenseReport(scope: ReportScope, params: ExpenseReportParams, page: string | null): Promise<ExpenseReportPage>
export async function expenseReport(scope: ReportScope, params: ExpenseReportParams, page?: string | null): Promise<ExpenseReport | ExpenseReportPage> {
  const paged = page !== undefined
  const { sql } = scope
  const start = instant(startOfDay(params.from))
  const end = instant(endOfDay(params.to))
  const inPeriod = (column: string) => `${column} >= ${start} AND ${column} < ${end}`
  const property = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')
  const spent = cashDate('e')
  const operating = `${scope.organization('e')} AND ${inPeriod(spent)}${property('e')}`
  // The rows behind the worksheet's columns: operating expenses (lines 5–19) and rents received (line 3), less refunds.
  const expenses = { alias: 'e', amount: 'e."amount"', from: `${sql.table('expenses')} e`, where: `${operating} AND ${sql.isFalse('e."capital_improvement"')}` }
  const rentSources = cashReceiptSources(scope, start, end)
  const shown = paged ? pageOf(page, await propertyColumnsOf(scope, await propertyKeysOf(scope, [expenses, ...rentSources]), NO_PROPERTY, NOT_ASSIGNED), PROPERTY_COLUMNS_PAGE_SIZE) : null
  const columns = shown ? shown.items.map((column) => column.key) : null
  /** A source's sums by property column (only the shown ones), or in total. */
  const select = (source: SumSource, sums: string, grouping: 'property' | 'total') => sumsSql({ ...source, column: grouping === 'property' ? null : 'total' }, sums, columns)
  const rentsOf = (grouping: 'property' | 'total') => sql.rows(rentSources.map((source) => select(source, `SUM(${source.amount}) AS "amount"`, grouping)).join(' UNION ALL '))

  const [byTax, taxTotals, byCategory, rents, rentTotals, capital, capitalSummary] = await Promise.all([
    // By property, one sum per tax category (pivot: one row per property); in total, a row per tax
    // category (each one range of the tax category's cash date index, ADR 030); by category, one row.
    sql.rows(select(expenses, pivot(TAX_CATEGORIES, 'e."tax_category"', 'e."amount"'), 'property')),
    sql.rows(categorySumsSql({ ...expenses, column: 'total' }, { column: 'e."tax_category"', values: TAX_CATEGORIES }, 'SUM(e."amount") AS "amount"')),
    sql.rows(select(expenses, pivot(EXPENSE_CATEGORIES, 'e."category"', 'e."amount"', { lastTakesRest: false }), 'total')),
    rentsOf('property'),
    rentsOf('total'),
    sql.rows(`SELECT e."id", ${spent} AS "date", e."payee_name", e."property_id", ${propertyLabelSql('pr')} AS "property_label", e."amount", e."memo"
      FROM ${sql.table('expenses')} e LEFT JOIN ${sql.table('properties')} pr ON pr."id" = e."property_id"
      WHERE ${operating} AND ${sql.isTrue('e."capital_improvement"')} ORDER BY 2 DESC, e."id" DESC LIMIT ${MAX_CAPITAL_ROWS}`),
    sql.rows(`SELECT COUNT(*) AS "count", COALESCE(SUM(e."amount"), 0) AS "total"
      FROM ${sql.table('expenses')} e WHERE ${operating} AND ${sql.isTrue('e."capital_improvement"')}`),
  ])

  // The columns' amounts; each line's total over the whole period.
  const rentsLine = line('rents', 3, 'Rents received')
  for (const row of rents) addAmount(rentsLine, text(row.col), num(row.amount))
  rentsLine.total = rentTotals.reduce((sum, row) => sum + num(row.amount), 0)
  const lines = new Map(TAX_CATEGORIES.map((category) => [category, line(category, TAX_CATEGORY_LINES[category].line, TAX_CATEGORY_LINES[category].lineLabel)]))
  const total = line('total-expenses', 20, 'Total expenses')
  for (const figure of unpivot(byTax, TAX_CATEGORIES)) {
    addAmount(lines.get(figure.category)!, figure.column, figure.amount)
    addAmount(total, figure.column, figure.amount)
  }
  for (const figure of categoryFigures(taxTotals, TAX_CATEGORIES)) {
    lines.get(figure.category)!.total += figure.amount
    total.total += figure.amount
  }
  const net = line('net', 21, 'Income or (loss): line 3 less line 20')
  for (const [column, amount] of Object.entries(rentsLine.amounts)) addAmount(net, column, amount)
  for (const [column, amount] of Object.entries(total.amounts)) addAmount(net, column, -amount)
  net.total = rentsLine.total - total.total

  const categoryTotals = new Map<string, number>(unpivot(byCategory, EXPENSE_CATEGORIES).map((figure) => [figure.category, figure.amount]))
  const columnKeys = shown ? shown.items : await propertyColumnsOf(scope, new Set([...Object.keys(rentsLine.amounts), ...Object.keys(total.amounts)]), NO_PROPERTY, NOT_ASSIGNED)

  const report: ExpenseReport = {
    from: params.from,
    to: params.to,
    range: params.range,
    columnKeys,
    rents: rentsLine,
    lines: [...lines.values()],
    totalExpenses: total,
    net,
    byCategory: EXPENSE_CATEGORIES.filter((category) => categoryTotals.has(category)).map((category) => ({ key: category, label: expenseCategoryLabel[category], total: categoryTotals.get(category)! })),
    capitalImprovements: {
      rows: capital.map((row) => ({
        id: num(row.id),
        date: dayOf(row.date) ?? '',
        payee: text(row.payee_name),
        propertyId: row.property_id === null || row.property_id === undefined ? null : num(row.property_id),
        propertyLabel: text(row.property_label),
        amount: num(row.amount),
        memo: text(row.memo),
      })),
      total: num(capitalSummary[0]?.total),
      count: num(capitalSummary[0]?.count),
    },
  }
  return shown ? { ...report, paging: shown.paging } : report
}
