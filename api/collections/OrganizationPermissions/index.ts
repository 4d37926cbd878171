import type { Access, CollectionConfig, Where } from 'payload'
import { adminsOnly, hiddenUnlessReadable, isAdmin, oneOf } from '@api/access'
import { getMembership } from '@api/access/membership'

/** One's own permissions, and every permission of an organization one owns. */
const ownOrOwnedOrganization: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const { ownedOrganizationIds } = await getMembership(req)
  const where: Where = { or: [{ user: { equals: req.user.id } }, oneOf('organization', ownedOrganizationIds)] }
  return where
}

export const OrganizationPermissions: CollectionConfig<'organization-permissions'> = {
  slug: 'organization-permissions',
  access: {
    read: ownOrOwnedOrganization,
    // Granted by the server (sign-up, invitations); a user can never grant itself a role.
    create: adminsOnly,
    update: hiddenUnlessReadable('organization-permissions', adminsOnly),
    delete: hiddenUnlessReadable('organization-permissions', adminsOnly),
  },
  // Document locks serve Payload's admin panel, which we do not run.
  lockDocuments: false,
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'roles', type: 'select', hasMany: true, required: true, options: ['owner', 'manager', 'tenant'] },
  ],
}
