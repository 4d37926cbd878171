import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { dueDateAfter } from '@common/invoices'
import { runJobsNow } from '@api/jobs'
import { STRIPE_PAYMENT_MESSAGES } from '@api/money/stripe-payments'
import type { Organization } from '@api/payload-types'
import { STRIPE_TEST_ENV } from './mocks/stripe'
import { attachPaymentMethod, created, resetStripeState, stripePaymentHandlers, stripeState } from './mocks/stripe-payments'
import { action as autopayAction, loader as autopayLoader } from '~/routes/app/tenant/leases.$leaseId.auto-pay'
import { action as payAction } from '~/routes/app/tenant/invoices.$invoiceId.pay'
import { action as methodsAction, loader as methodsLoader } from '~/routes/app/tenant/payment-methods'
import { rest } from './rest'
import { account, runRoute } from './support/routes'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Autopay: a tenant enrols a lease with one of its saved methods (checked at
 * Stripe); the chargeAutopay job charges each due invoice once, off session; a refused
 * charge is a failed payment both sides hear of, and the invoice stays open.
 */
const server = setupServer(...stripePaymentHandlers)
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord

const useStripe = () => {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  useStripe()
  owner = await signedInLandlord('autopay-owner')
  const payload = await testPayload()
  await payload.create({
    collection: 'accounts',
    data: {
      organization: owner.organization.id,
      card: { enabled: true, accountId: 'acct_test_autopay', chargesEnabled: true, payoutsEnabled: true, capabilities: { cardPayments: 'active', usBankAccountAchPayments: 'active' } },
    },
    overrideAccess: true,
  })
})
beforeEach(useStripe)
afterEach(() => {
  server.resetHandlers()
  resetStripeState()
})
afterAll(() => {
  vi.unstubAllEnvs()
  server.close()
})

/** A tenant of a new lease of the owner with a saved card, enrolled in autopay through REST. */
async function enrolledTenant(label: string) {
  const held = await leaseWithTenant(owner.organization.id, label)
  const setup = await rest('POST', '/users/payment-methods/setup-intent', { token: held.tenant.token })
  expect(setup.status, JSON.stringify(setup.body)).toBe(200)
  const customer = created('/v1/setup_intents').at(-1)!.fields.customer
  const card = attachPaymentMethod(customer, 'card', '1881')
  const enrol = await rest('POST', '/autopays', { token: held.tenant.token, json: { lease: held.lease.id, paymentMethodId: card.id } })
  expect(enrol.status, JSON.stringify(enrol.body)).toBe(201)
  expect(enrol.body.doc).toMatchObject({ enabled: true, paymentMethodId: card.id, paymentMethodLabel: 'Visa •••• 1881', paymentMethodType: 'card' })
  return { ...held, card, autopay: enrol.body.doc as { id: number } }
}

async function invoiceDue(lease: number, days: number, amount = 80_000) {
  const response = await rest('POST', '/invoices', {
    token: owner.token,
    json: { lease, dueDate: dueDateAfter(new Date(), days), category: 'rent', paymentMethods: ['card'], items: [{ name: 'Rent', description: 'April', amount, quantity: 1 }] },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number }
}

async function paymentsOf(invoice: number) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'payments', where: { invoice: { equals: invoice } }, depth: 0, pagination: false, overrideAccess: true })).docs
}

async function runAutopay() {
  await runJobsNow(await testPayload(), ['chargeAutopay'])
}

describe('autopay', () => {
  it('enrolment takes only one of the tenant’s own saved methods', async () => {
    const { lease, tenant } = await leaseWithTenant(owner.organization.id, 'Ola')
    const foreign = attachPaymentMethod('cus_test_not_hers', 'card')
    const response = await rest('POST', '/autopays', { token: tenant.token, json: { lease: lease.id, paymentMethodId: foreign.id } })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].data.errors[0]).toMatchObject({ path: 'paymentMethodId', message: STRIPE_PAYMENT_MESSAGES.savedMethodNotFound })
    expect((await rest('GET', '/autopays', { token: tenant.token })).body.totalDocs).toBe(0)
  })

  it('charges an invoice due today once, off session, even when the job runs twice; not one due tomorrow', async () => {
    const { lease, card } = await enrolledTenant('Ada')
    const today = await invoiceDue(lease.id, 0)
    const tomorrow = await invoiceDue(lease.id, 1)
    await runAutopay()
    await runAutopay()

    const charges = created('/v1/payment_intents')
    expect(charges).toHaveLength(1)
    expect(charges[0].idempotencyKey).toBe(`autopay-invoice-${today.id}`)
    expect(charges[0].fields).toMatchObject({
      amount: '80000',
      payment_method: card.id,
      off_session: 'true',
      confirm: 'true',
      'transfer_data[destination]': 'acct_test_autopay',
      on_behalf_of: 'acct_test_autopay',
      'metadata[invoiceId]': String(today.id),
    })
    const [payment] = await paymentsOf(today.id)
    expect(payment).toMatchObject({ status: 'pending', autopay: true, amount: 80_000, method: 'card' })
    expect(await paymentsOf(tomorrow.id)).toHaveLength(0)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'invoices', id: today.id, overrideAccess: true })).autopayAttemptedAt).toBeTruthy()
    expect((await payload.findByID({ collection: 'invoices', id: tomorrow.id, overrideAccess: true })).autopayAttemptedAt ?? null).toBeNull()
  })

  it('a declined charge fails the payment, tells both sides, and leaves the invoice open; a rerun does not retry', async () => {
    const { lease, card, tenant } = await enrolledTenant('Bea')
    stripeState.declines.set(card.id, { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' })
    const invoice = await invoiceDue(lease.id, -2)
    await runAutopay()
    const [payment] = await paymentsOf(invoice.id)
    expect(payment).toMatchObject({ status: 'failed', autopay: true, failureCode: 'insufficient_funds', failureMessage: 'Your card has insufficient funds.' })
    expect(payment.stripePaymentIntentId).toMatch(/^pi_test_/)
    const stored = (await rest('GET', `/invoices/${invoice.id}`, { token: owner.token })).body
    expect(stored).toMatchObject({ amountDue: 80_000, status: 'overdue' })
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'notifications', where: { and: [{ invoice: { equals: invoice.id } }, { event: { equals: 'payment:failed' } }] }, depth: 0, overrideAccess: true })
    expect(docs.map((doc) => (typeof doc.recipient === 'object' ? doc.recipient.id : doc.recipient)).sort()).toEqual([owner.user.id, tenant.user.id].sort())

    await runAutopay()
    expect(created('/v1/payment_intents')).toHaveLength(1)
    expect(await paymentsOf(invoice.id)).toHaveLength(1)
  })

  it('turned off, or with its method removed, nothing is charged', async () => {
    const { lease, card, tenant, autopay } = await enrolledTenant('Cy')
    expect((await rest('DELETE', `/users/payment-methods/${card.id}`, { token: tenant.token })).status).toBe(200)
    expect((await rest('GET', `/autopays/${autopay.id}`, { token: tenant.token })).body.enabled).toBe(false)
    const invoice = await invoiceDue(lease.id, 0)
    await runAutopay()
    expect(created('/v1/payment_intents')).toHaveLength(0)
    expect(await paymentsOf(invoice.id)).toHaveLength(0)
  })
})

describe('the tenant pages without JavaScript', () => {
  it('payment methods: list, add through Stripe Checkout, remove', async () => {
    const { tenant } = await leaseWithTenant(owner.organization.id, 'Pam')
    const who = account(tenant)
    const empty = await runRoute(methodsLoader, '/app/tenant/payment-methods', { who, role: 'tenant' })
    expect(empty.data).toMatchObject({ available: true, methods: [] })
    const add = await runRoute(methodsAction, '/app/tenant/payment-methods', { who, role: 'tenant', form: { intent: 'setup-checkout' } })
    expect(add.status).toBe(302)
    expect(add.location).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    const back = await runRoute(methodsLoader, '/app/tenant/payment-methods?added=1', { who, role: 'tenant' })
    expect(back.location).toBe('/app/tenant/payment-methods?d=payment-method-added')
    const card = attachPaymentMethod(created('/v1/checkout/sessions')[0].fields.customer, 'card')
    const listed = await runRoute(methodsLoader, '/app/tenant/payment-methods', { who, role: 'tenant' })
    expect(listed.data.methods).toEqual([{ id: card.id, type: 'card', label: 'Visa •••• 4242' }])
    const removed = await runRoute(methodsAction, '/app/tenant/payment-methods', { who, role: 'tenant', form: { intent: 'remove', paymentMethodId: card.id } })
    expect(removed.location).toBe('/app/tenant/payment-methods')
    expect((await runRoute(methodsLoader, '/app/tenant/payment-methods', { who, role: 'tenant' })).data.methods).toEqual([])
  })

  it('manage autopay: a method is required; on, then off', async () => {
    const { lease, card, tenant } = await enrolledTenant('Rae')
    const who = account(tenant)
    const path = `/app/tenant/leases/${lease.id}/auto-pay`
    const params = { leaseId: String(lease.id) }
    const page = await runRoute(autopayLoader, path, { who, role: 'tenant', params })
    expect(page.data.autopay).toMatchObject({ enabled: true, paymentMethodId: card.id, label: 'Visa •••• 1881' })
    const off = await runRoute(autopayAction, path, { who, role: 'tenant', params, form: { intent: 'off' } })
    expect(off.location).toBe(path)
    expect((await runRoute(autopayLoader, path, { who, role: 'tenant', params })).data.autopay.enabled).toBe(false)
    const missing = await runRoute(autopayAction, path, { who, role: 'tenant', params, form: { intent: 'on' } })
    expect(missing.status).toBe(400)
    expect(missing.data.fieldErrors.paymentMethodId).toBe('Choose a payment method.')
    const foreign = await runRoute(autopayAction, path, { who, role: 'tenant', params, form: { intent: 'on', paymentMethodId: attachPaymentMethod('cus_test_other', 'card').id } })
    expect(foreign.status).toBe(400)
    expect(foreign.data.fieldErrors.paymentMethodId).toBe(STRIPE_PAYMENT_MESSAGES.savedMethodNotFound)
    const on = await runRoute(autopayAction, path, { who, role: 'tenant', params, form: { intent: 'on', paymentMethodId: card.id } })
    expect(on.location).toBe(path)
    expect((await runRoute(autopayLoader, path, { who, role: 'tenant', params })).data.autopay.enabled).toBe(true)
    // Someone else's lease: 404.
    const stranger = await leaseWithTenant(owner.organization.id, 'Sid')
    expect((await runRoute(autopayLoader, path, { who: account(stranger.tenant), role: 'tenant', params })).status).toBe(404)
  })

  it('paying an invoice without JavaScript redirects to Stripe Checkout', async () => {
    const { lease, tenant } = await leaseWithTenant(owner.organization.id, 'Tom')
    const invoice = await invoiceDue(lease.id, 5)
    const outcome = await runRoute(payAction, `/app/tenant/invoices/${invoice.id}/pay`, { who: account(tenant), role: 'tenant', params: { invoiceId: String(invoice.id) }, form: { intent: 'checkout', method: 'card' } })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    expect(await paymentsOf(invoice.id)).toHaveLength(1)
  })
})
