import { UpdateIcon } from '@radix-ui/react-icons'
import { Link, useLocation } from 'react-router'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button } from '~/components/ui'
import { EXPENSE_FILTERS_DRAWER, EXPENSE_IMPORT_PATH, isExpenseDeleteDialog } from '~/features/expenses/expense-paths'
import { ExpenseList, ExpenseListActions } from '~/features/expenses/expense-list'
import { ExpenseDeleteDialog, ExpenseDrawer, ExpenseFiltersDrawer } from '~/features/expenses/lazy-drawers'
import { expenseDrawerData, expensePageAction, loadExpenseList } from '~/features/expenses/expenses.server'
import { RECURRING_EXPENSES_PATH } from '~/features/expenses/recurring-expense-paths'
import { requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/expenses'

export const meta: Route.MetaFunction = () => titleMeta('Expenses')

/** The organization's expenses (product-spec §2 expenses): filters in the URL, totals, CSV, the 'expense add' drawer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const [list, drawer] = await Promise.all([loadExpenseList(context, request), expenseDrawerData(context, request)])
  return { list, drawer }
}

export async function action({ request, context }: Route.ActionArgs) {
  return expensePageAction(context, request)
}

export default function ExpensesPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  return (
    <>
      <PageHeader title="Expenses" actions={<ExpenseListActions importHref={EXPENSE_IMPORT_PATH} extra={<RecurringExpensesLink />} />} />
      <ExpenseList data={loaderData.list} emptyDescription="No expenses yet. Record what you pay for your properties — repairs, utilities, taxes, insurance — and keep the receipts with them." />
      {drawer === EXPENSE_FILTERS_DRAWER ? <ExpenseFiltersDrawer data={loaderData.list} /> : null}
      {loaderData.drawer ? <ExpenseDrawer data={loaderData.drawer} /> : null}
      {isExpenseDeleteDialog(drawer) ? <ExpenseDeleteDialog /> : null}
    </>
  )
}

function RecurringExpensesLink() {
  return (
    <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
      <Link to={RECURRING_EXPENSES_PATH}>
        <UpdateIcon aria-hidden /> Recurring expenses
      </Link>
    </Button>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
