import type { Where } from 'payload'
import { data, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { DocumentCategoryBadge } from '~/features/documents/document-badge'
import { DOCUMENT_FILTER, DOCUMENTS_PATH, documentCategoryLabel, documentHref, documentMessages, readDocumentFilters } from '~/features/documents/documents-paths'
import { KeptParams } from '~/features/documents/kept-params'
import { DocumentFilterDrawer } from '~/features/documents/lazy-drawers'
import { loadLeaseOptions, loadPropertyOptions } from '~/features/documents/documents.server'
import { EmptyState } from '~/components/empty-state'
import { FILE_ADD_DRAWER, filePageHref, FilesSection } from '~/features/files/files-list'
import { FileAddDrawer } from '~/features/files/lazy-drawers'
import { leaseHref, leaseTitle, populated, propertyHref, propertyTitle, type LeasePropertyLike, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import { ActiveFilters, FiltersLink, ListTable, Pagination, readListParams, SortColumnHeader } from '~/components/list'
import { SearchForm } from '~/components/search-form'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Flex, Link as ThemeLink, Table, Text } from '~/components/ui'
import { api, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { DEFAULT_PAGE_SIZE } from '~/utils/api.server'
import { openDrawer } from '~/utils/drawer'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import { handleFileUpload, loadFiles } from '~/features/files/files.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/documents'

export const meta: Route.MetaFunction = () => titleMeta('Documents')

const SORTS = ['name', 'category', 'createdAt'] as const
const DEFAULT_SORT = '-createdAt'

type LeaseLike = { id: number; nickname?: string | null; unit?: number | LeaseUnitLike | null }

/**
 * /app/landlord/documents: the organization's generated documents (editable documents),
 * searchable by name and filtered by leases, properties and category through the URL
 * (repeated `leases`, `properties`, `category` params). Below them, the uploaded general
 * documents (files of kind 'document', ADR 018) with the Add File drawer; the search and
 * the category filter apply to them too (they are connected to no lease or property).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const { page, sort, q } = readListParams(url, { sorts: SORTS, defaultSort: DEFAULT_SORT })
  const filters = readDocumentFilters(url)
  const drawer = openDrawer(url.search)
  const filtering = drawer.name === DOCUMENT_FILTER

  const conditions: Where[] = []
  if (filters.leases.length) conditions.push({ lease: { in: filters.leases } })
  if (filters.properties.length) conditions.push({ property: { in: filters.properties } })
  if (filters.categories.length) conditions.push({ category: { in: filters.categories } })
  if (q) conditions.push({ name: { like: q } })

  const client = api(context)
  const uploadedWhere: Where[] = []
  if (filters.categories.length) uploadedWhere.push({ category: { in: filters.categories } })
  if (q) uploadedWhere.push({ nickname: { like: q } })
  const connectedOnly = Boolean(filters.leases.length || filters.properties.length)
  const [documents, leaseOptions, propertyOptions, features, uploaded] = await Promise.all([
    client.findPage('editable-documents', {
      where: { and: conditions },
      sort,
      page,
      limit: DEFAULT_PAGE_SIZE,
      depth: 2,
      select: { name: true, category: true, lease: true, property: true, createdAt: true },
      populate: { leases: { nickname: true, unit: true }, units: { name: true, address: true }, properties: { nickname: true, address: true } },
    }),
    // The chips name the chosen leases and properties, so the options load with any filter too.
    filtering || filters.leases.length ? loadLeaseOptions(context) : Promise.resolve(null),
    filtering || filters.properties.length ? loadPropertyOptions(context) : Promise.resolve(null),
    getFeatureFlags(context),
    connectedOnly ? Promise.resolve({ files: [] }) : loadFiles(context, { kind: 'document' }, { where: { and: uploadedWhere } }),
  ])
  leavePastTheEnd(documents, request)

  return {
    rows: documents.docs.map((document) => {
      const lease = populated(document.lease as number | LeaseLike | null)
      const property = populated(document.property as number | LeasePropertyLike | null)
      return {
        id: document.id,
        name: document.name,
        category: document.category,
        createdAt: document.createdAt,
        lease: lease ? { id: lease.id, title: leaseTitle({ id: lease.id, nickname: lease.nickname, unit: lease.unit }) } : null,
        property: property ? { id: property.id, title: propertyTitle(property) || `Property #${property.id}` } : null,
      }
    }),
    page: documents.page,
    hasNextPage: documents.hasNextPage,
    sort,
    q,
    filters,
    leaseOptions,
    propertyOptions,
    // Where documents come from: the in-app catalogue when forms are on, else the public one.
    formsHref: features.includes('forms') ? '/app/landlord/forms' : '/app/forms',
    uploaded: uploaded.files,
  }
}

/** The Add File drawer of general documents (with a category, product-spec §2). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const handled = await handleFileUpload(context, await request.formData(), { kind: 'document' })
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const { rows, page, hasNextPage, sort, q, filters, leaseOptions, propertyOptions, formsHref } = loaderData
  const labelOf = (options: ReadonlyArray<readonly [string, string]> | null, id: number, fallback: string) =>
    options?.find(([value]) => value === String(id))?.[1] ?? `${fallback} #${id}`
  const activeFilters: Array<{ label: string; remove: Record<string, null> }> = [
    ...(filters.leases.length ? [{ label: `Leases: ${filters.leases.map((id) => labelOf(leaseOptions, id, 'Lease')).join(', ')}`, remove: { leases: null, 'leases[]': null } }] : []),
    ...(filters.properties.length
      ? [{ label: `Properties: ${filters.properties.map((id) => labelOf(propertyOptions, id, 'Property')).join(', ')}`, remove: { properties: null, 'properties[]': null } }]
      : []),
    ...(filters.categories.length ? [{ label: `Category: ${filters.categories.map((category) => documentCategoryLabel[category]).join(', ')}`, remove: { category: null, 'category[]': null } }] : []),
  ]
  const filtered = Boolean(q || activeFilters.length)
  const createButton = (
    <Button asChild size="3" className="min-h-11">
      <Link to={formsHref}>Create a document</Link>
    </Button>
  )

  return (
    <>
      <PageHeader
        title="Documents"
        actions={
          <>
            <FiltersLink drawer={DOCUMENT_FILTER} />
            {createButton}
          </>
        }
      />
      <Flex gap="3" mb="3" wrap="wrap">
        <SearchForm label="Search documents" placeholder="Search by name" value={q}>
          <KeptParams omit={['q']} />
        </SearchForm>
      </Flex>
      <ActiveFilters filters={activeFilters} />

      {rows.length === 0 ? (
        filtered ? (
          <EmptyState
            description={q ? `No documents match “${q}”.` : documentMessages.emptyFiltered}
            action={
              <Button asChild size="3" variant="soft" className="min-h-11">
                <Link to={DOCUMENTS_PATH}>Show all documents</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState description={documentMessages.emptyList} action={createButton} />
        )
      ) : (
        <>
          <DocumentTable rows={rows} sort={sort} />
          <Pagination page={page} hasNextPage={hasNextPage} />
        </>
      )}

      <div className="mt-8">
        <FilesSection
          title="Uploaded documents"
          files={loaderData.uploaded}
          fileHref={(id) => filePageHref.document(id)}
          emptyText={filtered ? 'No uploaded documents match.' : 'Documents you upload (leases signed elsewhere, receipts, tax forms) are listed here, private to you and your team.'}
        />
      </div>

      {drawer.name === DOCUMENT_FILTER ? <DocumentFilterDrawer filters={filters} leaseOptions={leaseOptions} propertyOptions={propertyOptions} /> : null}
      {drawer.name === FILE_ADD_DRAWER ? <FileAddDrawer kind="document" /> : null}
    </>
  )
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

function Links({ row }: { row: Row }) {
  if (!row.lease && !row.property) return <Text color="gray">—</Text>
  return (
    <Flex direction="column" gap="1">
      {row.lease ? (
        <ThemeLink asChild size="2">
          <Link to={leaseHref(row.lease.id)}>{row.lease.title}</Link>
        </ThemeLink>
      ) : null}
      {row.property ? (
        <ThemeLink asChild size="2">
          <Link to={propertyHref(row.property.id)}>{row.property.title}</Link>
        </ThemeLink>
      ) : null}
    </Flex>
  )
}

function DocumentTable({ rows, sort }: { rows: Row[]; sort: string }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <SortColumnHeader field="name" current={sort}>
            Name
          </SortColumnHeader>
          <SortColumnHeader field="category" current={sort}>
            Category
          </SortColumnHeader>
          <Table.ColumnHeaderCell>
            <span className="inline-flex min-h-11 items-center">Lease / property</span>
          </Table.ColumnHeaderCell>
          <SortColumnHeader field="createdAt" current={sort}>
            Created
          </SortColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>
              <ThemeLink asChild weight="medium">
                <Link to={documentHref(row.id)}>{row.name}</Link>
              </ThemeLink>
            </Table.RowHeaderCell>
            <Table.Cell data-label="Category">
              <DocumentCategoryBadge category={row.category} />
            </Table.Cell>
            <Table.Cell data-label="Lease / property">
              <Links row={row} />
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap" data-label="Created">
              {formatDate(row.createdAt)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
