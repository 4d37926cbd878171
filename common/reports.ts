/**
 * The landlord's reports (product-spec §2 reports: rent-roll, income-statement,
 * expense-report): their names, their settings as URL parameters (read the same way by the
 * web app's pages and the API's endpoints) and the shapes the API answers. Money is integer
 * cents; dates are UTC calendar days 'YYYY-MM-DD' (the API stores dates in UTC, ADR 021).
 */
import { shortMonthName } from './en-us'
import { addMonths, dateRangeOf, isDateRangePreset, resolveDayRange, type DateRangePreset } from './expenses'
import { INVOICE_CATEGORIES, type InvoiceCategory } from './invoices'

export const REPORTS = [
  { slug: 'rent-roll', title: 'Rent roll', description: 'Every unit on a date of your choice: its tenants or VACANT, the lease, the rent, the deposit held and what is overdue, with occupancy and vacancy loss.' },
  { slug: 'income-statement', title: 'Income statement', description: 'Income by category and expenses by tax category for a period, on a cash or accrual basis, with net operating income by month or by property and the previous period beside it.' },
  { slug: 'expense-report', title: 'Expense report', description: 'Expenses by tax category with their Schedule E line, a worksheet per property, and capital improvements listed apart.' },
] as const
export type ReportSlug = (typeof REPORTS)[number]['slug']

export const REPORT_FORMATS = ['csv', 'pdf'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

export const INCOME_BASES = ['cash', 'accrual'] as const
export type IncomeBasis = (typeof INCOME_BASES)[number]
export const INCOME_COLUMNS = ['month', 'property'] as const
export type IncomeColumns = (typeof INCOME_COLUMNS)[number]

export const BASIS_LABELS: Record<IncomeBasis, string> = { cash: 'Cash (payments received)', accrual: 'Accrual (invoices due)' }
export const COLUMNS_LABELS: Record<IncomeColumns, string> = { month: 'By month', property: 'By property' }

/** The longest period a report covers (columns by month stay readable; queries stay bounded). */
export const MAX_REPORT_DAYS = 366 * 5

const DAY_MS = 86_400_000

/** A real calendar date as 'YYYY-MM-DD', or null. */
export function reportDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value
}

/** Today as a UTC calendar day. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS)
}

/** The first instant of a day and of the day after it (a range is [start, end) in the database). */
export const startOfDay = (day: string) => `${day}T00:00:00.000Z`
export const endOfDay = (day: string) => `${addDays(day, 1)}T00:00:00.000Z`

const PRESET_MONTHS: Record<DateRangePreset, number> = { 'month-to-date': 1, 'last-month': 1, 'quarter-to-date': 3, 'last-quarter': 3, 'year-to-date': 12, 'last-year': 12 }

const lastDayOfMonth = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1)

/**
 * The period the report compares with: for a preset, the same span one month, quarter or year
 * earlier (year to date → the same days of last year); for whole months, as many months
 * before; otherwise the same number of days just before.
 */
export function previousPeriod(from: string, to: string, range: DateRangePreset | 'custom' = 'custom'): { from: string; to: string } {
  const wholeMonths = from.endsWith('-01') && to === lastDayOfMonth(to)
  const months = range !== 'custom' ? PRESET_MONTHS[range] : wholeMonths ? monthsOf(from, to).length : 0
  if (months && from.endsWith('-01')) {
    const previousTo = to === lastDayOfMonth(to) ? lastDayOfMonth(addMonths(`${to.slice(0, 7)}-01`, -months)) : addMonths(to, -months)
    return { from: addMonths(from, -months), to: previousTo }
  }
  const length = daysBetween(from, to) + 1
  return { from: addDays(from, -length), to: addDays(from, -1) }
}

/** The months 'YYYY-MM' that [from, to] touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = []
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const last = to.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    months.push(key)
    if (key >= last) return months
    month++
    if (month > 12) [year, month] = [year + 1, 1]
  }
}

/** '2026-03' → 'Mar 2026'. */
export const monthLabel = (month: string) => `${shortMonthName(Number(month.slice(5, 7)) - 1)} ${month.slice(0, 4)}`

/** '2026-03-05' → 'Mar 5, 2026' (what the reports print; one format for the page, the CSV's title and the PDF). */
export function dayLabel(day: string | null | undefined): string {
  if (!day) return ''
  return `${shortMonthName(Number(day.slice(5, 7)) - 1)} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`
}

const positiveId = (value: string | null | undefined) => {
  const id = Number(value)
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback

/** The rent roll's settings: the day it is computed for (default today), optionally one property. */
export type RentRollParams = { asOf: string; property: number | null }

export function readRentRollParams(params: URLSearchParams, today = todayIso()): RentRollParams {
  return { asOf: reportDate(params.get('asOf')) ?? today, property: positiveId(params.get('property')) }
}

/** A period of days, inclusive at both ends; `range` is the preset it came from, or 'custom'. */
export type ReportPeriod = { from: string; to: string; range: DateRangePreset | 'custom' }

/**
 * The period of a report's URL: a date report range preset (`range`, common/expenses.ts), else
 * custom `from` and `to` (a reversed pair means the same days; an open end takes the default's;
 * longer than MAX_REPORT_DAYS is cut at its start), else the default preset.
 */
export function readPeriod(params: URLSearchParams, today: Date = new Date(), fallback: DateRangePreset = 'year-to-date'): ReportPeriod {
  const range = params.get('range')
  if (isDateRangePreset(range)) return { ...dateRangeOf(range, today), range }
  const custom = resolveDayRange({ from: params.get('from'), to: params.get('to') })
  if (!custom.from && !custom.to) return { ...dateRangeOf(fallback, today), range: fallback }
  const preset = dateRangeOf(fallback, today)
  let from = custom.from ?? preset.from
  let to = custom.to ?? preset.to
  if (from > to) [from, to] = [to, from]
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) from = addDays(to, -(MAX_REPORT_DAYS - 1))
  return { from, to, range: 'custom' }
}

export type IncomeStatementParams = ReportPeriod & { basis: IncomeBasis; columns: IncomeColumns; property: number | null }

export function readIncomeStatementParams(params: URLSearchParams, today: Date = new Date()): IncomeStatementParams {
  return {
    ...readPeriod(params, today),
    basis: oneOf(INCOME_BASES, params.get('basis'), 'cash'),
    columns: oneOf(INCOME_COLUMNS, params.get('columns'), 'month'),
    property: positiveId(params.get('property')),
  }
}

/** The figures behind one income amount: a basis, a period, optionally a category and a property ('none': no property). */
export type IncomeDetailParams = ReportPeriod & { basis: IncomeBasis; property: number | null; category: InvoiceCategory | null; page: number }

export const DETAIL_PAGE_SIZE = 50

export function readIncomeDetailParams(params: URLSearchParams, today: Date = new Date()): IncomeDetailParams {
  const category = params.get('category')
  const page = Number(params.get('page'))
  return {
    ...readPeriod(params, today),
    basis: oneOf(INCOME_BASES, params.get('basis'), 'cash'),
    property: positiveId(params.get('property')),
    category: (INVOICE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as InvoiceCategory) : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The expense report's settings: a period and optionally one property. */
export type ExpenseReportParams = ReportPeriod & { property: number | null }

export function readExpenseReportParams(params: URLSearchParams, today: Date = new Date()): ExpenseReportParams {
  return { ...readPeriod(params, today), property: positiveId(params.get('property')) }
}

// ---- What the API answers -------------------------------------------------------------

export type RentRollRow = {
  unitId: number
  unitName: string
  propertyId: number
  propertyLabel: string
  /** The lease in force on the day, or null: the unit was vacant. */
  leaseId: number | null
  tenants: string[]
  /** 'active' on the day (month-to-month when it has no end date). */
  leaseStatus: 'active' | 'month-to-month' | 'vacant'
  startDate: string | null
  endDate: string | null
  rent: number
  depositHeld: number
  balanceDue: number
  daysOverdue: number
  /** What a vacant unit would rent for (its marketing rent, else its last lease's rent). */
  marketRent: number
}

export type RentRoll = {
  asOf: string
  rows: RentRollRow[]
  /**
   * Occupancy at the end of each of the 12 months up to the day (the last point is the day
   * itself), from the same lease dates: today's units, each let or vacant on that day.
   */
  occupancy: Array<{ month: string; day: string; units: number; occupied: number }>
  summary: {
    units: number
    occupied: number
    vacant: number
    /** Whole percent, rounded; 0 without units. */
    occupancyPercent: number
    scheduledRent: number
    vacancyLoss: number
    depositsHeld: number
    balanceDue: number
  }
}

/** One line of a statement: its amount per column key, its total, its previous-period total. */
export type StatementLine = { key: string; label: string; amounts: Record<string, number>; total: number; previous: number }

/** The column of amounts that belong to no property (expenses of the whole portfolio). */
export const NO_PROPERTY = 'none'

export type IncomeStatement = {
  from: string
  to: string
  range: ReportPeriod['range']
  basis: IncomeBasis
  columns: IncomeColumns
  previousFrom: string
  previousTo: string
  /** The columns: months 'YYYY-MM', or property ids as strings (and NO_PROPERTY). */
  columnKeys: Array<{ key: string; label: string }>
  /** By invoice category (key: the category). */
  income: StatementLine[]
  /** Operating expenses by tax category (key: the tax category), in Schedule E order. */
  expenses: StatementLine[]
  totalIncome: StatementLine
  totalExpenses: StatementLine
  netOperatingIncome: StatementLine
  /** Capital improvements: paid in the period, depreciated rather than expensed, so outside NOI. */
  capitalImprovements: StatementLine
  /** Total income and operating expenses per month of the period, whatever the columns (the chart). */
  monthly: Array<{ month: string; income: number; expenses: number }>
}

export type IncomeDetailRow = {
  kind: 'payment' | 'refund' | 'invoice'
  invoiceId: number
  date: string
  amount: number
  category: InvoiceCategory
  tenant: string
  propertyId: number | null
  propertyLabel: string
}

export type IncomeDetail = { rows: IncomeDetailRow[]; total: number; count: number; page: number; totalPages: number }

/** One Schedule E line of the expense report: its amount per property column and its total. */
export type ScheduleELine = { key: string; line: number | null; label: string; amounts: Record<string, number>; total: number }

export type CapitalImprovementRow = { id: number; date: string; payee: string; propertyId: number | null; propertyLabel: string; amount: number; memo: string }

export type ExpenseReport = {
  from: string
  to: string
  range: ReportPeriod['range']
  /** One worksheet column per property with figures (and NO_PROPERTY for the whole portfolio's expenses). */
  columnKeys: Array<{ key: string; label: string }>
  /** Line 3: rents received (payments on charges, less refunds). */
  rents: ScheduleELine
  /** Lines 5–19, every one, in order (key: the tax category). */
  lines: ScheduleELine[]
  /** Line 20: total expenses; line 21: line 3 less line 20. */
  totalExpenses: ScheduleELine
  net: ScheduleELine
  /** By expense category (key: the category), capital improvements left out. */
  byCategory: Array<{ key: string; label: string; total: number }>
  capitalImprovements: { rows: CapitalImprovementRow[]; total: number; count: number }
}

/** At most this many capital improvements are listed on the report (their total counts them all). */
export const MAX_CAPITAL_ROWS = 200

/** The statement a Schedule E worksheet carries wherever it is shown or exported. */
export const WORKSHEET_NOTE =
  'This is a worksheet to help prepare Schedule E (Form 1040), Part I, from the expenses and payments recorded here, not tax advice. Capital improvements are depreciated, not expensed: they are listed apart and left out of lines 5-19. Check every figure with your tax adviser.'

// ---- A page of a report (issue 18) ----------------------------------------------------

/**
 * A report page shows a page of its long table (a portfolio of 5,000 units or 1,000
 * properties made pages of 4–7 MB): the rent roll 100 units at a time, the columns by
 * property 12 properties at a time (`?page=`). Summaries, totals, charts and the Total
 * column stay the whole report's; the CSV and PDF hold every row and column. The API pages
 * its JSON when asked (`page`), so only the shown page is encoded, sent and decoded.
 */
export const RENT_ROLL_PAGE_SIZE = 100
export const PROPERTY_COLUMNS_PAGE_SIZE = 12
export type ReportPaging = { page: number; totalPages: number; totalDocs: number }

/** The requested page of a list (past the end: the last page; not a page number: the first). */
export function pageOf<T>(requested: string | null, items: readonly T[], size: number): { items: T[]; paging: ReportPaging } {
  const paging = pagingOf(requested, items.length, size)
  return { items: items.slice((paging.page - 1) * size, paging.page * size), paging }
}

/** The page number asked for, before the list's length is known (not a page number: the first). */
export function requestedPage(requested: string | null): number {
  const number = Number(requested)
  return Number.isSafeInteger(number) && number > 0 ? number : 1
}

/** The paging of `totalDocs` items `size` a page at the requested page (as `pageOf`). */
export function pagingOf(requested: string | null, totalDocs: number, size: number): ReportPaging {
  const totalPages = Math.max(1, Math.ceil(totalDocs / size))
  return { page: Math.min(requestedPage(requested), totalPages), totalPages, totalDocs }
}

export type RentRollPage = RentRoll & { paging: ReportPaging }
export type IncomeStatementPage = IncomeStatement & { paging: ReportPaging | null }
export type ExpenseReportPage = ExpenseReport & { paging: ReportPaging }

