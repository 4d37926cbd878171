import { setupServer } from 'msw/node'
import { handleEndpoints } from 'payload'
import { RouterContextProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import config from '@api/payload.config'
import { action as apiRouteAction } from '~/routes/api.$'
import { clientIpContext } from '~/utils/security.server'
import { registerStripeEventHandler } from '@api/stripe'
import { CHECKOUT_MESSAGES } from '@api/collections/Organizations/endpoints/subscriptionCheckout'
import { WEBHOOK_MESSAGES } from '@api/stripe/webhook'
import type { Organization } from '@api/payload-types'
import {
  checkoutCompletedEvent,
  checkoutRequests,
  otherEvent,
  signStripePayload,
  STRIPE_TEST_ENV,
  stripeFailures,
  stripeHandlers,
  subscriptionEvent,
} from './mocks/stripe'
import { errorMessage, rest } from './rest'
import { testPayload } from './support/payload'
import { signedInAdmin, signedInLandlord, signedInTenant, type SignedIn } from './support/users'

const server = setupServer(...stripeHandlers)

function useStripeKeys() {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
}

function useNoStripeKeys() {
  for (const name of Object.keys(STRIPE_TEST_ENV)) vi.stubEnv(name, '')
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  // Only this file has Stripe keys (the environment is shared by the worker's files).
  useStripeKeys()
})
afterEach(() => {
  server.resetHandlers()
  checkoutRequests.length = 0
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
afterAll(() => {
  server.close()
})

type Landlord = SignedIn<{ organization: Organization }>

/** Posts `body` to the webhook byte for byte, as Stripe does (no JSON re-encoding on the way). */
async function postWebhook(body: string, signature: string | null) {
  await testPayload()
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' })
  if (signature !== null) headers.set('Stripe-Signature', signature)
  const url = new URL('/api/stripe/webhook', process.env.SERVER_URL)
  const response = await handleEndpoints({ config, request: new Request(url, { method: 'POST', headers, body }), path: url.pathname })
  return { status: response.status, body: (await response.json()) as any }
}

/** Sends an event signed with the webhook secret (pretty-printed: the signature covers the exact bytes). */
function deliver(event: { id: string }) {
  const body = JSON.stringify(event, null, 2)
  return postWebhook(body, signStripePayload(body))
}

async function organizationOf(landlord: Landlord) {
  const response = await rest('GET', `/organizations/${landlord.organization.id}`, { token: landlord.token, query: { depth: 0 } })
  expect(response.status).toBe(200)
  return response.body as Organization
}

/** Silences Payload's logger at `level` for one test (expected errors), and shows what it logged. */
async function quietLogger(level: 'warn' | 'error') {
  const payload = await testPayload()
  return vi.spyOn(payload.logger, level).mockImplementation(() => undefined)
}

async function recordsOf(eventId: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'stripe-events', where: { eventId: { equals: eventId } } })
  return docs
}

describe('POST /api/stripe/webhook: signatures', () => {
  let landlord: Landlord
  beforeAll(async () => {
    landlord = await signedInLandlord('sig')
  })

  const cases: [string, (body: string) => string | null][] = [
    ['no Stripe-Signature header', () => null],
    ['a signature made with another secret', (body) => signStripePayload(body, 'whsec_someone_else_0123456789')],
    ['a signature of other bytes (the body was changed after signing)', (body) => signStripePayload(body.replace('"active"', '"trialing"'))],
    ['a signature older than the tolerance (a replay of an old delivery)', (body) => signStripePayload(body, undefined, Math.floor(Date.now() / 1000) - 3600)],
    ['a malformed header', () => 't=abc,v1=zzz'],
  ]
  it('a body over 1 MB is refused unread (413)', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) })
    await testPayload()
    const url = new URL('/api/stripe/webhook', process.env.SERVER_URL)
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'Stripe-Signature': signStripePayload(body) }
    const response = await handleEndpoints({ config, request: new Request(url, { method: 'POST', headers, body }), path: url.pathname })
    expect(response.status).toBe(413)
    expect(errorMessage(await response.json())).toBe(WEBHOOK_MESSAGES.tooLarge)
  })

  for (const [label, sign] of cases) {
    it(`${label}: 400 with a clear message, nothing recorded or changed`, async () => {
      const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id })
      const body = JSON.stringify(event)
      const response = await postWebhook(body, sign(body))
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe(sign(body) === null ? WEBHOOK_MESSAGES.missingSignature : WEBHOOK_MESSAGES.invalidSignature)
      expect(await recordsOf(event.id)).toEqual([])
      const organization = await organizationOf(landlord)
      expect(organization.subscription).toMatchObject({ status: null, grantsAccess: false })
    })
  }
})

describe('POST /api/stripe/webhook: subscription events', () => {
  it('a valid subscription event activates grantsAccess, as /users/me shows it', async () => {
    const landlord = await signedInLandlord('activates')
    expect((await organizationOf(landlord)).subscription).toMatchObject({ plan: 'pro_yearly', status: null, grantsAccess: false })

    const periodEnd = Math.floor(Date.UTC(2027, 10, 22, 12) / 1000)
    const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id, customer: 'cus_test_activates', id: 'sub_test_activates', currentPeriodEnd: periodEnd })
    const response = await deliver(event)
    expect(response).toEqual({ status: 200, body: { received: true, duplicate: false } })

    expect((await organizationOf(landlord)).subscription).toEqual({
      plan: 'pro_yearly',
      status: 'active',
      stripeCustomerId: 'cus_test_activates',
      stripeSubscriptionId: 'sub_test_activates',
      currentPeriodEnd: '2027-11-22T12:00:00.000Z',
      stripeEventAt: new Date(event.created * 1000).toISOString(),
      grantsAccess: true,
    })
    const me = await rest('GET', '/users/me', { token: landlord.token, query: { depth: 3 } })
    expect(me.body.user.organizationPermissions.docs[0].organization.subscription.grantsAccess).toBe(true)
    expect(await recordsOf(event.id)).toMatchObject([{ eventId: event.id, type: 'customer.subscription.created', handled: true, livemode: false }])
  })

  it('through the /api resource route, as Stripe reaches it, the body arrives byte for byte (a streamed body)', async () => {
    const landlord = await signedInLandlord('via-route')
    const body = JSON.stringify(subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id }), null, 3)
    const init = { method: 'POST', headers: { 'Stripe-Signature': signStripePayload(body), 'Content-Type': 'application/json' }, body: new Blob([body]).stream(), duplex: 'half' }
    const context = new RouterContextProvider()
    context.set(clientIpContext, '54.187.174.169')
    const response = (await apiRouteAction({ request: new Request('http://localhost:3000/api/stripe/webhook', init as RequestInit), context, params: {} } as never)) as Response
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, duplicate: false })
    expect((await organizationOf(landlord)).subscription?.grantsAccess).toBe(true)
  })

  it('trialing grants access; past_due, unpaid, incomplete and canceled do not', async () => {
    const landlord = await signedInLandlord('statuses')
    const id = 'sub_test_statuses'
    let created = Math.floor(Date.now() / 1000)
    for (const [status, grants] of [['trialing', true], ['past_due', false], ['active', true], ['unpaid', false], ['incomplete', false], ['canceled', false]] as const) {
      const type = status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated'
      const response = await deliver(subscriptionEvent(type, { id, status, organizationId: landlord.organization.id }, { created: created++ }))
      expect(response.status).toBe(200)
      expect((await organizationOf(landlord)).subscription, status).toMatchObject({ status, grantsAccess: grants })
    }
  })

  it('replaying an event id changes nothing and answers 200', async () => {
    const landlord = await signedInLandlord('replay')
    const id = 'sub_test_replay'
    const created = Math.floor(Date.now() / 1000)
    const pastDue = subscriptionEvent('customer.subscription.updated', { id, status: 'past_due', organizationId: landlord.organization.id }, { created })
    const active = subscriptionEvent('customer.subscription.updated', { id, status: 'active', organizationId: landlord.organization.id }, { created: created + 5 })
    expect((await deliver(pastDue)).body).toEqual({ received: true, duplicate: false })
    expect((await deliver(active)).body).toEqual({ received: true, duplicate: false })
    const before = await organizationOf(landlord)
    expect(before.subscription?.status).toBe('active')

    // The same event again (freshly signed, as Stripe's redelivery or an attacker's replay would be).
    const replay = await deliver(pastDue)
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } })
    const after = await organizationOf(landlord)
    expect(after.subscription).toEqual(before.subscription)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(await recordsOf(pastDue.id)).toHaveLength(1)
  })

  it('concurrent deliveries of one event process it once', async () => {
    const landlord = await signedInLandlord('concurrent')
    let runs = 0
    const unregister = registerStripeEventHandler('customer.subscription.updated', () => {
      runs++
    })
    try {
      const event = subscriptionEvent('customer.subscription.updated', { status: 'active', organizationId: landlord.organization.id })
      const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(event)))
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200))
      expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1)
      expect(runs).toBe(1)
      expect(await recordsOf(event.id)).toHaveLength(1)
      expect((await organizationOf(landlord)).subscription?.grantsAccess).toBe(true)
    } finally {
      unregister()
    }
  })

  it('an event older than the last one applied changes nothing (Stripe does not guarantee order)', async () => {
    const landlord = await signedInLandlord('order')
    const id = 'sub_test_order'
    const created = Math.floor(Date.now() / 1000)
    await deliver(subscriptionEvent('customer.subscription.updated', { id, status: 'active', organizationId: landlord.organization.id }, { created }))
    const late = await deliver(subscriptionEvent('customer.subscription.created', { id, status: 'incomplete', organizationId: landlord.organization.id }, { created: created - 10 }))
    expect(late.status).toBe(200)
    expect((await organizationOf(landlord)).subscription).toMatchObject({ status: 'active', grantsAccess: true })
  })

  it('a late deletion of an old subscription does not revoke the new one', async () => {
    const landlord = await signedInLandlord('resubscribe')
    const created = Math.floor(Date.now() / 1000)
    await deliver(subscriptionEvent('customer.subscription.deleted', { id: 'sub_test_old', status: 'canceled', organizationId: landlord.organization.id }, { created }))
    expect((await organizationOf(landlord)).subscription).toMatchObject({ stripeSubscriptionId: 'sub_test_old', grantsAccess: false })
    await deliver(subscriptionEvent('customer.subscription.created', { id: 'sub_test_new', status: 'active', organizationId: landlord.organization.id }, { created: created + 1 }))
    await deliver(subscriptionEvent('customer.subscription.updated', { id: 'sub_test_old', status: 'canceled', organizationId: landlord.organization.id }, { created: created + 2 }))
    expect((await organizationOf(landlord)).subscription).toMatchObject({ stripeSubscriptionId: 'sub_test_new', status: 'active', grantsAccess: true })
  })

  it('without metadata, the organization is found by its stored subscription or customer id', async () => {
    const landlord = await signedInLandlord('by-customer')
    await deliver(checkoutCompletedEvent({ organizationId: landlord.organization.id, customer: 'cus_test_by_customer', subscription: 'sub_test_by_customer' }))
    await deliver(subscriptionEvent('customer.subscription.created', { id: 'sub_test_by_customer', customer: 'cus_test_by_customer', status: 'active' }))
    expect((await organizationOf(landlord)).subscription).toMatchObject({ status: 'active', grantsAccess: true })
  })

  it('an event for no known organization is recorded and ignored (200: Stripe must not retry it)', async () => {
    const warn = await quietLogger('warn')
    const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: 987654 })
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false })
    expect(await recordsOf(event.id)).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ eventId: event.id }))
  })
})

describe('POST /api/stripe/webhook: checkout and other events', () => {
  it('checkout.session.completed links the customer and subscription to the organization of client_reference_id', async () => {
    const landlord = await signedInLandlord('checkout-link')
    const event = checkoutCompletedEvent({ organizationId: landlord.organization.id, customer: 'cus_test_linked', subscription: 'sub_test_linked' })
    expect((await deliver(event)).status).toBe(200)
    expect((await organizationOf(landlord)).subscription).toMatchObject({ stripeCustomerId: 'cus_test_linked', stripeSubscriptionId: 'sub_test_linked', status: null, grantsAccess: false })
  })

  it('checkout.session.completed falls back to metadata.organizationId; a payment-mode session changes nothing', async () => {
    const landlord = await signedInLandlord('checkout-metadata')
    await deliver(checkoutCompletedEvent({ organizationId: landlord.organization.id, clientReferenceId: null, customer: 'cus_test_metadata', subscription: 'sub_test_metadata' }))
    expect((await organizationOf(landlord)).subscription).toMatchObject({ stripeCustomerId: 'cus_test_metadata', stripeSubscriptionId: 'sub_test_metadata' })
    await deliver(checkoutCompletedEvent({ organizationId: landlord.organization.id, customer: 'cus_test_payment', mode: 'payment' }))
    expect((await organizationOf(landlord)).subscription).toMatchObject({ stripeCustomerId: 'cus_test_metadata' })
  })

  it('an event type nobody handles is recorded as unhandled and answered 200', async () => {
    const event = otherEvent('customer.created')
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false })
    expect(await recordsOf(event.id)).toMatchObject([{ type: 'customer.created', handled: false }])
  })

  it('a handler that fails rolls the event back (500, not recorded): the redelivery processes it', async () => {
    const landlord = await signedInLandlord('rollback')
    const error = await quietLogger('error')
    let fail = true
    const unregister = registerStripeEventHandler('customer.subscription.created', () => {
      if (fail) throw new Error('database unavailable')
    })
    try {
      const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id })
      const failed = await deliver(event)
      expect(failed.status).toBe(500)
      expect(error).toHaveBeenCalled()
      expect(await recordsOf(event.id)).toEqual([])
      // The built-in handler ran before the failing one: its write was rolled back too.
      expect((await organizationOf(landlord)).subscription).toMatchObject({ status: null, grantsAccess: false })
      fail = false
      expect((await deliver(event)).body).toEqual({ received: true, duplicate: false })
      expect((await organizationOf(landlord)).subscription).toMatchObject({ status: 'active', grantsAccess: true })
    } finally {
      unregister()
    }
  })

  it('stripe-events is not writable through the API, and readable by admins only', async () => {
    const [landlord, admin] = await Promise.all([signedInLandlord('events-api'), signedInAdmin('events-api')])
    const event = otherEvent('customer.updated')
    await deliver(event)
    const [record] = await recordsOf(event.id)
    expect((await rest('GET', '/stripe-events', { token: landlord.token })).status).toBe(403)
    expect((await rest('POST', '/stripe-events', { token: admin.token, json: { eventId: 'evt_forged', type: 'customer.subscription.created' } })).status).toBe(403)
    expect((await rest('DELETE', `/stripe-events/${record!.id}`, { token: landlord.token })).status).toBe(404)
    expect((await rest('DELETE', `/stripe-events/${record!.id}`, { token: admin.token })).status).toBe(403)
    const list = await rest('GET', '/stripe-events', { token: admin.token, query: { where: { eventId: { equals: event.id } } } })
    expect(list.body.docs).toHaveLength(1)
    expect(await recordsOf(event.id)).toHaveLength(1)
  })
})

describe('subscription fields are server-managed', () => {
  it('a user cannot set subscription fields (or grantsAccess) via PATCH /api/organizations/{id}', async () => {
    const landlord = await signedInLandlord('patch')
    const admin = await signedInAdmin('patch')
    const forged = { plan: 'pro_yearly', status: 'active', stripeCustomerId: 'cus_forged', stripeSubscriptionId: 'sub_forged', currentPeriodEnd: '2099-01-01T00:00:00.000Z', grantsAccess: true }
    for (const who of [landlord, admin]) {
      const response = await rest('PATCH', `/organizations/${landlord.organization.id}`, { token: who.token, json: { organizationName: 'Renamed LLC', subscription: forged } })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(response.body.doc.organizationName).toBe('Renamed LLC')
      expect(response.body.doc.subscription).toMatchObject({ status: null, stripeCustomerId: null, stripeSubscriptionId: null, currentPeriodEnd: null, grantsAccess: false })
    }
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'organizations', id: landlord.organization.id })
    expect(stored.subscription).toMatchObject({ status: null, stripeCustomerId: null })
  })

  it('a subscription set by Stripe survives a user PATCH of other fields', async () => {
    const landlord = await signedInLandlord('survives')
    await deliver(subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id, customer: 'cus_test_survives' }))
    const response = await rest('PATCH', `/organizations/${landlord.organization.id}`, { token: landlord.token, json: { phoneNumber: '512-555-0100', subscription: { status: 'canceled' } } })
    expect(response.status).toBe(200)
    expect(response.body.doc.subscription).toMatchObject({ status: 'active', stripeCustomerId: 'cus_test_survives', grantsAccess: true })
  })
})

describe('self-hosted mode: no Stripe keys', () => {
  it('every organization has grantsAccess true, whatever its stored status', async () => {
    const [fresh, canceled] = await Promise.all([signedInLandlord('selfhosted'), signedInLandlord('selfhosted-canceled')])
    await deliver(subscriptionEvent('customer.subscription.deleted', { status: 'canceled', organizationId: canceled.organization.id }))
    expect((await organizationOf(canceled)).subscription?.grantsAccess).toBe(false)

    useNoStripeKeys()
    for (const landlord of [fresh, canceled]) expect((await organizationOf(landlord)).subscription?.grantsAccess).toBe(true)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'organizations', limit: 0, pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(1)
    expect(docs.every((organization) => organization.subscription?.grantsAccess === true)).toBe(true)
  })

  it('the webhook and the checkout answer 409', async () => {
    const landlord = await signedInLandlord('selfhosted-409')
    useNoStripeKeys()
    const event = subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id })
    const webhook = await deliver(event)
    expect(webhook.status).toBe(409)
    expect(errorMessage(webhook.body)).toBe(WEBHOOK_MESSAGES.notConfigured)
    expect(await recordsOf(event.id)).toEqual([])
    const checkout = await rest('POST', `/organizations/${landlord.organization.id}/subscription/checkout`, { token: landlord.token })
    expect(checkout.status).toBe(409)
    expect(errorMessage(checkout.body)).toBe(CHECKOUT_MESSAGES.notConfigured)
    expect(checkoutRequests).toHaveLength(0)
  })
})

describe('POST /api/organizations/{id}/subscription/checkout', () => {
  const checkout = (landlord: { token: string }, organizationId: number, json?: unknown) =>
    rest('POST', `/organizations/${organizationId}/subscription/checkout`, { token: landlord.token, json })

  it('the owner gets the URL of a subscription Checkout Session for the pro_yearly price', async () => {
    const landlord = await signedInLandlord('checkout-owner')
    const response = await checkout(landlord, landlord.organization.id)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    expect(checkoutRequests).toHaveLength(1)
    const { fields, authorization } = checkoutRequests[0]!
    expect(authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`)
    const organizationId = String(landlord.organization.id)
    expect(fields).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_PRO_YEARLY,
      'line_items[0][quantity]': '1',
      client_reference_id: organizationId,
      'metadata[organizationId]': organizationId,
      'subscription_data[metadata][organizationId]': organizationId,
      customer_email: landlord.user.email,
      success_url: 'http://localhost:3000/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/app/landlord/documents',
    })
    expect(fields.customer).toBeUndefined()
  })

  it('return URLs are paths or URLs of this site; a known customer is reused', async () => {
    const landlord = await signedInLandlord('checkout-urls')
    await deliver(checkoutCompletedEvent({ organizationId: landlord.organization.id, customer: 'cus_test_known' }))
    const response = await checkout(landlord, landlord.organization.id, {
      successUrl: '/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}&document=12',
      cancelUrl: 'http://localhost:3000/app/landlord/documents/12',
    })
    expect(response.status).toBe(200)
    expect(checkoutRequests[0]!.fields).toMatchObject({
      customer: 'cus_test_known',
      success_url: 'http://localhost:3000/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}&document=12',
      cancel_url: 'http://localhost:3000/app/landlord/documents/12',
    })
    expect(checkoutRequests[0]!.fields.customer_email).toBeUndefined()

    for (const json of [{ successUrl: 'https://evil.example/steal' }, { cancelUrl: '//evil.example/x' }, { cancelUrl: 'javascript:alert(1)' }, { successUrl: 42 }]) {
      const refused = await checkout(landlord, landlord.organization.id, json)
      expect(refused.status, JSON.stringify(json)).toBe(400)
      expect(errorMessage(refused.body)).toBe(CHECKOUT_MESSAGES.foreignUrl)
    }
    expect(checkoutRequests).toHaveLength(1)
  })

  it('another landlord gets 404, a tenant 404, a signed-out caller 401, an admin 403; Stripe is not called', async () => {
    const [owner, other, tenant, admin] = await Promise.all([signedInLandlord('checkout-a'), signedInLandlord('checkout-b'), signedInTenant('checkout-t'), signedInAdmin('checkout-adm')])
    expect((await checkout(other, owner.organization.id)).status).toBe(404)
    expect((await checkout(tenant, owner.organization.id)).status).toBe(404)
    expect((await checkout(other, 987654)).status).toBe(404)
    expect((await checkout({ token: '' }, owner.organization.id)).status).toBe(401)
    expect((await checkout(admin, owner.organization.id)).status).toBe(403)
    expect(checkoutRequests).toHaveLength(0)
  })

  it('an organization whose subscription grants access gets 409', async () => {
    const landlord = await signedInLandlord('checkout-active')
    await deliver(subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id }))
    const response = await checkout(landlord, landlord.organization.id)
    expect(response.status).toBe(409)
    expect(errorMessage(response.body)).toBe(CHECKOUT_MESSAGES.alreadySubscribed)
    expect(checkoutRequests).toHaveLength(0)
  })

  it("Stripe's refusal is a 502 with a message to try again", async () => {
    server.use(stripeFailures.invalidRequest)
    const landlord = await signedInLandlord('checkout-fails')
    const error = await quietLogger('error')
    const response = await checkout(landlord, landlord.organization.id)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Stripe Checkout Session not created' }))
    expect(response.status).toBe(502)
    expect(errorMessage(response.body)).toBe(CHECKOUT_MESSAGES.failed)
  })
})
