import { beforeAll, describe, expect, it } from 'vitest'
import { action as leasesAction, loader as leasesLoader } from '~/routes/app/landlord/leases'
import { action as leaseAction, loader as leaseLoader } from '~/routes/app/landlord/leases.$leaseId/_layout'
import { loader as leaseNotesLoader } from '~/routes/app/landlord/leases.$leaseId/notes'
import { loader as peopleLoader } from '~/routes/app/landlord/people/_index'
import { observeApiCalls, type ObservedApiCall } from '~/utils/api.server'
import { messages } from '@common/messages'
import { portfolioMessages } from '@common/portfolio'
import { rest } from './rest'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInAdmin, signedInLandlord, signedInTenant, uniqueEmail } from './support/users'
import { testPayload } from './support/payload'
import { createContact } from '@api/seed/factories'
import { isLeaseTenant, toLeaseView, type LeaseView } from '~/features/portfolio/lease-page'
import { loader as unitLeasesLoader } from '~/routes/app/landlord/units.$unitId/leases'

/**
 * The lease pages and the contacts list as a browser without JavaScript uses them: the
 * real loaders and actions, called with form posts, against the real REST API.
 */
let landlord: Account
let otherLandlord: Account
let units: { a: number; b: number; other: number }
/** The landlord's property of units a and b. */
let propertyId: number

async function createUnits(who: Account, line1: string, names: string[]) {
  const property = await rest('POST', '/properties', { token: who.token, json: { address: { line1, city: 'Austin', state: 'TX', postalCode: '78701' } } })
  expect(property.status, JSON.stringify(property.body)).toBe(201)
  const ids: number[] = []
  for (const name of names) {
    const unit = await rest('POST', '/units', { token: who.token, json: { property: property.body.doc.id, name } })
    ids.push(unit.body.doc.id)
  }
  return { property: property.body.doc.id as number, ids }
}

beforeAll(async () => {
  landlord = account(await signedInLandlord('lease-pages'))
  otherLandlord = account(await signedInLandlord('lease-pages-other'))
  const mine = await createUnits(landlord, '12 Oak Street', ['Unit 1A', 'Unit 2B'])
  const theirs = await createUnits(otherLandlord, '9 Elm Street', ['Unit 9'])
  units = { a: mine.ids[0]!, b: mine.ids[1]!, other: theirs.ids[0]! }
  propertyId = mine.property
})

/** Runs a loader or action signed in as the landlord unless `who` says otherwise. */
const run = routeRunner(() => landlord)

/** The page's own calls: the guard's GET /users/me is made once per request and counted with the shell's loader. */
const ownCalls = (calls: ObservedApiCall[]) => calls.filter((call) => call.path !== '/api/users/me')

const leaseForm = (form: Record<string, string> = {}) => ({
  intent: 'lease-add',
  returnTo: '/app/landlord/leases',
  unit: String(units.a),
  status: 'active',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  leaseType: 'fixed',
  rent: '1,250.50',
  securityDeposit: '1500',
  rentDueDay: '5',
  ...form,
})

async function addLease(form: Record<string, string> = {}) {
  const outcome = await run(leasesAction, '/app/landlord/leases?d=lease-add', { form: leaseForm(form) })
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302)
  const id = Number(outcome.location?.match(/\/app\/landlord\/leases\/(\d+)$/)?.[1])
  expect(id).toBeGreaterThan(0)
  return { id, outcome }
}

const leasePage = (id: number, who = landlord, search = '') => run(leaseLoader, `/app/landlord/leases/${id}${search}`, { params: { leaseId: String(id) }, who })
const leasePost = (id: number, form: Record<string, string | string[]>, who = landlord) =>
  run(leaseAction, `/app/landlord/leases/${id}`, { params: { leaseId: String(id) }, form: { returnTo: `/app/landlord/leases/${id}`, ...form }, who })

describe('adding a lease (drawer on the lease list)', () => {
  it('offers the units grouped by property, creates the lease in cents and opens it with a toast', async () => {
    const drawer = await run(leasesLoader, '/app/landlord/leases?d=lease-add')
    expect(drawer.data.unitGroups).toEqual([{ label: '12 Oak Street, Austin, TX 78701', options: [[String(units.a), '12 Oak Street — Unit 1A'], [String(units.b), '12 Oak Street — Unit 2B']] }])
    const { id, outcome } = await addLease({ nickname: 'Garcia family' })
    expect(outcome.toast).toMatchObject({ type: 'success' })
    const lease = (await rest('GET', `/leases/${id}`, { token: landlord.token, query: { depth: 0 } })).body
    expect(lease).toMatchObject({ nickname: 'Garcia family', status: 'active', rent: 125050, securityDeposit: 150000, rentDueDay: 5, unit: units.a, leaseType: 'fixed' })
  })

  it('refuses empty required fields, a negative rent and an end before the start; nothing is saved', async () => {
    const before = (await rest('GET', '/leases', { token: landlord.token, query: { limit: 1, trash: true } })).body.totalDocs
    const empty = await run(leasesAction, '/app/landlord/leases?d=lease-add', { form: leaseForm({ unit: '', startDate: '', rent: '', rentDueDay: '' }) })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty)).toMatchObject({ unit: [messages.fieldRequired], startDate: [messages.fieldRequired], rent: [messages.fieldRequired] })
    const negative = await run(leasesAction, '/app/landlord/leases?d=lease-add', { form: leaseForm({ rent: '-5' }) })
    expect(fieldErrors(negative).rent).toEqual([portfolioMessages.moneyNotNegative])
    const backwards = await run(leasesAction, '/app/landlord/leases?d=lease-add', { form: leaseForm({ startDate: '2026-02-01', endDate: '2026-01-01' }) })
    expect(fieldErrors(backwards).endDate).toEqual([portfolioMessages.endBeforeStart])
    const foreignUnit = await run(leasesAction, '/app/landlord/leases?d=lease-add', { form: leaseForm({ unit: String(units.other) }) })
    expect(foreignUnit.status).toBe(400)
    expect(fieldErrors(foreignUnit).unit).toBeDefined()
    const after = (await rest('GET', '/leases', { token: landlord.token, query: { limit: 1, trash: true } })).body.totalDocs
    expect(after).toBe(before)
  })
})

describe('the lease list', () => {
  it('filters by status path and parameters, searches the unit address, and stays within 2 API calls', async () => {
    await addLease({ unit: String(units.b), status: 'draft', nickname: '' })
    await addLease({ unit: String(units.b), status: 'past', startDate: '2024-01-01', endDate: '2024-12-31' })
    const { result: all, calls } = await observeApiCalls(() => run(leasesLoader, '/app/landlord/leases'))
    expect(ownCalls(calls).length).toBeLessThanOrEqual(2)
    expect(all.data.rows.length).toBeGreaterThanOrEqual(3)
    const drafts = await run(leasesLoader, '/app/landlord/leases/draft')
    expect(drafts.data.rows.every((row: { status: string }) => row.status === 'draft')).toBe(true)
    const pastOrDraft = await run(leasesLoader, '/app/landlord/leases?status=past&status=draft')
    expect(new Set(pastOrDraft.data.rows.map((row: { status: string }) => row.status))).toEqual(new Set(['past', 'draft']))
    const search = await run(leasesLoader, '/app/landlord/leases?q=2B')
    expect(search.data.rows.length).toBeGreaterThan(0)
    expect(search.data.rows.every((row: { street: string }) => row.street.includes('Unit 2B'))).toBe(true)
    // The property filter's chip names the property, read with the rows (no call of its own).
    const { result: byProperty, calls: byPropertyCalls } = await observeApiCalls(() => run(leasesLoader, `/app/landlord/leases?property=${propertyId}`))
    expect(ownCalls(byPropertyCalls).length).toBe(1)
    expect(byProperty.data).toMatchObject({ propertyLabel: '12 Oak Street', filters: { property: propertyId } })
    expect(byProperty.data.rows.length).toBeGreaterThanOrEqual(3)
    const { calls: withDrawer } = await observeApiCalls(() => run(leasesLoader, `/app/landlord/leases?d=lease-filter&property=${propertyId}`))
    expect(ownCalls(withDrawer).length).toBeLessThanOrEqual(2)
    // Another landlord's list never shows them.
    const theirs = await run(leasesLoader, '/app/landlord/leases', { who: otherLandlord })
    expect(theirs.data).toMatchObject({ rows: [], hasNextPage: false })
  })
})

describe('who counts as a tenant of the lease', () => {
  it('a contact only invited (pending or declined) is not listed as a tenant; once accepted, or never invited, they are', async () => {
    const { id } = await addLease({ nickname: 'Counted tenants' })
    expect((await leasePost(id, { intent: 'lease-invite-contact', firstName: 'Ivy', lastName: 'Pending', email: uniqueEmail('ivy-pending') })).status).toBe(302)
    const payload = await testPayload()
    const organization = (await rest('GET', `/leases/${id}`, { token: landlord.token, query: { depth: 0 } })).body.organization as number
    const declined = await createContact(payload, { organization, firstName: 'Dee', lastName: 'Declined', email: uniqueEmail('dee-declined'), type: 'tenant' })
    const plain = await createContact(payload, { organization, firstName: 'Ned', lastName: 'Plain', type: 'tenant' })
    const current = (await rest('GET', `/leases/${id}`, { token: landlord.token, query: { depth: 0 } })).body.contacts as number[]
    await payload.update({ collection: 'leases', id, data: { contacts: [...current, declined.id, plain.id] }, overrideAccess: true })
    const invitation = await payload.create({ collection: 'invitations', data: { organization, lease: id, contact: declined.id, email: declined.email!, status: 'pending' }, overrideAccess: true, context: { skipInvitationEmail: true } })
    await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'declined' }, overrideAccess: true })

    const row = (await run(leasesLoader, '/app/landlord/leases?q=Counted')).data.rows.find((lease: { id: number }) => lease.id === id)
    expect(row.tenants).toBe('Ned Plain')
    const tenants = (await leasePage(id)).data.lease.tenants as LeaseView['tenants']
    expect(tenants.filter(isLeaseTenant).map((tenant) => tenant.name)).toEqual(['Ned Plain'])
    // The Tenants tab still lists everyone, with the invitation's status.
    expect(tenants.map((tenant) => [tenant.name, tenant.invitation?.status ?? null]).sort()).toEqual([['Dee Declined', 'declined'], ['Ivy Pending', 'pending'], ['Ned Plain', null]])
    const unitLeases = await run(unitLeasesLoader, `/app/landlord/properties/${propertyId}/units/${units.a}/leases`, { params: { propertyId: String(propertyId), unitId: String(units.a) } })
    expect(unitLeases.data.leases.find((lease: { id: number }) => lease.id === id).tenants).toEqual(['Ned Plain'])
  })
})

describe('the lease page', () => {
  it("loads in one API call, and is a 404 for another landlord's lease and for an id that is not one", async () => {
    const { id } = await addLease()
    const { result: page, calls } = await observeApiCalls(() => leasePage(id))
    expect(ownCalls(calls)).toHaveLength(1)
    expect(page.data.lease).toMatchObject({ id, status: 'active', rent: 125050, unit: { id: units.a, name: 'Unit 1A' } })
    expect((await leasePage(id, otherLandlord)).status).toBe(404)
    expect((await run(leaseNotesLoader, `/app/landlord/leases/${id}/notes`, { params: { leaseId: String(id) }, who: otherLandlord })).data.notes).toEqual([])
    expect((await leasePost(id, { intent: 'lease-status', status: 'past' }, otherLandlord)).status).toBe(404)
    expect((await run(leaseLoader, '/app/landlord/leases/abc', { params: { leaseId: 'abc' } })).status).toBe(404)
  })

  it('edits all fields (empty optional ones are cleared) and changes the status', async () => {
    const { id } = await addLease({ nickname: 'Old' })
    const refused = await leasePost(id, { ...leaseForm({ startDate: '2026-03-01', endDate: '2026-02-01' }), intent: 'lease-edit' })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused).endDate).toEqual([portfolioMessages.endBeforeStart])
    const saved = await leasePost(id, { ...leaseForm({ unit: String(units.b), nickname: '', endDate: '', securityDeposit: '', leaseType: 'month-to-month', rent: '1300' }), intent: 'lease-edit' })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    const status = await leasePost(id, { intent: 'lease-status', status: 'upcoming' })
    expect(status.status).toBe(302)
    expect((await leasePost(id, { intent: 'lease-status', status: 'complete' })).status).toBe(400)
    const lease = (await rest('GET', `/leases/${id}`, { token: landlord.token, query: { depth: 0 } })).body
    expect(lease).toMatchObject({ unit: units.b, nickname: null, endDate: null, securityDeposit: null, leaseType: 'month-to-month', rent: 130000, status: 'upcoming' })
  })

  it('invites a new or an existing contact, refuses duplicates, and removes a tenant', async () => {
    const { id } = await addLease()
    const nobody = await leasePost(id, { intent: 'lease-invite-contact' })
    expect(nobody.status).toBe(400)
    expect(fieldErrors(nobody).firstName).toBeDefined()
    const badEmail = await leasePost(id, { intent: 'lease-invite-contact', firstName: 'Ana', email: 'not-an-email' })
    expect(fieldErrors(badEmail).email).toEqual([messages.emailInvalid])
    expect((await leasePost(id, { intent: 'lease-invite-contact', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phoneNumber: '(512) 555-0123' })).status).toBe(302)
    const contact = (await rest('POST', '/contacts', { token: landlord.token, json: { firstName: 'Ben', lastName: 'Cole' } })).body.doc
    const drawer = await leasePage(id, landlord, '?d=lease-invite-contact')
    expect(drawer.data.contactOptions.map(([value]: [string]) => value)).toContain(String(contact.id))
    expect((await leasePost(id, { intent: 'lease-invite-contact', contact: String(contact.id) })).status).toBe(302)
    const duplicate = await leasePost(id, { intent: 'lease-invite-contact', contact: String(contact.id) })
    expect(duplicate.status).toBe(400)
    const both = await leasePost(id, { intent: 'lease-invite-contact', contact: String(contact.id), firstName: 'X' })
    expect(fieldErrors(both).contact).toBeDefined()
    let tenants = (await leasePage(id)).data.lease.tenants
    expect(tenants.map((tenant: { name: string }) => tenant.name).sort()).toEqual(['Ana Ruiz', 'Ben Cole'])
    expect((await leasePost(id, { intent: 'lease-remove-tenant', target: String(contact.id) })).status).toBe(302)
    tenants = (await leasePage(id)).data.lease.tenants
    expect(tenants.map((tenant: { name: string }) => tenant.name)).toEqual(['Ana Ruiz'])
    // The contact itself is kept.
    expect((await rest('GET', `/contacts/${contact.id}`, { token: landlord.token })).status).toBe(200)
  })

  it('adds, receives and removes required documents; adds notes', async () => {
    const { id } = await addLease()
    expect((await leasePost(id, { intent: 'required-document-add', name: '' })).status).toBe(400)
    expect((await leasePost(id, { intent: 'required-document-add', name: 'Renters insurance', description: 'Proof of coverage' })).status).toBe(302)
    let documents = (await leasePage(id)).data.lease.requiredDocuments
    expect(documents).toMatchObject([{ name: 'Renters insurance', description: 'Proof of coverage', received: false }])
    expect((await leasePost(id, { intent: 'required-document-toggle', target: documents[0].id, received: 'true' })).status).toBe(302)
    expect((await leasePage(id)).data.lease.requiredDocuments[0].received).toBe(true)
    expect((await leasePost(id, { intent: 'required-document-remove', target: 'nope' })).status).toBe(404)
    expect((await leasePost(id, { intent: 'required-document-remove', target: documents[0].id })).status).toBe(302)
    documents = (await leasePage(id)).data.lease.requiredDocuments
    expect(documents).toEqual([])
    expect((await leasePost(id, { intent: 'note-add', body: 'Keys handed over.' })).status).toBe(302)
    const notes = await run(leaseNotesLoader, `/app/landlord/leases/${id}/notes`, { params: { leaseId: String(id) } })
    expect(notes.data.notes.map((note: { body: string }) => note.body)).toEqual(['Keys handed over.'])
  })

  it('archives, unarchives and deletes (to the trash, restorable)', async () => {
    const { id } = await addLease()
    expect((await leasePost(id, { intent: 'lease-archive' })).status).toBe(302)
    expect((await leasePage(id)).data.lease.archived).toBe(true)
    const list = await run(leasesLoader, '/app/landlord/leases')
    expect(list.data.rows.map((row: { id: number }) => row.id)).not.toContain(id)
    const archived = await run(leasesLoader, '/app/landlord/leases?archived=only')
    expect(archived.data.rows.map((row: { id: number }) => row.id)).toContain(id)
    expect((await leasePost(id, { intent: 'lease-unarchive' })).status).toBe(302)
    const deleted = await leasePost(id, { intent: 'lease-delete' })
    expect(deleted).toMatchObject({ status: 302, location: '/app/landlord/leases' })
    expect((await leasePage(id)).status).toBe(404)
    const restore = await rest('PATCH', `/leases/${id}`, { token: landlord.token, query: { trash: true }, json: { deletedAt: null } })
    expect(restore.status).toBe(200)
  })
})

describe('GET /api/leases/:id/page', () => {
  /** What the lease page read before (ADR 045 amendment): the collection's find at depth 1. */
  const FIND = {
    depth: 1,
    select: { organization: false },
    populate: {
      units: { name: true, address: true, property: true },
      properties: { nickname: true, address: true },
      contacts: { firstName: true, lastName: true, email: true, phoneNumber: true, user: true },
      invitations: { contact: true, status: true, sentAt: true },
    },
  }
  async function both(id: number) {
    const find = await rest('GET', `/leases/${id}`, { token: landlord.token, query: FIND })
    const page = await rest('GET', `/leases/${id}/page`, { token: landlord.token })
    expect(find.status, JSON.stringify(find.body)).toBe(200)
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    // The page reads the view, and the unit's state (the move-in checklist's law).
    return { find: { view: toLeaseView(find.body), state: find.body.unit?.address?.state ?? null }, page: { view: toLeaseView(page.body), state: page.body.unit?.address?.state ?? null } }
  }

  it("gives the page the collection's find at depth 1: fields, unit, property, tenants in order, invitations, required documents", async () => {
    const { id } = await addLease({ nickname: 'Same answer', leaseType: 'month-to-month' })
    expect((await leasePost(id, { intent: 'lease-invite-contact', firstName: 'Ana', lastName: 'Pending', email: uniqueEmail('ana-pending'), phoneNumber: '(512) 555-0100' })).status).toBe(302)
    const payload = await testPayload()
    const organization = (await rest('GET', `/leases/${id}`, { token: landlord.token, query: { depth: 0 } })).body.organization as number
    const dee = await createContact(payload, { organization, firstName: 'Dee', lastName: 'Again', email: uniqueEmail('dee-again'), type: 'tenant' })
    const linked = await createContact(payload, { organization, firstName: 'Lin', lastName: 'Linked', type: 'tenant' })
    const trashed = await createContact(payload, { organization, firstName: 'Tom', lastName: 'Trashed', type: 'tenant' })
    const current = (await rest('GET', `/leases/${id}`, { token: landlord.token, query: { depth: 0 } })).body.contacts as number[]
    await payload.update({ collection: 'leases', id, data: { contacts: [linked.id, ...current, dee.id, trashed.id] }, overrideAccess: true })
    await payload.update({ collection: 'contacts', id: linked.id, data: { user: (await signedInTenant('lease-page-linked')).user.id }, overrideAccess: true })
    await payload.db.updateOne({ collection: 'contacts', id: trashed.id, data: { deletedAt: new Date().toISOString() } })
    // Dee declined once, then was invited again: the newer invitation is the one shown.
    const invite = () => payload.create({ collection: 'invitations', data: { organization, lease: id, contact: dee.id, email: dee.email!, status: 'pending' }, overrideAccess: true, context: { skipInvitationEmail: true } })
    await payload.update({ collection: 'invitations', id: (await invite()).id, data: { status: 'declined' }, overrideAccess: true })
    await invite()
    for (const name of ['Renters insurance', 'Photo ID']) expect((await leasePost(id, { intent: 'required-document-add', name, description: name === 'Photo ID' ? '' : 'Proof of coverage' })).status).toBe(302)
    const documents = (await leasePage(id)).data.lease.requiredDocuments as LeaseView['requiredDocuments']
    expect((await leasePost(id, { intent: 'required-document-toggle', target: documents[1]!.id, received: 'true' })).status).toBe(302)

    const { find, page } = await both(id)
    expect(page).toEqual(find)
    expect(page.view.tenants.map((tenant) => [tenant.name, tenant.invitation?.status ?? null, tenant.portalAccess])).toEqual([
      ['Lin Linked', null, true],
      ['Ana Pending', 'pending', false],
      ['Dee Again', 'pending', false],
    ])
    expect(page.view).toMatchObject({ nickname: 'Same answer', leaseType: 'month-to-month', rent: 125050, securityDeposit: 150000, rentDueDay: 5, unit: { id: units.a, name: 'Unit 1A', propertyId }, property: { id: propertyId } })
    expect(page.view.requiredDocuments.map((document) => [document.name, document.received])).toEqual([
      ['Renters insurance', false],
      ['Photo ID', true],
    ])
    expect(page.state).toBe('TX')

    // The unit's property, then the unit, in the trash (straight to the database: the API refuses it while leases use them).
    const trash = (collection: 'properties' | 'units', id: number, deletedAt: string | null) => payload.db.updateOne({ collection, id, data: { deletedAt } })
    await trash('properties', propertyId, new Date().toISOString())
    try {
      const withoutProperty = await both(id)
      expect(withoutProperty.page).toEqual(withoutProperty.find)
      expect(withoutProperty.page.view.property).toBeNull()
      await trash('units', units.a, new Date().toISOString())
      const withoutUnit = await both(id)
      expect(withoutUnit.page).toEqual(withoutUnit.find)
      expect(withoutUnit.page.view).toMatchObject({ unit: null, title: 'Same answer' })
    } finally {
      await trash('properties', propertyId, null)
      await trash('units', units.a, null)
    }
  })

  it("is the collection's read for the caller: 401 signed out; 404 for another landlord, a tenant, a lease in the trash, an id that is not one; an admin reads it", async () => {
    const { id } = await addLease()
    expect((await rest('GET', `/leases/${id}/page`)).status).toBe(401)
    expect((await rest('GET', `/leases/${id}/page`, { token: otherLandlord.token })).status).toBe(404)
    expect((await rest('GET', `/leases/${id}/page`, { token: (await signedInTenant('lease-page-stranger')).token })).status).toBe(404)
    expect((await rest('GET', '/leases/abc/page', { token: landlord.token })).status).toBe(404)
    // An admin reads any organization's lease, as through the collection.
    const admin = await signedInAdmin('lease-page-admin')
    const asAdmin = await rest('GET', `/leases/${id}/page`, { token: admin.token })
    expect(asAdmin.status).toBe(200)
    expect(toLeaseView(asAdmin.body)).toEqual(toLeaseView((await rest('GET', `/leases/${id}`, { token: admin.token, query: FIND })).body))
    expect((await leasePost(id, { intent: 'lease-delete' })).status).toBe(302)
    expect((await rest('GET', `/leases/${id}`, { token: landlord.token })).status).toBe(404)
    expect((await rest('GET', `/leases/${id}/page`, { token: landlord.token })).status).toBe(404)
  })
})

describe('the people index (tenants)', () => {
  it('lists a tenant invited through the lease page, with its number of leases, in one API call', async () => {
    const { result: page, calls } = await observeApiCalls(() => run(peopleLoader, '/app/landlord/people?q=ana@example.com'))
    expect(ownCalls(calls)).toHaveLength(1)
    expect(page.data.rows[0]).toMatchObject({ name: 'Ana Ruiz', leases: 1 })
  })
})
