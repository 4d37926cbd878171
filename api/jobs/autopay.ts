import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { availablePaymentMethods, invoiceAmounts, payableOf, type CardProviderMethod } from '@common/invoices'
import { operatingAccountOf, paymentsOf } from '@api/collections/Invoices/hooks/compute'
import { failureOf, findPaymentByKey, notifyBothSides, paymentMetadata, recordPendingPayment, stripeMethodType, updatePayment, withLock } from '@api/money/stripe-payments'
import type { Autopay, Invoice } from '@api/payload-types'
import { getStripe, isStripeConfigured } from '@api/stripe/client'
import { inTransaction } from '@api/collections/Invoices/endpoints/shared'
import { idOf } from '@common/ids'
import { countingTask } from './task'

/**
 * Autopay: each open invoice due today or earlier whose lease has an enabled
 * autopay is charged once, off session, to the tenant's saved method.
 *
 * Once: the invoice's autopayAttemptedAt is written (and committed) before Stripe is
 * called, so a second run, here or on another worker, skips it; the PaymentIntent's
 * idempotency key `autopay-invoice-<id>` and the payment's unique key make even a race
 * between two runs charge once. A refused charge is a failed payment: both sides are told
 * and the invoice stays open for the tenant to pay by hand.
 */

export const autopayKey = (invoiceId: number) => `autopay-invoice-${invoiceId}`

export type AutopayRun = { charged: number; failed: number; skipped: number }

/** The last millisecond of `now`'s day (UTC): due dates are stored at noon UTC. */
const endOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59, 59, 999))

/** Charges one invoice with one autopay enrolment; 'charged', 'failed' or 'skipped'. */
async function chargeInvoice(req: PayloadRequest, invoiceId: number, autopay: Autopay, now: Date): Promise<keyof AutopayRun> {
  return withLock(autopayKey(invoiceId), async () => {
    // Claim the invoice (committed before Stripe is called).
    const invoice = await req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!invoice || invoice.voided || invoice.autopayAttemptedAt) return 'skipped'
    await req.payload.update({ collection: 'invoices', id: invoiceId, data: { autopayAttemptedAt: now.toISOString() }, overrideAccess: true, depth: 0, req })

    const method = autopay.paymentMethodType as CardProviderMethod | null | undefined
    const account = await operatingAccountOf(req, idOf(invoice.organization) as number)
    const available = availablePaymentMethods(account, { cardProviderConfigured: isStripeConfigured() })
    if (!method || !(invoice.paymentMethods ?? []).includes(method) || !available.includes(method) || !account?.card?.accountId) return 'skipped'
    const payments = await paymentsOf(req, invoiceId)
    const amount = payableOf(invoiceAmounts(invoice.items ?? [], payments), payments)
    if (amount <= 0) return 'skipped'
    const payer = idOf(autopay.user) as number
    const user = await req.payload.findByID({ collection: 'users', id: payer, depth: 0, overrideAccess: true, req, disableErrors: true, select: { stripeCustomerId: true } })
    const paymentKey = autopayKey(invoiceId)
    const base = { organization: idOf(invoice.organization) as number, invoice: invoiceId, method, amount, payer, idempotencyKey: paymentKey, autopay: true }

    let intent: Stripe.PaymentIntent | null = null
    let failure: { code: string | null; message: string | null } | null = null
    if (!user?.stripeCustomerId) failure = { code: 'no_saved_method', message: 'The saved payment method is no longer available.' }
    else {
      try {
        const stripe = await getStripe()
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'usd',
            customer: user.stripeCustomerId,
            payment_method: autopay.paymentMethodId,
            allowed_payment_method_types: [stripeMethodType[method]],
            off_session: true,
            confirm: true,
            transfer_data: { destination: account.card.accountId },
            on_behalf_of: account.card.accountId,
            metadata: { ...paymentMetadata(invoice as Invoice, { paymentKey, payerId: payer, method }), autopay: 'true' },
            description: `Autopay: invoice ${invoice.reference || `#${invoice.id}`}`,
          },
          { idempotencyKey: paymentKey },
        )
      } catch (error) {
        const stripeError = error as { code?: string; decline_code?: string; message?: string; payment_intent?: Stripe.PaymentIntent }
        intent = stripeError.payment_intent ?? null
        failure = { code: stripeError.decline_code ?? stripeError.code ?? 'stripe_error', message: stripeError.message ?? null }
        req.payload.logger.warn({ msg: 'Autopay charge refused', invoice: invoiceId, code: failure.code })
      }
    }
    if (!failure && intent && ['requires_payment_method', 'canceled'].includes(intent.status)) {
      failure = { code: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? intent.status, message: intent.last_payment_error?.message ?? null }
    }

    return inTransaction(req, async () => {
      const payment = (await findPaymentByKey(req, paymentKey)) ?? (await recordPendingPayment(req, { ...base, stripePaymentIntentId: intent?.id ?? null }))
      if (!failure) return 'charged'
      // The webhook may have settled it first: told once.
      if (payment.status !== 'pending') return 'failed'
      const failed = await updatePayment(req, payment.id, { status: 'failed', ...failureOf(failure.code, failure.message) })
      await notifyBothSides(req, failed, 'payment:failed')
      return 'failed'
    })
  })
}

/**
 * One autopay run: every enabled enrolment's lease, every open invoice of it due by the end
 * of `now`'s day and not attempted yet. Without Stripe, nothing is charged.
 */
export async function chargeDueAutopays(req: PayloadRequest, now: Date = new Date()): Promise<AutopayRun> {
  const run: AutopayRun = { charged: 0, failed: 0, skipped: 0 }
  if (!isStripeConfigured()) return run
  const { docs: autopays } = await req.payload.find({ collection: 'autopays', where: { enabled: { equals: true } }, depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true, req })
  if (!autopays.length) return run
  const byLease = new Map<number, Autopay>()
  for (const autopay of autopays) {
    const lease = idOf(autopay.lease)
    if (lease && !byLease.has(lease)) byLease.set(lease, autopay)
  }
  const { docs: invoices } = await req.payload.find({
    collection: 'invoices',
    where: {
      and: [
        { lease: { in: [...byLease.keys()] } },
        { status: { in: ['open', 'overdue', 'partially-paid'] } },
        { dueDate: { less_than_equal: endOfDay(now).toISOString() } },
        { autopayAttemptedAt: { exists: false } },
      ],
    },
    depth: 0,
    pagination: false,
    sort: 'dueDate',
    select: { lease: true },
    overrideAccess: true,
    req,
  })
  for (const invoice of invoices) {
    const autopay = byLease.get(idOf(invoice.lease) as number)
    if (!autopay) continue
    try {
      run[await chargeInvoice(req, invoice.id, autopay, now)]++
    } catch (error) {
      // One invoice's trouble never stops the others; it was claimed, so it is not charged twice.
      req.payload.logger.error({ err: error, msg: 'Autopay failed on an invoice', invoice: invoice.id })
      run.failed++
    }
  }
  return run
}

/** The Payload job task (api/jobs/index.ts lists it): runs chargeDueAutopays. */
export const chargeAutopayTask = countingTask<AutopayRun>('chargeAutopay', ['charged', 'failed', 'skipped'], (req) => chargeDueAutopays(req))
