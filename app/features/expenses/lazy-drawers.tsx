import { lazyDrawer } from '~/utils/lazy-component'

// The expenses lists' drawers (the expense form with conform and zod, the filters, the delete
// confirmations) load when one opens (ADR 027).
export const ExpenseDrawer = lazyDrawer(() => import('./expense-drawer').then((module) => module.ExpenseDrawer))
export const ExpenseFiltersDrawer = lazyDrawer(() => import('./expense-list-drawers').then((module) => module.ExpenseFiltersDrawer))
export const ExpenseDeleteDialog = lazyDrawer(() => import('./expense-list-drawers').then((module) => module.ExpenseDeleteDialog))
export const RecurringExpenseDrawer = lazyDrawer(() => import('./recurring-expense-drawer').then((module) => module.RecurringExpenseDrawer))
