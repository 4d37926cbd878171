import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { ClientError } from '@api/errors'
import { startIntentPayment, STRIPE_PAYMENT_MESSAGES } from '@api/money/stripe-payments'

/** What /pay and /checkout both take: the Stripe method. */
export const stripeMethodBody = z.object({
  method: z.enum(['card', 'us-bank-account'], {
    error: STRIPE_PAYMENT_MESSAGES.methodRequired,
  }),
})

/** The request's body (JSON or form) checked against `schema`, or 400 with its first message. */
export async function readStripeBody<Schema extends z.ZodType>(req: PayloadRequest, schema: Schema): Promise<z.output<Schema>> {
  await addDataAndFileToRequest(req)
  const body = schema.safeParse(req.data ?? {})
  if (!body.success) throw new ClientError(body.error.issues[0]?.message ?? STRIPE_PAYMENT_MESSAGES.methodRequired, 400)
  return body.data
}

const bodySchema = stripeMethodBody.extend({
  paymentMethodId: z.string().max(100).nullish(),
  attempt: z.coerce.number().int().positive().nullish(),
})

/**
 * POST /api/invoices/:id/pay {method: 'card' | 'us-bank-account', paymentMethodId?, attempt?}
 *: the tenant pays what is payable by card or bank. Creates (idempotently per
 * attempt) a destination-charge PaymentIntent to the landlord's connected account and its
 * pending payment; answers {clientSecret, paymentId, publishableKey} for Stripe.js to
 * confirm. `paymentMethodId` pays with one of the tenant's saved methods; `attempt` (the
 * attempt the form was rendered for) refuses a stale form with 409. 404 unless the caller
 * is a tenant of the invoice's lease; 409 when the method is not offered or available now,
 * or nothing is left to pay; 502 when Stripe fails. A webhook settles the payment.
 */
export const payInvoiceEndpoint: Endpoint = {
  path: '/:id/pay',
  method: 'post',
  handler: async (req) => {
    const body = await readStripeBody(req, bodySchema)
    return Response.json(
      await startIntentPayment(req, {
        invoiceId: req.routeParams?.id,
        ...body,
      }),
    )
  },
}
