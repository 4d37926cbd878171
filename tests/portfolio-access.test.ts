import { handleEndpoints, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '@api/payload.config'
import { NO_ORGANIZATION, ORGANIZATION_NOT_YOURS } from '@api/fields/organization'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { DELETE_FROM_TRASH_ONLY } from '@api/utilities/trash'
import { createContact, createImage, createLease, createNote, createProperty, createUnit, TINY_PNG } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, type RestResponse } from './rest'
import { testPayload } from './support/payload'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

/**
 * A second landlord and a tenant never see or change the first
 * landlord's portfolio — by id (404, exactly like a missing id), in lists (whatever the
 * filter), in bulk updates and deletes, by creating into the landlord's organization, or
 * by linking the landlord's documents from their own. Trashed documents stay hidden from
 * them and restorable by their owner.
 */
type Landlord = SignedIn<{ organization: Organization }>
type Slug = 'properties' | 'units' | 'leases' | 'contacts' | 'notes' | 'images'
type Portfolio = Record<Slug, number>

const PORTFOLIO_COLLECTIONS: Slug[] = ['properties', 'units', 'leases', 'contacts', 'notes', 'images']
const MISSING_ID = 987_654

let owner: Landlord
let foreign: Landlord
let tenant: SignedIn
let mine: Portfolio
let theirs: Portfolio

/** One document of every portfolio collection, linked the way the app links them. */
async function createPortfolio(landlord: Landlord, label: string): Promise<Portfolio> {
  const payload = await testPayload()
  const organization = landlord.organization.id
  const image = await createImage(payload, { organization, alt: `${label} front`, name: `${label}.png` })
  const property = await createProperty(payload, {
    organization,
    nickname: `${label} House`,
    address: { line1: `${label} 1 Elm Street`, city: 'Denver', state: 'CO', postalCode: '80202' },
    image: image.id,
  })
  const unit = await createUnit(payload, { property: property.id, name: `${label} Unit 1`, image: image.id })
  const contact = await createContact(payload, { organization, firstName: label, lastName: 'Tenant', email: `${label.toLowerCase()}-tenant@example.com` })
  const lease = await createLease(payload, { unit: unit.id, rent: 150_000, status: 'active', contacts: [contact.id], nickname: `${label} lease` })
  const note = await createNote(payload, { organization, body: `${label} private note`, property: property.id })
  return { properties: property.id, units: unit.id, leases: lease.id, contacts: contact.id, notes: note.id, images: image.id }
}

beforeAll(async () => {
  ;[owner, foreign, tenant] = await Promise.all([signedInLandlord('owner'), signedInLandlord('foreign'), signedInTenant('tenant')])
  mine = await createPortfolio(owner, 'Owner')
  theirs = await createPortfolio(foreign, 'Foreign')
})

/** A change each collection accepts, used to prove an outsider's update reaches nothing. */
const harmlessChange: Record<Slug, Record<string, unknown>> = {
  properties: { nickname: 'Taken over' },
  units: { name: 'Taken over' },
  leases: { nickname: 'Taken over' },
  contacts: { firstName: 'Taken' },
  notes: { body: 'Taken over' },
  images: { alt: 'Taken over' },
}

/** List filters that name the owner's document in every way a caller could try. */
function filtersNaming(slug: Slug): Where[] {
  const byId: Where = { id: { equals: mine[slug] } }
  const common: Where[] = [byId, { id: { in: [mine[slug]] } }, { organization: { equals: owner.organization.id } }, { organization: { exists: true } }]
  const specific: Record<Slug, Where[]> = {
    properties: [{ nickname: { equals: 'Owner House' } }, { 'address.line1': { like: 'Owner' } }, { image: { equals: mine.images } }],
    units: [{ property: { equals: mine.properties } }, { name: { like: 'Owner' } }, { 'address.city': { equals: 'Denver' } }],
    leases: [{ unit: { equals: mine.units } }, { property: { equals: mine.properties } }, { contacts: { in: [mine.contacts] } }, { status: { equals: 'active' } }],
    contacts: [{ email: { equals: 'owner-tenant@example.com' } }, { firstName: { equals: 'Owner' } }],
    notes: [{ property: { equals: mine.properties } }, { body: { like: 'Owner' } }],
    images: [{ filename: { like: 'Owner' } }, { alt: { equals: 'Owner front' } }],
  }
  return [...common, ...specific[slug]]
}

const idsOf = (response: RestResponse) => ((response.body?.docs ?? []) as Array<{ id: number }>).map((doc) => doc.id)

async function readDirectly(slug: Slug, id: number): Promise<{ id: number; deletedAt?: string | null } | null> {
  const payload = await testPayload()
  return payload.findByID({ collection: slug, id, trash: true, depth: 0, overrideAccess: true, disableErrors: true })
}

/** A multipart POST to /api/images, as a browser or the web app sends an upload. */
async function uploadImage(token: string, data: Record<string, unknown>): Promise<RestResponse> {
  await testPayload()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'upload.png')
  form.append('_payload', JSON.stringify(data))
  const url = new URL('/api/images', process.env.SERVER_URL)
  const request = new Request(url, { method: 'POST', headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': '10.0.0.2' }, body: form })
  const response = await handleEndpoints({ config, request, path: url.pathname })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
}

describe('the owner', () => {
  it('reads every document of its portfolio (the ids below are real)', async () => {
    for (const slug of PORTFOLIO_COLLECTIONS) {
      const response = await rest('GET', `/${slug}/${mine[slug]}`, { token: owner.token, query: { depth: 0 } })
      expect(response.status, slug).toBe(200)
      expect(response.body.id).toBe(mine[slug])
    }
  })

  it('uploads an image through multipart, into its own organization', async () => {
    const response = await uploadImage(owner.token, { alt: 'Porch' })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.doc.organization.id ?? response.body.doc.organization).toBe(owner.organization.id)
  })
})

for (const outsider of ['a second landlord', 'a tenant'] as const) {
  const caller = () => (outsider === 'a tenant' ? tenant : foreign)

  describe(`${outsider} and the owner's portfolio`, () => {
    for (const slug of PORTFOLIO_COLLECTIONS) {
      describe(slug, () => {
        it('GET, PATCH and DELETE by id answer 404 with the body of a missing id; nothing changes', async () => {
          const before = await readDirectly(slug, mine[slug])
          for (const query of [undefined, { trash: true }, { depth: 2 }]) {
            for (const [method, json] of [['GET'], ['PATCH', harmlessChange[slug]], ['DELETE']] as const) {
              const existing = await rest(method, `/${slug}/${mine[slug]}`, { token: caller().token, json, query })
              const missing = await rest(method, `/${slug}/${MISSING_ID}`, { token: caller().token, json, query })
              expect(existing.status, `${method} /api/${slug}/${mine[slug]} ${JSON.stringify(query ?? {})}`).toBe(404)
              expect(existing.body).toEqual(missing.body)
            }
          }
          expect(await readDirectly(slug, mine[slug])).toEqual(before)
        })

        it('lists never include it, whatever the filter, also with the trash', async () => {
          const unfiltered = await rest('GET', `/${slug}`, { token: caller().token, query: { limit: 100, depth: 0 } })
          expect(unfiltered.status).toBe(200)
          expect(idsOf(unfiltered)).not.toContain(mine[slug])
          for (const where of filtersNaming(slug)) {
            for (const extra of [{}, { trash: true }]) {
              const response = await rest('GET', `/${slug}`, { token: caller().token, query: { where, limit: 100, depth: 0, ...extra } })
              expect(response.status, JSON.stringify(where)).toBe(200)
              expect(idsOf(response), `${slug} ${JSON.stringify(where)} ${JSON.stringify(extra)}`).not.toContain(mine[slug])
            }
          }
          const count = await rest('GET', `/${slug}/count`, { token: caller().token, query: { where: { id: { equals: mine[slug] } } } })
          expect(count.body.totalDocs ?? 0).toBe(0)
        })

        it('a bulk PATCH or DELETE with where[id][in] reaches nothing', async () => {
          const before = await readDirectly(slug, mine[slug])
          for (const query of [{ where: { id: { in: [mine[slug], theirs[slug]] } } }, { where: { organization: { equals: owner.organization.id } } }]) {
            const patch = await rest('PATCH', `/${slug}`, { token: caller().token, query, json: harmlessChange[slug] })
            expect(idsOf(patch), `PATCH ${JSON.stringify(query)}`).not.toContain(mine[slug])
            // Only the owner's id here: a bulk DELETE of one's own trashed documents would really delete them.
            const remove = await rest('DELETE', `/${slug}`, { token: caller().token, query: { where: { id: { in: [mine[slug], MISSING_ID] } }, trash: true } })
            expect(idsOf(remove), `DELETE ${JSON.stringify(query)}`).not.toContain(mine[slug])
          }
          expect(await readDirectly(slug, mine[slug])).toEqual(before)
        })
      })
    }

    it("cannot create a document in the owner's organization", async () => {
      const payload = await testPayload()
      const countOwned = async (slug: Slug) =>
        (await payload.count({ collection: slug, where: { organization: { equals: owner.organization.id } }, trash: true, overrideAccess: true })).totalDocs
      const before = Object.fromEntries(await Promise.all(PORTFOLIO_COLLECTIONS.map(async (slug) => [slug, await countOwned(slug)])))
      const organization = owner.organization.id
      const attempts: Array<[Slug, Record<string, unknown>]> = [
        ['properties', { organization, address: { line1: '9 Birch Road', city: 'Boise', state: 'ID', postalCode: '83702' } }],
        ['contacts', { organization, firstName: 'Intruder' }],
        ['notes', { organization, body: 'Intruder note', property: mine.properties }],
        ['units', { organization, property: mine.properties, name: 'Intruder unit' }],
        ['leases', { organization, unit: mine.units, rent: 100 }],
      ]
      for (const [slug, json] of attempts) {
        const response = await rest('POST', `/${slug}`, { token: caller().token, json })
        expect(response.status, `POST /api/${slug}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
      }
      const image = await uploadImage(caller().token, { organization, alt: 'Intruder' })
      expect(image.status).toBe(403)
      expect(errorMessage(image.body)).toBe(ORGANIZATION_NOT_YOURS)
      const property = await rest('POST', '/properties', { token: caller().token, json: attempts[0]![1] })
      expect(property.status).toBe(403)
      expect(errorMessage(property.body)).toBe(ORGANIZATION_NOT_YOURS)
      for (const slug of PORTFOLIO_COLLECTIONS) expect(await countOwned(slug), slug).toBe(before[slug])
    })
  })
}

describe('a tenant without an organization', () => {
  it('creates no portfolio document at all', async () => {
    const response = await rest('POST', '/properties', {
      token: tenant.token,
      json: { address: { line1: '3 Cedar Lane', city: 'Reno', state: 'NV', postalCode: '89501' } },
    })
    expect(response.status).toBe(403)
    expect(errorMessage(response.body)).toBe(NO_ORGANIZATION)
  })
})

describe("a second landlord cannot link the owner's documents from its own", () => {
  /**
   * Each case names the owner's document; the same request naming a missing id must get
   * the same answer (no way to tell that the owner's id exists), and neither is saved.
   */
  type LinkCase = { label: string; method: 'POST' | 'PATCH'; path: () => string; json: (id: number) => Record<string, unknown>; target: Slug; errorPath: string }
  const cases: LinkCase[] = [
    { label: 'a new unit on their property', method: 'POST', path: () => '/units', json: (id) => ({ property: id, name: 'Sneaky' }), target: 'properties', errorPath: 'property' },
    { label: 'their property on an own unit', method: 'PATCH', path: () => `/units/${theirs.units}`, json: (id) => ({ property: id }), target: 'properties', errorPath: 'property' },
    { label: 'a new lease on their unit', method: 'POST', path: () => '/leases', json: (id) => ({ unit: id, rent: 100_000 }), target: 'units', errorPath: 'unit' },
    {
      label: 'their unit with an own property on a new lease',
      method: 'POST',
      path: () => '/leases',
      json: (id) => ({ unit: id, property: theirs.properties, rent: 100_000 }),
      target: 'units',
      errorPath: 'unit',
    },
    { label: 'their unit on an own lease', method: 'PATCH', path: () => `/leases/${theirs.leases}`, json: (id) => ({ unit: id }), target: 'units', errorPath: 'unit' },
    {
      label: 'their contact as a tenant of a new lease',
      method: 'POST',
      path: () => '/leases',
      json: (id) => ({ unit: theirs.units, rent: 100_000, contacts: [theirs.contacts, id] }),
      target: 'contacts',
      errorPath: 'contacts',
    },
    { label: 'their contact on an own lease', method: 'PATCH', path: () => `/leases/${theirs.leases}`, json: (id) => ({ contacts: [id] }), target: 'contacts', errorPath: 'contacts' },
    {
      label: 'their image on a new property',
      method: 'POST',
      path: () => '/properties',
      json: (id) => ({ image: id, address: { line1: '5 Aspen Court', city: 'Boise', state: 'ID', postalCode: '83702' } }),
      target: 'images',
      errorPath: 'image',
    },
    { label: 'their image on an own unit', method: 'PATCH', path: () => `/units/${theirs.units}`, json: (id) => ({ image: id }), target: 'images', errorPath: 'image' },
    {
      label: 'their image among marketing images',
      method: 'PATCH',
      path: () => `/units/${theirs.units}`,
      json: (id) => ({ marketing: { images: [theirs.images, id] } }),
      target: 'images',
      errorPath: 'marketing.images',
    },
    { label: 'a note on their property', method: 'POST', path: () => '/notes', json: (id) => ({ body: 'Sneaky', property: id }), target: 'properties', errorPath: 'property' },
    { label: 'a note on their unit', method: 'POST', path: () => '/notes', json: (id) => ({ body: 'Sneaky', unit: id }), target: 'units', errorPath: 'unit' },
    { label: 'a note on their lease', method: 'POST', path: () => '/notes', json: (id) => ({ body: 'Sneaky', lease: id }), target: 'leases', errorPath: 'lease' },
    { label: 'their lease on an own note', method: 'PATCH', path: () => `/notes/${theirs.notes}`, json: (id) => ({ lease: id }), target: 'leases', errorPath: 'lease' },
  ]

  for (const linkCase of cases) {
    it(`${linkCase.label}: ${RELATION_NOT_FOUND}, exactly as for a missing id; nothing saved`, async () => {
      const payload = await testPayload()
      const countAll = async () =>
        Object.fromEntries(
          await Promise.all(PORTFOLIO_COLLECTIONS.map(async (slug) => [slug, (await payload.count({ collection: slug, trash: true, overrideAccess: true })).totalDocs])),
        )
      const before = await countAll()
      const ownDocuments = await Promise.all(PORTFOLIO_COLLECTIONS.map((slug) => readDirectly(slug, theirs[slug])))

      const existing = await rest(linkCase.method, linkCase.path(), { token: foreign.token, json: linkCase.json(mine[linkCase.target]) })
      const missing = await rest(linkCase.method, linkCase.path(), { token: foreign.token, json: linkCase.json(MISSING_ID) })
      expect(existing.status, JSON.stringify(existing.body)).toBe(400)
      const fieldErrors = existing.body.errors?.[0]?.data?.errors ?? []
      expect(fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ path: linkCase.errorPath, message: RELATION_NOT_FOUND })]))
      // Error bodies never echo the linked id: the two answers must be identical.
      expect(existing.body).toEqual(missing.body)

      expect(await countAll()).toEqual(before)
      expect(await Promise.all(PORTFOLIO_COLLECTIONS.map((slug) => readDirectly(slug, theirs[slug])))).toEqual(ownDocuments)
    })
  }
})

describe('the trash', () => {
  /** Documents of the owner moved to the trash for this block. */
  let trashed: Partial<Record<Slug, number>>

  beforeAll(async () => {
    const payload = await testPayload()
    const organization = owner.organization.id
    const property = await createProperty(payload, { organization, nickname: 'Owner Annex', address: { line1: '40 Owner Annex Way', city: 'Tulsa', state: 'OK', postalCode: '74103' } })
    const unit = await createUnit(payload, { property: property.id, name: 'Annex A' })
    const contact = await createContact(payload, { organization, firstName: 'Owner', lastName: 'Former' })
    const lease = await createLease(payload, { unit: mine.units, rent: 90_000, status: 'past', nickname: 'Owner old lease' })
    const note = await createNote(payload, { organization, body: 'Owner note to trash', unit: mine.units })
    trashed = { properties: property.id, units: unit.id, contacts: contact.id, leases: lease.id, notes: note.id }
    const deletedAt = new Date().toISOString()
    for (const slug of ['properties', 'contacts', 'leases', 'notes'] as const) {
      const response = await rest('PATCH', `/${slug}/${trashed[slug]}`, { token: owner.token, json: { deletedAt } })
      expect(response.status, `${slug}: ${JSON.stringify(response.body)}`).toBe(200)
    }
    // The unit went to the trash with its property.
    expect((await readDirectly('units', unit.id))?.deletedAt).toBeTruthy()
  })

  const trashedSlugs = ['properties', 'units', 'leases', 'contacts', 'notes'] as const

  it('trashed documents disappear from the owner’s lists and by id, and show in its trash', async () => {
    for (const slug of trashedSlugs) {
      const id = trashed[slug]!
      expect((await rest('GET', `/${slug}/${id}`, { token: owner.token })).status, slug).toBe(404)
      expect(idsOf(await rest('GET', `/${slug}`, { token: owner.token, query: { limit: 100 } }))).not.toContain(id)
      const inTrash = await rest('GET', `/${slug}`, { token: owner.token, query: { trash: true, where: { deletedAt: { exists: true } }, limit: 100 } })
      expect(idsOf(inTrash), slug).toContain(id)
    }
  })

  for (const outsider of ['a second landlord', 'a tenant'] as const) {
    it(`${outsider} neither sees, restores nor purges the owner's trash`, async () => {
      const caller = outsider === 'a tenant' ? tenant : foreign
      for (const slug of trashedSlugs) {
        const id = trashed[slug]!
        const inTrash = await rest('GET', `/${slug}`, { token: caller.token, query: { trash: true, where: { deletedAt: { exists: true } }, limit: 100 } })
        expect(idsOf(inTrash), slug).not.toContain(id)
        for (const [method, json] of [['GET'], ['PATCH', { deletedAt: null }], ['DELETE']] as const) {
          const existing = await rest(method, `/${slug}/${id}`, { token: caller.token, json, query: { trash: true } })
          const missing = await rest(method, `/${slug}/${MISSING_ID}`, { token: caller.token, json, query: { trash: true } })
          expect(existing.status, `${method} ${slug}`).toBe(404)
          expect(existing.body).toEqual(missing.body)
        }
        const restoreAll = await rest('PATCH', `/${slug}`, { token: caller.token, query: { trash: true, where: { id: { in: [id] } } }, json: { deletedAt: null } })
        expect(idsOf(restoreAll)).not.toContain(id)
        const doc = await readDirectly(slug, id)
        expect(doc, `${slug} still exists`).toBeTruthy()
        expect(doc?.deletedAt, `${slug} still in the trash`).toBeTruthy()
      }
    })
  }

  it('a permanent DELETE of a document that is not in the trash is refused', async () => {
    for (const slug of trashedSlugs) {
      const response = await rest('DELETE', `/${slug}/${mine[slug]}`, { token: owner.token })
      expect(response.status, `${slug}: ${JSON.stringify(response.body)}`).toBe(409)
      expect(errorMessage(response.body)).toBe(DELETE_FROM_TRASH_ONLY)
      expect(await readDirectly(slug, mine[slug])).toBeTruthy()
    }
  })

  it('the owner restores what it trashed', async () => {
    for (const slug of ['contacts', 'leases', 'notes', 'properties'] as const) {
      const response = await rest('PATCH', `/${slug}/${trashed[slug]}`, { token: owner.token, query: { trash: true }, json: { deletedAt: null } })
      expect(response.status, `${slug}: ${JSON.stringify(response.body)}`).toBe(200)
      expect((await rest('GET', `/${slug}/${trashed[slug]}`, { token: owner.token })).status).toBe(200)
    }
    // Restoring the property brought its unit back.
    expect((await rest('GET', `/units/${trashed.units}`, { token: owner.token })).status).toBe(200)
  })

  it('and deletes for good only from the trash', async () => {
    const note = trashed.notes!
    expect((await rest('PATCH', `/notes/${note}`, { token: owner.token, json: { deletedAt: new Date().toISOString() } })).status).toBe(200)
    const purge = await rest('DELETE', `/notes/${note}`, { token: owner.token, query: { trash: true } })
    expect(purge.status, JSON.stringify(purge.body)).toBe(200)
    expect(await readDirectly('notes', note)).toBeNull()
  })
})

describe('access rules of the portfolio collections', () => {
  it('each defines read, create, update and delete itself, and the documents that carry a history go to the trash', async () => {
    const payload = await testPayload()
    for (const slug of PORTFOLIO_COLLECTIONS) {
      const collection = payload.config.collections.find((candidate) => candidate.slug === slug)
      expect(collection, slug).toBeDefined()
      for (const operation of ['read', 'create', 'update', 'delete'] as const) {
        const access = collection!.access[operation]
        expect(access, `${slug}.${operation}`).toBeTypeOf('function')
        expect(access.name, `${slug}.${operation} is Payload's default`).not.toBe('defaultAccess')
      }
      expect(collection!.flattenedFields.find((field) => field.name === 'organization'), `${slug}.organization`).toBeDefined()
      if (slug !== 'images') expect(Boolean(collection!.trash), `${slug} has the trash`).toBe(true)
    }
  })
})
