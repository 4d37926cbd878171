import { APIError, NotFound, ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import {
  availablePaymentMethods,
  bankFailureReasonLabel,
  BANK_FAILURE_REASONS,
  CARD_PROVIDER_METHODS,
  invoiceAmounts,
  invoiceMessages,
  isCardProviderMethod,
  payableOf,
  type BankFailureReason,
  type CardProviderMethod,
} from '@common/invoices'
import { getTenancy } from '@api/access/tenancy'
import { operatingAccountOf, paymentsOf } from '@api/collections/Invoices/hooks/compute'
import { asServer } from '@api/collections/Invoices/endpoints/shared'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { notify } from '@api/notifications/emit'
import type { Autopay, Invoice, Payment } from '@api/payload-types'
import { getStripe, isStripeConfigured } from '@api/stripe/client'
import { siteUrl } from '@api/stripe/checkout'
import { KeyedLock } from '@api/utilities/keyedLock'
import { idOf } from '@common/ids'

/**
 * Card and US bank account payments through Stripe Connect (ADR 021).
 *
 * - The tenant's Stripe customer lives on the platform (users.stripeCustomerId), so that
 *   one saved card pays every landlord the tenant rents from.
 * - A payment is a destination charge: a PaymentIntent on the platform with
 *   transfer_data.destination and on_behalf_of the landlord's connected account.
 * - Every Stripe call is made before the database write that records it, never inside a
 *   transaction (ARCHITECTURE §2). Each call carries an idempotency key derived from the
 *   invoice and the attempt, and the payment row stores it (unique): a double-submitted
 *   form makes one PaymentIntent and one row, on one server (a lock per invoice) or
 *   several (Stripe replays the keyed request; the unique key refuses the second row).
 * - Webhooks (api/stripe/payments-events.ts) settle the row: they find it by its
 *   PaymentIntent id, or by the key the Stripe object carries in `metadata.paymentKey`.
 */

export const STRIPE_PAYMENT_MESSAGES = {
  notConfigured: 'Card and bank payments are not available on this server.',
  methodNotOffered: 'This invoice cannot be paid with this method.',
  invoiceNotPayable: 'Nothing is left to pay on this invoice.',
  inProgress: 'A payment of this invoice is already in progress.',
  staleForm: 'This invoice changed since you opened it. Reload the page and try again.',
  failed: 'The payment could not be started. Try again.',
  methodRequired: 'Choose a payment method.',
  savedMethodNotFound: 'Choose one of your saved payment methods.',
} as const

/** Stripe's name of a card-provider method. */
export const stripeMethodType: Record<CardProviderMethod, 'card' | 'us_bank_account'> = { card: 'card', 'us-bank-account': 'us_bank_account' }
export const methodOfStripeType = (type: string | null | undefined): CardProviderMethod | null =>
  type === 'card' ? 'card' : type === 'us_bank_account' ? 'us-bank-account' : null

/** The publishable key the browser needs for Stripe.js (the app's STRIPE_PUBLISHABLE_KEY), or null. */
export const publishableKey = () => process.env.STRIPE_PUBLISHABLE_KEY || null

/** One caller at a time per key on this server (an invoice, a user); Stripe's idempotency keys cover several servers. */
const locks = new KeyedLock(30_000)
export async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const release = await locks.acquire(key)
  try {
    return await task()
  } finally {
    release()
  }
}

/** A Stripe error reported as a public 502 (logged in full). */
export function stripeFailure(req: PayloadRequest, error: unknown, message: string, details: Record<string, unknown> = {}): never {
  if (error instanceof APIError) throw error
  req.payload.logger.error({ err: error, msg: 'Stripe call failed', ...details })
  throw new APIError(message, 502, null, true)
}

// --- The tenant's customer --------------------------------------------------------------

/**
 * The user's Stripe customer on the platform, created once on first need: the idempotency
 * key is derived from the user id, so two concurrent first payments make one customer.
 */
export async function ensureStripeCustomer(req: PayloadRequest, userId: number): Promise<string> {
  return withLock(`customer-${userId}`, async () => {
    const user = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req, select: { email: true, firstName: true, lastName: true, stripeCustomerId: true } })
    if (user.stripeCustomerId) return user.stripeCustomerId
    const stripe = await getStripe()
    const customer = await stripe.customers.create(
      { email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined, metadata: { userId: String(userId) } },
      { idempotencyKey: `customer-user-${userId}` },
    )
    await req.payload.update({ collection: 'users', id: userId, data: { stripeCustomerId: customer.id }, overrideAccess: true, depth: 0, req })
    return customer.id
  })
}

/** The user's stored customer id, without creating one. */
export async function storedCustomerId(req: PayloadRequest, userId: number): Promise<string | null> {
  const user = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req, select: { stripeCustomerId: true } })
  return user.stripeCustomerId ?? null
}

/** What a tenant sees of a saved method: 'Visa •••• 4242', 'STRIPE TEST BANK •••• 6789'. */
export function paymentMethodLabel(method: Stripe.PaymentMethod): string {
  if (method.type === 'card' && method.card) {
    const brand = method.card.display_brand ?? method.card.brand ?? 'Card'
    const name = brand
      .split(/[_\s]+/)
      .map((word) => (word.length <= 4 && word === word.toLowerCase() && ['amex', 'jcb'].includes(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
      .join(' ')
    return `${name} •••• ${method.card.last4}`
  }
  if (method.type === 'us_bank_account' && method.us_bank_account) return `${method.us_bank_account.bank_name ?? 'Bank account'} •••• ${method.us_bank_account.last4 ?? ''}`.trim()
  return method.type
}

export type SavedPaymentMethod = { id: string; type: CardProviderMethod; label: string }

/** The user's saved card and bank methods (none without a customer). */
export async function listSavedPaymentMethods(req: PayloadRequest, userId: number): Promise<SavedPaymentMethod[]> {
  const customerId = await storedCustomerId(req, userId)
  if (!customerId) return []
  const stripe = await getStripe()
  const methods = await stripe.customers.listPaymentMethods(customerId, { limit: 100 })
  return methods.data.flatMap((method) => {
    const type = methodOfStripeType(method.type)
    return type ? [{ id: method.id, type, label: paymentMethodLabel(method) }] : []
  })
}

/** The saved method `paymentMethodId` if it belongs to the user's customer, else null. */
export async function findSavedPaymentMethod(req: PayloadRequest, userId: number, paymentMethodId: string): Promise<SavedPaymentMethod | null> {
  if (!/^pm_[A-Za-z0-9_]+$/.test(paymentMethodId)) return null
  const customerId = await storedCustomerId(req, userId)
  if (!customerId) return null
  const stripe = await getStripe()
  let method: Stripe.PaymentMethod
  try {
    method = await stripe.paymentMethods.retrieve(paymentMethodId)
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return null
    throw error
  }
  const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null)
  const type = methodOfStripeType(method.type)
  if (owner !== customerId || !type) return null
  return { id: method.id, type, label: paymentMethodLabel(method) }
}

// --- Paying an invoice ------------------------------------------------------------------

export type PayableInvoice = {
  invoice: Invoice
  destination: string
  /** What a new payment may bring in now. */
  payable: number
  /** The invoice's card and bank payments, oldest first. */
  stripePayments: Payment[]
}

/**
 * The invoice `invoiceId` as the signed-in tenant may pay it with `method`: 404 unless the
 * caller is a tenant of its lease; 409 when it is void, paid, or the method is not offered
 * by the invoice or not available now (Stripe, the connected account's charges and the
 * method's capability 'active').
 */
export async function payableInvoice(req: PayloadRequest, rawId: unknown, method: string): Promise<PayableInvoice> {
  if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
  const id = Number(rawId)
  if (!Number.isInteger(id) || id <= 0) throw new NotFound(req.t)
  const invoice = await req.payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  const { leaseIds } = await getTenancy(req)
  if (!invoice || !leaseIds.includes(idOf(invoice.lease) ?? -1)) throw new NotFound(req.t)
  if (!isCardProviderMethod(method)) throw new ClientError(STRIPE_PAYMENT_MESSAGES.methodNotOffered, 400)
  if (!isStripeConfigured()) throw new ClientError(STRIPE_PAYMENT_MESSAGES.notConfigured, 409)
  if (invoice.voided) throw new ClientError(invoiceMessages.invoiceVoid, 409)
  const account = await operatingAccountOf(req, idOf(invoice.organization) as number)
  const available = availablePaymentMethods(account, { cardProviderConfigured: true })
  if (!(invoice.paymentMethods ?? []).includes(method) || !available.includes(method) || !account?.card?.accountId) {
    throw new ClientError(STRIPE_PAYMENT_MESSAGES.methodNotOffered, 409)
  }
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ invoice: { equals: id } }, { method: { in: [...CARD_PROVIDER_METHODS] } }] },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
    req,
  })
  const payments = await paymentsOf(req, id)
  const payable = payableOf(invoiceAmounts(invoice.items ?? [], payments), payments)
  return { invoice, destination: account.card.accountId, payable, stripePayments: docs }
}

export type PaymentFlow = 'intent' | 'checkout'

/**
 * The number of the next attempt at paying the invoice by card or bank: one more than its
 * card and bank payments that are over (succeeded, failed or canceled). Stable while a
 * payment is pending, so a repeated request derives the same idempotency key.
 */
export const attemptOf = (stripePayments: readonly Payment[]) => stripePayments.filter((payment) => payment.status !== 'pending').length + 1

/**
 * Whether a pay form rendered for attempt `requested` is out of date: payments ended since
 * then (the attempt number grew). Only the caller's own failed or canceled attempts may have
 * ended meanwhile — a declined card retried with another one, its failure webhook already
 * in — since they moved no money and left what is owed as it was; anything else (a payment
 * that went through, another payer's attempt) asks for a reload.
 */
export function isStaleAttempt(stripePayments: readonly Payment[], requested: number | null | undefined, payerId: number): boolean {
  if (requested === undefined || requested === null) return false
  const ended = stripePayments.filter((payment) => payment.status !== 'pending')
  const current = ended.length + 1
  if (requested === current) return false
  if (!Number.isInteger(requested) || requested < 1 || requested > current) return true
  // A payment still pending when the form was rendered carries that attempt's number (or a
  // later one); those that ended before carry an earlier one. Autopay keys carry none.
  const endedSince = ended.filter((payment) => (attemptOfKey(payment.idempotencyKey) ?? Number.POSITIVE_INFINITY) >= requested)
  return !endedSince.every((payment) => (payment.status === 'failed' || payment.status === 'canceled') && idOf(payment.payer) === payerId)
}

const attemptOfKey = (key: string | null | undefined) => {
  const found = /-attempt-(\d+)(?:-checkout)?$/.exec(key ?? '')
  return found ? Number(found[1]) : null
}

export const attemptKey = (invoiceId: number, attempt: number, flow: PaymentFlow) => `invoice-${invoiceId}-attempt-${attempt}${flow === 'checkout' ? '-checkout' : ''}`

const flowOf = (payment: Payment): PaymentFlow | 'autopay' => (payment.autopay ? 'autopay' : payment.idempotencyKey?.endsWith('-checkout') ? 'checkout' : 'intent')

/** The metadata every Stripe object of an invoice payment carries (webhooks find the row with it). */
export function paymentMetadata(invoice: Invoice, { paymentKey, payerId, method }: { paymentKey: string; payerId: number; method: CardProviderMethod }): Record<string, string> {
  return {
    invoiceId: String(invoice.id),
    organizationId: String(idOf(invoice.organization)),
    leaseId: String(idOf(invoice.lease)),
    paymentKey,
    payerId: String(payerId),
    method,
  }
}

/** Records a pending Stripe payment; a concurrent twin (same key) already recorded it: that row is returned. */
export async function recordPendingPayment(
  req: PayloadRequest,
  data: { organization: number; invoice: number; method: CardProviderMethod; amount: number; payer: number; idempotencyKey: string; stripePaymentIntentId?: string | null; autopay?: boolean },
): Promise<Payment> {
  try {
    // Written as the server: the tenant is not staff of the organization the payment belongs to.
    return await asServer(req, () =>
      req.payload.create({
        collection: 'payments',
        data: { ...data, status: 'pending', autopay: data.autopay ?? false },
        overrideAccess: true,
        depth: 0,
        req,
        context: { [SERVER_PAYMENT]: true },
      }),
    )
  } catch (error) {
    const existing = await findPaymentByKey(req, data.idempotencyKey)
    if (existing) return existing
    throw error
  }
}

export async function findPaymentByKey(req: PayloadRequest, idempotencyKey: string): Promise<Payment | null> {
  const { docs } = await req.payload.find({ collection: 'payments', where: { idempotencyKey: { equals: idempotencyKey } }, depth: 0, limit: 1, overrideAccess: true, req })
  return docs[0] ?? null
}

const CANCELABLE_INTENT_STATUSES: readonly Stripe.PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/**
 * Ends the caller's own pending card or bank payment that the new request replaces (the
 * tenant switched from card to bank, or from Checkout to the payment form): its
 * PaymentIntent is canceled at Stripe when nothing was submitted yet, and the row is
 * marked canceled. A payment Stripe is already processing is never replaced (409).
 */
async function supersede(req: PayloadRequest, payment: Payment): Promise<void> {
  if (payment.stripePaymentIntentId) {
    const stripe = await getStripe()
    const intent = await stripe.paymentIntents.retrieve(payment.stripePaymentIntentId)
    if (intent.status === 'canceled') {
      // Already canceled at Stripe (the webhook will agree).
    } else if (CANCELABLE_INTENT_STATUSES.includes(intent.status)) {
      await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `cancel-${intent.id}` })
    } else {
      throw new ClientError(STRIPE_PAYMENT_MESSAGES.inProgress, 409)
    }
  }
  // A Checkout not completed: its session expires on its own; should it still be paid, the webhook records the money.
  await updatePayment(req, payment.id, { status: 'canceled' })
}

/** The pending payment this request repeats, after replacing the caller's other pending ones; or null. */
async function reusablePayment(req: PayloadRequest, target: PayableInvoice, method: CardProviderMethod, flow: PaymentFlow): Promise<{ reuse: Payment | null; target: PayableInvoice }> {
  const userId = req.user!.id as number
  const pending = target.stripePayments.filter((payment) => payment.status === 'pending')
  const reuse = pending.find((payment) => idOf(payment.payer) === userId && payment.method === method && flowOf(payment) === flow) ?? null
  if (reuse) return { reuse, target }
  const replaced = pending.filter((payment) => idOf(payment.payer) === userId && flowOf(payment) !== 'autopay')
  if (!replaced.length) return { reuse: null, target }
  for (const payment of replaced) await supersede(req, payment)
  return { reuse: null, target: await payableInvoice(req, target.invoice.id, method) }
}

export type IntentPayment = { clientSecret: string; paymentId: number; publishableKey: string | null }

/**
 * POST /api/invoices/:id/pay: a PaymentIntent for what is payable, as a destination charge
 * to the landlord's connected account, and its pending payment row. Idempotent per
 * attempt: a repeated request returns the same PaymentIntent's client secret.
 */
export async function startIntentPayment(
  req: PayloadRequest,
  input: { invoiceId: unknown; method: string; paymentMethodId?: string | null; attempt?: number | null },
): Promise<IntentPayment> {
  const first = await payableInvoice(req, input.invoiceId, input.method)
  const method = input.method as CardProviderMethod
  const userId = req.user!.id as number
  return withLock(`invoice-pay-${first.invoice.id}`, async () => {
    const stripe = await getStripe()
    const { reuse, target } = await reusablePayment(req, await payableInvoice(req, first.invoice.id, method), method, 'intent')
    if (reuse?.stripePaymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(reuse.stripePaymentIntentId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { payment: reuse.id }))
      if (!intent.client_secret) stripeFailure(req, new Error(`PaymentIntent ${intent.id} has no client secret`), STRIPE_PAYMENT_MESSAGES.failed)
      return { clientSecret: intent.client_secret, paymentId: reuse.id, publishableKey: publishableKey() }
    }
    const attempt = attemptOf(target.stripePayments)
    if (isStaleAttempt(target.stripePayments, input.attempt, userId)) throw new ClientError(STRIPE_PAYMENT_MESSAGES.staleForm, 409)
    if (target.payable <= 0) throw new ClientError(target.stripePayments.some((payment) => payment.status === 'pending') ? STRIPE_PAYMENT_MESSAGES.inProgress : invoiceMessages.invoicePaid, 409)
    let paymentMethod: string | undefined
    if (input.paymentMethodId) {
      const saved = await findSavedPaymentMethod(req, userId, input.paymentMethodId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed))
      if (!saved || saved.type !== method) throw new ClientError(STRIPE_PAYMENT_MESSAGES.savedMethodNotFound, 400)
      paymentMethod = saved.id
    }
    const customer = await ensureStripeCustomer(req, userId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId }))
    const paymentKey = attemptKey(target.invoice.id, attempt, 'intent')
    const metadata = paymentMetadata(target.invoice, { paymentKey, payerId: userId, method })
    let intent: Stripe.PaymentIntent
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: target.payable,
          currency: 'usd',
          customer,
          allowed_payment_method_types: [stripeMethodType[method]],
          ...(paymentMethod ? { payment_method: paymentMethod } : {}),
          transfer_data: { destination: target.destination },
          on_behalf_of: target.destination,
          metadata,
          description: `Invoice ${target.invoice.reference || `#${target.invoice.id}`}`,
        },
        { idempotencyKey: paymentKey },
      )
    } catch (error) {
      stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { invoice: target.invoice.id })
    }
    if (!intent.client_secret) stripeFailure(req, new Error(`PaymentIntent ${intent.id} has no client secret`), STRIPE_PAYMENT_MESSAGES.failed)
    const payment = await recordPendingPayment(req, { organization: idOf(target.invoice.organization) as number, invoice: target.invoice.id, method, amount: intent.amount, payer: userId, idempotencyKey: paymentKey, stripePaymentIntentId: intent.id })
    return { clientSecret: intent.client_secret, paymentId: payment.id, publishableKey: publishableKey() }
  })
}

/** Where Stripe Checkout sends the tenant back: the invoice's page. */
export const invoiceReturnPath = (invoiceId: number, outcome: 'paid' | 'canceled') => `/app/tenant/invoices/${invoiceId}?checkout=${outcome}`

/**
 * POST /api/invoices/:id/checkout: the same destination charge through a Stripe Checkout
 * Session (the path without JavaScript), and its pending payment row; returns the
 * session's URL. Idempotent per attempt: a repeated request returns the same session.
 */
export async function startCheckoutPayment(req: PayloadRequest, input: { invoiceId: unknown; method: string }): Promise<{ url: string; paymentId: number }> {
  const first = await payableInvoice(req, input.invoiceId, input.method)
  const method = input.method as CardProviderMethod
  const userId = req.user!.id as number
  return withLock(`invoice-pay-${first.invoice.id}`, async () => {
    const stripe = await getStripe()
    let { reuse, target } = await reusablePayment(req, await payableInvoice(req, first.invoice.id, method), method, 'checkout')
    for (let round = 0; round < 2; round++) {
      const attempt = reuse ? Number(attemptOfKey(reuse.idempotencyKey)) : attemptOf(target.stripePayments)
      const amount = reuse ? reuse.amount : target.payable
      if (!reuse && amount <= 0) throw new ClientError(target.stripePayments.some((payment) => payment.status === 'pending') ? STRIPE_PAYMENT_MESSAGES.inProgress : invoiceMessages.invoicePaid, 409)
      const customer = await ensureStripeCustomer(req, userId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { user: userId }))
      const paymentKey = attemptKey(target.invoice.id, attempt, 'checkout')
      const metadata = paymentMetadata(target.invoice, { paymentKey, payerId: userId, method })
      const successUrl = siteUrl(invoiceReturnPath(target.invoice.id, 'paid'))!
      const cancelUrl = siteUrl(invoiceReturnPath(target.invoice.id, 'canceled'))!
      let session: Stripe.Checkout.Session
      try {
        // The same parameters for the same key: Stripe replays the session of a repeated request.
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer,
            client_reference_id: String(target.invoice.id),
            allowed_payment_method_types: [stripeMethodType[method]],
            line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: `Invoice ${target.invoice.reference || `#${target.invoice.id}`}` } } }],
            payment_intent_data: { transfer_data: { destination: target.destination }, on_behalf_of: target.destination, metadata },
            metadata,
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey: paymentKey },
        )
      } catch (error) {
        stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed, { invoice: target.invoice.id })
      }
      // A replayed session that expired meanwhile: that attempt is over, start the next.
      if (reuse && (session.status !== 'open' || !session.url)) {
        await updatePayment(req, reuse.id, { status: 'canceled' })
        reuse = null
        target = await payableInvoice(req, target.invoice.id, method)
        continue
      }
      if (!session.url) stripeFailure(req, new Error(`Checkout Session ${session.id} has no URL`), STRIPE_PAYMENT_MESSAGES.failed)
      const payment = reuse ?? (await recordPendingPayment(req, { organization: idOf(target.invoice.organization) as number, invoice: target.invoice.id, method, amount, payer: userId, idempotencyKey: paymentKey }))
      return { url: session.url, paymentId: payment.id }
    }
    throw new APIError(STRIPE_PAYMENT_MESSAGES.failed, 502, null, true)
  })
}

// --- Settling payments (webhooks, autopay) ----------------------------------------------

/** The failure a tenant and a landlord read: the spec's bank failure labels for ACH codes, Stripe's message otherwise. */
export function failureOf(code: string | null | undefined, message: string | null | undefined): { failureCode: string | null; failureMessage: string | null } {
  if (code && (BANK_FAILURE_REASONS as readonly string[]).includes(code)) return { failureCode: code, failureMessage: bankFailureReasonLabel[code as BankFailureReason] }
  return { failureCode: code ?? null, failureMessage: message ? message.slice(0, 500) : null }
}

/** Tells the landlord's owners and the lease's tenants about a payment. */
export async function notifyBothSides(req: PayloadRequest, payment: Payment, event: 'payment:succeeded' | 'payment:failed') {
  const related = { invoice: idOf(payment.invoice) as number, payment: payment.id }
  const organization = idOf(payment.organization)
  const lease = idOf(payment.lease)
  if (organization) await notify(req, { event, category: 'organization', recipients: { organizationOwners: organization }, related, organization })
  if (lease) await notify(req, { event, category: 'tenant', recipients: { leaseTenants: lease }, related })
}

/** Changes a payment as the server (Stripe's word): the invoice is recomputed in the same transaction. */
export async function updatePayment(req: PayloadRequest, id: number, data: Partial<Payment>): Promise<Payment> {
  return asServer(req, () => req.payload.update({ collection: 'payments', id, data, overrideAccess: true, depth: 0, req, context: { [SERVER_PAYMENT]: true } }))
}

// --- Autopay enrolment ------------------------------------------------------------------

/** Set on the server's own autopay updates (turning off a removed method's enrolments): no Stripe check. */
export const SKIP_SAVED_METHOD_CHECK = 'leasewell:skipSavedMethodCheck'

/**
 * An autopay charges one of the tenant's own saved methods: on create, on a
 * changed method and when turned back on, the method is looked up at Stripe on the user's
 * customer (before anything is written) and its label and type are stored; any other id
 * is refused next to the field.
 */
export const checkSavedPaymentMethod: CollectionBeforeValidateHook<Autopay> = async ({ data, originalDoc, req, operation }) => {
  if (!data || req.context[SKIP_SAVED_METHOD_CHECK] || !req.user || req.user.collection !== 'users') return data
  const methodId = (data.paymentMethodId ?? originalDoc?.paymentMethodId) as string | undefined
  const enabled = data.enabled ?? originalDoc?.enabled ?? true
  const changed = operation === 'create' || (data.paymentMethodId !== undefined && data.paymentMethodId !== originalDoc?.paymentMethodId) || (enabled && !originalDoc?.enabled)
  if (!changed || !methodId) return data
  const fail = (): never => {
    throw new ValidationError({ collection: 'autopays', errors: [{ message: STRIPE_PAYMENT_MESSAGES.savedMethodNotFound, path: 'paymentMethodId' }] }, req.t)
  }
  if (!isStripeConfigured()) throw new ClientError(STRIPE_PAYMENT_MESSAGES.notConfigured, 409)
  const owner = idOf(originalDoc?.user) ?? (req.user.id as number)
  const saved = await findSavedPaymentMethod(req, owner, methodId).catch((error) => stripeFailure(req, error, STRIPE_PAYMENT_MESSAGES.failed))
  if (!saved) fail()
  data.paymentMethodId = saved!.id
  data.paymentMethodLabel = saved!.label
  data.paymentMethodType = saved!.type
  return data
}
