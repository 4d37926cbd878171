import type { CollectionConfig } from 'payload'
import { portfolioMessages } from '../../../common/portfolio'
import { organizationOwnedAccess } from '../../access/organizationOwned'
import { archivedField, organizationField } from '../../fields/organization'
import { NOT_TRASHED, permanentDeleteFromTrashOnly } from '../../utilities/trash'

const trim = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)

/**
 * The organization's people (spec §3): tenants on leases now; the people issue adds
 * vendors, leads and the link to a tenant's user account to this same collection.
 */
export const Contacts: CollectionConfig<'contacts'> = {
  slug: 'contacts',
  admin: { useAsTitle: 'lastName' },
  access: organizationOwnedAccess('contacts'),
  trash: true,
  lockDocuments: false,
  defaultSort: 'lastName',
  hooks: { beforeDelete: [permanentDeleteFromTrashOnly('contacts')] },
  fields: [
    organizationField(),
    {
      name: 'firstName',
      type: 'text',
      maxLength: 100,
      hooks: { beforeValidate: [trim] },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { lastName?: string | null } }) =>
        Boolean(value?.trim() || siblingData.lastName?.trim()) || portfolioMessages.contactNeedsName,
    },
    { name: 'lastName', type: 'text', maxLength: 100, index: true, hooks: { beforeValidate: [trim] } },
    { name: 'email', type: 'email', index: true, hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)] } },
    { name: 'phoneNumber', type: 'text', maxLength: 30, hooks: { beforeValidate: [trim] } },
    archivedField(),
    { name: 'leases', type: 'join', collection: 'leases', on: 'contacts', defaultLimit: 10, where: NOT_TRASHED },
  ],
}
