import type { CollectionConfig, Field } from 'payload'
import { adminsOnly, hiddenUnlessReadable, organizationMembers, organizationOwners } from '../../access'
import { myOrganizationEndpoint } from './endpoints/mine'

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA',
  'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX',
  'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const

/** The spec's Address (§3): US only; state is a two-letter code of the 50 states plus DC. */
export const addressField = (name = 'address'): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'line1', type: 'text', maxLength: 200 },
    { name: 'line2', type: 'text', maxLength: 200 },
    { name: 'city', type: 'text', maxLength: 100 },
    { name: 'state', type: 'select', options: [...US_STATE_CODES] },
    {
      name: 'postalCode',
      type: 'text',
      validate: (value: string | null | undefined) => !value || /^\d{5}(-\d{4})?$/.test(value) || 'Please enter a valid ZIP code',
    },
    { name: 'latitude', type: 'number' },
    { name: 'longitude', type: 'number' },
    { name: 'country', type: 'select', options: ['US'], defaultValue: 'US' },
  ],
})

const contactMethods = ['call', 'text', 'call-or-text']

export const Organizations: CollectionConfig<'organizations'> = {
  slug: 'organizations',
  admin: { useAsTitle: 'organizationName' },
  access: {
    read: organizationMembers('id'),
    // Created for a landlord by the server (sign-up, first landlord sign-in), never directly.
    create: adminsOnly,
    update: hiddenUnlessReadable('organizations', organizationOwners('id')),
    delete: hiddenUnlessReadable('organizations', adminsOnly),
  },
  // Document locks serve Payload's admin panel, which we do not run.
  lockDocuments: false,
  endpoints: [myOrganizationEndpoint],
  fields: [
    { name: 'organizationType', type: 'select', required: true, defaultValue: 'individual', options: ['individual', 'company'] },
    { name: 'organizationName', type: 'text', maxLength: 200 },
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    addressField(),
    { name: 'phoneNumber', type: 'text', maxLength: 30 },
    { name: 'email', type: 'email' },
    { name: 'website', type: 'text', maxLength: 300 },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    // One organization per owner (spec §3: a user has one organization).
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, unique: true, access: { update: () => false } },
    {
      name: 'setup',
      type: 'group',
      fields: [
        { name: 'paymentsSkipped', type: 'checkbox', defaultValue: false },
        { name: 'ownerInformationSkipped', type: 'checkbox', defaultValue: false },
        { name: 'setupSkipped', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'marketing',
      type: 'group',
      fields: [
        { name: 'shareAddress', type: 'checkbox', defaultValue: false },
        { name: 'shareEmail', type: 'checkbox', defaultValue: false },
        { name: 'sharePhone', type: 'checkbox', defaultValue: false },
        { name: 'shareProperties', type: 'checkbox', defaultValue: false },
        {
          name: 'contactInfo',
          type: 'group',
          fields: [
            addressField(),
            {
              name: 'phone',
              type: 'array',
              maxRows: 2,
              fields: [
                { name: 'number', type: 'text', maxLength: 30 },
                { name: 'type', type: 'select', options: contactMethods, defaultValue: 'call' },
              ],
            },
            { name: 'email', type: 'email' },
          ],
        },
      ],
    },
    {
      name: 'members',
      type: 'join',
      collection: 'organization-permissions',
      on: 'organization',
      defaultLimit: 50,
    },
  ],
}
