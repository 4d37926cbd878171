import { ArrowLeftIcon, PlusIcon } from '@radix-ui/react-icons'
import { Form, Link, useActionData, useLocation } from 'react-router'
import {
  expenseCategoryLabel,
  expenseFrequencyLabel,
  recurringExpenseStatusLabel,
  type RecurringExpenseStatus,
} from '@common/expenses'
import { ConfirmDialog } from '~/components/lazy-drawers'
import { EmptyState } from '~/components/empty-state'
import { FormAlert } from '~/components/forms'
import { Pagination } from '~/components/list'
import { PageHeader } from '~/components/shell/page-header'
import { Badge, Button, Flex, Table, Text } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { formatDate } from '~/utils/format'
import { EXPENSES_PATH } from './expense-paths'
import { ExpenseAmountCell, ExpenseRows } from './expense-list'
import {
  RECURRING_EXPENSE_ADD_DRAWER,
  RECURRING_EXPENSE_DELETE_DIALOG,
  RECURRING_EXPENSE_DELETE_INTENT,
  RECURRING_EXPENSE_EDIT_DRAWER,
  RECURRING_EXPENSE_PAUSE_INTENT,
  RECURRING_EXPENSE_RESUME_INTENT,
} from './recurring-expense-paths'
import { RecurringExpenseDrawer } from './lazy-drawers'
import type { RecurringExpenseDrawerData, RecurringExpenseListData, RecurringExpenseRow } from './recurring-expenses.server'

const STATUS_COLOR: Record<RecurringExpenseStatus, 'green' | 'amber' | 'gray'> = { active: 'green', paused: 'amber', ended: 'gray' }

function StatusBadge({ status }: { status: RecurringExpenseStatus }) {
  return <Badge color={STATUS_COLOR[status]}>{recurringExpenseStatusLabel[status]}</Badge>
}

const schedule = (row: RecurringExpenseRow) => `${expenseFrequencyLabel[row.frequency]} from ${formatDate(row.startDate)}${row.endDate ? ` to ${formatDate(row.endDate)}` : ''}`

/** Edit, pause or resume (a plain POST), delete. */
function RowActions({ row }: { row: RecurringExpenseRow }) {
  const location = useLocation()
  const label = `${row.payeeName} ${expenseFrequencyLabel[row.frequency].toLowerCase()}`
  return (
    <Flex gap="2" wrap="wrap">
      <Button asChild size="2" variant="soft" className="min-h-11">
        <Link to={drawerHref(location, RECURRING_EXPENSE_EDIT_DRAWER, { target: row.id })} preventScrollReset aria-label={`Edit recurring expense ${label}`}>
          Edit
        </Link>
      </Button>
      {row.status !== 'ended' ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="target" value={row.id} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <Button
            type="submit"
            name="intent"
            value={row.status === 'paused' ? RECURRING_EXPENSE_RESUME_INTENT : RECURRING_EXPENSE_PAUSE_INTENT}
            size="2"
            variant="soft"
            color="gray"
            className="min-h-11"
            aria-label={`${row.status === 'paused' ? 'Resume' : 'Pause'} recurring expense ${label}`}
          >
            {row.status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
        </Form>
      ) : null}
      <Button asChild size="2" variant="soft" color="red" className="min-h-11">
        <Link to={drawerHref(location, RECURRING_EXPENSE_DELETE_DIALOG, { target: row.id })} preventScrollReset aria-label={`Delete recurring expense ${label}`}>
          Delete
        </Link>
      </Button>
    </Flex>
  )
}

/**
 * The recurring expenses page (ADR 029), like the recurring payments page: each schedule with
 * its amount, place, frequency, next day and status; add and edit in a drawer; pause, resume
 * and delete. Works without JavaScript.
 */
export function RecurringExpensesPage({ list, drawer }: { list: RecurringExpenseListData; drawer: RecurringExpenseDrawerData | null }) {
  const location = useLocation()
  const actionData = useActionData()
  const pauseErrors = confirmErrors(actionData, RECURRING_EXPENSE_PAUSE_INTENT) ?? confirmErrors(actionData, RECURRING_EXPENSE_RESUME_INTENT)
  const addHref = drawerHref(location, RECURRING_EXPENSE_ADD_DRAWER)
  const { name, target } = openDrawer(location.search)
  return (
    <>
      <PageHeader
        title="Recurring expenses"
        description="Costs that come back every month, quarter or year: each one is recorded on its day."
        actions={
          <Flex gap="2" wrap="wrap">
            <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
              <Link to={EXPENSES_PATH}>
                <ArrowLeftIcon aria-hidden /> Back to expenses
              </Link>
            </Button>
            <Button asChild size="3" className="min-h-11">
              <Link to={addHref} preventScrollReset>
                <PlusIcon aria-hidden /> Add recurring expense
              </Link>
            </Button>
          </Flex>
        }
      />
      <FormAlert errors={pauseErrors} />
      <section aria-label="Recurring expenses" className="flex flex-col">
        {list.rows.length === 0 ? (
          <EmptyState
            description="No recurring expenses yet. Add insurance, a loan's interest or a service contract once, and it is recorded every period."
            action={
              <Button asChild size="3" className="min-h-11">
                <Link to={addHref} preventScrollReset>
                  Add recurring expense
                </Link>
              </Button>
            }
          />
        ) : (
          <>
            <ExpenseRows
              rows={list.rows}
              header={
                <>
                  <Table.ColumnHeaderCell>Payee</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Schedule</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Next</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Property</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                </>
              }
              cells={(row) => (
                <>
                  <Table.RowHeaderCell>
                    <Text weight="medium">{row.payeeName}</Text>
                  </Table.RowHeaderCell>
                  <Table.Cell data-label="Schedule">{schedule(row)}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap" data-label="Next">
                    {row.nextDate ? formatDate(row.nextDate) : '—'}
                  </Table.Cell>
                  <Table.Cell data-label="Category">{expenseCategoryLabel[row.category]}</Table.Cell>
                  <Table.Cell data-label="Property">{row.place ?? 'Portfolio'}</Table.Cell>
                  <ExpenseAmountCell amount={row.amount} />
                  <Table.Cell data-label="Status">
                    <StatusBadge status={row.status} />
                  </Table.Cell>
                </>
              )}
              actions={(row) => <RowActions row={row} />}
            />
            <Pagination page={list.page} hasNextPage={list.hasNextPage} />
          </>
        )}
      </section>
      {drawer ? <RecurringExpenseDrawer data={drawer} /> : null}
      {name === RECURRING_EXPENSE_DELETE_DIALOG && target ? (
        <ConfirmDialog
          title="Delete recurring expense?"
          description="No more expenses are recorded from it. The expenses it already recorded stay in the list and the reports."
          intent={RECURRING_EXPENSE_DELETE_INTENT}
          target={target}
          confirmLabel="Delete recurring expense"
          destructive
        />
      ) : null}
    </>
  )
}
