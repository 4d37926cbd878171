import type { PayloadRequest } from 'payload'

export type Membership = {
  /** Organizations the user belongs to as staff (any role but tenant). */
  organizationIds: number[]
  /** Organizations the user owns. */
  ownedOrganizationIds: number[]
  /** Organizations where the user holds a lease as a tenant (an accepted invitation; ADR 017). */
  tenantOrganizationIds: number[]
}

const CONTEXT_KEY = 'leasewell:membership'
const STALE_KEY = 'leasewell:membership-stale'

type PermissionRow = { organization: number | { id: number }; roles?: string[] | null }

/**
 * The header the web app sends with every call made for a page of one area (product-spec
 * §2 Private area, §6): 'landlord' pages show only the records of the user's own
 * organizations, never what the same person reads as somebody's tenant. It can only narrow
 * what the caller reads (the tenant memberships are left out), never widen it.
 */
export const AREA_HEADER = 'x-leasewell-area'

const inLandlordArea = (req: PayloadRequest) => req.headers?.get?.(AREA_HEADER) === 'landlord'

/**
 * The permission rows that came with req.user (the users collection's join, loaded by the auth
 * strategy at depth 1), when they are all there: no second query for the same rows.
 */
function permissionsOfUser(req: PayloadRequest): PermissionRow[] | null {
  if (req.context[STALE_KEY]) return null
  const join = (req.user as { organizationPermissions?: { docs?: unknown[]; hasNextPage?: boolean } } | null)?.organizationPermissions
  if (!join?.docs || join.hasNextPage) return null
  if (!join.docs.every((doc) => typeof doc === 'object' && doc !== null && 'roles' in doc)) return null
  return join.docs as PermissionRow[]
}

/**
 * The caller's organization memberships, from req.user's permission rows (else one query),
 * once per request and kept in req.context.
 * Passing req keeps the read inside the request's transaction.
 */
export async function getMembership(req: PayloadRequest): Promise<Membership> {
  if (!req.user) return { organizationIds: [], ownedOrganizationIds: [], tenantOrganizationIds: [] }
  const cached = req.context[CONTEXT_KEY] as Membership | undefined
  if (cached) return cached
  const permissions = permissionsOfUser(req) ?? (await req.payload.find({
    collection: 'organization-permissions',
    where: { user: { equals: req.user.id } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })).docs
  const membership: Membership = { organizationIds: [], ownedOrganizationIds: [], tenantOrganizationIds: [] }
  for (const permission of permissions) {
    const organizationId = typeof permission.organization === 'object' ? permission.organization.id : permission.organization
    const roles = permission.roles ?? []
    if (roles.some((role) => role !== 'tenant')) membership.organizationIds.push(organizationId)
    if (roles.includes('owner')) membership.ownedOrganizationIds.push(organizationId)
    if (roles.includes('tenant') && !inLandlordArea(req)) membership.tenantOrganizationIds.push(organizationId)
  }
  req.context[CONTEXT_KEY] = membership
  return membership
}

export function forgetMembership(req: PayloadRequest) {
  delete req.context[CONTEXT_KEY]
  // The rows that came with req.user are older than the change: read them again.
  req.context[STALE_KEY] = true
}
