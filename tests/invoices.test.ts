import { beforeAll, describe, expect, it } from 'vitest'
import { invoiceMessages } from '@common/invoices'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The money model over REST (ADR 021): invoices computed on the server from line
 * items and payments, the payment methods the operating account offers, the 50-cent rule,
 * recorded payments capped at what is due, and who reads what.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let other: Awaited<ReturnType<typeof leaseWithTenant>>

const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('money-owner'), signedInLandlord('money-foreign')])
  held = await leaseWithTenant(owner.organization.id, 'Ivy')
  other = await leaseWithTenant(owner.organization.id, 'Jon')
  const account = await rest('POST', '/accounts', { token: owner.token, json: { zelle: { enabled: true, handle: 'owner@example.com' }, manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
})

describe('invoices', () => {
  it('computes total and amounts on the server; the client cannot set them', async () => {
    const response = await rest('POST', '/invoices', {
      token: owner.token,
      json: {
        lease: held.lease.id,
        dueDate: dueIn(5),
        category: 'rent',
        paymentMethods: ['zelle'],
        items: [
          { name: 'Rent', description: 'December', amount: 120_000, quantity: 1 },
          { name: 'Parking', description: 'Two spots', amount: 2_550, quantity: 2 },
        ],
        total: 1,
        amountDue: 1,
        status: 'paid',
      },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.doc).toMatchObject({ total: 125_100, amountPaid: 0, amountRefunded: 0, amountDue: 125_100, status: 'open', kind: 'charge' })
    expect(response.body.doc.property.id ?? response.body.doc.property).toBe(held.property.id)
    expect(response.body.doc.to.email).toBe(held.tenant.email.toLowerCase())
  })

  it('refuses methods the account does not offer, card below 50 cents, and missing fields with the spec messages; nothing saved', async () => {
    const before = (await rest('GET', '/invoices', { token: owner.token, query: { limit: 1 } })).body.totalDocs
    const venmo = await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate: dueIn(1), category: 'fee', paymentMethods: ['venmo'], items: [{ name: 'Fee', description: 'Late', amount: 100, quantity: 1 }] } })
    expect(venmo.status).toBe(400)
    expect(fieldErrors(venmo.body).paymentMethods).toBe(invoiceMessages.methodNotEnabled)
    const card = await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate: dueIn(1), category: 'fee', paymentMethods: ['card'], items: [{ name: 'Fee', description: 'Late', amount: 40, quantity: 1 }] } })
    expect(card.status).toBe(400)
    expect(fieldErrors(card.body).paymentMethods).toBe(invoiceMessages.minimumCardTotal)
    const empty = await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate: dueIn(1), paymentMethods: [], items: [{ name: '', description: '', amount: 0, quantity: 0 }] } })
    expect(empty.status).toBe(400)
    const errors = fieldErrors(empty.body)
    expect(errors.category).toBe(invoiceMessages.categoryRequired)
    expect(errors.paymentMethods).toBe(invoiceMessages.paymentMethodsRequired)
    expect(errors['items.0.name']).toBe(invoiceMessages.nameRequired)
    expect(errors['items.0.amount']).toBe(invoiceMessages.amountPositive)
    expect(errors['items.0.quantity']).toBe(invoiceMessages.quantityPositive)
    expect((await rest('GET', '/invoices', { token: owner.token, query: { limit: 1 } })).body.totalDocs).toBe(before)
  })

  it('recorded payments move the invoice to partially paid and paid; more than is due is refused', async () => {
    const invoice = (await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate: dueIn(3), category: 'utility', paymentMethods: ['cash', 'zelle'], items: [{ name: 'Water', description: 'Nov', amount: 5_000, quantity: 1 }] } })).body.doc
    const part = await rest('POST', '/payments', { token: owner.token, json: { invoice: invoice.id, method: 'cash', amount: 2_000 } })
    expect(part.status, JSON.stringify(part.body)).toBe(201)
    expect((await rest('GET', `/invoices/${invoice.id}`, { token: owner.token })).body).toMatchObject({ amountPaid: 2_000, amountDue: 3_000, status: 'partially-paid' })
    const tooMuch = await rest('POST', '/payments', { token: owner.token, json: { invoice: invoice.id, method: 'cash', amount: 3_001 } })
    expect(tooMuch.status).toBe(400)
    expect(fieldErrors(tooMuch.body).amount).toBe(invoiceMessages.paymentTooLarge)
    expect((await rest('POST', '/payments', { token: owner.token, json: { invoice: invoice.id, method: 'zelle', amount: 3_000 } })).status).toBe(201)
    const paid = (await rest('GET', `/invoices/${invoice.id}`, { token: owner.token })).body
    expect(paid).toMatchObject({ amountPaid: 5_000, amountDue: 0, status: 'paid' })
    expect(paid.paidAt).toBeTruthy()
    const card = await rest('POST', '/payments', { token: owner.token, json: { invoice: invoice.id, method: 'card', amount: 1 } })
    expect(card.status).not.toBe(201)
    expect(errorMessage(card.body)).toBeTruthy()
  })

  it('a tenant reads the invoices of its lease only and cannot change them; another landlord gets 404', async () => {
    const mine = (await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate: dueIn(3), category: 'rent', paymentMethods: ['zelle'], items: [{ name: 'Rent', description: 'Jan', amount: 1_000, quantity: 1 }] } })).body.doc
    const theirs = (await rest('POST', '/invoices', { token: owner.token, json: { lease: other.lease.id, dueDate: dueIn(3), category: 'rent', paymentMethods: ['zelle'], items: [{ name: 'Rent', description: 'Jan', amount: 1_000, quantity: 1 }] } })).body.doc
    expect((await rest('GET', `/invoices/${mine.id}`, { token: held.tenant.token })).status).toBe(200)
    expect((await rest('GET', `/invoices/${theirs.id}`, { token: held.tenant.token })).status).toBe(404)
    expect((await rest('GET', `/invoices/${mine.id}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('PATCH', `/invoices/${mine.id}`, { token: foreign.token, json: { voided: true } })).status).toBe(404)
    expect((await rest('PATCH', `/invoices/${mine.id}`, { token: held.tenant.token, json: { voided: true } })).status).toBe(403)
    const listed = await rest('GET', '/invoices', { token: held.tenant.token, query: { limit: 100 } })
    expect(listed.body.docs.every((invoice: { lease: { id: number } | number }) => (typeof invoice.lease === 'object' ? invoice.lease.id : invoice.lease) === held.lease.id)).toBe(true)
    // A tenant cannot bill on its own lease, nor record a payment.
    expect((await rest('POST', '/invoices', { token: held.tenant.token, json: { lease: held.lease.id, dueDate: dueIn(1), category: 'rent', paymentMethods: ['zelle'], items: [{ name: 'x', description: 'y', amount: 100, quantity: 1 }] } })).status).not.toBe(201)
    expect((await rest('POST', '/payments', { token: held.tenant.token, json: { invoice: mine.id, method: 'zelle', amount: 1_000 } })).status).not.toBe(201)
    expect((await rest('POST', '/invoices', { token: foreign.token, json: { lease: held.lease.id, dueDate: dueIn(1), category: 'rent', paymentMethods: ['zelle'], items: [{ name: 'x', description: 'y', amount: 100, quantity: 1 }] } })).status).toBe(400)
  })
})
