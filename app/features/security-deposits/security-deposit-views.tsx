import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { paymentMethodLabel } from '@common/invoices'
import { securityDepositStatusColor, securityDepositStatusLabel } from '@common/security-deposits'
import { ListTable, Pagination } from '~/components/list'
import { EmptyState } from '~/components/empty-state'
import { Term } from '~/components/term'
import { InvoiceStatusBadge } from '~/components/status-badge'
import { Badge, Card, DataList, Flex, Heading, Table, Text, Link as TextLink } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import type { SecurityDepositPage, SecurityDepositView } from './security-deposits.server'

export const landlordDepositHref = (leaseId: number) => `/app/landlord/leases/${leaseId}/security-deposit`

export function SecurityDepositStatusBadge({ status }: { status: SecurityDepositView['status'] }) {
  return (
    <Badge color={securityDepositStatusColor[status]} variant="soft" size="2">
      {securityDepositStatusLabel[status]}
    </Badge>
  )
}

const money = (cents: number) => <span className="tabular-nums">{formatCents(cents)}</span>

/**
 * One deposit in full, for the landlord and the tenant alike: its state, what was asked, held
 * and returned, and the itemised deductions. `invoiceHref` links the deposit's invoice;
 * `actions` are the viewer's buttons (the landlord's return / cancel, the tenant's pay).
 */
export function SecurityDepositDetails({
  deposit,
  invoiceHref,
  actions,
  conditionReportHref,
}: {
  deposit: SecurityDepositView
  invoiceHref?: string | null
  actions?: ReactNode
  /** The landlord's link to the move-out report a deduction was made from. */
  conditionReportHref?: (id: number) => string
}) {
  const titleId = `security-deposit-${deposit.id}`
  return (
    <Card size="2" asChild>
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="4" id={titleId}>
              Security deposit of {formatCents(deposit.amount)}
            </Heading>
            <SecurityDepositStatusBadge status={deposit.status} />
          </Flex>
          {actions ? (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <Term label="Amount">{money(deposit.amount)}</Term>
          {deposit.invoice ? (
            <Term label="Invoice">
              <Flex gap="2" align="center" wrap="wrap">
                {invoiceHref ? (
                  <TextLink asChild>
                    <Link to={invoiceHref}>Deposit invoice</Link>
                  </TextLink>
                ) : (
                  <Text>Deposit invoice</Text>
                )}
                <InvoiceStatusBadge status={deposit.invoice.status} />
                {deposit.status === 'requested' && deposit.invoice.amountDue > 0 ? (
                  <Text size="2" color="gray">
                    {formatCents(deposit.invoice.amountDue)} due{deposit.invoice.dueDate ? ` by ${formatDate(deposit.invoice.dueDate)}` : ''}
                  </Text>
                ) : null}
              </Flex>
            </Term>
          ) : null}
          {deposit.status !== 'requested' ? (
            <>
              <Term label="Held">{money(deposit.amountHeld)}</Term>
              <Term label="Received">
                {formatDate(deposit.heldAt)}
                {deposit.receivedMethod ? ` · ${paymentMethodLabel[deposit.receivedMethod]}` : ''}
              </Term>
            </>
          ) : null}
          {deposit.status === 'returned' ? (
            <>
              <Term label="Deductions">{money(deposit.deductionsTotal)}</Term>
              <Term label="Returned">
                <Text weight="medium">{money(deposit.amountReturned)}</Text>
              </Term>
              <Term label="Returned on">
                {formatDate(deposit.returnedAt)}
                {deposit.returnMethod ? ` · ${paymentMethodLabel[deposit.returnMethod]}` : ''}
              </Term>
            </>
          ) : null}
          {deposit.note ? <Term label="Note">{deposit.note}</Term> : null}
        </DataList.Root>
        {deposit.status === 'returned' ? <DeductionsTable deposit={deposit} conditionReportHref={conditionReportHref} /> : null}
        {deposit.status !== 'returned' && deposit.deductions.length ? (
          <Flex direction="column" gap="2">
            <Text size="2" color="gray">
              Deductions recorded so far ({formatCents(deposit.deductionsTotal)}), applied when the deposit is returned:
            </Text>
            <DeductionsTable deposit={deposit} conditionReportHref={conditionReportHref} />
          </Flex>
        ) : null}
      </section>
    </Card>
  )
}

function DeductionsTable({ deposit, conditionReportHref }: { deposit: SecurityDepositView; conditionReportHref?: (id: number) => string }) {
  if (!deposit.deductions.length) {
    return (
      <Text size="2" color="gray">
        No deductions: the whole deposit was returned.
      </Text>
    )
  }
  return (
    <Table.Root variant="surface" aria-label="Deductions">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Deduction</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="text-right">Amount</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {deposit.deductions.map((deduction) => (
          <Table.Row key={deduction.id}>
            <Table.RowHeaderCell>
              <Text size="2" weight="medium">
                {deduction.name}
              </Text>
              {deduction.description ? (
                <Text as="div" size="1" color="gray">
                  {deduction.description}
                </Text>
              ) : null}
              {deduction.conditionReport ? (
                <Text as="div" size="1" color="gray">
                  {conditionReportHref ? (
                    <TextLink asChild size="1">
                      <Link to={conditionReportHref(deduction.conditionReport)}>From move-out report #{deduction.conditionReport}</Link>
                    </TextLink>
                  ) : (
                    `From move-out report #${deduction.conditionReport}`
                  )}
                </Text>
              ) : null}
            </Table.RowHeaderCell>
            <Table.Cell className="text-right tabular-nums">{formatCents(deduction.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

/**
 * A list of deposits (a property's, a unit's, the organization's): a table from md up,
 * cards below, each leading to its lease's security deposit tab; or an empty state.
 */
export function SecurityDepositList({ list, emptyDescription, showProperty = false }: { list: SecurityDepositPage; emptyDescription: ReactNode; showProperty?: boolean }) {
  if (list.deposits.length === 0) return <EmptyState description={emptyDescription} />
  return (
    <>
      <ListTable>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Lease</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="text-right">Amount</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="text-right">Held</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="text-right">Returned</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.deposits.map((deposit) => (
            <Table.Row key={deposit.id} align="center">
              <Table.RowHeaderCell>
                <TextLink asChild size="2" weight="medium">
                  <Link to={landlordDepositHref(deposit.lease.id)} className="inline-flex min-h-11 items-center">
                    {deposit.lease.title}
                  </Link>
                </TextLink>
                {showProperty && deposit.property ? (
                  <Text as="div" size="1" color="gray">
                    {deposit.property.title}
                  </Text>
                ) : null}
              </Table.RowHeaderCell>
              <Table.Cell data-label="Status">
                <SecurityDepositStatusBadge status={deposit.status} />
              </Table.Cell>
              <Table.Cell className="text-right tabular-nums" data-label="Amount">
                {formatCents(deposit.amount)}
              </Table.Cell>
              <Table.Cell className="text-right tabular-nums" data-label="Held">
                {deposit.status === 'requested' ? '—' : formatCents(deposit.amountHeld)}
              </Table.Cell>
              <Table.Cell className="text-right tabular-nums" data-label="Returned">
                {deposit.status === 'returned' ? formatCents(deposit.amountReturned) : '—'}
              </Table.Cell>
              <Table.Cell data-label="Date">
                <Text size="2">{depositDate(deposit)}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ListTable>
      <Pagination page={list.page} hasNextPage={list.hasNextPage} />
    </>
  )
}

/** The date that matters for the deposit's state: returned on, received on, or requested on. */
function depositDate(deposit: SecurityDepositView) {
  if (deposit.status === 'returned') return `Returned ${formatDate(deposit.returnedAt)}`
  if (deposit.status === 'held') return `Received ${formatDate(deposit.heldAt)}`
  return `Requested ${formatDate(deposit.createdAt)}`
}

/** A property's or a unit's Security Deposits tab: the deposits of its leases. */
export function SecurityDepositsTab({ list, scope }: { list: SecurityDepositPage; scope: 'property' | 'unit' }) {
  return (
    <section aria-labelledby="security-deposits-title" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="security-deposits-title">
        Security Deposits
      </Heading>
      <SecurityDepositList
        list={list}
        emptyDescription={`Security deposits of this ${scope}'s leases — requested, held and returned — will be listed here. Add one from a lease's Security deposit tab.`}
      />
    </section>
  )
}
