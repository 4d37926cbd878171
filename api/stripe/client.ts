import type Stripe from 'stripe'
import { getStripeEnv } from '@api/env'

/**
 * The one server-side Stripe client (ADR 015). Stripe is switched on by STRIPE_SECRET_KEY;
 * without it subscriptions are off and every organization has access (self-hosted mode).
 * The environment is read at each call, so the client follows a changed key (tests turn
 * Stripe on per file); the client itself is made once per key.
 */
export function isStripeConfigured(): boolean {
  return Boolean(getStripeEnv().STRIPE_SECRET_KEY)
}

/** Thrown when Stripe is needed but not configured; callers answer 409 (see ADR 015). */
export class StripeNotConfiguredError extends Error {
  constructor(what = 'Stripe') {
    super(`${what} is not configured on this server.`)
    this.name = 'StripeNotConfiguredError'
  }
}

/** Requests to Stripe give up after this long (the SDK's default is 80 s). */
const STRIPE_TIMEOUT_MS = 20_000

/**
 * The SDK, imported on first use: it takes a tenth of a second to load, which a server
 * without Stripe (self-hosted mode) never pays, and others pay at the first Stripe call
 * rather than at start.
 */
export async function loadStripeSdk(): Promise<typeof Stripe> {
  return (await import('stripe')).default
}

let cached: { key: string; client: Stripe } | undefined

/**
 * The Stripe client for the configured secret key. Throws StripeNotConfiguredError
 * without one. Never call Stripe while a database transaction of the request holds the
 * SQLite write lock (ARCHITECTURE §2): make the Stripe call first, then write.
 */
export async function getStripe(): Promise<Stripe> {
  const key = getStripeEnv().STRIPE_SECRET_KEY
  if (!key) throw new StripeNotConfiguredError()
  const StripeSdk = await loadStripeSdk()
  if (cached?.key !== key) {
    cached = {
      key,
      client: new StripeSdk(key, {
        // The SDK pins the API version its types describe; webhook endpoints must be
        // created with the same version so that event payloads match these types.
        maxNetworkRetries: 2,
        timeout: STRIPE_TIMEOUT_MS,
        appInfo: { name: 'Leasewell', version: '0.1.10' },
      }),
    }
  }
  return cached.client
}

/** The webhook signing secret; throws StripeNotConfiguredError without one. */
export function getStripeWebhookSecret(): string {
  const secret = getStripeEnv().STRIPE_WEBHOOK_SECRET
  if (!secret) throw new StripeNotConfiguredError('Stripe webhook signing')
  return secret
}

/**
 * Every secret a delivery to the one webhook endpoint may be signed with: the account
 * endpoint's, then the Connect endpoint's when set (Stripe signs each endpoint with its own
 * secret; ADR 023). Throws StripeNotConfiguredError without the first.
 */
export function getStripeWebhookSecrets(): string[] {
  const connect = getStripeEnv().STRIPE_CONNECT_WEBHOOK_SECRET
  return [getStripeWebhookSecret(), ...(connect ? [connect] : [])]
}
