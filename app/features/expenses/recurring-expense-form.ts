import { z } from 'zod'
import { EXPENSE_CATEGORIES, EXPENSE_FREQUENCIES, EXPENSE_PAYMENT_METHODS, expenseMessages, MAX_MEMO_LENGTH, MAX_PAYEE_LENGTH, TAX_CATEGORIES } from '@common/expenses'
import { checkbox, optionalText } from '~/utils/schema'
import { EXPENSE_PLACE_PATTERN, expenseAmount } from './expense-form'

/** The recurring expenses page (ADR 029): its path, drawers and intents. */
export const RECURRING_EXPENSES_PATH = '/app/landlord/expenses/recurring'
export const RECURRING_EXPENSE_ADD_DRAWER = 'recurring-expense-add'
export const RECURRING_EXPENSE_EDIT_DRAWER = 'recurring-expense-edit'
export const RECURRING_EXPENSE_DELETE_DIALOG = 'recurring-expense-delete'
export const RECURRING_EXPENSE_ADD_INTENT = 'recurring-expense-add'
export const RECURRING_EXPENSE_SAVE_INTENT = 'recurring-expense-save'
export const RECURRING_EXPENSE_PAUSE_INTENT = 'recurring-expense-pause'
export const RECURRING_EXPENSE_RESUME_INTENT = 'recurring-expense-resume'
export const RECURRING_EXPENSE_DELETE_INTENT = 'recurring-expense-delete'

const day = (required: string) => z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: expenseMessages.dateInvalid })

/** The recurring expense drawer (add and edit): the expense's details, how often, from when and until when. */
export const RecurringExpenseSchema = z
  .object({
    amount: expenseAmount(),
    vendor: z.string().regex(/^\d+$/).optional(),
    payeeName: optionalText(MAX_PAYEE_LENGTH),
    category: z.enum(EXPENSE_CATEGORIES, { error: expenseMessages.categoryRequired }),
    taxCategory: z.enum(TAX_CATEGORIES, { error: expenseMessages.taxCategoryRequired }),
    place: z.string().regex(EXPENSE_PLACE_PATTERN).optional(),
    paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS).optional(),
    memo: optionalText(MAX_MEMO_LENGTH),
    capitalImprovement: checkbox(),
    frequency: z.enum(EXPENSE_FREQUENCIES, { error: expenseMessages.frequencyRequired }),
    startDate: day(expenseMessages.startDateRequired),
    endDate: day(expenseMessages.dateInvalid).optional(),
  })
  .refine((value) => Boolean(value.vendor || value.payeeName), { path: ['payeeName'], error: expenseMessages.payeeRequired, when: () => true })
  .refine((value) => !value.endDate || !value.startDate || value.endDate > value.startDate, { path: ['endDate'], error: expenseMessages.endBeforeStart, when: () => true })

export type RecurringExpenseInput = z.output<typeof RecurringExpenseSchema>
