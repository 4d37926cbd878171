import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_DEPTH, MAX_LIMIT, queryMessages } from '~/utils/api-query.server'
import { FEATURE_FLAG_ROLES } from '@api/collections/FeatureFlags'
import { ensureFeatureFlags } from '@api/seed/factories'
import { errorMessage, rest } from '../rest'
import { testPayload } from '../support/payload'
import { signedInLandlord } from '../support/users'
import { startTestServer, type TestServer } from './http'

/**
 * The query of every REST request is checked strictly before Payload sees it
 * (app/utils/api-query.server.ts, used by the /api route and by tests/rest.ts): a bounded
 * page (limit 1..100, no `limit[0]=`, no `limit[]=`, pagination off only with a limit), depth 0..5, page ≥ 1,
 * sort of field names, where of field paths and known operators, select of field names,
 * boolean flags as true/false. Malformed → 400 `{ errors: [{ message }] }`, never 500.
 */
let server: TestServer

beforeAll(async () => {
  const payload = await testPayload()
  // A public collection with more rows than the page asked for below: the default flags of
  // every role (as the seed makes them; other files of this worker read them).
  await ensureFeatureFlags(payload)
  expect((await payload.count({ collection: 'feature-flags', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(FEATURE_FLAG_ROLES.length)
  server = await startTestServer()
})
afterAll(() => server?.close())

async function refused(query: string, message: string | RegExp) {
  const response = await rest('GET', `/feature-flags?${query}`)
  expect(response.status, query).toBe(400)
  expect(response.body, query).toEqual({ errors: [{ message: expect.any(String) }] })
  if (typeof message === 'string') expect(errorMessage(response.body), query).toBe(message)
  else expect(errorMessage(response.body), query).toMatch(message)
}

describe('REST query validation', () => {
  it('V11.1.4 a page cannot be widened: limit as an array, empty, zero, above 100, not a whole number, or pagination=false without a limit', async () => {
    for (const query of ['limit[0]=100000', 'limit[]=', 'limit[]=100000', 'limit[a]=5', 'limit=0', `limit=${MAX_LIMIT + 1}`, 'limit=100000', 'limit=abc', 'limit=1.5', 'limit=-1', 'limit=', 'limit=1e3', 'limit=10&limit=100000']) {
      await refused(query, queryMessages.limit)
    }
    await refused('pagination=false', queryMessages.pagination)
    await refused('pagination[]=false', queryMessages.pagination)
    await refused('pagination=false&limit=0', queryMessages.limit)
    await refused(`pagination=false&limit=${MAX_LIMIT + 1}`, queryMessages.limit)
    await refused('pagination=no&limit=5', queryMessages.pagination)
    // Joins are pages too: one without a bounded limit is refused.
    await refused('joins[leases][limit]=0', queryMessages.joins)
    await refused('joins[leases][sort]=name', queryMessages.joins)
  })

  it('V11.1.4 a valid limit is honoured and the default stays bounded, for visitors too', async () => {
    const page = await rest('GET', '/feature-flags?limit=2&page=1')
    expect(page.status).toBe(200)
    expect(page.body.docs).toHaveLength(2)
    expect(page.body.totalDocs).toBeGreaterThanOrEqual(FEATURE_FLAG_ROLES.length)
    expect((await rest('GET', `/feature-flags?limit=${MAX_LIMIT}`)).status).toBe(200)
  })

  it('V11.1.4 pagination=false with a limit skips the count and still honours the limit (ADR 037)', async () => {
    const page = await rest('GET', '/feature-flags?limit=2&page=1&pagination=false')
    expect(page.status).toBe(200)
    expect(page.body.docs).toHaveLength(2)
    // No count: the totals are those of the page itself, and no next page is known.
    expect([page.body.totalDocs, page.body.totalPages, page.body.hasNextPage]).toEqual([2, 1, false])
    // peek=true: one row read past the page says a next one exists.
    const peeked = await rest('GET', '/feature-flags?limit=2&page=1&pagination=false&peek=true')
    expect(peeked.body.docs).toHaveLength(2)
    expect([peeked.body.totalDocs, peeked.body.hasNextPage, peeked.body.nextPage]).toEqual([2, true, 2])
    const last = await rest('GET', `/feature-flags?limit=${MAX_LIMIT}&page=1&pagination=false&peek=true`)
    expect(last.body.hasNextPage).toBe(false)
    await refused('pagination=false&limit=2&peek=yes', queryMessages.boolean('peek'))
  })

  it('V5.1.3 depth, page and sort take only their own shapes', async () => {
    for (const query of [`depth=${MAX_DEPTH + 1}`, 'depth[0]=1', 'depth=-1', 'depth=one', 'depth[]=']) await refused(query, queryMessages.depth)
    for (const query of ['page=0', 'page[]=1', 'page=x', 'page=-2']) await refused(query, queryMessages.page)
    for (const query of ['sort[0]=role', 'sort=role;drop', 'sort=role desc', 'sort=', 'sort=--role', `sort=${'a'.repeat(201)}`]) await refused(query, queryMessages.sort)
    for (const query of [`depth=${MAX_DEPTH}`, 'depth=0', 'page=2', 'sort=-role,createdAt', 'sort=role']) {
      expect((await rest('GET', `/feature-flags?${query}`)).status, query).toBe(200)
    }
  })

  it('V5.1.4 where is a nested object of field paths and known operators', async () => {
    await refused('where=role', queryMessages.where)
    await refused(`where=${encodeURIComponent('{"role":{"equals":"public"}}')}`, queryMessages.where)
    await refused('where[role]=public', queryMessages.whereOperator('role'))
    await refused('where[role][bogus]=public', queryMessages.whereOperator('role'))
    await refused('where[role][equals][x]=public', queryMessages.whereOperator('role'))
    await refused('where[role][equals]=pub%00lic', queryMessages.whereNul('role'))
    await refused('where[role name][equals]=public', queryMessages.whereField('role name'))
    await refused('where[role.][equals]=public', queryMessages.whereField('role.'))
    await refused('where[or]=1', queryMessages.whereList('or'))
    await refused('where[or][x][role][equals]=public', queryMessages.whereList('or'))
    await refused('where[and][0][or][0][and][0][or][0][and][0][role][equals]=public', queryMessages.whereNesting)
    await refused('where[role][exists]=maybe', queryMessages.whereOperator('role'))

    const ok = await rest('GET', '/feature-flags?where[or][0][role][equals]=public&where[or][1][role][in][0]=tenant&where[or][1][role][in][1]=landlord&where[createdAt][exists]=true')
    expect(ok.status).toBe(200)
    expect(ok.body.docs.map((doc: { role: string }) => doc.role).sort()).toEqual(['landlord', 'public', 'tenant'])
    // The web app's own client serialises where the same way.
    expect((await rest('GET', '/feature-flags', { query: { where: { and: [{ role: { not_in: ['admin'] } }, { 'features': { exists: false } }] }, limit: 10 } })).status).toBe(200)
  })

  it('V5.1.3 select, populate and the boolean flags take only their own shapes', async () => {
    await refused('select[role]=yes', queryMessages.select)
    await refused('select=role', queryMessages.select)
    await refused('select[ro-le]=true', queryMessages.select)
    await refused('populate=units', queryMessages.populate)
    await refused('draft=maybe', queryMessages.boolean('draft'))
    await refused('trash[]=true', queryMessages.boolean('trash'))
    await refused('trash=1', queryMessages.boolean('trash'))
    const selected = await rest('GET', '/feature-flags?select[role]=true&draft=false&trash=false&limit=1')
    expect(selected.status).toBe(200)
    expect(Object.keys(selected.body.docs[0]).sort()).toEqual(['id', 'role'])
  })

  it('V7.4.1 malformed input Payload would choke on answers 400, never 500', async () => {
    await refused(`data=${encodeURIComponent('{bad json')}`, queryMessages.data)
    await refused(`where=${encodeURIComponent('{bad json')}`, queryMessages.where)
    // A method override would let a POST body become the query of a GET, past these checks.
    const { token } = await signedInLandlord('override')
    const override = await rest('POST', '/feature-flags', { token, headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(override.status).toBe(400)
    expect(errorMessage(override.body)).toBe(queryMessages.methodOverride)
  })

  it('V11.1.4 the real /api route refuses the same queries over HTTP, signed in or not', async () => {
    const { token } = await signedInLandlord('http-query')
    for (const headers of [{}, { Authorization: `JWT ${token}` }] as Array<Record<string, string>>) {
      const bypass = await fetch(`${server.url}/api/feature-flags?limit[0]=100000`, { headers })
      expect(bypass.status).toBe(400)
      expect(await bypass.json()).toEqual({ errors: [{ message: queryMessages.limit }] })
      const empty = await fetch(`${server.url}/api/properties?limit[]=`, { headers })
      expect(empty.status).toBe(400)
      const ok = await fetch(`${server.url}/api/feature-flags?limit=1`, { headers })
      expect(ok.status).toBe(200)
      expect((await ok.json()).docs).toHaveLength(1)
    }
  })
})
