import { randomBytes } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import Stripe from 'stripe'

/**
 * Stripe, offline: msw handlers for the Stripe API calls the server makes, builders of
 * realistic webhook events, and signing with the SDK's own test helper. Tests never reach
 * Stripe (ARCHITECTURE §3).
 */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_leasewell_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_leasewell_0123456789',
  STRIPE_PRICE_PRO_YEARLY: 'price_test_pro_yearly',
} as const

export const STRIPE_API = 'https://api.stripe.com'

/** One Checkout Session creation the handlers saw: its form fields, flattened as Stripe encodes them. */
export type CheckoutRequest = { fields: Record<string, string>; authorization: string | null }
export const checkoutRequests: CheckoutRequest[] = []
/** The customer portal sessions the handlers created (form fields as Stripe encodes them). */
export const portalRequests: CheckoutRequest[] = []

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

export const stripeHandlers = [
  http.post(`${STRIPE_API}/v1/checkout/sessions`, async ({ request }) => {
    const fields = Object.fromEntries(new URLSearchParams(await request.text()))
    checkoutRequests.push({ fields, authorization: request.headers.get('authorization') })
    const id = stripeId('cs')
    return HttpResponse.json({
      id,
      object: 'checkout.session',
      mode: fields.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: fields.client_reference_id ?? null,
      customer: fields.customer ?? null,
      customer_email: fields.customer_email ?? null,
      metadata: { organizationId: fields['metadata[organizationId]'] },
      success_url: fields.success_url,
      cancel_url: fields.cancel_url,
      subscription: null,
      livemode: false,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    })
  }),
  http.post(`${STRIPE_API}/v1/billing_portal/sessions`, async ({ request }) => {
    const fields = Object.fromEntries(new URLSearchParams(await request.text()))
    portalRequests.push({ fields, authorization: request.headers.get('authorization') })
    const id = stripeId('bps')
    return HttpResponse.json({
      id,
      object: 'billing_portal.session',
      customer: fields.customer,
      return_url: fields.return_url ?? null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      url: `https://billing.stripe.com/p/session/${id}`,
    })
  }),
]

/** Overrides for one test (`server.use(...)`). */
export const stripeFailures = {
  /** Stripe refuses the request (an unknown price, say): a 400 the SDK does not retry. */
  invalidRequest: http.post(`${STRIPE_API}/v1/checkout/sessions`, () =>
    HttpResponse.json(
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such price: 'price_test_pro_yearly'", param: 'line_items[0][price]' } },
      { status: 400 },
    ),
  ),
}

// --- Webhook events -------------------------------------------------------------------

type SubscriptionEventType = 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted'

export type SubscriptionFixture = {
  id?: string
  customer?: string
  status: Stripe.Subscription.Status
  organizationId?: number | string
  price?: string
  /** Seconds since the epoch. */
  currentPeriodEnd?: number
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

function event<T extends Stripe.Event.Type>(type: T, object: object, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Extract<Stripe.Event, { type: T }>
}

/** A customer.subscription.* event with one item of `price` (the pro_yearly test price by default). */
export function subscriptionEvent(type: SubscriptionEventType, fixture: SubscriptionFixture, options: { id?: string; created?: number } = {}) {
  const id = fixture.id ?? stripeId('sub')
  const start = nowSeconds()
  const periodEnd = fixture.currentPeriodEnd ?? start + 365 * 24 * 3600
  const subscription = {
    id,
    object: 'subscription',
    customer: fixture.customer ?? stripeId('cus'),
    status: fixture.status,
    cancel_at_period_end: false,
    created: start,
    start_date: start,
    currency: 'usd',
    livemode: false,
    metadata: fixture.organizationId === undefined ? {} : { organizationId: String(fixture.organizationId) },
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          current_period_start: start,
          current_period_end: periodEnd,
          price: { id: fixture.price ?? STRIPE_TEST_ENV.STRIPE_PRICE_PRO_YEARLY, object: 'price', recurring: { interval: 'year', interval_count: 1 } },
        },
      ],
    },
  }
  return event(type, subscription, options)
}

/** A checkout.session.completed event of a subscription Checkout. */
export function checkoutCompletedEvent(
  fixture: { organizationId?: number | string; clientReferenceId?: string | null; customer?: string; subscription?: string; mode?: 'subscription' | 'payment' },
  options: { id?: string; created?: number } = {},
) {
  const id = stripeId('cs')
  const session = {
    id,
    object: 'checkout.session',
    mode: fixture.mode ?? 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: fixture.clientReferenceId === undefined ? (fixture.organizationId === undefined ? null : String(fixture.organizationId)) : fixture.clientReferenceId,
    metadata: fixture.organizationId === undefined ? {} : { organizationId: String(fixture.organizationId) },
    customer: fixture.customer ?? stripeId('cus'),
    subscription: fixture.mode === 'payment' ? null : (fixture.subscription ?? stripeId('sub')),
    livemode: false,
    url: null,
  }
  return event('checkout.session.completed', session, options)
}

/** Any other event (a type nobody handles, for one). */
export function otherEvent(type: Stripe.Event.Type, object: object = { id: stripeId('obj'), object: 'unknown' }, options: { id?: string; created?: number } = {}) {
  return event(type, object, options)
}

/** The Stripe-Signature header for `payload`, made by the SDK's test helper. */
export function signStripePayload(payload: string, secret: string = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) })
}
