import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import type { Invoice } from '@api/payload-types'
import { idOf } from '@common/ids'

/** What the schedule sums; its `total` stays the amount of one period (its line items). */
const AMOUNTS = ['amountPaid', 'amountRefunded', 'amountDue'] as const

/**
 * A recurring invoice's amountPaid, amountRefunded and amountDue sum its generated
 * invoices (void ones left out): one read of their amounts, one write of the sums, in the
 * caller's transaction.
 */
export async function refreshRecurringTotals(req: PayloadRequest, recurringInvoiceId: number) {
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: { and: [{ recurringInvoice: { equals: recurringInvoiceId } }, { voided: { not_equals: true } }] },
    depth: 0,
    pagination: false,
    select: { amountPaid: true, amountRefunded: true, amountDue: true },
    overrideAccess: true,
    req,
  })
  const sums = Object.fromEntries(AMOUNTS.map((name) => [name, docs.reduce((sum, invoice) => sum + (invoice[name] ?? 0), 0)]))
  // Computed columns of the main table only: one UPDATE, without the schedule's own hooks.
  await req.payload.db.updateOne({ collection: 'recurring-invoices', where: { id: { equals: recurringInvoiceId } }, data: sums, options: { atomic: true }, req })
}

/** Invoices afterChange: a recurring invoice's period changed its amounts or voidness → refresh the schedule's sums. */
export const followRecurringInvoice: CollectionAfterChangeHook<Invoice> = async ({ doc, previousDoc, operation, req }) => {
  const recurringInvoice = idOf(doc.recurringInvoice)
  if (!recurringInvoice) return doc
  const changed = operation === 'create' || doc.voided !== previousDoc?.voided || AMOUNTS.some((name) => doc[name] !== previousDoc?.[name])
  if (changed) await refreshRecurringTotals(req, recurringInvoice)
  return doc
}
