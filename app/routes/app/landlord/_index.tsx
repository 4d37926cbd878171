import { Suspense } from 'react'
import { data, Form, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { propertyTypeLabel } from '@common/portfolio'
import { redirectToAccountSetupOnce } from '~/features/settings/setup-progress.server'
import { EmptyState } from '~/components/empty-state'
import { SubmitButton } from '~/components/submit-button'
import { ActionsColumnHeader, ActiveFilters, AddLink, FiltersLink, ListTable, Pagination, readListParams, SortColumnHeader, useHrefWith } from '~/components/list'
import { SearchForm, SearchResultsNote } from '~/components/search-form'
import { propertyLabel } from '~/features/portfolio/property-address'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ArchivedBadge } from '~/components/status-badge'
import { Button, Flex, Table, Text, Link as TextLink } from '~/components/ui'
import { DEFAULT_PAGE_SIZE, type FindArgs } from '~/utils/api.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { closedDrawerHref, drawerHref, openDrawer } from '~/utils/drawer'
import { requireId, submitForm } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { lazyComponent } from '~/utils/lazy-component'
import { titleMeta } from '~/utils/meta'
import { PROPERTY_DEFAULT_SORT, PROPERTY_DRAWERS, PROPERTY_INTENTS, PROPERTY_SORTS, propertyPath, readPropertyFilters, type ArchivedFilter } from '~/features/portfolio/property'
import { PropertyAddSchema } from '~/features/portfolio/property-schemas'
import { createPropertyWithUnits, handlePropertyConfirmIntent, NOT_ARCHIVED, NOT_TRASHED } from '~/features/portfolio/property.server'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = () => titleMeta('Properties')

// The property drawers (with the Drawer, conform and zod, which their forms validate with) load when one opens (ADR 027).
const PropertyAddDrawer = lazyComponent(() => import('~/features/portfolio/property-drawers').then((module) => module.PropertyAddDrawer))
const PropertyArchiveDialog = lazyComponent(() => import('~/features/portfolio/property-drawers').then((module) => module.PropertyArchiveDialog))
const PropertyDeleteDialog = lazyComponent(() => import('~/features/portfolio/property-drawers').then((module) => module.PropertyDeleteDialog))
const PropertyFilterDrawer = lazyComponent(() => import('~/features/portfolio/property-filter-drawer').then((module) => module.PropertyFilterDrawer))

type Where = NonNullable<FindArgs['where']>

/**
 * The properties list (product-spec §2: the landlord index). One API call: the page of properties
 * with their live unit count and active lease count from Payload joins (count only, one
 * joined row each), never a call per row.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  await redirectToAccountSetupOnce(context)
  const url = new URL(request.url)
  const { page, sort, q } = readListParams(url, { sorts: PROPERTY_SORTS, defaultSort: PROPERTY_DEFAULT_SORT })
  const { archived, trash } = readPropertyFilters(url)
  const and: Where[] = []
  if (q) {
    and.push({
      or: [{ nickname: { like: q } }, { 'address.line1': { like: q } }, { 'address.city': { like: q } }, { 'address.postalCode': { like: q } }],
    })
  }
  if (trash) and.push({ deletedAt: { exists: true } })
  else if (archived === 'exclude') and.push(NOT_ARCHIVED)
  else if (archived === 'only') and.push({ archived: { equals: true } })

  const client = api(context)
  const result = await client.findPage('properties', {
    where: and.length ? { and } : undefined,
    sort,
    page,
    limit: DEFAULT_PAGE_SIZE,
    depth: 0,
    trash,
    select: { nickname: true, propertyType: true, address: true, archived: true, deletedAt: true, units: true, leases: true },
    joins: trash
      ? false
      : {
          units: { limit: 1, count: true, where: NOT_TRASHED },
          leases: { limit: 1, count: true, where: { and: [NOT_TRASHED, { status: { equals: 'active' } }] } },
        },
  })
  // A page past the end (e.g. after deleting the last row of the last page) shows the last page.
  leavePastTheEnd(result, request)

  const unfiltered = !q && !trash && archived === 'exclude'

  return {
    properties: result.docs.map((property) => ({
      id: property.id,
      nickname: property.nickname ?? null,
      propertyType: property.propertyType ?? null,
      address: property.address,
      archived: Boolean(property.archived),
      deletedAt: property.deletedAt ?? null,
      unitCount: property.units?.totalDocs ?? 0,
      activeLeaseCount: property.leases?.totalDocs ?? 0,
    })),
    page: result.page,
    hasNextPage: result.hasNextPage,
    sort,
    q,
    archived,
    trash,
    unfiltered,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === PROPERTY_INTENTS.add) {
    return submitForm({
      context,
      formData,
      schema: PropertyAddSchema,
      intent: PROPERTY_INTENTS.add,
      mutate: (value) => createPropertyWithUnits(context, value),
      toast: { type: 'success', title: 'Property added.' },
      redirectTo: (property) => propertyPath(property.id),
    })
  }
  const handled = await handlePropertyConfirmIntent(context, formData, requireId(formData.get('target')))
  if (handled) return handled
  throw data(null, { status: 400 })
}

type Row = Route.ComponentProps['loaderData']['properties'][number]

export default function PropertiesPage({ loaderData }: Route.ComponentProps) {
  const { properties, page, hasNextPage, sort, q, archived, trash, unfiltered } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const addHref = drawerHref(location, PROPERTY_DRAWERS.add)
  const target = drawer.target ? properties.find((property) => String(property.id) === drawer.target) : undefined
  const targetProperty = target ? { id: target.id, label: propertyLabel(target) } : drawer.target ? { id: Number(drawer.target) } : undefined

  const filters: Array<{ label: string; remove: Record<string, null> }> = []
  if (archived !== 'exclude' && !trash) filters.push({ label: archivedFilterLabel(archived), remove: { archived: null } })
  if (trash) filters.push({ label: 'Deleted properties', remove: { view: null } })
  const addButton = (
    <AddLink to={addHref} preventScrollReset>
      Add property
    </AddLink>
  )

  return (
    <>
      <PageHeader
        title="Properties"
        description={trash ? 'Deleted properties. Restore one to bring it back with its units.' : undefined}
        actions={addButton}
      />

      {unfiltered && properties.length === 0 ? (
        <EmptyState
          icon={<NavIcon name="properties" />}
          description="Add your first property: its address and the units you rent out in it."
          action={
            <Flex direction="column" align="center" gap="1">
              {addButton}
              {/* Archived properties are hidden by default; finding out whether any exist would cost a call. */}
              <ShowArchivedLink />
            </Flex>
          }
        />
      ) : (
        <>
          <Flex gap="2" mb="3" wrap="wrap" align="center">
            {/* On a phone the search takes the whole row and Filters moves under it. */}
            <div className="flex min-w-[16rem] flex-1">
              <SearchForm
                label="Search properties"
                placeholder="Search by address, city, ZIP or nickname"
                value={q}
                keep={{ sort: sort === PROPERTY_DEFAULT_SORT ? undefined : sort, archived: archived === 'exclude' ? undefined : archived, view: trash ? 'trash' : undefined }}
              />
            </div>
            <FiltersLink drawer={PROPERTY_DRAWERS.filter} />
          </Flex>
          <ActiveFilters filters={filters} />
          <SearchResultsNote q={q} />

          {properties.length === 0 ? (
            <EmptyState description={emptyDescription({ q, trash, archived })} />
          ) : (
            <PropertiesTable rows={properties} sort={sort} trash={trash} />
          )}
          <Pagination page={page} hasNextPage={hasNextPage} />
        </>
      )}

      <Suspense fallback={null}>
        {drawer.name === PROPERTY_DRAWERS.filter ? <PropertyFilterDrawer archived={archived} trash={trash} q={q} sort={sort} /> : null}
        {drawer.name === PROPERTY_DRAWERS.add ? <PropertyAddDrawer /> : null}
        {drawer.name === PROPERTY_DRAWERS.archive && targetProperty ? <PropertyArchiveDialog property={targetProperty} archived={false} /> : null}
        {drawer.name === PROPERTY_DRAWERS.unarchive && targetProperty ? <PropertyArchiveDialog property={targetProperty} archived /> : null}
        {drawer.name === PROPERTY_DRAWERS.delete && targetProperty ? <PropertyDeleteDialog property={targetProperty} /> : null}
      </Suspense>
    </>
  )
}

/** The chip of a non-default archived filter. */
const archivedFilterLabel = (archived: ArchivedFilter) => (archived === 'only' ? 'Archived only' : 'Archived included')

function emptyDescription({ q, trash, archived }: { q: string; trash: boolean; archived: ArchivedFilter }) {
  if (trash) return q ? 'No deleted property matches your search.' : 'There are no deleted properties.'
  if (q) return 'No property matches your search. Try part of the street, the city, the ZIP code or the nickname.'
  if (archived === 'only') return 'You have no archived properties.'
  return 'No property matches these filters.'
}

function ShowArchivedLink() {
  const href = useHrefWith()
  return (
    <TextLink asChild size="2">
      <Link to={href({ archived: 'include', page: null })} className="inline-flex min-h-11 items-center">
        Show archived properties
      </Link>
    </TextLink>
  )
}

function PropertiesTable({ rows, sort, trash }: { rows: Row[]; sort: string; trash: boolean }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <SortColumnHeader field="address.line1" current={sort}>
            Address
          </SortColumnHeader>
          <SortColumnHeader field="address.city" current={sort}>
            City
          </SortColumnHeader>
          <SortColumnHeader field="nickname" current={sort}>
            Nickname
          </SortColumnHeader>
          <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
          {trash ? (
            <Table.ColumnHeaderCell>Deleted</Table.ColumnHeaderCell>
          ) : (
            <>
              <Table.ColumnHeaderCell className="text-right">Units</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="text-right">Active leases</Table.ColumnHeaderCell>
            </>
          )}
          <ActionsColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>
              {trash ? (
                <Text size="2" weight="medium">
                  {[row.address.line1, row.address.line2].filter(Boolean).join(', ')}
                </Text>
              ) : (
                <TextLink asChild size="2" weight="medium">
                  <Link to={propertyPath(row.id)} className="inline-flex min-h-11 items-center">
                    {[row.address.line1, row.address.line2].filter(Boolean).join(', ')}
                  </Link>
                </TextLink>
              )}{' '}
              <ArchivedBadge archived={row.archived} />
            </Table.RowHeaderCell>
            <Table.Cell data-label="City">
              <Text size="2">
                {row.address.city}, {row.address.state} {row.address.postalCode}
              </Text>
            </Table.Cell>
            <Table.Cell data-label="Nickname">
              <Text size="2">{row.nickname || <Text color="gray">—</Text>}</Text>
            </Table.Cell>
            <Table.Cell data-label="Type">
              <Text size="2">{row.propertyType ? propertyTypeLabel[row.propertyType] : '—'}</Text>
            </Table.Cell>
            {trash ? (
              <Table.Cell data-label="Deleted">
                <Text size="2">{formatDate(row.deletedAt)}</Text>
              </Table.Cell>
            ) : (
              <>
                <Table.Cell className="text-right tabular-nums" data-label="Units">
                  <Text size="2">{row.unitCount}</Text>
                </Table.Cell>
                <Table.Cell className="text-right tabular-nums" data-label="Active leases">
                  <Text size="2">{row.activeLeaseCount}</Text>
                </Table.Cell>
              </>
            )}
            <Table.Cell>
              <RowActions row={row} trash={trash} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

/** Links to the confirmations (URL state), or in the deleted view a direct Restore. */
function RowActions({ row, trash }: { row: Row; trash: boolean }) {
  const location = useLocation()
  const label = propertyLabel(row)
  if (trash) {
    return (
      <Form method="post" preventScrollReset className="flex justify-end">
        <input type="hidden" name="returnTo" value={closedDrawerHref(location)} />
        <input type="hidden" name="target" value={row.id} />
        <SubmitButton intent={PROPERTY_INTENTS.restore} variant="soft" aria-label={`Restore ${label}`}>
          Restore
        </SubmitButton>
      </Form>
    )
  }
  return (
    <Flex gap="1" justify="end" wrap="nowrap">
      <Button asChild variant="ghost" color="gray" size="2" className="m-0 min-h-11 px-3">
        <Link to={drawerHref(location, row.archived ? PROPERTY_DRAWERS.unarchive : PROPERTY_DRAWERS.archive, { target: row.id })} preventScrollReset aria-label={`${row.archived ? 'Unarchive' : 'Archive'} ${label}`}>
          {row.archived ? 'Unarchive' : 'Archive'}
        </Link>
      </Button>
      <Button asChild variant="ghost" color="red" size="2" className="m-0 min-h-11 px-3">
        <Link to={drawerHref(location, PROPERTY_DRAWERS.delete, { target: row.id })} preventScrollReset aria-label={`Delete ${label}`}>
          Delete
        </Link>
      </Button>
    </Flex>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
