import { beforeAll, describe, expect, it } from 'vitest'
import { UNIT_FEATURE_LISTS, unitMessages } from '~/features/portfolio/unit-forms'
import { action as unitAction, loader as unitLoader } from '~/routes/app/landlord/units.$unitId/_layout'
import { loader as unitLeasesLoader } from '~/routes/app/landlord/units.$unitId/leases'
import { loader as unitNotesLoader } from '~/routes/app/landlord/units.$unitId/notes'
import { messages } from '@common/messages'
import { portfolioMessages } from '@common/portfolio'
import { rest } from './rest'
import { account, fieldErrors, formErrors, routeRunner, type Account, type FormFields } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * The unit page as a browser without JavaScript uses it: the unit layout's loader and
 * action (every drawer of the page posts to the layout's URL) and its Notes and Leases
 * tabs, called with form posts against the real REST API. Success is a redirect with a
 * toast; a refusal is a reply with field errors and saves nothing.
 */
let landlord: Account
let otherLandlord: Account
/** A property of the landlord's that no unit below belongs to (for the wrong-property URLs). */
let otherPropertyId: number

const run = routeRunner(() => landlord)

async function createProperty(who: Account, line1: string) {
  const property = await rest('POST', '/properties', { token: who.token, json: { address: { line1, city: 'Austin', state: 'TX', postalCode: '78701' } } })
  expect(property.status, JSON.stringify(property.body)).toBe(201)
  return property.body.doc.id as number
}

beforeAll(async () => {
  landlord = account(await signedInLandlord('unit-pages'))
  otherLandlord = account(await signedInLandlord('unit-pages-other'))
  otherPropertyId = await createProperty(landlord, '99 Pine Street')
})

type UnitRef = { propertyId: number; unitId: number }

/** A fresh unit (and property) of the landlord's: each test changes its own. */
async function addUnit(name = 'Unit 1A'): Promise<UnitRef> {
  const propertyId = await createProperty(landlord, '12 Oak Street')
  const unit = await rest('POST', '/units', { token: landlord.token, json: { property: propertyId, name } })
  expect(unit.status, JSON.stringify(unit.body)).toBe(201)
  return { propertyId, unitId: unit.body.doc.id as number }
}

const pathOf = ({ propertyId, unitId }: UnitRef) => `/app/landlord/properties/${propertyId}/units/${unitId}`
const paramsOf = ({ propertyId, unitId }: UnitRef) => ({ propertyId: String(propertyId), unitId: String(unitId) })

const unitPage = (unit: UnitRef, who = landlord) => run(unitLoader, pathOf(unit), { params: paramsOf(unit), who })

/** A drawer's form posted to the unit layout's URL, returning to the page without the drawer. */
const unitPost = (unit: UnitRef, form: FormFields, who = landlord) =>
  run(unitAction, `${pathOf(unit)}?d=${String(form.intent)}`, { params: paramsOf(unit), form: { returnTo: pathOf(unit), ...form }, who })

/** The stored unit, read through the API as the landlord. */
async function storedUnit({ unitId }: UnitRef) {
  const response = await rest('GET', `/units/${unitId}`, { token: landlord.token, query: { depth: 0 } })
  expect(response.status).toBe(200)
  return response.body
}

/** Expects the landlord's form to be saved: a redirect back to the page with a success toast. */
async function expectSaved(unit: UnitRef, form: FormFields) {
  const outcome = await unitPost(unit, form)
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302)
  expect(outcome.location).toBe(pathOf(unit))
  expect(outcome.toast).toMatchObject({ type: 'success' })
  return outcome
}

/** Expects a refusal (400) that changed nothing on the unit; returns the field errors. */
async function expectRefused(unit: UnitRef, form: FormFields) {
  const before = await storedUnit(unit)
  const outcome = await unitPost(unit, form)
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(400)
  expect(outcome.data.intent).toBe(form.intent)
  expect(outcome.toast).toBeUndefined()
  const after = await storedUnit(unit)
  expect(after.updatedAt).toBe(before.updatedAt)
  return fieldErrors(outcome)
}

describe('the unit page', () => {
  it('loads the unit with its property for the overview', async () => {
    const unit = await addUnit('Garden flat')
    const page = await unitPage(unit)
    expect(page.status).toBe(200)
    expect(page.data.unit).toMatchObject({ id: unit.unitId, name: 'Garden flat', archived: false, address: { line1: '12 Oak Street', line2: 'Garden flat' } })
    expect(page.data.property).toMatchObject({ id: unit.propertyId, address: { line1: '12 Oak Street' } })
  })

  it("is a 404 for another landlord, to the loader and the action alike, and nothing changes", async () => {
    const unit = await addUnit('Mine')
    expect((await unitPage(unit, otherLandlord)).status).toBe(404)
    expect((await unitPost(unit, { intent: 'unit-edit', name: 'Taken' }, otherLandlord)).status).toBe(404)
    expect((await unitPost(unit, { intent: 'unit-archive' }, otherLandlord)).status).toBe(404)
    expect((await unitPost(unit, { intent: 'unit-delete' }, otherLandlord)).status).toBe(404)
    expect((await unitPost(unit, { intent: 'note-add', body: 'Hello' }, otherLandlord)).status).toBe(404)
    expect(await storedUnit(unit)).toMatchObject({ name: 'Mine', archived: false })
    expect((await run(unitNotesLoader, `${pathOf(unit)}/notes`, { params: paramsOf(unit), who: otherLandlord })).data.notes).toEqual([])
  })

  it('is a 404 under the wrong property id, and for ids that are not ones', async () => {
    const unit = await addUnit()
    const elsewhere = { propertyId: otherPropertyId, unitId: unit.unitId }
    expect((await unitPage(elsewhere)).status).toBe(404)
    expect((await unitPost(elsewhere, { intent: 'unit-edit', name: 'Moved' })).status).toBe(404)
    expect((await run(unitLoader, `/app/landlord/properties/${unit.propertyId}/units/abc`, { params: { propertyId: String(unit.propertyId), unitId: 'abc' } })).status).toBe(404)
    expect((await run(unitLoader, `/app/landlord/properties/0/units/${unit.unitId}`, { params: { propertyId: '0', unitId: String(unit.unitId) } })).status).toBe(404)
    expect((await storedUnit(unit)).name).toBe('Unit 1A')
  })
})

describe('editing the unit (drawers, JavaScript off)', () => {
  it('renames the unit (its address line 2 follows); an empty name is required', async () => {
    const unit = await addUnit('Old name')
    const errors = await expectRefused(unit, { intent: 'unit-edit', name: '   ' })
    expect(errors.name).toEqual([messages.fieldRequired])
    expect(messages.fieldRequired).toBe('This field is required.')
    await expectSaved(unit, { intent: 'unit-edit', name: ' New name ' })
    expect(await storedUnit(unit)).toMatchObject({ name: 'New name', address: { line2: 'New name' } })
  })

  it('sets the information: whole or half bathrooms only, emptied fields are cleared', async () => {
    const unit = await addUnit()
    const quarter = await expectRefused(unit, { intent: 'unit-information', bedrooms: '2', bathrooms: '1.25' })
    expect(quarter.bathrooms).toEqual([unitMessages.halfBaths])
    const negative = await expectRefused(unit, { intent: 'unit-information', bedrooms: '-1', bathrooms: '1' })
    expect(negative.bedrooms).toBeDefined()
    await expectSaved(unit, { intent: 'unit-information', bedrooms: '2', bathrooms: '2.5', squareFeet: '1100', floor: '3rd', parkingSpaces: '1' })
    expect((await storedUnit(unit)).information).toMatchObject({ bedrooms: 2, bathrooms: 2.5, squareFeet: 1100, floor: '3rd', parkingSpaces: 1 })
    await expectSaved(unit, { intent: 'unit-information', bedrooms: '3', bathrooms: '', squareFeet: '', floor: '', parkingSpaces: '' })
    expect((await storedUnit(unit)).information).toMatchObject({ bedrooms: 3, bathrooms: null, squareFeet: null, floor: null, parkingSpaces: null })
    expect((await unitPage(unit)).data.unit.information).toMatchObject({ bedrooms: 3, bathrooms: null })
  })

  it.each(UNIT_FEATURE_LISTS.map((list) => [list.title, list] as const))('sets %s from its list of options and refuses an unknown option', async (_title, list) => {
    const unit = await addUnit()
    const chosen = list.options.slice(0, 2).map(([value]) => value)
    await expectSaved(unit, { intent: list.drawer, values: chosen })
    expect((await storedUnit(unit))[list.field]).toEqual(chosen)
    const errors = await expectRefused(unit, { intent: list.drawer, values: [chosen[0]!, 'moat'] })
    expect(errors.values).toEqual([unitMessages.unknownOption])
    expect((await storedUnit(unit))[list.field]).toEqual(chosen)
    // Nothing ticked clears the list (unchecked boxes post nothing).
    await expectSaved(unit, { intent: list.drawer })
    expect((await storedUnit(unit))[list.field]).toEqual([])
  })

  it('adds a utility, refuses the same utility twice or an unknown one, and removes it', async () => {
    const unit = await addUnit()
    await expectSaved(unit, { intent: 'unit-utility-add', utility: 'electricity', paidBy: 'tenant', provider: 'Austin Energy' })
    await expectSaved(unit, { intent: 'unit-utility-add', utility: 'water', paidBy: 'landlord', provider: '' })
    let utilities = (await storedUnit(unit)).utilities
    expect(utilities).toMatchObject([
      { utility: 'electricity', paidBy: 'tenant', provider: 'Austin Energy' },
      { utility: 'water', paidBy: 'landlord', provider: null },
    ])
    const twice = await unitPost(unit, { intent: 'unit-utility-add', utility: 'electricity', paidBy: 'landlord' })
    expect(twice.status).toBe(400)
    expect(fieldErrors(twice).utility).toEqual([unitMessages.utilityListed])
    const unknown = await expectRefused(unit, { intent: 'unit-utility-add', utility: 'moonlight', paidBy: 'tenant' })
    expect(unknown.utility).toBeDefined()
    const nobody = await expectRefused(unit, { intent: 'unit-utility-add', utility: 'gas', paidBy: '' })
    expect(nobody.paidBy).toBeDefined()

    const electricity = utilities.find((row: { utility: string }) => row.utility === 'electricity')
    // The remove button sits in the utility drawer, which stays open for the next change.
    const removed = await unitPost(unit, { intent: 'unit-utility-remove', target: electricity.id, returnTo: `${pathOf(unit)}?d=unit-utility` })
    expect(removed).toMatchObject({ status: 302, location: `${pathOf(unit)}?d=unit-utility`, toast: { type: 'success', title: unitMessages.utilityRemoved } })
    utilities = (await storedUnit(unit)).utilities
    expect(utilities.map((row: { utility: string }) => row.utility)).toEqual(['water'])
    // A row that is no longer there changes nothing; no target at all is a 404.
    expect((await unitPost(unit, { intent: 'unit-utility-remove', target: electricity.id })).status).toBe(302)
    expect((await unitPost(unit, { intent: 'unit-utility-remove' })).status).toBe(404)
    expect((await storedUnit(unit)).utilities).toHaveLength(1)
  })

  it('sets the marketing: dollars are stored as cents, a negative amount is refused and nothing is saved', async () => {
    const unit = await addUnit()
    const negative = await expectRefused(unit, { intent: 'unit-marketing', headline: 'Sunny corner unit', rent: '-5', securityDeposit: '100' })
    expect(negative.rent).toEqual([portfolioMessages.moneyNotNegative])
    expect((await storedUnit(unit)).marketing).toMatchObject({ headline: null, rent: null, securityDeposit: null })
    const notMoney = await expectRefused(unit, { intent: 'unit-marketing', rent: '12.345' })
    expect(notMoney.rent).toEqual([portfolioMessages.moneyInvalid])

    await expectSaved(unit, {
      intent: 'unit-marketing',
      headline: 'Sunny corner unit',
      description: 'Two bedrooms, west light.',
      availableDate: '2026-03-01',
      rent: '1,250.50',
      securityDeposit: '$1500',
      petRent: '25',
      petDeposit: '',
      applicationFee: '0',
      petsPolicy: 'cats',
    })
    expect((await storedUnit(unit)).marketing).toMatchObject({
      status: 'draft',
      headline: 'Sunny corner unit',
      description: 'Two bedrooms, west light.',
      availableDate: expect.stringMatching(/^2026-03-01/),
      rent: 125050,
      securityDeposit: 150000,
      petRent: 2500,
      petDeposit: null,
      applicationFee: 0,
      petsPolicy: 'cats',
    })
    // Emptied: cleared (publishing is the marketing page's action, tests/listings.test.ts).
    await expectSaved(unit, { intent: 'unit-marketing', headline: '', rent: '1300' })
    expect((await storedUnit(unit)).marketing).toMatchObject({ status: 'draft', headline: null, petsPolicy: null, availableDate: null, rent: 130000, securityDeposit: null })
  })

  it('sets the marketing contact (a bad phone or e-mail is refused) without touching the listing', async () => {
    const unit = await addUnit()
    await expectSaved(unit, { intent: 'unit-marketing', rent: '1500' })
    const badPhone = await expectRefused(unit, { intent: 'unit-marketing-contact', name: 'Dana', phone: '123', method: 'call' })
    expect(badPhone.phone).toEqual([unitMessages.phoneInvalid])
    const badEmail = await expectRefused(unit, { intent: 'unit-marketing-contact', email: 'not-an-email', method: 'text' })
    expect(badEmail.email).toEqual([messages.emailInvalid])
    const badMethod = await expectRefused(unit, { intent: 'unit-marketing-contact', method: 'pigeon' })
    expect(badMethod.method).toBeDefined()

    await expectSaved(unit, { intent: 'unit-marketing-contact', name: 'Dana Landlord', email: 'leasing@example.com', phone: '(512) 555-0123', method: 'call-or-text' })
    const { marketing } = await storedUnit(unit)
    expect(marketing.contact).toEqual({ name: 'Dana Landlord', email: 'leasing@example.com', phone: '(512) 555-0123', method: 'call-or-text' })
    expect(marketing).toMatchObject({ rent: 150000 })
    // Saving the listing again keeps the contact.
    await expectSaved(unit, { intent: 'unit-marketing', rent: '1600' })
    expect((await storedUnit(unit)).marketing).toMatchObject({ rent: 160000, contact: { name: 'Dana Landlord', method: 'call-or-text' } })
  })

  it('adds and deletes notes, listed newest first on the Notes tab', async () => {
    const unit = await addUnit()
    const notesTab = async () => (await run(unitNotesLoader, `${pathOf(unit)}/notes`, { params: paramsOf(unit) })).data.notes as { id: number; body: string }[]
    expect((await unitPost(unit, { intent: 'note-add', body: '  ' })).status).toBe(400)
    await expectSaved(unit, { intent: 'note-add', body: 'Water heater replaced.' })
    await expectSaved(unit, { intent: 'note-add', body: 'Carpet cleaned.' })
    const notes = await notesTab()
    expect(notes.map((note) => note.body)).toEqual(['Carpet cleaned.', 'Water heater replaced.'])
    await expectSaved(unit, { intent: 'note-delete', target: String(notes[0]!.id) })
    expect((await notesTab()).map((note) => note.body)).toEqual(['Water heater replaced.'])
  })

  it('refuses an unknown intent (400, never a 500)', async () => {
    const unit = await addUnit()
    expect((await unitPost(unit, { intent: 'unit-teleport' })).status).toBe(400)
  })
})

describe('archive and delete', () => {
  it('archives and unarchives the unit', async () => {
    const unit = await addUnit()
    const archived = await unitPost(unit, { intent: 'unit-archive' })
    expect(archived).toMatchObject({ status: 302, location: pathOf(unit), toast: { type: 'success', title: unitMessages.archived } })
    expect((await unitPage(unit)).data.unit.archived).toBe(true)
    const unarchived = await unitPost(unit, { intent: 'unit-unarchive' })
    expect(unarchived).toMatchObject({ status: 302, toast: { title: unitMessages.unarchived } })
    expect((await unitPage(unit)).data.unit.archived).toBe(false)
  })

  it('refuses to delete a unit with a lease (the Leases tab lists it); without leases it moves to the trash', async () => {
    const leased = await addUnit('Leased')
    const lease = await rest('POST', '/leases', { token: landlord.token, json: { unit: leased.unitId, rent: 150000, status: 'active', startDate: '2026-01-01' } })
    expect(lease.status).toBe(201)
    const leasesTab = await run(unitLeasesLoader, `${pathOf(leased)}/leases`, { params: paramsOf(leased) })
    expect(leasesTab.data).toMatchObject({ page: 1, hasNextPage: false, leases: [{ id: lease.body.doc.id, status: 'active', rent: 150000 }] })

    const refused = await unitPost(leased, { intent: 'unit-delete' })
    expect(refused.status).toBe(409)
    expect(refused.data.intent).toBe('unit-delete')
    expect(formErrors(refused)).toEqual([portfolioMessages.unitHasLeases])
    expect(refused.toast).toBeUndefined()
    expect((await unitPage(leased)).status).toBe(200)

    const unit = await addUnit('Spare')
    const emptyTab = await run(unitLeasesLoader, `${pathOf(unit)}/leases`, { params: paramsOf(unit) })
    expect(emptyTab.data).toMatchObject({ hasNextPage: false, leases: [] })
    const deleted = await unitPost(unit, { intent: 'unit-delete' })
    expect(deleted).toMatchObject({ status: 302, location: `/app/landlord/properties/${unit.propertyId}`, toast: { type: 'success', title: unitMessages.deleted } })
    expect((await unitPage(unit)).status).toBe(404)
    const trashed = await rest('GET', `/units/${unit.unitId}`, { token: landlord.token, query: { depth: 0, trash: true } })
    expect(trashed.status).toBe(200)
    expect(trashed.body.deletedAt).toEqual(expect.any(String))
  })
})
