import { Forbidden, NotFound, type Endpoint } from 'payload'
import { invoiceMessages, refundableOf } from '@common/invoices'
import { ClientError } from '@api/errors'
import { createStripeRefund } from '@api/money/stripe-refunds'
import { notify } from '@api/notifications/emit'
import { findInvoice, fieldError, inTransaction, readBody, requireSignedIn, roleOf, routeId } from '@api/collections/Invoices/endpoints/shared'
import { idOf } from '@common/ids'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'

/**
 * POST /api/payments/{id}/refund {amount, reason?}: the landlord gives money back.
 * `amount` is whole cents, more than 0 and at most what the payment still holds. A
 * Venmo, Cash App, Zelle or manual payment is refunded at once (the refund succeeds, the
 * invoice's amountDue goes back up, the lease's tenants hear 'Refund Complete'); a card or
 * bank payment goes to Stripe (api/money/stripe-refunds.ts: pending until its webhook).
 * Staff only (a tenant of the lease: 403; anyone else: 404).
 */
export const refundEndpoint: Endpoint = {
  path: '/:id/refund',
  method: 'post',
  handler: async (req) => {
    const user = requireSignedIn(req)
    const id = routeId(req)
    const body = await readBody(req)
    const payment = await req.payload.findByID({
      collection: 'payments',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!payment) throw new NotFound(req.t)
    if ((await roleOf(req, payment)) !== 'staff') throw new Forbidden(req.t)
    const amount = body.amount
    if (amount === undefined || amount === null || amount === '') fieldError(req, 'payments', 'amount', invoiceMessages.amountRequired)
    if (typeof amount !== 'number' || !Number.isInteger(amount)) fieldError(req, 'payments', 'amount', invoiceMessages.validNumber)
    if (amount <= 0) fieldError(req, 'payments', 'amount', invoiceMessages.amountPositive)
    if (payment.status !== 'succeeded') throw new ClientError(invoiceMessages.notRefundable, 409)
    if (amount > refundableOf(payment)) fieldError(req, 'payments', 'amount', invoiceMessages.refundTooLarge)
    const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) || null : null

    // Stripe is called outside any transaction of ours (no network call under the SQLite write lock).
    if (payment.stripePaymentIntentId) return Response.json(await createStripeRefund(req, payment, amount, reason))

    const result = await inTransaction(req, async () => {
      // Read again inside the transaction: two refunds at once cannot both take the same money.
      const current = await req.payload.findByID({
        collection: 'payments',
        id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (amount > refundableOf(current)) fieldError(req, 'payments', 'amount', invoiceMessages.refundTooLarge)
      const refunds = [
        ...(current.refunds ?? []),
        {
          amount,
          status: 'succeeded' as const,
          reason,
          createdAt: new Date().toISOString(),
          createdBy: user.id,
        },
      ]
      const refunded = await req.payload.update({
        collection: 'payments',
        id,
        data: { refunds },
        depth: 0,
        overrideAccess: true,
        context: { [SERVER_PAYMENT]: true },
        req,
      })
      const invoiceId = idOf(current.invoice) as number
      await notify(req, {
        event: 'refund:succeeded',
        category: 'tenant',
        recipients: { leaseTenants: idOf(current.lease) as number },
        related: {
          invoice: invoiceId,
          payment: id,
          refund: { amount, invoice: invoiceId },
        },
      })
      return { payment: refunded, invoice: await findInvoice(req, invoiceId) }
    })
    return Response.json({ ...result, message: 'Refund complete.' })
  },
}
