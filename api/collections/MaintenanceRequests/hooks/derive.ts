import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { allWritable } from '@api/access/writable'
import { ClientError } from '@api/errors'
import { canTransition, isMaintenancePriority, isMaintenanceStatus, MAINTENANCE_PRIORITY_RANK, maintenanceMessages, tenantStatusActions, type MaintenanceStatus } from '@common/maintenance'
import { idOf } from '@common/ids'
import { formatLocality, formatStreet } from '@common/address'
import { maintenanceRoleOf } from '../access'

/** Fields only the landlord's staff set: the assignee, the due date, the cost and its receipt. */
const STAFF_FIELDS = ['assigneeContact', 'assigneeName', 'dueDate', 'costCents', 'receipt'] as const
/** Fixed at create: where the request is and who filed it. */
const FIXED_FIELDS = ['lease', 'property', 'unit', 'organization', 'number', 'address', 'landlordPhone', 'createdBy', 'createdByName'] as const

const refuse = (req: PayloadRequest, message: string, path: string) => new ValidationError({ collection: 'maintenance-requests', errors: [{ message, path }] }, req.t)

const sameValue = (a: unknown, b: unknown) => {
  const left = idOf(a) ?? a ?? null
  const right = idOf(b) ?? b ?? null
  if (left instanceof Date || right instanceof Date) return String(left) === String(right)
  return JSON.stringify(left) === JSON.stringify(right)
}

/** Where the request is (its lease, or a property and optional unit), read as the caller: what it cannot read does not exist. */
async function placeOf(req: PayloadRequest, data: Record<string, unknown>) {
  const overrideAccess = !req.user
  const leaseId = idOf(data.lease)
  if (data.lease !== undefined && data.lease !== null && data.lease !== '' && !leaseId) throw refuse(req, RELATION_NOT_FOUND, 'lease')
  if (leaseId) {
    const lease = await req.payload.findByID({ collection: 'leases', id: leaseId, depth: 0, overrideAccess, req, disableErrors: true })
    if (!lease) throw refuse(req, RELATION_NOT_FOUND, 'lease')
    return { organization: idOf(lease.organization), lease: lease.id, property: idOf(lease.property), unit: idOf(lease.unit) }
  }
  const unitId = idOf(data.unit)
  if (unitId) {
    const unit = await req.payload.findByID({ collection: 'units', id: unitId, depth: 0, overrideAccess, req, disableErrors: true })
    if (!unit) throw refuse(req, RELATION_NOT_FOUND, 'unit')
    return { organization: idOf(unit.organization), lease: null, property: idOf(unit.property), unit: unit.id }
  }
  const propertyId = idOf(data.property)
  if (!propertyId) throw refuse(req, maintenanceMessages.leaseOrPropertyRequired, 'lease')
  const property = await req.payload.findByID({ collection: 'properties', id: propertyId, depth: 0, overrideAccess, req, disableErrors: true })
  if (!property) throw refuse(req, RELATION_NOT_FOUND, 'property')
  return { organization: idOf(property.organization), lease: null, property: property.id, unit: null }
}

/** '12 Oak St, Apt 2, Austin, TX 78701': the unit's address when it has one, else the property's (read by the server: the place is already the caller's). */
async function addressOf(req: PayloadRequest, place: { property: number | null; unit: number | null }) {
  const [property, unit] = await Promise.all([
    place.property ? req.payload.findByID({ collection: 'properties', id: place.property, depth: 0, overrideAccess: true, req, disableErrors: true }) : null,
    place.unit ? req.payload.findByID({ collection: 'units', id: place.unit, depth: 0, overrideAccess: true, req, disableErrors: true }) : null,
  ])
  const address = unit?.address?.line1 ? unit.address : property?.address
  return [formatStreet(address), formatLocality(address)].filter(Boolean).join(', ') || null
}

/** The next request number of the organization (1, 2, …), inside the creating transaction. */
async function nextNumber(req: PayloadRequest, organization: number) {
  const { docs } = await req.payload.find({
    collection: 'maintenance-requests',
    where: { organization: { equals: organization } },
    sort: '-number',
    limit: 1,
    depth: 0,
    select: { number: true },
    overrideAccess: true,
    trash: true,
    req,
  })
  return (docs[0]?.number ?? 0) + 1
}

/**
 * Who may write what (product-spec §1 maintenance requests):
 * - create: the landlord's staff anywhere in their portfolio; a tenant only on its own lease,
 *   without the staff fields; the place, organization, number and author come from the server;
 * - update: staff change anything but the place; a tenant only the status, and only
 *   cancel a new request, or confirm 'fixed' / reopen within 14 days of completion;
 * - a status change must follow the transitions; completion and closing are time-stamped.
 */
export const deriveMaintenanceRequest: CollectionBeforeChangeHook = async (args) => {
  const data = await checkRequest(args)
  // The 'Priority' sort's rank follows the priority (emergency first).
  const priority = data.priority ?? args.originalDoc?.priority ?? 'normal'
  if (isMaintenancePriority(priority)) data.priorityRank = MAINTENANCE_PRIORITY_RANK[priority]
  // The receipt is a file of this very request (uploaded first, kept internal): any other id is not found.
  const receiptId = idOf(data.receipt)
  if (receiptId && receiptId !== idOf(args.originalDoc?.receipt)) {
    const file = args.originalDoc
      ? await args.req.payload.findByID({ collection: 'files', id: receiptId, depth: 0, overrideAccess: true, req: args.req, disableErrors: true })
      : null
    if (!file || file.kind !== 'maintenanceRequest' || idOf(file.maintenanceRequest) !== args.originalDoc?.id) throw refuse(args.req, maintenanceMessages.receiptNotOfRequest, 'receipt')
  }
  // A vendor from People: its name goes with it (shown to the tenant and on the vendor's page).
  const contactId = idOf(data.assigneeContact)
  // Only a contact the caller may link (the write rule): any other id is left to the field's
  // validation, which refuses it exactly as a missing one.
  if (contactId && !data.assigneeName && (await allWritable(args.req, 'contacts', [contactId]))) {
    const contact = await args.req.payload.findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: true, req: args.req, disableErrors: true })
    if (contact) data.assigneeName = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.companyName || null
  }
  return data
}

const checkRequest: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation === 'create') {
    const place = await placeOf(req, data)
    const role = req.user ? await maintenanceRoleOf(req, place).catch(() => null) : 'staff'
    if (!role) throw refuse(req, RELATION_NOT_FOUND, place.lease ? 'lease' : 'property')
    // A tenant files for a lease, never for a property it only visits through one.
    if (role === 'tenant' && !place.lease) throw refuse(req, RELATION_NOT_FOUND, 'lease')
    if (role === 'tenant') {
      for (const field of STAFF_FIELDS) if (data[field] !== undefined && data[field] !== null && data[field] !== '') throw new ClientError(maintenanceMessages.tenantCannotChange, 403)
    }
    const status = data.status ?? 'new'
    if (!isMaintenanceStatus(status) || (role === 'tenant' && status !== 'new')) throw refuse(req, maintenanceMessages.transitionNotAllowed, 'status')
    Object.assign(data, place)
    data.address = await addressOf(req, place)
    // Shown to the tenant beside an emergency ('call now'): the landlord's phone as it was when the request was filed.
    const organization = await req.payload.findByID({ collection: 'organizations', id: place.organization as number, depth: 0, overrideAccess: true, req, disableErrors: true })
    data.landlordPhone = organization?.phoneNumber ?? null
    data.status = status
    data.number = await nextNumber(req, place.organization as number)
    data.createdBy = req.user?.id ?? null
    data.createdByName = req.user ? [req.user.firstName, req.user.lastName].filter(Boolean).join(' ') || req.user.email : (data.createdByName ?? null)
    if (status === 'completed') data.completedAt = new Date().toISOString()
    return data
  }

  if (!originalDoc) return data
  // The place and the author never change: put back what was sent (validation reads it).
  for (const field of FIXED_FIELDS) {
    if (field in data) data[field] = idOf(originalDoc[field]) ?? originalDoc[field] ?? null
  }
  const role = req.user ? await maintenanceRoleOf(req, originalDoc) : 'staff'
  if (role === 'tenant') {
    for (const [field, value] of Object.entries(data)) {
      if (field === 'status' || (FIXED_FIELDS as readonly string[]).includes(field)) continue
      if (!sameValue(value, originalDoc[field])) throw new ClientError(maintenanceMessages.tenantCannotChange, 403)
    }
  }
  const from = originalDoc.status as MaintenanceStatus
  const to = data.status
  if (to !== undefined && to !== from) {
    if (!isMaintenanceStatus(to) || !canTransition(from, to)) throw refuse(req, maintenanceMessages.transitionNotAllowed, 'status')
    if (role === 'tenant' && !tenantStatusActions(from, originalDoc.completedAt).includes(to)) {
      const windowOver = (from === 'completed' || from === 'closed') && (to === 'closed' || to === 'in-progress')
      throw refuse(req, windowOver ? maintenanceMessages.reopenWindowOver : maintenanceMessages.tenantCannotChange, 'status')
    }
    const now = new Date().toISOString()
    if (to === 'completed') data.completedAt = now
    if (to === 'closed') data.closedAt = now
    if (to === 'in-progress' && (from === 'completed' || from === 'closed')) {
      data.completedAt = null
      data.closedAt = null
    }
  }
  return data
}
