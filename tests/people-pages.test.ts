import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as contactAction, loader as contactLoader } from '~/routes/app/landlord/people/contacts.$contactId/_layout'
import { loader as contactOverviewLoader } from '~/routes/app/landlord/people/contacts.$contactId/_index'
import { action as listAction, loader as listLoader } from '~/routes/app/landlord/people/contacts'
import { action as tenantsAction, loader as tenantsLoader } from '~/routes/app/landlord/people/_index'
import { loader as tenantsRedirectLoader } from '~/routes/app/landlord/people/tenants'
import { action as tenantAction, loader as tenantLoader } from '~/routes/app/landlord/people/tenants.$tenantId/_layout'
import { loader as tenantOverviewLoader } from '~/routes/app/landlord/people/tenants.$tenantId/_index'
import { loader as tenantLeasesLoader } from '~/routes/app/landlord/people/tenants.$tenantId/leases'
import { action as vendorAction, loader as vendorLoader } from '~/routes/app/landlord/people/vendors.$vendorId/_layout'
import { observeApiCalls, type ObservedApiCall } from '~/utils/api.server'
import { messages } from '@common/messages'
import { peopleMessages, type ContactType } from '@common/people'
import { portfolioMessages } from '@common/portfolio'
import { rest } from './rest'
import { account, fieldErrors, formErrors, routeRunner, type Account, type FormFields, type RouteHandler } from './support/routes'
import { signedInLandlord, signedInTenant } from './support/users'

/**
 * The people pages (landlord side) as a browser without JavaScript uses them:
 * the four lists and their add drawer, the person pages of the three sections with their
 * edit drawer and delete confirmation, called with form posts against the real REST API.
 */
let landlord: Account
let otherLandlord: Account
let tenantUser: Account
let unitId: number

const run = routeRunner(() => landlord)

/** The page's own calls: the guard's GET /users/me is made once per request and counted with the shell's loader. */
const ownCalls = (calls: ObservedApiCall[]) => calls.filter((call) => call.path !== '/api/users/me')

beforeAll(async () => {
  landlord = account(await signedInLandlord('people-pages'))
  otherLandlord = account(await signedInLandlord('people-pages-other'))
  tenantUser = account(await signedInTenant('people-pages-tenant'))
  const property = await rest('POST', '/properties', { token: landlord.token, json: { address: { line1: '12 Oak Street', city: 'Austin', state: 'TX', postalCode: '78701' } } })
  expect(property.status, JSON.stringify(property.body)).toBe(201)
  const unit = await rest('POST', '/units', { token: landlord.token, json: { property: property.body.doc.id, name: 'Unit 1A' } })
  unitId = unit.body.doc.id
})

/** Every list: where it lives, its loader and action (contacts, vendors and leads share one module). */
const LISTS: Record<ContactType, { path: string; loader: RouteHandler; action: RouteHandler; label: string }> = {
  tenant: { path: '/app/landlord/people', loader: tenantsLoader, action: tenantsAction, label: 'Tenant' },
  contact: { path: '/app/landlord/people/contacts', loader: listLoader, action: listAction, label: 'Contact' },
  vendor: { path: '/app/landlord/people/vendors', loader: listLoader, action: listAction, label: 'Vendor' },
  lead: { path: '/app/landlord/people/leads', loader: listLoader, action: listAction, label: 'Lead' },
}

/** Every person page section: its URL segment, route parameter, layout loader and action. */
const SECTIONS = {
  tenants: { param: 'tenantId', loader: tenantLoader, action: tenantAction },
  contacts: { param: 'contactId', loader: contactLoader, action: contactAction },
  vendors: { param: 'vendorId', loader: vendorLoader, action: vendorAction },
} as const
type Section = keyof typeof SECTIONS

/** A surname no other test uses, to find this test's people in a list. */
const uniqueTag = () => `Zq${randomUUID().slice(0, 6)}`

async function createPerson(json: Record<string, unknown>, who = landlord) {
  const created = await rest('POST', '/contacts', { token: who.token, json })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.doc.id as number
}

async function storedPerson(id: number) {
  const response = await rest('GET', `/contacts/${id}`, { token: landlord.token, query: { depth: 0, joins: false } })
  expect(response.status).toBe(200)
  return response.body
}

const pagePath = (section: Section, id: number | string, tab = '') => `/app/landlord/people/${section}/${id}${tab ? `/${tab}` : ''}`
const personPage = (section: Section, id: number | string, { who = landlord, tab = '' }: { who?: Account; tab?: string } = {}) =>
  run(SECTIONS[section].loader, pagePath(section, id, tab), { params: { [SECTIONS[section].param]: String(id) }, who })

/** A drawer's form posted to the person layout's URL, returning to the page without the drawer. */
const personPost = (section: Section, id: number, form: FormFields, who = landlord) =>
  run(SECTIONS[section].action, `${pagePath(section, id)}?d=${String(form.intent)}`, {
    params: { [SECTIONS[section].param]: String(id) },
    form: { returnTo: pagePath(section, id), ...form },
    who,
  })

const listPage = (type: ContactType, query = '', who = landlord) => run(LISTS[type].loader, `${LISTS[type].path}${query}`, { who })
const addPost = (type: ContactType, form: FormFields, who = landlord) =>
  run(LISTS[type].action, `${LISTS[type].path}?d=person-add`, { form: { intent: 'person-add', returnTo: LISTS[type].path, type, ...form }, who })

describe('the people lists', () => {
  it('list one type each, with the number of leases and portal access, in one API call', async () => {
    const tag = uniqueTag()
    const ids: Partial<Record<ContactType, number>> = {}
    for (const type of ['tenant', 'contact', 'vendor', 'lead'] as const) {
      ids[type] = await createPerson({ type, firstName: LISTS[type].label, lastName: tag, email: `${type}-${tag.toLowerCase()}@example.com` })
    }
    await rest('POST', '/leases', { token: landlord.token, json: { unit: unitId, status: 'active', rent: 100_000, startDate: '2026-01-01', contacts: [ids.tenant] } })
    for (const type of ['tenant', 'contact', 'vendor', 'lead'] as const) {
      const { result: page, calls } = await observeApiCalls(() => listPage(type, `?q=${tag}`))
      expect(page.status).toBe(200)
      expect(ownCalls(calls)).toHaveLength(1)
      expect(page.data.type).toBe(type)
      expect(page.data.rows).toEqual([
        {
          id: ids[type],
          name: `${LISTS[type].label} ${tag}`,
          email: `${type}-${tag.toLowerCase()}@example.com`,
          phoneNumber: null,
          companyName: null,
          leases: type === 'tenant' ? 1 : 0,
          portalAccess: false,
          invitation: null,
        },
      ])
    }
    // Search by e-mail too; another list's person is not found.
    expect((await listPage('vendor', `?q=vendor-${tag.toLowerCase()}`)).data.rows).toHaveLength(1)
    expect((await listPage('vendor', `?q=lead-${tag.toLowerCase()}`)).data.rows).toHaveLength(0)
  })

  it("show a pending or declined invitation in the Portal column, and portal access once accepted (still one API call)", async () => {
    const tag = uniqueTag()
    const tenants = await Promise.all(['Pending', 'Declined', 'Accepted'].map((label) => signedInTenant(`people-${label.toLowerCase()}`)))
    const ids = await Promise.all(['Pending', 'Declined', 'Accepted', 'Never'].map((label, index) => createPerson({ type: 'tenant', firstName: label, lastName: tag, email: tenants[index]?.user.email ?? `never-${tag.toLowerCase()}@example.com` })))
    const lease = await rest('POST', '/leases', { token: landlord.token, json: { unit: unitId, status: 'active', rent: 100_000, startDate: '2026-02-01', contacts: ids } })
    expect(lease.status).toBe(201)
    for (const [index, answer] of [[0, null], [1, 'declined'], [2, 'accepted']] as const) {
      const invitation = await rest('POST', '/invitations', { token: landlord.token, json: { lease: lease.body.doc.id, contact: ids[index] } })
      expect(invitation.status).toBe(201)
      if (answer) expect((await rest('POST', `/invitations/${invitation.body.doc.id}/${answer}`, { token: tenants[index]!.token, json: {} })).status).toBe(200)
    }
    const { result: page, calls } = await observeApiCalls(() => listPage('tenant', `?q=${tag}&sort=firstName`))
    expect(ownCalls(calls)).toHaveLength(1)
    expect(page.data.rows.map((row: { name: string; portalAccess: boolean; invitation: string | null }) => [row.name, row.portalAccess, row.invitation])).toEqual([
      [`Accepted ${tag}`, true, 'accepted'],
      [`Declined ${tag}`, false, 'declined'],
      [`Never ${tag}`, false, null],
      [`Pending ${tag}`, false, 'pending'],
    ])
  })

  it('sort and page through ten at a time, uncounted; a page past the end shows the last page', async () => {
    const tag = uniqueTag()
    for (let index = 0; index < 12; index += 1) await createPerson({ type: 'lead', firstName: `Lead ${String(index).padStart(2, '0')}`, lastName: tag })
    const { result: first, calls } = await observeApiCalls(() => listPage('lead', `?q=${tag}&sort=firstName`))
    expect(first.data).toMatchObject({ page: 1, hasNextPage: true, sort: 'firstName' })
    expect(first.data).not.toHaveProperty('totalDocs')
    expect(first.data.rows).toHaveLength(10)
    expect(first.data.rows[0].name).toBe(`Lead 00 ${tag}`)
    // The page asks for its ten rows without a count; the API reads one row more (ADR 037).
    const listCall = new URLSearchParams(ownCalls(calls)[0]!.query)
    expect([listCall.get('limit'), listCall.get('pagination')]).toEqual(['10', 'false'])
    const descending = await listPage('lead', `?q=${tag}&sort=-firstName&page=2`)
    expect(descending.data).toMatchObject({ page: 2, hasNextPage: false })
    expect(descending.data.rows.map((row: { name: string }) => row.name)).toEqual([`Lead 01 ${tag}`, `Lead 00 ${tag}`])
    expect((await listPage('lead', `?q=${tag}&sort=password`)).data.sort).toBe('lastName')
    const past = await listPage('lead', `?q=${tag}&page=9`)
    expect(past.status).toBe(302)
    expect(past.location).toBe(`/app/landlord/people/leads?q=${tag}&page=2`)
  })

  it('know their type from the URL of a client-side navigation too (its data request ends in .data)', async () => {
    const tag = uniqueTag()
    const id = await createPerson({ type: 'vendor', lastName: tag })
    const page = await run(listLoader, `/app/landlord/people/vendors.data?q=${tag}&_routes=people-vendors`)
    expect(page.data.type).toBe('vendor')
    expect(page.data.rows.map((row: { id: number }) => row.id)).toEqual([id])
    const moved = await run(tenantLoader, `${pagePath('tenants', id, 'files')}.data?_routes=x`, { params: { tenantId: String(id) } })
    expect(moved).toMatchObject({ status: 302, location: pagePath('vendors', id, 'files') })
  })

  it("never list another landlord's people", async () => {
    const tag = uniqueTag()
    await createPerson({ type: 'vendor', lastName: tag }, otherLandlord)
    expect((await listPage('vendor', `?q=${tag}`)).data.rows).toEqual([])
  })

  it('/people/tenants is the people index', async () => {
    expect(await run(tenantsRedirectLoader, '/app/landlord/people/tenants')).toMatchObject({ status: 302, location: '/app/landlord/people' })
  })
})

describe('adding a person (the list drawer, JavaScript off)', () => {
  it.each(['tenant', 'contact', 'vendor', 'lead'] as const)('adds a %s from its list, with a custom field', async (type) => {
    const tag = uniqueTag()
    const added = await addPost(type, {
      firstName: 'Robin',
      lastName: tag,
      email: ' Robin@Example.com ',
      phoneNumber: '(512) 555-0100',
      companyName: 'Robin & Co',
      notes: 'Prefers texts.',
      'customFields[0].label': 'License',
      'customFields[0].type': 'text',
      'customFields[0].value': 'TX-1234',
    })
    expect(added).toMatchObject({ status: 302, location: LISTS[type].path, toast: { type: 'success', title: `${LISTS[type].label} added.` } })
    const [row] = (await listPage(type, `?q=${tag}`)).data.rows
    expect(row).toMatchObject({ name: `Robin ${tag}`, email: 'robin@example.com', phoneNumber: '(512) 555-0100', companyName: 'Robin & Co' })
    expect(await storedPerson(row.id)).toMatchObject({
      type,
      notes: 'Prefers texts.',
      customFields: [{ label: 'License', type: 'text', value: 'TX-1234' }],
    })
  })

  it('ignores the empty custom field row, and lands on the chosen type’s list when the Type select changed it', async () => {
    const tag = uniqueTag()
    const added = await addPost('vendor', { type: 'lead', lastName: tag, 'customFields[0].type': 'text', 'customFields[0].label': '', 'customFields[0].value': '' })
    expect(added).toMatchObject({ status: 302, location: '/app/landlord/people/leads', toast: { title: 'Lead added.' } })
    const [row] = (await listPage('lead', `?q=${tag}`)).data.rows
    expect((await storedPerson(row.id)).customFields).toEqual([])
    expect((await listPage('vendor', `?q=${tag}`)).data.rows).toEqual([])
  })

  it('refuses bad input next to its field and adds nobody', async () => {
    const tag = uniqueTag()
    const nameless = await addPost('vendor', { email: `${tag}@example.com` })
    expect(nameless.status).toBe(400)
    expect(fieldErrors(nameless).firstName).toEqual([portfolioMessages.contactNeedsName])
    const badPhone = await addPost('vendor', { lastName: tag, phoneNumber: '123' })
    expect(fieldErrors(badPhone).phoneNumber).toEqual([messages.phoneInvalid])
    const badType = await addPost('vendor', { lastName: tag, type: 'landlord' })
    expect(fieldErrors(badType).type).toBeDefined()
    const badCustom = await addPost('vendor', { lastName: tag, 'customFields[0].label': 'Website', 'customFields[0].type': 'url', 'customFields[0].value': 'not a url' })
    expect(badCustom.status).toBe(400)
    expect(fieldErrors(badCustom)['customFields[0].value']).toEqual([peopleMessages.invalidUrl])
    const unlabelled = await addPost('vendor', { lastName: tag, 'customFields[0].type': 'text', 'customFields[0].value': 'Orphan value' })
    expect(fieldErrors(unlabelled)['customFields[0].label']).toEqual([messages.fieldRequired])
    expect((await listPage('vendor', `?q=${tag}`)).data.rows).toEqual([])
    expect((await run(listAction, '/app/landlord/people/vendors', { form: { intent: 'something-else' } })).status).toBe(400)
  })
})

describe('the person pages', () => {
  it('load the person (notes and custom fields included) in one call, and the overview lists the leases', async () => {
    const id = await createPerson({ type: 'tenant', firstName: 'Ana', lastName: 'Ruiz', notes: 'Two cats.', customFields: [{ label: 'Birthday', type: 'date', value: '1990-04-02' }] })
    const lease = await rest('POST', '/leases', { token: landlord.token, json: { unit: unitId, status: 'active', rent: 120_000, startDate: '2026-02-01', contacts: [id] } })
    const { result: page, calls } = await observeApiCalls(() => personPage('tenants', id))
    expect(page.status).toBe(200)
    expect(ownCalls(calls)).toHaveLength(1)
    expect(page.data.person).toMatchObject({
      id,
      type: 'tenant',
      name: 'Ana Ruiz',
      notes: 'Two cats.',
      customFields: [{ label: 'Birthday', type: 'date', value: '1990-04-02' }],
      portalAccess: false,
    })
    const { result: overview, calls: overviewCalls } = await observeApiCalls(() => run(tenantOverviewLoader, pagePath('tenants', id), { params: { tenantId: String(id) } }))
    expect(ownCalls(overviewCalls)).toHaveLength(1)
    expect(overview.data).toMatchObject({ totalDocs: 1, leases: [{ id: lease.body.doc.id, title: '12 Oak Street, Unit 1A', status: 'active' }] })
    const leasesTab = await run(tenantLeasesLoader, pagePath('tenants', id, 'leases'), { params: { tenantId: String(id) } })
    expect(leasesTab.data.leases.map((row: { id: number }) => row.id)).toEqual([lease.body.doc.id])
    expect(leasesTab.data.leases[0].tenants).toEqual(['Ana Ruiz'])
  })

  it('send an id of another type to its own page, keeping the tab when that page has it', async () => {
    const tenant = await createPerson({ type: 'tenant', lastName: 'Moved' })
    const vendor = await createPerson({ type: 'vendor', lastName: 'Moved' })
    const lead = await createPerson({ type: 'lead', lastName: 'Moved' })
    expect(await personPage('contacts', tenant)).toMatchObject({ status: 302, location: pagePath('tenants', tenant) })
    expect(await personPage('vendors', tenant, { tab: 'files' })).toMatchObject({ status: 302, location: pagePath('tenants', tenant, 'files') })
    expect(await personPage('tenants', vendor, { tab: 'leases' })).toMatchObject({ status: 302, location: pagePath('vendors', vendor) })
    expect(await personPage('tenants', lead)).toMatchObject({ status: 302, location: pagePath('contacts', lead) })
    // Leads live under /people/contacts.
    expect((await personPage('contacts', lead)).status).toBe(200)
    expect((await personPage('vendors', vendor)).status).toBe(200)
  })

  it("are a 404 for another landlord's person, a missing id or an id that is not one, on every page and action", async () => {
    const theirs = {
      tenants: await createPerson({ type: 'tenant', lastName: 'Theirs' }, otherLandlord),
      contacts: await createPerson({ type: 'contact', lastName: 'Theirs' }, otherLandlord),
      vendors: await createPerson({ type: 'vendor', lastName: 'Theirs' }, otherLandlord),
    }
    for (const section of ['tenants', 'contacts', 'vendors'] as const) {
      const id = theirs[section]
      for (const tab of ['', 'files', ...(section === 'tenants' ? ['leases'] : [])]) expect((await personPage(section, id, { tab })).status).toBe(404)
      expect((await personPage(section, 999_999)).status).toBe(404)
      expect((await personPage(section, 'abc')).status).toBe(404)
      expect((await personPost(section, id, { intent: 'person-edit', type: 'vendor', lastName: 'Taken' })).status).toBe(404)
      expect((await personPost(section, id, { intent: 'person-delete' })).status).toBe(404)
    }
    // The tabs' own data shows nothing of theirs either.
    expect((await run(tenantLeasesLoader, pagePath('tenants', theirs.tenants, 'leases'), { params: { tenantId: String(theirs.tenants) } })).data.leases).toEqual([])
    expect((await run(contactOverviewLoader, pagePath('contacts', theirs.contacts), { params: { contactId: String(theirs.contacts) } })).data.leases).toEqual([])
    const still = await rest('GET', `/contacts/${theirs.vendors}`, { token: otherLandlord.token, query: { depth: 0 } })
    expect(still.body).toMatchObject({ lastName: 'Theirs', type: 'vendor' })
    expect(still.body.deletedAt ?? null).toBeNull()
  })

  it('refuse a tenant user: the area guard sends them home, and the API shows them nothing', async () => {
    const id = await createPerson({ type: 'tenant', lastName: 'Guarded' })
    const home = { status: 302, location: '/app/tenant' }
    expect(await run(tenantsLoader, '/app/landlord/people', { who: tenantUser, role: 'tenant' })).toMatchObject(home)
    expect(await run(listLoader, '/app/landlord/people/vendors', { who: tenantUser, role: 'tenant' })).toMatchObject(home)
    expect(await run(tenantLoader, pagePath('tenants', id), { params: { tenantId: String(id) }, who: tenantUser, role: 'tenant' })).toMatchObject(home)
    expect(await run(tenantAction, pagePath('tenants', id), { params: { tenantId: String(id) }, who: tenantUser, role: 'tenant', form: { intent: 'person-delete' } })).toMatchObject(home)
    expect(await run(tenantsAction, '/app/landlord/people', { who: tenantUser, role: 'tenant', form: { intent: 'person-add', type: 'tenant', lastName: 'Intruder' } })).toMatchObject(home)
    // With a landlord session but a tenant's token, the API itself answers.
    expect((await personPage('tenants', id, { who: tenantUser })).status).toBe(404)
    expect((await personPost('tenants', id, { intent: 'person-delete' }, tenantUser)).status).toBe(404)
    expect((await listPage('tenant', '?q=Guarded', tenantUser)).data.rows).toEqual([])
    expect((await storedPerson(id)).deletedAt ?? null).toBeNull()
  })
})

describe('editing a person (the edit drawer, JavaScript off)', () => {
  async function vendorWithFields() {
    return createPerson({
      type: 'vendor',
      firstName: 'Pat',
      lastName: 'Plumber',
      companyName: 'Pipes Ltd',
      customFields: [
        { label: 'License', type: 'text', value: 'PL-1' },
        { label: 'Website', type: 'url', value: 'pipes.example.com' },
      ],
    })
  }

  /** The edit form as the drawer posts it: every stored row (with its id), then the empty row. */
  async function editForm(id: number, changes: FormFields = {}): Promise<FormFields> {
    const stored = await storedPerson(id)
    const form: FormFields = { intent: 'person-edit', type: stored.type, firstName: stored.firstName ?? '', lastName: stored.lastName ?? '', companyName: stored.companyName ?? '' }
    const rows = stored.customFields as Array<{ id: string; label: string; type: string; value: string | null }>
    rows.forEach((row, index) => {
      form[`customFields[${index}].id`] = row.id
      form[`customFields[${index}].label`] = row.label
      form[`customFields[${index}].type`] = row.type
      form[`customFields[${index}].value`] = row.value ?? ''
    })
    form[`customFields[${rows.length}].type`] = 'text'
    return { ...form, ...changes }
  }

  it('saves the fields, removes a checked row, changes one and adds the new row', async () => {
    const id = await vendorWithFields()
    const before = (await storedPerson(id)).customFields
    const saved = await personPost('vendors', id, {
      ...(await editForm(id)),
      email: 'pat@pipes.example.com',
      notes: 'Call before 9.',
      'customFields[0].remove': 'on',
      'customFields[1].value': 'https://pipes.example.com',
      'customFields[2].label': 'Emergency line',
      'customFields[2].type': 'phone-number',
      'customFields[2].value': '512-555-0199',
    })
    expect(saved).toMatchObject({ status: 302, location: pagePath('vendors', id), toast: { type: 'success', title: 'Vendor saved.' } })
    const after = await storedPerson(id)
    expect(after).toMatchObject({ email: 'pat@pipes.example.com', notes: 'Call before 9.', companyName: 'Pipes Ltd' })
    expect(after.customFields).toMatchObject([
      { id: before[1].id, label: 'Website', type: 'url', value: 'https://pipes.example.com' },
      { label: 'Emergency line', type: 'phone-number', value: '512-555-0199' },
    ])
    // Emptied fields are cleared.
    await personPost('vendors', id, { ...(await editForm(id)), companyName: '', notes: '' })
    expect(await storedPerson(id)).toMatchObject({ companyName: null, notes: null })
  })

  it.each([
    ['email', 'pat@', peopleMessages.invalidEmail],
    ['phone-number', '555-01', peopleMessages.invalidPhone],
    ['date', '2026-02-30x', peopleMessages.invalidDate],
    ['date', '31/12/2026', peopleMessages.invalidDate],
  ])('refuses a bad custom %s (%s) on its row and saves nothing', async (type, value, message) => {
    const id = await vendorWithFields()
    const before = await storedPerson(id)
    // The first row is removed, so the API numbers the bad row 1: the error still lands on the form's row 2.
    const refused = await personPost('vendors', id, {
      ...(await editForm(id)),
      lastName: 'Renamed',
      'customFields[0].remove': 'on',
      'customFields[2].label': 'Checked',
      'customFields[2].type': type,
      'customFields[2].value': value,
    })
    expect(refused.status, JSON.stringify(refused.data)).toBe(400)
    expect(refused.data.intent).toBe('person-edit')
    expect(fieldErrors(refused)['customFields[2].value']).toEqual([message])
    expect(refused.toast).toBeUndefined()
    const after = await storedPerson(id)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after).toMatchObject({ lastName: 'Plumber', customFields: before.customFields })
  })

  it('refuses a value without a label, and a person without a name', async () => {
    const id = await vendorWithFields()
    const before = await storedPerson(id)
    const unlabelled = await personPost('vendors', id, { ...(await editForm(id)), 'customFields[1].label': '' })
    expect(fieldErrors(unlabelled)['customFields[1].label']).toEqual([messages.fieldRequired])
    const nameless = await personPost('vendors', id, { ...(await editForm(id)), firstName: '', lastName: ' ' })
    expect(fieldErrors(nameless).firstName).toEqual([portfolioMessages.contactNeedsName])
    expect((await storedPerson(id)).updatedAt).toBe(before.updatedAt)
  })

  it('moves the person to another section when the type changes: the edit lands on the new page', async () => {
    const id = await createPerson({ type: 'contact', lastName: 'Becomes' })
    const saved = await personPost('contacts', id, { ...(await editForm(id)), type: 'tenant' })
    expect(saved).toMatchObject({ status: 302, location: pagePath('tenants', id), toast: { title: 'Tenant saved.' } })
    expect((await storedPerson(id)).type).toBe('tenant')
    // Contact ↔ lead stays under /people/contacts: back where the drawer was opened.
    const lead = await createPerson({ type: 'contact', lastName: 'Prospect' })
    const files = `${pagePath('contacts', lead, 'files')}`
    expect(await personPost('contacts', lead, { ...(await editForm(lead)), type: 'lead', returnTo: files })).toMatchObject({ status: 302, location: files })
  })

  it('answers an unknown intent with 400', async () => {
    const id = await createPerson({ type: 'vendor', lastName: 'Intent' })
    expect((await personPost('vendors', id, { intent: 'person-archive' })).status).toBe(400)
  })
})

describe('deleting a person (the confirmation, JavaScript off)', () => {
  it('moves the person to the trash and back to the list', async () => {
    const tag = uniqueTag()
    const id = await createPerson({ type: 'vendor', lastName: tag })
    const deleted = await personPost('vendors', id, { intent: 'person-delete' })
    expect(deleted).toMatchObject({ status: 302, location: '/app/landlord/people/vendors', toast: { type: 'success', title: 'Vendor deleted.' } })
    expect((await personPage('vendors', id)).status).toBe(404)
    expect((await listPage('vendor', `?q=${tag}`)).data.rows).toEqual([])
    const trashed = await rest('GET', `/contacts/${id}`, { token: landlord.token, query: { depth: 0, trash: true } })
    expect(trashed.status).toBe(200)
    expect(trashed.body.deletedAt).toBeTruthy()
  })

  it('refuses to delete a person who is on a lease, with the message in the dialog', async () => {
    const id = await createPerson({ type: 'tenant', lastName: 'Leased' })
    await rest('POST', '/leases', { token: landlord.token, json: { unit: unitId, status: 'upcoming', rent: 90_000, startDate: '2027-01-01', contacts: [id] } })
    const refused = await personPost('tenants', id, { intent: 'person-delete' })
    expect(refused.status).toBe(409)
    expect(refused.data.intent).toBe('person-delete')
    expect(formErrors(refused)).toEqual([peopleMessages.contactHasLeases])
    expect(refused.toast).toBeUndefined()
    expect((await personPage('tenants', id)).status).toBe(200)
  })
})
