import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Organization } from '@api/payload-types'
import { signStripePayload, STRIPE_TEST_ENV, stripeHandlers, subscriptionEvent } from '../mocks/stripe'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'
import { startTestServer, type TestServer } from './http'

/**
 * The Stripe webhook over real HTTP (the /api route): a forged or re-signed-with-another-secret
 * event is refused and records nothing; the same event id delivered twice is processed once.
 */

const stripe = setupServer(...stripeHandlers)
let server: TestServer
let landlord: SignedIn<{ organization: Organization }>

beforeAll(async () => {
  // Only Stripe's API is mocked; the test's own server is reached for real.
  stripe.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) })
  server = await startTestServer()
  landlord = await signedInLandlord('webhook-sec')
})
beforeEach(() => {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
})
afterEach(() => {
  stripe.resetHandlers()
  vi.unstubAllEnvs()
})
afterAll(async () => {
  stripe.close()
  await server?.close()
})

async function post(body: string, signature: string) {
  const response = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body })
  return { status: response.status, body: await response.json() }
}

async function records(eventId: string) {
  const payload = await testPayload()
  return (await payload.count({ collection: 'stripe-events', where: { eventId: { equals: eventId } }, overrideAccess: true })).totalDocs
}

async function subscriptionStatus() {
  const payload = await testPayload()
  return (await payload.findByID({ collection: 'organizations', id: landlord.organization.id, depth: 0, overrideAccess: true })).subscription?.status ?? null
}

describe('Stripe webhook', () => {
  it('V13.2.6 forged events are refused: unsigned-by-us, another secret, changed bytes; nothing recorded or applied', async () => {
    const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id })
    const body = JSON.stringify(event)
    for (const signature of [signStripePayload(body, 'whsec_attacker_0123456789'), signStripePayload(body.replace('"active"', '"trialing"')), 't=1,v1=00']) {
      expect((await post(body, signature)).status).toBe(400)
    }
    expect(await records(event.id)).toBe(0)
    expect(await subscriptionStatus()).toBeNull()
  })

  it('V11.1.1 the same event id delivered twice is processed once', async () => {
    const created = Math.floor(Date.now() / 1000)
    const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id }, { created })
    const body = JSON.stringify(event)
    expect(await post(body, signStripePayload(body))).toEqual({ status: 200, body: { received: true, duplicate: false } })
    expect(await subscriptionStatus()).toBe('active')
    // A later event moves the subscription on; a replay of the first must not move it back.
    const pastDue = subscriptionEvent('customer.subscription.updated', { id: event.data.object.id, status: 'past_due', organizationId: landlord.organization.id }, { created: created + 5 })
    const pastDueBody = JSON.stringify(pastDue)
    expect((await post(pastDueBody, signStripePayload(pastDueBody))).status).toBe(200)
    expect(await subscriptionStatus()).toBe('past_due')
    expect(await post(body, signStripePayload(body))).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(await subscriptionStatus()).toBe('past_due')
    expect(await records(event.id)).toBe(1)
  })
})
