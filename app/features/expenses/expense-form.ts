import { z } from 'zod'
import {
  EXPENSE_CATEGORIES,
  EXPENSE_PAYMENT_METHODS,
  expenseMessages,
  MAX_EXPENSE_RECEIPTS,
  MAX_MEMO_LENGTH,
  MAX_PAYEE_LENGTH,
  MAX_SPLIT_PARTS,
  TAX_CATEGORIES,
} from '@common/expenses'
import { MAX_CENTS } from '@common/limits'
import { dollarsToCents } from '~/utils/money'
import { checkbox, optionalText } from '~/utils/schema'
import { EXPENSE_PLACE_PATTERN } from './expense-paths'

export * from './expense-paths'

/** A day typed in a date input (YYYY-MM-DD), with the expense's own messages. */
export const expenseDay = (required: string) => z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: expenseMessages.dateInvalid })

/** Typed dollars → cents, with the expense's own messages. */
export const expenseAmount = () =>
  z.string({ error: expenseMessages.amountRequired }).transform((value, context) => {
    const cents = dollarsToCents(value)
    const problem =
      cents === null ? (value.trim() ? expenseMessages.amountInvalid : expenseMessages.amountRequired) : cents <= 0 ? expenseMessages.amountPositive : cents > MAX_CENTS ? expenseMessages.amountTooLarge : null
    if (problem) {
      context.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return cents as number
  })

const receipts = z
  .array(z.instanceof(File))
  .optional()
  .default([])
  .transform((list) => list.filter((file) => file.size > 0))
  .refine((list) => list.length <= MAX_EXPENSE_RECEIPTS, { error: expenseMessages.tooManyReceipts })

/**
 * What every expense form asks besides its days, amount and place (the drawer, its split mode,
 * a recurring expense): to whom (a vendor from People or a typed payee), category and tax
 * category, how it is paid, memo, capital improvement.
 */
export const expenseDetailsFields = {
  vendor: z.string().regex(/^\d+$/).optional(),
  payeeName: optionalText(MAX_PAYEE_LENGTH),
  category: z.enum(EXPENSE_CATEGORIES, { error: expenseMessages.categoryRequired }),
  taxCategory: z.enum(TAX_CATEGORIES, { error: expenseMessages.taxCategoryRequired }),
  paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS).optional(),
  memo: optionalText(MAX_MEMO_LENGTH),
  capitalImprovement: checkbox(),
}

/** `.refine(...payeeRequired)`: a vendor or a payee name, one of the two; checked even when other fields fail (`when`), so every message shows at once. */
export const payeeRequired: [(value: { vendor?: string; payeeName?: string }) => boolean, { path: string[]; error: string; when: () => boolean }] = [
  (value) => Boolean(value.vendor || value.payeeName),
  { path: ['payeeName'], error: expenseMessages.payeeRequired, when: () => true },
]

/** `.refine(...paidNotBeforeDate)`: the paid date, if any, is not before the expense's date. */
const paidNotBeforeDate: [(value: { date: string; paidDate?: string }) => boolean, { path: string[]; error: string }] = [
  (value) => !value.paidDate || value.paidDate >= value.date,
  { path: ['paidDate'], error: expenseMessages.paidDateBeforeDate },
]

/** The 'expense add' drawer (add and edit). */
export const ExpenseSchema = z
  .object({
    date: expenseDay(expenseMessages.dateRequired),
    amount: expenseAmount(),
    ...expenseDetailsFields,
    place: z.string().regex(EXPENSE_PLACE_PATTERN).optional(),
    paidDate: expenseDay(expenseMessages.dateInvalid).optional(),
    receipts,
  })
  .refine(...payeeRequired)
  .refine(...paidNotBeforeDate)

export type ExpenseInput = z.output<typeof ExpenseSchema>

/** One part of a split: a property (or one of its units) and its amount. */
const SplitPartSchema = z.object({
  place: z.string({ error: expenseMessages.splitPropertyRequired }).regex(EXPENSE_PLACE_PATTERN, { error: expenseMessages.splitPropertyRequired }),
  amount: expenseAmount(),
})

/** The drawer's 'Split across properties' mode: the expense's details once, the total, and one row per part. */
export const ExpenseSplitSchema = z
  .object({
    date: expenseDay(expenseMessages.dateRequired),
    amount: expenseAmount(),
    ...expenseDetailsFields,
    paidDate: expenseDay(expenseMessages.dateInvalid).optional(),
    parts: z
      .array(SplitPartSchema, { error: expenseMessages.splitPartsRequired })
      .min(2, { error: expenseMessages.splitPartsRequired })
      .max(MAX_SPLIT_PARTS, { error: expenseMessages.splitTooManyParts }),
    receipts,
  })
  .refine(...payeeRequired)
  .refine(...paidNotBeforeDate)
  .refine((value) => value.parts.reduce((sum, part) => sum + part.amount, 0) === value.amount, { path: ['amount'], error: expenseMessages.splitSumMismatch })

export type ExpenseSplitInput = z.output<typeof ExpenseSplitSchema>
