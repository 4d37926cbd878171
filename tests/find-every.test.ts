import { beforeAll, describe, expect, it } from 'vitest'
import { collectionClient, MAX_PAGE_SIZE, observeApiCalls } from '~/utils/api.server'
import { createNote, createProperty } from '@api/seed/factories'
import { testPayload } from './support/payload'
import { signedInLandlord } from './support/users'

/**
 * The REST client's `findEvery`: every document of a collection, in pages of the API's cap
 * (MAX_PAGE_SIZE) — the first page, then the others — never one oversized `limit`; and
 * fetch-all (`findAll`, product-spec §9) still reads 10 per page.
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
