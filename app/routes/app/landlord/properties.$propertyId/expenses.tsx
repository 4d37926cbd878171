import { ExpenseTab } from '~/features/expenses/expense-tab'
import { expensePageAction, loadExpenseTab } from '~/features/expenses/expenses.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/expenses'

export const meta: Route.MetaFunction = () => titleMeta('Expenses')

/** The property's expenses, its units' included (ADR 029): totals, filters in the URL, and the 'expense add' drawer preset to the property. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadExpenseTab(context, request, { kind: 'property', param: params.propertyId })
}

export async function action({ request, context }: Route.ActionArgs) {
  return expensePageAction(context, request)
}

export default function PropertyExpensesTab({ loaderData }: Route.ComponentProps) {
  return <ExpenseTab data={loaderData} />
}
