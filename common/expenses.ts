import { isoDay, parseDay } from './days'
import { INVOICE_CATEGORIES, invoiceCategoryLabel, PAYMENT_METHODS, paymentMethodLabel, type InvoiceCategory, type PaymentMethod } from './invoices'
import { MAX_CENTS } from './limits'

/**
 * Expenses (product-spec §1, §2 expenses, the 'expense add' drawer and the expenses filter
 * dialog; §3 expense categories, tax expense categories and date report ranges): the
 * vocabulary, messages and date arithmetic shared by the REST API (validation, the recurring
 * job, the totals), the web app (forms, filters, lists) and the reports. Amounts are integer
 * cents (ADR 021); calendar days are 'YYYY-MM-DD' strings in UTC, stored as midnight UTC.
 */

/** Spec §3 Enumerations: 'Expense and invoice categories' are one list. */
export const EXPENSE_CATEGORIES = INVOICE_CATEGORIES
export type ExpenseCategory = InvoiceCategory
export const expenseCategoryLabel: Record<ExpenseCategory, string> = invoiceCategoryLabel
export const isExpenseCategory = (value: unknown): value is ExpenseCategory => (EXPENSE_CATEGORIES as readonly unknown[]).includes(value)

/**
 * Spec §3 tax expense categories, in the order of IRS Schedule E (Form 1040) Part I: each is
 * exactly one of the lines 5–19, kept with its line number for the worksheet.
 */
export const TAX_CATEGORIES = [
  'advertising',
  'auto-travel',
  'cleaning-maintenance',
  'commissions',
  'insurance',
  'legal',
  'management',
  'mortgage-interest',
  'interest',
  'repairs',
  'supplies',
  'taxes',
  'utilities',
  'depreciation',
  'other',
] as const
export type TaxCategory = (typeof TAX_CATEGORIES)[number]
export const isTaxCategory = (value: unknown): value is TaxCategory => (TAX_CATEGORIES as readonly unknown[]).includes(value)

/** Schedule E line number and its wording (short label for lists, line label for the worksheet). */
export const TAX_CATEGORY_LINES: Record<TaxCategory, { line: number; label: string; lineLabel: string }> = {
  advertising: { line: 5, label: 'Advertising', lineLabel: 'Advertising' },
  'auto-travel': { line: 6, label: 'Auto and travel', lineLabel: 'Auto and travel' },
  'cleaning-maintenance': { line: 7, label: 'Cleaning and maintenance', lineLabel: 'Cleaning and maintenance' },
  commissions: { line: 8, label: 'Commissions', lineLabel: 'Commissions' },
  insurance: { line: 9, label: 'Insurance', lineLabel: 'Insurance' },
  legal: { line: 10, label: 'Legal and professional fees', lineLabel: 'Legal and other professional fees' },
  management: { line: 11, label: 'Management fees', lineLabel: 'Management fees' },
  'mortgage-interest': { line: 12, label: 'Mortgage interest', lineLabel: 'Mortgage interest paid to banks, etc.' },
  interest: { line: 13, label: 'Other interest', lineLabel: 'Other interest' },
  repairs: { line: 14, label: 'Repairs', lineLabel: 'Repairs' },
  supplies: { line: 15, label: 'Supplies', lineLabel: 'Supplies' },
  taxes: { line: 16, label: 'Taxes', lineLabel: 'Taxes' },
  utilities: { line: 17, label: 'Utilities', lineLabel: 'Utilities' },
  depreciation: { line: 18, label: 'Depreciation', lineLabel: 'Depreciation expense or depletion' },
  other: { line: 19, label: 'Other', lineLabel: 'Other' },
}
export const taxCategoryLabel = (category: TaxCategory) => TAX_CATEGORY_LINES[category].label
export const taxCategoryLine = (category: TaxCategory) => TAX_CATEGORY_LINES[category].line
/** '14 · Repairs': the line and its short label, as lists, filters and pickers show a tax category. */
export const taxCategoryText = (category: TaxCategory) => `${TAX_CATEGORY_LINES[category].line} · ${TAX_CATEGORY_LINES[category].label}`

/** The tax category a new expense of a category starts with (the person may change it). */
export const DEFAULT_TAX_CATEGORY: Record<ExpenseCategory, TaxCategory> = {
  rent: 'other',
  utility: 'utilities',
  fee: 'legal',
  repair: 'repairs',
  maintenance: 'cleaning-maintenance',
  tax: 'taxes',
  other: 'other',
}

/** How an expense was paid: the spec's payment methods (§3 Enumerations), the ones people pay with too. */
export const EXPENSE_PAYMENT_METHODS = PAYMENT_METHODS
export type ExpensePaymentMethod = PaymentMethod
export const expensePaymentMethodLabel: Record<ExpensePaymentMethod, string> = paymentMethodLabel
export const isExpensePaymentMethod = (value: unknown): value is ExpensePaymentMethod => (EXPENSE_PAYMENT_METHODS as readonly unknown[]).includes(value)

/** Recurring expenses: how often one is recorded. */
export const EXPENSE_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const
export type ExpenseFrequency = (typeof EXPENSE_FREQUENCIES)[number]
export const expenseFrequencyLabel: Record<ExpenseFrequency, string> = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' }
export const FREQUENCY_MONTHS: Record<ExpenseFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 }
export const RECURRING_EXPENSE_STATUSES = ['active', 'paused', 'ended'] as const
export type RecurringExpenseStatus = (typeof RECURRING_EXPENSE_STATUSES)[number]

export const recurringExpenseStatusLabel: Record<RecurringExpenseStatus, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' }

/** The days a recurring expense falls on: from its start, every 1, 3 or 12 months (the month's last day when shorter), not after its end. */
export function* occurrenceDays(schedule: { startDate: string; endDate?: string | null; frequency: ExpenseFrequency }): Generator<string> {
  const start = parseDay(schedule.startDate)
  if (!start) return
  const end = parseDay(schedule.endDate)
  for (let index = 0; index < 1200; index++) {
    const day = addMonths(start, index * FREQUENCY_MONTHS[schedule.frequency])
    if (end && day > end) return
    yield day
  }
}

/**
 * The next day a recurring expense records one (the list's 'Next'): the first occurrence after
 * the last one recorded — one due today or missed is still next — or, while paused, the first
 * after today (resuming skips what fell in the pause). Null once ended or past its end.
 */
export function nextOccurrence(
  schedule: { startDate: string; endDate?: string | null; frequency: ExpenseFrequency; status: RecurringExpenseStatus; lastOccurrence?: string | null },
  today: string,
): string | null {
  if (schedule.status === 'ended') return null
  const after = schedule.status === 'paused' ? [schedule.lastOccurrence ?? '', today].sort().at(-1)! : (schedule.lastOccurrence ?? '')
  for (const day of occurrenceDays(schedule)) if (day > after) return day
  return null
}

/** The last occurrence on or before `today` (what a resumed schedule counts as recorded), or null. */
export function lastOccurrenceBy(schedule: { startDate: string; endDate?: string | null; frequency: ExpenseFrequency }, today: string): string | null {
  let last: string | null = null
  for (const day of occurrenceDays(schedule)) {
    if (day > today) break
    last = day
  }
  return last
}

/** A split expense has at most this many parts. */
export const MAX_SPLIT_PARTS = 50
/** A CSV import takes at most this many rows. */
export const MAX_IMPORT_ROWS = 1000
export const MAX_MEMO_LENGTH = 2000
export const MAX_PAYEE_LENGTH = 200
/** At most this many receipts per expense. */
export const MAX_EXPENSE_RECEIPTS = 10

/** Errors shown next to the field (API and forms alike). */
export const expenseMessages = {
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be positive',
  amountTooLarge: 'Amount is too large',
  amountInvalid: 'Please enter a valid number',
  payeeRequired: 'Payee is required',
  categoryRequired: 'Category is required',
  taxCategoryRequired: 'Tax category is required',
  unitNotOfProperty: 'Choose a unit of the chosen property.',
  paidDateBeforeDate: 'The paid date cannot be before the expense date.',
  splitPartsRequired: 'Split the expense across at least two properties.',
  splitTooManyParts: `Split the expense across at most ${MAX_SPLIT_PARTS} properties.`,
  splitSumMismatch: 'The parts must add up to the total, to the cent.',
  splitPropertyRequired: 'Choose a property for each part.',
  frequencyRequired: 'Frequency is required',
  startDateRequired: 'Start date is required',
  endBeforeStart: 'The end date must be after the start date.',
  tooManyReceipts: `An expense has at most ${MAX_EXPENSE_RECEIPTS} receipts.`,
  importFileRequired: 'Choose a CSV file to import.',
  importEmpty: 'The file has no expense rows.',
  importTooManyRows: `Import at most ${MAX_IMPORT_ROWS} rows at a time.`,
  importMissingColumns: 'The file needs the columns date, amount, payee and category.',
  importHasErrors: 'Fix the rows with errors, then upload the file again.',
  importCategoryUnknown: `Use one of the categories: ${EXPENSE_CATEGORIES.map((category) => expenseCategoryLabel[category]).join(', ')}.`,
  importTaxCategoryUnknown: 'Use a tax category of the list (its name or its Schedule E line, 5–19).',
  importUnitNeedsProperty: 'Name the property of this unit.',
  importStale: 'This preview has expired or was changed. Upload the file again.',
  propertyNotFound: 'No property with this name.',
  unitNotFound: 'No unit with this name at the property.',
  // Toasts.
  created: 'Expense added.',
  updated: 'Expense saved.',
  deleted: 'Expense deleted.',
  split: 'Expense split.',
  splitDeleted: 'Split expense deleted.',
  recurringCreated: 'Recurring expense added.',
  recurringUpdated: 'Recurring expense saved.',
  recurringPaused: 'Recurring expense paused.',
  recurringResumed: 'Recurring expense resumed.',
  recurringDeleted: 'Recurring expense deleted.',
} as const

/** What is wrong with an amount in cents, or null (the server and the forms say the same). */
export function expenseAmountProblem(cents: unknown): string | null {
  if (cents === null || cents === undefined || cents === '') return expenseMessages.amountRequired
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return expenseMessages.amountInvalid
  if (cents <= 0) return expenseMessages.amountPositive
  if (cents > MAX_CENTS) return expenseMessages.amountTooLarge
  return null
}

// Calendar days.

// isoDay and parseDay live in days.ts (forms and URL filters check days with them too).
export { isoDay, parseDay }

/** Midnight UTC of a 'YYYY-MM-DD' day, as stored in a date field. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`

/** The day after a 'YYYY-MM-DD' day. */
export function nextDay(day: string): string {
  const date = new Date(dayStart(day))
  date.setUTCDate(date.getUTCDate() + 1)
  return isoDay(date)
}

/**
 * `months` after a day, on the same day of the month or the month's last day when it has
 * fewer (Jan 31 + 1 month = Feb 28/29).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return isoDay(new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))))
}

// Spec §3 date report ranges.

export const DATE_RANGE_PRESETS = ['month-to-date', 'quarter-to-date', 'year-to-date', 'last-month', 'last-quarter', 'last-year'] as const
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number]
export const isDateRangePreset = (value: unknown): value is DateRangePreset => (DATE_RANGE_PRESETS as readonly unknown[]).includes(value)
export const dateRangePresetLabel: Record<DateRangePreset, string> = {
  'month-to-date': 'Month to date',
  'quarter-to-date': 'Quarter to date',
  'year-to-date': 'Year to date',
  'last-month': 'Last month',
  'last-quarter': 'Last quarter',
  'last-year': 'Last year',
}

/** A range of calendar days, both ends included ('YYYY-MM-DD'). */
export type DayRange = { from: string; to: string }

/**
 * The days of a preset on `today` (its UTC day), both ends included: the '…-to-date' ones
 * run from the first day of the month, quarter or year to today; the 'last-…' ones are the
 * whole previous month, quarter or year.
 */
export function dateRangeOf(preset: DateRangePreset, today: Date = new Date()): DayRange {
  const year = today.getUTCFullYear()
  const month = today.getUTCMonth()
  const quarterStart = month - (month % 3)
  const day = (y: number, m: number, d: number) => isoDay(new Date(Date.UTC(y, m, d)))
  switch (preset) {
    case 'month-to-date':
      return { from: day(year, month, 1), to: isoDay(today) }
    case 'quarter-to-date':
      return { from: day(year, quarterStart, 1), to: isoDay(today) }
    case 'year-to-date':
      return { from: day(year, 0, 1), to: isoDay(today) }
    case 'last-month':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) }
    case 'last-quarter':
      return { from: day(year, quarterStart - 3, 1), to: day(year, quarterStart, 0) }
    case 'last-year':
      return { from: day(year - 1, 0, 1), to: day(year - 1, 11, 31) }
  }
}

/**
 * The range a list or report asks for: a preset, or custom from/to days (either may be
 * open); null ends are left open. An unknown preset or a bad day is ignored.
 */
export function resolveDayRange(input: { range?: string | null; from?: string | null; to?: string | null }, today: Date = new Date()): { from: string | null; to: string | null } {
  if (isDateRangePreset(input.range)) return dateRangeOf(input.range, today)
  return { from: parseDay(input.from), to: parseDay(input.to) }
}

/** A date field's bounds for a day range: on or after `from`'s midnight, before the midnight after `to` (UTC). */
export function dayRangeBounds(range: { from: string | null; to: string | null }): { greater_than_equal?: string; less_than?: string } {
  return {
    ...(range.from ? { greater_than_equal: dayStart(range.from) } : {}),
    ...(range.to ? { less_than: dayStart(nextDay(range.to)) } : {}),
  }
}

/** True when the split parts' cents add up to the total exactly. */
export const splitAddsUp = (total: number, parts: readonly { amount: number }[]) => parts.reduce((sum, part) => sum + part.amount, 0) === total

/** The name an expense shows for a vendor from People: its company, else its first and last name. */
export function payeeNameOfContact(contact: { companyName?: string | null; firstName?: string | null; lastName?: string | null }): string {
  return contact.companyName?.trim() || [contact.firstName, contact.lastName].filter((part) => part?.trim()).join(' ').trim()
}

// The list's filters (product-spec §2 expenses filter dialog), read the same way by the web app
// (the list, the CSV) and the API (the totals): unknown values are dropped, never an error.

export type ExpenseFilters = {
  /** A preset, or null for custom from/to days (either end may be open). */
  range: DateRangePreset | null
  from: string | null
  to: string | null
  property: number | null
  unit: number | null
  categories: ExpenseCategory[]
  taxCategories: TaxCategory[]
  /** Part of the payee's name (a vendor's name is the payee name too). */
  payee: string
}

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The filters of a URL's query; a preset's from/to are the preset's days on `today`. */
export function readExpenseFilters(params: URLSearchParams, today: Date = new Date()): ExpenseFilters {
  const range = params.get('range')
  const preset = isDateRangePreset(range) ? range : null
  const days = resolveDayRange({ range: preset, from: params.get('from'), to: params.get('to') }, today)
  return {
    range: preset,
    from: days.from,
    to: days.to,
    property: positiveId(params.get('property')),
    unit: positiveId(params.get('unit')),
    categories: [...new Set(params.getAll('category').filter(isExpenseCategory))],
    taxCategories: [...new Set(params.getAll('taxCategory').filter(isTaxCategory))],
    payee: (params.get('payee') ?? '').trim().slice(0, 100),
  }
}

/** The filters as query parameters (a preset is kept as its name, so the link stays 'month to date'). */
export function expenseFilterParams(filters: ExpenseFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.range) params.set('range', filters.range)
  else {
    if (filters.from) params.set('from', filters.from)
    if (filters.to) params.set('to', filters.to)
  }
  if (filters.property) params.set('property', String(filters.property))
  if (filters.unit) params.set('unit', String(filters.unit))
  for (const category of filters.categories) params.append('category', category)
  for (const category of filters.taxCategories) params.append('taxCategory', category)
  if (filters.payee) params.set('payee', filters.payee)
  return params
}

/** GET /api/expenses/totals: the filtered expenses' sums, by category and by tax category (cents). */
export type ExpenseTotals = {
  total: number
  count: number
  byCategory: Array<{ category: ExpenseCategory; amount: number; count: number }>
  byTaxCategory: Array<{ taxCategory: TaxCategory; amount: number; count: number }>
}
