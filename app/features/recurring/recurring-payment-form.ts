import { z } from 'zod'
import { INVOICE_CATEGORIES, invoiceMessages, lineTotal, MAX_RECURRING_DAY, PAYMENT_METHODS, RECURRING_INVOICE_STATUSES, violatesCardProviderMinimum } from '@common/invoices'
import { LineItemSchema } from '~/features/invoices/invoice-forms'

// The drawers' names, paths and status labels live in recurring-paths.ts (no zod: list pages import them).
export * from './recurring-paths'

/**
 * The recurring payment drawer's schema (product-spec §2 dialogs, §5 rules shared with the
 * one-time form), used by the drawer (conform, in the browser) and its action
 * (utils/recurring-invoices.server.ts). Dollars in the form, cents to the API.
 */
export const recurringMessages = {
  dayOfMonth: `Choose a day from 1 to ${MAX_RECURRING_DAY}.`,
  startDateRequired: 'Start date is required',
  dateInvalid: 'Enter a date.',
  endAfterStart: 'The end date must be after the start date.',
} as const

const MAX_DUE_DAYS = 365

/** A real calendar date, YYYY-MM-DD. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
const dateField = (required: string) => z.string({ error: required }).trim().refine(isCalendarDate, { error: recurringMessages.dateInvalid })

export const RecurringPaymentSchema = z
  .object({
    // Set when editing: the recurring invoice's id (its lease never changes).
    id: z.coerce.number().int().positive().optional(),
    lease: z.string({ error: invoiceMessages.leaseRequired }).regex(/^\d+$/, { error: invoiceMessages.leaseRequired }).transform(Number),
    items: z.array(LineItemSchema, { error: invoiceMessages.itemsRequired }).min(1, { error: invoiceMessages.itemsRequired }),
    dayOfMonth: z.string({ error: recurringMessages.dayOfMonth }).transform((value, context) => {
      const day = Number(value.trim())
      if (!/^\d+$/.test(value.trim()) || day < 1 || day > MAX_RECURRING_DAY) {
        context.addIssue({ code: 'custom', message: recurringMessages.dayOfMonth })
        return z.NEVER
      }
      return day
    }),
    startDate: dateField(recurringMessages.startDateRequired),
    endDate: dateField(recurringMessages.dateInvalid).optional(),
    dueDays: z.string({ error: invoiceMessages.dueDaysRequired }).transform((value, context) => {
      const days = Number(value.trim())
      if (!/^\d+$/.test(value.trim()) || days > MAX_DUE_DAYS) {
        context.addIssue({ code: 'custom', message: invoiceMessages.dueDaysInvalid })
        return z.NEVER
      }
      return days
    }),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS), { error: invoiceMessages.paymentMethodsRequired }).min(1, { error: invoiceMessages.paymentMethodsRequired }),
    category: z.enum(INVOICE_CATEGORIES, { error: invoiceMessages.categoryRequired }),
  })
  .superRefine((value, context) => {
    const total = value.items.reduce((sum, item) => sum + lineTotal(item), 0)
    if (violatesCardProviderMinimum(total, value.paymentMethods)) context.addIssue({ code: 'custom', path: ['paymentMethods'], message: invoiceMessages.minimumCardTotal })
    if (value.endDate && value.endDate <= value.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: recurringMessages.endAfterStart })
  })

/** Pause, resume, end: the status a button asks for. */
export const RecurringStatusSchema = z.object({ status: z.enum(RECURRING_INVOICE_STATUSES) })

/** A form date (YYYY-MM-DD) as the API stores dates: noon UTC, the same day everywhere. */
export const dateToApi = (value: string) => `${value}T12:00:00.000Z`
