import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { createInvoice, createLease, createPayment, createProperty, createUnit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { incomeCategoryOf } from '@common/invoices'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * A payment's income category (ADR 030: the cash basis reports read it from the payment): its
 * charge's category, none for a security deposit, kept right by the payments' hook on every
 * write of a payment and by the invoice's when the invoice's kind or category changes.
 */
let owner: SignedIn<{ organization: Organization }>
let payload: Payload
let lease: number

const categoryOf = async (payment: number) => (await payload.findByID({ collection: 'payments', id: payment, depth: 0, overrideAccess: true })).incomeCategory ?? null
const charge = (category: 'rent' | 'utility' | 'fee', total = 50_000, kind: 'charge' | 'security-deposit' = 'charge') =>
  createInvoice(payload, { lease, kind, category, dueDate: '2027-03-01T00:00:00.000Z', paymentMethods: ['check'], items: [{ name: 'Item', description: 'Test', amount: total, quantity: 1 }] }, { trustedMethods: true })

beforeAll(async () => {
  owner = await signedInLandlord('income-category')
  payload = await testPayload()
  const property = await createProperty(payload, { organization: owner.organization.id, nickname: 'Category house' })
  const unit = await createUnit(payload, { property: property.id, name: 'A' })
  lease = (await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', startDate: '2026-12-01T00:00:00.000Z' })).id
})

describe("a payment's income category", () => {
  it('is its charge category, none for a deposit or an invoice that is not a charge', () => {
    expect(incomeCategoryOf({ kind: 'charge', category: 'utility' })).toBe('utility')
    expect(incomeCategoryOf({ kind: 'charge', category: null })).toBe('other')
    expect(incomeCategoryOf({ kind: 'security-deposit', category: 'rent' })).toBeNull()
    expect(incomeCategoryOf({ kind: null, category: 'rent' })).toBeNull()
  })

  it('is written when the payment is recorded, through the API too', async () => {
    const utility = await charge('utility')
    const recorded = await createPayment(payload, { invoice: utility.id, method: 'check', amount: 10_000, paidAt: '2027-03-02T00:00:00.000Z' })
    expect(await categoryOf(recorded.id)).toBe('utility')
    const rent = await charge('rent')
    const viaApi = await rest('POST', '/payments', { token: owner.token, json: { invoice: rent.id, method: 'check', amount: 5_000 } })
    expect(viaApi.status).toBe(201)
    expect(await categoryOf(viaApi.body.doc.id)).toBe('rent')
    const deposit = await charge('rent', 80_000, 'security-deposit')
    const held = await createPayment(payload, { invoice: deposit.id, method: 'check', amount: 80_000, paidAt: '2027-03-02T00:00:00.000Z' })
    expect(await categoryOf(held.id)).toBeNull()
  })

  it("follows its invoice's category and kind, and only its own invoice's", async () => {
    const invoice = await charge('utility')
    const other = await charge('utility')
    const first = await createPayment(payload, { invoice: invoice.id, method: 'check', amount: 10_000, paidAt: '2027-03-02T00:00:00.000Z' })
    const second = await createPayment(payload, { invoice: invoice.id, method: 'check', amount: 5_000, paidAt: '2027-03-03T00:00:00.000Z' })
    const untouched = await createPayment(payload, { invoice: other.id, method: 'check', amount: 5_000, paidAt: '2027-03-03T00:00:00.000Z' })
    // The landlord changes the category of a part-paid charge.
    expect((await rest('PATCH', `/invoices/${invoice.id}`, { token: owner.token, json: { category: 'fee' } })).status).toBe(200)
    expect([await categoryOf(first.id), await categoryOf(second.id), await categoryOf(untouched.id)]).toEqual(['fee', 'fee', 'utility'])
    // A payment recorded after the change takes the new one.
    const third = await createPayment(payload, { invoice: invoice.id, method: 'check', amount: 1_000, paidAt: '2027-03-04T00:00:00.000Z' })
    expect(await categoryOf(third.id)).toBe('fee')
    // Its kind changes (a server correction): the payments are no longer income.
    await payload.update({ collection: 'invoices', id: invoice.id, data: { kind: 'security-deposit' }, overrideAccess: true })
    expect([await categoryOf(first.id), await categoryOf(second.id), await categoryOf(third.id)]).toEqual([null, null, null])
    await payload.update({ collection: 'invoices', id: invoice.id, data: { kind: 'charge' }, overrideAccess: true })
    expect([await categoryOf(first.id), await categoryOf(third.id)]).toEqual(['fee', 'fee'])
  })

  it('stays through refunds, a failed payment and a void invoice', async () => {
    const invoice = await charge('utility')
    const payment = await createPayment(payload, { invoice: invoice.id, method: 'check', amount: 10_000, paidAt: '2027-03-02T00:00:00.000Z' })
    const failing = await createPayment(payload, { invoice: invoice.id, method: 'check', amount: 2_000, paidAt: '2027-03-02T00:00:00.000Z' })
    await payload.update({ collection: 'payments', id: failing.id, data: { status: 'failed' }, overrideAccess: true, context: { [SERVER_PAYMENT]: true } })
    await payload.update({ collection: 'payments', id: payment.id, data: { refunds: [{ amount: 10_000, status: 'succeeded', createdAt: '2027-03-05T00:00:00.000Z' }] }, overrideAccess: true })
    expect([await categoryOf(payment.id), await categoryOf(failing.id)]).toEqual(['utility', 'utility'])
    // Refunded in full, the charge can be voided: its payments keep their category (a refund is counted by it).
    expect((await rest('PATCH', `/invoices/${invoice.id}`, { token: owner.token, json: { voided: true } })).status).toBe(200)
    expect(await categoryOf(payment.id)).toBe('utility')
  })
})
