import { data, redirect } from 'react-router'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireTenant } from '~/utils/auth.server'
import type { Route } from './+types/invoices.$invoiceId.pay'

/**
 * /app/tenant/invoices/{id}/pay: the action behind components/invoices/stripe-pay.
 * - intent=intent (with JavaScript, fetched): POST /api/invoices/{id}/pay → JSON
 *   { clientSecret, paymentId } for Stripe.js, or { error } with the API's status.
 * - intent=checkout (a plain form, no JavaScript): POST /api/invoices/{id}/checkout → a
 *   redirect to Stripe Checkout, or back to the invoice with the refusal as a toast.
 * GET leads to the invoice page.
 */
const METHODS = ['card', 'us-bank-account'] as const
const invoicePath = (id: string) => `/app/tenant/invoices/${encodeURIComponent(id)}`

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  throw redirect(invoicePath(params.invoiceId))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireTenant(context)
  if (!/^\d+$/.test(params.invoiceId)) throw data(null, { status: 404 })
  const formData = await request.formData()
  const method = String(formData.get('method') ?? '')
  const intent = String(formData.get('intent') ?? '')
  const attempt = Number(formData.get('attempt')) || undefined
  const back = invoicePath(params.invoiceId)
  if (!(METHODS as readonly string[]).includes(method)) return Response.json({ error: 'Choose a payment method.' }, { status: 400 })
  const client = api(context)
  try {
    if (intent === 'intent') {
      const result = await client.endpoint<{ clientSecret: string; paymentId: number }>('POST', 'invoices', `/${params.invoiceId}/pay`, { json: { method, attempt } })
      return Response.json({ clientSecret: result.clientSecret, paymentId: result.paymentId })
    }
    const { url } = await client.endpoint<{ url: string }>('POST', 'invoices', `/${params.invoiceId}/checkout`, { json: { method } })
    throw redirect(url)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 404) throw data(null, { status: 404 })
    const message = error.status >= 500 ? 'The payment could not be started. Try again.' : error.message
    if (intent === 'intent') return Response.json({ error: message }, { status: error.status })
    flashToast(context, { type: 'error', title: 'Payment not started', description: message })
    throw redirect(back)
  }
}
