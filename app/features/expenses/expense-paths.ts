import { DRAWER_PARAM, DRAWER_TARGET_PARAM } from '~/utils/drawer'

// The expenses' page, drawer names and intents, without the forms' zod schemas: list pages import
// these, and the drawers load when one opens (ADR 027).

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
/** The CSV import page. */
export const EXPENSE_IMPORT_PATH = '/app/landlord/expenses/import'

/** Whether `?d=` names one of the delete confirmations (ExpenseDeleteDialog renders them). */
export const isExpenseDeleteDialog = (name: string | null) => name === EXPENSE_DELETE_DIALOG || name === EXPENSE_SPLIT_DELETE_DIALOG
