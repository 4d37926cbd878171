import { z } from 'zod'
import { invoiceMessages, isCardProviderMethod, PAYMENT_METHODS, type PaymentMethod } from '@common/invoices'
import { MAX_CENTS } from '@common/limits'
import { MAX_DEDUCTIONS, securityDepositMessages } from '@common/security-deposits'
import { dollarsToCents } from '~/utils/money'

export * from './security-deposit-names'

/**
 * The security deposit forms (product-spec §2 dialogs 'Security deposit action, request,
 * record', and the return with itemised deductions): one zod schema per form, shared by the
 * drawers (conform in the browser) and the action (utils/security-deposits.server.ts).
 * Dollars in the form, cents to the API.
 */
/** Money changes hands outside the app by these (card and bank only through Stripe, by the tenant). */
export const OUTSIDE_METHODS = PAYMENT_METHODS.filter((method) => !isCardProviderMethod(method)) as Exclude<PaymentMethod, 'card' | 'us-bank-account'>[]

const positiveDollars = (messages: { required: string; positive: string }) =>
  z.string({ error: messages.required }).transform((value, context) => {
    const cents = dollarsToCents(value)
    if (cents === null || cents > MAX_CENTS) {
      context.addIssue({ code: 'custom', message: invoiceMessages.validNumber })
      return z.NEVER
    }
    if (cents <= 0) {
      context.addIssue({ code: 'custom', message: messages.positive })
      return z.NEVER
    }
    return cents
  })

const amountField = positiveDollars({ required: securityDepositMessages.amountRequired, positive: securityDepositMessages.amountPositive })
const note = z.string().max(2000).optional()
const outsideMethod = (required: string) => z.enum(OUTSIDE_METHODS, { error: (issue) => (issue.input === undefined ? required : securityDepositMessages.methodInvalid) })

export const RequestDepositSchema = z.object({
  amount: amountField,
  dueDays: z
    .string({ error: invoiceMessages.dueDaysRequired })
    .transform((value, context) => {
      const days = Number(value.trim())
      if (!/^\d+$/.test(value.trim()) || days > 365) {
        context.addIssue({ code: 'custom', message: invoiceMessages.dueDaysInvalid })
        return z.NEVER
      }
      return days
    }),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS), { error: invoiceMessages.paymentMethodsRequired }).min(1, invoiceMessages.paymentMethodsRequired),
  note,
})

export const RecordDepositSchema = z.object({
  amount: amountField,
  method: outsideMethod(securityDepositMessages.methodRequired),
  receivedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, securityDepositMessages.receivedAtInvalid).optional(),
  note,
})

export const DeductionSchema = z.object({
  /** A deduction recorded earlier (from a condition report) keeps its id, and so its link, through the return. */
  id: z.string().max(100).optional(),
  name: z.string({ error: securityDepositMessages.deductionNameRequired }).trim().min(1, securityDepositMessages.deductionNameRequired).max(200),
  description: z.string().max(1000).optional(),
  amount: positiveDollars({ required: securityDepositMessages.deductionAmountRequired, positive: securityDepositMessages.deductionAmountPositive }),
})

export const ReturnDepositSchema = z.object({
  deductions: z.array(DeductionSchema).max(MAX_DEDUCTIONS, securityDepositMessages.tooManyDeductions).optional().default([]),
  method: outsideMethod(securityDepositMessages.returnMethodRequired),
  note,
})

/** The API names a deduction's field `deductions.2.amount`; the form `deductions[2].amount`. */
export const DEDUCTION_FIELD_NAMES: Record<string, string> = Object.fromEntries(
  Array.from({ length: MAX_DEDUCTIONS }, (_, index) => ['name', 'description', 'amount'].map((key) => [`deductions.${index}.${key}`, `deductions[${index}].${key}`] as const)).flat(),
)
