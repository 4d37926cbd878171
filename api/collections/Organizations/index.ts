import type { CollectionConfig } from 'payload'
import { adminsOnly, hiddenUnlessReadable, organizationMembers, organizationOwners } from '../../access'
import { addressField } from '../../fields/address'
import { DEFAULT_SUBSCRIPTION_PLAN, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, subscriptionGrantsAccess } from '../../stripe/subscriptions'
import { myOrganizationEndpoint } from './endpoints/mine'
import { subscriptionCheckoutEndpoint } from './endpoints/subscriptionCheckout'

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
  endpoints: [myOrganizationEndpoint, subscriptionCheckoutEndpoint],
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
      // Paid access (spec §3, §9), kept in step with Stripe by the webhook (api/stripe,
      // ADR 015). Server-managed: no user, admins included, writes it through the API.
      name: 'subscription',
      type: 'group',
      access: { create: () => false, update: () => false },
      fields: [
        { name: 'plan', type: 'select', options: [...SUBSCRIPTION_PLANS], defaultValue: DEFAULT_SUBSCRIPTION_PLAN },
        // Stripe's subscription status; empty until the organization first subscribes.
        { name: 'status', type: 'select', options: [...SUBSCRIPTION_STATUSES] },
        { name: 'stripeCustomerId', type: 'text', index: true },
        { name: 'stripeSubscriptionId', type: 'text', index: true },
        { name: 'currentPeriodEnd', type: 'date' },
        // `created` of the newest subscription event applied: older ones arriving late are ignored.
        { name: 'stripeEventAt', type: 'date' },
        {
          // True without Stripe (self-hosted mode) or while the subscription is active or trialing.
          name: 'grantsAccess',
          type: 'checkbox',
          virtual: true,
          access: { create: () => false, update: () => false },
          hooks: { afterRead: [({ siblingData }) => subscriptionGrantsAccess(siblingData)] },
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
