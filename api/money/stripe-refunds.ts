import { ValidationError, type PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { invoiceMessages, refundableOf } from '@common/invoices'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { ClientError } from '@api/errors'
import type { Payment } from '@api/payload-types'
import { getStripe } from '@api/stripe/client'
import { stripeFailure, withLock } from './stripe-payments'
import { idOf } from '@common/ids'

export const STRIPE_REFUND_MESSAGES = {
  started: 'Refund started. It completes when Stripe confirms it.',
  failed: 'The refund could not be started. Try again.',
  changed: 'This payment changed since you opened it. Reload the page and try again.',
} as const

/**
 * Refunds `amount` cents of a card or bank payment through Stripe (the Stripe
 * branch of POST /api/payments/{id}/refund). Call it outside any transaction: it calls
 * Stripe first, then appends the refund to the payment with status 'pending' and its
 * stripeRefundId; the refund webhooks (api/stripe/payments-events.ts) settle it.
 *
 * The refund is a destination charge's: `reverse_transfer` takes the money back from the
 * landlord's connected account (no application fee is charged, so none is refunded). The
 * idempotency key counts the refunds the caller saw on `payment`: a double-submitted
 * refund form (both requests saw the same payment) makes one Stripe refund and one row;
 * a later, deliberate second refund gets the next key.
 */
export async function createStripeRefund(req: PayloadRequest, payment: Payment, amount: number, reason: string | null) {
  if (!payment.stripePaymentIntentId) throw new Error(`Payment ${payment.id} has no PaymentIntent to refund`)
  const seen = (payment.refunds ?? []).length
  const idempotencyKey = `refund-payment-${payment.id}-${seen + 1}`
  return withLock(`payment-refund-${payment.id}`, async () => {
    const current = await req.payload.findByID({ collection: 'payments', id: payment.id, depth: 0, overrideAccess: true, req })
    const repeated = (current.refunds ?? []).length > seen
    if (current.status !== 'succeeded') throw new ClientError(invoiceMessages.notRefundable, 409)
    if (!repeated && amount > refundableOf(current)) throw new ValidationError({ collection: 'payments', errors: [{ message: invoiceMessages.refundTooLarge, path: 'amount' }] }, req.t)
    const stripe = await getStripe().catch((error) => stripeFailure(req, error, STRIPE_REFUND_MESSAGES.failed))
    let refund: Stripe.Refund
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: current.stripePaymentIntentId!,
          amount,
          reverse_transfer: true,
          metadata: { paymentId: String(current.id), invoiceId: String(idOf(current.invoice)), ...(reason ? { reason: reason.slice(0, 500) } : {}) },
        },
        { idempotencyKey },
      )
    } catch (error) {
      // The same key with other parameters: this form repeats an older refund request.
      if ((error as { type?: string }).type === 'StripeIdempotencyError') throw new ClientError(STRIPE_REFUND_MESSAGES.changed, 409)
      stripeFailure(req, error, STRIPE_REFUND_MESSAGES.failed, { payment: current.id })
    }
    const refunds = current.refunds ?? []
    const updated = refunds.some((each) => each.stripeRefundId === refund.id)
      ? current
      : await req.payload.update({
          collection: 'payments',
          id: current.id,
          data: { refunds: [...refunds, { amount: refund.amount, status: 'pending', reason, stripeRefundId: refund.id, createdAt: new Date().toISOString(), createdBy: req.user?.id ?? null }] },
          depth: 0,
          overrideAccess: true,
          req,
          context: { [SERVER_PAYMENT]: true },
        })
    const invoice = await req.payload.findByID({ collection: 'invoices', id: idOf(updated.invoice) as number, depth: 0, overrideAccess: true, req })
    return { payment: updated, invoice, message: STRIPE_REFUND_MESSAGES.started }
  })
}
