import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import type { Lease } from '@api/payload-types'
import { AddLink, ListSection, ListTable, Pagination } from '~/components/list'
import { ArchivedBadge, LeaseStatusBadge } from '~/components/status-badge'
import { Flex, Table, Text, Link as TextLink } from '~/components/ui'
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
            <Table.Cell data-label="Status">
              <Badges lease={lease} />
            </Table.Cell>
            <Table.Cell data-label="Tenants">
              <Text size="2">{lease.tenants.join(', ') || <Text color="gray">No tenants yet</Text>}</Text>
            </Table.Cell>
            <Table.Cell className="text-right tabular-nums" data-label="Rent">
              <Text size="2">{formatCents(lease.rent)}</Text>
            </Table.Cell>
            <Table.Cell data-label="Dates">
              <Text size="2">{leaseDates(lease)}</Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
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
