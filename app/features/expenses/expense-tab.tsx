import { useLocation } from 'react-router'
import { Flex, Heading } from '~/components/ui'
import { openDrawer } from '~/utils/drawer'
import { EXPENSE_FILTERS_DRAWER, isExpenseDeleteDialog } from './expense-paths'
import { ExpenseList, ExpenseListActions } from './expense-list'
import { ExpenseDeleteDialog, ExpenseDrawer, ExpenseFiltersDrawer } from './lazy-drawers'
import type { loadExpenseTab } from './expenses.server'

/** The Expenses tab of a property or unit page: its expenses and their totals, the filters, and the 'expense add' drawer preset to the place. */
export function ExpenseTab({ data }: { data: Awaited<ReturnType<typeof loadExpenseTab>> }) {
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  return (
    <section aria-labelledby="tab-expenses-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="tab-expenses-title">
          Expenses
        </Heading>
        <ExpenseListActions place={data.place} />
      </Flex>
      <ExpenseList data={data.list} places={false} emptyDescription={`No expenses recorded for this ${data.kind} yet. Add one to keep its costs and receipts together.`} />
      {drawer === EXPENSE_FILTERS_DRAWER ? <ExpenseFiltersDrawer data={data.list} places={false} units={data.kind === 'property'} /> : null}
      {data.drawer ? <ExpenseDrawer data={data.drawer} /> : null}
      {isExpenseDeleteDialog(drawer) ? <ExpenseDeleteDialog /> : null}
    </section>
  )
}
