import { z } from 'zod'
import { DOCUMENT_ACCEPT, documentTypeOfName, fileMessages, MAX_FILE_BYTES } from '@common/files'
import { INVOICE_CATEGORIES, invoiceMessages, lineTotal, PAYMENT_METHODS, violatesCardProviderMinimum } from '@common/invoices'
import { MAX_CENTS, quantityProblem } from '@common/limits'
import { dollarsToCents } from '~/utils/money'

// The drawers' and intents' names live in invoice-paths.ts (no zod: list pages import them).
export * from './invoice-paths'

/**
 * The invoice forms' schemas (product-spec §5 One-time payment form, every rule and
 * message verbatim), shared by the drawers (conform, in the browser) and the actions
 * (utils/invoices.server.ts). Dollars in the form, cents to the API.
 */
export const INVOICE_ATTACHMENT_ACCEPT = DOCUMENT_ACCEPT

const MAX_DUE_DAYS = 3650

/** Spec §5 money field: a number ('Please enter a valid number'), then more than 0. */
const positiveDollars = (required: string) =>
  z.string({ error: required }).transform((value, context) => {
    const cents = dollarsToCents(value)
    if (cents === null || cents > MAX_CENTS) {
      context.addIssue({
        code: 'custom',
        message: invoiceMessages.validNumber,
      })
      return z.NEVER
    }
    if (cents <= 0) {
      context.addIssue({
        code: 'custom',
        message: invoiceMessages.amountPositive,
      })
      return z.NEVER
    }
    return cents
  })

const quantityField = z.string({ error: invoiceMessages.quantityRequired }).transform((value, context) => {
  const quantity = Number(value.trim())
  const problem = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim()) ? quantityProblem(quantity) : 'invalid'
  if (problem === 'invalid') {
    context.addIssue({
      code: 'custom',
      message: invoiceMessages.validNumber,
    })
    return z.NEVER
  }
  if (problem === 'range') {
    context.addIssue({
      code: 'custom',
      message: invoiceMessages.quantityPositive,
    })
    return z.NEVER
  }
  return quantity
})

export const LineItemSchema = z.object({
  name: z.string({ error: invoiceMessages.nameRequired }).trim().min(1, { error: invoiceMessages.nameRequired }).max(200, { error: 'Use at most 200 characters.' }),
  description: z
    .string({ error: invoiceMessages.descriptionRequired })
    .trim()
    .min(1, { error: invoiceMessages.descriptionRequired })
    .max(1000, { error: 'Use at most 1000 characters.' }),
  amount: positiveDollars(invoiceMessages.amountRequired),
  quantity: quantityField,
})

const attachmentField = z
  .file()
  .max(MAX_FILE_BYTES, { error: fileMessages.fileTooLarge })
  // The browser knows the name only; the API checks the bytes too.
  .refine((file) => documentTypeOfName(file.name) !== null, {
    error: fileMessages.fileTypeInvalid,
  })
  .optional()

export const OneTimePaymentSchema = z
  .object({
    lease: z
      .string({ error: invoiceMessages.leaseRequired })
      .regex(/^\d+$/, { error: invoiceMessages.leaseRequired })
      .transform((value) => Number(value)),
    items: z.array(LineItemSchema, { error: invoiceMessages.itemsRequired }).min(1, { error: invoiceMessages.itemsRequired }),
    dueDays: z.string({ error: invoiceMessages.dueDaysRequired }).transform((value, context) => {
      const days = Number(value.trim())
      if (!/^\d+$/.test(value.trim()) || days > MAX_DUE_DAYS) {
        context.addIssue({
          code: 'custom',
          message: invoiceMessages.dueDaysInvalid,
        })
        return z.NEVER
      }
      return days
    }),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS), {
        error: invoiceMessages.paymentMethodsRequired,
      })
      .min(1, { error: invoiceMessages.paymentMethodsRequired }),
    category: z.enum(INVOICE_CATEGORIES, {
      error: invoiceMessages.categoryRequired,
    }),
    file: attachmentField,
  })
  .superRefine((value, context) => {
    const total = value.items.reduce((sum, item) => sum + lineTotal(item), 0)
    if (violatesCardProviderMinimum(total, value.paymentMethods))
      context.addIssue({
        code: 'custom',
        path: ['paymentMethods'],
        message: invoiceMessages.minimumCardTotal,
      })
  })

export const RecordPaymentSchema = z.object({
  amount: positiveDollars(invoiceMessages.amountRequired),
  method: z.enum(PAYMENT_METHODS, { error: 'This field is required.' }),
  paidAt: z.iso.date({ error: 'Enter the date the payment was received.' }),
  reference: z.string().trim().max(200, { error: 'Use at most 200 characters.' }).optional(),
})

export const RefundSchema = z.object({
  amount: positiveDollars(invoiceMessages.amountRequired),
  reason: z.string().trim().max(500, { error: 'Use at most 500 characters.' }).optional(),
})
