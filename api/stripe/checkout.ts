import { getApiEnv } from '@api/env'
import { getStripe, StripeNotConfiguredError } from './client'
import { DEFAULT_SUBSCRIPTION_PLAN, priceOfPlan, type SubscriptionPlan } from './subscriptions'

export type SubscriptionCheckoutInput = {
  organizationId: number
  /** Prefills Checkout's e-mail field for a first subscription (ignored with `customerId`). */
  customerEmail?: string | null
  /** The organization's Stripe customer, when it subscribed before: Checkout reuses it. */
  customerId?: string | null
  /** Absolute URLs Stripe sends the browser back to; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string
  cancelUrl: string
  plan?: SubscriptionPlan
}

/**
 * Creates a Stripe Checkout Session (hosted, mode subscription, one seat of the plan's
 * price) for an organization and returns its URL. The organization id travels as
 * `client_reference_id` and as metadata on the session and on the subscription, which is
 * how the webhook handlers (subscriptions.ts) find the organization again.
 * Makes a network call: never call it inside a write transaction (ARCHITECTURE §2).
 * Throws StripeNotConfiguredError without Stripe keys, Stripe's errors otherwise.
 */
export async function createSubscriptionCheckout({ organizationId, customerEmail, customerId, successUrl, cancelUrl, plan = DEFAULT_SUBSCRIPTION_PLAN }: SubscriptionCheckoutInput): Promise<string> {
  const stripe = await getStripe()
  const price = priceOfPlan(plan)
  if (!price) throw new StripeNotConfiguredError(`The Stripe price of plan ${plan}`)
  const reference = String(organizationId)
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price, quantity: 1 }],
    client_reference_id: reference,
    metadata: { organizationId: reference },
    subscription_data: { metadata: { organizationId: reference } },
    ...(customerId ? { customer: customerId } : customerEmail ? { customer_email: customerEmail } : {}),
    success_url: successUrl,
    cancel_url: cancelUrl,
  })
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`)
  return session.url
}

/** Where Checkout returns by default (product-spec §2: settings/subscription/return). */
export const DEFAULT_SUCCESS_PATH = '/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}'
export const DEFAULT_CANCEL_PATH = '/app/landlord/documents'

/**
 * A return URL on this site: a path, or an absolute URL of SERVER_URL's origin, made
 * absolute. Anything else is refused (null): Checkout must not become an open redirect.
 */
export function siteUrl(value: string): string | null {
  const origin = new URL(getApiEnv().SERVER_URL).origin
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null
  // Stripe replaces the literal placeholder; keep it unencoded wherever it stands.
  return url.href.replaceAll('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}')
}
