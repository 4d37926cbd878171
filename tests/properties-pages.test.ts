import { beforeAll, describe, expect, it } from 'vitest'
import { action as listAction, loader as listLoader } from '~/routes/app/landlord/_index'
import { action as propertyAction, loader as propertyLoader } from '~/routes/app/landlord/properties.$propertyId/_layout'
import { loader as overviewLoader } from '~/routes/app/landlord/properties.$propertyId/_index'
import { loader as leasesTabLoader } from '~/routes/app/landlord/properties.$propertyId/leases'
import { loader as notesTabLoader } from '~/routes/app/landlord/properties.$propertyId/notes'
import { addressMessages } from '@common/address'
import { messages } from '@common/messages'
import { portfolioMessages, WHOLE_PROPERTY_UNIT } from '@common/portfolio'
import { rest } from './rest'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord, signedInTenant } from './support/users'

/**
 * The properties pages as a browser without JavaScript uses them: the real loaders and
 * actions of the list and the property page, called with form posts, against the real
 * REST API. Success is a redirect (with a toast), a refusal a reply with field errors.
 */
let landlord: Account
let otherLandlord: Account
let tenant: Account

beforeAll(async () => {
  landlord = account(await signedInLandlord('pages'))
  otherLandlord = account(await signedInLandlord('pages-other'))
  tenant = account(await signedInTenant('pages-tenant'))
})

/** Runs a loader or action signed in as the landlord unless `who` says otherwise. */
const run = routeRunner(() => landlord)

const address = { 'address.line1': ' 12 Oak Street ', 'address.city': 'Austin', 'address.state': 'TX', 'address.postalCode': '78701' }

async function addProperty(form: Record<string, string> = {}) {
  const outcome = await run(listAction, '/app/landlord?index&d=property-add', {
    form: { intent: 'property-add', returnTo: '/app/landlord', propertyType: 'duplex', ...address, ...form },
  })
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302)
  const id = Number(outcome.location?.match(/\/app\/landlord\/properties\/(\d+)$/)?.[1])
  expect(id).toBeGreaterThan(0)
  return { id, outcome }
}

/** The property page as the router loads it: the layout's property and the overview's units, side by side. */
async function propertyPage(id: number, who = landlord) {
  const options = { params: { propertyId: String(id) }, who }
  const [layout, overview] = await Promise.all([run(propertyLoader, `/app/landlord/properties/${id}`, options), run(overviewLoader, `/app/landlord/properties/${id}`, options)])
  expect(overview.status).toBe(layout.status)
  return { ...layout, data: { ...layout.data, ...overview.data } }
}
const propertyPost = (id: number, form: Record<string, string | string[]>) =>
  run(propertyAction, `/app/landlord/properties/${id}`, { params: { propertyId: String(id) }, form: { returnTo: `/app/landlord/properties/${id}`, ...form } })

describe('adding a property (drawer on the list, JavaScript off)', () => {
  it('creates the property with the listed units and opens its page with a toast', async () => {
    const { id, outcome } = await addProperty({ nickname: 'Oak duplex', unitNames: 'Unit A\nUnit B' })
    expect(outcome.toast).toMatchObject({ type: 'success' })
    const page = await propertyPage(id)
    expect(page.data.property).toMatchObject({ nickname: 'Oak duplex', propertyType: 'duplex', address: { line1: '12 Oak Street', state: 'TX' } })
    expect(page.data.units.map((unit: { name: string }) => unit.name)).toEqual(['Unit A', 'Unit B'])
    expect(page.data.unitCount).toBe(2)
  })

  it('without unit names the property gets one unit for the entire property; names split on commas and semicolons', async () => {
    const single = await addProperty()
    expect((await propertyPage(single.id)).data.units.map((unit: { name: string }) => unit.name)).toEqual([WHOLE_PROPERTY_UNIT])
    const several = await addProperty({ unitNames: '1A, 1B; 2A,,' })
    expect((await propertyPage(several.id)).data.units.map((unit: { name: string }) => unit.name)).toEqual(['1A', '1B', '2A'])
  })

  it('refuses empty required fields, a bad ZIP and an unknown state with messages next to the fields; nothing is saved', async () => {
    const before = (await rest('GET', '/properties', { token: landlord.token, query: { limit: 1, trash: true } })).body.totalDocs
    const outcome = await run(listAction, '/app/landlord?index&d=property-add', {
      form: { intent: 'property-add', returnTo: '/app/landlord', propertyType: 'condo', 'address.line1': '', 'address.city': '', 'address.state': 'ZZ', 'address.postalCode': '1234' },
    })
    expect(outcome.status).toBe(400)
    expect(outcome.data.intent).toBe('property-add')
    const errors = fieldErrors(outcome)
    expect(errors['address.line1']).toEqual([messages.fieldRequired])
    expect(errors['address.city']).toEqual([messages.fieldRequired])
    expect(errors['address.state']).toEqual([addressMessages.stateUnknown])
    expect(errors['address.postalCode']).toEqual([addressMessages.postalCodeInvalid])
    const after = (await rest('GET', '/properties', { token: landlord.token, query: { limit: 1, trash: true } })).body.totalDocs
    expect(after).toBe(before)
  })
})

describe('the property page', () => {
  it("is a 404 for another landlord's property and for a tenant, and for an id that is not one", async () => {
    const { id } = await addProperty()
    expect((await propertyPage(id, otherLandlord)).status).toBe(404)
    expect((await run(propertyLoader, `/app/landlord/properties/abc`, { params: { propertyId: 'abc' } })).status).toBe(404)
    const asTenant = await run(propertyLoader, `/app/landlord/properties/${id}`, { params: { propertyId: String(id) }, who: tenant })
    // The tenant's session is a landlord one here (the role guard is tested elsewhere): the API itself answers 404.
    expect(asTenant.status).toBe(404)
  })

  it('edits the property: emptied fields are cleared, the units follow the new address, stale coordinates are dropped', async () => {
    const { id } = await addProperty({ nickname: 'Old name', unitNames: 'North' })
    await rest('PATCH', `/properties/${id}`, { token: landlord.token, json: { address: { line1: '12 Oak Street', city: 'Austin', state: 'TX', postalCode: '78701', latitude: 30.27, longitude: -97.74 } } })
    const refused = await propertyPost(id, { intent: 'property-edit', propertyType: 'duplex', ...address, 'address.postalCode': '787', yearBuilt: '1200' })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused)['address.postalCode']).toEqual([addressMessages.postalCodeInvalid])
    expect(fieldErrors(refused).yearBuilt).toBeDefined()

    const saved = await propertyPost(id, {
      intent: 'property-edit',
      nickname: '',
      propertyType: 'multi-family',
      'address.line1': '14 Elm Street',
      'address.city': 'Austin',
      'address.state': 'tx',
      'address.postalCode': '78702',
      // What the hidden inputs carried from the old address (no autocomplete ran).
      'address.latitude': '30.27',
      'address.longitude': '-97.74',
      yearBuilt: '1962',
      description: 'Brick.',
    })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    expect(saved.location).toBe(`/app/landlord/properties/${id}`)
    const property = (await rest('GET', `/properties/${id}`, { token: landlord.token, query: { depth: 0 } })).body
    expect(property).toMatchObject({ nickname: null, propertyType: 'multi-family', yearBuilt: 1962, description: 'Brick.' })
    expect(property.address).toMatchObject({ line1: '14 Elm Street', state: 'TX', postalCode: '78702', latitude: null, longitude: null })
    const units = (await rest('GET', '/units', { token: landlord.token, query: { where: { property: { equals: id } } } })).body.docs
    expect(units[0].address).toMatchObject({ line1: '14 Elm Street', line2: 'North' })
  })

  it('saves amenities, adds a unit, and shows each unit with its current lease', async () => {
    const { id } = await addProperty({ unitNames: 'A, B' })
    expect((await propertyPost(id, { intent: 'property-amenities', amenities: ['pool', 'yard'] })).status).toBe(302)
    expect((await propertyPost(id, { intent: 'property-amenities', amenities: ['moat'] })).status).toBe(400)
    const unitAdded = await propertyPost(id, { intent: 'unit-add', name: 'C', bedrooms: '2', bathrooms: '1.5', squareFeet: '950' })
    expect(unitAdded.status).toBe(302)
    expect(unitAdded.location).toBe(`/app/landlord/properties/${id}`)
    const refusedUnit = await propertyPost(id, { intent: 'unit-add', name: '', bedrooms: '-1' })
    expect(refusedUnit.status).toBe(400)
    expect(Object.keys(fieldErrors(refusedUnit))).toEqual(expect.arrayContaining(['name', 'bedrooms']))

    const before = (await propertyPage(id)).data
    const unitA = before.units.find((unit: { name: string }) => unit.name === 'A')
    const unitB = before.units.find((unit: { name: string }) => unit.name === 'B')
    await rest('POST', '/leases', { token: landlord.token, json: { unit: unitA.id, rent: 150000, status: 'active' } })
    await rest('POST', '/leases', { token: landlord.token, json: { unit: unitB.id, rent: 120000, status: 'past' } })
    const page = (await propertyPage(id)).data
    expect(page.property.amenities).toEqual(['pool', 'yard'])
    expect(page.units.map((unit: { name: string; leaseStatus: string | null; bedrooms: number | null }) => [unit.name, unit.leaseStatus, unit.bedrooms])).toEqual([
      ['A', 'active', null],
      ['B', null, null],
      ['C', null, 2],
    ])
  })

  it('adds and deletes notes, listed newest first on the Notes tab', async () => {
    const { id } = await addProperty()
    expect((await propertyPost(id, { intent: 'note-add', body: '   ' })).status).toBe(400)
    expect((await propertyPost(id, { intent: 'note-add', body: 'First' })).status).toBe(302)
    expect((await propertyPost(id, { intent: 'note-add', body: 'Second' })).status).toBe(302)
    const notes = (await run(notesTabLoader, `/app/landlord/properties/${id}/notes`, { params: { propertyId: String(id) } })).data.notes
    expect(notes.map((note: { body: string }) => note.body)).toEqual(['Second', 'First'])
    expect((await propertyPost(id, { intent: 'note-delete', target: String(notes[0].id) })).status).toBe(302)
    const after = (await run(notesTabLoader, `/app/landlord/properties/${id}/notes`, { params: { propertyId: String(id) } })).data.notes
    expect(after.map((note: { body: string }) => note.body)).toEqual(['First'])
  })

  it('lists its leases with unit, tenants, rent and status on the Leases tab', async () => {
    const { id } = await addProperty({ unitNames: 'Upstairs' })
    const unit = (await propertyPage(id)).data.units[0]
    const contact = (await rest('POST', '/contacts', { token: landlord.token, json: { firstName: 'Sam', lastName: 'Smith' } })).body.doc
    await rest('POST', '/leases', { token: landlord.token, json: { unit: unit.id, rent: 150000, status: 'active', contacts: [contact.id], startDate: '2026-01-01' } })
    const tab = await run(leasesTabLoader, `/app/landlord/properties/${id}/leases`, { params: { propertyId: String(id) } })
    expect(tab.data).toMatchObject({ page: 1, hasNextPage: false })
    expect(tab.data.leases).toHaveLength(1)
    expect(tab.data.leases[0]).toMatchObject({ title: 'Upstairs', unitName: 'Upstairs', status: 'active', tenants: ['Sam Smith'], rent: 150000 })
  })
})

describe('archive, delete and restore', () => {
  const list = (query = '') => run(listLoader, `/app/landlord${query}`)
  const listedIds = async (query: string) => (await list(query)).data.properties.map((property: { id: number }) => property.id)

  it('an archived property leaves the default list and shows under the archived filters; unarchive brings it back', async () => {
    const { id } = await addProperty({ nickname: 'Archive me' })
    const archived = await propertyPost(id, { intent: 'property-archive', target: String(id) })
    expect(archived.status).toBe(302)
    expect(await listedIds('?q=Archive%20me')).not.toContain(id)
    expect(await listedIds('?q=Archive%20me&archived=only')).toContain(id)
    expect(await listedIds('?q=Archive%20me&archived=include')).toContain(id)
    const unarchived = await run(listAction, '/app/landlord?index', { form: { intent: 'property-unarchive', target: String(id), returnTo: '/app/landlord?archived=only' } })
    expect(unarchived.status).toBe(302)
    expect(unarchived.location).toBe('/app/landlord?archived=only')
    expect(await listedIds('?q=Archive%20me')).toContain(id)
  })

  it('deleting a property with leases is refused with a clear message; without leases it moves to the trash and can be restored', async () => {
    const { id: leased } = await addProperty({ nickname: 'Leased one' })
    const unit = (await propertyPage(leased)).data.units[0]
    await rest('POST', '/leases', { token: landlord.token, json: { unit: unit.id, rent: 100000 } })
    const refused = await propertyPost(leased, { intent: 'property-delete', target: String(leased) })
    expect(refused.status).toBe(409)
    expect(refused.data.result.error['']).toEqual([portfolioMessages.propertyHasLeases])

    const { id } = await addProperty({ nickname: 'Delete me', unitNames: 'X, Y' })
    const deleted = await propertyPost(id, { intent: 'property-delete', target: String(id) })
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe('/app/landlord')
    expect((await propertyPage(id)).status).toBe(404)
    expect(await listedIds('?q=Delete%20me')).not.toContain(id)
    expect(await listedIds('?q=Delete%20me&view=trash')).toContain(id)

    const restored = await run(listAction, '/app/landlord?index&view=trash', { form: { intent: 'property-restore', target: String(id), returnTo: '/app/landlord?view=trash' } })
    expect(restored.status).toBe(302)
    const row = (await list('?q=Delete%20me')).data.properties.find((property: { id: number }) => property.id === id)
    expect(row).toMatchObject({ unitCount: 2, activeLeaseCount: 0 })
  })

  it("refuses to act on another landlord's property (404, nothing changes)", async () => {
    const { id } = await addProperty({ nickname: 'Not yours' })
    const attempt = await run(listAction, '/app/landlord?index', { form: { intent: 'property-archive', target: String(id), returnTo: '/app/landlord' }, who: otherLandlord })
    expect(attempt.status).toBe(404)
    const property = (await rest('GET', `/properties/${id}`, { token: landlord.token, query: { depth: 0 } })).body
    expect(property.archived).toBe(false)
  })
})

describe('the list', () => {
  it('counts live units and active leases per row, searches by address, city, ZIP or nickname, and sorts', async () => {
    const { id } = await addProperty({ nickname: 'Counting house', unitNames: 'One, Two, Three' })
    const units = (await propertyPage(id)).data.units
    await rest('PATCH', `/units/${units[2].id}`, { token: landlord.token, json: { deletedAt: new Date().toISOString() } })
    await rest('POST', '/leases', { token: landlord.token, json: { unit: units[0].id, rent: 100000, status: 'active' } })
    await rest('POST', '/leases', { token: landlord.token, json: { unit: units[1].id, rent: 100000, status: 'upcoming' } })
    const row = (await run(listLoader, '/app/landlord?q=counting')).data.properties.find((property: { id: number }) => property.id === id)
    expect(row).toMatchObject({ unitCount: 2, activeLeaseCount: 1 })

    await addProperty({ 'address.line1': '1 Zebra Way', 'address.city': 'Zephyr', 'address.postalCode': '99501', 'address.state': 'AK', nickname: 'Zed' })
    for (const q of ['zebra', 'zephyr', '99501', 'zed']) {
      const found = (await run(listLoader, `/app/landlord?q=${q}`)).data.properties
      expect(found.map((property: { nickname: string }) => property.nickname), q).toEqual(['Zed'])
    }
    const byCity = (await run(listLoader, '/app/landlord?sort=-address.city')).data
    expect(byCity.sort).toBe('-address.city')
    expect(byCity.properties[0].address.city).toBe('Zephyr')
    expect((await run(listLoader, '/app/landlord?sort=organization')).data.sort).toBe('address.line1')
  })
})
