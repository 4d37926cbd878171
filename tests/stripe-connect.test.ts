import { setupServer } from 'msw/node'
import { handleEndpoints } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import config from '@api/payload.config'
import { createLandlord } from '@api/seed/factories'
import type { Account, Organization } from '@api/payload-types'
import { action as onboardingAction, loader as onboardingLoader } from '~/routes/app/landlord/accounts.$accountId.stripe'
import { accountMessages } from '@common/accounts'
import { availablePaymentMethods } from '@common/invoices'
import { signStripePayload, STRIPE_TEST_ENV } from './mocks/stripe'
import { accountCreateRequests, accountLinkRequests, accountUpdatedEvent, connectFailures, createdConnectedAccounts, resetConnectMocks, stripeConnectHandlers } from './mocks/stripe-connect'
import { errorMessage, rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account as sessionOf, ORIGIN, routeRunner } from './support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, uniqueEmail, type SignedIn } from './support/users'

/**
 * Stripe Connect onboarding and the account.updated webhook (ADR 023), with msw standing
 * in for Stripe's HTTP only: the real SDK, REST API, database and webhook endpoint.
 */
const server = setupServer(...stripeConnectHandlers)

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  // Only this file has Stripe keys (the environment is shared by the worker's files).
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
  vi.stubEnv('STRIPE_CONNECT_WEBHOOK_SECRET', CONNECT_WEBHOOK_SECRET)
})
afterEach(() => {
  server.resetHandlers()
  resetConnectMocks()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
afterAll(() => {
  server.close()
})

type Landlord = SignedIn<{ organization: Organization }>

async function landlordWithAccount(label: string) {
  const landlord = await signedInLandlord(label)
  const created = await rest('POST', '/accounts', { token: landlord.token, json: { name: 'Operating Account' }, query: { depth: 0 } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { landlord, accountId: created.body.doc.id as number }
}

const onboard = (who: { token: string }, accountId: number | string) => rest('POST', `/accounts/${accountId}/stripe-onboarding`, { token: who.token })

const stored = async (landlord: Landlord, accountId: number) => (await rest('GET', `/accounts/${accountId}`, { token: landlord.token, query: { depth: 0 } })).body as Account

const progressOf = async (landlord: Landlord) => (await rest('GET', `/organizations/${landlord.organization.id}/setup-progress`, { token: landlord.token })).body

/** The Connect webhook endpoint's own signing secret (a second endpoint at the same URL). */
const CONNECT_WEBHOOK_SECRET = 'whsec_test_leasewell_connect_0123456789'

/** Posts a signed event to the one webhook endpoint, byte for byte as Stripe does (signed as the Connect endpoint by default). */
async function deliver(event: { id: string }, secret = CONNECT_WEBHOOK_SECRET) {
  await testPayload()
  const body = JSON.stringify(event)
  const url = new URL('/api/stripe/webhook', process.env.SERVER_URL)
  const request = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signStripePayload(body, secret) }, body })
  const response = await handleEndpoints({ config, request, path: url.pathname })
  return { status: response.status, body: (await response.json()) as any }
}

describe('POST /api/accounts/{id}/stripe-onboarding', () => {
  it('creates the connected account once (US, card, ACH and transfers requested) and answers a fresh onboarding link each time', async () => {
    const { landlord, accountId } = await landlordWithAccount('connect-once')
    const first = await onboard(landlord, accountId)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const [connectedId] = [...createdConnectedAccounts.values()]
    expect(connectedId).toMatch(/^acct_/)
    expect(first.body.url).toContain(`/${connectedId}/`)
    expect(accountCreateRequests).toHaveLength(1)
    expect(accountCreateRequests[0]).toMatchObject({
      authorization: `Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`,
      idempotencyKey: `leasewell-connect-account-${landlord.organization.id}-${accountId}`,
      fields: {
        country: 'US',
        email: landlord.user.email,
        'capabilities[card_payments][requested]': 'true',
        'capabilities[us_bank_account_ach_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'controller[stripe_dashboard][type]': 'express',
        'metadata[leasewellAccountId]': String(accountId),
      },
    })
    expect(accountLinkRequests[0]!.fields).toEqual({
      account: connectedId,
      type: 'account_onboarding',
      refresh_url: `${process.env.SERVER_URL}/app/landlord/accounts/${accountId}/stripe?refresh=1`,
      return_url: `${process.env.SERVER_URL}/app/landlord/accounts/${accountId}`,
    })
    expect((await stored(landlord, accountId)).card).toMatchObject({ enabled: true, accountId: connectedId, chargesEnabled: false, providerConfigured: true })
    // The payments step waits on Stripe: enabled, neither charges nor payouts yet.
    expect((await progressOf(landlord)).payments).toBe('pending')

    const second = await onboard(landlord, accountId)
    expect(second.status).toBe(200)
    expect(second.body.url).not.toBe(first.body.url)
    expect(accountCreateRequests).toHaveLength(1)
    expect(accountLinkRequests).toHaveLength(2)
    expect(accountLinkRequests[1]!.fields.account).toBe(connectedId)
  })

  it('a double click (two requests at once) makes one connected account: the idempotency key is the account’s', async () => {
    const { landlord, accountId } = await landlordWithAccount('connect-double')
    const responses = await Promise.all([onboard(landlord, accountId), onboard(landlord, accountId)])
    expect(responses.map((response) => response.status)).toEqual([200, 200])
    expect(createdConnectedAccounts.size).toBe(1)
    const [connectedId] = [...createdConnectedAccounts.values()]
    expect((await stored(landlord, accountId)).card?.accountId).toBe(connectedId)
  })

  it('refuses an unverified e-mail, a tenant, another landlord, and a server without Stripe; nothing reaches Stripe', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('connect-unverified')
    const unverified = await createLandlord(payload, { email, password: GOOD_PASSWORD, firstName: 'Una', lastName: 'Verified', verified: false })
    const unverifiedToken = await login(email)
    const own = await rest('POST', '/accounts', { token: unverifiedToken, json: { name: 'Ops' }, query: { depth: 0 } })
    const refused = await onboard({ token: unverifiedToken }, own.body.doc.id)
    expect(refused.status).toBe(403)
    expect(errorMessage(refused.body)).toBe(accountMessages.verifiedEmailRequired)
    expect(unverified.organization.id).toBe(own.body.doc.organization)

    const { landlord, accountId } = await landlordWithAccount('connect-private')
    const { tenant } = await leaseWithTenant(landlord.organization.id, 'connect')
    const asTenant = await onboard(tenant, accountId)
    expect(asTenant.status).toBe(403)
    expect(errorMessage(asTenant.body)).toBe(accountMessages.staffOnly)
    expect((await onboard(await signedInLandlord('connect-foreign'), accountId)).status).toBe(404)
    expect((await onboard(landlord, 'abc')).status).toBe(404)
    expect((await rest('POST', `/accounts/${accountId}/stripe-onboarding`)).status).toBe(401)

    for (const name of Object.keys(STRIPE_TEST_ENV)) vi.stubEnv(name, '')
    const off = await onboard(landlord, accountId)
    expect(off.status).toBe(409)
    expect(errorMessage(off.body)).toBe(accountMessages.cardNotConfigured)
    expect(accountCreateRequests).toHaveLength(0)
    expect((await stored(landlord, accountId)).card?.accountId ?? null).toBeNull()
  })

  it('Stripe refusing: 502 with a clear message, nothing stored', async () => {
    const { landlord, accountId } = await landlordWithAccount('connect-refused')
    server.use(connectFailures.accountsRefused)
    const payload = await testPayload()
    vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const response = await onboard(landlord, accountId)
    expect(response.status).toBe(502)
    expect(errorMessage(response.body)).toBe(accountMessages.cardSetupFailed)
    expect((await stored(landlord, accountId)).card).toMatchObject({ enabled: false })
    expect((await stored(landlord, accountId)).card?.accountId ?? null).toBeNull()
  })
})

describe('the account.updated webhook', () => {
  async function onboarded(label: string) {
    const { landlord, accountId } = await landlordWithAccount(label)
    expect((await onboard(landlord, accountId)).status).toBe(200)
    const connectedId = (await stored(landlord, accountId)).card!.accountId!
    return { landlord, accountId, connectedId }
  }

  it('copies charges, payouts, details and capabilities onto the account; the payments step completes; invoices may offer the active capability', async () => {
    const { landlord, accountId, connectedId } = await onboarded('webhook-apply')
    const event = accountUpdatedEvent({ id: connectedId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, cardPayments: 'active', usBankAccountAchPayments: 'pending' })
    const response = await deliver(event)
    expect(response).toEqual({ status: 200, body: { received: true, duplicate: false } })
    const card = (await stored(landlord, accountId)).card!
    expect(card).toMatchObject({
      enabled: true,
      accountId: connectedId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      capabilities: { cardPayments: 'active', usBankAccountAchPayments: 'pending' },
    })
    expect((await progressOf(landlord)).payments).toBe('complete')
    // Card is active, bank still pending: invoices may offer card only.
    expect(availablePaymentMethods(await stored(landlord, accountId), { cardProviderConfigured: true })).toEqual(['card'])
  })

  it('the same event delivered twice changes nothing the second time; an older event delivered late changes nothing', async () => {
    const { landlord, accountId, connectedId } = await onboarded('webhook-twice')
    const now = Math.floor(Date.now() / 1000)
    const enabled = accountUpdatedEvent({ id: connectedId, chargesEnabled: true, payoutsEnabled: true, cardPayments: 'active' }, { created: now - 60 })
    expect((await deliver(enabled)).body.duplicate).toBe(false)
    // Stripe later restricts the account (a newer event).
    const restricted = accountUpdatedEvent({ id: connectedId, chargesEnabled: false, payoutsEnabled: false, cardPayments: 'inactive' }, { created: now })
    expect((await deliver(restricted)).body.duplicate).toBe(false)
    const after = (await stored(landlord, accountId)).card
    // The first event again (a retry): recorded already, nothing changes.
    expect(await deliver(enabled)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    // Another event with the older state (a different id, created before the last applied one).
    const late = accountUpdatedEvent({ id: connectedId, chargesEnabled: true, payoutsEnabled: true, cardPayments: 'active' }, { created: now - 30 })
    expect((await deliver(late)).body.duplicate).toBe(false)
    expect((await stored(landlord, accountId)).card).toEqual(after)
    expect(after).toMatchObject({ chargesEnabled: false, payoutsEnabled: false, capabilities: { cardPayments: 'inactive', usBankAccountAchPayments: 'unrequested' } })
    expect((await progressOf(landlord)).payments).toBe('pending')
  })

  it('is accepted signed by the account endpoint’s secret too, and refused signed by any other', async () => {
    const { landlord, accountId, connectedId } = await onboarded('webhook-secrets')
    const forged = await deliver(accountUpdatedEvent({ id: connectedId, chargesEnabled: true, payoutsEnabled: true }), 'whsec_someone_else_0123456789')
    expect(forged.status).toBe(400)
    expect((await stored(landlord, accountId)).card?.chargesEnabled).toBe(false)
    const viaAccountEndpoint = await deliver(accountUpdatedEvent({ id: connectedId, chargesEnabled: true, payoutsEnabled: true }), STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET)
    expect(viaAccountEndpoint.status).toBe(200)
    expect((await stored(landlord, accountId)).card).toMatchObject({ chargesEnabled: true, payoutsEnabled: true })
  })

  it('an account no operating account holds is logged and acknowledged (Stripe would retry an error for days)', async () => {
    const payload = await testPayload()
    const warn = vi.spyOn(payload.logger, 'warn').mockImplementation(() => undefined)
    const response = await deliver(accountUpdatedEvent({ id: 'acct_test_nobody_0123', chargesEnabled: true }))
    expect(response).toEqual({ status: 200, body: { received: true, duplicate: false } })
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ stripeAccountId: 'acct_test_nobody_0123' }))
  })
})

describe('the onboarding page /app/landlord/accounts/{id}/stripe', () => {
  it('sends an unverified landlord to email-not-verified, remembering where it was going', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('connect-page-unverified')
    await createLandlord(payload, { email, password: GOOD_PASSWORD, firstName: 'Una', lastName: 'Page', verified: false })
    const who = sessionOf({ token: await login(email) })
    const accountId = (await rest('POST', '/accounts', { token: who.token, json: { name: 'Ops' }, query: { depth: 0 } })).body.doc.id
    const run = routeRunner(() => who)
    const path = `/app/landlord/accounts/${accountId}/stripe`
    for (const outcome of [
      await run(onboardingLoader, path, { params: { accountId: String(accountId) } }),
      await run(onboardingAction, path, { params: { accountId: String(accountId) }, form: { intent: 'card-onboarding' } }),
    ]) {
      expect(outcome.status).toBe(302)
      const location = new URL(outcome.location!, ORIGIN)
      expect(location.pathname).toBe('/app/email-not-verified')
      expect(location.searchParams.get('onVerifiedRedirect')).toBe(path)
      // Both query parameters of product-spec §2 Private area, redirectParam empty when there is no query.
      expect(location.searchParams.get('redirectParam')).toBe('')
    }
    const refresh = await run(onboardingLoader, `${path}?refresh=1`, { params: { accountId: String(accountId) } })
    expect(new URL(refresh.location!, ORIGIN).searchParams.get('redirectParam')).toBe('refresh=1')
    expect(accountCreateRequests).toHaveLength(0)
  })

  it('a verified landlord’s form post goes to Stripe’s onboarding; Stripe’s refresh URL goes on with a fresh link; another landlord gets 404', async () => {
    const { landlord, accountId } = await landlordWithAccount('connect-page')
    const run = routeRunner(() => sessionOf(landlord))
    const path = `/app/landlord/accounts/${accountId}/stripe`
    const params = { accountId: String(accountId) }
    const page = await run(onboardingLoader, path, { params })
    expect(page).toMatchObject({ status: 200, data: { account: { id: accountId, started: false }, error: null } })
    const posted = await run(onboardingAction, path, { params, form: { intent: 'card-onboarding' } })
    expect(posted.status).toBe(302)
    expect(posted.location).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/)
    const refreshed = await run(onboardingLoader, `${path}?refresh=1`, { params })
    expect(refreshed.status).toBe(302)
    expect(refreshed.location).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/)
    expect(refreshed.location).not.toBe(posted.location)
    expect(accountCreateRequests).toHaveLength(1)

    const foreign = sessionOf(await signedInLandlord('connect-page-foreign'))
    expect((await run(onboardingLoader, path, { params, who: foreign })).status).toBe(404)
    expect((await run(onboardingAction, path, { params, who: foreign, form: { intent: 'card-onboarding' } })).status).toBe(404)
    // Without Stripe there is no card payment onboarding at all.
    for (const name of Object.keys(STRIPE_TEST_ENV)) vi.stubEnv(name, '')
    expect((await run(onboardingLoader, path, { params })).status).toBe(404)
  })
})
