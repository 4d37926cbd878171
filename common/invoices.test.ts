import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { invoiceAmounts, invoiceStatus, invoiceTotal, lineTotal, payableOf, refundableOf, type PaymentLike } from './invoices'

/**
 * (ADR 021) for random line items (amounts 1..10^7 cents, quantities
 * with up to three decimals) and random sequences of payments, settlements, reversals and
 * refunds — each admitted through the same guards the server applies (payableOf for a new
 * payment, refundableOf for a refund) — the invoice's amounts stay whole cents,
 * amountDue = total − amountPaid + amountRefunded exactly (the clamp at zero is never
 * needed), never negative, and the status is 'paid' exactly when nothing is due.
 */

const quantity = fc.integer({ min: 1, max: 1_000_000 }).map((thousandths) => thousandths / 1000) // 0.001 … 1,000
const lineItem = fc.record({ amount: fc.integer({ min: 1, max: 10_000_000 }), quantity })
const lineItems = fc.array(lineItem, { minLength: 1, maxLength: 8 })

/** What happens to an invoice, in the terms the server knows (ADR 021). */
const fraction = fc.double({ min: 0, max: 1, noNaN: true })
const step = fc.oneof(
  // A payment for a share of what is payable: recorded (succeeded) or started (pending: marked sent, a card in flight).
  fc.record({ kind: fc.constant('pay' as const), share: fraction, pending: fc.boolean(), overpay: fc.boolean() }),
  // A pending payment confirmed or not received.
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), outcome: fc.constantFrom('succeeded' as const, 'failed' as const) }),
  // A succeeded bank payment failing afterwards (ACH return).
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  // A refund of part of a payment: at once (manual) or pending (card), sometimes asking for too much.
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fraction, pending: fc.boolean(), overrefund: fc.boolean() }),
  // A pending refund settling.
  fc.record({ kind: fc.constant('settleRefund' as const), pick: fc.nat(), outcome: fc.constantFrom('succeeded' as const, 'failed' as const) }),
)

type MutablePayment = { status: string; amount: number; refunds: Array<{ status: string; amount: number }> }

/** Applies one step through the server's guards; a refused step changes nothing. Returns whether it was admitted. */
function apply(items: Array<{ amount: number; quantity: number }>, payments: MutablePayment[], action: Step): boolean {
  const amounts = invoiceAmounts(items, payments)
  switch (action.kind) {
    case 'pay': {
      const payable = payableOf(amounts, payments)
      const amount = action.overpay ? payable + 1 : Math.max(1, Math.floor(payable * action.share))
      // The server's guard (Payments hooks/payment.ts): 0 < amount ≤ payable.
      if (amount <= 0 || amount > payable) return false
      payments.push({ status: action.pending ? 'pending' : 'succeeded', amount, refunds: [] })
      return true
    }
    case 'settle': {
      const pending = payments.filter((payment) => payment.status === 'pending')
      if (!pending.length) return false
      pending[action.pick % pending.length]!.status = action.outcome
      return true
    }
    case 'reverse': {
      const succeeded = payments.filter((payment) => payment.status === 'succeeded')
      if (!succeeded.length) return false
      succeeded[action.pick % succeeded.length]!.status = 'failed'
      return true
    }
    case 'refund': {
      const refundable = payments.filter((payment) => refundableOf(payment) > 0)
      if (!refundable.length) return false
      const payment = refundable[action.pick % refundable.length]!
      const limit = refundableOf(payment)
      const amount = action.overrefund ? limit + 1 : Math.max(1, Math.floor(limit * action.share))
      // The refund endpoint's guard: 0 < amount ≤ what the payment still holds.
      if (amount <= 0 || amount > limit) return false
      payment.refunds.push({ status: action.pending ? 'pending' : 'succeeded', amount })
      return true
    }
    case 'settleRefund': {
      const pending = payments.flatMap((payment) => payment.refunds.filter((refund) => refund.status === 'pending'))
      if (!pending.length) return false
      pending[action.pick % pending.length]!.status = action.outcome
      return true
    }
  }
}
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

function expectConsistent(items: Array<{ amount: number; quantity: number }>, payments: readonly PaymentLike[], dueDate: Date, now: Date) {
  const amounts = invoiceAmounts(items, payments)
  for (const value of Object.values(amounts)) expect(Number.isSafeInteger(value)).toBe(true)
  expect(amounts.total).toBe(invoiceTotal(items))
  expect(amounts.amountDue).toBeGreaterThanOrEqual(0)
  // Exact, without the clamp: the guards never let more in than is due, nor more out than came in.
  expect(amounts.total - amounts.amountPaid + amounts.amountRefunded).toBe(amounts.amountDue)
  expect(amounts.amountRefunded).toBeLessThanOrEqual(amounts.amountPaid)
  const payable = payableOf(amounts, payments)
  expect(payable).toBeGreaterThanOrEqual(0)
  expect(payable).toBeLessThanOrEqual(amounts.amountDue)
  for (const payment of payments) expect(refundableOf(payment)).toBeLessThanOrEqual(payment.amount)
  const status = invoiceStatus({ ...amounts, dueDate, voided: false }, now)
  expect(status === 'paid').toBe(amounts.amountDue === 0)
  // Overdue: money still due after the due date's day (UTC) has ended.
  if (status !== 'paid') expect(status === 'overdue').toBe(new Date(dueDate).setUTCHours(23, 59, 59, 999) < now.getTime())
  expect(invoiceStatus({ ...amounts, dueDate, voided: true }, now)).toBe('void')
}

describe('invoice arithmetic (property-based)', () => {
  it('a line total is amount × quantity rounded half up to a whole cent, exactly', () => {
    fc.assert(
      // Quantities up to the field's maximum, 1,000,000 (product-spec §5 accepts three decimals).
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000), (amount, q) => {
        const thousandths = BigInt(Math.round(q * 1000))
        const exact = (BigInt(amount) * thousandths * 2n + 1000n) / 2000n // half up, in integers
        expect(lineTotal({ amount, quantity: q })).toBe(Number(exact))
      }),
      // A float product past 2^53 lost a cent here before lineTotal rounded in integers.
      { numRuns: 2_000, examples: [[9_968_147, 939_934.017], [9_880_861, 965_197.759]] },
    )
  }, 60_000)

  it('random payments, settlements, reversals and refunds through the guards keep amountDue = total − paid + refunded, never negative, whole cents; paid iff nothing is due', () => {
    fc.assert(
      fc.property(
        lineItems,
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: -60, max: 60 }),
        (items, steps, dueOffsetDays) => {
          const now = new Date('2026-11-23T15:00:00.000Z')
          const dueDate = new Date(now.getTime() + dueOffsetDays * 86_400_000)
          const payments: MutablePayment[] = []
          expectConsistent(items, payments, dueDate, now)
          for (const action of steps) {
            const before = JSON.stringify(payments)
            const admitted = apply(items, payments, action)
            if (!admitted) expect(JSON.stringify(payments)).toBe(before)
            expectConsistent(items, payments, dueDate, now)
          }
        },
      ),
      { numRuns: 1_000 },
    )
    // A thousand random histories of up to 40 steps: seconds on a busy machine, not a hang.
  }, 60_000)

  it('paying exactly what is payable, with nothing pending, pays the invoice in full', () => {
    fc.assert(
      fc.property(lineItems, fc.array(fraction, { maxLength: 5 }), (items, shares) => {
        const payments: MutablePayment[] = []
        for (const share of shares) {
          const payable = payableOf(invoiceAmounts(items, payments), payments)
          const amount = Math.max(1, Math.floor(payable * share))
          if (amount <= payable) payments.push({ status: 'succeeded', amount, refunds: [] })
        }
        const rest = payableOf(invoiceAmounts(items, payments), payments)
        if (rest > 0) payments.push({ status: 'succeeded', amount: rest, refunds: [] })
        const amounts = invoiceAmounts(items, payments)
        expect(amounts.amountDue).toBe(0)
        expect(amounts.amountPaid).toBe(amounts.total)
        expect(invoiceStatus({ ...amounts, dueDate: new Date(0) })).toBe('paid')
      }),
      { numRuns: 500 },
    )
  }, 60_000)
})
