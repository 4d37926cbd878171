import { addDataAndFileToRequest, APIError, Forbidden, NotFound, type Endpoint } from 'payload'
import { z } from 'zod'
import { getMembership } from '@api/access/membership'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { createSubscriptionCheckout, DEFAULT_CANCEL_PATH, DEFAULT_SUCCESS_PATH, siteUrl } from '@api/stripe/checkout'
import { isStripeConfigured } from '@api/stripe/client'
import { statusGrantsAccess } from '@api/stripe/subscriptions'

export const CHECKOUT_MESSAGES = {
  notConfigured: 'Subscriptions are not available: Stripe is not configured on this server.',
  alreadySubscribed: 'This organization already has an active subscription.',
  foreignUrl: 'successUrl and cancelUrl must be paths or URLs of this site.',
  failed: 'The checkout could not be started. Try again.',
} as const

const bodySchema = z.object({
  successUrl: z.string().max(2000).optional(),
  cancelUrl: z.string().max(2000).optional(),
})

/**
 * POST /api/organizations/{id}/subscription/checkout with optional JSON
 * { successUrl, cancelUrl } (paths or URLs of this site; defaults: the subscription return
 * page and the documents list). Answers { url } of a Stripe Checkout Session for the
 * organization's owner. 401 signed out; 404 for an organization the caller cannot read;
 * 403 for a member who is not its owner; 409 without Stripe or with a subscription that
 * already grants access; 502 when Stripe fails. Nothing is written: the webhook records
 * the subscription once Stripe reports it.
 */
export const subscriptionCheckoutEndpoint: Endpoint = {
  path: '/:id/subscription/checkout',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const rawId = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(rawId)) throw new NotFound(req.t)
    const id = Number(rawId)
    const organization = await req.payload.findByID({ collection: 'organizations', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    if (!organization) throw new NotFound(req.t)
    const { ownedOrganizationIds } = await getMembership(req)
    // Only the owner subscribes (admins and other staff included: they can see it, not pay for it).
    if (!ownedOrganizationIds.includes(id)) throw new Forbidden(req.t)
    if (!isStripeConfigured()) throw new ClientError(CHECKOUT_MESSAGES.notConfigured, 409)
    if (statusGrantsAccess(organization.subscription?.status)) throw new ClientError(CHECKOUT_MESSAGES.alreadySubscribed, 409)

    await addDataAndFileToRequest(req)
    const body = bodySchema.safeParse(req.data ?? {})
    if (!body.success) throw new ClientError(CHECKOUT_MESSAGES.foreignUrl, 400)
    const successUrl = siteUrl(body.data.successUrl ?? DEFAULT_SUCCESS_PATH)
    const cancelUrl = siteUrl(body.data.cancelUrl ?? DEFAULT_CANCEL_PATH)
    if (!successUrl || !cancelUrl) throw new ClientError(CHECKOUT_MESSAGES.foreignUrl, 400)

    let url: string
    try {
      url = await createSubscriptionCheckout({
        organizationId: id,
        customerEmail: req.user.email,
        customerId: organization.subscription?.stripeCustomerId,
        successUrl,
        cancelUrl,
      })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Stripe Checkout Session not created', organization: id })
      throw new APIError(CHECKOUT_MESSAGES.failed, 502, null, true)
    }
    return Response.json({ url })
  },
}
