import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Organization } from '@api/payload-types'
import { createContact, createLease, createProperty, createUnit } from '@api/seed/factories'
import { idOf } from '@common/ids'
import { withTieBreaker } from '~/utils/api.server'
import { queryMessages } from '~/utils/api-query.server'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * GET /api/leases/rows (ADR 045 amendment): the leases list's page of leases in two statements.
 * It must give what the collection's find at depth 1 gave the list (the same rows in the same
 * order for every sort, tab and filter; the unit, property, contacts and invitations the list
 * reads), only the caller's organization's, and refuse what it cannot read with a 400.
 */
type Landlord = SignedIn<{ organization: Organization }>
type Doc = Record<string, unknown>
let owner: Landlord
let foreign: Landlord
let foreignLease: Awaited<ReturnType<typeof leaseWithTenant>>
const ids: Record<string, number> = {}

const day = (value: string) => `${value}T00:00:00.000Z`

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('rows-owner'), signedInLandlord('rows-foreign')])
  const payload = await testPayload()
  const organization = owner.organization.id
  const oak = await createProperty(payload, { organization, nickname: 'Oak House', address: { line1: '12 Oak Street', city: 'Austin', state: 'TX', postalCode: '78701' } })
  const elm = await createProperty(payload, { organization, address: { line1: '40 Elm Road', line2: 'Rear', city: 'Dallas', state: 'TX', postalCode: '75201' } })
  ids.oak = oak.id
  ids.elm = elm.id
  const unitA = await createUnit(payload, { property: oak.id, name: 'Unit 1A' })
  const unitB = await createUnit(payload, { property: oak.id, name: 'Unit 2B' })
  const unitC = await createUnit(payload, { property: elm.id, name: 'Flat 3' })
  ids.unitC = unitC.id
  const contact = (firstName: string | null, lastName: string | null, email: string | null) =>
    createContact(payload, { organization, firstName, lastName, email, type: 'tenant' }).then((doc) => doc.id)
  const [ana, ben, cy, dee, eve, tom] = await Promise.all([
    contact('Ana', 'Ruiz', 'ana@example.com'),
    contact('Ben', 'Cole', null),
    contact('Cy', null, 'cy@example.com'),
    contact('Dee', 'Pending', 'dee@example.com'),
    contact('Eve', 'Declined', 'eve@example.com'),
    contact('Tom', 'Trash', 'tom@example.com'),
  ])
  Object.assign(ids, { ana, ben, cy, dee, eve, tom })
  const lease = async (name: string, data: Doc & { unit: number }) => {
    ids[name] = (await createLease(payload, { rent: 100_000, ...data } as Parameters<typeof createLease>[1])).id
  }
  await lease('garcia', { unit: unitA.id, nickname: 'Garcia family', status: 'active', startDate: day('2026-01-01'), endDate: day('2026-12-31'), rent: 125_000, contacts: [ben, ana] })
  await lease('old', { unit: unitA.id, status: 'past', startDate: day('2024-01-01'), endDate: day('2024-12-31'), contacts: [cy] })
  await lease('draft', { unit: unitB.id, status: 'draft', rent: 90_000 })
  await lease('upcoming', { unit: unitB.id, nickname: 'Zed', status: 'upcoming', startDate: day('2027-01-01'), rent: 125_000, contacts: [ana, dee, eve] })
  await lease('archived', { unit: unitC.id, status: 'active', startDate: day('2026-01-01'), rent: 80_000, archived: true })
  await lease('annex', { unit: unitC.id, nickname: 'garcia annex', status: 'active', startDate: day('2025-06-01'), endDate: day('2026-05-31'), contacts: [tom, ana] })
  await lease('trashed', { unit: unitC.id, nickname: 'Trashed', status: 'active', startDate: day('2025-01-01') })
  await payload.db.updateOne({ collection: 'leases', id: ids.trashed!, data: { deletedAt: new Date().toISOString() } })
  // Dee only invited, Eve declined, Ana accepted then invited again (the newest counts).
  const invite = async (contactId: number, email: string, status: string) => {
    const invitation = await payload.create({ collection: 'invitations', data: { organization, lease: ids.upcoming!, contact: contactId, email, status: 'pending' }, overrideAccess: true, context: { skipInvitationEmail: true } })
    if (status !== 'pending') await payload.update({ collection: 'invitations', id: invitation.id, data: { status: status as 'declined' }, overrideAccess: true })
  }
  await invite(ana, 'ana@example.com', 'accepted')
  await invite(dee, 'dee@example.com', 'pending')
  await invite(eve, 'eve@example.com', 'declined')
  foreignLease = await leaseWithTenant(foreign.organization.id, 'Rowan')
}, 60_000)

/** The list's own where for its filters, as its loader built it for Payload's find. */
function listWhere({ tab, status, property, archived = 'exclude', q }: { tab?: string; status?: string[]; property?: number; archived?: string; q?: string }): Where {
  const conditions: Where[] = []
  if (tab) conditions.push({ status: { equals: tab } })
  if (status?.length) conditions.push({ status: { in: status } })
  if (property) conditions.push({ property: { equals: property } })
  if (archived === 'exclude') conditions.push({ archived: { not_equals: true } })
  if (archived === 'only') conditions.push({ archived: { equals: true } })
  if (q) conditions.push({ or: [{ nickname: { like: q } }, { 'unit.address.line1': { like: q } }, { 'unit.address.line2': { like: q } }, { 'unit.address.city': { like: q } }] })
  return { and: conditions }
}

const SELECT = { nickname: true, status: true, unit: true, property: true, contacts: true, invitations: true, startDate: true, endDate: true, rent: true, archived: true }
const POPULATE = {
  units: { name: true, address: true },
  properties: { nickname: true, address: true },
  contacts: { firstName: true, lastName: true, email: true },
  invitations: { contact: true, status: true },
}

const address = (value: unknown) => {
  const group = (value ?? {}) as Doc
  return { line1: group.line1 ?? null, line2: group.line2 ?? null, city: group.city ?? null, state: group.state ?? null, postalCode: group.postalCode ?? null }
}
const populatedOr = (value: unknown, shape: (doc: Doc) => Doc) => (value && typeof value === 'object' ? shape(value as Doc) : (value ?? null))

/** What the list reads of a lease, as both give it. */
function comparable(doc: Doc) {
  const invitations = Array.isArray(doc.invitations) ? doc.invitations : (((doc.invitations as Doc | undefined)?.docs as unknown[] | undefined) ?? [])
  return {
    id: doc.id,
    nickname: doc.nickname ?? null,
    status: doc.status,
    unit: populatedOr(doc.unit, (unit) => ({ id: unit.id, name: unit.name ?? null, address: address(unit.address) })),
    property: populatedOr(doc.property, (property) => ({ id: property.id, nickname: property.nickname ?? null, address: address(property.address) })),
    contacts: ((doc.contacts as unknown[] | undefined) ?? []).map((contact) =>
      populatedOr(contact, (each) => ({ id: each.id, firstName: each.firstName ?? null, lastName: each.lastName ?? null, email: each.email ?? null })),
    ),
    invitations: invitations.map((invitation) => populatedOr(invitation, (each) => ({ id: each.id, contact: idOf(each.contact as number | { id: number }), status: each.status ?? null }))),
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    rent: doc.rent,
    archived: Boolean(doc.archived),
  }
}

type ListQuery = { tab?: string; status?: string[]; property?: number; archived?: string; q?: string; sort?: string; page?: number; limit?: number }

async function both(landlord: Landlord, query: ListQuery) {
  const { sort = '-startDate', page = 1, limit = 10, ...filters } = query
  const find = await rest('GET', '/leases', { token: landlord.token, query: { where: listWhere(filters), sort: withTieBreaker(sort), depth: 1, page, limit, select: SELECT, populate: POPULATE } })
  const rows = await rest('GET', '/leases/rows', { token: landlord.token, query: { ...filters, sort, page, limit } })
  expect(find.status, JSON.stringify(find.body)).toBe(200)
  expect(rows.status, JSON.stringify(rows.body)).toBe(200)
  return { find: (find.body.docs as Doc[]).map(comparable), rows: (rows.body.docs as Doc[]).map(comparable), findBody: find.body, body: rows.body }
}

const SORTS = ['startDate', 'endDate', 'rent', 'status', 'nickname']

describe('GET /api/leases/rows', () => {
  it("gives the collection's find at depth 1 for every sort of the list, both ways: the same rows, order and related documents", async () => {
    for (const sort of SORTS.flatMap((field) => [field, `-${field}`])) {
      const { find, rows } = await both(owner, { sort })
      expect(rows, sort).toEqual(find)
      expect(rows.length, sort).toBe(5)
    }
    const { rows } = await both(owner, {})
    expect(rows.find((row) => row.id === ids.garcia)).toMatchObject({
      unit: { name: 'Unit 1A', address: { line1: '12 Oak Street', city: 'Austin' } },
      property: { id: ids.oak, nickname: 'Oak House' },
      contacts: [{ id: ids.ben, firstName: 'Ben' }, { id: ids.ana, email: 'ana@example.com' }],
    })
    expect(rows.find((row) => row.id === ids.upcoming)?.invitations.map((invitation) => (invitation as Doc).contact)).toEqual([ids.eve, ids.dee, ids.ana])
  })

  it('gives the same for each tab, filter and search of the list, and its pages', async () => {
    for (const query of [
      { tab: 'upcoming' },
      { tab: 'draft' },
      { tab: 'past' },
      { status: ['past', 'draft'] },
      { tab: 'past', status: ['past', 'active'] },
      { tab: 'draft', status: ['active'] },
      { property: ids.elm, archived: 'include' },
      { property: ids.oak, sort: 'rent' },
      { archived: 'only' },
      { archived: 'include', sort: '-rent' },
      { q: 'garcia' },
      { q: 'GARCIA fam' },
      { q: 'Elm', archived: 'include' },
      { q: 'dallas' },
      { q: 'Rear' },
      { q: 'Oak 12', sort: 'nickname' },
      { q: 'nothing like it' },
      { q: '100%' },
      { sort: 'nickname', limit: 2 },
      { sort: 'nickname', limit: 2, page: 2 },
      { sort: '-rent', limit: 2, page: 3 },
    ] satisfies ListQuery[]) {
      const { find, rows, findBody, body } = await both(owner, query)
      expect(rows, JSON.stringify(query)).toEqual(find)
      expect(body.hasNextPage, JSON.stringify(query)).toBe(findBody.hasNextPage)
    }
    expect((await both(owner, { q: 'garcia' })).rows.map((row) => row.id).sort()).toEqual([ids.garcia, ids.annex].sort())
  })

  it('gives null for a unit or property in the trash and leaves out a contact in the trash, as the find does; the search still reads the unit', async () => {
    const payload = await testPayload()
    const trash = (collection: 'units' | 'properties' | 'contacts', id: number, deletedAt: string | null) => payload.db.updateOne({ collection, id, data: { deletedAt } })
    const now = new Date().toISOString()
    await Promise.all([trash('units', ids.unitC!, now), trash('properties', ids.elm!, now), trash('contacts', ids.tom!, now)])
    try {
      for (const query of [{ archived: 'include' }, { q: 'Flat' }, { q: 'Dallas' }] satisfies ListQuery[]) {
        const { find, rows } = await both(owner, query)
        expect(rows, JSON.stringify(query)).toEqual(find)
      }
      const annex = (await both(owner, {})).rows.find((row) => row.id === ids.annex)
      expect(annex).toMatchObject({ unit: null, property: null })
      expect(annex?.contacts.map((contact) => (contact as Doc).id)).toEqual([ids.ana])
    } finally {
      await Promise.all([trash('units', ids.unitC!, null), trash('properties', ids.elm!, null), trash('contacts', ids.tom!, null)])
    }
  })

  it("reads only the caller's organization: nothing for a tenant or a stranger's scope; a signed-out caller is refused", async () => {
    expect((await rest('GET', '/leases/rows')).status).toBe(401)
    const tenant = await rest('GET', '/leases/rows', { token: foreignLease.tenant.token })
    expect(tenant.status).toBe(200)
    expect(tenant.body).toEqual({ docs: [], page: 1, hasNextPage: false })
    const foreignRows = await rest('GET', '/leases/rows', { token: foreign.token })
    expect((foreignRows.body.docs as Doc[]).map((doc) => doc.id)).toEqual([foreignLease.lease.id])
    const intoOwner = await rest('GET', '/leases/rows', { token: foreign.token, query: { property: ids.oak, archived: 'include' } })
    expect(intoOwner.body.docs).toEqual([])
    const ownerRows = await rest('GET', '/leases/rows', { token: owner.token, query: { archived: 'include' } })
    expect((ownerRows.body.docs as Doc[]).map((doc) => doc.id)).not.toContain(foreignLease.lease.id)
    expect((ownerRows.body.docs as Doc[]).map((doc) => doc.id)).not.toContain(ids.trashed)
  })

  it('pages by the limit with one row more read; past the end it names the last page', async () => {
    // By rent (no nulls: the same order on both databases), ties by creation.
    const page1 = await rest('GET', '/leases/rows', { token: owner.token, query: { limit: 2, sort: 'rent' } })
    expect(page1.body).toMatchObject({ page: 1, hasNextPage: true })
    expect((page1.body.docs as Doc[]).map((doc) => doc.id)).toEqual([ids.draft, ids.old])
    const page3 = await rest('GET', '/leases/rows', { token: owner.token, query: { limit: 2, page: 3, sort: 'rent' } })
    expect(page3.body).toMatchObject({ page: 3, hasNextPage: false })
    expect((page3.body.docs as Doc[]).map((doc) => doc.id)).toEqual([ids.upcoming])
    expect((await rest('GET', '/leases/rows', { token: owner.token, query: { limit: 2, page: 9 } })).body).toEqual({ docs: [], page: 9, hasNextPage: false, lastPage: 3 })
    expect((await rest('GET', '/leases/rows', { token: owner.token, query: { q: 'garcia', limit: 1, page: 5 } })).body).toEqual({ docs: [], page: 5, hasNextPage: false, lastPage: 2 })
  })

  it('refuses a parameter it cannot read with a 400 naming it, never a 500', async () => {
    for (const [query, message] of [
      [{ tab: 'bogus' }, 'Unknown tab: bogus'],
      [{ status: ['past', 'bogus'] }, 'Unknown status: bogus'],
      [{ sort: 'unit' }, 'Unknown sort: unit'],
      [{ sort: '-createdAt;DROP' }, queryMessages.sort],
      [{ property: '1 OR 1=1' }, 'property must be an id.'],
      [{ archived: 'maybe' }, 'Unknown archived: maybe'],
      [{ q: ['a', 'b'] }, 'q must be a text of at most 100 characters.'],
      [{ q: 'x'.repeat(101) }, 'q must be a text of at most 100 characters.'],
      [{ q: 'a\u0000b' }, 'q must be a text of at most 100 characters.'],
      // Checked for every REST call before it reaches an endpoint.
      [{ page: '0' }, queryMessages.page],
      [{ limit: '1000' }, queryMessages.limit],
    ] as const) {
      const response = await rest('GET', '/leases/rows', { token: owner.token, query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(JSON.stringify(response.body), JSON.stringify(query)).toContain(message)
    }
    // A search's quotes and wildcards are its text, bound as a parameter.
    const quoted = await rest('GET', '/leases/rows', { token: owner.token, query: { q: "O'Brien\"; --" } })
    expect(quoted.status).toBe(200)
    expect(quoted.body.docs).toEqual([])
  })
})
