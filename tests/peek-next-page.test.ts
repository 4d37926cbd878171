import type { Payload, Where } from 'payload'
import { createLocalReq, commitTransaction, initTransaction } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectionClient } from '~/utils/api.server'
import { createNote, createProperty } from '@api/seed/factories'
import { PEEK_CONTEXT } from '@api/utilities/peekNextPage'
import { testPayload } from './support/payload'
import { recordSql } from './support/sql'
import { signedInLandlord } from './support/users'

/**
 * Later pages of a list without a count (ADR 037, api/utilities/peekNextPage.ts): an
 * unpaginated find with a limit reads one row more at the page's own offset. The rows of any
 * page are those of Payload's paginated find, the access rules still apply (they are in the
 * where: another organization's rows never appear on a later page), and a where across a
 * relationship (findMany selects the page's ids first, with a join) lands on the same rows.
 * Only a find that asks (`findPage`'s `peek=true`, the Local API's context) reads the row
 * more: any other unpaginated find with a limit reads its limit.
 */
const PER_ORGANIZATION = 25

let payload: Payload
let owner: Awaited<ReturnType<typeof signedInLandlord>>
let other: Awaited<ReturnType<typeof signedInLandlord>>
const mine = { properties: [] as number[], austinNotes: [] as number[] }

beforeAll(async () => {
  payload = await testPayload()
  ;[owner, other] = await Promise.all([signedInLandlord('peek-owner'), signedInLandlord('peek-other')])
  // The two organizations' rows alternate, so that a page read without the access rule's
  // condition would mix them.
  for (let index = 0; index < PER_ORGANIZATION; index++) {
    for (const landlord of [owner, other]) {
      const city = index % 2 === 0 ? 'Austin' : 'Dallas'
      const property = await createProperty(payload, { organization: landlord.organization.id, address: { line1: `${index} Peek Street`, city, state: 'TX', postalCode: '78701' } })
      const note = await createNote(payload, { organization: landlord.organization.id, property: property.id, body: `Peek ${index}` })
      if (landlord === owner) {
        mine.properties.push(property.id)
        if (city === 'Austin') mine.austinNotes.push(note.id)
      }
    }
  }
}, 120_000)

describe('a later page without a count', () => {
  it("shows only the organization's own rows on every page, each once, in order", async () => {
    const client = collectionClient(owner.token, 'landlord')
    const pages = []
    for (let page = 1; page <= 3; page++) pages.push(await client.findPage('properties', { sort: 'id', limit: 10, page, depth: 0, select: { organization: true } }))
    expect(pages.map((page) => page.docs.length)).toEqual([10, 10, 5])
    expect(pages.map((page) => page.hasNextPage)).toEqual([true, true, false])
    for (const page of pages) for (const property of page.docs) expect(property.organization).toBe(owner.organization.id)
    expect(pages.flatMap((page) => page.docs.map((property) => property.id))).toEqual(mine.properties)
    // The other landlord's second page: none of the first landlord's rows.
    const theirs = await collectionClient(other.token, 'landlord').findPage('properties', { sort: 'id', limit: 10, page: 2, depth: 0 })
    expect(theirs.docs).toHaveLength(10)
    expect(theirs.docs.filter((property) => mine.properties.includes(property.id))).toEqual([])
  })

  it('a where across a relationship lands on the rows of the paginated find', async () => {
    const client = collectionClient(owner.token, 'landlord')
    const where: Where = { 'property.address.city': { equals: 'Austin' } }
    // 13 Austin notes of this organization (and 13 of the other one, which the access rule leaves out).
    for (const [page, limit] of [[2, 4], [3, 4], [4, 4], [2, 6]] as const) {
      const unpaged = await client.findPage('notes', { where, sort: '-id', limit, page, depth: 0 })
      const paged = await client.find('notes', { where, sort: '-id', limit, page, depth: 0 })
      expect(paged.totalDocs).toBe(mine.austinNotes.length)
      expect(unpaged.docs.map((note) => note.id)).toEqual(paged.docs.map((note) => note.id))
      expect(unpaged.hasNextPage).toBe(paged.hasNextPage)
    }
  })

  it('reads the same rows inside a transaction (the local API)', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const where: Where = { organization: { equals: owner.organization.id } }
      const context = { [PEEK_CONTEXT]: true }
      const result = await payload.find({ collection: 'properties', where, sort: 'id', limit: 7, page: 3, pagination: false, depth: 0, req, overrideAccess: true, context })
      expect(result.docs.map((property) => property.id)).toEqual(mine.properties.slice(14, 21))
      expect(result).toMatchObject({ page: 3, hasNextPage: true, nextPage: 4, hasPrevPage: true, prevPage: 2 })
      const last = await payload.find({ collection: 'properties', where, sort: 'id', limit: 7, page: 4, pagination: false, depth: 0, req, overrideAccess: true, context })
      expect(last.docs.map((property) => property.id)).toEqual(mine.properties.slice(21))
      expect(last.hasNextPage).toBe(false)
    } finally {
      await commitTransaction(req)
    }
  })

  it('a find that does not ask reads exactly its limit and says nothing of a next page', async () => {
    const where: Where = { organization: { equals: owner.organization.id } }
    const propertyRows = (statements: Awaited<ReturnType<typeof recordSql>>) =>
      statements.filter((statement) => /^\s*select\b/i.test(statement.sql) && /\bfrom\s+["`]?properties["`]?(\s|$)/i.test(statement.sql)).map((statement) => statement.rows)
    // The Local API, first and later page.
    for (const page of [1, 3]) {
      let result: Awaited<ReturnType<typeof payload.find<'properties', object>>> | undefined
      const statements = await recordSql(payload, async () => {
        result = await payload.find({ collection: 'properties', where, sort: 'id', limit: 7, page, pagination: false, depth: 0, overrideAccess: true })
      })
      expect(propertyRows(statements), `page ${page}`).toEqual([7])
      expect(result!.docs.map((property) => property.id)).toEqual(mine.properties.slice((page - 1) * 7, page * 7))
      expect(result!.hasNextPage).toBe(false)
    }
    // The REST API: the same find without peek=true, then findPage, which asks.
    const client = collectionClient(owner.token, 'landlord')
    let plain: Awaited<ReturnType<typeof client.find<'properties'>>> | undefined
    const plainStatements = await recordSql(payload, async () => {
      plain = await client.find('properties', { sort: 'id', limit: 10, page: 2, pagination: false, depth: 0 })
    })
    expect(propertyRows(plainStatements)).toEqual([10])
    expect(plain!.docs.map((property) => property.id)).toEqual(mine.properties.slice(10, 20))
    expect(plain!.hasNextPage).toBe(false)
    let peeked: Awaited<ReturnType<typeof client.findPage<'properties'>>> | undefined
    const peekStatements = await recordSql(payload, async () => {
      peeked = await client.findPage('properties', { sort: 'id', limit: 10, page: 2, depth: 0 })
    })
    expect(propertyRows(peekStatements)).toEqual([11])
    expect(peeked!.docs.map((property) => property.id)).toEqual(mine.properties.slice(10, 20))
    expect(peeked!.hasNextPage).toBe(true)
  })
})
