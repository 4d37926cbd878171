import { setupServer } from 'msw/node'
import { handleEndpoints } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import config from '@api/payload.config'
import { bankFailureReasonLabel } from '@common/invoices'
import { isStaleAttempt, STRIPE_PAYMENT_MESSAGES } from '@api/money/stripe-payments'
import type { Organization, Payment } from '@api/payload-types'
import { signStripePayload, STRIPE_TEST_ENV } from './mocks/stripe'
import {
  attachPaymentMethod,
  chargeFailedEvent,
  created,
  intentEvent,
  refundEvent,
  resetStripeState,
  sessionCompletedEvent,
  stripePaymentHandlers,
  stripeState,
} from './mocks/stripe-payments'
import { errorMessage, rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Card and US bank account payments through Stripe Connect, over real REST and
 * signed webhooks, with msw standing in for Stripe's HTTP only.
 */
const server = setupServer(...stripePaymentHandlers)
type Landlord = SignedIn<{ organization: Organization }>
type Held = Awaited<ReturnType<typeof leaseWithTenant>>

let owner: Landlord
let foreign: Landlord
let held: Held
let other: Held
const CONNECTED = 'acct_test_landlord_1'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
  vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_leasewell')
  ;[owner, foreign] = await Promise.all([signedInLandlord('pay-owner'), signedInLandlord('pay-foreign')])
  held = await leaseWithTenant(owner.organization.id, 'Pia')
  other = await leaseWithTenant(owner.organization.id, 'Oto')
  await connectedAccount(owner.organization.id, CONNECTED)
})
beforeEach(() => {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
  vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_leasewell')
})
afterEach(() => {
  server.resetHandlers()
  resetStripeState()
})
afterAll(() => {
  vi.unstubAllEnvs()
  server.close()
})

/** An operating account whose Stripe connected account charges cards and bank debits (as Connect's webhooks leave it). */
async function connectedAccount(organization: number, accountId: string, capabilities = { cardPayments: 'active', usBankAccountAchPayments: 'active' } as const) {
  const payload = await testPayload()
  return payload.create({
    collection: 'accounts',
    data: { organization, card: { enabled: true, accountId, chargesEnabled: true, payoutsEnabled: true, capabilities } },
    overrideAccess: true,
  } as never)
}

const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function invoiceFor(landlord: Landlord, lease: number, amount = 125_000, methods = ['card', 'us-bank-account']) {
  const response = await rest('POST', '/invoices', {
    token: landlord.token,
    json: { lease, dueDate: dueIn(3), category: 'rent', paymentMethods: methods, items: [{ name: 'Rent', description: 'March', amount, quantity: 1 }] },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number; total: number }
}

async function deliver(event: { id: string }) {
  await testPayload()
  const body = JSON.stringify(event, null, 2)
  const url = new URL('/api/stripe/webhook', process.env.SERVER_URL)
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signStripePayload(body) })
  const response = await handleEndpoints({ config, request: new Request(url, { method: 'POST', headers, body }), path: url.pathname })
  const json = (await response.json()) as any
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json as { received: boolean; duplicate: boolean }
}

async function invoiceOf(id: number) {
  return (await rest('GET', `/invoices/${id}`, { token: owner.token, query: { depth: 0 } })).body
}
async function paymentsOfInvoice(id: number) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'payments', where: { invoice: { equals: id } }, depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true })).docs
}
async function notificationsAbout(invoice: number, event: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'notifications', where: { and: [{ invoice: { equals: invoice } }, { event: { equals: event } }] }, depth: 0, pagination: false, overrideAccess: true })
  return docs.map((notification) => ({ recipient: typeof notification.recipient === 'object' ? notification.recipient.id : notification.recipient, category: notification.category }))
}

describe('paying an invoice by card', () => {
  it('creates a destination-charge PaymentIntent and a pending payment; a signed payment_intent.succeeded settles it once', async () => {
    const invoice = await invoiceFor(owner, held.lease.id)
    const pay = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card' } })
    expect(pay.status, JSON.stringify(pay.body)).toBe(200)
    expect(pay.body.clientSecret).toMatch(/^pi_test_.+_secret_/)
    expect(pay.body.publishableKey).toBe('pk_test_leasewell')

    const [request] = created('/v1/payment_intents')
    expect(request.fields).toMatchObject({
      amount: '125000',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'transfer_data[destination]': CONNECTED,
      on_behalf_of: CONNECTED,
      'metadata[invoiceId]': String(invoice.id),
      'metadata[organizationId]': String(owner.organization.id),
      'metadata[leaseId]': String(held.lease.id),
    })
    expect(request.idempotencyKey).toBe(`invoice-${invoice.id}-attempt-1`)
    // The tenant's customer lives on the platform and is kept on the user.
    const payload = await testPayload()
    const user = await payload.findByID({ collection: 'users', id: held.tenant.user.id, overrideAccess: true, depth: 0 })
    expect(request.fields.customer).toBe(user.stripeCustomerId)

    const [pending] = await paymentsOfInvoice(invoice.id)
    expect(pending).toMatchObject({ id: pay.body.paymentId, status: 'pending', method: 'card', amount: 125_000, payer: held.tenant.user.id })
    expect((await invoiceOf(invoice.id)).status).toBe('open')

    const intentId = pending.stripePaymentIntentId!
    const event = intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded', amount_received: 125_000 })
    expect((await deliver(event)).duplicate).toBe(false)
    const [paid] = await paymentsOfInvoice(invoice.id)
    expect(paid.status).toBe('succeeded')
    expect(paid.stripeChargeId).toMatch(/^ch_test_/)
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', amountPaid: 125_000, amountDue: 0 })
    const told = await notificationsAbout(invoice.id, 'payment:succeeded')
    expect(told).toEqual(expect.arrayContaining([{ recipient: owner.user.id, category: 'organization' }, { recipient: held.tenant.user.id, category: 'tenant' }]))
    expect(told).toHaveLength(2)

    // The same event again: recorded as a duplicate, nothing changes.
    expect((await deliver(event)).duplicate).toBe(true)
    // The same fact under another event id (Stripe may resend): the handler compares with what is stored.
    expect((await deliver(intentEvent('payment_intent.succeeded', intentId))).duplicate).toBe(false)
    expect(await notificationsAbout(invoice.id, 'payment:succeeded')).toHaveLength(2)
    expect(await paymentsOfInvoice(invoice.id)).toHaveLength(1)
  })

  it('a double-submitted pay form makes one PaymentIntent and one payment row', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 90_000)
    const [first, second] = await Promise.all([
      rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', attempt: 1 } }),
      rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', attempt: 1 } }),
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(second.body.clientSecret).toBe(first.body.clientSecret)
    expect(second.body.paymentId).toBe(first.body.paymentId)
    expect(created('/v1/payment_intents')).toHaveLength(1)
    expect(await paymentsOfInvoice(invoice.id)).toHaveLength(1)
  })

  it('switching from card to bank cancels the untouched card PaymentIntent; a failed attempt leads to the next attempt', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 40_000)
    const card = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card' } })
    const bank = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'us-bank-account' } })
    expect(bank.status, JSON.stringify(bank.body)).toBe(200)
    const [canceled, pending] = await paymentsOfInvoice(invoice.id)
    expect(canceled).toMatchObject({ id: card.body.paymentId, status: 'canceled' })
    expect(stripeState.intents.get(canceled.stripePaymentIntentId!)!.status).toBe('canceled')
    expect(pending).toMatchObject({ id: bank.body.paymentId, status: 'pending', method: 'us-bank-account', idempotencyKey: `invoice-${invoice.id}-attempt-2` })

    await deliver(intentEvent('payment_intent.payment_failed', pending.stripePaymentIntentId!, { status: 'requires_payment_method', last_payment_error: { code: 'bank_account_invalid_details', message: 'Invalid account' } }))
    const failed = (await paymentsOfInvoice(invoice.id))[1]
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'bank_account_invalid_details', failureMessage: bankFailureReasonLabel.bank_account_invalid_details })
    // The form still says attempt 2: only the tenant's own failed attempt ended since, nothing
    // was paid, so the retry with another method goes on as attempt 3 (a declined card retried
    // after its failure webhook came in).
    const retry = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', attempt: 2 } })
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    expect(created('/v1/payment_intents').map((call) => call.idempotencyKey)).toEqual([`invoice-${invoice.id}-attempt-1`, `invoice-${invoice.id}-attempt-2`, `invoice-${invoice.id}-attempt-3`])
    const again = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', attempt: 3 } })
    expect(again.body.paymentId).toBe(retry.body.paymentId)

    // Once a payment went through, a form rendered before it is stale.
    const paid = (await paymentsOfInvoice(invoice.id))[2]
    await deliver(intentEvent('payment_intent.succeeded', paid.stripePaymentIntentId!, { status: 'succeeded' }))
    for (const attempt of [2, 3]) {
      const stale = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', attempt } })
      expect(stale.status).toBe(409)
      expect(errorMessage(stale.body)).toBe(STRIPE_PAYMENT_MESSAGES.staleForm)
    }
  })

  it("another payer's attempt, or one from the future, makes a form stale; the caller's own ended ones do not", () => {
    const payment = (status: Payment['status'], payer: number, attempt: number | null) =>
      ({ status, payer, idempotencyKey: attempt === null ? 'autopay-invoice-1' : `invoice-1-attempt-${attempt}` }) as Payment
    expect(isStaleAttempt([], undefined, 1)).toBe(false)
    expect(isStaleAttempt([], 1, 1)).toBe(false)
    expect(isStaleAttempt([], 2, 1)).toBe(true)
    expect(isStaleAttempt([payment('failed', 1, 1)], 1, 1)).toBe(false)
    expect(isStaleAttempt([payment('canceled', 1, 1), payment('failed', 1, 2)], 1, 1)).toBe(false)
    expect(isStaleAttempt([payment('failed', 2, 1)], 1, 1)).toBe(true)
    expect(isStaleAttempt([payment('succeeded', 1, 1)], 1, 1)).toBe(true)
    // An ended payment older than the form does not count; an autopay that ended may be newer.
    expect(isStaleAttempt([payment('succeeded', 2, 1), payment('failed', 1, 2)], 2, 1)).toBe(false)
    expect(isStaleAttempt([payment('failed', 1, 1), payment('succeeded', 1, null)], 1, 1)).toBe(true)
  })
})

describe('a bank debit', () => {
  it('stays pending while processing; succeeds; a later bank_account_closed failure reopens the invoice', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 150_000)
    const pay = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'us-bank-account' } })
    expect(pay.status, JSON.stringify(pay.body)).toBe(200)
    expect(created('/v1/payment_intents')[0].fields['allowed_payment_method_types[0]']).toBe('us_bank_account')
    const intentId = (await paymentsOfInvoice(invoice.id))[0].stripePaymentIntentId!

    await deliver(intentEvent('payment_intent.processing', intentId, { status: 'processing' }))
    expect((await paymentsOfInvoice(invoice.id))[0].status).toBe('pending')
    expect((await invoiceOf(invoice.id)).amountDue).toBe(150_000)

    await deliver(intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded' }))
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', amountDue: 0 })

    const late = chargeFailedEvent(intentId, 'bank_account_closed')
    await deliver(late)
    const [payment] = await paymentsOfInvoice(invoice.id)
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'bank_account_closed', failureMessage: bankFailureReasonLabel.bank_account_closed })
    const reopened = await invoiceOf(invoice.id)
    expect(reopened).toMatchObject({ amountPaid: 0, amountDue: 150_000 })
    expect(['open', 'overdue']).toContain(reopened.status)
    expect(reopened.paidAt ?? null).toBeNull()
    const told = await notificationsAbout(invoice.id, 'payment:failed')
    expect(told).toEqual(expect.arrayContaining([{ recipient: owner.user.id, category: 'organization' }, { recipient: held.tenant.user.id, category: 'tenant' }]))
    // Delivered again (new id, same fact): told once.
    await deliver(chargeFailedEvent(intentId, 'bank_account_closed'))
    expect(await notificationsAbout(invoice.id, 'payment:failed')).toHaveLength(2)
  })

  it('a stale failure of an earlier card charge does not undo a card payment that succeeded', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 30_000)
    await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card' } })
    const intentId = (await paymentsOfInvoice(invoice.id))[0].stripePaymentIntentId!
    await deliver(intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded', latest_charge: 'ch_test_second' }))
    await deliver(intentEvent('payment_intent.payment_failed', intentId, { latest_charge: 'ch_test_first', last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', charge: 'ch_test_first' } }))
    expect((await paymentsOfInvoice(invoice.id))[0].status).toBe('succeeded')
    expect((await invoiceOf(invoice.id)).status).toBe('paid')
  })
})

describe('who may pay, and how', () => {
  it('a tenant of another lease and another landlord get 404 on /pay and /checkout; nothing reaches Stripe', async () => {
    const invoice = await invoiceFor(owner, held.lease.id)
    for (const token of [other.tenant.token, foreign.token, owner.token]) {
      expect((await rest('POST', `/invoices/${invoice.id}/pay`, { token, json: { method: 'card' } })).status).toBe(404)
      expect((await rest('POST', `/invoices/${invoice.id}/checkout`, { token, json: { method: 'card' } })).status).toBe(404)
    }
    expect((await rest('POST', `/invoices/999999/pay`, { token: held.tenant.token, json: { method: 'card' } })).status).toBe(404)
    expect((await rest('POST', `/invoices/${invoice.id}/pay`, { json: { method: 'card' } })).status).toBe(401)
    expect(stripeState.calls).toHaveLength(0)
    expect(await paymentsOfInvoice(invoice.id)).toHaveLength(0)
  })

  it('card is refused once its capability is no longer active, and a method the invoice does not offer', async () => {
    const landlord = await signedInLandlord('pay-inactive')
    const lease = await leaseWithTenant(landlord.organization.id, 'Ina')
    const account = await connectedAccount(landlord.organization.id, 'acct_test_landlord_2')
    const invoice = await invoiceFor(landlord, lease.lease.id, 10_000)
    const bankOnly = await invoiceFor(landlord, lease.lease.id, 10_000, ['us-bank-account'])
    const payload = await testPayload()
    await payload.update({ collection: 'accounts', id: (account as { id: number }).id, data: { card: { capabilities: { cardPayments: 'inactive', usBankAccountAchPayments: 'active' } } }, overrideAccess: true } as never)
    const card = await rest('POST', `/invoices/${invoice.id}/pay`, { token: lease.tenant.token, json: { method: 'card' } })
    expect(card.status).toBe(409)
    expect(errorMessage(card.body)).toBe(STRIPE_PAYMENT_MESSAGES.methodNotOffered)
    expect((await rest('POST', `/invoices/${invoice.id}/checkout`, { token: lease.tenant.token, json: { method: 'card' } })).status).toBe(409)
    expect((await rest('POST', `/invoices/${bankOnly.id}/pay`, { token: lease.tenant.token, json: { method: 'card' } })).status).toBe(409)
    expect((await rest('POST', `/invoices/${invoice.id}/pay`, { token: lease.tenant.token, json: { method: 'venmo' } })).status).toBe(400)
    expect(created('/v1/payment_intents')).toHaveLength(0)
    expect((await rest('POST', `/invoices/${invoice.id}/pay`, { token: lease.tenant.token, json: { method: 'us-bank-account' } })).status).toBe(200)
  })

  it('without Stripe keys card and bank are refused with 409', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 5_000)
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const response = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card' } })
    expect(response.status).toBe(409)
    expect(errorMessage(response.body)).toBe(STRIPE_PAYMENT_MESSAGES.notConfigured)
  })
})

describe('Checkout (the path without JavaScript)', () => {
  it('one session per attempt; the completed session settles the payment', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 70_000)
    const [first, second] = await Promise.all([
      rest('POST', `/invoices/${invoice.id}/checkout`, { token: held.tenant.token, json: { method: 'card' } }),
      rest('POST', `/invoices/${invoice.id}/checkout`, { token: held.tenant.token, json: { method: 'card' } }),
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(second.body.url).toBe(first.body.url)
    expect(stripeState.sessions.size).toBe(1)
    const [session] = [...stripeState.sessions.values()]
    expect(session.fields).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '70000',
      'payment_intent_data[transfer_data][destination]': CONNECTED,
      'payment_intent_data[on_behalf_of]': CONNECTED,
      'payment_intent_data[metadata][invoiceId]': String(invoice.id),
      success_url: `${process.env.SERVER_URL}/app/tenant/invoices/${invoice.id}?checkout=paid`,
    })
    const payments = await paymentsOfInvoice(invoice.id)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ status: 'pending', stripePaymentIntentId: null })

    // Checkout made its PaymentIntent when the tenant paid.
    const intentId = 'pi_test_checkout_1'
    stripeState.intents.set(intentId, { id: intentId, object: 'payment_intent', amount: 70_000, status: 'succeeded', metadata: session.metadata, payment_method_types: ['card'], latest_charge: 'ch_test_checkout_1' })
    await deliver(sessionCompletedEvent(session.id, intentId))
    expect((await paymentsOfInvoice(invoice.id))[0]).toMatchObject({ status: 'succeeded', stripePaymentIntentId: intentId })
    expect((await invoiceOf(invoice.id)).status).toBe('paid')
    await deliver(intentEvent('payment_intent.succeeded', intentId))
    expect((await paymentsOfInvoice(invoice.id))[0].stripeChargeId).toBe('ch_test_checkout_1')
    expect(await notificationsAbout(invoice.id, 'payment:succeeded')).toHaveLength(2)
  })
})

describe('refunds through Stripe', () => {
  it('pending until refund.updated succeeds; then the invoice counts it', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 60_000)
    await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card' } })
    const [payment] = await paymentsOfInvoice(invoice.id)
    await deliver(intentEvent('payment_intent.succeeded', payment.stripePaymentIntentId!, { status: 'succeeded' }))

    const [first, twin] = await Promise.all([
      rest('POST', `/payments/${payment.id}/refund`, { token: owner.token, json: { amount: 20_000, reason: 'Parking overcharge' } }),
      rest('POST', `/payments/${payment.id}/refund`, { token: owner.token, json: { amount: 20_000, reason: 'Parking overcharge' } }),
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(twin.status, JSON.stringify(twin.body)).toBe(200)
    const refundCalls = created('/v1/refunds')
    expect(refundCalls[0].fields).toMatchObject({ payment_intent: payment.stripePaymentIntentId, amount: '20000', reverse_transfer: 'true' })
    expect(stripeState.refunds.size).toBe(1)
    let [stored] = await paymentsOfInvoice(invoice.id)
    expect(stored.refunds).toHaveLength(1)
    expect(stored.refunds![0]).toMatchObject({ amount: 20_000, status: 'pending', reason: 'Parking overcharge' })
    expect((await invoiceOf(invoice.id)).amountRefunded).toBe(0)

    const refundId = stored.refunds![0].stripeRefundId!
    await deliver(refundEvent('refund.updated', refundId, 'succeeded'))
    ;[stored] = await paymentsOfInvoice(invoice.id)
    expect(stored.refunds![0].status).toBe('succeeded')
    expect(await invoiceOf(invoice.id)).toMatchObject({ amountRefunded: 20_000, amountDue: 20_000 })
    expect(await notificationsAbout(invoice.id, 'refund:succeeded')).toEqual([{ recipient: held.tenant.user.id, category: 'tenant' }])
    await deliver(refundEvent('refund.updated', refundId, 'succeeded'))
    expect(await notificationsAbout(invoice.id, 'refund:succeeded')).toHaveLength(1)

    // A second, deliberate refund fails at the bank: the owners hear of it, the money stays counted as paid.
    const again = await rest('POST', `/payments/${payment.id}/refund`, { token: owner.token, json: { amount: 5_000 } })
    expect(again.status).toBe(200)
    ;[stored] = await paymentsOfInvoice(invoice.id)
    await deliver(refundEvent('refund.failed', stored.refunds![1].stripeRefundId!, 'failed'))
    ;[stored] = await paymentsOfInvoice(invoice.id)
    expect(stored.refunds![1].status).toBe('failed')
    expect((await invoiceOf(invoice.id)).amountRefunded).toBe(20_000)
    expect(await notificationsAbout(invoice.id, 'refund:failed')).toEqual([{ recipient: owner.user.id, category: 'organization' }])
  })
})

describe('saved payment methods', () => {
  it('a SetupIntent on the tenant’s customer; list with labels; remove only one’s own', async () => {
    const setup = await rest('POST', '/users/payment-methods/setup-intent', { token: held.tenant.token })
    expect(setup.status, JSON.stringify(setup.body)).toBe(200)
    expect(setup.body.clientSecret).toMatch(/^seti_test_/)
    const [call] = created('/v1/setup_intents')
    expect(call.fields).toMatchObject({ usage: 'off_session', 'allowed_payment_method_types[0]': 'card', 'allowed_payment_method_types[1]': 'us_bank_account' })
    const card = attachPaymentMethod(call.fields.customer, 'card')
    const bank = attachPaymentMethod(call.fields.customer, 'us_bank_account')
    const listed = await rest('GET', '/users/payment-methods', { token: held.tenant.token })
    expect(listed.status).toBe(200)
    expect(listed.body.methods).toEqual([
      { id: card.id, type: 'card', label: 'Visa •••• 4242' },
      { id: bank.id, type: 'us-bank-account', label: 'STRIPE TEST BANK •••• 6789' },
    ])
    // Someone else's method is not found; one's own is detached.
    expect((await rest('DELETE', `/users/payment-methods/${card.id}`, { token: other.tenant.token })).status).toBe(404)
    expect((await rest('DELETE', `/users/payment-methods/${card.id}`, { token: held.tenant.token })).status).toBe(200)
    expect((await rest('GET', '/users/payment-methods', { token: held.tenant.token })).body.methods.map((method: { id: string }) => method.id)).toEqual([bank.id])
    // The customer was made once, however many calls needed it.
    expect(created('/v1/customers').length).toBeLessThanOrEqual(1)

    const checkout = await rest('POST', '/users/payment-methods/setup-checkout', { token: held.tenant.token, json: { returnPath: '/app/tenant/leases/1/auto-pay' } })
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
    const [session] = [...stripeState.sessions.values()]
    expect(session.fields).toMatchObject({ mode: 'setup', success_url: `${process.env.SERVER_URL}/app/tenant/leases/1/auto-pay?added=1` })
  })

  it('pays with a saved method of one’s own only', async () => {
    const invoice = await invoiceFor(owner, held.lease.id, 11_000)
    const setup = await rest('POST', '/users/payment-methods/setup-intent', { token: held.tenant.token })
    expect(setup.status).toBe(200)
    const customer = created('/v1/setup_intents')[0].fields.customer
    const mine = attachPaymentMethod(customer, 'card')
    const theirs = attachPaymentMethod('cus_test_someone_else', 'card')
    const refused = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', paymentMethodId: theirs.id } })
    expect(refused.status).toBe(400)
    expect(errorMessage(refused.body)).toBe(STRIPE_PAYMENT_MESSAGES.savedMethodNotFound)
    const paid = await rest('POST', `/invoices/${invoice.id}/pay`, { token: held.tenant.token, json: { method: 'card', paymentMethodId: mine.id } })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(created('/v1/payment_intents')[0].fields.payment_method).toBe(mine.id)
  })
})
