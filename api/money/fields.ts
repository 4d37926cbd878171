import { ValidationError, type CollectionBeforeChangeHook, type Field, type FieldAccess } from 'payload'
import { INVOICE_CATEGORIES, invoiceMessages, PAYMENT_METHODS } from '@common/invoices'
import { nobodyField } from '@api/access'
import { writableParent } from '@api/access/writable'
import type { Lease } from '@api/payload-types'
import { idOf } from '@common/ids'
import { MAX_CENTS, quantityProblem } from '@common/limits'
import type { Invoice, RecurringInvoice, SecurityDeposit } from '@api/payload-types'

/** Fields the server computes (amounts, statuses, provider ids): no client sets them (ADR 021). */
export const serverOnly: { create: FieldAccess; update: FieldAccess } = { create: nobodyField, update: nobodyField }

const positiveCents = (message: { required: string; positive: string }) => (value: number | null | undefined) => {
  if (value === null || value === undefined) return message.required
  if (!Number.isInteger(value)) return invoiceMessages.validNumber
  return (value > 0 && value <= MAX_CENTS) || message.positive
}

/** A whole, non-negative number of cents the server computes. */
export const computedCentsField = (name: string): Field => ({ name, type: 'number', defaultValue: 0, access: serverOnly, index: name === 'amountDue' })

/** Spec §3 Invoice items / §5: name, description, amount > 0 (cents), quantity > 0; at least one. */
export const lineItemsField = (): Field => ({
  name: 'items',
  type: 'array',
  minRows: 1,
  maxRows: 100,
  required: true,
  validate: (value: unknown) => (Array.isArray(value) && value.length > 0) || invoiceMessages.itemsRequired,
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 200,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || invoiceMessages.nameRequired,
    },
    {
      name: 'description',
      type: 'text',
      maxLength: 1000,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || invoiceMessages.descriptionRequired,
    },
    { name: 'amount', type: 'number', validate: positiveCents({ required: invoiceMessages.amountRequired, positive: invoiceMessages.amountPositive }) },
    {
      name: 'quantity',
      type: 'number',
      defaultValue: 1,
      validate: (value: number | null | undefined) => {
        if (value === null || value === undefined) return invoiceMessages.quantityRequired
        const problem = typeof value === 'number' ? quantityProblem(value) : 'invalid'
        if (problem === 'invalid') return invoiceMessages.validNumber
        return problem === null || invoiceMessages.quantityPositive
      },
    },
  ],
})

export const categoryField = (): Field => ({
  name: 'category',
  type: 'select',
  options: [...INVOICE_CATEGORIES],
  index: true,
  validate: (value: string | null | undefined) => Boolean(value) || invoiceMessages.categoryRequired,
})

/** Spec §5: at least one allowed payment method ('This field is required'). Availability is checked by the collection's hook. */
export const paymentMethodsField = (): Field => ({
  name: 'paymentMethods',
  type: 'select',
  hasMany: true,
  options: [...PAYMENT_METHODS],
  validate: (value: string[] | null | undefined) => (Array.isArray(value) && value.length > 0) || invoiceMessages.paymentMethodsRequired,
})

/**
 * A money document belongs to its lease: the lease's property, unit and organization are
 * copied from it on every change (never taken from the client), and the lease never changes
 * after create.
 */
export const deriveFromLease: CollectionBeforeChangeHook<Invoice | RecurringInvoice | SecurityDeposit> = async ({ data, originalDoc, req, operation, collection }) => {
  const leaseId = idOf(operation === 'create' ? data.lease : (originalDoc?.lease ?? data.lease))
  if (operation === 'update' && data.lease !== undefined && idOf(data.lease) !== idOf(originalDoc?.lease)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: 'The lease of this record cannot change.', path: 'lease' }] }, req.t)
  }
  if (!leaseId) return data
  // The write rule (ADR 024): only the lease's own staff bill on it; a tenant reads its lease
  // but never bills on it, and another organization's lease is not found. The record's own
  // lease is read even in the trash.
  const lease = await writableParent<Lease>(req, 'leases', leaseId, { path: 'lease', slug: collection.slug, trash: operation === 'update' })
  data.lease = leaseId
  data.property = idOf(lease.property) ?? null
  data.unit = idOf(lease.unit) ?? null
  data.organization = idOf(lease.organization)
  return data
}
