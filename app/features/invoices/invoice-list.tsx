import { utcMonthName } from '@common/en-us'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { invoiceCategoryLabel, invoiceStatusLabel } from '@common/invoices'
import { DetailTabs } from '~/components/detail-tabs'
import { EmptyState } from '~/components/empty-state'
import { leaseHref, unitHref } from '~/features/portfolio/lease-display'
import { ActiveFilters, FiltersLink, ListTable, Pagination, SortColumnHeader } from '~/components/list'
import { InvoiceStatusBadge } from '~/components/status-badge'
import { Button, Card, Flex, Grid, Heading, Table, Text, Link as TextLink } from '~/components/ui'
import { openDrawer } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import type { InvoiceListData, InvoiceRow, InvoiceTotals } from '~/features/transactions/transactions.server'
import { INVOICE_FILTERS_DRAWER, InvoiceFiltersDrawer } from '~/features/transactions/lazy-drawers'
import { invoiceHref } from './invoice-paths'

export const TRANSACTIONS_PATH = '/app/landlord/transactions'

/** The transactions pages (product-spec §2: index, paid-invoices, recurring-payments, security-deposits), one URL each. */
export function TransactionsTabs() {
  return (
    <DetailTabs
      label="Transactions"
      tabs={[
        { to: TRANSACTIONS_PATH, label: 'Invoices', end: true },
        { to: `${TRANSACTIONS_PATH}/paid-invoices`, label: 'Paid Invoices' },
        {
          to: `${TRANSACTIONS_PATH}/recurring-payments`,
          label: 'Recurring Payments',
        },
        {
          to: `${TRANSACTIONS_PATH}/security-deposits`,
          label: 'Security Deposits',
        },
      ]}
    />
  )
}

/** Open amount due, overdue amount and paid this month, over the list's scope. */
export function InvoiceTotalsStrip({ totals }: { totals: InvoiceTotals }) {
  const month = utcMonthName(new Date(totals.monthStart))
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="3" mb="4" asChild>
      <dl className="m-0">
        <Total label="Open amount due" amount={totals.openAmountDue} note={`${totals.openCount} open ${totals.openCount === 1 ? 'invoice' : 'invoices'}`} />
        <Total
          label="Overdue"
          amount={totals.overdueAmount}
          note={`${totals.overdueCount} overdue ${totals.overdueCount === 1 ? 'invoice' : 'invoices'}`}
          tone={totals.overdueAmount > 0 ? 'red' : undefined}
        />
        <Total
          label="Paid this month"
          amount={totals.paidThisMonth}
          note={`${totals.paidThisMonthCount} paid since ${month} 1`}
          tone={totals.paidThisMonth > 0 ? 'green' : undefined}
        />
      </dl>
    </Grid>
  )
}

function Total({ label, amount, note, tone }: { label: string; amount: number; note: string; tone?: 'red' | 'green' }) {
  return (
    <Card size="2">
      <Text as="div" size="2" color="gray" asChild>
        <dt>{label}</dt>
      </Text>
      <dd className="m-0">
        <Text as="div" size="6" weight="bold" color={tone} className="tabular-nums">
          {formatCents(amount)}
        </Text>
        <Text as="div" size="1" color="gray">
          {note}
        </Text>
      </dd>
    </Card>
  )
}

/** The 'Filters' button that opens the invoice filters dialog (URL state). */
export function InvoiceFiltersButton() {
  return <FiltersLink drawer={INVOICE_FILTERS_DRAWER} />
}

/**
 * The invoices list shared by the transactions pages and the lease, property and unit
 * Transactions tabs: the totals, the filters in effect, a table from md up and cards below,
 * pages of 10, and the filter dialog when the URL opens it.
 */
export function InvoiceList({
  data,
  emptyDescription,
  emptyAction,
  headingId,
}: {
  data: InvoiceListData
  emptyDescription: ReactNode
  emptyAction?: ReactNode
  headingId?: string
}) {
  const location = useLocation()
  const { rows, page, hasNextPage, sort, filters, filterLabels, view, scope } = data
  const filtered = Boolean(filters.statuses.length || filters.lease || filters.property || filters.category || filters.dueFrom || filters.dueTo)
  const activeFilters: Array<{ label: string; remove: Record<string, null> }> = [
    ...(filters.statuses.length
      ? [
          {
            label: `Status: ${filters.statuses.map((status) => invoiceStatusLabel[status]).join(', ')}`,
            remove: { status: null },
          },
        ]
      : []),
    ...(filters.property
      ? [
          {
            label: `Property: ${filterLabels.property}`,
            remove: { property: null },
          },
        ]
      : []),
    ...(filters.lease ? [{ label: `Lease: ${filterLabels.lease}`, remove: { lease: null } }] : []),
    ...(filters.category
      ? [
          {
            label: `Category: ${invoiceCategoryLabel[filters.category]}`,
            remove: { category: null },
          },
        ]
      : []),
    ...(filters.dueFrom || filters.dueTo
      ? [
          {
            label: `Due: ${filters.dueFrom ? formatDate(`${filters.dueFrom}T12:00:00Z`) : '…'} – ${filters.dueTo ? formatDate(`${filters.dueTo}T12:00:00Z`) : '…'}`,
            remove: { dueFrom: null, dueTo: null },
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <InvoiceTotalsStrip totals={data.totals} />
      <ActiveFilters filters={activeFilters} />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState
            description="No invoices match these filters."
            action={
              <Button asChild size="3" variant="soft" className="min-h-11">
                <Link to={location.pathname}>Clear filters</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState description={emptyDescription} action={emptyAction} />
        )
      ) : (
        <>
          <InvoiceTable rows={rows} sort={sort} view={view} showLease={!scope.lease} />
          <Pagination page={page} hasNextPage={hasNextPage} />
        </>
      )}
      {openDrawer(location.search).name === INVOICE_FILTERS_DRAWER ? <InvoiceFiltersDrawer data={data} /> : null}
    </section>
  )
}

function Where({ row, showLease }: { row: InvoiceRow; showLease: boolean }) {
  const place = [row.propertyLabel, row.unitName].filter(Boolean).join(' · ')
  return (
    <Flex direction="column" gap="1" className="min-w-0">
      {row.propertyId && row.unitId ? (
        <TextLink asChild size="2">
          <Link to={unitHref(row.propertyId, row.unitId)}>{place || `Unit #${row.unitId}`}</Link>
        </TextLink>
      ) : (
        <Text size="2">{place || '—'}</Text>
      )}
      {showLease && row.leaseId ? (
        <TextLink asChild size="1" color="gray">
          <Link to={`${leaseHref(row.leaseId)}/transactions`}>{row.leaseLabel}</Link>
        </TextLink>
      ) : null}
    </Flex>
  )
}

function InvoiceTable({ rows, sort, view, showLease }: { rows: InvoiceRow[]; sort: string; view: InvoiceListData['view']; showLease: boolean }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <SortColumnHeader field="dueDate" current={sort}>
            Due date
          </SortColumnHeader>
          {view === 'paid' ? (
            <SortColumnHeader field="paidAt" current={sort}>
              Paid
            </SortColumnHeader>
          ) : null}
          <Table.ColumnHeaderCell>Tenant</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Unit / property</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Amount due</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>
              <TextLink asChild weight="medium">
                <Link
                  to={invoiceHref(row.id)}
                  className="inline-flex min-h-11 items-center whitespace-nowrap"
                  aria-label={`${row.category ? invoiceCategoryLabel[row.category] : 'Invoice'} · due ${formatDate(row.dueDate)}${row.tenant ? `, ${row.tenant}` : ''}`}
                >
                  {formatDate(row.dueDate)}
                </Link>
              </TextLink>
            </Table.RowHeaderCell>
            {view === 'paid' ? (
              <Table.Cell className="whitespace-nowrap" data-label="Paid">
                {formatDate(row.paidAt)}
              </Table.Cell>
            ) : null}
            <Table.Cell data-label="Tenant">{row.tenant || <Text color="gray">—</Text>}</Table.Cell>
            <Table.Cell data-label="Unit / property">
              <Where row={row} showLease={showLease} />
            </Table.Cell>
            <Table.Cell data-label="Category">{row.category ? invoiceCategoryLabel[row.category] : '—'}</Table.Cell>
            <Table.Cell justify="end" className="tabular-nums" data-label="Total">
              {formatCents(row.total)}
            </Table.Cell>
            <Table.Cell justify="end" className="tabular-nums" data-label="Amount due">
              {formatCents(row.amountDue)}
            </Table.Cell>
            <Table.Cell data-label="Status">
              <InvoiceStatusBadge status={row.status} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

/** A Transactions tab's heading (lease, property, unit) with its actions. */
export function TransactionsTabHeading({ id, actions }: { id: string; actions?: ReactNode }) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
      <Heading as="h2" size="4" id={id}>
        Transactions
      </Heading>
      <Flex gap="2" wrap="wrap">
        <InvoiceFiltersButton />
        {actions}
      </Flex>
    </Flex>
  )
}
