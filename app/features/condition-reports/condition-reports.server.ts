/**
 * Condition reports on the server (product-spec §1 condition reports, §2 routes and drawers):
 * the lists of the lease, property and unit tabs and of a tenant's lease, a report's page (one
 * room per page: `?room=`), and every form's action. Everything goes through the REST API
 * with the caller's token: a draft never reaches a tenant because the API never returns it.
 */
import { uploadFilesTo } from '~/features/files/files.server'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Where } from 'payload'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { ConditionReport } from '@api/payload-types'
import {
  conditionReportMessages,
  landlordConditionReportPath,
  shownSigners,
  tenantConditionReportPath,
  type ConditionReportStatus,
  type ConditionReportType,
  type ConditionRoom,
  type ConditionSignature,
  type ConditionSigner,
} from '@common/condition-reports'
import { idOf } from '@common/ids'
import { moveInChecklistLaw, type MoveInChecklistLaw } from '@common/move-in-checklists'
import { securityDepositMessages } from '@common/security-deposits'
import { leaseTitle } from '~/features/portfolio/lease-display'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireLandlord, requireTenant } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { apiErrorReply, requireId, submitForm, type FormReply } from '~/utils/form-action.server'
import {
  CONDITION_REPORT_COMPLETE_INTENT,
  CONDITION_REPORT_CONFIG_DRAWER,
  CONDITION_REPORT_CREATE_INTENT,
  CONDITION_REPORT_DEDUCT_INTENT,
  CONDITION_REPORT_LINK_INTENT,
  CONDITION_REPORT_LINK_SEND_INTENT,
  CONDITION_REPORT_REQUEST_INTENT,
  CONDITION_REPORT_ROOM_INTENT,
  CONDITION_REPORT_SIGN_INTENT,
  CONDITION_REPORT_TENANT_ROOM_INTENT,
  ConditionDeductionSchema,
  ConditionReportCreateSchema,
  ConditionRoomSchema,
  deductIntentFor,
  ConditionSignSchema,
  LEASE_PICKER_DRAWER,
  TenantRoomSchema,
} from './condition-report-forms'

type Context = Readonly<RouterContextProvider>
export type ConditionReportArea = 'landlord' | 'tenant'

export type ConditionReportRow = {
  id: number
  type: ConditionReportType
  status: ConditionReportStatus
  address: string | null
  lease: number | null
  createdAt: string
  completedAt: string | null
  href: string
}

const toRow = (report: Pick<ConditionReport, 'id' | 'type' | 'status' | 'unitAddress' | 'lease' | 'createdAt' | 'completedAt'>, area: ConditionReportArea): ConditionReportRow => ({
  id: report.id,
  type: report.type,
  status: report.status,
  address: report.unitAddress ?? null,
  lease: idOf(report.lease),
  createdAt: report.createdAt,
  completedAt: report.completedAt ?? null,
  href: area === 'tenant' ? tenantConditionReportPath(idOf(report.lease) ?? 0, report.id) : landlordConditionReportPath(report.id),
})

const LIST_SELECT = { type: true, status: true, unitAddress: true, lease: true, createdAt: true, completedAt: true } as const

/** The reports of a lease, property or unit, newest first (a tab shows them all: a lease has a handful). */
async function listReports(context: Context, where: Where, area: ConditionReportArea) {
  const reports = await api(context).findEvery('condition-reports', { where, sort: '-createdAt', depth: 0, select: LIST_SELECT })
  return reports.map((report) => toRow(report, area))
}

export type ConditionReportTabPlace = { kind: 'property' | 'unit' | 'lease'; param: string | undefined }
export type LeaseOption = readonly [string, string]
export type ConditionReportDrawerData = { drawer: 'config' | 'lease-picker'; leases: LeaseOption[]; lease: string | null; moveIns: LeaseOption[] }

/**
 * A landlord's Condition Reports tab (product-spec §2 property, unit and lease tabs): the list
 * and, when the URL opens it, the new-report drawer — 'config' on a lease (its completed
 * move-ins to start a move-out from), 'lease picker' on a property or unit (its leases).
 */
export async function loadConditionReportTab(context: Context, request: Request, place: ConditionReportTabPlace) {
  await requireLandlord(context)
  const id = requireId(place.param)
  const url = new URL(request.url)
  const open = openDrawer(url.search).name
  const client = api(context)
  const [rows, drawer] = await Promise.all([
    listReports(context, { [place.kind]: { equals: id } }, 'landlord'),
    (async (): Promise<ConditionReportDrawerData | null> => {
      if (place.kind === 'lease' && open === CONDITION_REPORT_CONFIG_DRAWER) {
        const moveIns = await client.findEvery('condition-reports', { where: { and: [{ lease: { equals: id } }, { status: { equals: 'completed' } }] }, sort: '-completedAt', depth: 0, select: LIST_SELECT })
        return { drawer: 'config', leases: [], lease: String(id), moveIns: moveIns.map((report) => [String(report.id), `#${report.id} ${report.type} · completed ${report.completedAt?.slice(0, 10) ?? ''}`] as const) }
      }
      if (place.kind !== 'lease' && open === LEASE_PICKER_DRAWER) {
        const leases = await client.findEvery('leases', { where: { and: [{ [place.kind]: { equals: id } }, { archived: { not_equals: true } }] }, sort: '-startDate', depth: 1, select: { nickname: true, unit: true }, populate: { units: { name: true, address: true } }, joins: false })
        const options = leases.map((lease) => [String(lease.id), leaseTitle(lease)] as const)
        const wanted = url.searchParams.get('lease')
        return { drawer: 'lease-picker', leases: options, lease: wanted && options.some(([value]) => value === wanted) ? wanted : options.length === 1 ? options[0]![0] : null, moveIns: [] }
      }
      return null
    })(),
  ])
  return { kind: place.kind, rows, drawer }
}

/** The tab's one form: a new report, built by the API from the unit (or the move-in), then its page. */
export async function conditionReportTabAction(context: Context, request: Request) {
  await requireLandlord(context)
  const formData = await request.formData()
  if (formData.get('intent') !== CONDITION_REPORT_CREATE_INTENT) throw new Response(null, { status: 400 })
  return submitForm({
    context,
    formData,
    schema: ConditionReportCreateSchema,
    intent: CONDITION_REPORT_CREATE_INTENT,
    mutate: (value) => api(context).create('condition-reports', { lease: Number(value.lease), type: value.type, ...(value.basedOn ? { basedOn: Number(value.basedOn) } : {}) }),
    toast: { type: 'success', title: 'Report created. Fill it in room by room.' },
    // A page of this app (never a file or an API URL): the client router follows it like any other.
    redirectTo: (result) => landlordConditionReportPath(result.doc.id),
  })
}

/** A tenant's lease tab: the lease's requested and completed reports (the API never returns a draft to a tenant). */
export async function loadTenantConditionReports(context: Context, leaseParam: string | undefined) {
  await requireTenant(context)
  const lease = requireId(leaseParam)
  return { rows: await listReports(context, { lease: { equals: lease } }, 'tenant') }
}

/** A photo: the original's stored name (linked, with its SHA-256) and its thumbnail's, when the server made one (ADR 031). */
export type ConditionPhoto = { id: number; filename: string; thumbnail: string | null; nickname: string; sha256: string | null; uploadedBy: number | null }
export type ConditionReportView = ConditionReportRow & {
  rooms: ConditionRoom[]
  /** Photos by item id. */
  photos: Record<string, ConditionPhoto[]>
  signers: ConditionSigner[]
  signatures: ConditionSignature[]
  requestedAt: string | null
  pdf: { filename: string; sha256: string | null } | null
  pdfSha256: string | null
  /** The report a move-out started from, with its rooms and photos (shown side by side). */
  basedOn: { id: number; type: ConditionReportType; rooms: ConditionRoom[]; photos: Record<string, ConditionPhoto[]> } | null
  /** The room shown (`?room=`), or null for the overview. */
  room: ConditionRoom | null
  nextRoom: ConditionRoom | null
  userId: number
  /** A landlord's move-out: the lease's deposit, and the deductions already made from this report's items (ADR 031). */
  deductions: ConditionDeductions | null
}

export type ConditionDeductions = {
  /** 'open': the lease has a requested or held deposit to deduct from; 'returned': only returned ones; 'none': no deposit. */
  deposit: 'open' | 'returned' | 'none'
  byItem: Record<string, { amount: number; description: string | null }>
}

/** The lease's deposits as a move-out's comparison needs them: can it still be deducted from, and what was already deducted from this report. */
async function deductionsOf(context: Context, leaseId: number, reportId: number): Promise<ConditionDeductions> {
  const { docs } = await api(context).find('security-deposits', { where: { lease: { equals: leaseId } }, depth: 0, limit: 20, select: { status: true, deductions: true } })
  const byItem: ConditionDeductions['byItem'] = {}
  for (const deposit of docs) {
    for (const row of deposit.deductions ?? []) {
      if (row.conditionItem && idOf(row.conditionReport) === reportId) byItem[row.conditionItem] = { amount: row.amount, description: row.description ?? null }
    }
  }
  const deposit = docs.some((entry) => entry.status !== 'returned') ? 'open' : docs.length ? 'returned' : 'none'
  return { deposit, byItem }
}

async function photosOf(context: Context, reportId: number) {
  const files = await api(context).findEvery('files', {
    where: { and: [{ conditionReport: { equals: reportId } }, { conditionItem: { exists: true } }] },
    sort: 'createdAt',
    depth: 0,
    select: { filename: true, nickname: true, sha256: true, conditionItem: true, uploadedBy: true, sizes: { thumbnail: { filename: true } } },
  })
  const byItem: Record<string, ConditionPhoto[]> = {}
  for (const file of files) {
    if (!file.conditionItem || !file.filename) continue
    ;(byItem[file.conditionItem] ??= []).push({ id: file.id, filename: file.filename, thumbnail: file.sizes?.thumbnail?.filename ?? null, nickname: file.nickname, sha256: file.sha256 ?? null, uploadedBy: idOf(file.uploadedBy) })
  }
  return byItem
}

/** A report with its photos (and the move-in's, for a move-out); another organization's, another lease's or a tenant's draft is a 404. */
export async function loadConditionReport(context: Context, request: Request, rawId: string | undefined, area: ConditionReportArea, leaseParam?: string) {
  const user = area === 'landlord' ? await requireLandlord(context) : await requireTenant(context)
  const id = requireId(rawId)
  const client = api(context)
  let report: ConditionReport
  try {
    report = await client.findById('condition-reports', id, { depth: 1, populate: { files: { filename: true, sha256: true } } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  if (area === 'tenant' && idOf(report.lease) !== requireId(leaseParam)) throw data(null, { status: 404 })
  const basedOnId = idOf(report.basedOn)
  const compared = area === 'landlord' && report.type === 'move-out' && basedOnId !== null
  const [photos, basedOn, basedOnPhotos, deductions] = await Promise.all([
    photosOf(context, id),
    basedOnId ? client.findById('condition-reports', basedOnId, { depth: 0, select: { type: true, rooms: true } }).catch(() => null) : null,
    basedOnId ? photosOf(context, basedOnId) : {},
    compared ? deductionsOf(context, idOf(report.lease) as number, id) : null,
  ])
  const rooms = (report.rooms ?? []) as ConditionRoom[]
  const roomId = new URL(request.url).searchParams.get('room')
  const index = rooms.findIndex((room) => room.id === roomId)
  const pdf = report.pdf && typeof report.pdf === 'object' ? report.pdf : null
  return {
    ...toRow(report, area),
    rooms,
    photos,
    // A tenant removed from the lease since the request is shown only if it had signed (ADR 031).
    signers: shownSigners((report.signers ?? []) as ConditionSigner[], (report.signatures ?? []) as ConditionSignature[]),
    signatures: (report.signatures ?? []) as ConditionSignature[],
    requestedAt: report.requestedAt ?? null,
    pdf: pdf?.filename ? { filename: pdf.filename, sha256: pdf.sha256 ?? null } : null,
    pdfSha256: report.pdfSha256 ?? null,
    basedOn: basedOn ? { id: basedOn.id, type: basedOn.type, rooms: (basedOn.rooms ?? []) as ConditionRoom[], photos: basedOnPhotos } : null,
    room: index >= 0 ? rooms[index]! : null,
    nextRoom: index >= 0 ? (rooms[index + 1] ?? null) : null,
    userId: user.id,
    deductions,
  } satisfies ConditionReportView
}

/**
 * The lease page's reminder (ADR 031): the law of the unit's state when it requires a move-in
 * checklist and no move-in report of the lease is completed yet; null otherwise (one API call,
 * made only in such a state).
 */
export async function loadMoveInChecklistReminder(context: Context, leaseId: number, state: string | null | undefined): Promise<MoveInChecklistLaw | null> {
  const law = moveInChecklistLaw(state)
  if (!law) return null
  // Whether one exists: one row, no count.
  const { docs } = await api(context).find('condition-reports', {
    where: { and: [{ lease: { equals: leaseId } }, { type: { equals: 'move-in' } }, { status: { equals: 'completed' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { id: true },
  })
  return docs.length ? null : law
}

const roomHref = (base: string, roomId: string | null | undefined) => (roomId ? `${base}?room=${encodeURIComponent(roomId)}` : base)

/** A signing link just made for a tenant (shown once on the landlord's page to copy and send). */
export type SigningLinkReply = { intent: typeof CONDITION_REPORT_LINK_INTENT; contact: number; url: string; expiresAt: string }

/**
 * The forms of a report's page. Landlord: save a room (ratings, notes, photos), request the
 * report from the tenants, complete it. Tenant: save its notes and photos of a room, sign.
 * Every success ends in a redirect to a page of the report (never a file or API URL).
 */
export async function conditionReportPageAction(context: Context, request: Request, rawId: string | undefined, area: ConditionReportArea, leaseParam?: string) {
  if (area === 'landlord') await requireLandlord(context)
  else await requireTenant(context)
  const id = requireId(rawId)
  const base = area === 'tenant' ? tenantConditionReportPath(requireId(leaseParam), id) : landlordConditionReportPath(id)
  const client = api(context)
  const formData = await request.formData()
  const intent = formData.get('intent')

  if (area === 'landlord' && (intent === CONDITION_REPORT_REQUEST_INTENT || intent === CONDITION_REPORT_COMPLETE_INTENT)) {
    try {
      await client.endpoint('POST', 'condition-reports', `/${id}/${intent === CONDITION_REPORT_REQUEST_INTENT ? 'request' : 'complete'}`)
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: { status: 'error', error: { '': reply.reply.formErrors.length ? reply.reply.formErrors : Object.values(reply.reply.fieldErrors).flat() } } }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: intent === CONDITION_REPORT_REQUEST_INTENT ? 'Report sent to the tenants.' : 'Report completed and locked.' })
    throw redirect(base)
  }

  if (area === 'landlord' && intent === CONDITION_REPORT_DEDUCT_INTENT) {
    const item = formData.get('item')
    return submitForm({
      context,
      formData,
      schema: ConditionDeductionSchema,
      intent: deductIntentFor(typeof item === 'string' ? item : ''),
      mutate: (value) => client.endpoint('POST', 'condition-reports', `/${id}/deduct`, { json: value }),
      toast: { type: 'success', title: securityDepositMessages.deducted, description: 'It is listed on the lease’s security deposit and applied when you return it.' },
      redirectTo: `${base}#compare`,
    })
  }

  if (area === 'landlord' && intent === CONDITION_REPORT_ROOM_INTENT) {
    const submission = parseWithZod(formData, { schema: ConditionRoomSchema })
    if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
    const value = submission.value
    const report = await client.findById('condition-reports', id, { depth: 0, select: { rooms: true } })
    const rooms = structuredClone((report.rooms ?? []) as ConditionRoom[])
    const room = rooms.find((entry) => entry.id === value.room)
    if (!room) throw data(null, { status: 404 })
    for (const sent of value.items) {
      const item = room.items.find((entry) => entry.id === sent.id)
      if (!item) continue
      item.rating = sent.rating ?? null
      item.notes = sent.notes ?? ''
    }
    try {
      await client.update('condition-reports', id, { rooms })
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: submission.reply(reply.reply) }, { status: reply.status })
    }
    const failures = (await Promise.all(value.items.map((sent) => uploadFilesTo(context, { kind: 'conditionReport', conditionReport: id, conditionItem: sent.id }, sent.photos, 'Photo').then((result) => result.failures)))).flat()
    flashToast(context, failures.length ? { type: 'error', title: 'Room saved, but some photos were not added.', description: failures.join(' ') } : { type: 'success', title: `${room.name} saved.` })
    throw redirect(roomHref(base, value.next ?? room.id))
  }

  if (area === 'tenant' && intent === CONDITION_REPORT_TENANT_ROOM_INTENT) {
    const submission = parseWithZod(formData, { schema: TenantRoomSchema })
    if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
    const value = submission.value
    const user = await requireTenant(context)
    const report = await client.findById('condition-reports', id, { depth: 0, select: { rooms: true } })
    const room = ((report.rooms ?? []) as ConditionRoom[]).find((entry) => entry.id === value.room)
    if (!room) throw data(null, { status: 404 })
    try {
      for (const sent of value.items) {
        const item = room.items.find((entry) => entry.id === sent.id)
        if (!item) continue
        const mine = item.tenantNotes.find((note) => note.user === user.id)?.notes ?? ''
        if ((sent.notes ?? '') !== mine) await client.endpoint('POST', 'condition-reports', `/${id}/notes`, { json: { item: sent.id, notes: sent.notes ?? '' } })
      }
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: submission.reply({ formErrors: reply.reply.formErrors.length ? reply.reply.formErrors : Object.values(reply.reply.fieldErrors).flat() }) }, { status: reply.status })
    }
    const failures = (await Promise.all(value.items.map((sent) => uploadFilesTo(context, { kind: 'conditionReport', conditionReport: id, conditionItem: sent.id }, sent.photos, 'Photo').then((result) => result.failures)))).flat()
    flashToast(context, failures.length ? { type: 'error', title: 'Saved, but some photos were not added.', description: failures.join(' ') } : { type: 'success', title: `${room.name} saved.` })
    throw redirect(roomHref(base, value.next ?? room.id))
  }

  if (area === 'landlord' && (intent === CONDITION_REPORT_LINK_INTENT || intent === CONDITION_REPORT_LINK_SEND_INTENT)) {
    const contact = Number(formData.get('contact'))
    const send = intent === CONDITION_REPORT_LINK_SEND_INTENT
    let link: { path: string; expiresAt: string; sentTo: string | null }
    try {
      link = await client.endpoint<typeof link>('POST', 'condition-reports', `/${id}/tenant-link`, { json: { contact, send } })
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      // Keyed by the tenant too: the page shows the message next to that tenant's buttons.
      return data<FormReply & { contact: number }>({ intent, contact, result: { status: 'error', error: { '': [...reply.reply.formErrors, ...Object.values(reply.reply.fieldErrors).flat()] } } }, { status: reply.status })
    }
    if (!send) return data<SigningLinkReply>({ intent: CONDITION_REPORT_LINK_INTENT, contact, url: new URL(link.path, request.url).toString(), expiresAt: link.expiresAt })
    flashToast(context, { type: 'success', title: `Signing link e-mailed to ${link.sentTo}.`, description: 'The link sent before no longer works.' })
    throw redirect(base)
  }

  if (area === 'tenant' && intent === CONDITION_REPORT_SIGN_INTENT) {
    return submitForm({
      context,
      formData,
      schema: ConditionSignSchema,
      intent,
      mutate: (value) => client.endpoint<{ doc: ConditionReport }>('POST', 'condition-reports', `/${id}/sign`, { json: { name: value.name, agree: value.agree } }),
      toast: (result) => ({ type: 'success', title: result.doc.status === 'completed' ? 'Signed. Every tenant has signed: the report is complete.' : 'Signed. The report completes when every tenant has signed.' }),
      redirectTo: base,
    })
  }
  throw new Response(conditionReportMessages.roomsInvalid, { status: 400 })
}
