import { createClient, type Client } from '@libsql/client'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ourMessages } from '@common/messages'
import { loader as privateLayoutLoader } from '~/routes/app/private/_layout'
import { action as sessionRefreshAction } from '~/routes/app/session.refresh'
import { refreshToken } from '~/utils/auth.server'
import { errorMessage, rest } from '../rest'
import { testDatabase } from '../support/environment'
import { testPayload } from '../support/payload'
import { account, requestContext, type Account } from '../support/routes'
import { GOOD_PASSWORD, signedInLandlord } from '../support/users'

/**
 * The database gone (PostgreSQL refusing connections) or locked (SQLite held exclusively by
 * another connection): the REST API answers 503 with a message to try again, never a 500;
 * the web app answers 503 and keeps the session — never "signed out", never a redirect to
 * the login page. Both for real: the worker's own database is made unreachable, then back.
 */
let landlord: Account
let userId: number
let landlordEmail: string
let restore: (() => Promise<void>) | null = null

beforeAll(async () => {
  const signedIn = await signedInLandlord('unavailable')
  landlord = account(signedIn)
  userId = signedIn.user.id
  landlordEmail = signedIn.user.email
})

afterEach(async () => {
  await restore?.()
  restore = null
})

/** Reads fail too (PostgreSQL refusing connections); SQLite locked for writes only. */
const readsFail = testDatabase.kind === 'postgres'

/** Makes the worker's database unreachable (PostgreSQL) or locked (SQLite) until `restore` runs. */
async function takeDatabaseAway() {
  await testPayload()
  if (testDatabase.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: testDatabase.adminUrl })
    await admin.connect()
    const name = testDatabase.name!
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`)
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
    restore = async () => {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
      await admin.end()
    }
    return
  }
  // Another connection (another process, say) holds the write lock: nobody else writes until it
  // lets go (WAL readers still read). Each write waits out the busy timeout, then fails.
  const holder: Client = createClient({ url: testDatabase.url })
  await holder.execute('BEGIN IMMEDIATE')
  await holder.execute('CREATE TABLE IF NOT EXISTS lock_probe (x INTEGER)')
  restore = async () => {
    await holder.execute('ROLLBACK')
    holder.close()
  }
}

async function waitUntilAvailable() {
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await rest('GET', '/health')).status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the database did not come back')
}

describe('database unavailable', () => {
  it('V7.4.2 the REST API answers 503 with a message to try again, never a 500, then recovers', async () => {
    expect((await rest('GET', '/health')).status).toBe(200)
    await takeDatabaseAway()
    const write = await rest('POST', '/properties', { token: landlord.token, json: { nickname: 'Locked', address: { line1: '7 Elm Street', city: 'Austin', state: 'TX', postalCode: '78702' } } })
    // Without a database the token cannot be checked either: 503 all the same, never "not allowed".
    expect(write.status).toBe(503)
    expect(errorMessage(write.body)).toBe(ourMessages.serviceUnavailable)
    // Signing in records a session: a write.
    const login = await rest('POST', '/users/login', { json: { email: landlordEmail, password: GOOD_PASSWORD } })
    expect(login.status).toBe(503)
    expect(errorMessage(login.body)).toBe(ourMessages.serviceUnavailable)
    if (readsFail) {
      const health = await rest('GET', '/health')
      expect(health.status).toBe(503)
      expect(errorMessage(health.body)).toBe(ourMessages.serviceUnavailable)
      const read = await rest('GET', '/feature-flags?limit=1')
      expect(read.status).toBe(503)
      expect(errorMessage(read.body)).toBe(ourMessages.serviceUnavailable)
    }

    await restore!()
    restore = null
    await waitUntilAvailable()
    expect((await rest('GET', '/feature-flags?limit=1')).status).toBe(200)
    const after = await rest('PATCH', `/users/${userId}`, { token: landlord.token, json: { firstName: 'Back' } })
    expect(after.status).toBe(200)
  })

  it('V7.4.2 a signed-in page answers 503 and keeps the session: not signed out, no redirect to the login page', async () => {
    const url = 'http://localhost:3000/app/landlord'
    const before = await requestContext(url, landlord)
    const ok = await privateLayoutLoader({ request: new Request(url), context: before.context, params: {} } as never)
    expect(ok).toBeTruthy()

    await takeDatabaseAway()
    const { context, auth } = await requestContext(url, landlord)
    let outcome: unknown
    try {
      outcome = await privateLayoutLoader({ request: new Request(url), context, params: {} } as never)
    } catch (thrown) {
      outcome = thrown
    }
    const status = outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } | null }).init?.status ?? 200)
    expect(outcome instanceof Response ? outcome.headers.get('Location') : null).toBeNull()
    if (readsFail) {
      expect(status).toBe(503)
      expect((outcome as { data?: { message?: string } }).data?.message).toBe(ourMessages.serviceUnavailable)
    } else {
      // SQLite's readers read past a writer's lock: the page itself still answers.
      expect(status).toBe(200)
    }
    expect(auth.token).toBe(landlord.token)
    expect(auth.session.get('token')).toBe(landlord.token)
    expect(auth.dirty).toBe(false)
  })

  it('V7.4.2 a token refresh that cannot reach the database keeps the session', async () => {
    await takeDatabaseAway()
    const { auth } = await requestContext('http://localhost:3000/app/landlord', landlord)
    expect(await refreshToken(auth)).toBe(false)
    expect(auth.token).toBe(landlord.token)
    expect(auth.session.get('token')).toBe(landlord.token)
  })

  it('V7.4.2 the browser\'s refresh call answers 503 (try again later), not 401 (signed out)', async () => {
    await takeDatabaseAway()
    const { context, auth } = await requestContext('http://localhost:3000/app/session/refresh', landlord)
    const response = (await sessionRefreshAction({ request: new Request('http://localhost:3000/app/session/refresh', { method: 'POST' }), context, params: {} } as never)) as Response
    expect(response.status).toBe(503)
    expect(auth.session.get('token')).toBe(landlord.token)
  })
})
