import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { RecurringExpensesPage } from '~/features/expenses/recurring-expenses-page'
import { loadRecurringExpenses, recurringExpenseAction, recurringExpenseDrawerData } from '~/features/expenses/recurring-expenses.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/expenses.recurring'

export const meta: Route.MetaFunction = () => titleMeta('Recurring expenses')

/** The organization's recurring expenses (ADR 029): list with next day, add/edit drawer, pause, resume, delete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, drawer] = await Promise.all([loadRecurringExpenses(context, request), recurringExpenseDrawerData(context, request)])
  return { list, drawer }
}

export async function action({ request, context }: Route.ActionArgs) {
  return recurringExpenseAction(context, request)
}

export default function RecurringExpensesRoute({ loaderData }: Route.ComponentProps) {
  return <RecurringExpensesPage list={loaderData.list} drawer={loaderData.drawer} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
