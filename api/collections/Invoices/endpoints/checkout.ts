import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { z } from 'zod'
import { ClientError } from '../../../errors'
import { startCheckoutPayment, STRIPE_PAYMENT_MESSAGES } from '../../../money/stripe-payments'

const bodySchema = z.object({
  method: z.enum(['card', 'us-bank-account'], {
    error: STRIPE_PAYMENT_MESSAGES.methodRequired,
  }),
})

/**
 * POST /api/invoices/:id/checkout {method} (issue 8): the path without JavaScript. A Stripe
 * Checkout Session (mode payment) for what is payable, with the same destination charge as
 * /pay, and its pending payment; answers {url, paymentId}; Checkout returns to the
 * tenant's invoice page. Idempotent per attempt (a repeated request gets the same session).
 * Same refusals as /pay.
 */
export const checkoutInvoiceEndpoint: Endpoint = {
  path: '/:id/checkout',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const body = bodySchema.safeParse(req.data ?? {})
    if (!body.success) throw new ClientError(body.error.issues[0]?.message ?? STRIPE_PAYMENT_MESSAGES.methodRequired, 400)
    return Response.json(
      await startCheckoutPayment(req, {
        invoiceId: req.routeParams?.id,
        method: body.data.method,
      }),
    )
  },
}
