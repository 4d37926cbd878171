import { formatNumber } from '@common/en-us'
import { ChevronLeftIcon, ChevronRightIcon, MixerHorizontalIcon, PlusIcon } from '@radix-ui/react-icons'
import type { ComponentProps, ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { EmptyState } from './empty-state'
import { Badge, Button, Flex, Heading, Table, Text } from './ui'
import { drawerHref } from '~/utils/drawer'

/**
 * List building blocks (STYLE: lists): search and filters live in the URL, so every
 * state is a link that works without JavaScript and survives a reload.
 */
function hrefWith(location: { pathname: string; search: string }, changes: Record<string, string | number | null | undefined>) {
  const params = new URLSearchParams(location.search)
  params.delete('index')
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key)
    else params.set(key, String(value))
  }
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}

export function useHrefWith() {
  const location = useLocation()
  return (changes: Record<string, string | number | null | undefined>) => hrefWith(location, changes)
}

/** The 'Filters' button of a list: a link that opens the list's filter drawer (URL state, no JavaScript needed). */
export function FiltersLink({ drawer }: { drawer: string }) {
  const location = useLocation()
  return (
    <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
      <Link to={drawerHref(location, drawer)} preventScrollReset>
        <MixerHorizontalIcon aria-hidden /> Filters
      </Link>
    </Button>
  )
}

/**
 * Previous / next with the page's number ('Page 2'), no total: the lists do not count every
 * matching row (ADR 037). Nothing when everything fits on the first page. A page of rows the
 * server already holds whole (the reports' long tables) knows its total and says so:
 * 'Page 2 of 50 · 5,000 units'.
 */
export function Pagination({ page, hasNextPage, total }: { page: number; hasNextPage: boolean; total?: { pages: number; docs: number; noun: [string, string] } }) {
  const href = useHrefWith()
  if (page <= 1 && !hasNextPage) return null
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Text size="2" color="gray">
        Page {page}
        {total ? ` of ${total.pages} · ${formatNumber(total.docs)} ${total.docs === 1 ? total.noun[0] : total.noun[1]}` : null}
      </Text>
      <Flex gap="2">
        <PageLink to={page > 1 ? href({ page: page - 1 === 1 ? null : page - 1 }) : null} label="Previous page">
          <ChevronLeftIcon aria-hidden /> Previous
        </PageLink>
        <PageLink to={hasNextPage ? href({ page: page + 1 }) : null} label="Next page">
          Next <ChevronRightIcon aria-hidden />
        </PageLink>
      </Flex>
    </nav>
  )
}

function PageLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (!to) {
    return (
      <Button variant="soft" color="gray" size="3" disabled className="min-h-11" aria-label={label}>
        {children}
      </Button>
    )
  }
  return (
    <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
      <Link to={to} aria-label={label}>
        {children}
      </Link>
    </Button>
  )
}

/** How `current` (the list's sort, '-field' for descending) orders by one of `fields`: the value of aria-sort. */
export function ariaSortFor(fields: string | readonly string[], current: string): 'ascending' | 'descending' | undefined {
  for (const field of typeof fields === 'string' ? [fields] : fields) {
    if (current === field) return 'ascending'
    if (current === `-${field}`) return 'descending'
  }
  return undefined
}

/**
 * The link of a column header that sorts by its field; a second click reverses. aria-sort
 * belongs on the header cell (SortColumnHeader, or ariaSortFor on a cell holding several
 * of these), not on the link: the link says its state in words.
 */
export function SortHeader({ field, current, children }: { field: string; current: string; children: ReactNode }) {
  const href = useHrefWith()
  const direction = ariaSortFor(field, current)
  const next = direction === 'ascending' ? `-${field}` : field
  return (
    <Link to={href({ sort: next, page: null })} className="inline-flex min-h-11 items-center gap-1 text-inherit no-underline hover:underline">
      {children}
      {direction ? <span aria-hidden>{direction === 'descending' ? '↓' : '↑'}</span> : null}
      {direction ? <span className="sr-only">{direction === 'descending' ? '(sorted descending)' : '(sorted ascending)'}</span> : null}
    </Link>
  )
}

/** The filters in effect, each removable by a link. */
export function ActiveFilters({ filters }: { filters: Array<{ label: string; remove: Record<string, null> }> }) {
  const href = useHrefWith()
  if (!filters.length) return null
  return (
    <Flex gap="2" wrap="wrap" align="center" mb="3">
      <Text size="2" color="gray">
        Filters:
      </Text>
      {filters.map((filter) => (
        <Badge key={filter.label} asChild size="2" variant="soft" color="gray">
          <Link to={href({ ...filter.remove, page: null })} aria-label={`Remove filter ${filter.label}`} className="no-underline">
            {filter.label} ✕
          </Link>
        </Badge>
      ))}
    </Flex>
  )
}

/** page, sort and q from the URL, validated (an unknown sort falls back to the default). */
export function readListParams(url: URL, { sorts, defaultSort }: { sorts: readonly string[]; defaultSort: string }) {
  const pageNumber = Number(url.searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1
  const requested = url.searchParams.get('sort') ?? defaultSort
  const sort = sorts.includes(requested.replace(/^-/, '')) ? requested : defaultSort
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  return { page, sort, q }
}

/** A list's primary action as a link ('Add lease'): a drawer (URL state) or another page. */
export function AddLink({ to, children, icon = <PlusIcon aria-hidden />, preventScrollReset }: { to: string; children: ReactNode; icon?: ReactNode; preventScrollReset?: boolean }) {
  return (
    <Button asChild size="3" className="min-h-11">
      <Link to={to} preventScrollReset={preventScrollReset}>
        {icon} {children}
      </Link>
    </Button>
  )
}

/**
 * A section of a page that lists things (a tab's leases, a property's units): its heading
 * with the primary action once there is something, then the list, or an empty state whose
 * action is that same primary action.
 */
export function ListSection({
  id,
  title,
  subtitle,
  action,
  empty,
  emptyDescription,
  children,
}: {
  /** The heading's id (the section's accessible name). */
  id: string
  title: ReactNode
  subtitle?: ReactNode
  action: ReactNode
  empty: boolean
  emptyDescription: ReactNode
  children: ReactNode
}) {
  const heading = (
    <Heading as="h2" size="4" id={id}>
      {title}
    </Heading>
  )
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {subtitle ? (
          <Flex direction="column" gap="1">
            {heading}
            {subtitle}
          </Flex>
        ) : (
          heading
        )}
        {empty ? null : action}
      </Flex>
      {empty ? <EmptyState description={emptyDescription} action={action} /> : children}
    </section>
  )
}

/**
 * STYLE: a list is a table from 768px up and stacked cards below — the same markup (ADR 040):
 * each row is rendered once and, below 768px, CSS (`.list-table` in app.css) shows it as a
 * card: the row header (the row's name or link) first, then each data cell as a line labelled
 * by its `data-label` (the column's name; a cell without one, such as the actions, shows as
 * it is). The column headers are not shown on phones.
 */
export function ListTable({ children }: { children: ReactNode }) {
  return (
    <Table.Root variant="surface" className="list-table">
      {children}
    </Table.Root>
  )
}

/** The header of a list's last column, the row actions: named for screen readers only. */
export function ActionsColumnHeader() {
  return (
    <Table.ColumnHeaderCell>
      <span className="sr-only">Actions</span>
    </Table.ColumnHeaderCell>
  )
}

/** A table column header that sorts by its field (see SortHeader). */
export function SortColumnHeader({
  field,
  current,
  children,
  ...props
}: { field: string; current: string; children: ReactNode } & Omit<ComponentProps<typeof Table.ColumnHeaderCell>, 'children'>) {
  return (
    <Table.ColumnHeaderCell aria-sort={ariaSortFor(field, current)} {...props}>
      <SortHeader field={field} current={current}>
        {children}
      </SortHeader>
    </Table.ColumnHeaderCell>
  )
}
