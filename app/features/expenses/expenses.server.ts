/**
 * Expenses on the server (product-spec §2 expenses, the 'expense add' drawer, the expenses
 * filter dialog; ADR 029): the list with its filters in the URL, its totals strip (summed by
 * the API), the CSV of the filtered list, the property and unit tabs, and the drawer's
 * actions (add, edit, delete, receipts). Everything goes through the REST API with the
 * caller's token: another organization's expense is a 404 there, so here too.
 */
import { uploadFilesTo } from '~/features/files/files.server'
import type { Where } from 'payload'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { csvStreamResponse, streamPages } from '@common/csv'
import {
  dayRangeBounds,
  expenseCategoryLabel,
  expenseMessages,
  expensePaymentMethodLabel,
  MAX_SPLIT_PARTS,
  readExpenseFilters,
  TAX_CATEGORY_LINES,
  type ExpenseCategory,
  type ExpenseFilters,
  type ExpensePaymentMethod,
  type ExpenseTotals,
  type TaxCategory,
} from '@common/expenses'
import { idOf } from '@common/ids'
import type { Expense } from '@api/payload-types'
import { readListParams } from '~/components/list'
import { fileSrc } from '~/features/files/files-list'
import { loadVendorOptions } from '~/features/people/people.server'
import { populated, propertyTitle } from '~/features/portfolio/lease-display'
import { keysetPaging } from '~/utils/keyset'
import { propertyUnitFilterOptions } from '~/features/portfolio/property.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { openDrawer } from '~/utils/drawer'
import { confirmAction, orNotFound, requireId, submitForm, type FormReply } from '~/utils/form-action.server'
import { centsToDollarInput } from '~/utils/money'
import {
  EXPENSE_ADD_DRAWER,
  EXPENSE_ADD_INTENT,
  EXPENSE_DELETE_INTENT,
  EXPENSE_EDIT_DRAWER,
  EXPENSE_FILTERS_DRAWER,
  EXPENSE_PLACE_PATTERN,
  EXPENSE_SAVE_INTENT,
  EXPENSE_SPLIT_DELETE_INTENT,
  EXPENSE_SPLIT_DRAWER,
  EXPENSE_SPLIT_INTENT,
  ExpenseSchema,
  ExpenseSplitSchema,
  SPLIT_START_ROWS,
  type ExpenseInput,
  type ExpenseSplitInput,
} from './expense-form'

type Context = Readonly<RouterContextProvider>

export const EXPENSE_SORTS = ['date', 'amount', 'payeeName', 'category', 'taxCategory'] as const
export const EXPENSE_DEFAULT_SORT = '-date'

/** Whose expenses a list shows: the organization's, or one property's (its units' included) or one unit's. */
export type ExpenseScope = { property?: number; unit?: number }

export type ExpenseRow = {
  id: number
  date: string
  amount: number
  payeeName: string
  category: ExpenseCategory
  taxCategory: TaxCategory
  place: string | null
  paidDate: string | null
  paymentMethod: ExpensePaymentMethod | null
  memo: string | null
  capitalImprovement: boolean
  split: boolean
  recurring: boolean
  /** The maintenance request whose close with a cost recorded it. */
  maintenanceRequest: number | null
}

export type Option = readonly [value: string, label: string]

export type ExpenseListData = {
  rows: ExpenseRow[]
  page: number
  hasNextPage: boolean
  sort: string
  filters: ExpenseFilters
  totals: ExpenseTotals
  /** The filter dialog's choices, only while it is open. */
  options: { properties: Option[]; units: Option[] } | null
}

/** The API's `where` for a list: the scope, then each filter (a scope wins over the same filter). */
export function expenseWhere(scope: ExpenseScope, filters: ExpenseFilters): Where {
  const and: Where[] = []
  const property = scope.property ?? filters.property
  const unit = scope.unit ?? filters.unit
  if (property) and.push({ property: { equals: property } })
  if (unit) and.push({ unit: { equals: unit } })
  const bounds = dayRangeBounds(filters)
  if (Object.keys(bounds).length) and.push({ date: bounds })
  if (filters.categories.length) and.push(filters.categories.length === 1 ? { category: { equals: filters.categories[0] } } : { category: { in: filters.categories } })
  if (filters.taxCategories.length) and.push(filters.taxCategories.length === 1 ? { taxCategory: { equals: filters.taxCategories[0] } } : { taxCategory: { in: filters.taxCategories } })
  if (filters.payee) and.push({ payeeName: { like: filters.payee } })
  return and.length ? { and } : {}
}

/** The totals endpoint's query: the same filters, the scope in place of the property and unit filters. */
function totalsQuery(scope: ExpenseScope, filters: ExpenseFilters): Record<string, unknown> {
  return {
    ...(filters.range ? { range: filters.range } : { from: filters.from ?? undefined, to: filters.to ?? undefined }),
    property: scope.property ?? filters.property ?? undefined,
    unit: scope.unit ?? filters.unit ?? undefined,
    category: filters.categories,
    taxCategory: filters.taxCategories,
    payee: filters.payee || undefined,
  }
}

const LIST_SELECT = {
  date: true,
  amount: true,
  payeeName: true,
  category: true,
  taxCategory: true,
  property: true,
  unit: true,
  paidDate: true,
  paymentMethod: true,
  memo: true,
  capitalImprovement: true,
  splitGroup: true,
  recurringExpense: true,
  maintenanceRequest: true,
}
const LIST_POPULATE = { properties: { nickname: true, address: true }, units: { name: true }, 'maintenance-requests': { number: true } }

/** Where an expense (or a recurring one) belongs, as lists show it: 'Elm St — Unit 2', or null for the whole portfolio. */
export function placeLabel(expense: Pick<Expense, 'property' | 'unit'>): string | null {
  const property = populated(expense.property)
  const unit = populated(expense.unit)
  if (!property && !unit) return null
  return [propertyTitle(property) || (idOf(expense.property) ? `Property #${idOf(expense.property)}` : ''), unit?.name].filter(Boolean).join(' — ')
}

const toRow = (expense: Expense): ExpenseRow => ({
  id: expense.id,
  date: expense.date,
  amount: expense.amount,
  payeeName: expense.payeeName ?? '',
  category: expense.category,
  taxCategory: expense.taxCategory,
  place: placeLabel(expense),
  paidDate: expense.paidDate ?? null,
  paymentMethod: expense.paymentMethod ?? null,
  memo: expense.memo ?? null,
  capitalImprovement: Boolean(expense.capitalImprovement),
  split: Boolean(expense.splitGroup),
  recurring: Boolean(expense.recurringExpense),
  maintenanceRequest: idOf(expense.maintenanceRequest),
})

/** One page of expenses and the totals of every filtered expense (two API calls in parallel; more while the filter dialog is open). */
export async function loadExpenseList(context: Context, request: Request, scope: ExpenseScope = {}, { limit = 10 }: { limit?: number } = {}): Promise<ExpenseListData> {
  const url = new URL(request.url)
  const { page, sort } = readListParams(url, { sorts: EXPENSE_SORTS, defaultSort: EXPENSE_DEFAULT_SORT })
  const filters = readExpenseFilters(url.searchParams)
  const client = api(context)
  const filtersOpen = openDrawer(url.search).name === EXPENSE_FILTERS_DRAWER
  const [result, totals, options] = await Promise.all([
    client.findPage('expenses', { where: expenseWhere(scope, filters), sort, page, limit, depth: 1, select: LIST_SELECT, populate: LIST_POPULATE, joins: false }),
    client.endpoint<ExpenseTotals>('GET', 'expenses', '/totals', { query: totalsQuery(scope, filters) }),
    filtersOpen ? propertyUnitFilterOptions(context, scope.property ?? filters.property ?? null) : Promise.resolve(null),
  ])
  leavePastTheEnd(result, request)
  return { rows: result.docs.map(toRow), page: result.page, hasNextPage: result.hasNextPage, sort, filters, totals, options }
}


export const EXPENSE_CSV_COLUMNS = ['Date', 'Amount', 'Payee', 'Category', 'Tax category', 'Schedule E line', 'Property / unit', 'Paid date', 'Payment method', 'Memo', 'Capital improvement'] as const

const csvLine = (row: ExpenseRow) => [
  row.date.slice(0, 10),
  (row.amount / 100).toFixed(2),
  row.payeeName,
  expenseCategoryLabel[row.category],
  TAX_CATEGORY_LINES[row.taxCategory].label,
  TAX_CATEGORY_LINES[row.taxCategory].line,
  row.place ?? 'Portfolio',
  row.paidDate?.slice(0, 10) ?? '',
  row.paymentMethod ? expensePaymentMethodLabel[row.paymentMethod] : '',
  row.memo ?? '',
  row.capitalImprovement ? 'Yes' : 'No',
]

/**
 * The filtered list as CSV (every page of it, in the list's order), streamed (issue 18:
 * exports over 10,000 rows stream): a page of MAX_PAGE_SIZE rows per API call, each written
 * as soon as it is read, so the first rows leave at once and memory holds one page. The id
 * ends the sort, and each page asks for the rows after the last one read (keysetPaging), so
 * pages never overlap and the last costs what the first does.
 */
export async function expensesCsv(context: Context, request: Request, scope: ExpenseScope = {}) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const { sort } = readListParams(url, { sorts: EXPENSE_SORTS, defaultSort: EXPENSE_DEFAULT_SORT })
  const where = expenseWhere(scope, readExpenseFilters(url.searchParams))
  const client = api(context)
  // Each page starts after the previous page's last row (keyset, no OFFSET) and counts nothing
  // (pagination=false): a short page is the last.
  const keyset = keysetPaging<Expense>(sort)
  const { first, rest } = await streamPages<Expense>(
    (_page, previous) =>
      keyset.page(where, previous, (pageWhere, limit) =>
        client.find('expenses', { where: pageWhere, sort: keyset.sort, limit, pagination: false, depth: 1, select: { ...LIST_SELECT, ...keyset.select }, populate: LIST_POPULATE, joins: false }),
      ),
    (doc) => csvLine(toRow(doc)),
  )
  return csvStreamResponse([EXPENSE_CSV_COLUMNS, ...first], rest, 'expenses.csv')
}

// The 'expense add' drawer.

export type PlaceGroup = { label: string; options: ReadonlyArray<Option> }
export type ReceiptItem = { id: number; nickname: string; href: string }
export type ExpenseDrawerData = {
  mode: 'add' | 'edit'
  places: PlaceGroup[]
  vendors: Option[]
  /** The form's starting values (an expense being edited, or the tab's place). */
  defaults: Record<string, string | boolean | undefined>
  target: number | null
  receipts: ReceiptItem[]
  /** The maintenance request that recorded it (its close with a cost), to go back to. */
  maintenanceRequest: { id: number; label: string } | null
}

/** The drawer's 'Split across properties' mode: the details once, one row (place, amount) per part. */
export type ExpenseSplitDrawerData = {
  mode: 'split'
  places: PlaceGroup[]
  vendors: Option[]
  defaults: Record<string, unknown> & { parts: Array<{ place?: string; amount?: string }> }
  /** A part of the split being edited (or the single expense being split). */
  target: number | null
  receipts: ReceiptItem[]
}

/** Properties and their units, as the drawer's place choices ('property:3', 'unit:5'). */
export async function loadPlaceOptions(context: Context): Promise<PlaceGroup[]> {
  const client = api(context)
  const [properties, units] = await Promise.all([
    client.findEvery('properties', { where: { archived: { not_equals: true } }, depth: 0, sort: 'address.line1', select: { nickname: true, address: true } }),
    client.findEvery('units', { where: { archived: { not_equals: true } }, depth: 0, sort: 'name', select: { name: true, property: true } }),
  ])
  const propertyLabel = new Map(properties.map((property) => [property.id, propertyTitle(property) || `Property #${property.id}`]))
  return [
    { label: 'Properties', options: properties.map((property) => [`property:${property.id}`, propertyLabel.get(property.id)!] as const) },
    { label: 'Units', options: units.map((unit) => [`unit:${unit.id}`, [propertyLabel.get(idOf(unit.property) ?? 0), unit.name].filter(Boolean).join(' — ')] as const) },
  ].filter((group) => group.options.length > 0)
}

/** The drawers' place value of an expense (or a recurring one): 'unit:5', 'property:3', or none (the whole portfolio). */
export const placeOf = (expense: Pick<Expense, 'property' | 'unit'>) => (idOf(expense.unit) ? `unit:${idOf(expense.unit)}` : idOf(expense.property) ? `property:${idOf(expense.property)}` : undefined)

type ExpenseDetails = Pick<Expense, 'payeeContact' | 'payeeName' | 'category' | 'taxCategory' | 'paymentMethod' | 'memo' | 'capitalImprovement'>

/** The form's starting values of what every expense form shares (expenseDetailsFields), from an expense or a recurring one. */
export const expenseDetailsDefaults = (expense: ExpenseDetails) => ({
  vendor: idOf(expense.payeeContact) ? String(idOf(expense.payeeContact)) : undefined,
  payeeName: idOf(expense.payeeContact) ? undefined : (expense.payeeName ?? undefined),
  category: expense.category,
  taxCategory: expense.taxCategory,
  paymentMethod: expense.paymentMethod ?? undefined,
  memo: expense.memo ?? undefined,
  capitalImprovement: Boolean(expense.capitalImprovement),
})

/** The API's body for what every expense form shares (a vendor brings its own name). */
export const expenseDetailsBody = (value: Pick<ExpenseInput, 'vendor' | 'payeeName' | 'category' | 'taxCategory' | 'paymentMethod' | 'memo' | 'capitalImprovement'>) => ({
  payeeContact: value.vendor ? Number(value.vendor) : null,
  payeeName: value.vendor ? null : (value.payeeName ?? null),
  category: value.category,
  taxCategory: value.taxCategory,
  paymentMethod: value.paymentMethod ?? null,
  memo: value.memo ?? null,
  capitalImprovement: value.capitalImprovement,
})

/** The API's property and unit for the drawers' place value (none: the whole portfolio). */
export function placeBody(place: string | undefined) {
  const [, kind, id] = place ? EXPENSE_PLACE_PATTERN.exec(place)! : [null, null, null]
  return { property: kind === 'property' ? Number(id) : null, unit: kind === 'unit' ? Number(id) : null }
}

/**
 * The drawer's data when the URL opens it (`?d=expense-add`, or `?d=expense-edit&target=12`):
 * the places, the vendors, and the expense being edited. `preset` is the tab's place.
 */
export async function expenseDrawerData(context: Context, request: Request, preset?: string): Promise<ExpenseDrawerData | ExpenseSplitDrawerData | null> {
  const { name, target } = openDrawer(new URL(request.url).search)
  if (name === EXPENSE_SPLIT_DRAWER) return expenseSplitDrawerData(context, target ? requireId(target) : null, preset)
  if (name !== EXPENSE_ADD_DRAWER && name !== EXPENSE_EDIT_DRAWER) return null
  const client = api(context)
  const editing = name === EXPENSE_EDIT_DRAWER ? requireId(target) : null
  const [places, vendors, expense] = await Promise.all([
    loadPlaceOptions(context),
    loadVendorOptions(context),
    editing
      ? orNotFound(client.findById('expenses', editing, { depth: 1, joins: { receipts: { limit: 10 } }, populate: { files: { nickname: true, filename: true }, 'maintenance-requests': { number: true } } }))
      : null,
  ])
  if (!expense) {
    return { mode: 'add', places, vendors, defaults: { place: preset, date: new Date().toISOString().slice(0, 10) }, target: null, receipts: [], maintenanceRequest: null }
  }
  const fromRequest = populated(expense.maintenanceRequest as never) as { id: number; number?: number | null } | null
  return {
    mode: 'edit',
    maintenanceRequest: fromRequest ? { id: fromRequest.id, label: `Maintenance request #${fromRequest.number ?? fromRequest.id}` } : null,
    places,
    vendors,
    target: expense.id,
    receipts: receiptItems(expense.receipts?.docs ?? []),
    defaults: {
      date: expense.date.slice(0, 10),
      amount: centsToDollarInput(expense.amount),
      ...expenseDetailsDefaults(expense),
      place: placeOf(expense),
      paidDate: expense.paidDate?.slice(0, 10),
    },
  }
}

const receiptItems = (files: unknown[]): ReceiptItem[] =>
  files
    .map((file) => populated(file as never) as { id: number; nickname?: string; filename?: string | null } | null)
    .filter((file): file is { id: number; nickname?: string; filename: string } => file !== null && Boolean(file.filename))
    .map((file) => ({ id: file.id, nickname: file.nickname ?? `File #${file.id}`, href: fileSrc({ filename: file.filename }) }))


/**
 * The split drawer's data: a new split (two empty rows, the first on the tab's place), or the
 * split that expense `target` is part of — its parts in order, the total their sum, their
 * receipts (a single expense opens as a split of itself plus an empty row).
 */
async function expenseSplitDrawerData(context: Context, target: number | null, preset?: string): Promise<ExpenseSplitDrawerData> {
  const client = api(context)
  const [places, vendors, expense] = await Promise.all([
    loadPlaceOptions(context),
    loadVendorOptions(context),
    target ? orNotFound(client.findById('expenses', target, { depth: 0, joins: false })) : null,
  ])
  if (!expense) {
    const parts = Array.from({ length: SPLIT_START_ROWS }, (_, index) => (index === 0 && preset ? { place: preset } : {}))
    return { mode: 'split', places, vendors, target: null, receipts: [], defaults: { date: new Date().toISOString().slice(0, 10), parts } }
  }
  const parts = expense.splitGroup
    ? await client.findEvery('expenses', { where: { splitGroup: { equals: expense.splitGroup } }, sort: 'id', depth: 1, joins: { receipts: { limit: 10 } }, populate: { files: { nickname: true, filename: true } } })
    : [await client.findById('expenses', expense.id, { depth: 1, joins: { receipts: { limit: 10 } }, populate: { files: { nickname: true, filename: true } } })]
  const rows = parts.map((part) => ({ place: placeOf(part), amount: centsToDollarInput(part.amount) }))
  return {
    mode: 'split',
    places,
    vendors,
    target: expense.id,
    receipts: receiptItems(parts.flatMap((part) => part.receipts?.docs ?? [])),
    defaults: {
      date: expense.date.slice(0, 10),
      amount: centsToDollarInput(parts.reduce((sum, part) => sum + part.amount, 0)),
      ...expenseDetailsDefaults(expense),
      paidDate: expense.paidDate?.slice(0, 10),
      parts: rows.length < SPLIT_START_ROWS ? [...rows, {}] : rows,
    },
  }
}

/** The split endpoint's body: the details once, each row's place as a property or a unit (which brings its property). */
function splitBody(value: ExpenseSplitInput) {
  return {
    date: `${value.date}T00:00:00.000Z`,
    amount: value.amount,
    ...expenseDetailsBody(value),
    paidDate: value.paidDate ? `${value.paidDate}T00:00:00.000Z` : null,
    parts: value.parts.map((part) => ({ ...placeBody(part.place), amount: part.amount })),
  }
}

/** The split endpoint's paths (`parts.1.unit`) as the form's names (`parts[1].place`). */
const SPLIT_FIELD_NAMES: Record<string, string> = {
  payeeContact: 'vendor',
  ...Object.fromEntries(
    Array.from({ length: MAX_SPLIT_PARTS }, (_, index) => [
      [`parts.${index}.property`, `parts[${index}].place`],
      [`parts.${index}.unit`, `parts[${index}].place`],
      [`parts.${index}.amount`, `parts[${index}].amount`],
    ]).flat(),
  ),
}

/** The API's body for the drawer's values (days as midnight UTC; a vendor brings its own name). */
function expenseBody(value: ExpenseInput) {
  return {
    date: `${value.date}T00:00:00.000Z`,
    amount: value.amount,
    ...expenseDetailsBody(value),
    ...placeBody(value.place),
    paidDate: value.paidDate ? `${value.paidDate}T00:00:00.000Z` : null,
  }
}

/** The API names the place fields differently from the form's one select (the drawer and the recurring expense's). */
export const EXPENSE_FIELD_NAMES = { property: 'place', unit: 'place', payeeContact: 'vendor' }

/**
 * The expense forms of a page (the list, a property's or unit's tab): add and edit (the
 * 'expense add' drawer, multipart with its receipts) and delete. Success goes back to the
 * page without the drawer, with a toast; a receipt the API refuses is named in the toast
 * (the expense itself is kept). Null for any other intent.
 */
export async function expenseAction(context: Context, formData: FormData) {
  await requireLandlord(context)
  const intent = formData.get('intent')
  const client = api(context)
  let failures: string[] = []
  const receiptToast = (title: string) =>
    failures.length ? { type: 'error' as const, title: `${title} Some receipts were not attached.`, description: failures.join(' ') } : { type: 'success' as const, title }
  if (intent === EXPENSE_ADD_INTENT || intent === EXPENSE_SAVE_INTENT) {
    // Add and edit: one form; editing names its expense in `target`.
    const id = intent === EXPENSE_SAVE_INTENT ? requireId(formData.get('target')) : null
    return submitForm({
      context,
      formData,
      schema: ExpenseSchema,
      intent,
      fieldNames: EXPENSE_FIELD_NAMES,
      mutate: async (value) => {
        const { doc } = id === null ? await client.create('expenses', expenseBody(value)) : await client.update('expenses', id, expenseBody(value))
        failures = (await uploadFilesTo(context, { kind: 'expense', expense: doc.id }, value.receipts, 'Receipt')).failures
        return doc
      },
      toast: () => receiptToast(id === null ? expenseMessages.created : expenseMessages.updated),
      fallbackRedirect: '/app/landlord/expenses',
    })
  }
  if (intent === EXPENSE_SPLIT_INTENT) {
    // 'Add row' and 'Remove' (conform's intents, posted without JavaScript): the form again, one row more or less.
    const submission = parseWithZod(formData, { schema: ExpenseSplitSchema })
    if (submission.status === undefined) return data<FormReply>({ intent, result: submission.reply() })
    const target = formData.get('target') ? requireId(formData.get('target')) : null
    return submitForm({
      context,
      formData,
      schema: ExpenseSplitSchema,
      intent,
      fieldNames: SPLIT_FIELD_NAMES,
      mutate: async (value) => {
        const result = target
          ? await client.endpoint<{ docs: Expense[] }>('PUT', 'expenses', `/${target}/split`, { json: splitBody(value) })
          : await client.endpoint<{ docs: Expense[] }>('POST', 'expenses', '/split', { json: splitBody(value) })
        // Receipts go with the first part (the split's parts are one payment).
        failures = (await uploadFilesTo(context, { kind: 'expense', expense: result.docs[0]!.id }, value.receipts, 'Receipt')).failures
        return result
      },
      toast: () => receiptToast(expenseMessages.split),
      fallbackRedirect: '/app/landlord/expenses',
    })
  }
  if (intent === EXPENSE_SPLIT_DELETE_INTENT) {
    const id = requireId(formData.get('target'))
    return confirmAction({
      context,
      formData,
      intent,
      mutate: () => client.endpoint('DELETE', 'expenses', `/${id}/split`),
      toast: { type: 'success', title: expenseMessages.splitDeleted },
      fallbackRedirect: '/app/landlord/expenses',
    })
  }
  if (intent === EXPENSE_DELETE_INTENT) {
    const id = requireId(formData.get('target'))
    return confirmAction({
      context,
      formData,
      intent,
      mutate: () => client.remove('expenses', id),
      toast: { type: 'success', title: expenseMessages.deleted },
      fallbackRedirect: '/app/landlord/expenses',
    })
  }
  return null
}

/** A page's action: the expense intents, or 400. */
export async function expensePageAction(context: Context, request: Request) {
  const formData = await request.formData()
  const reply = await expenseAction(context, formData)
  if (reply) return reply
  throw data(null, { status: 400 })
}

/** Where a tab is: a property (its units' expenses included) or a unit. */
export type ExpenseTabPlace = { kind: 'property' | 'unit'; param: string | undefined }

/** A property or unit tab: its expenses, totals, filters and the drawer preset to the place. */
export async function loadExpenseTab(context: Context, request: Request, place: ExpenseTabPlace) {
  await requireLandlord(context)
  const id = requireId(place.param)
  const [list, drawer] = await Promise.all([loadExpenseList(context, request, { [place.kind]: id }), expenseDrawerData(context, request, `${place.kind}:${id}`)])
  return { place: `${place.kind}:${id}`, kind: place.kind, list, drawer }
}
