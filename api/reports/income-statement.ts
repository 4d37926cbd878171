import { invoiceCategoryLabel, INVOICE_CATEGORIES, type InvoiceCategory } from '@common/invoices'
import {
  endOfDay,
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
  type IncomeStatementParams,
  type StatementLine,
} from '@common/reports'
import { addMonths, TAX_CATEGORIES, TAX_CATEGORY_LINES, type TaxCategory } from '@common/expenses'
import { cashDate, dayOf, instant, num, pivot, propertyColumnsOf, propertyLabelSql, receivedPayments, text, unpivot, type ReportScope } from './sql'

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

/**
 * The period's income in SQL (ADR 030) by its column and category:
 * - cash basis: payments that succeeded (received in the period) on charges, by the category
 *   stored on the payment (`income_category`, its charge's; none for a deposit), so only the
 *   payments' index is read, less refunds that succeeded in the period;
 * - accrual basis: charges due in the period (void ones left out).
 * Security deposits are money held, not income: only charges count. By month or for the whole
 * period, one sum per range (`rangesOf`, `pivot`); by property, grouped by property.
 */
async function incomeFigures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping): Promise<IncomeFigure[]> {
  const { sql } = scope
  const property = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')
  const propertyKey = (alias: string) => `COALESCE(CAST(${alias}."property_id" AS TEXT), '${NO_PROPERTY}')`
  const ranges = rangesOf(period, grouping)
  const select = (alias: string, column: string | null, category: string, amount: string, from: string, where: string) =>
    grouping === 'property'
      ? `SELECT ${propertyKey(alias)} AS "col", ${pivot(INVOICE_CATEGORIES, category, amount)} FROM ${from} WHERE ${where} GROUP BY ${alias}."property_id"`
      : `SELECT '${column}' AS "col", ${pivot(INVOICE_CATEGORIES, category, amount)} FROM ${from} WHERE ${where}`
  const received = `${scope.organization('p')} AND p."status" = 'succeeded' AND p."income_category" IS NOT NULL${property('p')}`
  const parts =
    basis === 'cash'
      ? ranges.flatMap(({ column, start, end }) => [
          // COALESCE(paidAt, createdAt) in the range, as its two index ranges (receivedPayments).
          select('p', column, 'p."income_category"', 'p."amount"', `${sql.table('payments')} p`, `${received} AND p."paid_at" IS NOT NULL AND p."paid_at" >= ${start} AND p."paid_at" < ${end}`),
          select('p', column, 'p."income_category"', 'p."amount"', `${sql.table('payments')} p`, `${received} AND p."paid_at" IS NULL AND p."created_at" >= ${start} AND p."created_at" < ${end}`),
          select(
            'p',
            column,
            'p."income_category"',
            '-r."amount"',
            `${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p`,
            `p."id" = r."_parent_id" AND ${scope.organization('p')} AND r."status" = 'succeeded' AND p."income_category" IS NOT NULL AND r."created_at" >= ${start} AND r."created_at" < ${end}${property('p')}`,
          ),
        ])
      : ranges.map(({ column, start, end }) =>
          select('i', column, 'i."category"', 'i."total"', `${sql.table('invoices')} i`, `${scope.organization('i')} AND i."kind" = 'charge' AND i."status" <> 'void' AND i."due_date" >= ${start} AND i."due_date" < ${end}${property('i')}`),
        )
  return unpivot(await sql.rows(parts.join(' UNION ALL ')), INVOICE_CATEGORIES)
}

/**
 * The period's expenses by their column, tax category and capital flag (cash: by paid date, else
 * date; accrual: by date), one sum per tax category (capital improvements apart, whatever their
 * tax category) as the income's.
 */
async function expenseFigures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping): Promise<ExpenseFigure[]> {
  const { sql } = scope
  const property = scope.property ? ` AND e."property_id" = ${scope.property}` : ''
  const expenseDate = basis === 'cash' ? cashDate('e') : 'e."date"'
  const capital = sql.isTrue('e."capital_improvement"')
  const sums = `${pivot(TAX_CATEGORIES, 'e."tax_category"', 'e."amount"', { excluded: capital })}, SUM(CASE WHEN ${capital} THEN e."amount" END) AS "capital"`
  const parts = rangesOf(period, grouping).map(({ column, start, end }) => {
    const where = `${scope.organization('e')} AND ${expenseDate} >= ${start} AND ${expenseDate} < ${end}${property}`
    return grouping === 'property'
      ? `SELECT COALESCE(CAST(e."property_id" AS TEXT), '${NO_PROPERTY}') AS "col", ${sums} FROM ${sql.table('expenses')} e WHERE ${where} GROUP BY e."property_id"`
      : `SELECT '${column}' AS "col", ${sums} FROM ${sql.table('expenses')} e WHERE ${where}`
  })
  const rows = await sql.rows(parts.join(' UNION ALL '))
  const capitalFigures = rows.flatMap((row) => (row.capital === null || row.capital === undefined ? [] : [{ column: text(row.col), taxCategory: 'other' as const, capital: true, amount: num(row.capital) }]))
  return [...unpivot(rows, TAX_CATEGORIES).map(({ category, ...figure }) => ({ ...figure, taxCategory: category, capital: false })), ...capitalFigures]
}

/**
 * The period's figures: by month or in total, two statements; by property, four — the income
 * and expenses by property, and by month for the chart (each month one sum per range: cheap).
 */
async function figures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping): Promise<{ current: Figures; byMonth: Figures | null }> {
  if (grouping !== 'property') {
    const [income, expenses] = await Promise.all([incomeFigures(scope, basis, period, grouping), expenseFigures(scope, basis, period, grouping)])
    return { current: { income, expenses }, byMonth: null }
  }
  const [income, expenses, monthlyIncome, monthlyExpenses] = await Promise.all([
    incomeFigures(scope, basis, period, 'property'),
    expenseFigures(scope, basis, period, 'property'),
    incomeFigures(scope, basis, period, 'month'),
    expenseFigures(scope, basis, period, 'month'),
  ])
  return { current: { income, expenses }, byMonth: { income: monthlyIncome, expenses: monthlyExpenses } }
}

function line(key: string, label: string): StatementLine {
  return { key, label, amounts: {}, total: 0, previous: 0 }
}
function add(target: StatementLine, column: string, amount: number) {
  target.amounts[column] = (target.amounts[column] ?? 0) + amount
  target.total += amount
}

/** The income statement (product-spec §2 reports/income-statement) of the caller's portfolio. */
export async function incomeStatement(scope: ReportScope, params: IncomeStatementParams): Promise<IncomeStatement> {
  const previous = previousPeriod(params.from, params.to, params.range)
  // The chart is by month whatever the columns: by property, the figures come by month too.
  const [{ current, byMonth }, { current: before }] = await Promise.all([figures(scope, params.basis, params, params.columns), figures(scope, params.basis, previous, 'total')])

  const income = new Map(INVOICE_CATEGORIES.map((category) => [category, line(category, invoiceCategoryLabel[category])]))
  const expenses = new Map(TAX_CATEGORIES.map((category) => [category, line(category, TAX_CATEGORY_LINES[category].label)]))
  const capitalImprovements = line('capital-improvements', 'Capital improvements')
  for (const row of current.income) add(income.get(row.category)!, row.column, row.amount)
  for (const row of current.expenses) add(row.capital ? capitalImprovements : expenses.get(row.taxCategory)!, row.column, row.amount)
  for (const row of before.income) income.get(row.category)!.previous += row.amount
  for (const row of before.expenses) (row.capital ? capitalImprovements : expenses.get(row.taxCategory)!).previous += row.amount

  const sumLines = (key: string, label: string, lines: StatementLine[]) => {
    const total = line(key, label)
    for (const each of lines) {
      for (const [column, amount] of Object.entries(each.amounts)) add(total, column, amount)
      total.previous += each.previous
    }
    return total
  }
  // Lines with nothing in either period are left out (a statement lists what happened).
  const incomeLines = [...income.values()].filter((each) => each.total !== 0 || each.previous !== 0 || Object.keys(each.amounts).length)
  const expenseLines = [...expenses.values()].filter((each) => each.total !== 0 || each.previous !== 0 || Object.keys(each.amounts).length)
  const totalIncome = sumLines('total-income', 'Total income', incomeLines)
  const totalExpenses = sumLines('total-expenses', 'Total expenses', expenseLines)
  const netOperatingIncome = line('net-operating-income', 'Net operating income')
  for (const [column, amount] of Object.entries(totalIncome.amounts)) add(netOperatingIncome, column, amount)
  for (const [column, amount] of Object.entries(totalExpenses.amounts)) add(netOperatingIncome, column, -amount)
  netOperatingIncome.previous = totalIncome.previous - totalExpenses.previous

  // The chart's months: the columns' figures when they are months, else the statements grouped by month.
  const months = monthsOf(params.from, params.to)
  const monthly = months.map((month) => ({
    month,
    income: byMonth ? byMonth.income.filter((row) => row.column === month).reduce((sum, row) => sum + row.amount, 0) : (totalIncome.amounts[month] ?? 0),
    expenses: byMonth ? byMonth.expenses.filter((row) => row.column === month && !row.capital).reduce((sum, row) => sum + row.amount, 0) : (totalExpenses.amounts[month] ?? 0),
  }))

  return {
    from: params.from,
    to: params.to,
    range: params.range,
    basis: params.basis,
    columns: params.columns,
    previousFrom: previous.from,
    previousTo: previous.to,
    columnKeys: params.columns === 'month' ? months.map((month) => ({ key: month, label: monthLabel(month) })) : await propertyColumns(scope, [totalIncome, totalExpenses, capitalImprovements]),
    income: incomeLines,
    expenses: expenseLines,
    totalIncome,
    totalExpenses,
    netOperatingIncome,
    capitalImprovements,
    monthly,
  }
}

/** The property columns: each property with a figure (by label), then the whole portfolio's expenses when there are any. */
function propertyColumns(scope: ReportScope, lines: StatementLine[]) {
  return propertyColumnsOf(scope, new Set(lines.flatMap((each) => Object.keys(each.amounts))), NO_PROPERTY, 'Portfolio-wide')
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
