import { beforeAll, describe, expect, it } from 'vitest'
import { createInvoice, createPayment, createRecurringInvoice, createSecurityDeposit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * A tenant sees only the money documents (invoices, payments,
 * recurring invoices, security deposits) of the leases it holds — in lists and by id —
 * never changes them, and another landlord sees none of them (404 by id, empty lists).
 */
type Landlord = SignedIn<{ organization: Organization }>
type Tenancy = Awaited<ReturnType<typeof leaseWithTenant>>
const MONEY = ['invoices', 'payments', 'recurring-invoices', 'security-deposits'] as const
type MoneySlug = (typeof MONEY)[number]

let owner: Landlord
let foreign: Landlord
let held: Tenancy
let other: Tenancy
let elsewhere: Tenancy
const docs: Record<'held' | 'other' | 'elsewhere', Record<MoneySlug, number>> = { held: {} as never, other: {} as never, elsewhere: {} as never }

const items = [{ name: 'Rent', description: 'Month', amount: 100_000, quantity: 1 }]

/** One document of each money collection on `lease`, as the server would write them. */
async function moneyOf(lease: number): Promise<Record<MoneySlug, number>> {
  const payload = await testPayload()
  // Methods are checked against an operating account; these documents are about access, not methods.
  const invoice = await createInvoice(payload, { lease, dueDate: new Date().toISOString(), category: 'rent', paymentMethods: ['zelle'], items }, { trustedMethods: true })
  const payment = await createPayment(payload, { invoice: invoice.id, method: 'zelle', amount: 40_000 })
  const recurring = await createRecurringInvoice(payload, { lease, dayOfMonth: 1, startDate: new Date().toISOString(), dueDays: 5, category: 'rent', paymentMethods: ['zelle'], items }, { trustedMethods: true })
  const deposit = await createSecurityDeposit(payload, { lease, amount: 150_000 })
  return { invoices: invoice.id, payments: payment.id, 'recurring-invoices': recurring.id, 'security-deposits': deposit.id }
}

const idsOf = (body: { docs: Array<{ id: number }> }) => body.docs.map((doc) => doc.id).sort((a, b) => a - b)

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('ma-owner'), signedInLandlord('ma-foreign')])
  held = await leaseWithTenant(owner.organization.id, 'Wes')
  other = await leaseWithTenant(owner.organization.id, 'Xia')
  elsewhere = await leaseWithTenant(foreign.organization.id, 'Yul')
  docs.held = await moneyOf(held.lease.id)
  docs.other = await moneyOf(other.lease.id)
  docs.elsewhere = await moneyOf(elsewhere.lease.id)
})

describe('a tenant and the money of its leases', () => {
  for (const slug of MONEY) {
    it(`${slug}: the list holds only its lease's; by id the others are 404; it changes nothing`, async () => {
      const list = await rest('GET', `/${slug}`, { token: held.tenant.token, query: { limit: 100, depth: 0 } })
      expect(list.status).toBe(200)
      expect(idsOf(list.body)).toEqual([docs.held[slug]])

      expect((await rest('GET', `/${slug}/${docs.held[slug]}`, { token: held.tenant.token })).status).toBe(200)
      for (const foreignId of [docs.other[slug], docs.elsewhere[slug]]) {
        const read = await rest('GET', `/${slug}/${foreignId}`, { token: held.tenant.token })
        expect(read.status, `${slug} ${foreignId}`).toBe(404)
      }
      // Even a query aimed at another lease's document finds nothing.
      const aimed = await rest('GET', `/${slug}`, { token: held.tenant.token, query: { where: { id: { in: [docs.other[slug], docs.elsewhere[slug]] } } } })
      expect(aimed.body.docs).toEqual([])

      // Its own lease's document is read-only for the tenant (it acts through endpoints).
      const change = await rest('PATCH', `/${slug}/${docs.held[slug]}`, { token: held.tenant.token, json: { note: 'Changed', memo: 'Changed', voided: true, status: 'paused' } })
      expect(change.status).toBeGreaterThanOrEqual(400)
      const removal = await rest('DELETE', `/${slug}/${docs.held[slug]}`, { token: held.tenant.token })
      expect(removal.status).toBeGreaterThanOrEqual(400)
      expect((await rest('GET', `/${slug}/${docs.held[slug]}`, { token: owner.token })).status).toBe(200)
    })
  }

  it('the lease of one landlord does not open the money of another landlord with whom the tenant has no lease', async () => {
    for (const slug of MONEY) {
      const list = await rest('GET', `/${slug}`, { token: elsewhere.tenant.token, query: { limit: 100, depth: 0 } })
      expect(idsOf(list.body), slug).toEqual([docs.elsewhere[slug]])
    }
  })

  it('a payment read by the tenant of the lease does not populate what the tenant may not read', async () => {
    const payment = await rest('GET', `/payments/${docs.held.payments}`, { token: held.tenant.token, query: { depth: 1 } })
    expect(payment.status).toBe(200)
    const invoice = payment.body.invoice
    expect(typeof invoice === 'object' ? invoice.id : invoice).toBe(docs.held.invoices)
  })
})

describe('another landlord and the money of the organization', () => {
  it('lists none of it and gets 404 by id on read, update and delete', async () => {
    for (const slug of MONEY) {
      const list = await rest('GET', `/${slug}`, { token: foreign.token, query: { limit: 100, depth: 0 } })
      expect(idsOf(list.body), slug).toEqual([docs.elsewhere[slug]])
      for (const [method, json] of [['GET'], ['PATCH', { memo: 'Taken over', note: 'Taken over' }], ['DELETE']] as const) {
        const response = await rest(method, `/${slug}/${docs.held[slug]}`, { token: foreign.token, json })
        expect(response.status, `${method} /${slug}`).toBe(404)
      }
    }
  })

  it('the owner lists both leases\' documents and none of the other landlord\'s', async () => {
    for (const slug of MONEY) {
      const list = await rest('GET', `/${slug}`, { token: owner.token, query: { limit: 100, depth: 0 } })
      expect(idsOf(list.body), slug).toEqual([docs.held[slug], docs.other[slug]].sort((a, b) => a - b))
    }
  })
})
