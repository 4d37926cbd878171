import { parseCsv } from '@common/csv'
import {
  DEFAULT_TAX_CATEGORY,
  EXPENSE_CATEGORIES,
  expenseAmountProblem,
  expenseCategoryLabel,
  expenseMessages,
  isExpenseCategory,
  isTaxCategory,
  MAX_IMPORT_ROWS,
  MAX_MEMO_LENGTH,
  MAX_PAYEE_LENGTH,
  parseDay,
  TAX_CATEGORIES,
  TAX_CATEGORY_LINES,
  type ExpenseCategory,
  type TaxCategory,
} from '@common/expenses'
import { dollarsToCents } from '~/utils/money'

/**
 * CSV import of expenses (ADR 029): the columns the page documents, read by header name (any
 * order, any case), each row checked and resolved to what the API takes — nothing is saved
 * here. Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export { EXPENSE_IMPORT_PATH } from './expense-paths'
export const IMPORT_PREVIEW_INTENT = 'expense-import-preview'
export const IMPORT_CONFIRM_INTENT = 'expense-import-confirm'

/** The documented columns: header, required, what it holds. */
export const IMPORT_COLUMNS = [
  { key: 'date', header: 'Date', required: true, help: 'The day of the expense: 2026-03-15 or 3/15/2026.' },
  { key: 'amount', header: 'Amount', required: true, help: 'In dollars, e.g. 1250.50 or $1,250.50; positive.' },
  { key: 'payee', header: 'Payee', required: true, help: 'Who was paid.' },
  { key: 'category', header: 'Category', required: true, help: `One of: ${EXPENSE_CATEGORIES.map((category) => expenseCategoryLabel[category]).join(', ')}.` },
  { key: 'taxCategory', header: 'Tax category', required: false, help: "A Schedule E tax category by name (e.g. Repairs) or line number (5–19); empty: the category's usual one." },
  { key: 'property', header: 'Property', required: false, help: "The property's nickname or street address; empty: the whole portfolio." },
  { key: 'unit', header: 'Unit', required: false, help: "A unit's name at that property." },
  { key: 'memo', header: 'Memo', required: false, help: 'Any note.' },
] as const
type ColumnKey = (typeof IMPORT_COLUMNS)[number]['key']

/** A row ready for POST /api/expenses/import, with its row number and what the preview shows. */
export type ImportRow = {
  row: number
  date: string
  amount: number
  payeeName: string
  category: ExpenseCategory
  taxCategory: TaxCategory
  property: number | null
  unit: number | null
  memo: string | null
  place: string | null
}
export type ImportError = { row: number; field: string; message: string }
export type ImportPreview = { rows: ImportRow[]; errors: ImportError[]; problem: string | null }

/** The organization's places, to resolve names: properties by nickname or street, units by name within a property. */
export type ImportPlaces = {
  properties: Array<{ id: number; label: string; names: string[] }>
  units: Array<{ id: number; property: number; name: string }>
}

const normalized = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')
const HEADERS = new Map<string, ColumnKey>([
  ...IMPORT_COLUMNS.map((column) => [normalized(column.header), column.key] as const),
  ['payee name', 'payee'],
  ['tax_category', 'taxCategory'],
  ['taxcategory', 'taxCategory'],
  ['notes', 'memo'],
])

const CATEGORY_BY_NAME = new Map<string, ExpenseCategory>(EXPENSE_CATEGORIES.flatMap((category) => [[category, category] as const, [normalized(expenseCategoryLabel[category]), category] as const]))
const TAX_BY_NAME = new Map<string, TaxCategory>(
  TAX_CATEGORIES.flatMap((category) => {
    const { line, label, lineLabel } = TAX_CATEGORY_LINES[category]
    return [[category, category] as const, [normalized(label), category] as const, [normalized(lineLabel), category] as const, [String(line), category] as const, [`line ${line}`, category] as const]
  }),
)

/** A day as 'YYYY-MM-DD' or 'M/D/YYYY', else null. */
export function importDay(text: string): string | null {
  const american = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (american) return parseDay(`${american[3]}-${american[1]!.padStart(2, '0')}-${american[2]!.padStart(2, '0')}`)
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? parseDay(text) : null
}

/**
 * The CSV text as a preview: a file-level problem (no rows, too many rows, missing columns),
 * or each row resolved with every error of every row (row number, column, message).
 */
export function previewImport(text: string, places: ImportPlaces): ImportPreview {
  const table = parseCsv(text)
  const empty: ImportPreview = { rows: [], errors: [], problem: null }
  if (table.length < 2) return { ...empty, problem: expenseMessages.importEmpty }
  const header = table[0]!.map((cell) => HEADERS.get(normalized(cell)) ?? null)
  const required = IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.key)
  if (!required.every((key) => header.includes(key))) return { ...empty, problem: expenseMessages.importMissingColumns }
  if (table.length - 1 > MAX_IMPORT_ROWS) return { ...empty, problem: expenseMessages.importTooManyRows }
  const propertyByName = new Map<string, ImportPlaces['properties'][number]>()
  for (const property of places.properties) for (const name of property.names) if (name.trim()) propertyByName.set(normalized(name), property)
  const rows: ImportRow[] = []
  const errors: ImportError[] = []
  table.slice(1).forEach((cells, index) => {
    const row = index + 2
    const cell = (key: ColumnKey) => {
      const at = header.indexOf(key)
      return at >= 0 ? (cells[at] ?? '').trim() : ''
    }
    const problems: ImportError[] = []
    const problem = (field: string, message: string) => problems.push({ row, field, message })
    const dateText = cell('date')
    const date = importDay(dateText)
    if (!date) problem('Date', dateText ? expenseMessages.dateInvalid : expenseMessages.dateRequired)
    const amountText = cell('amount')
    const amount = amountText ? dollarsToCents(amountText) : null
    const amountProblem = amountText ? (amount === null ? expenseMessages.amountInvalid : expenseAmountProblem(amount)) : expenseMessages.amountRequired
    if (amountProblem) problem('Amount', amountProblem)
    const payeeName = cell('payee').slice(0, MAX_PAYEE_LENGTH)
    if (!payeeName) problem('Payee', expenseMessages.payeeRequired)
    const categoryText = cell('category')
    const category = CATEGORY_BY_NAME.get(normalized(categoryText)) ?? null
    if (!category) problem('Category', categoryText ? expenseMessages.importCategoryUnknown : expenseMessages.categoryRequired)
    const taxText = cell('taxCategory')
    const taxCategory = taxText ? (TAX_BY_NAME.get(normalized(taxText)) ?? null) : category ? DEFAULT_TAX_CATEGORY[category] : null
    if (taxText && !taxCategory) problem('Tax category', expenseMessages.importTaxCategoryUnknown)
    const propertyText = cell('property')
    const unitText = cell('unit')
    const property = propertyText ? (propertyByName.get(normalized(propertyText)) ?? null) : null
    if (propertyText && !property) problem('Property', expenseMessages.propertyNotFound)
    let unit: ImportPlaces['units'][number] | null = null
    if (unitText && !propertyText) problem('Unit', expenseMessages.importUnitNeedsProperty)
    else if (unitText && property) {
      unit = places.units.find((candidate) => candidate.property === property.id && normalized(candidate.name) === normalized(unitText)) ?? null
      if (!unit) problem('Unit', expenseMessages.unitNotFound)
    }
    if (problems.length) {
      errors.push(...problems)
      return
    }
    rows.push({
      row,
      date: date!,
      amount: amount!,
      payeeName,
      category: category!,
      taxCategory: taxCategory as TaxCategory,
      property: property?.id ?? null,
      unit: unit?.id ?? null,
      memo: cell('memo').slice(0, MAX_MEMO_LENGTH) || null,
      place: property ? [property.label, unit?.name].filter(Boolean).join(' — ') : null,
    })
  })
  return { rows, errors, problem: null }
}

/** A row read back from the signed hidden field (anything else is not a row). */
export function isImportRow(value: unknown): value is ImportRow {
  const row = value as ImportRow
  return (
    Boolean(row) &&
    Number.isInteger(row.row) &&
    typeof row.date === 'string' &&
    Number.isInteger(row.amount) &&
    typeof row.payeeName === 'string' &&
    isExpenseCategory(row.category) &&
    isTaxCategory(row.taxCategory) &&
    (row.property === null || Number.isInteger(row.property)) &&
    (row.unit === null || Number.isInteger(row.unit))
  )
}
