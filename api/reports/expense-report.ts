import { EXPENSE_CATEGORIES, expenseCategoryLabel, TAX_CATEGORIES, TAX_CATEGORY_LINES } from '@common/expenses'
import { endOfDay, MAX_CAPITAL_ROWS, NO_PROPERTY, startOfDay, type ExpenseReport, type ExpenseReportParams, type ScheduleELine } from '@common/reports'
import { cashDate, dayOf, instant, num, pivot, propertyColumnsOf, propertyLabelSql, receivedPayments, text, unpivot, type ReportScope } from './sql'

const line = (key: string, lineNumber: number | null, label: string): ScheduleELine => ({ key, line: lineNumber, label, amounts: {}, total: 0 })
const add = (target: ScheduleELine, column: string, amount: number) => {
  target.amounts[column] = (target.amounts[column] ?? 0) + amount
  target.total += amount
}

/**
 * The expense report (product-spec §2 reports/expense-report; ADR 030): a Schedule E worksheet
 * per property — line 3 rents received, lines 5–19 by tax category, line 20 total expenses,
 * line 21 the difference — the expenses by category, and the capital improvements listed
 * apart (depreciated, not expensed: outside lines 5–19). Cash basis, as most owners file: an
 * expense counts on its paid date (else its date), rent when received. Four statements.
 */
export async function expenseReport(scope: ReportScope, params: ExpenseReportParams): Promise<ExpenseReport> {
  const { sql } = scope
  const start = instant(startOfDay(params.from))
  const end = instant(endOfDay(params.to))
  const inPeriod = (column: string) => `${column} >= ${start} AND ${column} < ${end}`
  const property = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')
  const propertyKey = (alias: string) => `COALESCE(CAST(${alias}."property_id" AS TEXT), '${NO_PROPERTY}')`
  const spent = cashDate('e')
  const operating = `${scope.organization('e')} AND ${inPeriod(spent)}${property('e')}`

  const [byTax, byCategory, rents, capital, capitalSummary] = await Promise.all([
    // By property, one sum per tax category (pivot: one row per property); by category, one row.
    sql.rows(`SELECT ${propertyKey('e')} AS "col", ${pivot(TAX_CATEGORIES, 'e."tax_category"', 'e."amount"')}
      FROM ${sql.table('expenses')} e WHERE ${operating} AND ${sql.isFalse('e."capital_improvement"')} GROUP BY e."property_id"`),
    sql.rows(`SELECT 'total' AS "col", ${pivot(EXPENSE_CATEGORIES, 'e."category"', 'e."amount"', { lastTakesRest: false })}
      FROM ${sql.table('expenses')} e WHERE ${operating} AND ${sql.isFalse('e."capital_improvement"')}`),
    sql.rows(`SELECT ${propertyKey('rp')} AS "col", SUM(rp."amount") AS "amount"
      FROM ${receivedPayments(sql, 'p."property_id", p."amount"', `${scope.organization('p')} AND p."status" = 'succeeded' AND p."income_category" IS NOT NULL${property('p')}`, start, end)} rp GROUP BY 1
      UNION ALL
      SELECT ${propertyKey('p')} AS "col", -SUM(r."amount") AS "amount"
      FROM ${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p
      WHERE p."id" = r."_parent_id" AND ${scope.organization('p')} AND r."status" = 'succeeded' AND p."income_category" IS NOT NULL AND ${inPeriod('r."created_at"')}${property('p')} GROUP BY 1`),
    sql.rows(`SELECT e."id", ${spent} AS "date", e."payee_name", e."property_id", ${propertyLabelSql('pr')} AS "property_label", e."amount", e."memo"
      FROM ${sql.table('expenses')} e LEFT JOIN ${sql.table('properties')} pr ON pr."id" = e."property_id"
      WHERE ${operating} AND ${sql.isTrue('e."capital_improvement"')} ORDER BY 2 DESC, e."id" DESC LIMIT ${MAX_CAPITAL_ROWS}`),
    sql.rows(`SELECT COUNT(*) AS "count", COALESCE(SUM(e."amount"), 0) AS "total"
      FROM ${sql.table('expenses')} e WHERE ${operating} AND ${sql.isTrue('e."capital_improvement"')}`),
  ])

  const rentsLine = line('rents', 3, 'Rents received')
  for (const row of rents) add(rentsLine, text(row.col), num(row.amount))
  const lines = new Map(TAX_CATEGORIES.map((category) => [category, line(category, TAX_CATEGORY_LINES[category].line, TAX_CATEGORY_LINES[category].lineLabel)]))
  const total = line('total-expenses', 20, 'Total expenses')
  for (const figure of unpivot(byTax, TAX_CATEGORIES)) {
    add(lines.get(figure.category)!, figure.column, figure.amount)
    add(total, figure.column, figure.amount)
  }
  const net = line('net', 21, 'Income or (loss): line 3 less line 20')
  for (const [column, amount] of Object.entries(rentsLine.amounts)) add(net, column, amount)
  for (const [column, amount] of Object.entries(total.amounts)) add(net, column, -amount)

  const categoryTotals = new Map<string, number>(unpivot(byCategory, EXPENSE_CATEGORIES).map((figure) => [figure.category, figure.amount]))
  const keys = new Set([...Object.keys(rentsLine.amounts), ...Object.keys(total.amounts)])
  const columnKeys = await propertyColumnsOf(scope, keys, NO_PROPERTY, 'Not assigned to a property')

  return {
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
}
