import { data, redirect, type RouterContextProvider } from 'react-router'
import { ApiError, apiFetch } from '~/utils/api.server'
import { api, flashToast, getAuth } from '~/utils/auth.server'
import { getEnv } from '~/utils/env.server'
import { SETUP_CHECKOUT_INTENT, SETUP_INTENT } from './add-payment-method'

type Context = Readonly<RouterContextProvider>

export type SavedPaymentMethod = { id: string; type: 'card' | 'us-bank-account'; label: string }

/** The tenant's saved methods, or `available: false` when card payments are off on this server. */
export async function loadSavedPaymentMethods(context: Context): Promise<{ available: boolean; methods: SavedPaymentMethod[]; publishableKey: string | null }> {
  const publishableKey = getEnv().STRIPE_PUBLISHABLE_KEY ?? null
  try {
    const { methods } = await api(context).endpoint<{ methods: SavedPaymentMethod[] }>('GET', 'users', '/payment-methods')
    return { available: true, methods, publishableKey }
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { available: false, methods: [], publishableKey: null }
    throw error
  }
}

/**
 * The actions of the saved-method dialogs, shared by the payment methods page and the
 * autopay page: a SetupIntent for Stripe.js (JSON), Stripe Checkout in setup mode (a
 * redirect; the path without JavaScript), and removing a method. Null for other intents.
 */
export async function paymentMethodAction(context: Context, formData: FormData, returnPath: string) {
  const intent = String(formData.get('intent') ?? '')
  const client = api(context)
  try {
    if (intent === SETUP_INTENT) return await client.endpoint<{ clientSecret: string }>('POST', 'users', '/payment-methods/setup-intent')
    if (intent === SETUP_CHECKOUT_INTENT) {
      const { url } = await client.endpoint<{ url: string }>('POST', 'users', '/payment-methods/setup-checkout', { json: { returnPath } })
      throw redirect(url)
    }
    if (intent === 'remove') {
      const id = String(formData.get('paymentMethodId') ?? '')
      if (!/^pm_[A-Za-z0-9_]+$/.test(id)) throw data(null, { status: 404 })
      await apiFetch('DELETE', `/users/payment-methods/${encodeURIComponent(id)}`, { token: getAuth(context).token })
      flashToast(context, { type: 'success', title: 'Payment method removed' })
      throw redirect(returnPath)
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 404) throw data(null, { status: 404 })
    const message = error.status >= 500 ? 'Stripe could not be reached. Try again.' : error.message
    if (intent === SETUP_INTENT) return { error: message }
    flashToast(context, { type: 'error', title: 'Something went wrong', description: message })
    throw redirect(returnPath)
  }
  return null
}
