/**
 * Stripe.js, loaded from https://js.stripe.com/v3 on the pages that take a card or a bank
 * account (@stripe/stripe-js is not a dependency). The CSP allows js.stripe.com
 * when STRIPE_PUBLISHABLE_KEY is set (security.server.ts); the script carries the page's
 * nonce. Only the few calls the app makes are typed here.
 */
export type StripeError = { type?: string; code?: string; message?: string }
export type StripeElement = { mount(target: HTMLElement): void; destroy(): void; on(event: 'ready' | 'change', handler: (event: { complete?: boolean }) => void): void }
export type StripeElements = { create(type: 'payment', options?: Record<string, unknown>): StripeElement; submit(): Promise<{ error?: StripeError }>; update(options: Record<string, unknown>): void }
export type StripeInstance = {
  elements(options: Record<string, unknown>): StripeElements
  confirmPayment(options: { elements: StripeElements; clientSecret: string; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>
  confirmSetup(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>
}
type StripeConstructor = (publishableKey: string) => StripeInstance

const SCRIPT_SRC = 'https://js.stripe.com/v3'
let loading: Promise<StripeConstructor> | undefined
const instances = new Map<string, StripeInstance>()

function loadScript(): Promise<StripeConstructor> {
  const win = window as unknown as { Stripe?: StripeConstructor }
  if (win.Stripe) return Promise.resolve(win.Stripe)
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_SRC
    script.async = true
    // Under our CSP ('strict-dynamic') a script added by our own code runs; the nonce covers older browsers.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onload = () => (win.Stripe ? resolve(win.Stripe) : reject(new Error('Stripe.js loaded without window.Stripe')))
    script.onerror = () => {
      loading = undefined
      script.remove()
      reject(new Error('Stripe.js could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}

/** The Stripe.js instance for `publishableKey` (one per key). */
export async function loadStripe(publishableKey: string): Promise<StripeInstance> {
  const cached = instances.get(publishableKey)
  if (cached) return cached
  const instance = (await loadScript())(publishableKey)
  instances.set(publishableKey, instance)
  return instance
}

/** An absolute URL of this site, for Stripe's return_url. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href
