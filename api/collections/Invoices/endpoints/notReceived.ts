import type { Endpoint } from 'payload'
import { ClientError } from '../../../errors'
import { notify } from '../../../notifications/emit'
import { SERVER_PAYMENT } from '../../Payments/hooks/payment'
import { TRUSTED_METHODS } from '../hooks/compute'
import { CLEARED_SENT_NOTIFICATION } from './confirmPayment'
import { findInvoice, idOf, inTransaction, invoiceForStaff, invoiceFlowMessages, paymentOfInvoice, readBody, requireSignedIn } from './shared'

/**
 * POST /api/invoices/{id}/not-received {paymentId} (issue 8): the money a tenant marked sent
 * never arrived. The pending payment fails (failureCode 'not-received'), the invoice is
 * open again and no longer waits (paymentSentNotification cleared), and the lease's
 * tenants hear 'Payment Not Received'. Staff only (a tenant: 403; anyone else: 404).
 */
export const notReceivedEndpoint: Endpoint = {
  path: '/:id/not-received',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const body = await readBody(req)
    const result = await inTransaction(req, async () => {
      const invoice = await invoiceForStaff(req)
      const payment = await paymentOfInvoice(req, invoice, body.paymentId)
      if (payment.status !== 'pending' || payment.stripePaymentIntentId) throw new ClientError(invoiceFlowMessages.notPending, 409)
      const failed = await req.payload.update({
        collection: 'payments',
        id: payment.id,
        data: {
          status: 'failed',
          failureCode: 'not-received',
          failureMessage: invoiceFlowMessages.notReceivedReason,
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
        event: 'invoice:payment-marked-not-received',
        category: 'tenant',
        recipients: { leaseTenants: idOf(invoice.lease) as number },
        related: { invoice: invoice.id, payment: payment.id },
      })
      return { payment: failed, invoice: await findInvoice(req, invoice.id) }
    })
    return Response.json({
      ...result,
      message: 'Payment marked not received.',
    })
  },
}
