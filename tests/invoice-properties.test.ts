import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Organization } from '@api/payload-types'
import { invoiceAmounts, invoiceStatus, payableOf, refundableOf, type PaymentLike } from '@common/invoices'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Through the real API: random line items and random sequences of
 * recorded payments (POST /api/payments) and refunds (POST /api/payments/:id/refund) —
 * some asking for more than is allowed — against a real invoice. After every call the
 * stored invoice equals what the model computes from the admitted calls: whole cents,
 * amountDue = total − amountPaid + amountRefunded, never negative, paid iff nothing is due;
 * a refused call changes nothing.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let lease: number

beforeAll(async () => {
  owner = await signedInLandlord('prop-owner')
  const account = await rest('POST', '/accounts', { token: owner.token, json: { manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
  lease = (await leaseWithTenant(owner.organization.id, 'Zed')).lease.id
})

const share = fc.double({ min: 0, max: 1, noNaN: true })
const call = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), share, tooMuch: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share, tooMuch: fc.boolean() }),
)
const items = fc.array(
  fc.record({ amount: fc.integer({ min: 1, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 5_000 }).map((thousandths) => thousandths / 1000) }),
  { minLength: 1, maxLength: 3 },
)

describe('an invoice over REST under random payments and refunds (property-based)', () => {
  it('stays consistent with the model after every call', async () => {
    await fc.assert(
      fc.asyncProperty(items, fc.array(call, { minLength: 1, maxLength: 6 }), fc.integer({ min: -5, max: 5 }), async (lineItems, calls, dueOffset) => {
        const dueDate = new Date(Date.now() + dueOffset * 86_400_000).toISOString()
        const created = await rest('POST', '/invoices', {
          token: owner.token,
          json: { lease, dueDate, category: 'other', paymentMethods: ['cash'], items: lineItems.map((item, index) => ({ ...item, name: `Item ${index + 1}`, description: 'Property test' })) },
        })
        expect(created.status, JSON.stringify(created.body)).toBe(201)
        const invoiceId = created.body.doc.id as number
        // The model: the payments the server admitted, with their refunds.
        const model: Array<PaymentLike & { id: number; refunds: Array<{ status: string; amount: number }> }> = []

        const check = async () => {
          const stored = (await rest('GET', `/invoices/${invoiceId}`, { token: owner.token, query: { depth: 0 } })).body
          const expected = invoiceAmounts(lineItems, model)
          expect({ total: stored.total, amountPaid: stored.amountPaid, amountRefunded: stored.amountRefunded, amountDue: stored.amountDue }).toEqual(expected)
          for (const value of Object.values(expected)) expect(Number.isSafeInteger(value)).toBe(true)
          expect(stored.amountDue).toBeGreaterThanOrEqual(0)
          expect(stored.amountDue).toBe(stored.total - stored.amountPaid + stored.amountRefunded)
          expect(stored.status).toBe(invoiceStatus({ ...expected, dueDate }))
          expect(stored.status === 'paid').toBe(stored.amountDue === 0)
        }
        await check()

        for (const action of calls) {
          if (action.kind === 'pay') {
            const payable = payableOf(invoiceAmounts(lineItems, model), model)
            const amount = action.tooMuch ? payable + 1 : Math.max(1, Math.floor(payable * action.share))
            const response = await rest('POST', '/payments', { token: owner.token, json: { invoice: invoiceId, method: 'cash', amount } })
            if (payable > 0 && amount <= payable) {
              expect(response.status, JSON.stringify(response.body)).toBe(201)
              model.push({ id: response.body.doc.id, status: 'succeeded', amount, refunds: [] })
            } else {
              expect([400, 409]).toContain(response.status)
            }
          } else {
            if (!model.length) continue
            const payment = model[action.pick % model.length]!
            const limit = refundableOf(payment)
            const amount = action.tooMuch ? limit + 1 : Math.max(1, Math.floor(limit * action.share))
            const response = await rest('POST', `/payments/${payment.id}/refund`, { token: owner.token, json: { amount, reason: 'Property test' } })
            if (limit > 0 && amount <= limit) {
              expect(response.status, JSON.stringify(response.body)).toBe(200)
              payment.refunds.push({ status: 'succeeded', amount })
            } else {
              expect(response.status).toBeGreaterThanOrEqual(400)
              expect(response.status).toBeLessThan(500)
            }
          }
          await check()
        }
      }),
      // 1.001 was refused as 'Please enter a valid number' (a float check of the three decimals) until the validator allowed for rounding.
      { numRuns: 15, examples: [[[{ amount: 999, quantity: 1.001 }], [{ kind: 'pay', share: 1, tooMuch: false }], 0]] },
    )
  })
})
