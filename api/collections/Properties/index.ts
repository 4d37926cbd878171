import type { CollectionConfig } from 'payload'
import { optionValues, PROPERTY_AMENITIES, PROPERTY_TYPES } from '@common/portfolio'
import { idIn, organizationOwnedAccess } from '@api/access/organizationOwned'
import { addressField } from '@api/fields/address'
import { archivedField, organizationField } from '@api/fields/organization'
import { ownImageField } from '@api/fields/relations'
import { NOT_TRASHED, permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import { cascadeToUnits, refuseTrashWithLeases } from './hooks/trash'

/** A building or home the organization rents out (product-spec §3 Property). */
export const Properties: CollectionConfig<'properties'> = {
  slug: 'properties',
  admin: { useAsTitle: 'nickname' },
  // A tenant reads its own leases, their units and properties (ADR 017).
  access: organizationOwnedAccess('properties', (tenancy) => idIn(tenancy.propertyIds)),
  trash: true,
  lockDocuments: false,
  defaultSort: 'address.line1',
  hooks: {
    beforeChange: [refuseTrashWithLeases],
    afterChange: [cascadeToUnits],
    beforeDelete: [permanentDeleteFromTrashOnly('properties')],
  },
  // The list's default sort, then createdAt (Payload adds it to every sort): a page walks the index in order (ADR 026).
  indexes: [{ fields: ['organization', 'address.line1', 'createdAt'] }],
  fields: [
    organizationField(),
    { name: 'nickname', type: 'text', maxLength: 120, index: true },
    { name: 'propertyType', type: 'select', options: [...PROPERTY_TYPES], defaultValue: 'single-family' },
    addressField({ required: true }),
    { name: 'description', type: 'textarea', maxLength: 5000 },
    { name: 'yearBuilt', type: 'number', min: 1600, max: 2100 },
    { name: 'amenities', type: 'select', hasMany: true, options: optionValues(PROPERTY_AMENITIES) },
    ownImageField('image'),
    archivedField(),
    { name: 'units', type: 'join', collection: 'units', on: 'property', defaultLimit: 10, defaultSort: 'name', where: NOT_TRASHED },
    { name: 'leases', type: 'join', collection: 'leases', on: 'property', defaultLimit: 10, defaultSort: '-startDate', where: NOT_TRASHED },
  ],
}
