import { useEffect, useState } from 'react'
import type { Stripe } from '@stripe/stripe-js'
import { stripeFor } from './stripe-js.client'

export const STRIPE_LOAD_ERROR = 'The secure card form could not be loaded. Check your connection, or use the button below to pay on Stripe’s page.'

/**
 * Stripe.js for `publishableKey` once it has loaded (null before, or without a key), or the
 * message to show when it cannot load: the pages then offer Stripe Checkout instead. The
 * Payment Element itself is @stripe/react-stripe-js' <Elements> and <PaymentElement>.
 */
export function useStripeJs(publishableKey: string | null) {
  const [state, setState] = useState<{ key: string | null; stripe: Stripe | null; loadError: string | null }>({ key: null, stripe: null, loadError: null })
  useEffect(() => {
    if (!publishableKey) return
    let cancelled = false
    stripeFor(publishableKey).then(
      (stripe) => !cancelled && setState({ key: publishableKey, stripe, loadError: null }),
      () => !cancelled && setState({ key: publishableKey, stripe: null, loadError: STRIPE_LOAD_ERROR }),
    )
    return () => {
      cancelled = true
    }
  }, [publishableKey])
  return state.key === publishableKey ? { stripe: state.stripe, loadError: state.loadError } : { stripe: null, loadError: null }
}

/** Posts `fields` to an app action that answers JSON (a resource route), as the browser's fetch. */
export async function postForJson<T>(url: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), headers: { Accept: 'application/json' } })
  return (await response.json().catch(() => ({ error: 'Something went wrong. Try again.' }))) as T
}
