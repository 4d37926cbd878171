import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { isCardProviderMethod, type CardProviderMethod, type RefundStatus } from '@common/invoices'
import { failureOf, findPaymentByKey, methodOfStripeType, notifyBothSides, updatePayment } from '@api/money/stripe-payments'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { notify } from '@api/notifications/emit'
import type { Payment } from '@api/payload-types'
import type { StripeEventOf } from './handlers'
import { idOf, stripeIdOf } from '@common/ids'

/**
 * Webhook handlers of invoice payments and refunds (ADR 015, 021). Each one only
 * writes, inside the webhook's transaction (pass `req`), and compares what Stripe reports
 * with what is stored: an event delivered twice, or late, changes nothing.
 *
 * - payment_intent.succeeded: the payment succeeded (charge id kept); both sides told.
 * - payment_intent.processing: a bank debit under way: stays pending (the row is linked).
 * - payment_intent.payment_failed: a pending payment failed (both sides told). A bank debit
 *   that had succeeded and fails later (same charge) fails too: the invoice reopens.
 * - payment_intent.canceled: a pending payment is canceled.
 * - charge.failed: a succeeded bank debit whose charge fails later (bank account closed…).
 * - checkout.session.completed / expired (mode payment, our metadata): links the session's
 *   PaymentIntent to the pending payment, settles it when paid, cancels it when expired.
 * - refund.created / refund.updated / refund.failed / charge.refund.updated: the refund's
 *   status on its payment; the tenants hear of a completed refund, the owners of a failed one.
 */

async function findByIntent(req: PayloadRequest, intentId: string | null): Promise<Payment | null> {
  if (!intentId) return null
  const { docs } = await req.payload.find({ collection: 'payments', where: { stripePaymentIntentId: { equals: intentId } }, depth: 0, limit: 1, overrideAccess: true, req })
  return docs[0] ?? null
}

const positiveInt = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)

/**
 * The payment a PaymentIntent settles: by its id, else by the key in its metadata (a
 * Checkout's intent before the session was linked). An intent of ours that no row records
 * yet (its creator's write has not landed) is recorded here from its metadata; an intent
 * without our metadata (a subscription's) is not ours: null.
 */
async function paymentOfIntent(req: PayloadRequest, intent: Stripe.PaymentIntent): Promise<Payment | null> {
  const byId = await findByIntent(req, intent.id)
  if (byId) return byId
  const metadata = intent.metadata ?? {}
  const byKey = metadata.paymentKey ? await findPaymentByKey(req, metadata.paymentKey) : null
  if (byKey) return byKey.stripePaymentIntentId ? byKey : updatePayment(req, byKey.id, { stripePaymentIntentId: intent.id })
  const invoiceId = positiveInt(metadata.invoiceId)
  const method = (metadata.method && isCardProviderMethod(metadata.method) ? metadata.method : methodOfStripeType(intent.payment_method_types?.[0])) as CardProviderMethod | null
  if (!invoiceId || !method) return null
  const invoice = await req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!invoice) {
    req.payload.logger.warn({ msg: 'Stripe PaymentIntent for no known invoice: ignored', intent: intent.id, invoiceId })
    return null
  }
  return req.payload.create({
    collection: 'payments',
    data: {
      organization: idOf(invoice.organization) as number,
      invoice: invoiceId,
      method,
      amount: intent.amount,
      status: 'pending',
      payer: positiveInt(metadata.payerId),
      stripePaymentIntentId: intent.id,
      idempotencyKey: metadata.paymentKey || null,
      autopay: metadata.autopay === 'true',
    },
    overrideAccess: true,
    depth: 0,
    req,
    context: { [SERVER_PAYMENT]: true },
  })
}

/** Marks a payment succeeded once (a repeated or late event changes nothing but a missing charge id). */
export async function settleSucceeded(req: PayloadRequest, payment: Payment, chargeId: string | null, intentId: string | null) {
  if (payment.status === 'succeeded') {
    if (chargeId && !payment.stripeChargeId) await updatePayment(req, payment.id, { stripeChargeId: chargeId })
    return
  }
  const updated = await updatePayment(req, payment.id, {
    status: 'succeeded',
    paidAt: new Date().toISOString(),
    failureCode: null,
    failureMessage: null,
    ...(chargeId ? { stripeChargeId: chargeId } : {}),
    ...(intentId && !payment.stripePaymentIntentId ? { stripePaymentIntentId: intentId } : {}),
  })
  await notifyBothSides(req, updated, 'payment:succeeded')
}

/**
 * A payment fails: a pending one, or a succeeded bank debit whose own charge fails later
 * (the money came back: the invoice reopens as its recompute no longer counts it). A
 * failure of an earlier charge of a payment that succeeded since changes nothing.
 */
async function settleFailed(req: PayloadRequest, payment: Payment, failure: { code: string | null; message: string | null; chargeId: string | null }) {
  if (payment.status === 'failed' || payment.status === 'canceled') return
  if (payment.status === 'succeeded') {
    const sameCharge = Boolean(failure.chargeId) && failure.chargeId === payment.stripeChargeId
    if (payment.method !== 'us-bank-account' || !sameCharge) return
  }
  const updated = await updatePayment(req, payment.id, { status: 'failed', ...failureOf(failure.code, failure.message) })
  await notifyBothSides(req, updated, 'payment:failed')
}

export async function onIntentSucceeded(event: StripeEventOf<'payment_intent.succeeded'>, req: PayloadRequest) {
  const intent = event.data.object
  const payment = await paymentOfIntent(req, intent)
  if (payment) await settleSucceeded(req, payment, stripeIdOf(intent.latest_charge), intent.id)
}

export async function onIntentProcessing(event: StripeEventOf<'payment_intent.processing'>, req: PayloadRequest) {
  const intent = event.data.object
  const payment = await paymentOfIntent(req, intent)
  const chargeId = stripeIdOf(intent.latest_charge)
  if (payment && payment.status === 'pending' && chargeId && !payment.stripeChargeId) await updatePayment(req, payment.id, { stripeChargeId: chargeId })
}

export async function onIntentFailed(event: StripeEventOf<'payment_intent.payment_failed'>, req: PayloadRequest) {
  const intent = event.data.object
  const payment = await paymentOfIntent(req, intent)
  if (!payment) return
  const error = intent.last_payment_error
  await settleFailed(req, payment, {
    code: error?.decline_code ?? error?.code ?? null,
    message: error?.message ?? null,
    chargeId: stripeIdOf(error?.charge as string | undefined) ?? stripeIdOf(intent.latest_charge),
  })
}

export async function onIntentCanceled(event: StripeEventOf<'payment_intent.canceled'>, req: PayloadRequest) {
  const payment = await paymentOfIntent(req, event.data.object)
  if (payment?.status === 'pending') await updatePayment(req, payment.id, { status: 'canceled' })
}

export async function onChargeFailed(event: StripeEventOf<'charge.failed'>, req: PayloadRequest) {
  const charge = event.data.object
  const payment = await findByIntent(req, stripeIdOf(charge.payment_intent))
  // A pending payment's failure is settled by payment_intent.payment_failed; this is the late failure of a succeeded debit.
  if (payment?.status !== 'succeeded') return
  await settleFailed(req, payment, { code: charge.failure_code ?? null, message: charge.failure_message ?? null, chargeId: charge.id })
}

const isInvoiceSession = (session: Stripe.Checkout.Session) => session.mode === 'payment' && Boolean(session.metadata?.invoiceId && session.metadata?.paymentKey)

export async function onCheckoutCompleted(event: StripeEventOf<'checkout.session.completed'>, req: PayloadRequest) {
  const session = event.data.object
  if (!isInvoiceSession(session)) return
  const intentId = stripeIdOf(session.payment_intent)
  let payment = (await findByIntent(req, intentId)) ?? (await findPaymentByKey(req, session.metadata!.paymentKey!))
  if (!payment) {
    req.payload.logger.warn({ msg: 'Stripe Checkout of an invoice with no payment recorded: left to its PaymentIntent events', session: session.id })
    return
  }
  if (intentId && !payment.stripePaymentIntentId) payment = await updatePayment(req, payment.id, { stripePaymentIntentId: intentId })
  if (session.payment_status === 'paid') await settleSucceeded(req, payment, null, intentId)
}

export async function onCheckoutExpired(event: StripeEventOf<'checkout.session.expired'>, req: PayloadRequest) {
  const session = event.data.object
  if (!isInvoiceSession(session)) return
  const payment = await findPaymentByKey(req, session.metadata!.paymentKey!)
  if (payment?.status === 'pending' && !payment.stripePaymentIntentId) await updatePayment(req, payment.id, { status: 'canceled' })
}

const refundStatusOf = (status: string | null): RefundStatus | null => {
  switch (status) {
    case 'pending':
      return 'pending'
    case 'requires_action':
      return 'requires-action'
    case 'succeeded':
      return 'succeeded'
    case 'failed':
      return 'failed'
    case 'canceled':
      return 'canceled'
    default:
      return null
  }
}

/**
 * A refund's status on its payment (found by the refund's PaymentIntent, else its charge).
 * A refund made elsewhere (Stripe's dashboard) is added to the payment. The tenants hear
 * of a completed refund, the owners of a failed one or one that needs their action.
 */
export async function onRefund(event: StripeEventOf<'refund.created' | 'refund.updated' | 'refund.failed' | 'charge.refund.updated'>, req: PayloadRequest) {
  const refund = event.data.object
  const status = refundStatusOf(refund.status)
  if (!status) throw new Error(`Unknown Stripe refund status '${refund.status}' (event ${event.id})`)
  let payment = await findByIntent(req, stripeIdOf(refund.payment_intent))
  if (!payment && refund.charge) {
    const { docs } = await req.payload.find({ collection: 'payments', where: { stripeChargeId: { equals: stripeIdOf(refund.charge) } }, depth: 0, limit: 1, overrideAccess: true, req })
    payment = docs[0] ?? null
  }
  if (!payment) return
  const refunds = payment.refunds ?? []
  const index = refunds.findIndex((each) => each.stripeRefundId === refund.id)
  if (index >= 0 && refunds[index].status === status) return
  // A late 'pending' never undoes a final status.
  if (index >= 0 && status === 'pending' && refunds[index].status !== 'requires-action') return
  const next =
    index >= 0
      ? refunds.map((each, position) => (position === index ? { ...each, status } : each))
      : [...refunds, { amount: refund.amount, status, reason: refund.reason ?? null, stripeRefundId: refund.id, createdAt: new Date(refund.created * 1000).toISOString() }]
  await updatePayment(req, payment.id, { refunds: next })
  const related = { invoice: idOf(payment.invoice) as number, payment: payment.id, refund: { amount: refund.amount, invoice: idOf(payment.invoice) as number } }
  const lease = idOf(payment.lease)
  const organization = idOf(payment.organization)
  if (status === 'succeeded' && lease) await notify(req, { event: 'refund:succeeded', category: 'tenant', recipients: { leaseTenants: lease }, related })
  if (status === 'failed' && organization) await notify(req, { event: 'refund:failed', category: 'organization', recipients: { organizationOwners: organization }, related, organization })
  if (status === 'requires-action' && organization) await notify(req, { event: 'refund:requires-action', category: 'organization', recipients: { organizationOwners: organization }, related, organization })
}
