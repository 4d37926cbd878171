import { useEffect, useRef, useState } from 'react'
import { loadStripe, type StripeElements, type StripeInstance } from './stripe-js.client'

export type PaymentElementState = { stripe: StripeInstance | null; elements: StripeElements | null; ready: boolean; loadError: string | null }

export const STRIPE_LOAD_ERROR = 'The secure card form could not be loaded. Check your connection, or use the button below to pay on Stripe’s page.'

/**
 * Mounts Stripe's Payment Element into the returned ref, with `options` for
 * `stripe.elements(...)` (a clientSecret, or the deferred mode: amount, currency, types).
 * Re-created when `key` changes (another method, another secret).
 */
export function usePaymentElement(publishableKey: string | null, options: Record<string, unknown> | null, key: string) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<PaymentElementState>({ stripe: null, elements: null, ready: false, loadError: null })
  const optionsRef = useRef(options)
  optionsRef.current = options
  useEffect(() => {
    const target = ref.current
    const elementOptions = optionsRef.current
    if (!publishableKey || !elementOptions || !target) return
    let cancelled = false
    let destroy: (() => void) | undefined
    setState({ stripe: null, elements: null, ready: false, loadError: null })
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled) return
        const elements = stripe.elements(elementOptions)
        const element = elements.create('payment', { layout: 'tabs' })
        element.on('ready', () => !cancelled && setState({ stripe, elements, ready: true, loadError: null }))
        element.mount(target)
        destroy = () => element.destroy()
        setState({ stripe, elements, ready: false, loadError: null })
      })
      .catch(() => !cancelled && setState({ stripe: null, elements: null, ready: false, loadError: STRIPE_LOAD_ERROR }))
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [publishableKey, key])
  return { ref, ...state }
}

/** Posts `fields` to an app action that answers JSON (a resource route), as the browser's fetch. */
export async function postForJson<T>(url: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), headers: { Accept: 'application/json' } })
  return (await response.json().catch(() => ({ error: 'Something went wrong. Try again.' }))) as T
}
