import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router'
import { contactTypeLabel, type CustomFieldType } from '@common/people'
import { DetailTabs } from '~/components/detail-tabs'
import { telHref } from '~/features/portfolio/contact-details'
import { leaseHref } from '~/features/portfolio/lease-display'
import { ListSection } from '~/components/list'
import { PageHeader } from '~/components/shell/page-header'
import { ArchivedBadge, LeaseStatusBadge } from '~/components/status-badge'
import { Badge, Button, Card, DataList, Flex, Heading, Text, Link as TextLink } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { pageTitle } from '~/utils/meta'
import { PERSON_DRAWERS, PERSON_TABS, peopleListOf, personPath, personSectionOf, type PersonSection } from './people-paths'
import type { PersonLease, PersonView } from './people.server'
import { PersonDeleteDialog, PersonEditDrawer } from './lazy-drawers'
import { PortalAccessBadge } from './portal-access-badge'

/**
 * A person's page (product-spec §2: people/contacts/{id}, tenants/{id}, vendors/{id}): the
 * header with Edit and Delete, the section's tabs, and the drawers, which post to the
 * layout whichever tab is open. The tabs read the person from the layout's loader.
 */
export const PERSON_LAYOUT_IDS: Record<PersonSection, string> = {
  tenants: 'routes/app/landlord/people/tenants.$tenantId/_layout',
  contacts: 'routes/app/landlord/people/contacts.$contactId/_layout',
  vendors: 'routes/app/landlord/people/vendors.$vendorId/_layout',
}

type LayoutData = { person: PersonView }

/** The person the section's layout loaded (null while its error screen shows). */
export function usePersonView(section: PersonSection): PersonView | null {
  return useRouteLoaderData<LayoutData>(PERSON_LAYOUT_IDS[section])?.person ?? null
}

/** '{tab} · {name}', or the name alone on the overview. */
export function personMeta(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>, section: PersonSection, tab?: string) {
  const person = (matches.find((match) => match?.id === PERSON_LAYOUT_IDS[section])?.loaderData as LayoutData | undefined)?.person
  const name = person?.name ?? contactTypeLabel[section === 'tenants' ? 'tenant' : section === 'vendors' ? 'vendor' : 'contact']
  return [{ title: pageTitle(tab ? `${tab} · ${name}` : name) }]
}

export function PersonLayout({ person }: { person: PersonView }) {
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const base = personPath(person.type, person.id)
  // Drawers post to this layout (not to the tab's route); the search keeps the drawer open on errors.
  const layoutAction = `${base}${location.search}`
  const list = peopleListOf(person.type)
  return (
    <>
      <PageHeader
        back={{ to: list.path, label: list.label }}
        title={person.name}
        description={person.companyName ?? undefined}
        actions={
          <>
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to={drawerHref(location, PERSON_DRAWERS.edit)} preventScrollReset>
                <Pencil1Icon aria-hidden /> Edit
              </Link>
            </Button>
            <Button asChild size="3" variant="soft" color="red" className="min-h-11">
              <Link to={drawerHref(location, PERSON_DRAWERS.delete)} preventScrollReset>
                <TrashIcon aria-hidden /> Delete
              </Link>
            </Button>
          </>
        }
      />
      <Flex gap="2" align="center" wrap="wrap" mb="4" mt="-3">
        <Badge color="gray" variant="surface" size="2">
          {contactTypeLabel[person.type]}
        </Badge>
        <PortalAccessBadge portalAccess={person.portalAccess} />
        <ArchivedBadge archived={person.archived} />
      </Flex>
      <DetailTabs
        label="Person sections"
        tabs={[{ to: base, label: 'Overview', end: true }, ...PERSON_TABS[personSectionOf(person.type)].map((tab) => ({ to: `${base}/${tab.path}`, label: tab.label }))]}
      />
      <Outlet />

      {drawer.name === PERSON_DRAWERS.edit ? <PersonEditDrawer person={person} action={layoutAction} /> : null}
      {drawer.name === PERSON_DRAWERS.delete ? <PersonDeleteDialog name={person.name} type={person.type} action={layoutAction} /> : null}
    </>
  )
}

/** The overview tab: contact details, notes and custom fields, then the leases listing the person. */
export function PersonOverview({ person, leases, leaseCount }: { person: PersonView; leases: PersonLease[]; leaseCount: number }) {
  const location = useLocation()
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: 'Email', value: person.email ? <TextLink href={`mailto:${person.email}`}>{person.email}</TextLink> : null },
    { label: 'Phone', value: person.phoneNumber ? <TextLink href={telHref(person.phoneNumber)}>{person.phoneNumber}</TextLink> : null },
    { label: 'Company', value: person.companyName },
    { label: 'Notes', value: person.notes ? <span className="whitespace-pre-line break-words">{person.notes}</span> : null },
  ]
  const section = personSectionOf(person.type)
  return (
    <Flex direction="column" gap="6">
      <section aria-labelledby="details-title">
        <Card size={{ initial: '2', md: '3' }}>
          <Flex justify="between" align="center" gap="3" mb="3">
            <Heading as="h2" size="4" id="details-title">
              Details
            </Heading>
            <Button asChild variant="ghost" size="2" className="m-0 min-h-11 px-3">
              <Link to={drawerHref(location, PERSON_DRAWERS.edit)} preventScrollReset aria-label="Edit details">
                Edit
              </Link>
            </Button>
          </Flex>
          <DetailList rows={rows} />
        </Card>
      </section>
      <section aria-labelledby="custom-fields-title">
        <Card size={{ initial: '2', md: '3' }}>
          <Heading as="h2" size="4" id="custom-fields-title" mb="3">
            Custom fields
          </Heading>
          {person.customFields.length ? (
            <DetailList rows={person.customFields.map((field) => ({ label: field.label, value: field.value ? <CustomFieldValue type={field.type} value={field.value} /> : null }))} />
          ) : (
            <Text as="p" size="2" color="gray">
              None yet. Add a license number, a birthday or a website with Edit.
            </Text>
          )}
        </Card>
      </section>
      <ListSection
        id="person-leases-title"
        title={
          <>
            Leases{' '}
            <Text size="2" color="gray" weight="regular">
              ({leaseCount})
            </Text>
          </>
        }
        action={
          section === 'tenants' && leaseCount > leases.length ? (
            <TextLink asChild size="2">
              <Link to={`${personPath(person.type, person.id)}/leases`} className="inline-flex min-h-11 items-center">
                View all leases
              </Link>
            </TextLink>
          ) : null
        }
        empty={leases.length === 0}
        emptyDescription={`${person.name} is not on a lease. Add people to a lease from its Tenants tab.`}
      >
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {leases.map((lease) => (
            <li key={lease.id}>
              <Card size="2" asChild>
                <Link to={leaseHref(lease.id)} className="flex min-h-11 flex-wrap items-center justify-between gap-2 no-underline">
                  <Flex direction="column" className="min-w-0">
                    <Text size="2" weight="medium">
                      {lease.title}
                    </Text>
                    <Text size="1" color="gray">
                      {lease.startDate || lease.endDate ? `${formatDate(lease.startDate)} – ${lease.endDate ? formatDate(lease.endDate) : 'Open-ended'}` : 'No dates yet'}
                    </Text>
                  </Flex>
                  <Flex gap="1">
                    <LeaseStatusBadge status={lease.status} />
                    <ArchivedBadge archived={lease.archived} />
                  </Flex>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </ListSection>
    </Flex>
  )
}

function DetailList({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
      {rows.map((row, index) => (
        <DataList.Item key={`${row.label}-${index}`}>
          <DataList.Label minWidth="160px">{row.label}</DataList.Label>
          <DataList.Value>
            {row.value ?? (
              <Text color="gray" size="2">
                Not provided
              </Text>
            )}
          </DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

/** A custom field's value as its type reads best: a date, a link to write, call or visit. */
function CustomFieldValue({ type, value }: { type: CustomFieldType; value: string }) {
  switch (type) {
    case 'date':
      return <>{formatDate(`${value}T00:00:00Z`)}</>
    case 'email':
      return <TextLink href={`mailto:${value}`}>{value}</TextLink>
    case 'phone-number':
      return <TextLink href={telHref(value)}>{value}</TextLink>
    case 'url': {
      const href = /^https?:\/\//i.test(value) ? value : `https://${value}`
      return (
        <TextLink href={href} target="_blank" rel="noopener noreferrer" className="break-all">
          {value}
        </TextLink>
      )
    }
    default:
      return <span className="whitespace-pre-line break-words">{value}</span>
  }
}
