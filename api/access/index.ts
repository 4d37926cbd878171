import { Forbidden, NotFound, type Access, type CollectionSlug, type FieldAccess, type PayloadRequest, type Where } from 'payload'
import { getMembership } from './membership'

export const isAdmin = (req: PayloadRequest) => req.user?.collection === 'users' && req.user.role === 'admin'

export const anyone: Access = () => true
export const nobody: Access = () => false
export const adminsOnly: Access = ({ req }) => isAdmin(req)
export const signedIn: Access = ({ req }) => Boolean(req.user)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req)
export const nobodyField: FieldAccess = () => false

/**
 * `field` is one of `ids`: `equals` for a single id, `in` only for a real list. The SQL
 * layer binds `in` as `IN (?, ...)`, and with it SQLite cannot walk an
 * (organization, ..., createdAt) index in order: it sorts every matching row for a page of
 * ten. Almost every caller belongs to one organization.
 */
export function oneOf(field: string, ids: readonly (number | string)[]): Where {
  return ids.length === 1 ? { [field]: { equals: ids[0] } } : { [field]: { in: [...ids] } }
}

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
    return oneOf(field, organizationIds)
  }

/** Documents that carry `organization`: owners of that organization (admins: all). */
export const organizationOwners =
  (field = 'organization'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (isAdmin(req)) return true
    const { ownedOrganizationIds } = await getMembership(req)
    return oneOf(field, ownedOrganizationIds)
  }

/**
 * By id, a document the caller cannot read does not exist for it: 404, whatever the rule.
 * Payload answers a by-id update or delete outside a `Where` rule (or denied outright) with
 * 403; the API promises 404 for anything that is not the caller's, and 403 only for
 * documents the caller can see but not change. Wrap update and delete rules with this.
 */
export const hiddenUnlessReadable =
  (collection: CollectionSlug, rule: Access): Access =>
  async (args) => {
    const result = await rule(args)
    const { id, req } = args
    if (result === true || id === undefined || id === null || !req.user) return result
    let readable = 0
    try {
      // A document in the trash is still the caller's: restoring or purging it is not a 404.
      const trash = Boolean(req.payload.collections?.[collection]?.config.trash)
      const counted = await req.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false, trash, req })
      readable = counted.totalDocs
    } catch (error) {
      if (!(error instanceof Forbidden)) throw error
    }
    if (!readable) throw new NotFound(req.t)
    return result
  }
