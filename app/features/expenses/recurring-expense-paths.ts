// The recurring expenses' page, drawer names and intents, without the form's zod schema (ADR 027).

export const RECURRING_EXPENSES_PATH = '/app/landlord/expenses/recurring'
export const RECURRING_EXPENSE_ADD_DRAWER = 'recurring-expense-add'
export const RECURRING_EXPENSE_EDIT_DRAWER = 'recurring-expense-edit'
export const RECURRING_EXPENSE_DELETE_DIALOG = 'recurring-expense-delete'
export const RECURRING_EXPENSE_ADD_INTENT = 'recurring-expense-add'
export const RECURRING_EXPENSE_SAVE_INTENT = 'recurring-expense-save'
export const RECURRING_EXPENSE_PAUSE_INTENT = 'recurring-expense-pause'
export const RECURRING_EXPENSE_RESUME_INTENT = 'recurring-expense-resume'
export const RECURRING_EXPENSE_DELETE_INTENT = 'recurring-expense-delete'
