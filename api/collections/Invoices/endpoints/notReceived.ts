import type { Endpoint } from 'payload'
import { answerMarkedSent } from './confirmPayment'
import { invoiceFlowMessages, requireSignedIn } from './shared'

/**
 * POST /api/invoices/{id}/not-received {paymentId}: the money a tenant marked sent
 * never arrived. The pending payment fails (failureCode 'not-received'), the invoice is
 * open again and no longer waits (paymentSentNotification cleared), and the lease's
 * tenants hear 'Payment Not Received'. Staff only (a tenant: 403; anyone else: 404).
 */
export const notReceivedEndpoint: Endpoint = {
  path: '/:id/not-received',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const result = await answerMarkedSent(req, {
      update: () => ({
        status: 'failed',
        failureCode: 'not-received',
        failureMessage: invoiceFlowMessages.notReceivedReason,
      }),
      event: 'invoice:payment-marked-not-received',
    })
    return Response.json({
      ...result,
      message: 'Payment marked not received.',
    })
  },
}
