import type { CollectionConfig, Field } from 'payload'
import { hiddenUnlessReadable, nobody, nobodyField } from '@api/access'
import { INVOICE_CATEGORIES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '@common/invoices'
import { centsField } from '@api/fields/money'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { leaseMoneyAccess } from '@api/money/access'
import { serverOnly } from '@api/money/fields'
import { checkPayment, refreshPaidInvoice } from './hooks/payment'
import { refundEndpoint } from './endpoints/refund'

/**
 * A payment towards an invoice (product-spec §3 Invoice payments; ADR 021): a card or bank payment
 * through Stripe (created and settled by the server and Stripe's webhooks), a mobile or
 * manual payment the tenant marked sent (pending until the landlord confirms it), or one
 * the landlord recorded. Refunds are kept on the payment. Every change recomputes its
 * invoice in the same transaction.
 */
export const Payments: CollectionConfig<'payments'> = {
  slug: 'payments',
  // Money history is never deleted through the API (a mistaken payment is refunded).
  access: { ...leaseMoneyAccess('payments'), delete: hiddenUnlessReadable('payments', nobody) },
  lockDocuments: false,
  defaultSort: '-createdAt',
  // The reports (ADR 030) read succeeded payments of an organization received in a period
  // (cash basis income, Schedule E line 3) or by a day (the rent roll's balances) from
  // `payments_received_idx` (organization, status, paidAt, createdAt, invoice, property,
  // amount, incomeCategory), declared in api/db.ts for its name: no payment row, and no
  // invoice, is read.
  endpoints: [refundEndpoint],
  hooks: {
    beforeChange: [checkPayment],
    afterChange: [refreshPaidInvoice],
  },
  fields: [
    organizationField(),
    ownRelationField({ name: 'invoice', relationTo: 'invoices', required: true }),
    { name: 'lease', type: 'relationship', relationTo: 'leases', index: true, access: serverOnly },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, access: serverOnly },
    { name: 'unit', type: 'relationship', relationTo: 'units', index: true, access: serverOnly },
    // The category of the income it pays: its invoice's category when the invoice is a charge,
    // none for a security deposit (money held, not income). A copy kept by the hooks (this
    // collection's on every write, the invoice's when its kind or category changes), so the
    // cash basis reports read a payment's income from the payments' index alone (ADR 030).
    { name: 'incomeCategory', type: 'select', options: [...INVOICE_CATEGORIES], access: serverOnly },
    // What was paid, and how, is fixed once recorded: a correction is a refund or a new payment.
    { name: 'method', type: 'select', options: [...PAYMENT_METHODS], required: true, index: true, access: { update: nobodyField } },
    { ...centsField('amount', { required: true }), access: { update: nobodyField } } as Field,
    { name: 'status', type: 'select', options: [...PAYMENT_STATUSES], required: true, defaultValue: 'succeeded', index: true, access: serverOnly },
    { name: 'paidAt', type: 'date', index: true },
    { name: 'reference', type: 'text', maxLength: 200 },
    { name: 'note', type: 'text', maxLength: 500 },
    // Who paid (a tenant paying or marking sent) and who recorded it (the landlord's staff).
    { name: 'payer', type: 'relationship', relationTo: 'users', index: true, access: serverOnly },
    { name: 'recordedBy', type: 'relationship', relationTo: 'users', access: serverOnly },
    // Stripe: the PaymentIntent (unique: a webhook settles exactly one payment), its charge and the key it was created with.
    { name: 'stripePaymentIntentId', type: 'text', unique: true, maxLength: 100, access: serverOnly },
    { name: 'stripeChargeId', type: 'text', index: true, maxLength: 100, access: serverOnly },
    { name: 'idempotencyKey', type: 'text', unique: true, maxLength: 200, access: serverOnly },
    { name: 'autopay', type: 'checkbox', defaultValue: false, access: serverOnly },
    { name: 'failureCode', type: 'text', maxLength: 100, access: serverOnly },
    { name: 'failureMessage', type: 'text', maxLength: 500, access: serverOnly },
    {
      name: 'refunds',
      type: 'array',
      access: serverOnly,
      fields: [
        { name: 'amount', type: 'number', required: true },
        { name: 'status', type: 'select', options: [...REFUND_STATUSES], required: true, defaultValue: 'pending' },
        { name: 'reason', type: 'text', maxLength: 500 },
        { name: 'stripeRefundId', type: 'text', maxLength: 100 },
        { name: 'createdAt', type: 'date' },
        { name: 'createdBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'amountRefunded', type: 'number', defaultValue: 0, access: serverOnly },
  ],
}
