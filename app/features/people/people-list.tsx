import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { invitationStatusLabel, type ContactType } from '@common/people'
import { DetailTabs } from '~/components/detail-tabs'
import { EmptyState } from '~/components/empty-state'
import { telHref } from '~/features/portfolio/contact-details'
import { AddLink, ListTable, Pagination, SortColumnHeader } from '~/components/list'
import { SearchForm, SearchResultsNote } from '~/components/search-form'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { Badge, Button, Flex, Table, Text, Link as TextLink } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { PEOPLE_LISTS, peopleListOf, PERSON_DRAWERS, personPath } from './people-paths'
import type { loadPeopleList } from './people.server'
import { PersonAddDrawer } from './lazy-drawers'
import { PortalAccessBadge } from './portal-access-badge'

/**
 * One list of people (product-spec §2 people: tenants, contacts, vendors, leads), shared by the
 * people index (tenants) and the contacts route (contacts, vendors and leads): the tabs
 * between the four lists, search, sortable columns, pages, and the add drawer with the
 * list's type preset.
 */
export type PeopleListData = Awaited<ReturnType<typeof loadPeopleList>>
type Row = PeopleListData['rows'][number]

const EMPTY_DESCRIPTION: Record<ContactType, string> = {
  tenant: 'The people who rent from you. Add a tenant here, or invite a contact from a lease.',
  contact: 'Anyone else you work with: co-signers, emergency contacts, neighbours.',
  vendor: 'The plumbers, electricians and cleaners you call, with their company and phone.',
  lead: 'Prospective tenants who asked about a home: keep their details until they sign.',
}

const ADD_LABEL: Record<ContactType, string> = { tenant: 'Add tenant', contact: 'Add contact', vendor: 'Add vendor', lead: 'Add lead' }

export function PeopleListPage({ data }: { data: PeopleListData }) {
  const { type, rows, page, hasNextPage, sort, q } = data
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const list = peopleListOf(type)
  const addButton = (
    <AddLink to={drawerHref(location, PERSON_DRAWERS.add)} preventScrollReset>
      {ADD_LABEL[type]}
    </AddLink>
  )
  return (
    <>
      <PageHeader title="People" actions={addButton} />
      <DetailTabs label="People lists" tabs={PEOPLE_LISTS.map((tab) => ({ to: tab.path, label: tab.label, end: true }))} />
      {rows.length > 0 || q ? (
        <Flex mb="3">
          <SearchForm
            label={`Search ${list.label.toLowerCase()}`}
            placeholder="Search by name, email or company"
            value={q}
            keep={{ sort: sort === 'lastName' ? undefined : sort }}
          />
        </Flex>
      ) : null}
      <SearchResultsNote q={q} />
      {rows.length === 0 ? (
        q ? (
          <EmptyState
            description={`No ${list.noun[1]} match “${q}”.`}
            action={
              <Button asChild size="3" variant="soft" className="min-h-11">
                <Link to={list.path}>Show all {list.noun[1]}</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<NavIcon name="people" />} description={EMPTY_DESCRIPTION[type]} action={addButton} />
        )
      ) : (
        <>
          <PeopleTable rows={rows} sort={sort} type={type} />
          <Pagination page={page} hasNextPage={hasNextPage} />
        </>
      )}
      {drawer.name === PERSON_DRAWERS.add ? <PersonAddDrawer type={type} /> : null}
    </>
  )
}

const INVITATION_COLOR = { pending: 'amber', accepted: 'green', declined: 'red' } as const

/** Where a tenant stands with the portal: access, their newest invitation's status, or not invited. */
function PortalStatus({ row }: { row: Row }) {
  if (row.portalAccess) return <PortalAccessBadge portalAccess />
  if (row.invitation) {
    return (
      <Badge color={INVITATION_COLOR[row.invitation]} variant="soft" size="2">
        Invitation {invitationStatusLabel[row.invitation].toLowerCase()}
      </Badge>
    )
  }
  return (
    <Text size="2" color="gray">
      Not invited yet
    </Text>
  )
}

function PeopleTable({ rows, sort, type }: { rows: Row[]; sort: string; type: ContactType }) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          <SortColumnHeader field="lastName" current={sort}>
            Name
          </SortColumnHeader>
          <SortColumnHeader field="email" current={sort}>
            Email
          </SortColumnHeader>
          <Table.ColumnHeaderCell>
            <span className="inline-flex min-h-11 items-center">Phone</span>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">
            <span className="inline-flex min-h-11 items-center">Leases</span>
          </Table.ColumnHeaderCell>
          {type === 'tenant' ? (
            <Table.ColumnHeaderCell>
              <span className="inline-flex min-h-11 items-center">Portal</span>
            </Table.ColumnHeaderCell>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>
              <Flex direction="column">
                <TextLink asChild size="2" weight="medium">
                  <Link to={personPath(type, row.id)} className="inline-flex min-h-11 items-center">
                    {row.name}
                  </Link>
                </TextLink>
                {row.companyName ? (
                  <Text size="1" color="gray">
                    {row.companyName}
                  </Text>
                ) : null}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell data-label="Email">{row.email ? <TextLink href={`mailto:${row.email}`}>{row.email}</TextLink> : <Text color="gray">—</Text>}</Table.Cell>
            <Table.Cell data-label="Phone">{row.phoneNumber ? <TextLink href={telHref(row.phoneNumber)}>{row.phoneNumber}</TextLink> : <Text color="gray">—</Text>}</Table.Cell>
            <Table.Cell justify="end" className="tabular-nums" data-label="Leases">
              {row.leases}
            </Table.Cell>
            {type === 'tenant' ? (
              <Table.Cell data-label="Portal">
                <PortalStatus row={row} />
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

