import { beforeAll, describe, expect, it } from 'vitest'
import { invoiceMessages } from '@common/invoices'
import type { Organization } from '@api/payload-types'
import { invoiceFlowMessages } from '@api/collections/Invoices/endpoints/shared'
import { errorMessage, rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The manual and mobile payment flow over REST: a tenant marks a Zelle payment
 * sent, the landlord confirms it (paid) or marks it not received (open again); a manual
 * payment is refunded (amountDue back up); every step notifies the right people; a tenant
 * of another lease and another landlord get 404 on every endpoint.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let other: Awaited<ReturnType<typeof leaseWithTenant>>

const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))

async function newInvoice(amount = 50_000, lease = held.lease.id) {
  const response = await rest('POST', '/invoices', {
    token: owner.token,
    json: {
      lease,
      dueDate: dueIn(7),
      category: 'rent',
      paymentMethods: ['zelle', 'cash'],
      items: [{ name: 'Rent', description: 'March', amount, quantity: 1 }],
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number }
}

const invoiceOf = async (id: number) =>
  (
    await rest('GET', `/invoices/${id}`, {
      token: owner.token,
      query: { depth: 0 },
    })
  ).body

async function notificationsAbout(invoice: number, event: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'notifications',
    where: {
      and: [{ invoice: { equals: invoice } }, { event: { equals: event } }],
    },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('flow-owner'), signedInLandlord('flow-foreign')])
  held = await leaseWithTenant(owner.organization.id, 'Flo')
  other = await leaseWithTenant(owner.organization.id, 'Gus')
  const account = await rest('POST', '/accounts', {
    token: owner.token,
    json: {
      zelle: { enabled: true, handle: 'owner@example.com' },
      manual: {
        enabled: true,
        methods: ['cash'],
        address: '1 Main St, Austin, TX 78701',
      },
    },
  })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
})

describe('mark sent, confirm, not received', () => {
  it('mark sent → confirm → paid; the owners then the tenants are told', async () => {
    const invoice = await newInvoice(50_000)
    const sent = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle', note: 'Sent from my phone' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.payment).toMatchObject({
      status: 'pending',
      amount: 50_000,
      method: 'zelle',
    })
    const waiting = await invoiceOf(invoice.id)
    expect(waiting).toMatchObject({
      status: 'open',
      amountDue: 50_000,
      paymentSentNotification: { method: 'zelle', note: 'Sent from my phone' },
    })
    const marked = await notificationsAbout(invoice.id, 'invoice:payment-marked-sent')
    expect(marked.map((notification) => notification.recipient)).toEqual([owner.user.id])

    // Marking it sent twice makes one payment.
    const again = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle' },
    })
    expect(again.status).toBe(409)
    expect(errorMessage(again.body)).toBe(invoiceFlowMessages.alreadyMarkedSent)

    const confirmed = await rest('POST', `/invoices/${invoice.id}/confirm-payment`, { token: owner.token, json: { paymentId: sent.body.payment.id } })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body.payment.status).toBe('succeeded')
    const paid = await invoiceOf(invoice.id)
    expect(paid).toMatchObject({
      status: 'paid',
      amountPaid: 50_000,
      amountDue: 0,
    })
    expect(paid.paymentSentNotification?.method ?? null).toBeNull()
    const received = await notificationsAbout(invoice.id, 'payment:succeeded')
    expect(received.map((notification) => notification.recipient)).toEqual([held.tenant.user.id])
    expect(received[0]!.payment).toBe(sent.body.payment.id)

    // A confirmed payment is no longer pending.
    const twice = await rest('POST', `/invoices/${invoice.id}/confirm-payment`, { token: owner.token, json: { paymentId: sent.body.payment.id } })
    expect(twice.status).toBe(409)
  })

  it('not received → the payment fails, the invoice is open again and no longer waits; the tenants are told', async () => {
    const invoice = await newInvoice(30_000)
    const sent = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'cash' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const denied = await rest('POST', `/invoices/${invoice.id}/not-received`, {
      token: owner.token,
      json: { paymentId: sent.body.payment.id },
    })
    expect(denied.status, JSON.stringify(denied.body)).toBe(200)
    expect(denied.body.payment).toMatchObject({
      status: 'failed',
      failureCode: 'not-received',
    })
    const open = await invoiceOf(invoice.id)
    expect(open).toMatchObject({
      status: 'open',
      amountPaid: 0,
      amountDue: 30_000,
    })
    expect(open.paymentSentNotification?.method ?? null).toBeNull()
    expect(open.paymentSentNotification?.sentAt ?? null).toBeNull()
    const told = await notificationsAbout(invoice.id, 'invoice:payment-marked-not-received')
    expect(told.map((notification) => notification.recipient)).toEqual([held.tenant.user.id])
    // The tenant may mark it sent again.
    expect(
      (
        await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
          token: held.tenant.token,
          json: { method: 'zelle' },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a method the invoice does not offer, card, a paid or void invoice, and a payment of another invoice', async () => {
    const invoice = await newInvoice(10_000)
    const venmo = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'venmo' },
    })
    expect(venmo.status).toBe(400)
    expect(fieldErrors(venmo.body).method).toBe(invoiceFlowMessages.methodInvalid)
    expect(
      (
        await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
          token: held.tenant.token,
          json: { method: 'card' },
        })
      ).status,
    ).toBe(400)
    const elsewhere = await newInvoice(10_000)
    const sent = await rest('POST', `/invoices/${elsewhere.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle' },
    })
    const wrong = await rest('POST', `/invoices/${invoice.id}/confirm-payment`, { token: owner.token, json: { paymentId: sent.body.payment.id } })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong.body).paymentId).toBe(invoiceFlowMessages.paymentRequired)
    // A recorded payment is not waiting for anyone.
    const recorded = await rest('POST', '/payments', {
      token: owner.token,
      json: { invoice: invoice.id, method: 'cash', amount: 10_000 },
    })
    expect(recorded.status).toBe(201)
    expect(
      (
        await rest('POST', `/invoices/${invoice.id}/not-received`, {
          token: owner.token,
          json: { paymentId: recorded.body.doc.id },
        })
      ).status,
    ).toBe(409)
    const paid = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle' },
    })
    expect(paid.status).toBe(409)
    expect(errorMessage(paid.body)).toBe(invoiceMessages.invoicePaid)
    const voidable = await newInvoice(10_000)
    expect(
      (
        await rest('PATCH', `/invoices/${voidable.id}`, {
          token: owner.token,
          json: { voided: true },
        })
      ).status,
    ).toBe(200)
    const onVoid = await rest('POST', `/invoices/${voidable.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle' },
    })
    expect(onVoid.status).toBe(409)
    expect(errorMessage(onVoid.body)).toBe(invoiceMessages.invoiceVoid)
  })
})

describe('refunds', () => {
  it('a manual payment is refunded at once: amountDue goes back up, the tenants are told with the amount', async () => {
    const invoice = await newInvoice(20_000)
    const payment = (
      await rest('POST', '/payments', {
        token: owner.token,
        json: { invoice: invoice.id, method: 'cash', amount: 20_000 },
      })
    ).body.doc
    expect((await invoiceOf(invoice.id)).status).toBe('paid')

    const tooMuch = await rest('POST', `/payments/${payment.id}/refund`, {
      token: owner.token,
      json: { amount: 20_001 },
    })
    expect(tooMuch.status).toBe(400)
    expect(fieldErrors(tooMuch.body).amount).toBe(invoiceMessages.refundTooLarge)
    const zero = await rest('POST', `/payments/${payment.id}/refund`, {
      token: owner.token,
      json: { amount: 0 },
    })
    expect(fieldErrors(zero.body).amount).toBe(invoiceMessages.amountPositive)
    const fraction = await rest('POST', `/payments/${payment.id}/refund`, {
      token: owner.token,
      json: { amount: 10.5 },
    })
    expect(fieldErrors(fraction.body).amount).toBe(invoiceMessages.validNumber)

    const refunded = await rest('POST', `/payments/${payment.id}/refund`, {
      token: owner.token,
      json: { amount: 7_500, reason: 'Overcharged' },
    })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(refunded.body.payment.refunds).toMatchObject([{ amount: 7_500, status: 'succeeded', reason: 'Overcharged' }])
    expect(await invoiceOf(invoice.id)).toMatchObject({
      amountPaid: 20_000,
      amountRefunded: 7_500,
      amountDue: 7_500,
      status: 'partially-paid',
    })
    const told = await notificationsAbout(invoice.id, 'refund:succeeded')
    expect(told.map((notification) => notification.recipient)).toEqual([held.tenant.user.id])
    expect(told[0]!.refund).toMatchObject({ amount: 7_500 })

    // What is left of the payment: 12,500 cents.
    expect(
      (
        await rest('POST', `/payments/${payment.id}/refund`, {
          token: owner.token,
          json: { amount: 12_501 },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await rest('POST', `/payments/${payment.id}/refund`, {
          token: owner.token,
          json: { amount: 12_500 },
        })
      ).status,
    ).toBe(200)
    expect(await invoiceOf(invoice.id)).toMatchObject({
      amountDue: 20_000,
      status: 'open',
    })
  })

  it('a pending payment cannot be refunded', async () => {
    const invoice = await newInvoice(5_000)
    const sent = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle' },
    })
    const refused = await rest('POST', `/payments/${sent.body.payment.id}/refund`, { token: owner.token, json: { amount: 100 } })
    expect(refused.status).toBe(409)
    expect(errorMessage(refused.body)).toBe(invoiceMessages.notRefundable)
  })
})

describe('who may call the endpoints', () => {
  it('a tenant of another lease and another landlord get 404 on every endpoint; the tenant cannot confirm or refund, the landlord cannot mark sent', async () => {
    const invoice = await newInvoice(40_000)
    const sent = await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
      token: held.tenant.token,
      json: { method: 'zelle' },
    })
    expect(sent.status).toBe(200)
    const paymentId = sent.body.payment.id
    const recorded = await newInvoice(1_000)
    const payment = (
      await rest('POST', '/payments', {
        token: owner.token,
        json: { invoice: recorded.id, method: 'cash', amount: 1_000 },
      })
    ).body.doc
    const calls = [
      [`/invoices/${invoice.id}/mark-sent`, { method: 'zelle' }],
      [`/invoices/${invoice.id}/confirm-payment`, { paymentId }],
      [`/invoices/${invoice.id}/not-received`, { paymentId }],
      [`/payments/${payment.id}/refund`, { amount: 100 }],
    ] as const
    for (const [path, json] of calls) {
      expect((await rest('POST', path, { token: other.tenant.token, json })).status, `${path} as another lease's tenant`).toBe(404)
      expect((await rest('POST', path, { token: foreign.token, json })).status, `${path} as another landlord`).toBe(404)
      expect((await rest('POST', path, { json })).status, `${path} signed out`).toBe(401)
    }
    expect(
      (
        await rest('POST', `/invoices/${invoice.id}/confirm-payment`, {
          token: held.tenant.token,
          json: { paymentId },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', `/invoices/${invoice.id}/not-received`, {
          token: held.tenant.token,
          json: { paymentId },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', `/payments/${payment.id}/refund`, {
          token: held.tenant.token,
          json: { amount: 100 },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', `/invoices/${invoice.id}/mark-sent`, {
          token: owner.token,
          json: { method: 'zelle' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', '/invoices/999999/mark-sent', {
          token: held.tenant.token,
          json: { method: 'zelle' },
        })
      ).status,
    ).toBe(404)
    // Nothing changed: still one pending payment, nothing refunded.
    expect((await invoiceOf(invoice.id)).amountDue).toBe(40_000)
    expect((await rest('GET', `/payments/${payment.id}`, { token: owner.token })).body.refunds).toEqual([])
  })

  it('the payment methods a new invoice may offer: the operating account, for its staff', async () => {
    const mine = await rest('GET', '/invoices/payment-methods', {
      token: owner.token,
    })
    expect(mine.status).toBe(200)
    expect(mine.body).toEqual({
      organization: owner.organization.id,
      methods: ['zelle', 'cash'],
    })
    expect((await rest('GET', '/invoices/payment-methods', { token: foreign.token })).body).toEqual({ organization: foreign.organization.id, methods: [] })
    expect(
      (
        await rest('GET', '/invoices/payment-methods', {
          token: held.tenant.token,
        })
      ).body,
    ).toEqual({ organization: null, methods: [] })
  })
})
