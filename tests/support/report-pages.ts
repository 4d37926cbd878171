import { pageOf, PROPERTY_COLUMNS_PAGE_SIZE, type ExpenseReport, type ExpenseReportPage, type IncomeStatement, type IncomeStatementPage } from '@common/reports'

/**
 * What a page by property of a report must be (the tests' model): the whole report with one page
 * of its property columns, each line's amounts of those columns only, its totals the whole
 * report's. The API computes a page alone (api/reports: only the page's properties are summed).
 */

/** A line's amounts of the shown columns only (the line's total stays the whole report's). */
function shownAmounts<L extends { amounts: Record<string, number> }>(line: L, keys: ReadonlySet<string>): L {
  return { ...line, amounts: Object.fromEntries(Object.entries(line.amounts).filter(([key]) => keys.has(key))) }
}

/** The statement with one page of its property columns (by month: every month, no paging). */
export function incomeStatementPage(report: IncomeStatement, requested: string | null): IncomeStatementPage {
  if (report.columns !== 'property') return { ...report, paging: null }
  const { items, paging } = pageOf(requested, report.columnKeys, PROPERTY_COLUMNS_PAGE_SIZE)
  const keys = new Set(items.map((column) => column.key))
  return {
    ...report,
    columnKeys: items,
    income: report.income.map((line) => shownAmounts(line, keys)),
    expenses: report.expenses.map((line) => shownAmounts(line, keys)),
    totalIncome: shownAmounts(report.totalIncome, keys),
    totalExpenses: shownAmounts(report.totalExpenses, keys),
    netOperatingIncome: shownAmounts(report.netOperatingIncome, keys),
    capitalImprovements: shownAmounts(report.capitalImprovements, keys),
    paging,
  }
}

/** The worksheet with one page of its property columns. */
export function expenseReportPage(report: ExpenseReport, requested: string | null): ExpenseReportPage {
  const { items, paging } = pageOf(requested, report.columnKeys, PROPERTY_COLUMNS_PAGE_SIZE)
  const keys = new Set(items.map((column) => column.key))
  return {
    ...report,
    columnKeys: items,
    rents: shownAmounts(report.rents, keys),
    lines: report.lines.map((line) => shownAmounts(line, keys)),
    totalExpenses: shownAmounts(report.totalExpenses, keys),
    net: shownAmounts(report.net, keys),
    paging,
  }
}
