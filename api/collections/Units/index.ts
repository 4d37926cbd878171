import type { CollectionConfig } from 'payload'
import {
  COOLING_SYSTEMS,
  CONTACT_METHODS,
  FLOOR_COVERINGS,
  HEATING_SYSTEMS,
  optionValues,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
  UTILITIES,
  UTILITY_PAYERS,
} from '@common/portfolio'
import { idIn, organizationOwnedAccess } from '@api/access/organizationOwned'
import { addressField } from '@api/fields/address'
import { centsField } from '@api/fields/money'
import { archivedField, organizationField } from '@api/fields/organization'
import { ownImageField, ownRelationField } from '@api/fields/relations'
import { NOT_TRASHED, permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import { LISTING_STATUSES, PETS_POLICIES } from '@common/listings'
import { enforcePublishRules } from './hooks/listing'
import { deriveFromProperty, refuseTrashWithLeases } from './hooks/property'

/** A rentable unit of a property (product-spec §3 Unit). Its address is the property's, with the unit as line 2. */
export const Units: CollectionConfig<'units'> = {
  slug: 'units',
  admin: { useAsTitle: 'name' },
  // A tenant reads its own leases, their units and properties (ADR 017).
  access: organizationOwnedAccess('units', (tenancy) => idIn(tenancy.unitIds)),
  trash: true,
  lockDocuments: false,
  defaultSort: 'name',
  hooks: {
    beforeChange: [deriveFromProperty, refuseTrashWithLeases, enforcePublishRules],
    beforeDelete: [permanentDeleteFromTrashOnly('units')],
  },
  fields: [
    organizationField(),
    ownRelationField({ name: 'property', relationTo: 'properties', required: true }),
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    // Always derived from the property (hooks/property.ts); what a client sends is overwritten.
    addressField(),
    {
      name: 'information',
      type: 'group',
      fields: [
        { name: 'bedrooms', type: 'number', min: 0, max: 50 },
        { name: 'bathrooms', type: 'number', min: 0, max: 50 },
        { name: 'squareFeet', type: 'number', min: 0, max: 1_000_000 },
        { name: 'floor', type: 'text', maxLength: 20 },
        { name: 'parkingSpaces', type: 'number', min: 0, max: 50 },
      ],
    },
    { name: 'amenities', type: 'select', hasMany: true, options: optionValues(UNIT_AMENITIES) },
    { name: 'appliances', type: 'select', hasMany: true, options: optionValues(UNIT_APPLIANCES) },
    { name: 'coolingSystems', type: 'select', hasMany: true, options: optionValues(COOLING_SYSTEMS) },
    { name: 'heatingSystems', type: 'select', hasMany: true, options: optionValues(HEATING_SYSTEMS) },
    { name: 'floorCoverings', type: 'select', hasMany: true, options: optionValues(FLOOR_COVERINGS) },
    {
      name: 'utilities',
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'utility', type: 'select', required: true, options: optionValues(UTILITIES) },
        { name: 'paidBy', type: 'select', required: true, defaultValue: 'tenant', options: optionValues(UTILITY_PAYERS) },
        { name: 'provider', type: 'text', maxLength: 120 },
      ],
    },
    ownImageField('image'),
    {
      name: 'marketing',
      type: 'group',
      fields: [
        // The listing's state (ADR 032): published only through the publish rules (hooks/listing.ts);
        // 'leased' is set by the server when an active lease starts on the unit.
        { name: 'status', type: 'select', defaultValue: 'draft', options: [...LISTING_STATUSES], index: true },
        // Set by hooks/listing.ts when the listing is published.
        { name: 'publishedAt', type: 'date' },
        // The listing's title.
        { name: 'headline', type: 'text', maxLength: 120 },
        { name: 'description', type: 'textarea', maxLength: 5000 },
        { name: 'availableDate', type: 'date' },
        centsField('rent'),
        centsField('securityDeposit'),
        centsField('petRent'),
        centsField('petDeposit'),
        centsField('applicationFee'),
        { name: 'petsPolicy', type: 'select', options: optionValues(PETS_POLICIES) },
        {
          name: 'contact',
          type: 'group',
          fields: [
            { name: 'name', type: 'text', maxLength: 120 },
            { name: 'email', type: 'email' },
            { name: 'phone', type: 'text', maxLength: 30 },
            { name: 'method', type: 'select', options: optionValues(CONTACT_METHODS), defaultValue: 'call' },
          ],
        },
        // The listing's photos, in the order the listing shows them.
        ownImageField('images', { hasMany: true, maxRows: 20 }),
      ],
    },
    archivedField(),
    { name: 'leases', type: 'join', collection: 'leases', on: 'unit', defaultLimit: 10, defaultSort: '-startDate', where: NOT_TRASHED },
  ],
}
