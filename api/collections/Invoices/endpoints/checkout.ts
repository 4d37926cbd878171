import type { Endpoint } from 'payload'
import { startCheckoutPayment } from '@api/money/stripe-payments'
import { readStripeBody, stripeMethodBody } from './pay'

/**
 * POST /api/invoices/:id/checkout {method}: the path without JavaScript. A Stripe
 * Checkout Session (mode payment) for what is payable, with the same destination charge as
 * /pay, and its pending payment; answers {url, paymentId}; Checkout returns to the
 * tenant's invoice page. Idempotent per attempt (a repeated request gets the same session).
 * Same refusals as /pay.
 */
export const checkoutInvoiceEndpoint: Endpoint = {
  path: '/:id/checkout',
  method: 'post',
  handler: async (req) => {
    const body = await readStripeBody(req, stripeMethodBody)
    return Response.json(
      await startCheckoutPayment(req, {
        invoiceId: req.routeParams?.id,
        method: body.method,
      }),
    )
  },
}
