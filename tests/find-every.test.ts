import { beforeAll, describe, expect, it } from 'vitest'
import { collectionClient, MAX_PAGE_SIZE, observeApiCalls } from '~/utils/api.server'
import { createNote, createProperty } from '@api/seed/factories'
import { testPayload } from './support/payload'
import { signedInLandlord } from './support/users'

/**
 * The REST client's `findEvery`: every document of a collection, in pages of the API's cap
 * (MAX_PAGE_SIZE) — the first page, then the others — never one oversized `limit`; and
 * fetch-all (`findAll`, product-spec §9) still reads 10 per page. `findPage`: a list's page
 * without a count of every row (ADR 037).
 */
const NOTES = 150

let token: string
let property: number

beforeAll(async () => {
  const landlord = await signedInLandlord('find-every')
  token = landlord.token
  const payload = await testPayload()
  const organization = landlord.organization.id
  property = (await createProperty(payload, { organization, address: { line1: '1 Paging Road', city: 'Austin', state: 'TX', postalCode: '78701' } })).id
  for (let start = 0; start < NOTES; start += 25) {
    await Promise.all(Array.from({ length: 25 }, (_, offset) => createNote(payload, { organization, property, body: `Note ${start + offset}` })))
  }
}, 120_000)

const limitsOf = (calls: Array<{ query: string }>) => calls.map((call) => new URLSearchParams(call.query).get('limit'))

describe('findEvery', () => {
  it('returns every document, in pages of the API cap', async () => {
    const client = collectionClient(token)
    const { result, calls } = await observeApiCalls(() => client.findEvery('notes', { where: { property: { equals: property } }, depth: 0, select: { body: true } }))
    expect(result).toHaveLength(NOTES)
    expect(new Set(result.map((note) => note.id)).size).toBe(NOTES)
    expect(calls).toHaveLength(Math.ceil(NOTES / MAX_PAGE_SIZE))
    expect(limitsOf(calls)).toEqual(calls.map(() => String(MAX_PAGE_SIZE)))
  })

  it('makes one call when everything fits a page', async () => {
    const { result, calls } = await observeApiCalls(() => collectionClient(token).findEvery('properties', { depth: 0 }))
    expect(result.map((doc) => doc.id)).toEqual([property])
    expect(calls).toHaveLength(1)
  })

  it('fetch-all reads 10 per page (product-spec §9) and finds the same documents', async () => {
    const client = collectionClient(token)
    const args = { where: { property: { equals: property } }, depth: 0, select: { body: true } }
    const { result, calls } = await observeApiCalls(() => client.findAll('notes', args))
    expect(calls).toHaveLength(NOTES / 10)
    expect(limitsOf(calls).every((limit) => limit === '10')).toBe(true)
    const every = await client.findEvery('notes', args)
    expect(result.map((note) => note.id).sort()).toEqual(every.map((note) => note.id).sort())
  })
})

describe('findPage', () => {
  const notesOf = (extra: object = {}) => ({ where: { property: { equals: property }, ...extra }, sort: 'id', depth: 0, select: { body: true } })

  it('reads any page in one unpaginated call (no count): the API says whether a next page exists', async () => {
    const client = collectionClient(token)
    for (const page of [1, 2, 7]) {
      const { result, calls } = await observeApiCalls(() => client.findPage('notes', { ...notesOf(), page, limit: 10 }))
      expect(result.docs).toHaveLength(10)
      expect(result).toMatchObject({ page, hasNextPage: true })
      expect(result).not.toHaveProperty('lastPage')
      expect(calls).toHaveLength(1)
      const query = new URLSearchParams(calls[0]!.query)
      expect([query.get('limit'), query.get('page'), query.get('pagination')]).toEqual(['10', String(page), 'false'])
    }
  })

  it('a later page holds the rows after the pages before it, exactly', async () => {
    const client = collectionClient(token)
    const every = await client.findEvery('notes', notesOf())
    // Page sizes whose page + 1 rows would not land on the page under Payload's own offset ((page − 1) × limit).
    for (const [page, limit] of [[2, 10], [3, 7], [5, 25]] as const) {
      const result = await client.findPage('notes', { ...notesOf(), page, limit })
      expect(result.docs.map((note) => note.id)).toEqual(every.slice((page - 1) * limit, page * limit).map((note) => note.id))
      expect(result.hasNextPage).toBe(page * limit < NOTES)
    }
  })

  it('has no next page when the rows exactly fill the first page, or when there are none', async () => {
    const client = collectionClient(token)
    const bodies = Array.from({ length: 10 }, (_, index) => `Note ${index}`)
    const full = await client.findPage('notes', { ...notesOf({ body: { in: bodies } }), page: 1, limit: 10 })
    expect(full.docs.map((note) => note.body).sort()).toEqual([...bodies].sort())
    expect(full.hasNextPage).toBe(false)
    const none = await client.findPage('notes', { ...notesOf({ body: { equals: 'No such note' } }), page: 1, limit: 10 })
    expect(none).toEqual({ docs: [], page: 1, hasNextPage: false })
  })

  it('pages through every row once, in order; the last full page has no next; past the end names the last page', async () => {
    const client = collectionClient(token)
    const every = await client.findEvery('notes', notesOf())
    const pages = []
    for (let page = 1; page <= NOTES / 10; page++) pages.push(await client.findPage('notes', { ...notesOf(), page, limit: 10 }))
    expect(pages.flatMap((page) => page.docs.map((note) => note.id))).toEqual(every.map((note) => note.id))
    expect(pages.map((page) => page.hasNextPage)).toEqual(pages.map((_, index) => index < pages.length - 1))
    const past = await client.findPage('notes', { ...notesOf(), page: NOTES / 10 + 1, limit: 10 })
    expect(past).toMatchObject({ docs: [], hasNextPage: false, lastPage: NOTES / 10 })
    const pastNothing = await client.findPage('notes', { ...notesOf({ body: { equals: 'No such note' } }), page: 3, limit: 10 })
    expect(pastNothing.lastPage).toBe(1)
    // A last page that is not full: 150 rows in pages of 40, the fourth holds 30.
    const last = await client.findPage('notes', { ...notesOf(), page: 4, limit: 40 })
    expect(last).toMatchObject({ page: 4, hasNextPage: false })
    expect(last.docs.map((note) => note.id)).toEqual(every.slice(120).map((note) => note.id))
    const pastPartial = await client.findPage('notes', { ...notesOf(), page: 6, limit: 40 })
    expect(pastPartial.lastPage).toBe(4)
  })
})

describe('updateMany', () => {
  it('changes every document, in calls of at most the API cap of ids', async () => {
    const client = collectionClient(token)
    const ids = (await client.findEvery('notes', { where: { property: { equals: property } }, depth: 0, select: { id: true } })).map((note) => note.id)
    const { result, calls } = await observeApiCalls(() => client.updateMany('notes', ids, { body: 'Changed together' }))
    expect(result.docs).toHaveLength(NOTES)
    expect(calls).toHaveLength(Math.ceil(NOTES / MAX_PAGE_SIZE))
    for (const call of calls) expect(call.method).toBe('PATCH')
    const idsPerCall = calls.map((call) => [...new URLSearchParams(call.query).keys()].filter((key) => key.startsWith('where[id][in]')).length)
    expect(idsPerCall.every((count) => count <= MAX_PAGE_SIZE)).toBe(true)
    const after = await client.findEvery('notes', { where: { property: { equals: property } }, depth: 0, select: { body: true } })
    expect(after.every((note) => note.body === 'Changed together')).toBe(true)
  })
})
