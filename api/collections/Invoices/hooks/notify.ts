import type { CollectionAfterChangeHook } from 'payload'
import { notify } from '@api/notifications/emit'
import type { Invoice } from '@api/payload-types'
import { idOf } from '@common/ids'

/**
 * 'Invoice Received' (product-spec §3 notifications): every new invoice — one-time, a
 * recurring invoice's period, a security deposit request — is announced to the lease's
 * tenants (those with an account), in the creating transaction, e-mailed after commit.
 */
export const notifyInvoiceReceived: CollectionAfterChangeHook<Invoice> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const lease = idOf(doc.lease)
  if (lease) await notify(req, { event: 'invoice:received', category: 'tenant', recipients: { leaseTenants: lease }, related: { invoice: doc.id } })
  return doc
}
