/**
 * The landlord's recurring invoices on the server: the recurring payment drawer's
 * data and action, the recurring payments list and a recurring invoice's page. Everything
 * goes through the REST API with the user's token; the API checks the methods and the
 * lease, and the jobs (api/jobs) generate each period's invoice.
 *
 * Mounting the recurring payment drawer on a page (transactions, a lease's tab):
 *
 *     // loader
 *     const recurringPayment = await recurringPaymentLoaderData(context, request) // null unless ?d=recurring-payment
 *     return { ...yourData, recurringPayment }
 *
 *     // action
 *     const formData = await request.formData()
 *     if (formData.get('intent') === RECURRING_PAYMENT_INTENT) return recurringPaymentAction(context, request, formData)
 *
 *     // component: a link opens it (`lease` preselects a lease, `target` edits a recurring invoice)
 *     <Link to={drawerHref(location, RECURRING_PAYMENT_DRAWER, { lease: leaseId })}>New recurring payment</Link>
 *     {loaderData.recurringPayment ? <RecurringPaymentDrawer data={loaderData.recurringPayment} /> : null}
 *
 * (RECURRING_PAYMENT_DRAWER, RECURRING_PAYMENT_INTENT from ~/components/invoices/recurring-payment-form,
 * RecurringPaymentDrawer from ~/components/invoices/recurring-payment-drawer.) On success the
 * action redirects to the recurring invoice's page.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { Where } from 'payload'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { invoiceMessages, RECURRING_INVOICE_STATUSES, type InvoiceCategory, type InvoiceStatus, type PaymentMethod, type RecurringInvoiceStatus } from '@common/invoices'
import { nextSendDate } from '@common/recurring'
import { formatLocality, formatStreet } from '@common/address'
import type { RecurringInvoice } from '@api/payload-types'
import {
  dateToApi,
  RECURRING_FILTERS_DRAWER,
  RECURRING_PAYMENT_DRAWER,
  RECURRING_PAYMENT_INTENT,
  RECURRING_STATUS_INTENT,
  recurringInvoiceHref,
  RecurringPaymentSchema,
  RecurringStatusSchema,
} from './recurring-payment-form'
import { leaseTitle, populated, propertyTitle, type LeasePropertyLike, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import { readListParams } from '~/components/list'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { openDrawer } from '~/utils/drawer'
import { apiErrorReply, requireId, type FormReply } from '~/utils/form-action.server'
import { billableLeases, type LeaseOption } from '~/features/invoices/invoices.server'
import { idOf } from '@common/ids'
import { centsToDollarInput } from '~/utils/money'
import { toDateInput } from '~/utils/format'

type Context = Readonly<RouterContextProvider>

/** The form's values of an existing recurring invoice (editing). */
export type RecurringPaymentDefaults = {
  id: number
  lease: string
  items: Array<{ name: string; description: string; amount: string; quantity: string }>
  dayOfMonth: string
  startDate: string
  endDate?: string
  dueDays: string
  paymentMethods: string[]
  category?: string
}

export type RecurringPaymentData = {
  leases: LeaseOption[]
  methods: PaymentMethod[]
  lease: number | null
  /** Set when the drawer edits a recurring invoice (`target`). */
  edit: RecurringPaymentDefaults | null
}

/** The drawer's data when the URL opens it (`?d=recurring-payment[&lease=ID][&target=ID]`), else null (no API call). */
export async function recurringPaymentLoaderData(context: Context, request: Request): Promise<RecurringPaymentData | null> {
  await requireLandlord(context)
  const url = new URL(request.url)
  const drawer = openDrawer(url.search)
  if (drawer.name !== RECURRING_PAYMENT_DRAWER) return null
  const targetId = drawer.target ? Number(drawer.target) : null
  const [{ leases, methods }, target] = await Promise.all([
    billableLeases(context),
    targetId && Number.isSafeInteger(targetId) && targetId > 0 ? api(context).findById('recurring-invoices', targetId, { depth: 0, joins: false }).catch(() => null) : Promise.resolve(null),
  ])
  const requested = target ? idOf(target.lease) : Number(url.searchParams.get('lease'))
  return {
    leases,
    methods,
    lease: leases.some((lease) => lease.id === requested) ? requested : null,
    edit: target
      ? {
          id: target.id,
          lease: String(idOf(target.lease)),
          items: (target.items ?? []).map((item) => ({ name: item.name ?? '', description: item.description ?? '', amount: centsToDollarInput(item.amount), quantity: String(item.quantity ?? 1) })),
          dayOfMonth: String(target.dayOfMonth),
          startDate: toDateInput(target.startDate),
          endDate: target.endDate ? toDateInput(target.endDate) : undefined,
          dueDays: String(target.dueDays ?? 0),
          paymentMethods: target.paymentMethods ?? [],
          category: target.category ?? undefined,
        }
      : null,
  }
}

/** API paths → the form's field names: `items.0.amount` → `items[0].amount`. */
const formFieldName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

/**
 * The recurring payment drawer's action: validate with the drawer's schema (every message
 * next to its field; nothing saved on refusal), create or update the recurring invoice,
 * and go to its page. Without JavaScript, the line items' add, remove and move buttons post
 * here too and get the form back with the change made.
 */
export async function recurringPaymentAction(context: Context, _request: Request, formData: FormData) {
  await requireLandlord(context)
  const intent = RECURRING_PAYMENT_INTENT
  const submission = parseWithZod(formData, { schema: RecurringPaymentSchema })
  if (submission.status === undefined) return data<FormReply>({ intent, result: submission.reply() })
  if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
  const value = submission.value
  const body = {
    dayOfMonth: value.dayOfMonth,
    startDate: dateToApi(value.startDate),
    endDate: value.endDate ? dateToApi(value.endDate) : null,
    dueDays: value.dueDays,
    paymentMethods: value.paymentMethods,
    category: value.category,
    items: value.items.map(({ name, description, amount, quantity }) => ({ name, description, amount, quantity })),
  }
  const client = api(context)
  let id: number
  try {
    id = value.id ? (await client.update('recurring-invoices', value.id, body)).doc.id : (await client.create('recurring-invoices', { ...body, lease: value.lease })).doc.id
  } catch (error) {
    const reply = apiErrorReply(error)
    if (!reply) {
      console.error('Recurring invoice save failed', error)
      return data<FormReply>({ intent, result: submission.reply({ formErrors: [invoiceMessages.createFailed] }) }, { status: 500 })
    }
    const fieldErrors = Object.fromEntries(Object.entries(reply.reply.fieldErrors).map(([path, messages]) => [formFieldName(path), messages]))
    return data<FormReply>({ intent, result: submission.reply({ formErrors: reply.reply.formErrors, fieldErrors }) }, { status: reply.status })
  }
  flashToast(context, { type: 'success', title: value.id ? 'Recurring payment saved' : 'Recurring payment created' })
  throw redirect(recurringInvoiceHref(id))
}

/** Pause, resume or end a recurring invoice (its page's buttons). */
export async function recurringStatusAction(context: Context, formData: FormData, recurringInvoiceId: number) {
  await requireLandlord(context)
  const intent = RECURRING_STATUS_INTENT
  const submission = parseWithZod(formData, { schema: RecurringStatusSchema })
  if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
  try {
    await api(context).update('recurring-invoices', recurringInvoiceId, { status: submission.value.status })
  } catch (error) {
    const reply = apiErrorReply(error)
    if (!reply) throw error
    return data<FormReply>({ intent, result: submission.reply({ formErrors: reply.reply.formErrors.length ? reply.reply.formErrors : Object.values(reply.reply.fieldErrors).flat() }) }, { status: reply.status })
  }
  const titles: Record<RecurringInvoiceStatus, string> = { active: 'Recurring payment resumed', paused: 'Recurring payment paused', ended: 'Recurring payment ended' }
  flashToast(context, { type: 'success', title: titles[submission.value.status] })
  throw redirect(recurringInvoiceHref(recurringInvoiceId))
}

/** One row of the recurring payments list, and the head of a recurring invoice's page. */
export type RecurringRow = {
  id: number
  status: RecurringInvoiceStatus
  leaseId: number | null
  leaseLabel: string
  propertyId: number | null
  propertyLabel: string
  unitName: string
  category: InvoiceCategory | null
  /** One period's amount (its line items). */
  total: number
  amountDue: number
  amountPaid: number
  dayOfMonth: number
  startDate: string
  endDate: string | null
  dueDays: number
  /** The next invoice's send day, or null when none will come. */
  nextDate: string | null
}

function toRow(doc: RecurringInvoice): RecurringRow {
  const lease = populated(doc.lease as number | { id: number; nickname?: string | null })
  const unit = populated(doc.unit as number | LeaseUnitLike | null | undefined)
  const property = populated(doc.property as number | LeasePropertyLike | null | undefined)
  const leaseId = lease?.id ?? idOf(doc.lease)
  const status = doc.status as RecurringInvoiceStatus
  return {
    id: doc.id,
    status,
    leaseId,
    leaseLabel: leaseId ? leaseTitle({ id: leaseId, nickname: lease?.nickname, unit }) : '',
    propertyId: property?.id ?? idOf(doc.property),
    propertyLabel: propertyTitle(property) || formatStreet(unit?.address),
    unitName: unit?.name ?? '',
    category: (doc.category ?? null) as InvoiceCategory | null,
    total: doc.total ?? 0,
    amountDue: doc.amountDue ?? 0,
    amountPaid: doc.amountPaid ?? 0,
    dayOfMonth: doc.dayOfMonth,
    startDate: doc.startDate,
    endDate: doc.endDate ?? null,
    dueDays: doc.dueDays ?? 0,
    nextDate: status === 'ended' ? null : (nextSendDate(doc)?.toISOString() ?? null),
  }
}

export type RecurringFilters = { statuses: RecurringInvoiceStatus[]; lease: number | null; property: number | null }

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The list's filters from the URL (unknown values dropped, never an error). */
export function readRecurringFilters(url: URL): RecurringFilters {
  const statuses = [...new Set(url.searchParams.getAll('status'))].filter((status): status is RecurringInvoiceStatus => (RECURRING_INVOICE_STATUSES as readonly string[]).includes(status))
  return { statuses, lease: positiveId(url.searchParams.get('lease')), property: positiveId(url.searchParams.get('property')) }
}

export function recurringWhere(filters: RecurringFilters): Where {
  const conditions: Where[] = []
  if (filters.statuses.length) conditions.push({ status: { in: filters.statuses } })
  if (filters.lease) conditions.push({ lease: { equals: filters.lease } })
  if (filters.property) conditions.push({ property: { equals: filters.property } })
  return { and: conditions }
}

const PAGE_SIZE = 10
const SORTS = ['startDate', 'dayOfMonth', 'createdAt'] as const
const LIST_SELECT = { lease: true, unit: true, property: true, status: true, category: true, total: true, amountDue: true, amountPaid: true, dayOfMonth: true, startDate: true, endDate: true, dueDays: true, lastPeriod: true }
const LIST_POPULATE = { leases: { nickname: true }, units: { name: true, address: true }, properties: { nickname: true, address: true } }

/** The recurring payments list: one page (one call), and the filter dialog's choices while it is open. */
export async function loadRecurringList(context: Context, request: Request) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const { page, sort } = readListParams(url, { sorts: SORTS, defaultSort: '-createdAt' })
  const filters = readRecurringFilters(url)
  const client = api(context)
  const filtersOpen = openDrawer(url.search).name === RECURRING_FILTERS_DRAWER
  const [list, options] = await Promise.all([
    client.findPage('recurring-invoices', { where: recurringWhere(filters), sort, page, limit: PAGE_SIZE, depth: 1, select: LIST_SELECT, populate: LIST_POPULATE, joins: false }),
    filtersOpen ? loadFilterOptions(context, filters) : Promise.resolve(null),
  ])
  leavePastTheEnd(list, request)
  const rows = list.docs.map(toRow)
  const leaseLabel = filters.lease
    ? (options?.leases.find(([id]) => id === String(filters.lease))?.[1] ?? rows.find((row) => row.leaseId === filters.lease)?.leaseLabel ?? `Lease #${filters.lease}`)
    : null
  const propertyLabel = filters.property
    ? (options?.properties.find(([id]) => id === String(filters.property))?.[1] ?? rows.find((row) => row.propertyId === filters.property)?.propertyLabel ?? `Property #${filters.property}`)
    : null
  return { rows, page: list.page, hasNextPage: list.hasNextPage, sort, filters, filterLabels: { lease: leaseLabel, property: propertyLabel }, options }
}

export type RecurringListData = Awaited<ReturnType<typeof loadRecurringList>>

async function loadFilterOptions(context: Context, filters: RecurringFilters) {
  const client = api(context)
  const [properties, leases] = await Promise.all([
    client.findEvery('properties', { depth: 0, sort: 'address.line1', select: { nickname: true, address: true } }),
    client.find('leases', {
      where: filters.property ? { property: { equals: filters.property } } : {},
      depth: 1,
      limit: 100,
      sort: '-startDate',
      select: { nickname: true, unit: true },
      populate: { units: { name: true, address: true } },
    }),
  ])
  return {
    properties: properties.map((property) => {
      const street = [formatStreet(property.address), formatLocality(property.address)].filter(Boolean).join(', ')
      return [String(property.id), property.nickname ? `${property.nickname} — ${street}` : street] as const
    }),
    leases: leases.docs.map((lease) => [String(lease.id), leaseTitle({ id: lease.id, nickname: lease.nickname, unit: populated(lease.unit as number | LeaseUnitLike) })] as const),
    moreLeases: Math.max(0, leases.totalDocs - leases.docs.length),
  }
}

export type GeneratedInvoice = { id: number; period: string | null; dueDate: string; total: number; amountDue: number; status: InvoiceStatus }

/** A recurring invoice's page: the schedule and its generated invoices (the latest 24), or the not-found page. */
export async function loadRecurringInvoice(context: Context, recurringInvoiceId: string | undefined) {
  await requireLandlord(context)
  const id = requireId(recurringInvoiceId)
  let doc: RecurringInvoice
  try {
    doc = await api(context).findById('recurring-invoices', id, { depth: 1, populate: LIST_POPULATE, joins: { invoices: { limit: 24, sort: '-dueDate' } } })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw data(null, { status: 404 })
    throw error
  }
  const invoices: GeneratedInvoice[] = (doc.invoices?.docs ?? [])
    .map((invoice) => populated(invoice as number | { id: number }))
    .filter((invoice): invoice is NonNullable<typeof invoice> & Record<string, unknown> => invoice !== null)
    .map((invoice) => {
      const full = invoice as unknown as { id: number; period?: string | null; dueDate: string; total?: number | null; amountDue?: number | null; status?: string | null }
      return { id: full.id, period: full.period ?? null, dueDate: full.dueDate, total: full.total ?? 0, amountDue: full.amountDue ?? 0, status: (full.status ?? 'open') as InvoiceStatus }
    })
  return {
    schedule: toRow(doc),
    items: (doc.items ?? []).map((item) => ({ name: item.name ?? '', description: item.description ?? '', amount: item.amount ?? 0, quantity: item.quantity ?? 0 })),
    paymentMethods: (doc.paymentMethods ?? []) as PaymentMethod[],
    amountRefunded: doc.amountRefunded ?? 0,
    lastPeriod: doc.lastPeriod ?? null,
    invoices,
    invoiceCount: doc.invoices?.totalDocs ?? invoices.length,
  }
}

export type RecurringInvoicePageData = Awaited<ReturnType<typeof loadRecurringInvoice>>
