import { ValidationError, type Access, type CollectionBeforeChangeHook, type CollectionConfig, type Where } from 'payload'
import { getTenancy } from '@api/access/tenancy'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { hiddenUnlessReadable, isAdmin, oneOf } from '@api/access'
import { getMembership } from '@api/access/membership'
import { serverOnly } from '@api/money/fields'
import { checkSavedPaymentMethod } from '@api/money/stripe-payments'
import type { Autopay } from '@api/payload-types'

/** A tenant enrols itself on a lease it holds; the organization is the lease's. */
const enrolOnLease: CollectionBeforeChangeHook<Autopay> = async ({ data, originalDoc, req, operation }) => {
  const lease = data.lease ?? originalDoc?.lease
  const leaseId = Number(lease !== null && typeof lease === 'object' ? lease.id : lease)
  if (operation === 'create' && req.user && !isAdmin(req)) {
    // A tenant enrols itself, on a lease it holds.
    const { leaseIds } = await getTenancy(req)
    if (!leaseIds.includes(leaseId)) throw new ValidationError({ collection: 'autopays', errors: [{ message: RELATION_NOT_FOUND, path: 'lease' }] }, req.t)
    data.user = req.user.id
  }
  const leaseDoc = await req.payload.findByID({ collection: 'leases', id: leaseId, depth: 0, overrideAccess: true, req, disableErrors: true })
  data.organization = leaseDoc ? (typeof leaseDoc.organization === 'object' ? leaseDoc.organization.id : leaseDoc.organization) : null
  return data
}

/** The tenant's own enrolments; the lease's staff read them (to show autopay on the lease). */
const readAutopays: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const { organizationIds } = await getMembership(req)
  const where: Where = { or: [{ user: { equals: req.user.id } }, oneOf('organization', organizationIds)] }
  return where
}
const ownAutopays: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const where: Where = { user: { equals: req.user.id } }
  return where
}

/**
 * Autopay for a lease: the tenant's saved Stripe payment method charged for each
 * of the lease's invoices on its due date, once. Created and changed through the tenant's
 * autopay endpoints, which check the lease and the saved method.
 */
export const Autopays: CollectionConfig<'autopays'> = {
  slug: 'autopays',
  access: {
    read: readAutopays,
    create: ({ req }) => Boolean(req.user),
    update: hiddenUnlessReadable('autopays', ownAutopays),
    delete: hiddenUnlessReadable('autopays', ownAutopays),
  },
  lockDocuments: false,
  indexes: [{ fields: ['user', 'lease'], unique: true }],
  hooks: {
    beforeValidate: [checkSavedPaymentMethod],
    beforeChange: [
      enrolOnLease,
    ],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverOnly },
    { name: 'lease', type: 'relationship', relationTo: 'leases', required: true, index: true, access: { update: serverOnly.update } },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, access: serverOnly },
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    { name: 'paymentMethodId', type: 'text', required: true, maxLength: 100 },
    // What the tenant sees of it ('Visa •••• 4242', 'Chase •••• 6789').
    { name: 'paymentMethodLabel', type: 'text', maxLength: 100, access: serverOnly },
    { name: 'paymentMethodType', type: 'select', options: ['card', 'us-bank-account'], access: serverOnly },
  ],
}
