import { randomBytes } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import Stripe from 'stripe'
import { STRIPE_API } from './stripe'

/**
 * Stripe Connect, offline (ADR 023): msw handlers for the connected account's creation
 * (POST /v1/accounts, honouring the Idempotency-Key header as Stripe does: the same key
 * answers the same account) and its onboarding links (POST /v1/account_links), and a
 * builder of `account.updated` events. Sign events with signStripePayload (mocks/stripe.ts).
 */
export type RecordedRequest = { fields: Record<string, string>; idempotencyKey: string | null; authorization: string | null }

/** Every POST /v1/accounts the server made, and the accounts Stripe actually created (one per idempotency key). */
export const accountCreateRequests: RecordedRequest[] = []
export const createdConnectedAccounts = new Map<string, string>()
export const accountLinkRequests: RecordedRequest[] = []

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

async function record(request: Request): Promise<RecordedRequest> {
  return {
    fields: Object.fromEntries(new URLSearchParams(await request.text())),
    idempotencyKey: request.headers.get('idempotency-key'),
    authorization: request.headers.get('authorization'),
  }
}

export function resetConnectMocks() {
  accountCreateRequests.length = 0
  accountLinkRequests.length = 0
  createdConnectedAccounts.clear()
}

function connectedAccount(id: string, fields: Record<string, string>) {
  return {
    id,
    object: 'account',
    type: 'express',
    country: fields.country ?? 'US',
    email: fields.email ?? null,
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: { card_payments: 'inactive', us_bank_account_ach_payments: 'inactive', transfers: 'inactive' },
    metadata: Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : []))),
    livemode: false,
  }
}

export const stripeConnectHandlers = [
  http.post(`${STRIPE_API}/v1/accounts`, async ({ request }) => {
    const recorded = await record(request)
    accountCreateRequests.push(recorded)
    const key = recorded.idempotencyKey ?? stripeId('nokey')
    let id = createdConnectedAccounts.get(key)
    if (!id) {
      id = stripeId('acct')
      createdConnectedAccounts.set(key, id)
    }
    return HttpResponse.json(connectedAccount(id, recorded.fields), { headers: recorded.idempotencyKey ? { 'Idempotency-Key': recorded.idempotencyKey } : {} })
  }),
  http.post(`${STRIPE_API}/v1/account_links`, async ({ request }) => {
    const recorded = await record(request)
    accountLinkRequests.push(recorded)
    const now = Math.floor(Date.now() / 1000)
    return HttpResponse.json({
      object: 'account_link',
      created: now,
      expires_at: now + 300,
      url: `https://connect.stripe.com/setup/e/${recorded.fields.account}/${randomBytes(8).toString('hex')}`,
    })
  }),
]

/** Stripe refusing the account creation (a platform not set up for Connect, say): a 400 the SDK does not retry. */
export const connectFailures = {
  accountsRefused: http.post(`${STRIPE_API}/v1/accounts`, () =>
    HttpResponse.json({ error: { type: 'invalid_request_error', message: 'You can only create new accounts if you have signed up for Connect.' } }, { status: 400 }),
  ),
}

export type ConnectedAccountState = {
  id: string
  chargesEnabled?: boolean
  payoutsEnabled?: boolean
  detailsSubmitted?: boolean
  cardPayments?: 'active' | 'inactive' | 'pending'
  usBankAccountAchPayments?: 'active' | 'inactive' | 'pending'
}

/** An account.updated event, as a Connect webhook endpoint receives it (with `account`). */
export function accountUpdatedEvent(state: ConnectedAccountState, options: { id?: string; created?: number } = {}) {
  const capabilities: Record<string, string> = { transfers: 'active' }
  if (state.cardPayments) capabilities.card_payments = state.cardPayments
  if (state.usBankAccountAchPayments) capabilities.us_bank_account_ach_payments = state.usBankAccountAchPayments
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    account: state.id,
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: state.id,
        object: 'account',
        type: 'express',
        country: 'US',
        charges_enabled: state.chargesEnabled ?? false,
        payouts_enabled: state.payoutsEnabled ?? false,
        details_submitted: state.detailsSubmitted ?? false,
        capabilities,
        livemode: false,
      },
      previous_attributes: {},
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'account.updated',
  } as unknown as Extract<Stripe.Event, { type: 'account.updated' }>
}
