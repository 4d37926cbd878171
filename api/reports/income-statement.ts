import { invoiceCategoryLabel, INVOICE_CATEGORIES, type InvoiceCategory } from '@common/invoices'
import { TAX_CATEGORIES, TAX_CATEGORY_LINES, type TaxCategory } from '@common/expenses'
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
import { cashDate, dayOf, instant, num, propertyColumnsOf, propertyLabelSql, receivedPayments, text, type ReportScope } from './sql'

type Period = { from: string; to: string }
/**
 * What one column key holds: a month, a property (NO_PROPERTY for none), the whole period, or
 * (income only) a property and a month at once, `<property>|<month>`: the statement by property
 * reads its columns and its chart's months in one pass over the payments or charges.
 */
type Grouping = IncomeColumns | 'total' | 'property-month'

type IncomeFigure = { column: string; category: InvoiceCategory; amount: number }
type ExpenseFigure = { column: string; taxCategory: TaxCategory; capital: boolean; amount: number }
type Figures = { income: IncomeFigure[]; expenses: ExpenseFigure[] }

const asCategory = (value: unknown): InvoiceCategory => ((INVOICE_CATEGORIES as readonly string[]).includes(String(value)) ? (value as InvoiceCategory) : 'other')
const asTaxCategory = (value: unknown): TaxCategory => ((TAX_CATEGORIES as readonly string[]).includes(String(value)) ? (value as TaxCategory) : 'other')
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 't'

/** The statements' shared pieces for one period and grouping. */
function statementSql(scope: ReportScope, period: Period, grouping: Grouping) {
  const { sql } = scope
  const start = instant(startOfDay(period.from))
  const end = instant(endOfDay(period.to))
  const propertyKey = (alias: string) => `COALESCE(CAST(${alias}."property_id" AS TEXT), '${NO_PROPERTY}')`
  return {
    start,
    end,
    inPeriod: (column: string) => `${column} >= ${start} AND ${column} < ${end}`,
    property: (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : ''),
    column: (dateColumn: string, alias: string) =>
      grouping === 'month'
        ? sql.month(dateColumn)
        : grouping === 'property'
          ? propertyKey(alias)
          : grouping === 'property-month'
            ? `${propertyKey(alias)} || '|' || ${sql.month(dateColumn)}`
            : `'total'`,
  }
}

/**
 * The period's income in SQL (ADR 030), grouped by its column and its category, one statement:
 * - cash basis: payments that succeeded (received in the period) on charges, less refunds
 *   that succeeded in the period — by the category stored on the payment (`income_category`,
 *   its charge's; none for a deposit), so only the payments' index is read;
 * - accrual basis: charges due in the period (void ones left out).
 * Security deposits are money held, not income: only charges count.
 */
async function incomeFigures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Grouping): Promise<IncomeFigure[]> {
  const { sql } = scope
  const { start, end, inPeriod, property, column } = statementSql(scope, period, grouping)
  const incomeQuery =
    basis === 'cash'
      ? `SELECT ${column('rp."received"', 'rp')} AS "col", rp."income_category" AS "category", SUM(rp."amount") AS "amount"
         FROM ${receivedPayments(sql, 'p."property_id", p."income_category", p."amount"', `${scope.organization('p')} AND p."status" = 'succeeded' AND p."income_category" IS NOT NULL${property('p')}`, start, end)} rp
         GROUP BY 1, 2
         UNION ALL
         SELECT ${column('r."created_at"', 'p')} AS "col", p."income_category" AS "category", -SUM(r."amount") AS "amount"
         FROM ${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p
         WHERE p."id" = r."_parent_id" AND ${scope.organization('p')} AND r."status" = 'succeeded' AND p."income_category" IS NOT NULL AND ${inPeriod('r."created_at"')}${property('p')}
         GROUP BY 1, 2`
      : `SELECT ${column('i."due_date"', 'i')} AS "col", i."category" AS "category", SUM(i."total") AS "amount"
         FROM ${sql.table('invoices')} i
         WHERE ${scope.organization('i')} AND i."kind" = 'charge' AND i."status" <> 'void' AND ${inPeriod('i."due_date"')}${property('i')}
         GROUP BY 1, 2`
  return (await sql.rows(incomeQuery)).map((row) => ({ column: text(row.col), category: asCategory(row.category), amount: num(row.amount) }))
}

/** The period's expenses by their column, tax category and capital flag (cash: by paid date, else date; accrual: by date). */
async function expenseFigures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: Exclude<Grouping, 'property-month'>): Promise<ExpenseFigure[]> {
  const { sql } = scope
  const { inPeriod, property, column } = statementSql(scope, period, grouping)
  const expenseDate = basis === 'cash' ? cashDate('e') : 'e."date"'
  const expensesQuery = `
    SELECT ${column(expenseDate, 'e')} AS "col", e."tax_category" AS "tax_category", e."capital_improvement" AS "capital", SUM(e."amount") AS "amount"
    FROM ${sql.table('expenses')} e
    WHERE ${scope.organization('e')} AND ${inPeriod(expenseDate)}${property('e')}
    GROUP BY 1, 2, 3`
  return (await sql.rows(expensesQuery)).map((row) => ({ column: text(row.col), taxCategory: asTaxCategory(row.tax_category), capital: truthy(row.capital), amount: num(row.amount) }))
}

/** `<property>|<month>` figures summed by one half of their key (0: the property, 1: the month). */
function collapse(figures: IncomeFigure[], half: 0 | 1): IncomeFigure[] {
  const sums = new Map<string, IncomeFigure>()
  for (const figure of figures) {
    const column = figure.column.split('|')[half] ?? ''
    const key = `${column}\u0000${figure.category}`
    const sum = sums.get(key)
    if (sum) sum.amount += figure.amount
    else sums.set(key, { column, category: figure.category, amount: figure.amount })
  }
  return [...sums.values()]
}

/**
 * The period's figures: by month, two statements; by property, three — the income by property
 * and month at once (its columns and the chart's months), the expenses by property and by month.
 */
async function figures(scope: ReportScope, basis: IncomeBasis, period: Period, grouping: IncomeColumns | 'total'): Promise<{ current: Figures; byMonth: Figures | null }> {
  if (grouping !== 'property') {
    const [income, expenses] = await Promise.all([incomeFigures(scope, basis, period, grouping), expenseFigures(scope, basis, period, grouping)])
    return { current: { income, expenses }, byMonth: null }
  }
  const [income, expenses, monthlyExpenses] = await Promise.all([
    incomeFigures(scope, basis, period, 'property-month'),
    expenseFigures(scope, basis, period, 'property'),
    expenseFigures(scope, basis, period, 'month'),
  ])
  return { current: { income: collapse(income, 0), expenses }, byMonth: { income: collapse(income, 1), expenses: monthlyExpenses } }
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
