import { beforeAll, describe, expect, it } from 'vitest'
import type { Organization } from '@api/payload-types'
import { rest } from '../rest'
import { leaseWithTenant } from '../support/leases'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'

/**
 * Amount tampering (product-spec §5 Invoices): an invoice's total, amount paid, amount due,
 * refunded amount, status and paid date are computed by the server from its line items and
 * payments; a payment's status, Stripe ids, payer and refunds are server-set. Whatever a
 * client sends for them, on create or update, the landlord or its tenant, is ignored.
 */

let landlord: SignedIn<{ organization: Organization }>
let portfolio: Awaited<ReturnType<typeof leaseWithTenant>>

const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const ITEMS = [{ name: 'Rent', description: 'March', amount: 120_000, quantity: 1 }]
const TAMPERED_INVOICE = { total: 1, amountPaid: 120_000, amountDue: 0, amountRefunded: 5, status: 'paid', paidAt: new Date().toISOString(), autopayAttemptedAt: new Date().toISOString() }

beforeAll(async () => {
  landlord = await signedInLandlord('tamper-owner')
  portfolio = await leaseWithTenant(landlord.organization.id, 'Tamper')
  const account = await rest('POST', '/accounts', { token: landlord.token, json: { manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
})

async function stored(id: number) {
  const payload = await testPayload()
  return payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true })
}

describe('amount tampering', () => {
  let invoiceId: number

  it('V11.1.2 client-sent total, amountPaid, amountDue, status and paidAt are ignored when an invoice is created', async () => {
    const created = await rest('POST', '/invoices', { token: landlord.token, json: { lease: portfolio.lease.id, dueDate: dueIn(5), category: 'rent', paymentMethods: ['cash'], items: ITEMS, ...TAMPERED_INVOICE } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    invoiceId = created.body.doc.id
    const invoice = await stored(invoiceId)
    expect(invoice).toMatchObject({ total: 120_000, amountPaid: 0, amountDue: 120_000, status: 'open' })
    expect(invoice.amountRefunded ?? 0).toBe(0)
    expect(invoice.paidAt ?? null).toBeNull()
    expect(invoice.autopayAttemptedAt ?? null).toBeNull()
  })

  it('V11.1.2 the same fields are ignored on update, by the landlord and by the tenant', async () => {
    for (const token of [landlord.token, portfolio.tenant.token]) {
      const response = await rest('PATCH', `/invoices/${invoiceId}`, { token, json: TAMPERED_INVOICE })
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500)
      expect(await stored(invoiceId)).toMatchObject({ total: 120_000, amountPaid: 0, amountDue: 120_000, status: 'open' })
    }
    // A change of the line items recomputes the total from them, never from the client's number.
    const items = await rest('PATCH', `/invoices/${invoiceId}`, { token: landlord.token, json: { items: [{ ...ITEMS[0], amount: 90_000, quantity: 2 }], total: 5 } })
    expect(items.status, JSON.stringify(items.body)).toBe(200)
    expect(await stored(invoiceId)).toMatchObject({ total: 180_000, amountDue: 180_000 })
  })

  it('V11.1.2 a recorded payment sets its own status and the invoice totals; client-set payment fields are ignored', async () => {
    const payload = await testPayload()
    const response = await rest('POST', '/payments', {
      token: landlord.token,
      json: { invoice: invoiceId, method: 'cash', amount: 50_000, status: 'refunded', amountRefunded: 50_000, stripePaymentIntentId: 'pi_planted', idempotencyKey: 'planted', payer: landlord.user.id, autopay: true, refunds: [{ amount: 50_000, status: 'succeeded' }] },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const payment = await payload.findByID({ collection: 'payments', id: response.body.doc.id, depth: 0, overrideAccess: true })
    expect(payment).toMatchObject({ amount: 50_000, status: 'succeeded', autopay: false })
    expect(payment.amountRefunded ?? 0).toBe(0)
    expect(payment.stripePaymentIntentId ?? null).toBeNull()
    expect(payment.idempotencyKey ?? null).not.toBe('planted')
    expect(payment.refunds ?? []).toEqual([])
    expect(await stored(invoiceId)).toMatchObject({ total: 180_000, amountPaid: 50_000, amountDue: 130_000, status: 'partially-paid' })
  })

  it('V11.1.2 a tenant cannot record a payment on its own invoice', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'payments', where: { invoice: { equals: invoiceId } }, overrideAccess: true })).totalDocs
    const response = await rest('POST', '/payments', { token: portfolio.tenant.token, json: { invoice: invoiceId, method: 'cash', amount: 130_000 } })
    expect([403, 404], JSON.stringify(response.body)).toContain(response.status)
    expect((await payload.count({ collection: 'payments', where: { invoice: { equals: invoiceId } }, overrideAccess: true })).totalDocs).toBe(before)
    expect(await stored(invoiceId)).toMatchObject({ amountPaid: 50_000 })
  })
})
