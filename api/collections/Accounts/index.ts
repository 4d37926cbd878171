import type { Access, CollectionConfig, Field, Where } from 'payload'
import { accountMessages } from '@common/accounts'
import { MANUAL_METHODS } from '@common/invoices'
import { hiddenUnlessReadable, isAdmin, nobody, oneOf, organizationMembers } from '@api/access'
import { getMembership } from '@api/access/membership'
import { organizationField } from '@api/fields/organization'
import { serverOnly } from '@api/money/fields'
import { isStripeConfigured } from '@api/stripe/client'
import { stripeOnboardingEndpoint } from './endpoints/stripeOnboarding'
import { oneAccountPerOrganization } from './hooks/oneAccountPerOrganization'
import { validateAccount } from './hooks/validate'

/** Staff of the organization, and the tenants of its leases (they see the handles and the mailing address to pay to). */
const readAccounts: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const { organizationIds, tenantOrganizationIds } = await getMembership(req)
  const where: Where = oneOf('organization', [...new Set([...organizationIds, ...tenantOrganizationIds])])
  return where
}

const staff = organizationMembers('organization')

const mobileProvider = (name: 'venmo' | 'cashapp' | 'zelle'): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: false },
    // The landlord's Venmo / Cash App username or Zelle e-mail or phone the tenant pays to.
    { name: 'handle', type: 'text', maxLength: 100, hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] } },
  ],
})

const capability = (name: string): Field => ({ name, type: 'select', options: ['active', 'inactive', 'pending', 'unrequested'] })

/**
 * The organization's operating account and its payment-method configuration (product-spec §3
 * Account, Payment-method config; ADR 021): manual methods with a mailing address, the
 * card provider (a Stripe connected account, whose state only Stripe's webhooks change),
 * and Venmo, Cash App and Zelle handles. One per organization.
 */
export const Accounts: CollectionConfig<'accounts'> = {
  slug: 'accounts',
  access: {
    read: readAccounts,
    create: ({ req }) => Boolean(req.user),
    update: hiddenUnlessReadable('accounts', staff),
    delete: hiddenUnlessReadable('accounts', nobody),
  },
  lockDocuments: false,
  indexes: [{ fields: ['organization'], unique: true }],
  endpoints: [stripeOnboardingEndpoint],
  hooks: { beforeChange: [oneAccountPerOrganization, validateAccount] },
  fields: [
    organizationField(),
    {
      name: 'name',
      type: 'text',
      defaultValue: 'Operating Account',
      maxLength: 100,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || accountMessages.nameRequired,
    },
    {
      name: 'manual',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        { name: 'methods', type: 'select', hasMany: true, options: [...MANUAL_METHODS] },
        // Where checks and money orders are mailed.
        { name: 'address', type: 'textarea', maxLength: 500 },
      ],
    },
    {
      name: 'card',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        { name: 'accountId', type: 'text', maxLength: 100, index: true, access: serverOnly },
        { name: 'chargesEnabled', type: 'checkbox', defaultValue: false, access: serverOnly },
        { name: 'payoutsEnabled', type: 'checkbox', defaultValue: false, access: serverOnly },
        { name: 'detailsSubmitted', type: 'checkbox', defaultValue: false, access: serverOnly },
        { name: 'capabilities', type: 'group', access: serverOnly, fields: [capability('cardPayments'), capability('usBankAccountAchPayments')] },
        // When Stripe created the account.updated event last applied: an older event delivered late changes nothing.
        { name: 'stripeEventAt', type: 'date', access: serverOnly },
        {
          // Whether this server takes card payments at all (STRIPE_SECRET_KEY): without it the card block is hidden everywhere.
          name: 'providerConfigured',
          type: 'checkbox',
          virtual: true,
          access: serverOnly,
          hooks: { afterRead: [() => isStripeConfigured()] },
        },
      ],
    },
    mobileProvider('venmo'),
    mobileProvider('cashapp'),
    mobileProvider('zelle'),
  ],
}
