import type { Where } from 'payload'
import { Link, useActionData, useLocation } from 'react-router'
import { Drawer, DrawerForm } from '~/components/drawer'
import { EmptyState } from '~/components/empty-state'
import { useSchemaForm } from '~/components/forms'
import { ContactDetails, ContactFormFields, ContactSchema, contactToApi, telHref } from '~/components/lease/contact-form'
import { contactName } from '~/components/lease/lease-display'
import { AddLink, ListCards, ListTable, Pagination, readListParams, SearchForm, SortColumnHeader } from '~/components/list'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Link as ThemeLink, Table, Text } from '~/components/ui'
import { api, requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { replyFor } from '~/utils/form-action'
import { submitForm } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/people'

export const meta: Route.MetaFunction = () => titleMeta('People')

const PEOPLE_PATH = '/app/landlord/people'
const CONTACT_ADD = 'contact-add'
const SORTS = ['lastName', 'firstName', 'email', 'createdAt'] as const

/**
 * The organization's contacts, a quick list until the people issue brings tenants,
 * vendors and leads (it extends this page and the same `contacts` collection).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const { page, sort, q } = readListParams(url, { sorts: SORTS, defaultSort: 'lastName' })
  const conditions: Where[] = [{ archived: { not_equals: true } }]
  if (q) conditions.push({ or: [{ firstName: { like: q } }, { lastName: { like: q } }, { email: { like: q } }] })
  const contacts = await api(context).find('contacts', {
    where: { and: conditions },
    sort,
    page,
    limit: 10,
    depth: 0,
    select: { firstName: true, lastName: true, email: true, phoneNumber: true, leases: true },
    // Only the number of leases per contact.
    joins: { leases: { limit: 1, count: true } },
  })
  return {
    rows: contacts.docs.map((contact) => ({
      id: contact.id,
      name: contactName(contact),
      email: contact.email ?? null,
      phoneNumber: contact.phoneNumber ?? null,
      leases: contact.leases?.totalDocs ?? contact.leases?.docs?.length ?? 0,
    })),
    page: contacts.page,
    totalPages: contacts.totalPages,
    totalDocs: contacts.totalDocs,
    sort,
    q,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const formData = await request.formData()
  if (formData.get('intent') !== CONTACT_ADD) throw new Response(null, { status: 400 })
  return submitForm({
    context,
    formData,
    schema: ContactSchema,
    intent: CONTACT_ADD,
    mutate: (value) => api(context).create('contacts', contactToApi(value)),
    toast: { type: 'success', title: 'Contact added.' },
    fallbackRedirect: PEOPLE_PATH,
  })
}

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  const { rows, page, totalPages, totalDocs, sort, q } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const addButton = (
    <AddLink to={drawerHref(location, CONTACT_ADD)} preventScrollReset>
      Add contact
    </AddLink>
  )
  return (
    <>
      <PageHeader title="People" description="Your contacts: tenants on your leases and anyone else you work with." actions={addButton} />
      {totalDocs > 0 || q ? (
        <Flex mb="3">
          <SearchForm label="Search contacts" placeholder="Search by name or email" value={q} keep={{ sort: sort === 'lastName' ? undefined : sort }} />
        </Flex>
      ) : null}
      {rows.length === 0 ? (
        q ? (
          <EmptyState
            description={`No contacts match “${q}”.`}
            action={
              <Button asChild size="3" variant="soft" className="min-h-11">
                <Link to={PEOPLE_PATH}>Show all contacts</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState description="Add the people you rent to and work with; tenants you invite to a lease appear here too." action={addButton} />
        )
      ) : (
        <>
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
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} align="center">
                  <Table.RowHeaderCell>
                    <Text weight="medium">{row.name}</Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>{row.email ? <ThemeLink href={`mailto:${row.email}`}>{row.email}</ThemeLink> : <Text color="gray">—</Text>}</Table.Cell>
                  <Table.Cell>{row.phoneNumber ? <ThemeLink href={telHref(row.phoneNumber)}>{row.phoneNumber}</ThemeLink> : <Text color="gray">—</Text>}</Table.Cell>
                  <Table.Cell justify="end" className="tabular-nums">
                    {row.leases}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ListTable>
          <ListCards>
            {rows.map((row) => (
              <li key={row.id}>
                <Card size="2">
                  <Flex justify="between" align="start" gap="3">
                    <ContactDetails name={row.name} email={row.email} phoneNumber={row.phoneNumber} />
                    <Text size="2" color="gray" className="shrink-0 tabular-nums">
                      {row.leases} {row.leases === 1 ? 'lease' : 'leases'}
                    </Text>
                  </Flex>
                </Card>
              </li>
            ))}
          </ListCards>
          <Pagination page={page} totalPages={totalPages} totalDocs={totalDocs} noun={['contact', 'contacts']} />
        </>
      )}
      {drawer.name === CONTACT_ADD ? <ContactAddDrawer /> : null}
    </>
  )
}

function ContactAddDrawer() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(ContactSchema, { id: CONTACT_ADD, lastResult: replyFor(actionData, CONTACT_ADD) })
  return (
    <Drawer title="Add contact" description="A first or last name is enough; e-mail and phone help you reach them.">
      <DrawerForm form={form} intent={CONTACT_ADD} submitLabel="Add contact">
        <ContactFormFields fields={fields} />
      </DrawerForm>
    </Drawer>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
