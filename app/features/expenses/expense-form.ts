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
import { DRAWER_PARAM, DRAWER_TARGET_PARAM } from '~/utils/drawer'

/** The expenses drawers, dialogs and intents (product-spec §2 'expense add' drawer, expenses filter dialog). */
export const EXPENSE_ADD_DRAWER = 'expense-add'
export const EXPENSE_EDIT_DRAWER = 'expense-edit'
export const EXPENSE_DELETE_DIALOG = 'expense-delete'
export const EXPENSE_FILTERS_DRAWER = 'expense-filters'
export const EXPENSE_ADD_INTENT = 'expense-add'
export const EXPENSE_SAVE_INTENT = 'expense-save'
export const EXPENSE_DELETE_INTENT = 'expense-delete'
/** Split across properties: `?d=expense-split` (new) or `&target=<a part's id>` (edit that split). */
export const EXPENSE_SPLIT_DRAWER = 'expense-split'
export const EXPENSE_SPLIT_INTENT = 'expense-split'
export const EXPENSE_SPLIT_DELETE_DIALOG = 'expense-split-delete'
export const EXPENSE_SPLIT_DELETE_INTENT = 'expense-split-delete'
/** A new split starts with this many rows (more with 'Add row'). */
export const SPLIT_START_ROWS = 2
export const EXPENSES_PATH = '/app/landlord/expenses'
/** The expenses page with one expense's drawer open (a link from elsewhere, e.g. its maintenance request). */
export const expenseEditPath = (id: number) => `${EXPENSES_PATH}?${DRAWER_PARAM}=${EXPENSE_EDIT_DRAWER}&${DRAWER_TARGET_PARAM}=${id}`

/** '' (the whole portfolio), 'property:3' or 'unit:5': where the expense belongs. */
export const EXPENSE_PLACE_PATTERN = /^(property|unit):(\d+)$/

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
