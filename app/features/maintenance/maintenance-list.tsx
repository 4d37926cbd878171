import { DownloadIcon, PlusIcon } from '@radix-ui/react-icons'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import {
  maintenanceCategoryLabel,
  maintenancePriorityColor,
  maintenancePriorityLabel,
  maintenanceStatusColor,
  maintenanceStatusLabel,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@common/maintenance'
import { EmptyState } from '~/components/empty-state'
import { ActiveFilters, FiltersLink, ListTable, Pagination, SortColumnHeader } from '~/components/list'
import { Badge, Button, Flex, Table, Text, Link as TextLink } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { MAINTENANCE_FILTERS_DRAWER, MAINTENANCE_REQUEST_DRAWER } from './maintenance-paths'
import type { MaintenanceFilters, MaintenanceListData } from './maintenance.server'

export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  return (
    <Badge color={maintenanceStatusColor[status]} variant={status === 'cancelled' ? 'outline' : 'soft'} size="2">
      {maintenanceStatusLabel[status]}
    </Badge>
  )
}

export function MaintenancePriorityBadge({ priority }: { priority: MaintenancePriority }) {
  return (
    <Badge color={maintenancePriorityColor[priority]} variant={priority === 'emergency' ? 'solid' : 'soft'} size="2">
      {maintenancePriorityLabel[priority]}
    </Badge>
  )
}

export const requestLabel = (row: { number: number | null; title: string }) => (row.number ? `#${row.number} ${row.title}` : row.title)

/** The open / completed lists of the landlord (product-spec §2 maintenance: open list; completed). */
export function MaintenanceListTabs() {
  const location = useLocation()
  const completed = location.pathname.endsWith('/completed')
  return (
    <nav aria-label="Maintenance lists" className="mb-4 flex gap-2">
      <Button asChild size="3" variant={completed ? 'soft' : 'solid'} color={completed ? 'gray' : undefined} className="min-h-11">
        <Link to="/app/landlord/maintenance" aria-current={completed ? undefined : 'page'}>
          Open
        </Link>
      </Button>
      <Button asChild size="3" variant={completed ? 'solid' : 'soft'} color={completed ? undefined : 'gray'} className="min-h-11">
        <Link to="/app/landlord/maintenance/completed" aria-current={completed ? 'page' : undefined}>
          Completed
        </Link>
      </Button>
    </nav>
  )
}

/** The list's actions: filters (a GET dialog), CSV of the filtered list (landlord), and the new request drawer. */
export function MaintenanceListActions({ csvHref, newLabel = 'New request', place }: { csvHref?: string; newLabel?: string; place?: string }) {
  const location = useLocation()
  return (
    <Flex gap="2" wrap="wrap">
      <FiltersLink drawer={MAINTENANCE_FILTERS_DRAWER} />
      {csvHref ? (
        <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
          <a href={`${csvHref}${location.search}`} download>
            <DownloadIcon aria-hidden /> Export CSV
          </a>
        </Button>
      ) : null}
      <Button asChild size="3" className="min-h-11">
        <Link to={drawerHref(location, MAINTENANCE_REQUEST_DRAWER, place ? { place } : {})} preventScrollReset>
          <PlusIcon aria-hidden /> {newLabel}
        </Link>
      </Button>
    </Flex>
  )
}

function activeFilterChips(filters: MaintenanceFilters, options: MaintenanceListData['options']): Array<{ label: string; remove: Record<string, null> }> {
  const label = (list: ReadonlyArray<readonly [string, string]> | undefined, id: number) => list?.find(([value]) => value === String(id))?.[1] ?? `#${id}`
  return [
    ...(filters.statuses.length ? [{ label: `Status: ${filters.statuses.map((status) => maintenanceStatusLabel[status]).join(', ')}`, remove: { status: null } }] : []),
    ...(filters.priorities.length ? [{ label: `Priority: ${filters.priorities.map((priority) => maintenancePriorityLabel[priority]).join(', ')}`, remove: { priority: null } }] : []),
    ...(filters.categories.length ? [{ label: `Category: ${filters.categories.map((category) => maintenanceCategoryLabel[category]).join(', ')}`, remove: { category: null } }] : []),
    ...(filters.property ? [{ label: `Property: ${label(options?.properties, filters.property)}`, remove: { property: null, unit: null } }] : []),
    ...(filters.unit ? [{ label: `Unit: ${label(options?.units, filters.unit)}`, remove: { unit: null } }] : []),
    ...(filters.assignee ? [{ label: `Assignee: ${filters.assignee}`, remove: { assignee: null } }] : []),
    ...(filters.from ? [{ label: `From ${formatDate(filters.from)}`, remove: { from: null } }] : []),
    ...(filters.to ? [{ label: `To ${formatDate(filters.to)}`, remove: { to: null } }] : []),
  ]
}

/** A maintenance list: active filters, a table (cards on phones), pagination, or an honest empty state. */
export function MaintenanceList({
  data,
  hrefOf,
  emptyDescription,
  emptyAction,
  showAssignee = true,
}: {
  data: MaintenanceListData
  hrefOf: (id: number) => string
  emptyDescription: string
  emptyAction?: React.ReactNode
  showAssignee?: boolean
}) {
  const location = useLocation()
  const chips = activeFilterChips(data.filters, data.options)
  return (
    <section aria-label="Maintenance requests" className="flex flex-col">
      <ActiveFilters filters={chips} />
      {data.rows.length === 0 ? (
        chips.length ? (
          <EmptyState
            description="No maintenance requests match these filters."
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
          <ListTable>
            <Table.Header>
              <Table.Row>
                <SortColumnHeader field="number" current={data.sort}>
                  Request
                </SortColumnHeader>
                <Table.ColumnHeaderCell>Where</Table.ColumnHeaderCell>
                <SortColumnHeader field="priority" current={data.sort}>
                  Priority
                </SortColumnHeader>
                <SortColumnHeader field="status" current={data.sort}>
                  Status
                </SortColumnHeader>
                {showAssignee ? <Table.ColumnHeaderCell>Assignee</Table.ColumnHeaderCell> : null}
                <SortColumnHeader field="dueDate" current={data.sort}>
                  Due
                </SortColumnHeader>
                <SortColumnHeader field="createdAt" current={data.sort}>
                  Reported
                </SortColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.rows.map((row) => (
                <Table.Row key={row.id} align="center">
                  <Table.RowHeaderCell>
                    <Flex direction="column" gap="1">
                      <TextLink asChild weight="medium">
                        <Link to={hrefOf(row.id)} className="inline-flex min-h-11 items-center">
                          {requestLabel(row)}
                        </Link>
                      </TextLink>
                      <Text size="1" color="gray">
                        {maintenanceCategoryLabel[row.category]}
                      </Text>
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell data-label="Where">{row.address ?? '—'}</Table.Cell>
                  <Table.Cell data-label="Priority">
                    <MaintenancePriorityBadge priority={row.priority} />
                  </Table.Cell>
                  <Table.Cell data-label="Status">
                    <MaintenanceStatusBadge status={row.status} />
                  </Table.Cell>
                  {showAssignee ? <Table.Cell data-label="Assignee">{row.assigneeName ?? '—'}</Table.Cell> : null}
                  <Table.Cell className="whitespace-nowrap" data-label="Due">{row.dueDate ? formatDate(row.dueDate) : '—'}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap" data-label="Reported">{formatDate(row.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ListTable>
          <Pagination page={data.page} hasNextPage={data.hasNextPage} />
        </>
      )}
    </section>
  )
}
