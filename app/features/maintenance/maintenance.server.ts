/**
 * Maintenance requests on the server (product-spec §1, §2 maintenance routes): the lists with
 * their filters in the URL, a request's page with its thread and files, and every form's
 * action (the 'Maintenance request' drawer, comments, status changes, assignment, files, the
 * vendor link). Everything goes through the REST API with the caller's token: what a
 * tenant may not see (internal comments, other leases) the API never returns.
 */
import { uploadFilesTo } from '~/features/files/files.server'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Where } from 'payload'
import { data, redirect, type RouterContextProvider } from 'react-router'
import {
  DONE_MAINTENANCE_STATUSES,
  isMaintenanceCategory,
  isMaintenancePriority,
  isMaintenanceStatus,
  maintenanceMessages,
  OPEN_MAINTENANCE_STATUSES,
  tenantStatusActions,
  MAINTENANCE_TRANSITIONS,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@common/maintenance'
import { csvStreamResponse, streamPages } from '@common/csv'
import { parseDay } from '@common/days'
import { fileMessages } from '@common/files'
import { idOf } from '@common/ids'
import type { MaintenanceRequest } from '@api/payload-types'
import { readListParams } from '~/components/list'
import { leaseTitle, populated, propertyTitle } from '~/features/portfolio/lease-display'
import { loadVendorOptions } from '~/features/people/people.server'
import { ApiError, apiFetch, collectionClient } from '~/utils/api.server'
import { keysetPaging } from '~/utils/keyset'
import { propertyUnitFilterOptions } from '~/features/portfolio/property.server'
import { api, flashToast, requireLandlord, requireTenant } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { openDrawer } from '~/utils/drawer'
import { apiErrorReply, orNotFound, requireId, submitForm, type FormReply } from '~/utils/form-action.server'
import { safeRedirect } from '~/utils/redirect'
import {
  landlordMaintenancePath,
  MAINTENANCE_ASSIGN_INTENT,
  MAINTENANCE_COMMENT_INTENT,
  MAINTENANCE_CLOSE_INTENT,
  MAINTENANCE_FILE_INTENT,
  MAINTENANCE_RECORD_EXPENSE_INTENT,
  MAINTENANCE_FILTERS_DRAWER,
  MAINTENANCE_REQUEST_DRAWER,
  MAINTENANCE_REQUEST_INTENT,
  MAINTENANCE_STATUS_INTENT,
  MAINTENANCE_REVOKE_LINK_INTENT,
  MAINTENANCE_VENDOR_LINK_INTENT,
  MaintenanceAssignSchema,
  MaintenanceCloseSchema,
  MaintenanceCommentSchema,
  MaintenanceFileSchema,
  MaintenanceRequestSchema,
  MaintenanceStatusSchema,
  PLACE_PATTERN,
  tenantMaintenancePath,
  VENDOR_COMMENT_INTENT,
  VENDOR_DONE_INTENT,
  VendorCommentSchema,
} from './maintenance-form'

type Context = Readonly<RouterContextProvider>
export type MaintenanceArea = 'landlord' | 'tenant'

export const MAINTENANCE_SORTS = ['createdAt', 'number', 'title', 'dueDate', 'priority', 'status'] as const
export const MAINTENANCE_DEFAULT_SORT = '-createdAt'
/** The API's sort for a list's: 'Priority' is by rank (emergency, high, normal, low), which the server keeps as `priorityRank`. */
export const maintenanceApiSort = (sort: string) => sort.replace(/^(-?)priority$/, '$1priorityRank')

export type MaintenanceRow = {
  id: number
  number: number | null
  title: string
  category: MaintenanceCategory
  priority: MaintenancePriority
  status: MaintenanceStatus
  address: string | null
  assigneeName: string | null
  dueDate: string | null
  createdAt: string
}

export type MaintenanceFilters = {
  statuses: MaintenanceStatus[]
  priorities: MaintenancePriority[]
  categories: MaintenanceCategory[]
  property: number | null
  unit: number | null
  assignee: string
  from: string | null
  to: string | null
}

/** Which requests a list shows: the open ones, the done ones, or all (a tab), and of which lease, property or unit. */
export type MaintenanceScope = { list: 'open' | 'completed' | 'all'; lease?: number; property?: number; unit?: number }

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The filters of the URL (product-spec §2 maintenance filter dialog): unknown values are dropped, never a 500. */
export function readMaintenanceFilters(url: URL): MaintenanceFilters {
  const params = url.searchParams
  return {
    statuses: params.getAll('status').filter(isMaintenanceStatus),
    priorities: params.getAll('priority').filter(isMaintenancePriority),
    categories: params.getAll('category').filter(isMaintenanceCategory),
    property: positiveId(params.get('property')),
    unit: positiveId(params.get('unit')),
    assignee: (params.get('assignee') ?? '').trim().slice(0, 100),
    // Real days only: '2026-13-45' would reach the database as an invalid date.
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
  }
}

/** The API's `where` for a list: the scope, then each filter. */
export function maintenanceWhere(scope: MaintenanceScope, filters: MaintenanceFilters): Where {
  const and: Where[] = []
  const scoped: readonly MaintenanceStatus[] | null = scope.list === 'open' ? OPEN_MAINTENANCE_STATUSES : scope.list === 'completed' ? DONE_MAINTENANCE_STATUSES : null
  const statuses = filters.statuses.length ? filters.statuses.filter((status) => !scoped || scoped.includes(status)) : scoped
  // A status filter outside the list's own (the completed list asked for 'new') matches nothing: no id
  // is 0. (A status of 'none' would do on SQLite but is a 500 on PostgreSQL, where status is an enum.)
  if (statuses) and.push(statuses.length === 0 ? { id: { equals: 0 } } : statuses.length === 1 ? { status: { equals: statuses[0] } } : { status: { in: [...statuses] } })
  if (scope.lease) and.push({ lease: { equals: scope.lease } })
  if (scope.property) and.push({ property: { equals: scope.property } })
  if (scope.unit) and.push({ unit: { equals: scope.unit } })
  if (filters.priorities.length) and.push({ priority: { in: filters.priorities } })
  if (filters.categories.length) and.push({ category: { in: filters.categories } })
  if (filters.property && !scope.property) and.push({ property: { equals: filters.property } })
  if (filters.unit && !scope.unit) and.push({ unit: { equals: filters.unit } })
  if (filters.assignee) and.push({ assigneeName: { like: filters.assignee } })
  if (filters.from) and.push({ createdAt: { greater_than_equal: `${filters.from}T00:00:00.000Z` } })
  if (filters.to) and.push({ createdAt: { less_than_equal: `${filters.to}T23:59:59.999Z` } })
  return and.length ? { and } : {}
}

const toRow = (request: MaintenanceRequest): MaintenanceRow => ({
  id: request.id,
  number: request.number ?? null,
  title: request.title,
  category: request.category,
  priority: request.priority,
  status: request.status,
  address: request.address ?? null,
  assigneeName: request.assigneeName ?? null,
  dueDate: request.dueDate ?? null,
  createdAt: request.createdAt,
})

const LIST_SELECT = { number: true, title: true, category: true, priority: true, status: true, address: true, assigneeName: true, dueDate: true, createdAt: true }

export type MaintenanceListData = {
  rows: MaintenanceRow[]
  page: number
  hasNextPage: boolean
  sort: string
  filters: MaintenanceFilters
  /** The filter dialog's choices, only while it is open (no API call otherwise). */
  options: { properties: Array<readonly [string, string]>; units: Array<readonly [string, string]> } | null
}

/** One page of a maintenance list (one API call; two more while the filter dialog is open). */
export async function loadMaintenanceList(context: Context, request: Request, scope: MaintenanceScope, { limit = 10 }: { limit?: number } = {}): Promise<MaintenanceListData> {
  const url = new URL(request.url)
  const { page, sort } = readListParams(url, { sorts: MAINTENANCE_SORTS, defaultSort: MAINTENANCE_DEFAULT_SORT })
  const filters = readMaintenanceFilters(url)
  const client = api(context)
  const filtersOpen = openDrawer(url.search).name === MAINTENANCE_FILTERS_DRAWER
  const [result, options] = await Promise.all([
    client.findPage('maintenance-requests', { where: maintenanceWhere(scope, filters), sort: maintenanceApiSort(sort), page, limit, depth: 0, select: LIST_SELECT }),
    filtersOpen ? propertyUnitFilterOptions(context, filters.property ?? scope.property ?? null) : Promise.resolve(null),
  ])
  leavePastTheEnd(result, request)
  return { rows: result.docs.map(toRow), page: result.page, hasNextPage: result.hasNextPage, sort, filters, options }
}


const CSV_COLUMNS = ['Number', 'Title', 'Status', 'Priority', 'Category', 'Address', 'Assignee', 'Due date', 'Created'] as const

const csvLine = (row: MaintenanceRow) => [row.number, row.title, row.status, row.priority, row.category, row.address, row.assigneeName, row.dueDate?.slice(0, 10), row.createdAt.slice(0, 10)]

/**
 * The filtered list as CSV (every page of it, in the list's order), streamed a page of
 * MAX_PAGE_SIZE at a time with keyset paging, as the expenses' export is. `whenEmpty` runs
 * when no request matches, before answering (a tab's check that its place is the caller's).
 */
export async function maintenanceCsv(
  context: Context,
  request: Request,
  scope: MaintenanceScope,
  { filename = `maintenance-${scope.list}.csv`, whenEmpty }: { filename?: string; whenEmpty?: () => Promise<unknown> } = {},
) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const { sort } = readListParams(url, { sorts: MAINTENANCE_SORTS, defaultSort: MAINTENANCE_DEFAULT_SORT })
  const where = maintenanceWhere(scope, readMaintenanceFilters(url))
  const client = api(context)
  // Keyset pages without a count, as the expenses' export. A request may lack a due date
  // (and, written by hand, a number or rank): those keys may be null.
  const keyset = keysetPaging<MaintenanceRequest>(maintenanceApiSort(sort), { nullable: ['number', 'dueDate', 'priorityRank'] })
  const { first, rest } = await streamPages<MaintenanceRequest>(
    (_page, previous) =>
      keyset.page(where, previous, (pageWhere, limit) =>
        client.find('maintenance-requests', { where: pageWhere, sort: keyset.sort, limit, pagination: false, depth: 0, select: { ...LIST_SELECT, ...keyset.select } }),
      ),
    (doc) => csvLine(toRow(doc)),
  )
  if (!first.length) await whenEmpty?.()
  return csvStreamResponse([CSV_COLUMNS, ...first], rest, filename)
}

export type MaintenanceFileItem = { id: number; nickname: string; filename: string | null; mimeType: string | null; internal: boolean }

export type ThreadEntry = {
  id: number
  kind: 'comment' | 'status'
  visibility: 'shared' | 'internal'
  body: string
  authorName: string | null
  byVendor: boolean
  createdAt: string
  /** The comment's photos and PDFs (at most 5). */
  files: MaintenanceFileItem[]
}

export type MaintenanceRequestView = MaintenanceRow & {
  description: string
  permissionToEnter: boolean
  preferredTimes: string | null
  assigneeContact: number | null
  landlordPhone: string | null
  completedAt: string | null
  closedAt: string | null
  createdByName: string | null
  /** Staff only (the API never returns them to a tenant): the cost recorded on closing, and its receipt. */
  costCents: number | null
  receipt: number | null
  /** Staff only: the expense the close with a cost recorded (null before it is recorded). */
  expense: number | null
  lease: { id: number; label: string } | null
  property: { id: number; label: string } | null
  unit: { id: number; label: string } | null
  thread: ThreadEntry[]
  files: MaintenanceFileItem[]
  /** The status changes the caller may make now. */
  transitions: MaintenanceStatus[]
}

/**
 * A request with its thread and every file of it, the request's and the comments' (three API
 * calls, and a fourth alongside that marks it read for the sidebar's unread count); another
 * organization's or lease's request is a 404. A tenant gets neither internal comments nor internal files: the API never returns them.
 */
export async function loadMaintenanceRequest(context: Context, rawId: string | undefined, area: MaintenanceArea): Promise<MaintenanceRequestView> {
  const id = requireId(rawId)
  const client = api(context)
  let request: MaintenanceRequest
  try {
    request = await client.findById('maintenance-requests', id, {
      depth: 1,
      populate: { leases: { nickname: true, unit: true }, properties: { nickname: true, address: true }, units: { name: true }, expenses: { amount: true }, files: { nickname: true } },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  const [comments, files] = await Promise.all([
    client.findEvery('maintenance-comments', { where: { maintenanceRequest: { equals: id } }, sort: 'createdAt', depth: 0 }),
    client.findEvery('files', { where: { maintenanceRequest: { equals: id } }, sort: 'createdAt', depth: 0, select: { kind: true, maintenanceComment: true, internal: true, nickname: true, filename: true, mimeType: true } }),
    // Reading it marks it read (the sidebar's count); a failure here never breaks the page.
    client.endpoint('POST', 'maintenance-requests', `/${id}/read`).catch((error: unknown) => console.warn('Marking a maintenance request read failed', error)),
  ])
  const fileItem = (file: (typeof files)[number]): MaintenanceFileItem => ({ id: file.id, nickname: file.nickname, filename: file.filename ?? null, mimeType: file.mimeType ?? null, internal: Boolean(file.internal) })
  const commentFiles = new Map<number, MaintenanceFileItem[]>()
  for (const file of files) {
    const comment = file.kind === 'maintenanceComment' ? idOf(file.maintenanceComment) : null
    if (comment !== null) commentFiles.set(comment, [...(commentFiles.get(comment) ?? []), fileItem(file)])
  }
  const lease = populated(request.lease as never) as { id: number; nickname?: string | null; unit?: number | null } | null
  const property = populated(request.property as never) as { id: number; nickname?: string | null; address?: { line1?: string | null } | null } | null
  const unit = populated(request.unit as never) as { id: number; name?: string | null } | null
  return {
    ...toRow(request),
    description: request.description,
    permissionToEnter: Boolean(request.permissionToEnter),
    preferredTimes: request.preferredTimes ?? null,
    assigneeContact: idOf(request.assigneeContact),
    landlordPhone: request.landlordPhone ?? null,
    completedAt: request.completedAt ?? null,
    closedAt: request.closedAt ?? null,
    createdByName: request.createdByName ?? null,
    costCents: request.costCents ?? null,
    receipt: idOf(request.receipt),
    expense: idOf(request.expense),
    lease: lease ? { id: lease.id, label: leaseTitle(lease) } : null,
    property: property ? { id: property.id, label: propertyTitle(property) } : null,
    unit: unit ? { id: unit.id, label: unit.name ?? `Unit ${unit.id}` } : null,
    thread: comments.map((comment) => ({
      id: comment.id,
      kind: comment.kind,
      visibility: comment.visibility,
      body: comment.body,
      authorName: comment.authorName ?? null,
      byVendor: Boolean(comment.byVendor),
      createdAt: comment.createdAt,
      files: commentFiles.get(comment.id) ?? [],
    })),
    files: files.filter((file) => file.kind === 'maintenanceRequest').map(fileItem),
    transitions: area === 'landlord' ? [...MAINTENANCE_TRANSITIONS[request.status]] : tenantStatusActions(request.status, request.completedAt),
  }
}

export type PlaceOption = { label: string; options: ReadonlyArray<readonly [string, string]> }
export type MaintenanceDrawerData = { places: PlaceOption[]; place: string | null; vendors: Array<readonly [string, string]> }

/**
 * The 'Maintenance request' drawer's choices when the URL opens it (`?d=maintenance-request`):
 * a tenant's leases; the landlord's leases, properties and units, and its vendors. `place`
 * preselects ('lease:12') from the URL or the tab the drawer opens on.
 */
export async function maintenanceDrawerData(context: Context, request: Request, area: MaintenanceArea, preset?: string): Promise<MaintenanceDrawerData | null> {
  const url = new URL(request.url)
  if (openDrawer(url.search).name !== MAINTENANCE_REQUEST_DRAWER) return null
  const requested = preset ?? url.searchParams.get('place')
  const client = api(context)
  if (area === 'tenant') {
    const leases = await client.find('leases', { limit: 100, depth: 1, sort: '-startDate', select: { nickname: true, unit: true }, populate: { units: { name: true, address: true } } })
    const options = leases.docs.map((lease) => [`lease:${lease.id}`, leaseTitle(lease)] as const)
    const place = requested && options.some(([value]) => value === requested) ? requested : options.length === 1 ? options[0]![0] : null
    return { places: [{ label: 'Your leases', options }], place, vendors: [] }
  }
  const [leases, properties, units, vendors] = await Promise.all([
    client.findEvery('leases', { where: { archived: { not_equals: true } }, depth: 1, sort: '-startDate', select: { nickname: true, unit: true }, populate: { units: { name: true, address: true } }, joins: false }),
    client.findEvery('properties', { where: { archived: { not_equals: true } }, depth: 0, sort: 'address.line1', select: { nickname: true, address: true } }),
    client.findEvery('units', { where: { archived: { not_equals: true } }, depth: 0, sort: 'name', select: { name: true, property: true, address: true } }),
    loadVendorOptions(context),
  ])
  const propertyLabel = new Map(properties.map((property) => [property.id, propertyTitle(property)]))
  const places: PlaceOption[] = [
    { label: 'Leases', options: leases.map((lease) => [`lease:${lease.id}`, leaseTitle(lease)] as const) },
    { label: 'Properties', options: properties.map((property) => [`property:${property.id}`, propertyLabel.get(property.id)!] as const) },
    { label: 'Units', options: units.map((unit) => [`unit:${unit.id}`, [propertyLabel.get(idOf(unit.property) ?? 0), unit.name].filter(Boolean).join(' — ')] as const) },
  ].filter((group) => group.options.length > 0)
  const place = requested && places.some((group) => group.options.some(([value]) => value === requested)) ? requested : null
  return { places, place, vendors }
}

const dateToApi = (value: string | undefined) => (value ? `${value}T12:00:00.000Z` : null)

const uploadRequestFiles = async (context: Context, requestId: number, files: File[]) => (await uploadFilesTo(context, { kind: 'maintenanceRequest', maintenanceRequest: requestId }, files, 'Photo')).failures

/**
 * The 'Maintenance request' drawer's action: validate (every message next to its field),
 * create the request, upload its photos and PDFs, and go to the request's page. A file the
 * API refuses is named in the toast: the request itself is kept.
 */
export async function maintenanceRequestAction(context: Context, formData: FormData, area: MaintenanceArea) {
  if (area === 'landlord') await requireLandlord(context)
  else await requireTenant(context)
  let failures: string[] = []
  return submitForm({
    context,
    formData,
    schema: MaintenanceRequestSchema,
    intent: MAINTENANCE_REQUEST_INTENT,
    fieldNames: { lease: 'place', property: 'place', unit: 'place' },
    mutate: async (value) => {
      const [, kind, id] = PLACE_PATTERN.exec(value.place)!
      const body: Record<string, unknown> = {
        [kind!]: Number(id),
        title: value.title,
        description: value.description,
        category: value.category,
        priority: value.priority,
        permissionToEnter: value.permissionToEnter,
        preferredTimes: value.preferredTimes ?? null,
      }
      if (area === 'landlord') {
        if (value.assignee) body.assigneeContact = Number(value.assignee)
        if (value.assigneeName) body.assigneeName = value.assigneeName
        if (value.dueDate) body.dueDate = dateToApi(value.dueDate)
      }
      const created = await api(context).create('maintenance-requests', body)
      failures = await uploadRequestFiles(context, created.doc.id, value.files)
      return created.doc
    },
    toast: () =>
      failures.length
        ? { type: 'error', title: 'Request sent, but some files were not attached.', description: failures.join(' ') }
        : { type: 'success', title: area === 'tenant' ? 'Request sent to your landlord.' : 'Request created.' },
    redirectTo: (doc) => (area === 'tenant' ? tenantMaintenancePath(doc.id) : landlordMaintenancePath(doc.id)),
  })
}

export type VendorLinkReply = { intent: typeof MAINTENANCE_VENDOR_LINK_INTENT; url: string; expiresAt: string }

/**
 * The intents of a request's pages (details and comments tabs): comment, status change,
 * files; and for the landlord, assignment and the vendor link. Returns null for any other intent.
 */
export async function maintenanceRequestPageAction(context: Context, request: Request, formData: FormData, rawId: string | undefined, area: MaintenanceArea) {
  if (area === 'landlord') await requireLandlord(context)
  else await requireTenant(context)
  const id = requireId(rawId)
  const client = api(context)
  const here = area === 'tenant' ? tenantMaintenancePath(id) : landlordMaintenancePath(id)
  const returnTo = safeRedirect(formData.get('returnTo'), here)
  const intent = formData.get('intent')
  if (intent === MAINTENANCE_COMMENT_INTENT) {
    let failures: string[] = []
    return submitForm({
      context,
      formData,
      schema: MaintenanceCommentSchema,
      intent,
      mutate: async (value) => {
        const created = await client.create('maintenance-comments', { maintenanceRequest: id, body: value.body, visibility: area === 'tenant' ? 'shared' : value.visibility })
        // The comment's photos and PDFs (they take its visibility: an internal note's stay internal).
        failures = (await uploadFilesTo(context, { kind: 'maintenanceComment', maintenanceComment: created.doc.id }, value.files, 'Photo')).failures
        return created
      },
      toast: (result) =>
        failures.length
          ? { type: 'error', title: 'Comment posted, but some files were not attached.', description: failures.join(' ') }
          : { type: 'success', title: result.doc.visibility === 'internal' ? 'Internal note added.' : 'Comment posted.' },
      redirectTo: returnTo,
    })
  }
  if (intent === MAINTENANCE_STATUS_INTENT) {
    return submitForm({
      context,
      formData,
      schema: MaintenanceStatusSchema,
      intent,
      mutate: (value) => client.update('maintenance-requests', id, { status: value.status }),
      toast: (result) => ({ type: 'success', title: statusToast(result.doc.status, area) }),
      redirectTo: returnTo,
    })
  }
  if (intent === MAINTENANCE_FILE_INTENT) {
    const submission = parseWithZod(formData, { schema: MaintenanceFileSchema })
    if (submission.status !== 'success' || !submission.value.files.length) {
      return data<FormReply>({ intent, result: submission.reply({ fieldErrors: submission.status === 'success' ? { files: [fileMessages.fileRequired] } : undefined }) }, { status: 400 })
    }
    const failures = await uploadRequestFiles(context, id, submission.value.files)
    if (failures.length) return data<FormReply>({ intent, result: submission.reply({ fieldErrors: { files: failures } }) }, { status: 400 })
    flashToast(context, { type: 'success', title: fileMessages.uploaded })
    throw redirect(returnTo)
  }
  if (area !== 'landlord') return null
  if (intent === MAINTENANCE_ASSIGN_INTENT) {
    return submitForm({
      context,
      formData,
      schema: MaintenanceAssignSchema,
      intent,
      mutate: (value) =>
        client.update('maintenance-requests', id, {
          assigneeContact: value.assignee ? Number(value.assignee) : null,
          // A vendor from People brings its own name (the API fills it in); a typed name stands alone.
          assigneeName: value.assignee ? null : (value.assigneeName ?? null),
          dueDate: dateToApi(value.dueDate),
          priority: value.priority,
        }),
      toast: { type: 'success', title: 'Request updated.' },
      redirectTo: returnTo,
    })
  }
  if (intent === MAINTENANCE_CLOSE_INTENT) {
    const submission = parseWithZod(formData, { schema: MaintenanceCloseSchema })
    if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
    const { cost, receipt } = submission.value
    // The receipt first (a file of the request, kept internal), then the request closed with it.
    const uploaded = receipt.length ? await uploadFilesTo(context, { kind: 'maintenanceRequest', maintenanceRequest: id, internal: true }, receipt, 'Photo') : { failures: [], ids: [] }
    if (uploaded.failures.length) return data<FormReply>({ intent, result: submission.reply({ fieldErrors: { receipt: uploaded.failures } }) }, { status: 400 })
    try {
      await client.update('maintenance-requests', id, { status: 'closed', ...(cost !== undefined ? { costCents: cost } : {}), ...(uploaded.ids[0] ? { receipt: uploaded.ids[0] } : {}) })
    } catch (error) {
      const reply = apiErrorReply(error, { costCents: 'cost' })
      if (!reply) throw error
      return data<FormReply>({ intent, result: submission.reply(reply.reply) }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: 'Request closed.' })
    throw redirect(returnTo)
  }
  if (intent === MAINTENANCE_RECORD_EXPENSE_INTENT) {
    // A request closed with a cost before closing recorded expenses: record it now (once).
    try {
      await client.endpoint('POST', 'maintenance-requests', `/${id}/expense`)
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: { status: 'error', error: { '': reply.reply.formErrors } } }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: 'Expense recorded.' })
    throw redirect(returnTo)
  }
  if (intent === MAINTENANCE_REVOKE_LINK_INTENT) {
    try {
      await client.endpoint('POST', 'maintenance-requests', `/${id}/vendor-link/revoke`)
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: { status: 'error', error: { '': reply.reply.formErrors } } }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: 'Vendor link revoked.' })
    throw redirect(returnTo)
  }
  if (intent === MAINTENANCE_VENDOR_LINK_INTENT) {
    try {
      const link = await client.endpoint<{ path: string; expiresAt: string }>('POST', 'maintenance-requests', `/${id}/vendor-link`)
      return data<VendorLinkReply>({ intent: MAINTENANCE_VENDOR_LINK_INTENT, url: new URL(link.path, request.url).toString(), expiresAt: link.expiresAt })
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: { status: 'error', error: { '': reply.reply.formErrors } } }, { status: reply.status })
    }
  }
  return null
}

function statusToast(status: MaintenanceStatus, area: MaintenanceArea) {
  if (area === 'tenant' && status === 'closed') return 'Thanks for confirming the fix.'
  if (status === 'in-progress') return 'Request is in progress.'
  if (status === 'completed') return 'Request marked completed.'
  if (status === 'closed') return 'Request closed.'
  if (status === 'cancelled') return 'Request cancelled.'
  return 'Request updated.'
}

export type VendorJob = {
  job: {
    number: number | null
    title: string
    description: string
    category: MaintenanceCategory
    priority: MaintenancePriority
    status: MaintenanceStatus
    address: string | null
    permissionToEnter: boolean
    preferredTimes: string | null
    assigneeName: string | null
    dueDate: string | null
    landlordName: string | null
    landlordPhone: string | null
    canMarkDone: boolean
  }
  comments: Array<{ id: number; body: string; authorName: string | null; createdAt: string; files: string[] }>
}

/** A vendor's job by its signed link (no account); an invalid or expired link is a 404 with the spec's message. */
export async function loadVendorJob(token: string | undefined): Promise<VendorJob | { invalid: string }> {
  try {
    return await collectionClient(null).endpoint<VendorJob>('GET', 'maintenance-requests', `/vendor/${encodeURIComponent(token ?? '')}`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { invalid: maintenanceMessages.vendorLinkInvalid }
    throw error
  }
}

/**
 * The vendor page's forms (a comment; mark done with an optional comment), as the vendor
 * without an account: the link is the only credential. Success goes back to the page.
 */
export async function vendorJobAction(context: Context, token: string | undefined, formData: FormData) {
  const intent = formData.get('intent')
  if (intent !== VENDOR_COMMENT_INTENT && intent !== VENDOR_DONE_INTENT) throw new Response(null, { status: 400 })
  const submission = parseWithZod(formData, { schema: intent === VENDOR_COMMENT_INTENT ? VendorCommentSchema : VendorCommentSchema.partial() })
  if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
  // Multipart, so that a photo goes with the comment or with 'Mark done'.
  const body = new FormData()
  body.append('_payload', JSON.stringify({ intent, body: submission.value.body ?? '' }))
  const photo = submission.value.photo?.[0]
  if (photo) body.append('file', photo, photo.name)
  try {
    await apiFetch('POST', `/maintenance-requests/vendor/${encodeURIComponent(token ?? '')}`, { formData: body })
  } catch (error) {
    const reply = apiErrorReply(error, { file: 'photo' })
    if (!reply) throw error
    return data<FormReply>({ intent, result: submission.reply(reply.reply) }, { status: reply.status })
  }
  flashToast(context, { type: 'success', title: intent === VENDOR_DONE_INTENT ? 'Marked done. Thank you!' : 'Comment sent.' })
  // From the route's token, not the request's URL: a client-side submission's URL carries a `.data` suffix.
  throw redirect(`/app/vendor/maintenance/${encodeURIComponent(token ?? '')}`)
}

/** Where a landlord's maintenance tab is: a property (its units included), a unit or a lease. */
export type MaintenanceTabPlace = { kind: 'property' | 'unit' | 'lease'; param: string | undefined }

/** A property, unit or lease tab (product-spec §2 …/maintenance): every status of that place, filters in the URL, and its drawer preset to the place. */
export async function loadMaintenanceTab(context: Context, request: Request, place: MaintenanceTabPlace) {
  await requireLandlord(context)
  const id = requireId(place.param)
  const [list, drawer] = await Promise.all([
    loadMaintenanceList(context, request, { list: 'all', [place.kind]: id }),
    maintenanceDrawerData(context, request, 'landlord', `${place.kind}:${id}`),
  ])
  return { place: `${place.kind}:${id}`, kind: place.kind, list, drawer }
}

const PLACE_COLLECTIONS = { property: 'properties', unit: 'units', lease: 'leases' } as const

/**
 * A property's, unit's or lease's Maintenance tab as CSV: the tab's requests (every status,
 * a property's units' included) with the tab's filters and sort from the URL, the columns of
 * the lists' export. A file without rows only for a place of the caller's: another
 * organization's place, or none, is a 404 (one more call, made only when nothing matched).
 */
export async function maintenanceTabCsv(context: Context, request: Request, place: MaintenanceTabPlace) {
  await requireLandlord(context)
  const id = requireId(place.param)
  return maintenanceCsv(context, request, { list: 'all', [place.kind]: id }, {
    filename: `maintenance-${place.kind}-${id}.csv`,
    whenEmpty: () => orNotFound(api(context).findById(PLACE_COLLECTIONS[place.kind], id, { depth: 0, joins: false, select: { createdAt: true } })),
  })
}

/** The tab's one form: the 'Maintenance request' drawer. */
export async function maintenanceTabAction(context: Context, request: Request) {
  await requireLandlord(context)
  const formData = await request.formData()
  if (formData.get('intent') === MAINTENANCE_REQUEST_INTENT) return maintenanceRequestAction(context, formData, 'landlord')
  throw new Response(null, { status: 400 })
}
