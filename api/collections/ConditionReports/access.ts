import { NotFound, type Access, type PayloadRequest, type Where } from 'payload'
import { hiddenUnlessReadable, isAdmin, oneOf } from '@api/access'
import { getMembership } from '@api/access/membership'
import { getTenancy } from '@api/access/tenancy'
import { idOf } from '@common/ids'

/**
 * Condition reports (product-spec §1): the staff of the organization read and write them; the
 * tenants of the report's lease read it once it is requested or completed — a draft is the
 * landlord's alone; anyone else, by id, gets 404 (ADR 008).
 */
export const readConditionReports: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const [{ organizationIds }, tenancy] = await Promise.all([getMembership(req), getTenancy(req)])
  const staff: Where = oneOf('organization', organizationIds)
  if (!tenancy.leaseIds.length) return staff
  return { or: [staff, { and: [oneOf('lease', tenancy.leaseIds), { status: { not_equals: 'draft' } }] }] }
}

const staffOnly: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  return oneOf('organization', (await getMembership(req)).organizationIds)
}

/** Creating needs an organization to create in (the lease's, checked by the write rule). */
export const createConditionReports: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  return (await getMembership(req)).organizationIds.length > 0
}

/** Staff change a report (the hooks lock a completed one); a tenant who reads it gets 403, anyone else 404. */
export const updateConditionReports = hiddenUnlessReadable('condition-reports', staffOnly)
export const deleteConditionReports = hiddenUnlessReadable('condition-reports', staffOnly)

export type ConditionReportRole = 'staff' | 'tenant'

/** The caller's role towards a report: staff, a tenant of its lease (not of a draft), or nobody (404). */
export async function conditionReportRoleOf(req: PayloadRequest, doc: { organization: unknown; lease?: unknown; status?: string | null }): Promise<ConditionReportRole> {
  if (!req.user || isAdmin(req)) return 'staff'
  const { organizationIds } = await getMembership(req)
  if (organizationIds.includes(idOf(doc.organization) as number)) return 'staff'
  const { leaseIds } = await getTenancy(req)
  if (doc.status !== 'draft' && leaseIds.includes(idOf(doc.lease) as number)) return 'tenant'
  throw new NotFound(req.t)
}
