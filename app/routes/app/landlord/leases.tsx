import type { LeaseRowsPage } from '@api/collections/Leases/endpoints/rows'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { formatLocality } from '@common/address'
import { LEASE_STATUSES, leaseStatusLabel, type LeaseStatus } from '@common/portfolio'
import { DetailTabs } from '~/components/detail-tabs'
import { EmptyState } from '~/components/empty-state'
import {
  leaseHref,
  leaseTitle,
  propertyTitle,
  invitedOnly,
  tenantNames,
  unitLocality,
  unitStreet,
} from '~/features/portfolio/lease-display'
import { LeaseSchema, leaseToApi } from '~/features/portfolio/lease-form'
import { LeaseAddDrawer, LeaseFilterDrawer } from '~/features/portfolio/lazy-drawers'
import { LEASE_ADD, LEASE_ARCHIVED_CHOICES as ARCHIVED_CHOICES, LEASE_FILTER, type LeaseArchivedChoice as ArchivedChoice } from '~/features/portfolio/lease-list-names'
import { loadUnitOptions } from '~/features/portfolio/lease.server'
import { ActiveFilters, AddLink, ariaSortFor, FiltersLink, ListTable, Pagination, readListParams, SortColumnHeader, SortHeader } from '~/components/list'
import { SearchForm } from '~/components/search-form'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ArchivedBadge, LeaseStatusBadge } from '~/components/status-badge'
import { Button, Flex, Link as ThemeLink, Table, Text } from '~/components/ui'
import { ApiError, DEFAULT_PAGE_SIZE } from '~/utils/api.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { submitForm } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { pagePathname } from '~/utils/page-path'
import { formatCents } from '~/utils/money'
import type { Route } from './+types/leases'

export const meta: Route.MetaFunction = ({ location }) => {
  const status = statusOfPath(location.pathname)
  return titleMeta(status ? `${leaseStatusLabel[status]} Leases` : 'Leases')
}

const LEASES_PATH = '/app/landlord/leases'
const SORTS = ['startDate', 'endDate', 'rent', 'status', 'nickname'] as const
const DEFAULT_SORT = '-startDate'
/** The status tabs (product-spec §2: draft, past and upcoming are status filters on the list). */
const STATUS_TABS = [
  { to: LEASES_PATH, label: 'All', status: null },
  { to: `${LEASES_PATH}/upcoming`, label: 'Upcoming', status: 'upcoming' },
  { to: `${LEASES_PATH}/draft`, label: 'Draft', status: 'draft' },
  { to: `${LEASES_PATH}/past`, label: 'Past', status: 'past' },
] as const

/** One module serves the list and its /draft, /past and /upcoming filters. */
function statusOfPath(pathname: string): LeaseStatus | null {
  const last = pagePathname(pathname).split('/').pop()
  return (['draft', 'past', 'upcoming'] as const).find((status) => status === last) ?? null
}

function readFilters(url: URL) {
  const statuses = [...new Set(url.searchParams.getAll('status'))].filter((status): status is LeaseStatus => (LEASE_STATUSES as readonly string[]).includes(status))
  const propertyParam = Number(url.searchParams.get('property'))
  const property = Number.isSafeInteger(propertyParam) && propertyParam > 0 ? propertyParam : null
  const archivedParam = url.searchParams.get('archived')
  const archived: ArchivedChoice = ARCHIVED_CHOICES.some(([value]) => value === archivedParam) ? (archivedParam as ArchivedChoice) : 'exclude'
  return { statuses, property, archived }
}

/**
 * The query of GET /api/leases/rows (api/collections/Leases/endpoints/rows.ts, ADR 045
 * amendment): the page of leases with the unit, property, contacts and invitations the rows
 * read, in two statements instead of a find per populated collection.
 */
function leaseRowsQuery(pathStatus: LeaseStatus | null, filters: ReturnType<typeof readFilters>, q: string, sort: string, page: number): Record<string, unknown> {
  const query: Record<string, unknown> = { sort, page, limit: DEFAULT_PAGE_SIZE }
  if (pathStatus) query.tab = pathStatus
  if (filters.statuses.length) query.status = filters.statuses
  if (filters.property) query.property = filters.property
  if (filters.archived !== 'exclude') query.archived = filters.archived
  if (q) query.q = q
  return query
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const pathStatus = statusOfPath(url.pathname)
  const { page, sort, q } = readListParams(url, { sorts: SORTS, defaultSort: DEFAULT_SORT })
  const filters = readFilters(url)
  const drawer = openDrawer(url.search)

  const client = api(context)
  const presetProperty = filters.property
  const [leases, propertyOptions, unitGroups] = await Promise.all([
    client.endpoint<LeaseRowsPage>('GET', 'leases', '/rows', { query: leaseRowsQuery(pathStatus, filters, q, sort, page) }),
    drawer.name === LEASE_FILTER ? loadPropertyOptions(client) : Promise.resolve(null),
    drawer.name === LEASE_ADD ? loadUnitOptions(context, { property: presetProperty }) : Promise.resolve(null),
  ])
  leavePastTheEnd(leases, request)

  // The property chip's label: from the filter's options, the rows, or (only then) the property itself.
  let propertyLabel: string | null = null
  if (filters.property) {
    const fromRows = leases.docs.map((lease) => lease.property).find((property) => property?.id === filters.property)
    // With the add drawer open, `property` also narrows its units: their group names the property.
    const fromUnits = presetProperty === filters.property ? unitGroups?.[0]?.label : undefined
    propertyLabel = propertyOptions?.find(([id]) => id === String(filters.property))?.[1] ?? (propertyTitle(fromRows) || fromUnits || null)
    if (!propertyLabel && !unitGroups) {
      const property = await client.findById('properties', filters.property, { depth: 0, select: { nickname: true, address: true } })
        .catch((error: unknown) => {
          if (error instanceof ApiError) return null
          throw error
        })
      propertyLabel = property ? propertyTitle(property) : `Property #${filters.property}`
    }
  }

  return {
    rows: leases.docs.map((lease) => {
      const { unit } = lease
      return {
        id: lease.id,
        title: leaseTitle({ id: lease.id, nickname: lease.nickname, unit }),
        street: unitStreet(unit),
        locality: unitLocality(unit),
        showAddress: Boolean(lease.nickname?.trim()),
        tenants: tenantNames(lease.contacts, invitedOnly(lease.invitations)),
        status: lease.status,
        archived: Boolean(lease.archived),
        rent: lease.rent,
        startDate: lease.startDate,
        endDate: lease.endDate,
      }
    }),
    page: leases.page,
    hasNextPage: leases.hasNextPage,
    sort,
    q,
    pathStatus,
    filters,
    propertyLabel,
    propertyOptions,
    unitGroups,
    unitPreset: (() => {
      const unit = Number(url.searchParams.get('unit'))
      return Number.isSafeInteger(unit) && unit > 0 ? String(unit) : undefined
    })(),
    presetProperty,
  }
}

/** The filter's property choices (only while the filter drawer is open). */
async function loadPropertyOptions(client: ReturnType<typeof api>) {
  const properties = await client.findEvery('properties', { depth: 0, sort: 'address.line1', select: { nickname: true, address: true } })
  return properties.map((property) => {
    const street = [property.address?.line1, formatLocality(property.address)].filter(Boolean).join(', ')
    return [String(property.id), property.nickname ? `${property.nickname} — ${street}` : street] as const
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const formData = await request.formData()
  if (formData.get('intent') !== LEASE_ADD) throw new Response(null, { status: 400 })
  return submitForm({
    context,
    formData,
    schema: LeaseSchema,
    intent: LEASE_ADD,
    mutate: (value) => api(context).create('leases', leaseToApi(value)),
    toast: { type: 'success', title: 'Lease added.' },
    redirectTo: (result) => leaseHref(result.doc.id),
    fallbackRedirect: LEASES_PATH,
  })
}

export default function LeasesPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const { rows, page, hasNextPage, sort, q, pathStatus, filters, propertyLabel } = loaderData
  const keptSearch = (() => {
    const params = new URLSearchParams(location.search)
    for (const key of ['d', 'target', 'page', 'index']) params.delete(key)
    const query = params.toString()
    return query ? `?${query}` : ''
  })()
  const filtered = Boolean(q || pathStatus || filters.statuses.length || filters.property || filters.archived !== 'exclude')
  const activeFilters: Array<{ label: string; remove: Record<string, null> }> = [
    ...(filters.statuses.length ? [{ label: `Status: ${filters.statuses.map((status) => leaseStatusLabel[status]).join(', ')}`, remove: { status: null } }] : []),
    ...(filters.property ? [{ label: `Property: ${propertyLabel ?? filters.property}`, remove: { property: null } }] : []),
    ...(filters.archived !== 'exclude'
      ? [{ label: filters.archived === 'only' ? 'Archived only' : 'Including archived', remove: { archived: null } }]
      : []),
  ]
  const addHref = drawerHref(location, LEASE_ADD)
  const addButton = (
    <AddLink to={addHref} preventScrollReset>
      Add lease
    </AddLink>
  )

  return (
    <>
      <PageHeader
        title="Leases"
        actions={
          <>
            <FiltersLink drawer={LEASE_FILTER} />
            {addButton}
          </>
        }
      />
      <DetailTabs label="Lease status" tabs={STATUS_TABS.map((tab) => ({ to: `${tab.to}${keptSearch}`, label: tab.label, end: true }))} />
      <Flex gap="3" mb="3" wrap="wrap">
        <SearchForm
          label="Search leases"
          placeholder="Search by nickname or address"
          value={q}
          keep={{ sort: sort === DEFAULT_SORT ? undefined : sort, property: filters.property ? String(filters.property) : undefined, archived: filters.archived === 'exclude' ? undefined : filters.archived }}
        />
      </Flex>
      <ActiveFilters filters={activeFilters} />

      {rows.length === 0 ? (
        filtered ? (
          <EmptyState
            description={q ? `No leases match “${q}”.` : 'No leases match these filters.'}
            action={
              <Button asChild size="3" variant="soft" className="min-h-11">
                <Link to={LEASES_PATH}>Show all leases</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            description="Add your first lease: choose the unit, set the rent and dates, then invite the tenants."
            action={
              <Flex direction="column" align="center" gap="2">
                {addButton}
                {/* Archived leases are hidden by default; without this an archive-only list would look empty. */}
                <ThemeLink asChild size="2">
                  <Link to={`${location.pathname}?archived=only`} className="inline-flex min-h-11 items-center">
                    Show archived leases
                  </Link>
                </ThemeLink>
              </Flex>
            }
          />
        )
      ) : (
        <>
          <LeaseTable rows={rows} sort={sort} />
          <Pagination page={page} hasNextPage={hasNextPage} />
        </>
      )}

      {drawer.name === LEASE_FILTER ? <LeaseFilterDrawer filters={filters} propertyOptions={loaderData.propertyOptions} q={q} sort={sort} pathStatus={pathStatus} /> : null}
      {drawer.name === LEASE_ADD ? <LeaseAddDrawer unitGroups={loaderData.unitGroups} unitPreset={loaderData.unitPreset} presetProperty={loaderData.presetProperty} /> : null}
    </>
  )
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

function Dates({ row }: { row: Row }) {
  if (!row.startDate && !row.endDate) return <Text color="gray">—</Text>
  return (
    <span className="whitespace-nowrap">
      {formatDate(row.startDate)} – {row.endDate ? formatDate(row.endDate) : 'Open-ended'}
    </span>
  )
}

function LeaseTable({ rows, sort }: { rows: Row[]; sort: string }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <SortColumnHeader field="nickname" current={sort}>
            Lease
          </SortColumnHeader>
          <Table.ColumnHeaderCell>
            <span className="inline-flex min-h-11 items-center">Tenants</span>
          </Table.ColumnHeaderCell>
          <SortColumnHeader field="status" current={sort}>
            Status
          </SortColumnHeader>
          <SortColumnHeader field="rent" current={sort} justify="end">
            Rent
          </SortColumnHeader>
          <Table.ColumnHeaderCell aria-sort={ariaSortFor(['startDate', 'endDate'], sort)}>
            <Flex gap="1" align="center">
              <SortHeader field="startDate" current={sort}>
                Start
              </SortHeader>
              <Text color="gray">–</Text>
              <SortHeader field="endDate" current={sort}>
                End
              </SortHeader>
            </Flex>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>
              <Flex direction="column" gap="1">
                <ThemeLink asChild weight="medium">
                  <Link to={leaseHref(row.id)}>{row.title}</Link>
                </ThemeLink>
                <Text size="1" color="gray">
                  {[row.showAddress ? row.street : null, row.locality].filter(Boolean).join(' · ')}
                </Text>
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell data-label="Tenants">{row.tenants || <Text color="gray">No tenants yet</Text>}</Table.Cell>
            <Table.Cell data-label="Status">
              <Flex gap="1" wrap="wrap">
                <LeaseStatusBadge status={row.status} />
                <ArchivedBadge archived={row.archived} />
              </Flex>
            </Table.Cell>
            <Table.Cell justify="end" className="tabular-nums" data-label="Rent">
              {formatCents(row.rent)}
            </Table.Cell>
            <Table.Cell data-label="Dates">
              <Dates row={row} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
