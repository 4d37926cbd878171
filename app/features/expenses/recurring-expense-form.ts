import { z } from 'zod'
import { EXPENSE_FREQUENCIES, expenseMessages } from '@common/expenses'
import { EXPENSE_PLACE_PATTERN, expenseAmount, expenseDay, expenseDetailsFields, payeeRequired } from './expense-form'

// The recurring expenses page's path, drawers and intents (ADR 029).
export * from './recurring-expense-paths'

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
