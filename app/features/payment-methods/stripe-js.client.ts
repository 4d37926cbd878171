import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'

/**
 * Stripe.js through @stripe/stripe-js, on the pages that take a card or a bank account.
 * The `pure` entry loads nothing until the first call (the package's main entry would add
 * the script to every page that imports it). The library appends its own <script> from
 * https://js.stripe.com without a nonce: our CSP's 'strict-dynamic' lets a script that our
 * nonced bundle adds run, and browsers without 'strict-dynamic' fall back to the
 * https://js.stripe.com source that the CSP lists when STRIPE_PUBLISHABLE_KEY is set
 * (security.server.ts).
 */
const instances = new Map<string, Promise<Stripe>>()

/** The Stripe.js instance for `publishableKey` (one per key); a failed load is tried again next time. */
export function stripeFor(publishableKey: string): Promise<Stripe> {
  let instance = instances.get(publishableKey)
  if (!instance) {
    instance = loadStripe(publishableKey).then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available here')
      return stripe
    })
    instance.catch(() => instances.delete(publishableKey))
    instances.set(publishableKey, instance)
  }
  return instance
}

/** An absolute URL of this site, for Stripe's return_url. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href
