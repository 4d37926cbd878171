import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { getMembership } from './membership'

export const isAdmin = (req: PayloadRequest) => req.user?.collection === 'users' && req.user.role === 'admin'

export const anyone: Access = () => true
export const nobody: Access = () => false
export const adminsOnly: Access = ({ req }) => isAdmin(req)
export const signedIn: Access = ({ req }) => Boolean(req.user)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** A user sees and changes only itself; admins see everyone. */
export const selfOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  return { id: { equals: req.user.id } } satisfies Where
}

/** Documents that carry `organization`: members of that organization (admins: all). */
export const organizationMembers =
  (field = 'organization'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (isAdmin(req)) return true
    const { organizationIds } = await getMembership(req)
    return { [field]: { in: organizationIds } } satisfies Where
  }

/** Documents that carry `organization`: owners of that organization (admins: all). */
export const organizationOwners =
  (field = 'organization'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (isAdmin(req)) return true
    const { ownedOrganizationIds } = await getMembership(req)
    return { [field]: { in: ownedOrganizationIds } } satisfies Where
  }
