import { NotFound, type Access, type FieldAccess, type PayloadRequest, type Where } from 'payload'
import { hiddenUnlessReadable, isAdmin, oneOf } from '@api/access'
import { getMembership } from '@api/access/membership'
import { getTenancy } from '@api/access/tenancy'
import { idOf } from '@common/ids'

/**
 * Maintenance requests (product-spec §1): the staff of the organization read and change
 * them; the tenants of the request's lease read theirs and change only its status (the
 * hooks say which changes); anyone else, by id, gets 404.
 */
export const readMaintenanceRequests: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const [{ organizationIds }, tenancy] = await Promise.all([getMembership(req), getTenancy(req)])
  const staff: Where = oneOf('organization', organizationIds)
  return tenancy.leaseIds.length ? { or: [staff, oneOf('lease', tenancy.leaseIds)] } : staff
}

/**
 * The thread: staff read every entry of their organization's requests; a tenant of the
 * lease reads the shared ones only. An internal comment is never returned to a tenant,
 * whatever the query (by id it is a 404).
 */
export const readMaintenanceComments: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const [{ organizationIds }, tenancy] = await Promise.all([getMembership(req), getTenancy(req)])
  const staff: Where = oneOf('organization', organizationIds)
  if (!tenancy.leaseIds.length) return staff
  return { or: [staff, { and: [oneOf('lease', tenancy.leaseIds), { visibility: { equals: 'shared' } }] }] }
}

const staffOnly: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  return oneOf('organization', (await getMembership(req)).organizationIds)
}

export const signedInUser: Access = ({ req }) => Boolean(req.user)
export const updateMaintenanceRequests = hiddenUnlessReadable('maintenance-requests', readMaintenanceRequests)
export const deleteMaintenanceRequests = hiddenUnlessReadable('maintenance-requests', staffOnly)
/** A thread entry is never edited (the log stays as written); staff may delete a comment. */
export const updateMaintenanceComments = hiddenUnlessReadable('maintenance-comments', () => false)
export const deleteMaintenanceComments = hiddenUnlessReadable('maintenance-comments', staffOnly)

export type MaintenanceRole = 'staff' | 'tenant'

/** The caller's role towards a request of `organization` on `lease`: staff, a tenant of the lease, or nobody (404). */
export async function maintenanceRoleOf(req: PayloadRequest, doc: { organization: unknown; lease?: unknown }): Promise<MaintenanceRole> {
  if (!req.user || isAdmin(req)) return 'staff'
  const { organizationIds } = await getMembership(req)
  if (organizationIds.includes(idOf(doc.organization) as number)) return 'staff'
  const { leaseIds } = await getTenancy(req)
  if (leaseIds.includes(idOf(doc.lease) as number)) return 'tenant'
  throw new NotFound(req.t)
}

/** A field only the request's staff read and write (the cost and its receipt): a tenant never sees it. */
const staffOfDoc: FieldAccess = async ({ req, doc, data }) => {
  if (!req.user || isAdmin(req)) return true
  const organization = idOf((doc as { organization?: unknown } | undefined)?.organization ?? (data as { organization?: unknown } | undefined)?.organization)
  const { organizationIds } = await getMembership(req)
  // On create the organization is not known yet: the hooks refuse a tenant's staff fields.
  return organization === null ? organizationIds.length > 0 : organizationIds.includes(organization)
}
export const staffFieldAccess = { read: staffOfDoc, create: staffOfDoc, update: staffOfDoc }
