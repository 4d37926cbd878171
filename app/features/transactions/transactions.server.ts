import type { Where } from 'payload'
import type { RouterContextProvider } from 'react-router'
import { formatLocality, formatStreet } from '@common/address'
import { INVOICE_CATEGORIES, INVOICE_STATUSES, type InvoiceCategory, type InvoiceStatus } from '@common/invoices'
import { INVOICE_FILTERS_DRAWER } from './lazy-drawers'
import type { InvoiceRowsPage } from '@api/collections/Invoices/endpoints/rows'
import { leaseTitle, populated, propertyTitle, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import { readListParams } from '~/components/list'
import { api } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { openDrawer } from '~/utils/drawer'

type Context = Readonly<RouterContextProvider>

/**
 * The transactions lists: the organization's charges (never security deposits:
 * money held is not income) on /transactions and /transactions/paid-invoices, and the same
 * list scoped to a lease, a property or a unit on their Transactions tabs. Every filter is in
 * the URL; a page costs two API calls, made in parallel: the page of invoices and the totals.
 */
export const PAGE_SIZE = 10

/** What a list is scoped to: everything of the organization, or one lease, property or unit. */
export type InvoiceScope = { lease?: number; property?: number; unit?: number }
/** The index lists every charge; paid-invoices only the paid ones, newest payment first. */
export type InvoiceView = 'all' | 'paid'

export type InvoiceFilters = {
  statuses: InvoiceStatus[]
  lease: number | null
  property: number | null
  category: InvoiceCategory | null
  /** YYYY-MM-DD, inclusive. */
  dueFrom: string | null
  dueTo: string | null
}

/** GET /api/invoices/totals (api/collections/Invoices/endpoints/totals.ts). */
export type InvoiceTotals = {
  openAmountDue: number
  openCount: number
  overdueAmount: number
  overdueCount: number
  paidThisMonth: number
  paidThisMonthCount: number
  monthStart: string
}

export type InvoiceRow = {
  id: number
  dueDate: string | null
  paidAt: string | null
  tenant: string
  leaseId: number | null
  leaseLabel: string
  unitId: number | null
  unitName: string
  propertyId: number | null
  propertyLabel: string
  category: InvoiceCategory | null
  total: number
  amountDue: number
  status: InvoiceStatus
}

const SORTS = { all: ['dueDate'], paid: ['paidAt', 'dueDate'] } as const
export const DEFAULT_SORT: Record<InvoiceView, string> = { all: '-dueDate', paid: '-paidAt' }

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A real calendar date as YYYY-MM-DD, or null. */
function dateParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value
}

/** The filters of the URL, validated (unknown values are dropped, never an error). */
export function readInvoiceFilters(url: URL): InvoiceFilters {
  const params = url.searchParams
  const statuses = [...new Set(params.getAll('status'))].filter((status): status is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(status))
  const category = params.get('category')
  let dueFrom = dateParam(params.get('dueFrom'))
  let dueTo = dateParam(params.get('dueTo'))
  // A reversed range means the same days.
  if (dueFrom && dueTo && dueFrom > dueTo) [dueFrom, dueTo] = [dueTo, dueFrom]
  return {
    statuses,
    lease: positiveId(params.get('lease')),
    property: positiveId(params.get('property')),
    category: (INVOICE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as InvoiceCategory) : null,
    dueFrom,
    dueTo,
  }
}

/** The filters a scoped list ignores: a lease tab has no lease or property filter, a property tab no property filter. */
export function effectiveFilters(filters: InvoiceFilters, scope: InvoiceScope, view: InvoiceView): InvoiceFilters {
  return {
    ...filters,
    statuses: view === 'paid' ? [] : filters.statuses,
    lease: scope.lease ? null : filters.lease,
    property: scope.lease || scope.property || scope.unit ? null : filters.property,
  }
}

/**
 * The query of GET /api/invoices/rows for a list (api/collections/Invoices/endpoints/rows.ts):
 * the organization's charges in the scope, with the filters, one page in the list's order.
 */
export function invoiceRowsQuery(scope: InvoiceScope, view: InvoiceView, filters: InvoiceFilters, sort: string, page: number): Record<string, unknown> {
  const query: Record<string, unknown> = { sort, page, limit: PAGE_SIZE }
  const lease = scope.lease ?? filters.lease
  const property = scope.property ?? filters.property
  if (lease) query.lease = lease
  if (property) query.property = property
  if (scope.unit) query.unit = scope.unit
  const statuses = view === 'paid' ? ['paid'] : filters.statuses
  if (statuses.length) query.status = statuses
  if (filters.category) query.category = filters.category
  if (filters.dueFrom) query.dueFrom = filters.dueFrom
  if (filters.dueTo) query.dueTo = filters.dueTo
  return query
}

export type FilterOptions = { properties: Array<readonly [string, string]> | null; leases: Array<readonly [string, string]> | null; moreLeases: number }

/**
 * One list page: the invoices (a page of 10, one call with the lease, unit and property
 * names populated) and the totals of the scope (one call), in parallel. The filter dialog's
 * choices are read only while it is open.
 */
export async function loadInvoiceList(context: Context, request: Request, { scope = {}, view = 'all' }: { scope?: InvoiceScope; view?: InvoiceView } = {}) {
  const url = new URL(request.url)
  const { page, sort } = readListParams(url, { sorts: SORTS[view], defaultSort: DEFAULT_SORT[view] })
  const filters = effectiveFilters(readInvoiceFilters(url), scope, view)
  const client = api(context)
  const filtersOpen = openDrawer(url.search).name === INVOICE_FILTERS_DRAWER
  const [invoices, totals, options] = await Promise.all([
    client.endpoint<InvoiceRowsPage>('GET', 'invoices', '/rows', { query: invoiceRowsQuery(scope, view, filters, sort, page) }),
    client.endpoint<InvoiceTotals>('GET', 'invoices', '/totals', { query: scope }),
    filtersOpen ? loadFilterOptions(context, scope, filters) : Promise.resolve(null),
  ])
  leavePastTheEnd(invoices, request)

  const rows: InvoiceRow[] = invoices.docs.map((invoice) => {
    const { unit, property, lease } = invoice
    const leaseId = scope.lease ?? lease?.id ?? null
    return {
      id: invoice.id,
      dueDate: invoice.dueDate,
      paidAt: invoice.paidAt,
      tenant: invoice.to.name?.trim() || invoice.to.organizationName?.trim() || '',
      leaseId,
      // Not shown on a lease's tab.
      leaseLabel: leaseId && !scope.lease ? leaseTitle({ id: leaseId, nickname: lease?.nickname, unit }) : '',
      unitId: unit?.id ?? null,
      unitName: unit?.name ?? '',
      propertyId: property?.id ?? null,
      propertyLabel: propertyTitle(property) || formatStreet(unit?.address),
      category: invoice.category,
      total: invoice.total,
      amountDue: invoice.amountDue,
      status: invoice.status,
    }
  })

  return {
    rows,
    page: invoices.page,
    hasNextPage: invoices.hasNextPage,
    sort,
    defaultSort: DEFAULT_SORT[view],
    view,
    scope,
    filters,
    filterLabels: filterLabels(filters, rows, options),
    totals,
    options,
  }
}

export type InvoiceListData = Awaited<ReturnType<typeof loadInvoiceList>>

/** The chips' names of the lease and property filters: from the dialog's choices or the rows, else by number. */
function filterLabels(filters: InvoiceFilters, rows: InvoiceRow[], options: FilterOptions | null) {
  const lease = filters.lease
    ? (options?.leases?.find(([id]) => id === String(filters.lease))?.[1] ?? rows.find((row) => row.leaseId === filters.lease)?.leaseLabel ?? `Lease #${filters.lease}`)
    : null
  const property = filters.property
    ? (options?.properties?.find(([id]) => id === String(filters.property))?.[1] ??
      rows.find((row) => row.propertyId === filters.property)?.propertyLabel ??
      `Property #${filters.property}`)
    : null
  return { lease, property }
}

const LEASE_OPTIONS_LIMIT = 100

/**
 * The dialog's choices: every property (on the index), and up to 100 leases of the scope
 * or of the chosen property — a portfolio of thousands of leases narrows by property first.
 */
async function loadFilterOptions(context: Context, scope: InvoiceScope, filters: InvoiceFilters): Promise<FilterOptions> {
  const client = api(context)
  const wantsProperties = !scope.lease && !scope.property && !scope.unit
  const leaseWhere: Where | null = scope.lease
    ? null
    : { and: [...(scope.property ? [{ property: { equals: scope.property } }] : []), ...(scope.unit ? [{ unit: { equals: scope.unit } }] : []), ...(filters.property ? [{ property: { equals: filters.property } }] : [])] }
  const [properties, leases] = await Promise.all([
    wantsProperties ? client.findEvery('properties', { depth: 0, sort: 'address.line1', select: { nickname: true, address: true } }) : Promise.resolve(null),
    leaseWhere
      ? client.find('leases', { where: leaseWhere, depth: 1, limit: LEASE_OPTIONS_LIMIT, sort: '-startDate', select: { nickname: true, unit: true }, populate: { units: { name: true, address: true } } })
      : Promise.resolve(null),
  ])
  return {
    properties: properties?.map((property) => {
      const street = [formatStreet(property.address), formatLocality(property.address)].filter(Boolean).join(', ')
      return [String(property.id), property.nickname ? `${property.nickname} — ${street}` : street] as const
    }) ?? null,
    leases:
      leases?.docs.map((lease) => {
        const unit = populated(lease.unit as number | LeaseUnitLike)
        const title = leaseTitle({ id: lease.id, nickname: lease.nickname, unit })
        return [String(lease.id), unit?.name && !title.includes(unit.name) ? `${title} · ${unit.name}` : title] as const
      }) ?? null,
    moreLeases: leases ? Math.max(0, leases.totalDocs - leases.docs.length) : 0,
  }
}
