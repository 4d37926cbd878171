import { APIError, Forbidden, type Endpoint } from 'payload'
import { getMembership } from '@api/access/membership'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { siteUrl } from '@api/stripe/checkout'
import { getStripe, isStripeConfigured } from '@api/stripe/client'
import { subscriptionGrantsAccess } from '@api/stripe/subscriptions'
import { staffOrganization } from './setupProgress'

export const BILLING_MESSAGES = {
  notConfigured: 'Billing is not available: Stripe is not configured on this server.',
  noCustomer: 'This organization has no subscription to manage yet.',
  failed: 'The billing portal could not be opened. Try again.',
} as const

const BILLING_PATH = '/app/settings/billing'

/**
 * GET /api/organizations/{id}/subscription: the billing page's view of the subscription
 * (product-spec §2 settings/billing): plan, Stripe status, period end, whether it grants access,
 * whether Stripe is configured here, and whether there is a Stripe customer to manage.
 * Staff only (404 for anyone else, ADR 008).
 */
export const subscriptionStatusEndpoint: Endpoint = {
  path: '/:id/subscription',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const organization = await staffOrganization(req)
    const subscription = organization.subscription ?? {}
    return Response.json({
      plan: subscription.plan ?? null,
      status: subscription.status ?? null,
      currentPeriodEnd: subscription.currentPeriodEnd ?? null,
      grantsAccess: subscriptionGrantsAccess(subscription),
      stripeConfigured: isStripeConfigured(),
      canManage: isStripeConfigured() && Boolean(subscription.stripeCustomerId),
    })
  },
}

/**
 * POST /api/organizations/{id}/subscription/portal: { url } of a Stripe customer portal
 * session that returns to the billing page. The owner only (403 for other staff, 404 for
 * outsiders); 409 without Stripe or without a Stripe customer; 502 when Stripe fails.
 */
export const subscriptionPortalEndpoint: Endpoint = {
  path: '/:id/subscription/portal',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const membership = await getMembership(req)
    const organization = await staffOrganization(req, membership)
    if (!membership.ownedOrganizationIds.includes(organization.id)) throw new Forbidden(req.t)
    if (!isStripeConfigured()) throw new ClientError(BILLING_MESSAGES.notConfigured, 409)
    const customer = organization.subscription?.stripeCustomerId
    if (!customer) throw new ClientError(BILLING_MESSAGES.noCustomer, 409)
    try {
      const stripe = await getStripe()
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: siteUrl(BILLING_PATH) ?? undefined })
      return Response.json({ url: session.url })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Stripe billing portal session not created', organization: organization.id })
      throw new APIError(BILLING_MESSAGES.failed, 502, null, true)
    }
  },
}
