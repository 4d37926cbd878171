import { addDataAndFileToRequest, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import {
  ensureStripeCustomer,
  findSavedPaymentMethod,
  listSavedPaymentMethods,
  publishableKey,
  SKIP_SAVED_METHOD_CHECK,
  STRIPE_PAYMENT_MESSAGES,
  stripeFailure,
} from '@api/money/stripe-payments'
import { siteUrl } from '@api/stripe/checkout'
import { getStripe, isStripeConfigured } from '@api/stripe/client'

/**
 * The signed-in user's saved card and bank payment methods: they live on the
 * user's Stripe customer on the platform, so they pay any landlord. Every route answers
 * 401 signed out and 409 without Stripe.
 *
 * - GET    /api/users/payment-methods → { methods: [{ id, type, label }] }
 * - POST   /api/users/payment-methods/setup-intent → { clientSecret, publishableKey }: a
 *   SetupIntent (usage off_session, card and US bank account) for Stripe.js to confirm.
 * - POST   /api/users/payment-methods/setup-checkout {returnPath?} → { url }: the same
 *   through Stripe Checkout in setup mode (the path without JavaScript); it returns to
 *   `returnPath` (a tenant page; default the payment methods page) with ?added=1.
 * - DELETE /api/users/payment-methods/{id} → { removed: id }: detaches one of the
 *   user's own methods (anyone else's: 404) and turns off the autopays that used it.
 */
export const PAYMENT_METHOD_MESSAGES = {
  removed: 'Payment method removed.',
} as const

const DEFAULT_RETURN_PATH = '/app/tenant/payment-methods'

function signedInUserId(req: PayloadRequest): number {
  if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
  if (!isStripeConfigured()) throw new ClientError(STRIPE_PAYMENT_MESSAGES.notConfigured, 409)
  return req.user.id as number
}

export const listPaymentMethodsEndpoint: Endpoint = {
  path: '/payment-methods',
  method: 'get',
  handler: async (req) => {
    const userId = signedInUserId(req)
    const methods = await listSavedPaymentMethods(req, userId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId }))
    return Response.json({ methods })
  },
}

export const setupIntentEndpoint: Endpoint = {
  path: '/payment-methods/setup-intent',
  method: 'post',
  handler: async (req) => {
    const userId = signedInUserId(req)
    try {
      const customer = await ensureStripeCustomer(req, userId)
      const stripe = await getStripe()
      const intent = await stripe.setupIntents.create({ customer, usage: 'off_session', allowed_payment_method_types: ['card', 'us_bank_account'], metadata: { userId: String(userId) } })
      return Response.json({ clientSecret: intent.client_secret, publishableKey: publishableKey() })
    } catch (error) {
      stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId })
    }
  },
}

const checkoutBody = z.object({ returnPath: z.string().regex(/^\/app\/tenant(\/[A-Za-z0-9._~\-/]*)?$/).optional() })

export const setupCheckoutEndpoint: Endpoint = {
  path: '/payment-methods/setup-checkout',
  method: 'post',
  handler: async (req) => {
    const userId = signedInUserId(req)
    await addDataAndFileToRequest(req)
    const body = checkoutBody.safeParse(req.data ?? {})
    const returnPath = (body.success && body.data.returnPath) || DEFAULT_RETURN_PATH
    try {
      const customer = await ensureStripeCustomer(req, userId)
      const stripe = await getStripe()
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer,
        allowed_payment_method_types: ['card', 'us_bank_account'],
        setup_intent_data: { metadata: { userId: String(userId) } },
        success_url: siteUrl(`${returnPath}?added=1`)!,
        cancel_url: siteUrl(returnPath)!,
      })
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`)
      return Response.json({ url: session.url })
    } catch (error) {
      stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId })
    }
  },
}

export const removePaymentMethodEndpoint: Endpoint = {
  path: '/payment-methods/:paymentMethodId',
  method: 'delete',
  handler: async (req) => {
    const userId = signedInUserId(req)
    const paymentMethodId = String(req.routeParams?.paymentMethodId ?? '')
    const saved = await findSavedPaymentMethod(req, userId, paymentMethodId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId }))
    if (!saved) throw new NotFound(req.t)
    const stripe = await getStripe()
    await stripe.paymentMethods.detach(saved.id).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId }))
    // Autopay cannot charge a removed method: its enrolments are turned off (the tenant picks another).
    const { docs } = await req.payload.find({
      collection: 'autopays',
      where: { and: [{ user: { equals: userId } }, { paymentMethodId: { equals: saved.id } }, { enabled: { equals: true } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const autopay of docs) await req.payload.update({ collection: 'autopays', id: autopay.id, data: { enabled: false }, overrideAccess: true, depth: 0, req, context: { [SKIP_SAVED_METHOD_CHECK]: true } })
    return Response.json({ removed: saved.id, message: PAYMENT_METHOD_MESSAGES.removed })
  },
}

export const paymentMethodEndpoints = [listPaymentMethodsEndpoint, setupIntentEndpoint, setupCheckoutEndpoint, removePaymentMethodEndpoint]
