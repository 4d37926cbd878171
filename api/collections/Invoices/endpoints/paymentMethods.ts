import type { Endpoint } from 'payload'
import { availablePaymentMethods } from '@common/invoices'
import { getMembership } from '@api/access/membership'
import { isStripeConfigured } from '@api/stripe/client'
import { operatingAccountOf } from '@api/collections/Invoices/hooks/compute'
import { requireSignedIn } from './shared'

/**
 * GET /api/invoices/payment-methods (product-spec §5 One-time payment form): the methods a
 * new invoice of the caller's organization may offer — what its operating account enables,
 * card and bank only with Stripe configured here and the capability 'active'. The same rule
 * the invoices hook enforces on create, so the form offers exactly what the API accepts.
 * `{ organization: null, methods: [] }` for a caller who is nobody's staff.
 */
export const paymentMethodsEndpoint: Endpoint = {
  path: '/payment-methods',
  method: 'get',
  handler: async (req) => {
    requireSignedIn(req)
    const { organizationIds, ownedOrganizationIds } = await getMembership(req)
    const organization = ownedOrganizationIds[0] ?? organizationIds[0] ?? null
    if (organization === null) return Response.json({ organization: null, methods: [] })
    const account = await operatingAccountOf(req, organization)
    return Response.json({
      organization,
      methods: availablePaymentMethods(account, {
        cardProviderConfigured: isStripeConfigured(),
      }),
    })
  },
}
