import type { Field, FieldHook, TypeWithID } from 'payload'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { ClientError } from '@api/errors'
import type { Organization } from '@api/payload-types'

/** Any document of an organization (every collection with organizationField). */
type OrganizationOwned = TypeWithID & { organization?: number | Organization | null }

export const ORGANIZATION_NOT_YOURS = 'You can only add records to your own organization.'
export const NO_ORGANIZATION = 'Your account has no organization yet.'

/**
 * On create the caller's organization is filled in (product-spec §6: records created attach the
 * user's organization); an organization the caller is not staff of is refused. It never
 * changes afterwards.
 */
const attachCallersOrganization =
  (derivedByServer?: (data: Partial<OrganizationOwned>) => boolean): FieldHook<OrganizationOwned, number | Organization | string | null | undefined> =>
  async ({ value, req, operation, data }) => {
    if (operation !== 'create' || !req.user || isAdmin(req)) return value
    // The collection's own hook takes it from the parent record (a tenant's maintenance photo).
    if (derivedByServer?.(data ?? {})) return null
    const { organizationIds } = await getMembership(req)
    const requested = typeof value === 'object' && value !== null ? (value as { id: number }).id : value
    if (requested === undefined || requested === null || requested === '') {
      if (!organizationIds.length) throw new ClientError(NO_ORGANIZATION, 403)
      return organizationIds[0]
    }
    if (!organizationIds.includes(Number(requested))) throw new ClientError(ORGANIZATION_NOT_YOURS, 403)
    return Number(requested)
  }

export const organizationField = ({ derivedByServer }: { derivedByServer?: (data: Partial<OrganizationOwned>) => boolean } = {}): Field => ({
  name: 'organization',
  type: 'relationship',
  relationTo: 'organizations',
  required: true,
  index: true,
  hooks: { beforeValidate: [attachCallersOrganization(derivedByServer)] },
  access: { update: ({ req }) => isAdmin(req) },
})

export const archivedField = (): Field => ({ name: 'archived', type: 'checkbox', defaultValue: false, index: true })
