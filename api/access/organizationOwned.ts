import type { CollectionConfig, CollectionSlug } from 'payload'
import { hiddenUnlessReadable, organizationMembers } from './index'

/**
 * The access set of every document an organization owns (ARCHITECTURE §2): its staff read,
 * change and delete it; a by-id call from anyone else is 404. Create is open to signed-in
 * users, and the `organization` field itself (see fields/organization.ts) refuses an
 * organization the caller is not staff of.
 */
export function organizationOwnedAccess(slug: CollectionSlug): NonNullable<CollectionConfig['access']> {
  const members = organizationMembers('organization')
  return {
    read: members,
    create: ({ req }) => Boolean(req.user),
    update: hiddenUnlessReadable(slug, members),
    delete: hiddenUnlessReadable(slug, members),
  }
}
