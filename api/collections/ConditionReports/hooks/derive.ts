import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { writableParent } from '@api/access/writable'
import { ClientError } from '@api/errors'
import type { ConditionReport, Lease, Unit } from '@api/payload-types'
import { formatLocality, formatStreet } from '@common/address'
import {
  conditionReportMessages,
  isConditionRating,
  MAX_CONDITION_ITEMS_PER_ROOM,
  MAX_CONDITION_NAME,
  MAX_CONDITION_NOTES,
  MAX_CONDITION_ROOMS,
  roomsFrom,
  templateRooms,
  type ConditionItem,
  type ConditionRoom,
} from '@common/condition-reports'
import { idOf } from '@common/ids'

/** Set by the server's own transitions (request, sign, complete): they write what no client may. */
export const CONDITION_REPORT_SERVER_WRITE = 'leasewell:conditionReportServerWrite'

const SLUG = 'condition-reports'
/** Fixed at create, or written only by the server's transitions. */
const FIXED_FIELDS = ['lease', 'basedOn', 'organization', 'property', 'unit', 'unitAddress', 'status', 'signers', 'signatures', 'requestedAt', 'completedAt', 'pdf', 'pdfSha256', 'createdBy'] as const

const refuse = (req: PayloadRequest, message: string, path: string) => new ValidationError({ collection: SLUG, errors: [{ message, path }] }, req.t)

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const ID = /^[a-z0-9][a-z0-9.-]{0,80}$/

/**
 * The rooms a client sends, checked and cleaned: names, ids, ratings and notes within their
 * limits. The tenants' notes are never the client's to write: each item keeps the ones it had.
 */
export function normalizeRooms(req: PayloadRequest, value: unknown, previous: readonly ConditionRoom[]): ConditionRoom[] {
  const invalid = () => refuse(req, conditionReportMessages.roomsInvalid, 'rooms')
  if (!Array.isArray(value) || value.length > MAX_CONDITION_ROOMS) throw invalid()
  const tenantNotes = new Map(previous.flatMap((room) => room.items.map((item) => [item.id, item.tenantNotes ?? []] as const)))
  const seen = new Set<string>()
  return value.map((rawRoom): ConditionRoom => {
    const room = rawRoom as Partial<ConditionRoom> | null
    if (!room || typeof room !== 'object' || !Array.isArray(room.items) || room.items.length > MAX_CONDITION_ITEMS_PER_ROOM) throw invalid()
    const id = String(room.id ?? '')
    const name = text(room.name, MAX_CONDITION_NAME)
    if (!ID.test(id) || !name || seen.has(id)) throw invalid()
    seen.add(id)
    return {
      id,
      name,
      items: room.items.map((rawItem): ConditionItem => {
        const item = rawItem as Partial<ConditionItem> | null
        const itemId = String(item?.id ?? '')
        const itemName = text(item?.name, MAX_CONDITION_NAME)
        if (!item || !ID.test(itemId) || !itemName || seen.has(itemId)) throw invalid()
        if (item.rating !== null && item.rating !== undefined && !isConditionRating(item.rating)) throw invalid()
        if (typeof item.notes === 'string' && item.notes.trim().length > MAX_CONDITION_NOTES) throw refuse(req, conditionReportMessages.notesTooLong, 'rooms')
        seen.add(itemId)
        return { id: itemId, name: itemName, rating: item.rating ?? null, notes: text(item.notes, MAX_CONDITION_NOTES), tenantNotes: tenantNotes.get(itemId) ?? [] }
      }),
    }
  })
}

/** '12 Oak St, Apt 2, Austin, TX 78701': the unit's address when it has one, else the property's. */
async function addressOf(req: PayloadRequest, lease: Lease) {
  const [property, unit] = await Promise.all([
    idOf(lease.property) ? req.payload.findByID({ collection: 'properties', id: idOf(lease.property)!, depth: 0, overrideAccess: true, req, disableErrors: true }) : null,
    idOf(lease.unit) ? req.payload.findByID({ collection: 'units', id: idOf(lease.unit)!, depth: 0, overrideAccess: true, req, disableErrors: true }) : null,
  ])
  const address = unit?.address?.line1 ? unit.address : property?.address
  const street = [formatStreet(address), unit?.name && !unit.address?.line1 ? unit.name : null].filter(Boolean).join(', ')
  return { text: [street, formatLocality(address)].filter(Boolean).join(', ') || null, unit }
}

/**
 * Who may write what (product-spec §1 condition reports):
 * - create: staff of the lease's organization (the write rule, ADR 024); organization,
 *   property, unit and address come from the lease; the rooms from the unit's template, or
 *   from the report it is started from (a move-out from the move-in: same rooms and items);
 * - update: staff change the type and the rooms (the tenants' notes stay theirs) until the
 *   report is completed; a completed report is locked for everyone. Status, signers and
 *   signatures change only through the report's endpoints.
 */
export const deriveConditionReport: CollectionBeforeChangeHook<ConditionReport> = async ({ data, originalDoc, req, operation }) => {
  if (req.context[CONDITION_REPORT_SERVER_WRITE]) return data
  if (operation === 'create') {
    const lease = await writableParent<Lease>(req, 'leases', data.lease, { path: 'lease', slug: SLUG })
    let rooms: ConditionRoom[]
    if (data.basedOn !== undefined && data.basedOn !== null) {
      const basedOn = await writableParent<ConditionReport>(req, SLUG, data.basedOn, { path: 'basedOn', slug: SLUG })
      if (idOf(basedOn.lease) !== lease.id || basedOn.status !== 'completed') throw refuse(req, conditionReportMessages.basedOnInvalid, 'basedOn')
      rooms = roomsFrom((basedOn.rooms ?? []) as ConditionRoom[])
      data.basedOn = basedOn.id
    } else {
      data.basedOn = null
    }
    const { text: address, unit } = await addressOf(req, lease)
    rooms ??= data.rooms ? normalizeRooms(req, data.rooms, []) : templateRooms((unit ?? {}) as Pick<Unit, 'information' | 'appliances'>)
    return {
      ...data,
      lease: lease.id,
      organization: idOf(lease.organization)!,
      property: idOf(lease.property),
      unit: idOf(lease.unit),
      unitAddress: address,
      rooms,
      status: 'draft',
      signers: [],
      signatures: [],
      requestedAt: null,
      completedAt: null,
      pdf: null,
      pdfSha256: null,
      createdBy: req.user?.id ?? null,
    }
  }
  if (!originalDoc) return data
  if (originalDoc.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
  const sent = data as Record<string, unknown>
  const original = originalDoc as unknown as Record<string, unknown>
  // Put back what was sent (validation reads it), never take it.
  for (const field of FIXED_FIELDS) if (field in sent) sent[field] = idOf(original[field]) ?? original[field] ?? null
  if ('rooms' in sent) data.rooms = normalizeRooms(req, sent.rooms, (originalDoc.rooms ?? []) as ConditionRoom[])
  return data
}

/** A completed report is kept as signed: it cannot be deleted. */
export const keepCompletedReports: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const report = await req.payload.findByID({ collection: SLUG, id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { status: true } })
  if (report?.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
}
