import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { incomeCategoryOf, invoiceAmounts, invoiceMessages, isCardProviderMethod, payableOf } from '@common/invoices'
import { writableParent } from '@api/access/writable'
import { ClientError } from '@api/errors'
import type { Invoice } from '@api/payload-types'
import { paymentsOf, refreshInvoice } from '@api/collections/Invoices/hooks/compute'
import { idOf } from '@common/ids'
import type { Payment } from '@api/payload-types'

/** Set by the server's own payment flows (Stripe, mark sent, confirm): their data is trusted as given. */
export const SERVER_PAYMENT = 'leasewell:serverPayment'

/**
 * A payment belongs to its invoice's lease and organization (copied, never from the
 * client). A payment a landlord records through the API (the record payment drawer) is a
 * received, non-card payment of at most what is still payable on an open invoice; card and
 * bank payments only come from Stripe.
 */
export const checkPayment: CollectionBeforeChangeHook<Payment> = async ({ data, originalDoc, req, operation, collection }) => {
  const invoiceId = idOf(operation === 'create' ? data.invoice : originalDoc?.invoice)
  if (operation === 'update' && data.invoice !== undefined && idOf(data.invoice) !== idOf(originalDoc?.invoice)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: 'The invoice of a payment cannot change.', path: 'invoice' }] }, req.t)
  }
  if (!invoiceId) return data
  const trusted = Boolean(req.context[SERVER_PAYMENT]) || !req.user
  // The server's own flows (a tenant paying or marking sent) have checked the invoice; a
  // payment recorded through the API follows the write rule (ADR 024): the invoice's staff only.
  const invoice = trusted
    ? await req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true, req, disableErrors: true })
    : await writableParent<Invoice>(req, 'invoices', invoiceId, { path: 'invoice', slug: collection.slug })
  if (!invoice) return data
  data.organization = idOf(invoice.organization)
  data.lease = idOf(invoice.lease)
  data.property = idOf(invoice.property) ?? null
  data.unit = idOf(invoice.unit) ?? null
  data.incomeCategory = incomeCategoryOf(invoice)
  if (operation === 'create' && !trusted) {
    if (invoice.voided) throw new ClientError(invoiceMessages.invoiceVoid, 409)
    if (data.method && isCardProviderMethod(data.method)) {
      throw new ValidationError({ collection: collection.slug, errors: [{ message: 'Card and bank payments are made by the tenant through Stripe.', path: 'method' }] }, req.t)
    }
    const payments = await paymentsOf(req, invoiceId)
    const payable = payableOf(invoiceAmounts(invoice.items ?? [], payments), payments)
    if (payable === 0) throw new ClientError(invoiceMessages.invoicePaid, 409)
    if (typeof data.amount === 'number' && data.amount > payable) {
      throw new ValidationError({ collection: collection.slug, errors: [{ message: invoiceMessages.paymentTooLarge, path: 'amount' }] }, req.t)
    }
    if (typeof data.amount === 'number' && data.amount <= 0) {
      throw new ValidationError({ collection: collection.slug, errors: [{ message: invoiceMessages.amountPositive, path: 'amount' }] }, req.t)
    }
    data.status = 'succeeded'
    data.paidAt = data.paidAt ?? new Date().toISOString()
    data.recordedBy = req.user?.id ?? null
  }
  const refunds = (data.refunds ?? originalDoc?.refunds ?? []) as { amount: number; status: string }[]
  data.amountRefunded = refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0)
  return data
}

/** The invoice follows its payments in the same transaction. */
export const refreshPaidInvoice: CollectionAfterChangeHook<Payment> = async ({ doc, req }) => {
  const invoiceId = idOf(doc.invoice)
  if (invoiceId) await refreshInvoice(req, invoiceId)
  return doc
}
