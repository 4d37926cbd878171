import type { Endpoint } from 'payload'
import { ClientError } from '../../../errors'
import { notify } from '../../../notifications/emit'
import { SERVER_PAYMENT } from '../../Payments/hooks/payment'
import { TRUSTED_METHODS } from '../hooks/compute'
import { findInvoice, idOf, inTransaction, invoiceForStaff, invoiceFlowMessages, paymentOfInvoice, readBody, requireSignedIn } from './shared'

/** The invoice no longer waits for the landlord's answer. */
export const CLEARED_SENT_NOTIFICATION = {
  method: null,
  sentAt: null,
  note: null,
}

/**
 * POST /api/invoices/{id}/confirm-payment {paymentId} (issue 8): the landlord received the
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
    const body = await readBody(req)
    const result = await inTransaction(req, async () => {
      const invoice = await invoiceForStaff(req)
      const payment = await paymentOfInvoice(req, invoice, body.paymentId)
      if (payment.status !== 'pending' || payment.stripePaymentIntentId) throw new ClientError(invoiceFlowMessages.notPending, 409)
      const confirmed = await req.payload.update({
        collection: 'payments',
        id: payment.id,
        data: {
          status: 'succeeded',
          paidAt: new Date().toISOString(),
          recordedBy: user.id,
        },
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
        event: 'payment:succeeded',
        category: 'tenant',
        recipients: { leaseTenants: idOf(invoice.lease) as number },
        related: { invoice: invoice.id, payment: payment.id },
      })
      return {
        payment: confirmed,
        invoice: await findInvoice(req, invoice.id),
      }
    })
    return Response.json({ ...result, message: 'Payment confirmed.' })
  },
}
