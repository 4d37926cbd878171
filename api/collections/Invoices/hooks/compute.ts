import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { availablePaymentMethods, incomeCategoryOf, invoiceAmounts, invoiceMessages, invoiceStatus, violatesCardProviderMinimum, type LineItem, type PaymentLike } from '@common/invoices'
import { ClientError } from '@api/errors'
import { isStripeConfigured } from '@api/stripe/client'
import { idOf } from '@common/ids'
import type { Invoice } from '@api/payload-types'

/** Set on a server call (a recurring invoice's period, a job) whose methods were checked when its schedule was saved. */
export const TRUSTED_METHODS = 'leasewell:trustedPaymentMethods'

/** The payments of an invoice as the amounts need them (all statuses; refunds included). */
export async function paymentsOf(req: PayloadRequest, invoiceId: number): Promise<PaymentLike[]> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { invoice: { equals: invoiceId } },
    depth: 0,
    pagination: false,
    select: { status: true, amount: true, refunds: true },
    overrideAccess: true,
    req,
  })
  return docs.map((payment) => ({ status: payment.status, amount: payment.amount, refunds: (payment.refunds ?? []).map((refund) => ({ status: refund.status, amount: refund.amount })) }))
}

/** The organization's operating account (product-spec §3 Account), or null. */
export async function operatingAccountOf(req: PayloadRequest, organizationId: number) {
  const { docs } = await req.payload.find({ collection: 'accounts', where: { organization: { equals: organizationId } }, depth: 0, limit: 1, overrideAccess: true, req })
  return docs[0] ?? null
}

const fail = (req: PayloadRequest, path: string, message: string): never => {
  throw new ValidationError({ collection: 'invoices', errors: [{ message, path }] }, req.t)
}

const fullName = (person: { firstName?: string | null; lastName?: string | null }) => [person.firstName, person.lastName].filter(Boolean).join(' ').trim()
const oneLine = (address: { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; postalCode?: string | null } | null | undefined) =>
  address ? [address.line1, address.line2, [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ') : ''

/** `from` is the organization, `to` the lease's first tenant (product-spec §3 Invoice from/to). */
async function parties(req: PayloadRequest, organizationId: number, leaseId: number) {
  const [organization, lease] = await Promise.all([
    req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, overrideAccess: true, req, disableErrors: true }),
    req.payload.findByID({ collection: 'leases', id: leaseId, depth: 1, overrideAccess: true, req, disableErrors: true }),
  ])
  const tenant = (lease?.contacts ?? []).find((contact) => typeof contact === 'object' && contact !== null)
  const unit = lease && typeof lease.unit === 'object' ? lease.unit : null
  return {
    from: {
      name: organization ? fullName(organization) || organization.organizationName || '' : '',
      organizationName: organization?.organizationName ?? '',
      address: oneLine(organization?.address),
      email: organization?.email ?? null,
    },
    to: {
      name: tenant && typeof tenant === 'object' ? fullName(tenant) : '',
      organizationName: tenant && typeof tenant === 'object' ? (tenant.companyName ?? '') : '',
      address: oneLine(unit?.address as Parameters<typeof oneLine>[0]),
      email: tenant && typeof tenant === 'object' ? (tenant.email ?? null) : null,
    },
  }
}

const itemKey = (items: readonly LineItem[] | null | undefined) => JSON.stringify((items ?? []).map((item) => [item.name ?? '', item.description ?? '', item.amount ?? null, item.quantity ?? null]))
const sameItems = (a: readonly LineItem[] | null | undefined, b: readonly LineItem[] | null | undefined) => itemKey(a) === itemKey(b)

/**
 * Computes an invoice on every write (ADR 021): the total from the line items, amountPaid,
 * amountRefunded and amountDue from its payments, and the status from those and the due
 * date. Refuses payment methods the operating account does not offer and card / bank
 * below the 50-cent minimum (product-spec §5), line items changed after money moved, and voiding
 * an invoice that holds money.
 */
export const computeInvoice: CollectionBeforeChangeHook<Invoice> = async ({ data, originalDoc, req, operation }) => {
  const items = (data.items ?? originalDoc?.items ?? []) as LineItem[]
  const methods = (data.paymentMethods ?? originalDoc?.paymentMethods ?? []) as string[]
  const organizationId = idOf(data.organization ?? originalDoc?.organization)
  const payments = operation === 'update' && originalDoc ? await paymentsOf(req, originalDoc.id) : []
  const amounts = invoiceAmounts(items, payments)

  // On update Payload hands the hook the whole document merged with the change: compare.
  const itemsChanged = operation === 'create' || sameItems(items, originalDoc?.items) === false
  const methodsChanged = operation === 'create' || [...methods].sort().join() !== [...((originalDoc?.paymentMethods ?? []) as string[])].sort().join()
  if (operation === 'update' && itemsChanged && payments.some((payment) => payment.status !== 'failed' && payment.status !== 'canceled')) {
    fail(req, 'items', 'An invoice with payments cannot change its line items.')
  }
  if ((itemsChanged || methodsChanged) && violatesCardProviderMinimum(amounts.total, methods)) fail(req, 'paymentMethods', invoiceMessages.minimumCardTotal)
  if (methodsChanged && organizationId && !req.context[TRUSTED_METHODS]) {
    const account = await operatingAccountOf(req, organizationId)
    const available = availablePaymentMethods(account, { cardProviderConfigured: isStripeConfigured() })
    if (!available.length) fail(req, 'paymentMethods', invoiceMessages.noOperatingMethod)
    if (methods.some((method) => !available.includes(method as (typeof available)[number]))) fail(req, 'paymentMethods', invoiceMessages.methodNotEnabled)
  }

  const voided = Boolean(data.voided ?? originalDoc?.voided)
  if (voided && !originalDoc?.voided && (amounts.amountPaid - amounts.amountRefunded > 0 || payments.some((payment) => payment.status === 'pending'))) {
    throw new ClientError('An invoice holding money cannot be voided: refund its payments first.', 409)
  }
  if (!voided && originalDoc?.voided && operation === 'update') throw new ClientError('A void invoice stays void.', 409)

  if (operation === 'create') {
    data.sentAt = new Date().toISOString()
    const leaseId = idOf(data.lease)
    if (organizationId && leaseId) Object.assign(data, await parties(req, organizationId, leaseId))
  }
  Object.assign(data, amounts)
  const dueDate = data.dueDate ?? originalDoc?.dueDate
  data.status = invoiceStatus({ ...amounts, voided, dueDate })
  if (data.status === 'paid' && !originalDoc?.paidAt) data.paidAt = new Date().toISOString()
  if (data.status !== 'paid') data.paidAt = null
  return data
}

/** An invoice with payments is voided, never deleted: its money history stays. */
export const refuseDeleteWithPayments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const payments = await paymentsOf(req, Number(id))
  if (payments.length) throw new ClientError('An invoice with payments cannot be deleted: void it instead.', 409)
}

/** Recomputes an invoice after its payments changed (in the caller's transaction). */
export async function refreshInvoice(req: PayloadRequest, invoiceId: number) {
  return req.payload.update({ collection: 'invoices', id: invoiceId, data: {}, overrideAccess: true, depth: 0, req, context: { [TRUSTED_METHODS]: true } })
}

/**
 * A payment carries its invoice's income category (`incomeCategory`, for the reports, ADR 030):
 * when an invoice's kind or category changes, its payments follow in the same transaction.
 * Written through the adapter, not the payments' hooks: nothing else of the payment changes,
 * and their hooks would recompute this invoice once per payment.
 */
export const followIncomeCategory: CollectionAfterChangeHook<Invoice> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const category = incomeCategoryOf(doc)
  if (category === incomeCategoryOf(previousDoc)) return doc
  await req.payload.db.updateMany({ collection: 'payments', where: { invoice: { equals: doc.id } }, data: { incomeCategory: category }, returning: false, req })
  return doc
}
