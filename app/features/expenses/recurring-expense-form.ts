import { z } from 'zod'
import { EXPENSE_FREQUENCIES, expenseMessages } from '@common/expenses'
import { EXPENSE_PLACE_PATTERN, expenseAmount, expenseDay, expenseDetailsFields, payeeRequired } from './expense-form'

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

/** The recurring expense drawer (add and edit): the expense's details, how often, from when and until when. */
export const RecurringExpenseSchema = z
  .object({
    amount: expenseAmount(),
    ...expenseDetailsFields,
    place: z.string().regex(EXPENSE_PLACE_PATTERN).optional(),
    frequency: z.enum(EXPENSE_FREQUENCIES, { error: expenseMessages.frequencyRequired }),
    startDate: expenseDay(expenseMessages.startDateRequired),
    endDate: expenseDay(expenseMessages.dateInvalid).optional(),
  })
  .refine(...payeeRequired)
  .refine((value) => !value.endDate || !value.startDate || value.endDate > value.startDate, { path: ['endDate'], error: expenseMessages.endBeforeStart, when: () => true })

export type RecurringExpenseInput = z.output<typeof RecurringExpenseSchema>
