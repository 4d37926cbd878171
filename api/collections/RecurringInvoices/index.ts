import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { MAX_RECURRING_DAY, RECURRING_INVOICE_STATUSES, invoiceAmounts, violatesCardProviderMinimum, invoiceMessages, type LineItem } from '@common/invoices'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { leaseMoneyAccess } from '@api/money/access'
import { categoryField, computedCentsField, deriveFromLease, lineItemsField, paymentMethodsField, serverOnly } from '@api/money/fields'
import { ValidationError } from 'payload'
import type { RecurringInvoice } from '@api/payload-types'
import { checkScheduleMethods, followScheduleStatus } from './hooks/schedule'

/** The schedule's total from its items (product-spec §5: card or bank needs more than 50 cents). */
const computeScheduleTotal: CollectionBeforeChangeHook<RecurringInvoice> = ({ data, originalDoc, req }) => {
  const items = (data.items ?? originalDoc?.items ?? []) as LineItem[]
  const methods = (data.paymentMethods ?? originalDoc?.paymentMethods ?? []) as string[]
  const { total } = invoiceAmounts(items, [])
  if (violatesCardProviderMinimum(total, methods)) {
    throw new ValidationError({ collection: 'recurring-invoices', errors: [{ message: invoiceMessages.minimumCardTotal, path: 'paymentMethods' }] }, req.t)
  }
  data.total = total
  return data
}

/**
 * A monthly schedule of invoices for a lease (product-spec §3 Recurring invoice; ADR 021): on
 * `dayOfMonth` of every month from `startDate` to the optional `endDate`, a job creates
 * that period's invoice exactly once (invoices.generationKey). Paused schedules skip
 * their periods; ended ones stop. Its amounts sum its generated invoices.
 */
export const RecurringInvoices: CollectionConfig<'recurring-invoices'> = {
  slug: 'recurring-invoices',
  access: leaseMoneyAccess('recurring-invoices'),
  lockDocuments: false,
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      deriveFromLease,
      computeScheduleTotal,
      checkScheduleMethods,
      followScheduleStatus,
    ],
  },
  // The list's default sort, then createdAt (Payload adds it to every sort): a page walks the index in order (ADR 026).
  indexes: [{ fields: ['organization', 'createdAt'] }],
  fields: [
    organizationField(),
    ownRelationField({ name: 'lease', relationTo: 'leases', required: true }),
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, access: serverOnly },
    { name: 'unit', type: 'relationship', relationTo: 'units', index: true, access: serverOnly },
    { name: 'status', type: 'select', options: [...RECURRING_INVOICE_STATUSES], defaultValue: 'active', required: true, index: true },
    {
      name: 'dayOfMonth',
      type: 'number',
      required: true,
      defaultValue: 1,
      validate: (value: number | null | undefined) =>
        (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_RECURRING_DAY) || `Choose a day from 1 to ${MAX_RECURRING_DAY}.`,
    },
    { name: 'startDate', type: 'date', required: true, index: true },
    {
      name: 'endDate',
      type: 'date',
      validate: (value: string | Date | null | undefined, { siblingData }: { siblingData: { startDate?: string | Date | null } }) => {
        if (!value || !siblingData.startDate) return true
        return new Date(value).getTime() > new Date(siblingData.startDate).getTime() || 'The end date must be after the start date.'
      },
    },
    // Payment is due this many days after each invoice is sent (product-spec §5 Payment Due).
    {
      name: 'dueDays',
      type: 'number',
      required: true,
      defaultValue: 0,
      validate: (value: number | null | undefined) => (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 365) || invoiceMessages.dueDaysInvalid,
    },
    paymentMethodsField(),
    lineItemsField(),
    categoryField(),
    computedCentsField('total'),
    computedCentsField('amountDue'),
    computedCentsField('amountPaid'),
    computedCentsField('amountRefunded'),
    // The last period (YYYY-MM) an invoice was generated for, or skipped over while paused.
    { name: 'lastPeriod', type: 'text', maxLength: 7, access: serverOnly },
    { name: 'invoices', type: 'join', collection: 'invoices', on: 'recurringInvoice', defaultLimit: 24, defaultSort: '-dueDate' },
  ],
}
