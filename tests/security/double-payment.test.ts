import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Organization } from '@api/payload-types'
import { signStripePayload, STRIPE_TEST_ENV } from '../mocks/stripe'
import { created, intentEvent, resetStripeState, stripePaymentHandlers } from '../mocks/stripe-payments'
import { rest } from '../rest'
import { leaseWithTenant } from '../support/leases'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'
import { startTestServer, type TestServer } from './http'

/**
 * Paying twice (product-spec §5 Payments): a tenant's pay form sent twice at once, over real
 * HTTP, makes one PaymentIntent (one idempotency key) and one payment; the success event
 * delivered twice, under the same id or another, settles the invoice once (never paid twice).
 */

const stripe = setupServer(...stripePaymentHandlers)
let server: TestServer
let owner: SignedIn<{ organization: Organization }>
let held: Awaited<ReturnType<typeof leaseWithTenant>>

function useKeys() {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
  vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_leasewell')
}

beforeAll(async () => {
  // Only Stripe's API is mocked; the test's own server is reached for real.
  stripe.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) })
  useKeys()
  server = await startTestServer()
  owner = await signedInLandlord('double-pay')
  held = await leaseWithTenant(owner.organization.id, 'Dora')
  const payload = await testPayload()
  await payload.create({
    collection: 'accounts',
    data: { organization: owner.organization.id, card: { enabled: true, accountId: 'acct_test_double_pay', chargesEnabled: true, payoutsEnabled: true, capabilities: { cardPayments: 'active', usBankAccountAchPayments: 'active' } } },
    overrideAccess: true,
  } as never)
})
beforeEach(useKeys)
afterEach(() => {
  stripe.resetHandlers()
  resetStripeState()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  stripe.close()
  await server?.close()
})

async function call(method: string, path: string, token: string | null, json: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `JWT ${token}`
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body: JSON.stringify(json) })
  return { status: response.status, body: await response.json() }
}

async function deliver(event: { id: string }) {
  const body = JSON.stringify(event)
  const response = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signStripePayload(body) }, body })
  expect(response.status).toBe(200)
}

describe('double payment', () => {
  it('V11.1.1 two identical pay POSTs make one PaymentIntent and one payment; the success event twice settles once', async () => {
    const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const invoice = await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate, category: 'rent', paymentMethods: ['card'], items: [{ name: 'Rent', description: 'April', amount: 80_000, quantity: 1 }] } })
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201)
    const id = invoice.body.doc.id
    const [first, second] = await Promise.all([
      call('POST', `/invoices/${id}/pay`, held.tenant.token, { method: 'card', attempt: 1 }),
      call('POST', `/invoices/${id}/pay`, held.tenant.token, { method: 'card', attempt: 1 }),
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(second.body.paymentId).toBe(first.body.paymentId)
    expect(created('/v1/payment_intents')).toHaveLength(1)

    const payload = await testPayload()
    const payments = async () => (await payload.find({ collection: 'payments', where: { invoice: { equals: id } }, depth: 0, overrideAccess: true })).docs
    const [pending] = await payments()
    const event = intentEvent('payment_intent.succeeded', pending!.stripePaymentIntentId!, { status: 'succeeded', amount_received: 80_000 })
    await deliver(event)
    await deliver(event)
    await deliver(intentEvent('payment_intent.succeeded', pending!.stripePaymentIntentId!, { status: 'succeeded', amount_received: 80_000 }))
    expect(await payments()).toHaveLength(1)
    const settled = await payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true })
    expect(settled).toMatchObject({ status: 'paid', amountPaid: 80_000, amountDue: 0 })
  })
})
