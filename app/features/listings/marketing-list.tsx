import { ExternalLinkIcon } from '@radix-ui/react-icons'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { LISTING_STATUSES, listingStatusLabel, marketingListingPath, MIN_LISTING_PHOTOS, sitePath, type ListingStatus } from '@common/listings'
import { EmptyState } from '~/components/empty-state'
import { ListTable, Pagination } from '~/components/list'
import { NavIcon } from '~/components/shell/nav-icon'
import { Button, Card, Table, Text, Link as TextLink } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { ListingStatusBadge } from './listing-status-badge'
import { ListingFeedLink } from './listing-feed-link'
import type { MarketingRow } from './listings.server'

const photosLabel = (count: number) => `${count} photo${count === 1 ? '' : 's'}${count < MIN_LISTING_PHOTOS ? ` (${MIN_LISTING_PHOTOS} needed)` : ''}`

/** The status filter of the marketing list: links, so it works without JavaScript. */
export function MarketingStatusFilter({ current }: { current: ListingStatus | null }) {
  const location = useLocation()
  const hrefFor = (status: ListingStatus | null) => {
    const params = new URLSearchParams(location.search)
    params.delete('page')
    if (status) params.set('status', status)
    else params.delete('status')
    const query = params.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  return (
    <nav aria-label="Listing status" className="mb-4 flex flex-wrap gap-2">
      {[null, ...LISTING_STATUSES].map((status) => {
        const active = status === current
        return (
          <Button key={status ?? 'all'} asChild size="2" variant={active ? 'solid' : 'soft'} color={active ? undefined : 'gray'} className="min-h-11">
            <Link to={hrefFor(status)} aria-current={active ? 'page' : undefined}>
              {status ? listingStatusLabel[status] : 'All'}
            </Link>
          </Button>
        )
      })}
    </nav>
  )
}

/** The public website link shown above the list once the organization has one, with its listing feed's address. */
export function SiteLink({ slug, origin }: { slug: string | null; origin: string }) {
  if (!slug) {
    return (
      <Text as="p" size="2" color="gray" mb="3">
        Your public website opens when you publish your first listing.
      </Text>
    )
  }
  return (
    <Card mb="4">
      <Text as="p" size="2" m="0">
        Your public website:{' '}
        <TextLink asChild>
          <a href={sitePath(slug)} target="_blank" rel="noreferrer">
            {sitePath(slug)} <ExternalLinkIcon aria-hidden className="inline" />
          </a>
        </TextLink>
      </Text>
      <ListingFeedLink slug={slug} origin={origin} />
    </Card>
  )
}

/** Every unit with its listing (product-spec §2 landlord marketing): a table on wide screens, cards on phones. */
export function MarketingList({ rows, page, hasNextPage }: { rows: MarketingRow[]; page: number; hasNextPage: boolean }) {
  if (!rows.length) return <EmptyState icon={<NavIcon name="marketing" />} description="Your units appear here, each with its listing. Add a property and its units to start marketing them." />
  return (
    <>
      <ListTable>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Unit</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Rent</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Available</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Photos</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.RowHeaderCell>
                <Link to={marketingListingPath(row.id)}>{row.title || row.name}</Link>
                <Text as="div" size="1" color="gray">
                  {[row.propertyLabel, row.name].filter(Boolean).join(' · ')}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell data-label="Status">
                <ListingStatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell justify="end" className="tabular-nums" data-label="Rent">
                {row.rent === null ? '—' : formatCents(row.rent)}
              </Table.Cell>
              <Table.Cell data-label="Available">{row.availableDate ? formatDate(row.availableDate) : '—'}</Table.Cell>
              <Table.Cell data-label="Photos">{photosLabel(row.photos)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ListTable>
      <Pagination page={page} hasNextPage={hasNextPage} />
    </>
  )
}
