import { ExpenseTab } from '~/features/expenses/expense-tab'
import { expensePageAction, loadExpenseTab } from '~/features/expenses/expenses.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/expenses'

export const meta: Route.MetaFunction = () => titleMeta('Expenses')

/** The unit's expenses (ADR 029): totals, filters in the URL, and the 'expense add' drawer preset to the unit. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadExpenseTab(context, request, { kind: 'unit', param: params.unitId })
}

export async function action({ request, context }: Route.ActionArgs) {
  return expensePageAction(context, request)
}

export default function UnitExpensesTab({ loaderData }: Route.ComponentProps) {
  return <ExpenseTab data={loaderData} />
}
