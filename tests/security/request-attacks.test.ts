import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as landlordLoginAction } from '~/routes/app/public/landlord.login'
import { authContext, type Auth } from '~/utils/auth.server'
import { clientIpContext, contentSecurityPolicy, securityMiddleware } from '~/utils/security.server'
import { getSession, sessionStorage, SESSION_COOKIE_NAME } from '~/utils/session.server'
import { createContact, createProperty } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { resetThrottles } from '@api/utilities/throttle'
import { rest } from '../rest'
import { mailsTo } from '../support/outbox'
import { testPayload } from '../support/payload'
import { ORIGIN, routeRequest } from '../support/routes'
import { GOOD_PASSWORD, signedInLandlord, signedInTenant, type SignedIn } from '../support/users'
import { rawRequest, startTestServer, type TestServer } from './http'

/**
 * Attacks through the request itself: SQL meta-characters in queries, the session cookie's
 * flags, open redirects after login, a forged Host in the reset e-mail, cross-site POSTs and
 * the security headers of a response.
 */

type Landlord = SignedIn<{ organization: Organization }>

let attacker: Landlord
let victim: Landlord
let server: TestServer

beforeAll(async () => {
  const payload = await testPayload()
  ;[attacker, victim] = await Promise.all([signedInLandlord('inject-attacker'), signedInLandlord('inject-victim')])
  await createProperty(payload, { organization: victim.organization.id, nickname: "Victim's O'Hara house", address: { line1: '1 Victim Road', city: 'Austin', state: 'TX', postalCode: '78701' } })
  await createContact(payload, { organization: victim.organization.id, firstName: 'Victim', lastName: "O'Hara", email: 'victim-contact@example.com', type: 'tenant' })
  await createProperty(payload, { organization: attacker.organization.id, nickname: 'Attacker house', address: { line1: '2 Attacker Road', city: 'Austin', state: 'TX', postalCode: '78701' } })
  server = await startTestServer()
})
afterAll(() => server?.close())

const PROBES = ["' OR '1'='1", "x' OR 1=1 --", '"; DROP TABLE properties; --', "') UNION SELECT hash, salt FROM users --", '%', '_', '\\', "O'Hara", '1; SELECT pg_sleep(5)', '*/ OR /*']

describe('injection probes', () => {
  it('V5.3.4 SQL meta-characters in where values answer 200 with own rows only, or 400, never 500 or another organization\'s rows', async () => {
    const fields: Array<[string, string]> = [['properties', 'nickname'], ['properties', 'address.line1'], ['contacts', 'lastName'], ['contacts', 'email'], ['leases', 'nickname'], ['invoices', 'to.name']]
    for (const [collection, field] of fields) {
      for (const probe of PROBES) {
        for (const operator of ['equals', 'like', 'contains', 'in', 'not_equals']) {
          const value = operator === 'in' ? [probe] : probe
          const response = await rest('GET', `/${collection}`, { token: attacker.token, query: { where: { [field]: { [operator]: value } }, limit: 100, depth: 0 } })
          const label = `${collection}.${field} ${operator} ${JSON.stringify(probe)}`
          expect([200, 400], `${label}: ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status)
          if (response.status === 200) {
            for (const doc of response.body.docs) expect(doc.organization, label).toBe(attacker.organization.id)
          }
        }
      }
    }
  })

  it("V5.3.4 a LIKE on an apostrophe finds the victim's row for the victim only", async () => {
    const query = { where: { nickname: { like: "O'Hara" } }, depth: 0 }
    expect((await rest('GET', '/properties', { token: victim.token, query })).body.docs).toHaveLength(1)
    expect((await rest('GET', '/properties', { token: attacker.token, query })).body.docs).toEqual([])
  })

  it('V5.3.4 SQL meta-characters in sort, select and the path are refused (400/404), never 500', async () => {
    for (const query of ['sort=nickname;DROP TABLE users', "sort=nickname' --", 'sort=(select 1)', 'select[nickname;drop]=true', "where[nickname' OR 1=1 --][equals]=x", 'where[organization.owner.hash][exists]=true']) {
      const response = await rest('GET', `/properties?${query}`, { token: attacker.token })
      expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(400)
    }
    for (const path of ["/properties/1' OR '1'='1", '/properties/1;DROP TABLE users', '/properties/-1']) {
      const response = await rest('GET', path, { token: attacker.token })
      expect([400, 404], `${path}: ${response.status}`).toContain(response.status)
    }
  })
})

describe('session cookie', () => {
  it('V3.4.2 V3.4.3 the app session cookie is HttpOnly, SameSite=Lax, path / (Secure follows COOKIE_SECURE / production)', async () => {
    const session = await getSession(new Request(`${ORIGIN}/app`))
    session.set('internalRole', 'landlord')
    const setCookie = await sessionStorage().commitSession(session)
    expect(setCookie.startsWith(`${SESSION_COOKIE_NAME}=`)).toBe(true)
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    expect(setCookie).toMatch(/; Path=\//)
    // Tests run with NODE_ENV=test over http: no Secure flag, which production sets (env.server's cookieSecure).
    expect(setCookie.includes('; Secure')).toBe(process.env.NODE_ENV === 'production' || process.env.COOKIE_SECURE === 'true')
  })

  it("V3.4.2 V3.4.3 the API's token cookie after a REST login is HttpOnly and SameSite=Lax", async () => {
    const { user } = await signedInTenant('cookie-flags')
    const response = await rest('POST', '/users/login', { json: { email: user.email, password: GOOD_PASSWORD } })
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/payload-token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })
})

describe('open redirects', () => {
  async function signIn(redirectTo: string) {
    await resetThrottles()
    const request = routeRequest('/app/landlord/login', { email: attacker.user.email, password: GOOD_PASSWORD, role: 'landlord', redirectTo })
    const auth: Auth = { session: await getSession(new Request(request.url)), url: new URL(request.url), token: null, exp: null, internalRole: null, dirty: false }
    const context = new RouterContextProvider()
    context.set(authContext, auth)
    let outcome: unknown
    try {
      outcome = await (landlordLoginAction as unknown as (args: object) => Promise<unknown>)({ request, context, params: {} })
    } catch (thrown) {
      outcome = thrown
    }
    if (!(outcome instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(outcome)}`)
    return outcome.headers.get('Location')
  }

  it('V5.1.5 redirectTo to another site after login goes to a local path', async () => {
    for (const evil of ['https://evil.example', 'https://evil.example/app', '//evil.example/app', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '/app/../api/users', 'http:evil.example']) {
      const location = await signIn(evil)
      expect(location, evil).toMatch(/^\/app(\/|$)/)
      expect(location, evil).not.toContain('evil')
    }
    expect(await signIn('/app/landlord/leases?tab=active')).toBe('/app/landlord/leases?tab=active')
  })
})

describe('reset-link host poisoning', () => {
  it('V5.1.5 a forged Host or X-Forwarded-Host does not change the link in the reset e-mail', async () => {
    const { user } = await signedInTenant('host-poison')
    await resetThrottles()
    const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', Forwarded: 'host=evil.example;proto=https', Origin: 'https://evil.example' }
    expect((await rest('POST', '/users/forgot-password', { json: { email: user.email }, headers: { ...forged, Host: 'evil.example' } })).status).toBe(200)
    // Over real HTTP, where the Host header is what the client sent.
    const raw = await rawRequest(`${server.url}/api/users/forgot-password`, { headers: { ...forged, Host: 'evil.example', 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify({ email: user.email })) })
    expect(raw.status, raw.text).toBe(200)
    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.html ?? '').not.toContain('evil.example')
      expect(mail.text ?? '').not.toContain('evil.example')
      const links = mail.links.filter((link) => link.includes('/reset-password'))
      expect(links.length, mail.links.join(', ')).toBeGreaterThan(0)
      for (const link of links) expect(new URL(link).origin).toBe(new URL(process.env.SERVER_URL!).origin)
    }
  })
})

describe('cross-site requests and response headers', () => {
  async function throughMiddleware(request: Request) {
    const context = new RouterContextProvider()
    context.set(clientIpContext, '10.0.0.7')
    let reached = false
    const response = await (securityMiddleware as unknown as (args: object, next: () => Promise<Response>) => Promise<Response>)({ request, context, params: {} }, async () => {
      reached = true
      return new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } })
    })
    return { response, reached }
  }

  it('V4.2.2 a cross-site POST (foreign Origin, Origin null, Sec-Fetch-Site cross-site) is refused before any route runs', async () => {
    const post = (headers: Record<string, string>) => new Request(`${ORIGIN}/app/landlord/properties/new`, { method: 'POST', headers, body: 'nickname=x' })
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'http://localhost:3000.evil.example' }] as Array<Record<string, string>>) {
      const { response, reached } = await throughMiddleware(post(headers))
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(reached).toBe(false)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
    for (const method of ['PATCH', 'DELETE', 'PUT']) {
      const { response } = await throughMiddleware(new Request(`${ORIGIN}/api/properties/1`, { method, headers: { Origin: 'https://evil.example' } }))
      expect(response.status, method).toBe(403)
    }
    // The same form from our own origin goes through.
    const own = await throughMiddleware(post({ Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }))
    expect(own.reached).toBe(true)
    expect(own.response.status).toBe(200)
  })

  it('V14.4.3 V14.4.4 V14.4.5 V14.4.6 V14.4.7 responses carry nosniff, a Referrer-Policy, no framing and a nonce-based CSP', async () => {
    const { response } = await throughMiddleware(new Request(`${ORIGIN}/app/landlord/login`))
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123' 'strict-dynamic'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).not.toMatch(/'unsafe-eval'/)
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(csp).toMatch(/object-src 'self'/)
    expect(csp).toMatch(/base-uri 'self'/)
    expect(csp).toMatch(/form-action 'self'/)
  })
})
