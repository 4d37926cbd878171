import type { CollectionConfig } from 'payload'
import { adminsOnly, hiddenUnlessReadable, organizationMembers, organizationOwners } from '@api/access'
import { addressField } from '@api/fields/address'
import { DEFAULT_SUBSCRIPTION_PLAN, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, subscriptionGrantsAccess } from '@api/stripe/subscriptions'
import { ownImageField } from '@api/fields/relations'
import { CONTACT_METHODS, CONTACT_PHONE_SLOTS, DEFAULT_CONTACT_METHOD, ORGANIZATION_TYPES } from '@common/business'
import { subscriptionPortalEndpoint, subscriptionStatusEndpoint } from './endpoints/billing'
import { myOrganizationEndpoint } from './endpoints/mine'
import { siteEndpoints } from './endpoints/sites'
import { keepSlug } from './hooks/slug'
import { setupProgressEndpoint } from './endpoints/setupProgress'
import { subscriptionCheckoutEndpoint } from './endpoints/subscriptionCheckout'
import { normalizeWebsiteField, trimToNull, validateIndividualName, validateOptionalPhone, validateWebsite } from './hooks/businessInfo'

const contactMethods = CONTACT_METHODS.map(([value]) => value)

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
  hooks: { beforeChange: [keepSlug] },
  endpoints: [...siteEndpoints, myOrganizationEndpoint, subscriptionCheckoutEndpoint, setupProgressEndpoint, subscriptionStatusEndpoint, subscriptionPortalEndpoint],
  fields: [
    { name: 'organizationType', type: 'select', required: true, defaultValue: 'individual', options: [...ORGANIZATION_TYPES] },
    { name: 'organizationName', type: 'text', maxLength: 200, hooks: { beforeValidate: [trimToNull] } },
    // Spec §5 Business info: the API enforces what the forms check (ADR 020).
    { name: 'firstName', type: 'text', maxLength: 100, hooks: { beforeValidate: [trimToNull] }, validate: validateIndividualName },
    { name: 'lastName', type: 'text', maxLength: 100, hooks: { beforeValidate: [trimToNull] }, validate: validateIndividualName },
    addressField(),
    { name: 'phoneNumber', type: 'text', maxLength: 30, hooks: { beforeValidate: [trimToNull] }, validate: validateOptionalPhone },
    { name: 'email', type: 'email', hooks: { beforeValidate: [trimToNull] } },
    { name: 'website', type: 'text', maxLength: 300, hooks: { beforeValidate: [normalizeWebsiteField] }, validate: validateWebsite },
    // The public website's address, /app/sites/{slug} (hooks/slug.ts; ADR 032): assigned at the first publish, then
    // changed only by an owner in Settings → Business Website (format, reserved words and uniqueness checked there).
    { name: 'slug', type: 'text', maxLength: 80, unique: true, index: true },
    {
      // The addresses the website had before (server-managed): they answer with a 301 to the current one.
      name: 'previousSlugs',
      type: 'array',
      access: { create: () => false, update: () => false },
      fields: [{ name: 'slug', type: 'text', required: true, maxLength: 80, index: true }],
    },
    { name: 'description', type: 'textarea', maxLength: 5000, hooks: { beforeValidate: [trimToNull] } },
    // The business website's picture (product-spec §3 websiteImage): an image of the organization's own.
    ownImageField('websiteImage'),
    // One organization per owner (product-spec §3: a user has one organization).
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
              maxRows: CONTACT_PHONE_SLOTS,
              fields: [
                { name: 'number', type: 'text', maxLength: 30, hooks: { beforeValidate: [trimToNull] }, validate: validateOptionalPhone },
                { name: 'type', type: 'select', options: contactMethods, defaultValue: DEFAULT_CONTACT_METHOD },
              ],
            },
            { name: 'email', type: 'email', hooks: { beforeValidate: [trimToNull] } },
          ],
        },
      ],
    },
    {
      // Paid access (product-spec §3, §9), kept in step with Stripe by the webhook (api/stripe,
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
