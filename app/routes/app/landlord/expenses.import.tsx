import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ExpenseImportPage } from '~/features/expenses/expense-import-page'
import { expenseImportAction } from '~/features/expenses/expense-import.server'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/expenses.import'

export const meta: Route.MetaFunction = () => titleMeta('Import expenses')

/** CSV import of expenses with a preview (ADR 029): upload, check, then 'Import N expenses'. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  return expenseImportAction(context, request)
}

export default function ExpenseImportRoute({ actionData }: Route.ComponentProps) {
  return <ExpenseImportPage actionData={actionData} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
