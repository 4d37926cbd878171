import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { startOfDay } from '@common/recurring'
import { notify } from '@api/notifications/emit'
import { TRUSTED_METHODS } from '@api/collections/Invoices/hooks/compute'
import { countingTask } from './task'
import { idOf } from '@common/ids'

/**
 * The overdue job (ADR 021): an invoice's status is derived when it is written, so
 * as due dates pass this job writes the invoices whose due day is over with money still
 * due (their compute hook derives 'overdue') and tells the lease's tenants and the
 * organization's owners once ('invoice:payment-overdue'). Once: `overdueNotifiedAt` is
 * claimed by one conditional UPDATE (`… WHERE overdue_notified_at IS NULL`) in the same
 * transaction as the notifications, so of two runs at the same moment only one notifies.
 */

export type OverdueRun = { marked: number; notified: number }

async function markOne(req: PayloadRequest, invoiceId: number, now: Date, run: OverdueRun) {
  const own = await initTransaction(req)
  try {
    const claimed = await req.payload.db.updateOne({
      collection: 'invoices',
      where: { and: [{ id: { equals: invoiceId } }, { overdueNotifiedAt: { exists: false } }] },
      data: { overdueNotifiedAt: now.toISOString() },
      options: { atomic: true },
      req,
    })
    const invoice = await req.payload.update({ collection: 'invoices', id: invoiceId, data: {}, overrideAccess: true, depth: 0, req, context: { [TRUSTED_METHODS]: true } })
    if (invoice.status === 'overdue') run.marked++
    if (invoice.status === 'overdue' && claimed) {
      const lease = idOf(invoice.lease)
      const organization = idOf(invoice.organization)
      if (lease) await notify(req, { event: 'invoice:payment-overdue', category: 'tenant', recipients: { leaseTenants: lease }, related: { invoice: invoiceId } })
      if (organization) await notify(req, { event: 'invoice:payment-overdue', category: 'organization', recipients: { organizationOwners: organization }, related: { invoice: invoiceId }, organization })
      run.notified++
    }
    if (own) await commitTransaction(req)
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/** The overdue run on `now`: every unpaid, not void invoice whose due day has passed and that is not yet marked and notified. */
export async function markOverdueInvoices(req: PayloadRequest, now: Date = new Date()): Promise<OverdueRun> {
  const run: OverdueRun = { marked: 0, notified: 0 }
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: {
      and: [
        // Due dates are stored at noon UTC; an invoice due today is not overdue until tomorrow.
        { dueDate: { less_than: startOfDay(now).toISOString() } },
        { amountDue: { greater_than: 0 } },
        { voided: { not_equals: true } },
        { or: [{ status: { not_equals: 'overdue' } }, { overdueNotifiedAt: { exists: false } }] },
      ],
    },
    depth: 0,
    pagination: false,
    sort: 'dueDate',
    select: { dueDate: true },
    overrideAccess: true,
    req,
  })
  for (const { id } of docs) {
    try {
      await markOne(req, id, now, run)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Marking an invoice overdue failed', invoice: id })
    }
  }
  return run
}

/** The Payload job task (api/jobs/index.ts lists it). */
export const markOverdueInvoicesTask = countingTask<OverdueRun>('markOverdueInvoices', ['marked', 'notified'], (req) => markOverdueInvoices(req))
