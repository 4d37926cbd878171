import type { CollectionConfig } from 'payload'
import { LEASE_STATUSES, portfolioMessages } from '@common/portfolio'
import { idIn, organizationOwnedAccess } from '@api/access/organizationOwned'
import { centsField } from '@api/fields/money'
import { archivedField, organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import { leaseTenantsChanged } from '@api/collections/ConditionReports/hooks/tenants'
import { leaseEndpoints } from './endpoints'
import { markListingLeased } from './hooks/listing'
import { deriveFromUnit } from './hooks/unit'

/** A lease of one unit to its tenants (product-spec §3 Lease). Rent and deposit in cents. */
export const Leases: CollectionConfig<'leases'> = {
  slug: 'leases',
  admin: { useAsTitle: 'nickname' },
  // A tenant reads its own leases, their units and properties (ADR 017).
  access: organizationOwnedAccess('leases', (tenancy) => idIn(tenancy.leaseIds)),
  trash: true,
  lockDocuments: false,
  defaultSort: '-startDate',
  // The leases list's page and the lease page's lease in plain statements (ADR 045 amendments).
  endpoints: leaseEndpoints,
  hooks: {
    beforeChange: [deriveFromUnit],
    // A requested condition report follows the lease's tenants (ADR 031).
    afterChange: [markListingLeased, leaseTenantsChanged],
    beforeDelete: [permanentDeleteFromTrashOnly('leases')],
  },
  // The list's default sort, then createdAt (Payload adds it to every sort): a page walks the index in order (ADR 026).
  indexes: [{ fields: ['organization', 'startDate', 'createdAt'] }],
  fields: [
    organizationField(),
    { name: 'nickname', type: 'text', maxLength: 120, index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'draft', options: [...LEASE_STATUSES], index: true },
    ownRelationField({ name: 'property', relationTo: 'properties' }),
    ownRelationField({ name: 'unit', relationTo: 'units', required: true }),
    // The lease's tenants (product-spec §7 filters leases by `contacts`).
    ownRelationField({ name: 'contacts', relationTo: 'contacts', hasMany: true }),
    { name: 'startDate', type: 'date', index: true },
    {
      name: 'endDate',
      type: 'date',
      validate: (value: string | Date | null | undefined, { siblingData }: { siblingData: { startDate?: string | Date | null } }) => {
        if (!value || !siblingData.startDate) return true
        return new Date(value).getTime() > new Date(siblingData.startDate).getTime() || portfolioMessages.endBeforeStart
      },
    },
    { name: 'leaseType', type: 'select', options: ['fixed', 'month-to-month'], defaultValue: 'fixed' },
    centsField('rent', { required: true }),
    centsField('securityDeposit'),
    {
      name: 'rentDueDay',
      type: 'number',
      defaultValue: 1,
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || (Number.isInteger(value) && value >= 1 && value <= 28) || portfolioMessages.rentDueDayRange,
    },
    {
      name: 'requiredDocuments',
      type: 'array',
      maxRows: 30,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'description', type: 'textarea', maxLength: 1000 },
        { name: 'received', type: 'checkbox', defaultValue: false },
      ],
    },
    archivedField(),
    // The invitations to this lease's tenant portal, newest first: the landlord's
    // staff see them all, an invitee only its own (the invitations' read access applies).
    { name: 'invitations', type: 'join', collection: 'invitations', on: 'lease', defaultLimit: 50, defaultSort: '-createdAt' },
  ],
}
