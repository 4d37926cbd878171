import type { Endpoint, PayloadRequest } from 'payload'
import type { NotificationEvent } from '@common/notifications'
import { ClientError } from '@api/errors'
import { notify } from '@api/notifications/emit'
import type { Payment } from '@api/payload-types'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { TRUSTED_METHODS } from '@api/collections/Invoices/hooks/compute'
import { findInvoice, inTransaction, invoiceForStaff, invoiceFlowMessages, paymentOfInvoice, readBody, requireSignedIn } from './shared'
import { idOf } from '@common/ids'

/** The invoice no longer waits for the landlord's answer. */
export const CLEARED_SENT_NOTIFICATION = {
  method: null,
  sentAt: null,
  note: null,
}

/**
 * The landlord's answer to a payment a tenant marked sent (confirm-payment, not-received):
 * in one transaction, the invoice's pending, non-Stripe payment `body.paymentId` gets
 * `update()` (the invoice's amounts follow), the invoice no longer waits, and the lease's
 * tenants hear `event`. Staff only (a tenant of the lease: 403; anyone else: 404).
 */
export async function answerMarkedSent(req: PayloadRequest, { update, event }: { update: () => Partial<Payment>; event: NotificationEvent }) {
  const body = await readBody(req)
  return inTransaction(req, async () => {
    const invoice = await invoiceForStaff(req)
    const payment = await paymentOfInvoice(req, invoice, body.paymentId)
    if (payment.status !== 'pending' || payment.stripePaymentIntentId) throw new ClientError(invoiceFlowMessages.notPending, 409)
    const updated = await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: update(),
      depth: 0,
      overrideAccess: true,
      context: { [SERVER_PAYMENT]: true },
      req,
    })
    await req.payload.update({
      collection: 'invoices',
      id: invoice.id,
      data: { paymentSentNotification: CLEARED_SENT_NOTIFICATION },
      depth: 0,
      overrideAccess: true,
      context: { [TRUSTED_METHODS]: true },
      req,
    })
    await notify(req, {
      event,
      category: 'tenant',
      recipients: { leaseTenants: idOf(invoice.lease) as number },
      related: { invoice: invoice.id, payment: payment.id },
    })
    return { payment: updated, invoice: await findInvoice(req, invoice.id) }
  })
}

/**
 * POST /api/invoices/{id}/confirm-payment {paymentId}: the landlord received the
 * money a tenant marked sent. The pending payment succeeds (the invoice's amounts follow in
 * the same transaction) and the lease's tenants hear 'Payment Received'. Staff only (a
 * tenant of the lease: 403; anyone else: 404). Card and bank payments are settled by
 * Stripe, never here.
 */
export const confirmPaymentEndpoint: Endpoint = {
  path: '/:id/confirm-payment',
  method: 'post',
  handler: async (req) => {
    const user = requireSignedIn(req)
    const result = await answerMarkedSent(req, {
      update: () => ({
        status: 'succeeded',
        paidAt: new Date().toISOString(),
        recordedBy: user.id,
      }),
      event: 'payment:succeeded',
    })
    return Response.json({ ...result, message: 'Payment confirmed.' })
  },
}
