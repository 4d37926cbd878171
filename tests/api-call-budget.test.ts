import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loader as rootLoader } from '~/root'
import { loader as shellLoader } from '~/routes/app/private/_layout'
import { loader as landlordAreaLoader } from '~/routes/app/landlord/_layout'
import { loader as propertiesLoader } from '~/routes/app/landlord/_index'
import { loader as transactionsLoader } from '~/routes/app/landlord/transactions'
import { observeApiCalls, type ObservedApiCall } from '~/utils/api.server'
import { authContext, type Auth } from '~/utils/auth.server'
import { clearFeatureFlagCache, loadFeatureFlags } from '~/utils/feature-flags.server'
import { getSession } from '~/utils/session.server'
import { createInvoice, createLease, createProperty, createUnit } from '@api/seed/factories'
import { US_STATES } from '@common/address'
import { testPayload } from './support/payload'
import { signedInLandlord } from './support/users'

/**
 * With 1,000 properties the list stays paginated — a page and whether another follows, never
 * a count of every property (ADR 037) — the properties
 * page's own loader makes at most 2 API calls, the shell's layout loader at most 4, and
 * no call (method, path and query) repeats within one request. The real loaders run
 * against the real REST API; every call they make goes through the one REST client,
 * which `observeApiCalls` watches.
 */
const PROPERTIES = 1_000
const PAGE_SIZE = 10
const BUDGET = { propertiesPage: 2, shell: 4 }
// Per request, with the feature flags cached (they are read once a minute): user, unread count, setup progress.
const SHELL_WARM = 3

let token: string
let exp: number

beforeAll(async () => {
  const landlord = await signedInLandlord('budget')
  token = landlord.token
  exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).exp
  const payload = await testPayload()
  const organization = landlord.organization.id
  // The Local API, a few at a time: about 1,000 real documents (hooks and validation included) in seconds.
  for (let start = 0; start < PROPERTIES; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, PROPERTIES - start) }, (_, offset) => {
        const n = start + offset
        const [state] = US_STATES[n % US_STATES.length]!
        return createProperty(payload, {
          organization,
          nickname: `Budget ${String(n).padStart(4, '0')}`,
          address: { line1: `${100 + n} Main Street`, city: 'Springfield', state, postalCode: String(10_000 + n).padStart(5, '0') },
        })
      }),
    )
  }
}, 180_000)

/** The context a request gets from the root middleware (authMiddleware), signed in as the landlord. */
async function requestContext(url: string, sessionData: { setupComplete?: boolean } = {}) {
  const session = await getSession(new Request(url))
  session.set('token', token)
  session.set('exp', exp)
  session.set('internalRole', 'landlord')
  if (sessionData.setupComplete) session.set('setupComplete', true)
  const auth: Auth = { session, url: new URL(url), token, exp, internalRole: 'landlord', dirty: false }
  const context = new RouterContextProvider()
  context.set(authContext, auth)
  return context
}

type LoaderArgs = { request: Request; context: RouterContextProvider; params: Record<string, string> }
type AnyLoader = (args: never) => Promise<unknown>
const call = (loader: AnyLoader, args: LoaderArgs) => (loader as unknown as (args: LoaderArgs) => Promise<unknown>)(args)

/** The loaders of one document request to `url`, started in route order and run in parallel, as React Router does. */
async function documentRequest(url: string) {
  const args = { request: new Request(url), context: await requestContext(url), params: {} }
  const { result, calls } = await observeApiCalls(async () => {
    const [root, shell, area, page] = await Promise.all([
      observeApiCalls(() => call(rootLoader, args)),
      observeApiCalls(() => call(shellLoader, args)),
      observeApiCalls(() => call(landlordAreaLoader, args)),
      observeApiCalls(() => call(propertiesLoader, args)),
    ])
    return { root, shell, area, page }
  })
  return { ...result, calls }
}

/** One loader alone, in a request of its own (its calls include the user lookup of its guard). */
async function alone(loader: AnyLoader, url: string, sessionData: { setupComplete?: boolean } = {}) {
  const context = await requestContext(url, sessionData)
  const args = { request: new Request(url), context, params: {} }
  return { ...(await observeApiCalls(() => call(loader, args))), auth: context.get(authContext) }
}

const describeCall = ({ method, path, query }: ObservedApiCall) => `${method} ${path}${decodeURIComponent(query)}`

function expectNoRepeatedCall(calls: ObservedApiCall[]) {
  const seen = calls.map(describeCall)
  const repeated = seen.filter((call, index) => seen.indexOf(call) !== index)
  expect(repeated, `calls made twice in one request:\n${seen.join('\n')}`).toEqual([])
}

type PropertiesPage = { properties: unknown[]; hasNextPage: boolean; page: number }

/** A list call's limit and pagination: every page is unpaginated, no count (the API reads one row more, ADR 037). */
const pagingOf = (call: ObservedApiCall) => {
  const query = new URLSearchParams(call.query)
  return { limit: query.get('limit'), pagination: query.get('pagination') }
}
const LIST_PAGE = { limit: String(PAGE_SIZE), pagination: 'false' }

describe(`the properties page with ${PROPERTIES} properties`, () => {
  it('loaders that start together on a cold cache ask for the feature flags once', async () => {
    clearFeatureFlagCache()
    const { result, calls } = await observeApiCalls(() => Promise.all([loadFeatureFlags(), loadFeatureFlags()]))
    expect(calls.filter((observed) => observed.path === '/api/feature-flags')).toHaveLength(1)
    expect(result[0]).toBe(result[1])
  })

  it('a first request (cold caches): root, shell, landlord area and list loaders within budget, no call twice', async () => {
    clearFeatureFlagCache()
    const request = await documentRequest('http://localhost:3000/app/landlord')
    const page = request.page.result as PropertiesPage
    expect(page.properties).toHaveLength(PAGE_SIZE)
    expect(page).toMatchObject({ page: 1, hasNextPage: true })
    expect(page).not.toHaveProperty('totalDocs')
    expect(request.page.calls.length, request.page.calls.map(describeCall).join('\n')).toBeLessThanOrEqual(BUDGET.propertiesPage)
    expect(request.shell.calls.length, request.shell.calls.map(describeCall).join('\n')).toBeLessThanOrEqual(BUDGET.shell)
    expectNoRepeatedCall(request.calls)
    // The properties come from one call: a page of 10, no count, never the whole portfolio.
    const listCalls = request.calls.filter((observed) => observed.method === 'GET' && observed.path === '/api/properties')
    expect(listCalls.map(pagingOf)).toEqual([LIST_PAGE])
  })

  it('a later request (warm caches), on page 7 and with a search: same budgets, still paginated', async () => {
    for (const url of ['http://localhost:3000/app/landlord?page=7', 'http://localhost:3000/app/landlord?q=Main%20Street&sort=-nickname']) {
      const request = await documentRequest(url)
      const page = request.page.result as PropertiesPage
      expect(page.properties, url).toHaveLength(PAGE_SIZE)
      expect(page.hasNextPage, url).toBe(true)
      expect(request.page.calls.length, url).toBeLessThanOrEqual(BUDGET.propertiesPage)
      expect(request.shell.calls.length, url).toBeLessThanOrEqual(SHELL_WARM)
      expectNoRepeatedCall(request.calls)
    }
  })

  it("each loader alone, its guard's user lookup included: properties ≤ 2 calls, shell ≤ 4", async () => {
    clearFeatureFlagCache()
    const shell = await alone(shellLoader, 'http://localhost:3000/app/landlord')
    expect(shell.calls.length, shell.calls.map(describeCall).join('\n')).toBeLessThanOrEqual(BUDGET.shell)
    expectNoRepeatedCall(shell.calls)
    const page = await alone(propertiesLoader, 'http://localhost:3000/app/landlord?page=100')
    expect(page.calls.length, page.calls.map(describeCall).join('\n')).toBeLessThanOrEqual(BUDGET.propertiesPage)
    expect((page.result as PropertiesPage).properties).toHaveLength(PAGE_SIZE)
    expect(page.result).toMatchObject({ page: PROPERTIES / PAGE_SIZE, hasNextPage: false })
    // One page past the end goes to the last one.
    const past = await alone(propertiesLoader, `http://localhost:3000/app/landlord?page=${PROPERTIES / PAGE_SIZE + 1}`).catch((thrown: unknown) => thrown)
    expect(past).toBeInstanceOf(Response)
    expect([(past as Response).status, (past as Response).headers.get('Location')]).toEqual([302, `/app/landlord?page=${PROPERTIES / PAGE_SIZE}`])
  })
})

describe('the shell', () => {
  it('reads the user at depth 1 and, with feature flags cached, makes 3 calls while setup is incomplete', async () => {
    clearFeatureFlagCache()
    await alone(shellLoader, 'http://localhost:3000/app/landlord')
    const shell = await alone(shellLoader, 'http://localhost:3000/app/landlord')
    const described = shell.calls.map(describeCall)
    expect(described.filter((line) => line.startsWith('GET /api/users/me')), described.join('\n')).toEqual(['GET /api/users/me?depth=1'])
    expect(described.some((line) => line.includes('/setup-progress')), described.join('\n')).toBe(true)
    expect(shell.calls.length, described.join('\n')).toBeLessThanOrEqual(SHELL_WARM)
    // Setup is not complete here: the session does not remember it as complete.
    expect(shell.auth.session.get('setupComplete')).toBeUndefined()
  })

  it('asks no setup progress once the session has seen setup complete: 2 calls (user, unread count)', async () => {
    await alone(shellLoader, 'http://localhost:3000/app/landlord')
    const shell = await alone(shellLoader, 'http://localhost:3000/app/landlord', { setupComplete: true })
    const described = shell.calls.map(describeCall)
    expect(described.some((line) => line.includes('/setup-progress')), described.join('\n')).toBe(false)
    expect(shell.calls.length, described.join('\n')).toBeLessThanOrEqual(2)
    expect((shell.result as { setupBanner: unknown }).setupBanner).toBeNull()
  })
})

describe('the transactions page', () => {
  it('makes at most 3 API calls (user, a page of invoices, the totals), none twice, a page of 10', async () => {
    const payload = await testPayload()
    const organization = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).id as number
    const { docs } = await payload.find({ collection: 'organizations', where: { owner: { equals: organization } }, limit: 1, depth: 0, overrideAccess: true })
    const property = await createProperty(payload, { organization: docs[0]!.id })
    const lease = await createLease(payload, { unit: (await createUnit(payload, { property: property.id, name: 'A' })).id, rent: 100_000, status: 'active' })
    for (let n = 0; n < 25; n++) {
      const data = { lease: lease.id, dueDate: new Date(Date.now() + n * 86_400_000).toISOString(), category: 'rent' as const, paymentMethods: ['zelle' as const], items: [{ name: 'Rent', description: `#${n}`, amount: 1_000, quantity: 1 }] }
      await createInvoice(payload, data, { trustedMethods: true })
    }
    for (const url of ['http://localhost:3000/app/landlord/transactions', 'http://localhost:3000/app/landlord/transactions?status=open&page=2']) {
      const page = await alone(transactionsLoader, url)
      expect(page.calls.length, page.calls.map(describeCall).join('\n')).toBeLessThanOrEqual(3)
      expectNoRepeatedCall(page.calls)
      expect((page.result as { rows: unknown[] }).rows).toHaveLength(PAGE_SIZE)
      expect((page.result as { hasNextPage: boolean }).hasNextPage).toBe(true)
      // One statement for the page and its labels (ADR 045), a page of 10.
      const listCall = page.calls.find((observed) => observed.method === 'GET' && observed.path === '/api/invoices/rows')
      expect(new URLSearchParams(listCall!.query).get('limit')).toBe(String(PAGE_SIZE))
    }
  })
})
