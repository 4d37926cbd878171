import type { CollectionConfig, Field } from 'payload'
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '@common/invoices'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { leaseMoneyAccess } from '@api/money/access'
import { categoryField, computedCentsField, deriveFromLease, lineItemsField, paymentMethodsField, serverOnly } from '@api/money/fields'
import { computeInvoice, followIncomeCategory, refuseDeleteWithPayments } from './hooks/compute'
import { invoiceEndpoints } from './endpoints'
import { followSecurityDeposit } from '@api/collections/SecurityDeposits/hooks/follow-invoice'
import { followRecurringInvoice } from '@api/collections/RecurringInvoices/hooks/totals'
import { notifyInvoiceReceived } from './hooks/notify'

const party = (name: 'from' | 'to'): Field => ({
    name,
    type: 'group',
    access: serverOnly,
    fields: [
      { name: 'name', type: 'text', maxLength: 200 },
      { name: 'organizationName', type: 'text', maxLength: 200 },
      { name: 'address', type: 'text', maxLength: 500 },
      { name: 'email', type: 'email' },
    ],
  })

/**
 * An invoice of a lease (product-spec §3 Invoice; ADR 021): a one-time charge, a period of a
 * recurring invoice, or a security deposit charge (kind 'security-deposit': money held,
 * kept apart from income). The server computes every amount from the line items and the
 * payments (never the client) and derives the status. `from` and `to` are copied from the
 * organization and the lease's tenants when it is created.
 */
export const Invoices: CollectionConfig<'invoices'> = {
  slug: 'invoices',
  access: leaseMoneyAccess('invoices'),
  lockDocuments: false,
  defaultSort: '-dueDate',
  endpoints: invoiceEndpoints,
  hooks: {
    beforeChange: [deriveFromLease, computeInvoice],
    beforeDelete: [refuseDeleteWithPayments],
    afterChange: [followIncomeCategory, followSecurityDeposit, followRecurringInvoice, notifyInvoiceReceived],
  },
  // The transactions lists and their lease, property and unit tabs (ADR 026). Each ends with
  // createdAt, which Payload adds to every sort: a page of ten walks the index in order
  // instead of sorting every matching invoice.
  indexes: [
    // The unfiltered list (newest due first) and the list filtered by status.
    { fields: ['organization', 'kind', 'dueDate', 'createdAt'] },
    { fields: ['organization', 'kind', 'status', 'dueDate', 'createdAt'] },
    // The paid list (newest paid first); with amountDue and total it also covers the totals strip.
    { fields: ['organization', 'kind', 'status', 'paidAt', 'createdAt', 'amountDue', 'total'] },
    // The tabs of a lease, a property, a unit.
    { fields: ['lease', 'kind', 'dueDate', 'createdAt'] },
    { fields: ['property', 'kind', 'dueDate', 'createdAt'] },
    { fields: ['unit', 'kind', 'dueDate', 'createdAt'] },
    // The reports (ADR 030): the charges due in a period (accrual basis, by month or property)
    // or by a day (the rent roll's balances), read from this index alone, without their rows.
    { fields: ['organization', 'kind', 'dueDate', 'status', 'category', 'property', 'lease', 'total'] },
    // The accrual income of a range by category: each category's charges one range (ADR 030).
    { fields: ['organization', 'kind', 'category', 'dueDate', 'status', 'property', 'total'] },
  ],
  fields: [
    organizationField(),
    { name: 'kind', type: 'select', options: [...INVOICE_KINDS], defaultValue: 'charge', required: true, index: true, access: { update: serverOnly.update } },
    ownRelationField({ name: 'lease', relationTo: 'leases', required: true }),
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, access: serverOnly },
    { name: 'unit', type: 'relationship', relationTo: 'units', index: true, access: serverOnly },
    // A period of a recurring invoice: exactly one invoice per recurring invoice and period (the unique key).
    { name: 'recurringInvoice', type: 'relationship', relationTo: 'recurring-invoices', index: true, access: serverOnly },
    { name: 'period', type: 'text', maxLength: 7, access: serverOnly },
    { name: 'generationKey', type: 'text', unique: true, maxLength: 100, access: serverOnly },
    party('from'),
    party('to'),
    { name: 'sentAt', type: 'date', access: serverOnly },
    { name: 'dueDate', type: 'date', required: true, index: true },
    paymentMethodsField(),
    lineItemsField(),
    categoryField(),
    { name: 'reference', type: 'text', maxLength: 200 },
    { name: 'memo', type: 'textarea', maxLength: 2000 },
    computedCentsField('total'),
    computedCentsField('amountPaid'),
    computedCentsField('amountRefunded'),
    computedCentsField('amountDue'),
    { name: 'status', type: 'select', options: [...INVOICE_STATUSES], defaultValue: 'open', index: true, access: serverOnly },
    // Voiding is the landlord's (an invoice with money received cannot be voided: refund first).
    { name: 'voided', type: 'checkbox', defaultValue: false },
    { name: 'paidAt', type: 'date', access: serverOnly },
    // The tenant's "I sent it" (product-spec §3 paymentSentNotification.method), until the landlord confirms or denies.
    {
      name: 'paymentSentNotification',
      type: 'group',
      access: serverOnly,
      fields: [
        { name: 'method', type: 'select', options: [...PAYMENT_METHODS] },
        { name: 'sentAt', type: 'date' },
        { name: 'note', type: 'text', maxLength: 500 },
      ],
    },
    // Server bookkeeping: overdue notice sent, autopay attempted (each once).
    { name: 'overdueNotifiedAt', type: 'date', access: serverOnly },
    { name: 'autopayAttemptedAt', type: 'date', access: serverOnly },
    { name: 'payments', type: 'join', collection: 'payments', on: 'invoice', defaultLimit: 100, defaultSort: 'createdAt' },
  ],
}
