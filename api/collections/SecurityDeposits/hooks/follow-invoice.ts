import type { CollectionAfterChangeHook } from 'payload'
import type { Invoice } from '@api/payload-types'

/** Set while a deposit's own change voids its invoice (cancelling a request): the deposit is already handled. */
export const DEPOSIT_CANCELLING = 'leasewell:securityDepositCancelling'

/**
 * A requested deposit follows its invoice, in the invoice's transaction:
 * - paid → held, amountHeld = amountPaid − amountRefunded, with when and how it came in;
 * - no longer paid (an ACH payment failed after succeeding, a payment refunded) → back to requested;
 * - voided → the request is withdrawn: the deposit is deleted.
 * A returned deposit no longer changes.
 */
export const followSecurityDeposit: CollectionAfterChangeHook<Invoice> = async ({ doc, previousDoc, req, operation, context }) => {
  if (doc.kind !== 'security-deposit' || operation !== 'update' || context[DEPOSIT_CANCELLING]) return doc
  const { docs } = await req.payload.find({ collection: 'security-deposits', where: { invoice: { equals: doc.id } }, depth: 0, limit: 1, overrideAccess: true, req })
  const deposit = docs[0]
  if (!deposit || deposit.status === 'returned') return doc

  if (doc.voided && !previousDoc?.voided && deposit.status === 'requested') {
    await req.payload.delete({ collection: 'security-deposits', id: deposit.id, overrideAccess: true, req, context: { [DEPOSIT_CANCELLING]: true } })
    return doc
  }
  const held = (doc.amountPaid ?? 0) - (doc.amountRefunded ?? 0)
  if (doc.status === 'paid' && held > 0) {
    if (deposit.status === 'held' && deposit.amountHeld === held) return doc
    const { docs: payments } = await req.payload.find({
      collection: 'payments',
      where: { and: [{ invoice: { equals: doc.id } }, { status: { equals: 'succeeded' } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      select: { method: true, paidAt: true },
      overrideAccess: true,
      req,
    })
    await req.payload.update({
      collection: 'security-deposits',
      id: deposit.id,
      data: { status: 'held', amountHeld: held, heldAt: deposit.heldAt ?? payments[0]?.paidAt ?? doc.paidAt ?? new Date().toISOString(), receivedMethod: payments[0]?.method ?? null },
      depth: 0,
      overrideAccess: true,
      req,
    })
  } else if (deposit.status === 'held') {
    await req.payload.update({
      collection: 'security-deposits',
      id: deposit.id,
      data: { status: 'requested', amountHeld: 0, heldAt: null, receivedMethod: null },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return doc
}
