import { randomBytes } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import { otherEvent } from './stripe'

/**
 * Stripe's payment API, offline: customers, saved payment methods, SetupIntents,
 * PaymentIntents (destination charges, off-session autopay), Checkout Sessions and refunds,
 * as msw handlers over Stripe's HTTP with an in-memory state. Like Stripe, a POST repeated
 * with the same Idempotency-Key answers the first response again without creating anything.
 * `stripeCalls` lists every request, so tests count what reached Stripe.
 *
 * The confirmations Stripe.js makes from the browser (POST /v1/payment_intents/{id}/confirm
 * and /v1/setup_intents/{id}/confirm with the publishable key, the client secret and the
 * entered `payment_method_data`) and the completion of a hosted Checkout page
 * (`completeCheckoutSession`) move the same state, so the e2e fake of Stripe
 * (e2e/stripe-fake/) serves the browser from these handlers too. Test cards: 4242… pays,
 * 4000 0000 0000 0002 is declined (card_declined / generic_decline), as at Stripe.
 */
const STRIPE_API = 'https://api.stripe.com'
const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

export type StripeCall = { method: string; path: string; fields: Record<string, string>; idempotencyKey: string | null }

export const stripeState = {
  calls: [] as StripeCall[],
  customers: new Map<string, Record<string, unknown>>(),
  paymentMethods: new Map<string, Record<string, any>>(),
  intents: new Map<string, Record<string, any>>(),
  sessions: new Map<string, Record<string, any>>(),
  setupIntents: new Map<string, Record<string, any>>(),
  refunds: new Map<string, Record<string, any>>(),
  replies: new Map<string, unknown>(),
  /** Saved methods that an off-session charge declines (decline code per method). */
  declines: new Map<string, { code: string; decline_code?: string; message: string }>(),
}

export function resetStripeState() {
  stripeState.calls.length = 0
  for (const map of [stripeState.customers, stripeState.paymentMethods, stripeState.intents, stripeState.sessions, stripeState.setupIntents, stripeState.refunds, stripeState.replies, stripeState.declines]) map.clear()
}

/** The requests that created something: e.g. `created('/v1/payment_intents')`. */
export const created = (path: string) => stripeState.calls.filter((call) => call.method === 'POST' && call.path === path)

/** A saved payment method attached to `customer` (what a confirmed SetupIntent leaves); detached with null. */
export function attachPaymentMethod(customer: string | null, kind: 'card' | 'us_bank_account' = 'card', last4 = kind === 'card' ? '4242' : '6789') {
  const id = stripeId('pm')
  const method =
    kind === 'card'
      ? { id, object: 'payment_method', type: 'card', customer, card: { brand: 'visa', display_brand: 'visa', last4, exp_month: 12, exp_year: 2030 } }
      : { id, object: 'payment_method', type: 'us_bank_account', customer, us_bank_account: { bank_name: 'STRIPE TEST BANK', last4, account_type: 'checking' } }
  stripeState.paymentMethods.set(id, method)
  return method
}

/** The declines of Stripe's test cards, by card number. */
const DECLINED_TEST_CARDS: Record<string, { code: string; decline_code?: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
}

/**
 * The payment method that `payment_method_data[…]` describes (what the Payment Element
 * sends), or the existing `payment_method` named; attached to `customer` when given.
 */
function paymentMethodOf(fields: Record<string, string>, customer: string | null): { method: Record<string, any> | null; decline?: { code: string; decline_code?: string; message: string } } {
  if (fields.payment_method) return { method: stripeState.paymentMethods.get(fields.payment_method) ?? null, decline: stripeState.declines.get(fields.payment_method) }
  const data = group(fields, 'payment_method_data')
  if (data.type === 'card') {
    const card = group(fields, 'payment_method_data[card]')
    const number = (card.number ?? '').replace(/\D/g, '')
    if (number.length < 12) return { method: null }
    const method = attachPaymentMethod(customer, 'card', number.slice(-4))
    const decline = DECLINED_TEST_CARDS[number]
    if (decline) stripeState.declines.set(method.id, decline)
    return { method, decline }
  }
  if (data.type === 'us_bank_account') {
    const bank = group(fields, 'payment_method_data[us_bank_account]')
    if (!bank.account_number || !bank.routing_number) return { method: null }
    const method = attachPaymentMethod(customer, 'us_bank_account', bank.account_number.slice(-4))
    return { method }
  }
  return { method: null }
}

async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const text = request.method === 'GET' || request.method === 'DELETE' ? new URL(request.url).search.slice(1) : await request.text()
  return Object.fromEntries(new URLSearchParams(text))
}

/** The nested form fields under `prefix` (`metadata[invoiceId]` → { invoiceId }). */
function group(fields: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key)
    if (match) result[match[1]] = value
  }
  return result
}
const list = (fields: Record<string, string>, name: string) =>
  Object.entries(fields)
    .filter(([key]) => new RegExp(`^${name}\\[\\d+\\]$`).test(key))
    .map(([, value]) => value)

const stripeError = (status: number, error: Record<string, unknown>) => HttpResponse.json({ error }, { status })

/** Records the call and replays the first answer of a repeated idempotency key. */
function handler(method: 'post' | 'get' | 'delete', path: string, respond: (args: { fields: Record<string, string>; params: Record<string, string> }) => Response | Promise<Response>) {
  return http[method](`${STRIPE_API}${path}`, async ({ request, params }) => {
    const fields = await fieldsOf(request)
    const url = new URL(request.url)
    const idempotencyKey = request.headers.get('idempotency-key')
    stripeState.calls.push({ method: request.method, path: url.pathname, fields, idempotencyKey })
    // The SDK puts a random key on every POST it may retry; a key the caller chose is one of ours (no 'stripe-node-retry' prefix).
    const replayKey = method === 'post' && idempotencyKey && !idempotencyKey.startsWith('stripe-node-retry') ? `${url.pathname}:${idempotencyKey}` : null
    if (replayKey && stripeState.replies.has(replayKey)) {
      const reply = stripeState.replies.get(replayKey) as { status: number; body: unknown }
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status, headers: { 'Idempotent-Replayed': 'true' } })
    }
    const response = await respond({ fields, params: params as Record<string, string> })
    if (replayKey) stripeState.replies.set(replayKey, { status: response.status, body: await response.clone().json() })
    return response
  })
}

function newIntent(fields: Record<string, string>) {
  const id = stripeId('pi')
  const types = list(fields, 'allowed_payment_method_types')
  return {
    id,
    object: 'payment_intent',
    amount: Number(fields.amount),
    amount_received: 0,
    currency: fields.currency,
    customer: fields.customer ?? null,
    payment_method: fields.payment_method ?? null,
    payment_method_types: types.length ? types : ['card'],
    on_behalf_of: fields.on_behalf_of ?? null,
    transfer_data: fields['transfer_data[destination]'] ? { destination: fields['transfer_data[destination]'] } : null,
    metadata: group(fields, 'metadata'),
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
    latest_charge: null as string | null,
    last_payment_error: null as Record<string, unknown> | null,
    livemode: false,
    created: nowSeconds(),
  }
}

export const stripePaymentHandlers = [
  handler('post', '/v1/customers', ({ fields }) => {
    const customer = { id: stripeId('cus'), object: 'customer', email: fields.email ?? null, metadata: group(fields, 'metadata') }
    stripeState.customers.set(customer.id, customer)
    return HttpResponse.json(customer)
  }),
  handler('get', '/v1/customers/:customer/payment_methods', ({ params }) => {
    const data = [...stripeState.paymentMethods.values()].filter((method) => method.customer === params.customer)
    return HttpResponse.json({ object: 'list', data, has_more: false, url: `/v1/customers/${params.customer}/payment_methods` })
  }),
  handler('get', '/v1/payment_methods/:id', ({ params }) => {
    const method = stripeState.paymentMethods.get(params.id)
    return method ? HttpResponse.json(method) : stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${params.id}'` })
  }),
  handler('post', '/v1/payment_methods/:id/detach', ({ params }) => {
    const method = stripeState.paymentMethods.get(params.id)
    if (!method) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${params.id}'` })
    method.customer = null
    return HttpResponse.json(method)
  }),
  handler('post', '/v1/setup_intents', ({ fields }) => {
    const id = stripeId('seti')
    const intent = { id, object: 'setup_intent', customer: fields.customer, usage: fields.usage, status: 'requires_payment_method', client_secret: `${id}_secret_x`, payment_method: null as string | null, payment_method_types: list(fields, 'allowed_payment_method_types'), metadata: group(fields, 'metadata') }
    stripeState.setupIntents.set(id, intent)
    return HttpResponse.json(intent)
  }),
  handler('get', '/v1/setup_intents/:id', ({ params }) => {
    const intent = stripeState.setupIntents.get(params.id)
    return intent ? HttpResponse.json(intent) : stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such setupintent: '${params.id}'` })
  }),
  handler('post', '/v1/setup_intents/:id/confirm', ({ fields, params }) => {
    const intent = stripeState.setupIntents.get(params.id)
    if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such setupintent: '${params.id}'` })
    if (fields.client_secret && fields.client_secret !== intent.client_secret) return stripeError(400, { type: 'invalid_request_error', message: 'The client_secret provided does not match the client_secret associated with the SetupIntent.' })
    if (intent.status === 'succeeded') return stripeError(400, { type: 'invalid_request_error', code: 'setup_intent_unexpected_state', message: 'This SetupIntent has already succeeded.' })
    const { method, decline } = paymentMethodOf(fields, intent.customer)
    if (!method) return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: payment_method_data.' })
    if (decline) {
      method.customer = null
      return stripeError(402, { type: 'card_error', ...decline, setup_intent: intent })
    }
    Object.assign(intent, { status: 'succeeded', payment_method: method.id })
    return HttpResponse.json(intent)
  }),
  handler('post', '/v1/payment_intents', ({ fields }) => {
    const intent = newIntent(fields)
    if (fields.confirm === 'true') {
      const decline = stripeState.declines.get(intent.payment_method ?? '')
      const chargeId = stripeId('ch')
      intent.latest_charge = chargeId
      if (decline) {
        intent.status = 'requires_payment_method'
        intent.last_payment_error = { type: 'card_error', charge: chargeId, ...decline }
        stripeState.intents.set(intent.id, intent)
        return stripeError(402, { type: 'card_error', charge: chargeId, ...decline, payment_intent: intent })
      }
      intent.status = intent.payment_method_types[0] === 'us_bank_account' ? 'processing' : 'succeeded'
    }
    stripeState.intents.set(intent.id, intent)
    return HttpResponse.json(intent)
  }),
  handler('post', '/v1/payment_intents/:id/confirm', ({ fields, params }) => {
    const intent = stripeState.intents.get(params.id)
    if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.id}'` })
    if (fields.client_secret && fields.client_secret !== intent.client_secret) return stripeError(400, { type: 'invalid_request_error', message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.' })
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, payment_intent: intent })
    }
    const { method, decline } = paymentMethodOf(fields, fields.setup_future_usage ? intent.customer : null)
    if (!method) return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: payment_method_data.' })
    if (!intent.payment_method_types.includes(method.type)) return stripeError(400, { type: 'invalid_request_error', message: `The PaymentMethod provided (${method.type}) is not allowed for this PaymentIntent.` })
    const chargeId = stripeId('ch')
    Object.assign(intent, { payment_method: method.id, latest_charge: chargeId })
    if (decline) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', charge: chargeId, ...decline } })
      return stripeError(402, { type: 'card_error', charge: chargeId, ...decline, payment_intent: intent })
    }
    Object.assign(intent, { status: method.type === 'us_bank_account' ? 'processing' : 'succeeded', last_payment_error: null })
    if (intent.status === 'succeeded') intent.amount_received = intent.amount
    return HttpResponse.json(intent)
  }),
  handler('get', '/v1/payment_intents/:id', ({ params }) => {
    const intent = stripeState.intents.get(params.id)
    return intent ? HttpResponse.json(intent) : stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.id}'` })
  }),
  handler('post', '/v1/payment_intents/:id/cancel', ({ params }) => {
    const intent = stripeState.intents.get(params.id)
    if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.id}'` })
    intent.status = 'canceled'
    return HttpResponse.json(intent)
  }),
  handler('post', '/v1/checkout/sessions', ({ fields }) => {
    const id = stripeId('cs')
    const session = {
      id,
      object: 'checkout.session',
      mode: fields.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: fields.customer ?? null,
      client_reference_id: fields.client_reference_id ?? null,
      metadata: group(fields, 'metadata'),
      payment_intent: null,
      setup_intent: null,
      payment_intent_metadata: group(fields, 'payment_intent_data[metadata]'),
      amount_total: fields['line_items[0][price_data][unit_amount]'] ? Number(fields['line_items[0][price_data][unit_amount]']) : null,
      payment_method_types: list(fields, 'allowed_payment_method_types'),
      success_url: fields.success_url,
      cancel_url: fields.cancel_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      fields,
      livemode: false,
    }
    stripeState.sessions.set(id, session)
    return HttpResponse.json(session)
  }),
  handler('post', '/v1/refunds', ({ fields }) => {
    const intent = stripeState.intents.get(fields.payment_intent)
    if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${fields.payment_intent}'` })
    const refund = {
      id: stripeId('re'),
      object: 'refund',
      amount: Number(fields.amount ?? intent.amount),
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'pending',
      reason: null,
      metadata: group(fields, 'metadata'),
      reverse_transfer: fields.reverse_transfer,
      created: nowSeconds(),
    }
    stripeState.refunds.set(refund.id, refund)
    return HttpResponse.json(refund)
  }),
]

// --- Webhook events -------------------------------------------------------------------

/** A payment_intent.* event of the stored intent `id`, after applying `changes` to it (as Stripe would have). */
export function intentEvent(type: 'payment_intent.succeeded' | 'payment_intent.processing' | 'payment_intent.payment_failed' | 'payment_intent.canceled', id: string, changes: Record<string, unknown> = {}) {
  const intent = stripeState.intents.get(id)
  if (!intent) throw new Error(`No intent ${id} in the Stripe mock`)
  Object.assign(intent, changes)
  if (!intent.latest_charge && type !== 'payment_intent.canceled') intent.latest_charge = stripeId('ch')
  return otherEvent(type, structuredClone(intent))
}

/** A charge.failed event: the charge of a bank debit fails (late: after payment_intent.succeeded). */
export function chargeFailedEvent(intentId: string, failureCode: string) {
  const intent = stripeState.intents.get(intentId)!
  return otherEvent('charge.failed', {
    id: intent.latest_charge,
    object: 'charge',
    amount: intent.amount,
    payment_intent: intent.id,
    status: 'failed',
    failure_code: failureCode,
    failure_message: 'The customer’s bank account has been closed.',
    payment_method_details: { type: 'us_bank_account' },
  })
}

/** A refund.* event of the stored refund `id` with `status`. */
export function refundEvent(type: 'refund.created' | 'refund.updated' | 'refund.failed', id: string, status: string) {
  const refund = stripeState.refunds.get(id)!
  refund.status = status
  return otherEvent(type, structuredClone(refund))
}

/** checkout.session.completed of the stored session `id`, paid through `intentId`. */
export function sessionCompletedEvent(id: string, intentId: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
  const session = stripeState.sessions.get(id)!
  Object.assign(session, { status: 'complete', payment_status: paymentStatus, payment_intent: intentId })
  return otherEvent('checkout.session.completed', structuredClone(session))
}

/**
 * The customer pays (or saves a method) on the hosted Checkout page of the stored session
 * `id`: as at Stripe, a payment session gets a succeeded PaymentIntent (the destination
 * charge its payment_intent_data describes; the card is not saved), a setup session a
 * succeeded SetupIntent whose card is attached to the customer. Returns the events Stripe sends for it, in its order.
 */
export function completeCheckoutSession(id: string) {
  const session = stripeState.sessions.get(id)
  if (!session) throw new Error(`No Checkout Session ${id} in the Stripe mock`)
  if (session.status !== 'open') throw new Error(`Checkout Session ${id} is ${session.status}`)
  const fields = session.fields as Record<string, string>
  const events = []
  if (session.mode === 'payment') {
    const intent = newIntent({
      amount: String(session.amount_total ?? 0),
      currency: fields['line_items[0][price_data][currency]'] ?? 'usd',
      customer: session.customer ?? '',
      'transfer_data[destination]': fields['payment_intent_data[transfer_data][destination]'] ?? '',
      on_behalf_of: fields['payment_intent_data[on_behalf_of]'] ?? '',
      ...Object.fromEntries(session.payment_method_types.map((type: string, index: number) => [`allowed_payment_method_types[${index}]`, type])),
      ...Object.fromEntries(Object.entries(session.payment_intent_metadata as Record<string, string>).map(([key, value]) => [`metadata[${key}]`, value])),
    })
    // A payment session does not save the method on the customer (no setup_future_usage).
    const method = attachPaymentMethod(null, intent.payment_method_types[0] === 'us_bank_account' ? 'us_bank_account' : 'card')
    const settled = intent.payment_method_types[0] === 'us_bank_account' ? 'processing' : 'succeeded'
    Object.assign(intent, { payment_method: method.id, status: settled, latest_charge: stripeId('ch'), amount_received: settled === 'succeeded' ? intent.amount : 0 })
    stripeState.intents.set(intent.id, intent)
    Object.assign(session, { status: 'complete', payment_status: settled === 'succeeded' ? 'paid' : 'unpaid', payment_intent: intent.id })
    events.push(otherEvent(settled === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.processing', structuredClone(intent)))
  } else if (session.mode === 'setup') {
    const method = attachPaymentMethod(session.customer ?? null, 'card')
    const setupId = stripeId('seti')
    const setup = { id: setupId, object: 'setup_intent', customer: session.customer, usage: 'off_session', status: 'succeeded', client_secret: `${setupId}_secret_x`, payment_method: method.id, payment_method_types: session.payment_method_types, metadata: group(fields, 'setup_intent_data[metadata]') }
    stripeState.setupIntents.set(setupId, setup)
    Object.assign(session, { status: 'complete', payment_status: 'no_payment_required', setup_intent: setupId })
    events.push(otherEvent('setup_intent.succeeded', structuredClone(setup)))
  } else {
    throw new Error(`The Stripe mock completes payment and setup sessions, not ${session.mode}`)
  }
  const { fields: _fields, payment_intent_metadata: _metadata, ...published } = session
  events.push(otherEvent('checkout.session.completed', structuredClone(published)))
  return events
}
