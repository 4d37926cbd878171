import { invoiceCategoryLabel, INVOICE_CATEGORIES, type InvoiceCategory } from '@common/invoices'
import {
  endOfDay,
  pageOf,
  PROPERTY_COLUMNS_PAGE_SIZE,
  monthLabel,
  monthsOf,
  NO_PROPERTY,
  previousPeriod,
  startOfDay,
  DETAIL_PAGE_SIZE,
  type IncomeBasis,
  type IncomeDetail,
  type IncomeDetailParams,
  type IncomeDetailRow,
  type IncomeColumns,
  type IncomeStatement,
  type IncomeStatementPage,
  type ReportPaging,
  type IncomeStatementParams,
  type StatementLine,
} from '@common/reports'
import { addMonths, TAX_CATEGORIES, TAX_CATEGORY_LINES, type TaxCategory } from '@common/expenses'
import {
  cashDate,
  cashReceiptSources,
  categoryFigures,
  categorySumsSql,
  dayOf,
  instant,
  num,
  pivot,
  propertyColumnsOf,
  propertyKeysOf,
  propertyLabelSql,
  receivedPayments,
  sumsSql,
  text,
  unpivot,
  type CategoryColumn,
  type ReportScope,
  type SumSource,
} from './sql'

type Period = { from: string; to: string }
/** What one column key holds: a month, a property (NO_PROPERTY for none), or the whole period. */
type Grouping = IncomeColumns | 'total'

type IncomeFigure = { column: string; category: InvoiceCategory; amount: number }
type ExpenseFigure = { column: string; taxCategory: TaxCategory; capital: boolean; amount: number }
type Figures = { income: IncomeFigure[]; expenses: ExpenseFigure[] }

const asCategory = (value: unknown): InvoiceCategory => ((INVOICE_CATEGORIES as readonly string[]).includes(String(value)) ? (value as InvoiceCategory) : 'other')

/**
 * The statements' ranges: the whole period, or (by month) each month of it — the UTC month of
 * an instant is the range it falls in, so a month is one range of an index and its sum needs no
 * grouping (no sort of the period's rows).
 */
function rangesOf(period: Period, grouping: Grouping): Array<{ column: string | null; start: string; end: string }> {
  const start = startOfDay(period.from)
  const end = endOfDay(period.to)
  if (grouping !== 'month') return [{ column: grouping === 'total' ? 'total' : null, start: instant(start), end: instant(end) }]
  return monthsOf(period.from, period.to).map((month) => {
    const next = `${addMonths(`${month}-01`, 1)}T00:00:00.000Z`
    const first = `${month}-01T00:00:00.000Z`
    return { column: month, start: instant(first < start ? start : first), end: instant(next > end ? end : next) }
  })
}

/** What a statement reads: a table (with its alias), its rows of one range (`column`, null by property), and their category. */
type Source = SumSource & { column: string | null; category: CategoryColumn }

/**
 * The rows of the period's income in SQL (ADR 030), by range (`rangesOf`):
 * - cash basis: the money received on charges less refunds (`cashReceiptSources`), by the
 *   category stored on the payment (`income_category`, its charge's), so only the payments'
 *   index is read;
 * - accrual basis: charges due in the period (void ones left out).
 * Security deposits are money held, not income: only charges count.
 */
function incomeSources(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping): Source[] {
  const property = scope.property ? ` AND i."property_id" = ${scope.property}` : ''
  return basis === 'cash'
    ? rangesOf(period, grouping).flatMap(({ column, start, end }) => cashReceiptSources(scope, start, end).map((source) => ({ ...source, column, category: { column: 'p."income_category"', values: INVOICE_CATEGORIES } })))
    : rangesOf(period, grouping).map(({ column, start, end }) => ({
        alias: 'i',
        column,
        // A charge of no category is 'other' (asCategory).
        category: { column: 'i."category"', values: INVOICE_CATEGORIES, nullable: true },
        amount: 'i."total"',
        from: `${scope.sql.table('invoices')} i`,
        where: `${scope.organization('i')} AND i."kind" = 'charge' AND i."status" <> 'void' AND i."due_date" >= ${start} AND i."due_date" < ${end}${property}`,
      }))
}

/** The rows of the period's expenses by range: cash basis by paid date, else date; accrual by date. */
function expenseSources(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping): Source[] {
  const property = scope.property ? ` AND e."property_id" = ${scope.property}` : ''
  const expenseDate = basis === 'cash' ? cashDate('e') : 'e."date"'
  return rangesOf(period, grouping).map(({ column, start, end }) => ({
    alias: 'e',
    column,
    category: { column: 'e."tax_category"', values: TAX_CATEGORIES },
    amount: 'e."amount"',
    from: `${scope.sql.table('expenses')} e`,
    where: `${scope.organization('e')} AND ${expenseDate} >= ${start} AND ${expenseDate} < ${end}${property}`,
  }))
}

/**
 * The statements of `sources`, all by property (`pivot`: one row of sums per property, the page's
 * property index read) or all of one range each (`categorySumsSql`: each category's rows one
 * range of a category-first index, ADR 030), as one UNION ALL. The sums are of each source's own
 * rows (`pivotSums`, `categorySums`: a refund sums its amount negated).
 */
function statementOf(sources: readonly Source[], pivotSums: (source: Source) => string, categorySums: (source: Source) => string, columns: readonly string[] | null): string {
  return sources
    .map((source) => (source.column === null ? sumsSql(source, pivotSums(source), columns) : categorySumsSql({ ...source, column: source.column }, source.category, categorySums(source))))
    .join(' UNION ALL ')
}
const byProperty = (sources: readonly Source[]) => sources.some((source) => source.column === null)

/** The period's income by its column and category. */
async function incomeFigures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping, columns: readonly string[] | null = null): Promise<IncomeFigure[]> {
  const sources = incomeSources(scope, basis, period, grouping)
  const rows = await scope.sql.rows(
    statementOf(
      sources,
      (source) => pivot(INVOICE_CATEGORIES, source.category.column, source.amount),
      (source) => `SUM(${source.amount}) AS "amount"`,
      columns,
    ),
  )
  return byProperty(sources) ? unpivot(rows, INVOICE_CATEGORIES) : categoryFigures(rows, INVOICE_CATEGORIES)
}

/**
 * The period's expenses by their column, tax category and capital flag, one sum per tax category
 * (capital improvements apart, whatever their tax category) as the income's.
 */
async function expenseFigures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping, columns: readonly string[] | null = null): Promise<ExpenseFigure[]> {
  const sources = expenseSources(scope, basis, period, grouping)
  const capital = scope.sql.isTrue('e."capital_improvement"')
  const capitalSum = `SUM(CASE WHEN ${capital} THEN e."amount" END) AS "capital"`
  const pivotSums = `${pivot(TAX_CATEGORIES, 'e."tax_category"', 'e."amount"', { excluded: capital })}, ${capitalSum}`
  const categorySums = `SUM(CASE WHEN ${capital} THEN NULL ELSE e."amount" END) AS "amount", ${capitalSum}`
  const rows = await scope.sql.rows(statementOf(sources, () => pivotSums, () => categorySums, columns))
  const capitalFigures = rows.flatMap((row) => (row.capital === null || row.capital === undefined ? [] : [{ column: text(row.col), taxCategory: 'other' as const, capital: true, amount: num(row.capital) }]))
  const operating = byProperty(sources) ? unpivot(rows, TAX_CATEGORIES) : categoryFigures(rows, TAX_CATEGORIES)
  return [...operating.map(({ category, ...figure }) => ({ ...figure, taxCategory: category, capital: false })), ...capitalFigures]
}

/** The period's figures by month or in total: two statements. */
async function figures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping, columns: readonly string[] | null = null): Promise<Figures> {
  const [income, expenses] = await Promise.all([incomeFigures(scope, basis, period, grouping, columns), expenseFigures(scope, basis, period, grouping, columns)])
  return { income, expenses }
}

/** The property columns of the period (`propertyKeysOf`) of its income and expenses. */
function columnKeysOf(scope: ReportScope, basis: IncomeBasis, period: Period): Promise<Set<string>> {
  return propertyKeysOf(scope, [...incomeSources(scope, basis, period, 'property'), ...expenseSources(scope, basis, period, 'property')])
}

function line(key: string, label: string): StatementLine {
  return { key, label, amounts: {}, total: 0, previous: 0 }
}
function addAmount(target: StatementLine, column: string, amount: number) {
  target.amounts[column] = (target.amounts[column] ?? 0) + amount
}

/**
 * The income statement (product-spec §2 reports/income-statement) of the caller's portfolio; with
 * `page` (the web app's pages) by property only that page of 12 property columns is summed by
 * property (the whole statement's page, tests/support/report-pages.ts, computed for the page alone).
 *
 * The figures of the period are always read by month: they are the columns by month, and by
 * property they give the lines' totals (the Total column), which lines have figures, and the
 * chart. By property the amounts of the columns are read grouped by property — for a page, only
 * its properties' rows (their property indexes), after the period's property columns.
 */
export async function incomeStatement(scope: ReportScope, params: IncomeStatementParams): Promise<IncomeStatement>
export async function incomeStatement(scope: ReportScope, params: IncomeStatementParams, page: string | null): Promise<IncomeStatementPage>
export async function incomeStatement(scope: ReportScope, params: IncomeStatementParams, page?: string | null): Promise<IncomeStatement | IncomeStatementPage> {
  const paged = page !== undefined
  const byProperty = params.columns === 'property'
  const previous = previousPeriod(params.from, params.to, params.range)
  const [byMonth, before, keys] = await Promise.all([
    figures(scope, params.basis, params, 'month'),
    figures(scope, params.basis, previous, 'total'),
    byProperty && paged ? columnKeysOf(scope, params.basis, params) : null,
  ])
  const months = monthsOf(params.from, params.to)
  let columnKeys = months.map((month) => ({ key: month, label: monthLabel(month) }))
  let paging: ReportPaging | null = null
  let current = byMonth
  if (byProperty) {
    const shown = keys ? pageOf(page ?? null, await propertyColumns(scope, keys), PROPERTY_COLUMNS_PAGE_SIZE) : null
    current = await figures(scope, params.basis, params, 'property', shown ? shown.items.map((column) => column.key) : null)
    columnKeys = shown ? shown.items : await propertyColumns(scope, new Set([...current.income, ...current.expenses].map((figure) => figure.column)))
    paging = shown ? shown.paging : null
  }

  const income = new Map(INVOICE_CATEGORIES.map((category) => [category, line(category, invoiceCategoryLabel[category])]))
  const expenses = new Map(TAX_CATEGORIES.map((category) => [category, line(category, TAX_CATEGORY_LINES[category].label)]))
  const capitalImprovements = line('capital-improvements', 'Capital improvements')
  const expenseLine = (figure: ExpenseFigure) => (figure.capital ? capitalImprovements : expenses.get(figure.taxCategory)!)
  // The columns' amounts; the totals (and which lines have figures) from the period by month.
  for (const row of current.income) addAmount(income.get(row.category)!, row.column, row.amount)
  for (const row of current.expenses) addAmount(expenseLine(row), row.column, row.amount)
  const withFigures = new Set<StatementLine>()
  for (const row of byMonth.income) {
    withFigures.add(income.get(row.category)!)
    income.get(row.category)!.total += row.amount
  }
  for (const row of byMonth.expenses) {
    withFigures.add(expenseLine(row))
    expenseLine(row).total += row.amount
  }
  for (const row of before.income) income.get(row.category)!.previous += row.amount
  for (const row of before.expenses) expenseLine(row).previous += row.amount

  const sumLines = (key: string, label: string, lines: StatementLine[]) => {
    const total = line(key, label)
    for (const each of lines) {
      for (const [column, amount] of Object.entries(each.amounts)) addAmount(total, column, amount)
      total.total += each.total
      total.previous += each.previous
    }
    return total
  }
  // Lines with nothing in either period are left out (a statement lists what happened).
  const incomeLines = [...income.values()].filter((each) => each.total !== 0 || each.previous !== 0 || withFigures.has(each))
  const expenseLines = [...expenses.values()].filter((each) => each.total !== 0 || each.previous !== 0 || withFigures.has(each))
  const totalIncome = sumLines('total-income', 'Total income', incomeLines)
  const totalExpenses = sumLines('total-expenses', 'Total expenses', expenseLines)
  const netOperatingIncome = line('net-operating-income', 'Net operating income')
  for (const [column, amount] of Object.entries(totalIncome.amounts)) addAmount(netOperatingIncome, column, amount)
  for (const [column, amount] of Object.entries(totalExpenses.amounts)) addAmount(netOperatingIncome, column, -amount)
  netOperatingIncome.total = totalIncome.total - totalExpenses.total
  netOperatingIncome.previous = totalIncome.previous - totalExpenses.previous

  // The chart: income and operating expenses by month, whatever the columns.
  const sumOf = (list: Array<{ column: string; amount: number }>, month: string) => list.reduce((sum, row) => (row.column === month ? sum + row.amount : sum), 0)
  const operating = byMonth.expenses.filter((row) => !row.capital)
  const monthly = months.map((month) => ({ month, income: sumOf(byMonth.income, month), expenses: sumOf(operating, month) }))

  const report: IncomeStatement = {
    from: params.from,
    to: params.to,
    range: params.range,
    basis: params.basis,
    columns: params.columns,
    previousFrom: previous.from,
    previousTo: previous.to,
    columnKeys,
    income: incomeLines,
    expenses: expenseLines,
    totalIncome,
    totalExpenses,
    netOperatingIncome,
    capitalImprovements,
    monthly,
  }
  return paged ? { ...report, paging } : report
}

/** The property columns: each property with a figure (by label), then the whole portfolio's expenses when there are any. */
function propertyColumns(scope: ReportScope, keys: ReadonlySet<string>) {
  return propertyColumnsOf(scope, keys, NO_PROPERTY, 'Portfolio-wide')
}

/**
 * The payments and refunds (cash) or the charges (accrual) behind one income figure, a page at
 * a time, newest first, with their count and total (ADR 030: the drill-down of a figure).
 */
export async function incomeDetail(scope: ReportScope, params: IncomeDetailParams): Promise<IncomeDetail> {
  const { sql } = scope
  const start = instant(startOfDay(params.from))
  const end = instant(endOfDay(params.to))
  const inPeriod = (column: string) => `${column} >= ${start} AND ${column} < ${end}`
  const property = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')
  // Cash: the category stored on the payment, as the statement reads it; accrual: the charge's.
  const category = (column: string) => (params.category ? ` AND COALESCE(${column}, 'other') = '${params.category}'` : '')
  const selectInvoice = (categoryColumn: string) =>
    `i."id" AS "invoice_id", ${categoryColumn} AS "category", COALESCE(NULLIF(i."to_name", ''), i."to_organization_name") AS "tenant", i."property_id" AS "property_id"`
  const income = `${scope.organization('p')} AND p."status" = 'succeeded' AND p."income_category" IS NOT NULL${property('p')}${category('p."income_category"')}`
  const rowsQuery =
    params.basis === 'cash'
      ? `SELECT 'payment' AS "kind", ${selectInvoice('rp."income_category"')}, rp."received" AS "date", rp."amount" AS "amount"
         FROM ${receivedPayments(sql, 'p."invoice_id", p."income_category", p."amount"', income, start, end)} rp JOIN ${sql.table('invoices')} i ON i."id" = rp."invoice_id"
         UNION ALL
         SELECT 'refund' AS "kind", ${selectInvoice('p."income_category"')}, r."created_at" AS "date", -r."amount" AS "amount"
         FROM ${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p JOIN ${sql.table('invoices')} i ON i."id" = p."invoice_id"
         WHERE p."id" = r."_parent_id" AND r."status" = 'succeeded' AND ${inPeriod('r."created_at"')} AND ${income}`
      : `SELECT 'invoice' AS "kind", ${selectInvoice('i."category"')}, i."due_date" AS "date", i."total" AS "amount"
         FROM ${sql.table('invoices')} i
         WHERE ${scope.organization('i')} AND i."kind" = 'charge' AND i."status" <> 'void' AND ${inPeriod('i."due_date"')}${property('i')}${category('i."category"')}`
  const offset = (params.page - 1) * DETAIL_PAGE_SIZE
  const [page, [summary]] = await Promise.all([
    sql.rows(`SELECT d.*, ${propertyLabelSql('pr')} AS "property_label" FROM (${rowsQuery}) d LEFT JOIN ${sql.table('properties')} pr ON pr."id" = d."property_id" ORDER BY d."date" DESC, d."invoice_id" DESC LIMIT ${DETAIL_PAGE_SIZE} OFFSET ${offset}`),
    sql.rows(`SELECT COUNT(*) AS "count", COALESCE(SUM(d."amount"), 0) AS "total" FROM (${rowsQuery}) d`),
  ])
  const count = num(summary?.count)
  return {
    rows: page.map((row) => ({
      kind: text(row.kind) as IncomeDetailRow['kind'],
      invoiceId: num(row.invoice_id),
      date: dayOf(row.date) ?? '',
      amount: num(row.amount),
      category: asCategory(row.category),
      tenant: text(row.tenant),
      propertyId: row.property_id === null || row.property_id === undefined ? null : num(row.property_id),
      propertyLabel: text(row.property_label),
    })),
    total: num(summary?.total),
    count,
    page: params.page,
    totalPages: Math.max(1, Math.ceil(count / DETAIL_PAGE_SIZE)),
  }
}
