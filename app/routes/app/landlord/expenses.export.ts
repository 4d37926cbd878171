import { expensesCsv } from '~/features/expenses/expenses.server'
import type { Route } from './+types/expenses.export'

/** The filtered expenses as CSV (the list page's URL parameters, every page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return expensesCsv(context, request)
}
