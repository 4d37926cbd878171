import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import type { Lease } from '@api/payload-types'
import { AddLink, ListCards, ListSection, ListTable, Pagination } from '~/components/list'
import { ArchivedBadge, LeaseStatusBadge } from '~/components/status-badge'
import { Card, Flex, Table, Text, Link as TextLink } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { leaseHref } from './lease-display'

/** A lease as the leases tabs (of a property, of a unit) list it; see loadLeasePage. */
export type LeaseListRow = {
  id: number
  title: string
  unitName: string | null
  status: Lease['status']
  tenants: string[]
  rent: number
  startDate: string | null
  endDate: string | null
  archived: boolean
}

export type LeasePage = { leases: LeaseListRow[]; page: number; hasNextPage: boolean }

/**
 * A leases tab: its heading with 'Add lease', then the leases (a table from md up, cards
 * below) and their pages, or an empty state whose action is 'Add lease'.
 */
export function LeasesTab({ leases, page, hasNextPage, addHref, emptyDescription }: LeasePage & { addHref: string; emptyDescription: ReactNode }) {
  return (
    <ListSection id="leases-tab-title" title="Leases" action={<AddLink to={addHref}>Add lease</AddLink>} empty={leases.length === 0} emptyDescription={emptyDescription}>
      <LeaseTable leases={leases} />
      <LeaseCards leases={leases} />
      <Pagination page={page} hasNextPage={hasNextPage} />
    </ListSection>
  )
}

function LeaseTable({ leases }: { leases: LeaseListRow[] }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Lease</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Tenants</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="text-right">Rent</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Dates</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {leases.map((lease) => (
          <Table.Row key={lease.id} align="center">
            <Table.RowHeaderCell>
              <TextLink asChild size="2" weight="medium">
                <Link to={leaseHref(lease.id)} className="inline-flex min-h-11 items-center">
                  {lease.title}
                </Link>
              </TextLink>
              <UnitName lease={lease} as="div" />
            </Table.RowHeaderCell>
            <Table.Cell>
              <Badges lease={lease} />
            </Table.Cell>
            <Table.Cell>
              <Text size="2">{lease.tenants.join(', ') || <Text color="gray">No tenants yet</Text>}</Text>
            </Table.Cell>
            <Table.Cell className="text-right tabular-nums">
              <Text size="2">{formatCents(lease.rent)}</Text>
            </Table.Cell>
            <Table.Cell>
              <Text size="2">{leaseDates(lease)}</Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

function LeaseCards({ leases }: { leases: LeaseListRow[] }) {
  return (
    <ListCards>
      {leases.map((lease) => (
        <li key={lease.id}>
          <Card size="2" asChild>
            <Link to={leaseHref(lease.id)} className="flex min-h-11 flex-col gap-1 no-underline">
              <Flex justify="between" align="start" gap="2">
                <Flex direction="column" className="min-w-0">
                  <Text size="3" weight="medium">
                    {lease.title}
                  </Text>
                  <UnitName lease={lease} />
                </Flex>
                <Badges lease={lease} justify="end" />
              </Flex>
              <Text size="2" color="gray">
                {lease.tenants.join(', ') || 'No tenants yet'}
              </Text>
              <Flex justify="between" gap="2">
                <Text size="2" color="gray">
                  {leaseDates(lease)}
                </Text>
                <Text size="2" weight="medium" className="tabular-nums">
                  {formatCents(lease.rent)}
                </Text>
              </Flex>
            </Link>
          </Card>
        </li>
      ))}
    </ListCards>
  )
}

/** The unit under the title, unless the title already is the unit's name. */
function UnitName({ lease, as }: { lease: LeaseListRow; as?: 'div' }) {
  if (!lease.unitName || lease.unitName === lease.title) return null
  return (
    <Text as={as} size="1" color="gray">
      {lease.unitName}
    </Text>
  )
}

function Badges({ lease, justify }: { lease: LeaseListRow; justify?: 'end' }) {
  return (
    <Flex gap="1" wrap="wrap" justify={justify}>
      <LeaseStatusBadge status={lease.status} />
      <ArchivedBadge archived={lease.archived} />
    </Flex>
  )
}

function leaseDates(lease: Pick<LeaseListRow, 'startDate' | 'endDate'>) {
  if (!lease.startDate && !lease.endDate) return 'No dates yet'
  if (!lease.endDate) return `From ${formatDate(lease.startDate)}`
  return `${formatDate(lease.startDate)} – ${formatDate(lease.endDate)}`
}
