import { PlusIcon } from '@radix-ui/react-icons'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { invoiceCategoryLabel } from '@common/invoices'
import { EmptyState } from '~/components/empty-state'
import { TransactionsTabs } from '~/features/invoices/invoice-list'
import { RecurringFiltersDrawer, RecurringPaymentDrawer } from '~/features/recurring/lazy-drawers'
import { RECURRING_FILTERS_DRAWER, RECURRING_PAYMENT_DRAWER, RECURRING_PAYMENT_INTENT, recurringInvoiceHref, recurringStatusLabel } from '~/features/recurring/recurring-paths'
import { RecurringStatusBadge } from '~/features/recurring/recurring-status-badge'
import { ActiveFilters, FiltersLink, ListTable, Pagination } from '~/components/list'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Flex, Table, Text, Link as TextLink } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import { loadRecurringList, recurringPaymentAction, recurringPaymentLoaderData, type RecurringRow } from '~/features/recurring/recurring-invoices.server'
import type { Route } from './+types/transactions.recurring-payments'

export const meta: Route.MetaFunction = () => titleMeta('Recurring Payments')

/** The organization's recurring invoices (product-spec §2 transactions/recurring-payments), filters in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, recurringPayment] = await Promise.all([loadRecurringList(context, request), recurringPaymentLoaderData(context, request)])
  return { ...list, recurringPayment }
}

/** The recurring payment drawer's form (create). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') === RECURRING_PAYMENT_INTENT) return recurringPaymentAction(context, request, formData)
  throw new Response(null, { status: 400 })
}

export default function RecurringPaymentsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { rows, page, hasNextPage, filters, filterLabels } = loaderData
  const filtered = Boolean(filters.statuses.length || filters.lease || filters.property)
  const activeFilters: Array<{ label: string; remove: Record<string, null> }> = [
    ...(filters.statuses.length ? [{ label: `Status: ${filters.statuses.map((status) => recurringStatusLabel[status]).join(', ')}`, remove: { status: null } }] : []),
    ...(filters.property ? [{ label: `Property: ${filterLabels.property}`, remove: { property: null } }] : []),
    ...(filters.lease ? [{ label: `Lease: ${filterLabels.lease}`, remove: { lease: null } }] : []),
  ]
  const newHref = drawerHref(location, RECURRING_PAYMENT_DRAWER)
  return (
    <>
      <PageHeader
        title="Transactions"
        actions={
          <Flex gap="2" wrap="wrap">
            <FiltersLink drawer={RECURRING_FILTERS_DRAWER} />
            <Button asChild size="3" className="min-h-11">
              <Link to={newHref} preventScrollReset>
                <PlusIcon aria-hidden /> New recurring payment
              </Link>
            </Button>
          </Flex>
        }
      />
      <TransactionsTabs />
      <section aria-label="Recurring payments" className="flex flex-col">
        <ActiveFilters filters={activeFilters} />
        {rows.length === 0 ? (
          filtered ? (
            <EmptyState
              description="No recurring payments match these filters."
              action={
                <Button asChild size="3" variant="soft" className="min-h-11">
                  <Link to={location.pathname}>Clear filters</Link>
                </Button>
              }
            />
          ) : (
            <EmptyState
              description="Bill a lease every month: a recurring payment sends each month's invoice on the day you choose."
              action={
                <Button asChild size="3" className="min-h-11">
                  <Link to={newHref} preventScrollReset>
                    New recurring payment
                  </Link>
                </Button>
              }
            />
          )
        ) : (
          <>
            <RecurringTable rows={rows} />
            <Pagination page={page} hasNextPage={hasNextPage} />
          </>
        )}
      </section>
      {openDrawer(location.search).name === RECURRING_FILTERS_DRAWER ? <RecurringFiltersDrawer data={loaderData} /> : null}
      {loaderData.recurringPayment ? <RecurringPaymentDrawer data={loaderData.recurringPayment} /> : null}
    </>
  )
}

const schedule = (row: RecurringRow) => `Monthly on day ${row.dayOfMonth}`

function RecurringTable({ rows }: { rows: RecurringRow[] }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Lease</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Schedule</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Next invoice</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Each month</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Amount due</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>
              <Flex direction="column" gap="1">
                <TextLink asChild weight="medium">
                  <Link to={recurringInvoiceHref(row.id)} className="inline-flex min-h-11 items-center">
                    {row.leaseLabel || `Recurring payment #${row.id}`}
                  </Link>
                </TextLink>
                {row.propertyLabel ? (
                  <Text size="1" color="gray">
                    {[row.propertyLabel, row.unitName].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell data-label="Schedule">{schedule(row)}</Table.Cell>
            <Table.Cell className="whitespace-nowrap" data-label="Next invoice">
              {row.nextDate ? formatDate(row.nextDate) : '—'}
            </Table.Cell>
            <Table.Cell data-label="Category">{row.category ? invoiceCategoryLabel[row.category] : '—'}</Table.Cell>
            <Table.Cell justify="end" className="tabular-nums" data-label="Each month">
              {formatCents(row.total)}
            </Table.Cell>
            <Table.Cell justify="end" className="tabular-nums" data-label="Amount due">
              {formatCents(row.amountDue)}
            </Table.Cell>
            <Table.Cell data-label="Status">
              <RecurringStatusBadge status={row.status} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
