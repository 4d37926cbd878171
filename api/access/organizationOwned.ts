import type { Access, CollectionConfig, CollectionSlug, Where } from 'payload'
import { hiddenUnlessReadable, isAdmin, oneOf, organizationMembers } from './index'
import { getMembership } from './membership'
import { getTenancy, type Tenancy } from './tenancy'

/**
 * The access set of every document an organization owns (ARCHITECTURE §2): its staff read,
 * change and delete it; a by-id call from anyone else is 404. Create is open to signed-in
 * users, and the `organization` field itself (see fields/organization.ts) refuses an
 * organization the caller is not staff of.
 *
 * `tenantReads` lets a tenant read (never change) the documents of its own tenancy — its
 * leases, their units and properties, its own contact (ADR 017).
 */
export function organizationOwnedAccess(slug: CollectionSlug, tenantReads?: (tenancy: Tenancy, userId: number) => Where | null): NonNullable<CollectionConfig['access']> {
  const members = organizationMembers('organization')
  const read: Access = tenantReads
    ? async ({ req }) => {
        if (!req.user) return false
        if (isAdmin(req)) return true
        const [{ organizationIds }, tenancy] = await Promise.all([getMembership(req), getTenancy(req)])
        const staff: Where = oneOf('organization', organizationIds)
        const tenant = tenantReads(tenancy, req.user.id as number)
        return tenant ? { or: [staff, tenant] } : staff
      }
    : members
  return {
    read,
    create: ({ req }) => Boolean(req.user),
    update: hiddenUnlessReadable(slug, members),
    delete: hiddenUnlessReadable(slug, members),
  }
}

/** A tenant's documents by id (an empty list reads nothing). */
export const idIn = (ids: number[]): Where | null => (ids.length ? oneOf('id', ids) : null)
