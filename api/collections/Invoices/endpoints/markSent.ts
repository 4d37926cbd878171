import { Forbidden, type Endpoint } from 'payload'
import { invoiceAmounts, invoiceMessages, isManualMethod, isMobileMethod, payableOf } from '@common/invoices'
import { ClientError } from '@api/errors'
import type { Payment } from '@api/payload-types'
import { notify } from '@api/notifications/emit'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { paymentsOf, TRUSTED_METHODS } from '@api/collections/Invoices/hooks/compute'
import { asServer, fieldError, findInvoice, inTransaction, invoiceFlowMessages, readBody, requireSignedIn, roleOf, routeId } from './shared'
import { idOf } from '@common/ids'

/**
 * POST /api/invoices/{id}/mark-sent {method, note?}: a tenant of the lease says it
 * sent the money by Venmo, Cash App, Zelle or a manual method. Creates a `pending` payment
 * of what is payable (payer: the tenant), records the invoice's paymentSentNotification and
 * tells the organization's owners ('Payment Marked Sent') — one transaction. The landlord
 * then confirms it or marks it not received. Staff: 403; anyone else: 404.
 */
export const markSentEndpoint: Endpoint = {
  path: '/:id/mark-sent',
  method: 'post',
  handler: async (req) => {
    const user = requireSignedIn(req)
    const id = routeId(req)
    const body = await readBody(req)
    const result = await inTransaction(req, async () => {
      const invoice = await findInvoice(req, id)
      if ((await roleOf(req, invoice)) !== 'tenant') throw new Forbidden(req.t)
      const method = typeof body.method === 'string' ? body.method : ''
      const offered = (invoice.paymentMethods ?? []) as string[]
      if (!offered.includes(method) || !(isMobileMethod(method) || isManualMethod(method))) fieldError(req, 'invoices', 'method', invoiceFlowMessages.methodInvalid)
      if (invoice.voided) throw new ClientError(invoiceMessages.invoiceVoid, 409)
      const payments = await paymentsOf(req, invoice.id)
      if (payments.some((payment) => payment.status === 'pending')) throw new ClientError(invoiceFlowMessages.alreadyMarkedSent, 409)
      const payable = payableOf(invoiceAmounts(invoice.items ?? [], payments), payments)
      if (payable === 0) throw new ClientError(invoiceMessages.invoicePaid, 409)
      const note = typeof body.note === 'string' ? body.note.trim().slice(0, 500) || null : null
      const sentAt = new Date().toISOString()
      const payment = await asServer(req, () =>
        req.payload.create({
          collection: 'payments',
          data: {
            organization: idOf(invoice.organization) as number,
            invoice: invoice.id,
            method: method as Payment['method'],
            amount: payable,
            status: 'pending',
            payer: user.id,
            note,
            // Unique per invoice and attempt: a double-submitted form makes one payment.
            idempotencyKey: `mark-sent:${invoice.id}:${payments.length}`,
          },
          depth: 0,
          overrideAccess: true,
          context: { [SERVER_PAYMENT]: true },
          req,
        }),
      )
      const updated = await asServer(req, () =>
        req.payload.update({
          collection: 'invoices',
          id: invoice.id,
          data: {
            paymentSentNotification: { method: method as Payment['method'], sentAt, note },
          },
          depth: 0,
          overrideAccess: true,
          context: { [TRUSTED_METHODS]: true },
          req,
        }),
      )
      const organization = updated.organization as number
      await notify(req, {
        event: 'invoice:payment-marked-sent',
        category: 'organization',
        recipients: { organizationOwners: organization },
        organization,
        related: { invoice: updated.id, payment: payment.id },
      })
      return { payment, invoice: updated }
    })
    return Response.json({ ...result, message: 'Payment marked sent.' })
  },
}
