import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'
import { securityDepositMessages } from '@common/security-deposits'
import { ClientError } from '@api/errors'
import { paymentsOf } from '@api/collections/Invoices/hooks/compute'
import { DEPOSIT_CANCELLING } from './follow-invoice'
import { idOf } from '@common/ids'
import type { SecurityDeposit } from '@api/payload-types'

/** A deposit's amount is set when it is requested or recorded (its invoice carries it): a PATCH cannot change it. */
export const lockAmount: CollectionBeforeChangeHook<SecurityDeposit> = ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && data.amount !== undefined && data.amount !== originalDoc?.amount) {
    throw new ValidationError({ collection: 'security-deposits', errors: [{ message: securityDepositMessages.amountLocked, path: 'amount' }] }, req.t)
  }
  return data
}

/**
 * Deleting a deposit cancels a request: only a requested deposit whose invoice has
 * no payments, and its invoice is voided in the same transaction. A held or returned deposit
 * stays: it is money history.
 */
export const cancelRequestOnDelete: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context[DEPOSIT_CANCELLING]) return
  const deposit = await req.payload.findByID({ collection: 'security-deposits', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!deposit) return
  if (deposit.status !== 'requested') throw new ClientError(securityDepositMessages.cannotDelete, 409)
  const invoiceId = idOf(deposit.invoice)
  if (!invoiceId) return
  const payments = await paymentsOf(req, invoiceId)
  if (payments.some((payment) => payment.status === 'succeeded' || payment.status === 'pending')) throw new ClientError(securityDepositMessages.paidCannotDelete, 409)
  const invoice = await req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (invoice && !invoice.voided) {
    await req.payload.update({ collection: 'invoices', id: invoiceId, data: { voided: true }, depth: 0, overrideAccess: true, req, context: { [DEPOSIT_CANCELLING]: true } })
  }
}
