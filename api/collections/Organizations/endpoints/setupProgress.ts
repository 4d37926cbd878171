import { NotFound, type Endpoint, type PayloadRequest } from 'payload'
import type { Organization } from '../../../payload-types'
import { getMembership, type Membership } from '../../../access/membership'
import { isAdmin } from '../../../access'
import { ClientError, NOT_ALLOWED } from '../../../errors'
import type { SetupProgress, SetupStepStatus } from '../../../../common/setup'

const status = (complete: boolean): SetupStepStatus => (complete ? 'complete' : 'incomplete')

/** The organization of the route's id when the caller is its staff (admins: any); else 404 (ADR 008). */
export async function staffOrganization(req: PayloadRequest, membership?: Membership): Promise<Organization> {
  const rawId = String(req.routeParams?.id ?? '')
  if (!/^\d+$/.test(rawId)) throw new NotFound(req.t)
  const id = Number(rawId)
  const { organizationIds } = membership ?? (await getMembership(req))
  if (!isAdmin(req) && !organizationIds.includes(id)) throw new NotFound(req.t)
  const organization = await req.payload.findByID({ collection: 'organizations', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!organization) throw new NotFound(req.t)
  return organization
}

/**
 * The spec's step rules (§4 Account setup), computed from counts in one request:
 * - userVerifiedEmail: the owner is verified;
 * - businessInfo: address line 1 and organization type present, or owner information skipped;
 * - payments: no payment accounts exist yet in this product, so only 'payments skipped'
 *   completes it ('pending' comes with the payment accounts);
 * - properties, leases: at least one (the trash does not count);
 * - tenants: at least one organization permission with role tenant (an accepted invitation);
 * - rent: at least one recurring invoice — none exist yet, so it stays incomplete.
 */
export async function computeSetupProgress(req: PayloadRequest, organization: Organization): Promise<SetupProgress> {
  const inOrganization = { organization: { equals: organization.id } }
  const ownerId = typeof organization.owner === 'object' ? organization.owner.id : organization.owner
  const [owner, properties, leases, tenants] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, select: { verified: true }, req }),
    req.payload.count({ collection: 'properties', where: inOrganization, overrideAccess: true, req }),
    req.payload.count({ collection: 'leases', where: inOrganization, overrideAccess: true, req }),
    req.payload.count({ collection: 'organization-permissions', where: { and: [inOrganization, { roles: { contains: 'tenant' } }] }, overrideAccess: true, req }),
  ])
  const setup = organization.setup ?? {}
  return {
    userVerifiedEmail: status(Boolean(owner?.verified)),
    businessInfo: status(Boolean((organization.address?.line1 && organization.organizationType) || setup.ownerInformationSkipped)),
    payments: status(Boolean(setup.paymentsSkipped)),
    properties: status(properties.totalDocs > 0),
    leases: status(leases.totalDocs > 0),
    tenants: status(tenants.totalDocs > 0),
    rent: 'incomplete',
    setupSkipped: Boolean(setup.setupSkipped),
  }
}

/**
 * GET /api/organizations/{id}/setup-progress (spec §3 Account-setup progress): each step
 * 'complete' or 'incomplete', plus setupSkipped. The organization's staff only; 404 for
 * anyone else (another landlord, a tenant of the organization).
 */
export const setupProgressEndpoint: Endpoint = {
  path: '/:id/setup-progress',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const organization = await staffOrganization(req)
    return Response.json(await computeSetupProgress(req, organization))
  },
}
