import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BILLING_MESSAGES } from '@api/collections/Organizations/endpoints/billing'
import { action as billingAction, loader as billingLoader } from '~/routes/app/settings.billing'
import { rest } from './rest'
import { portalRequests, STRIPE_API, STRIPE_TEST_ENV, stripeHandlers } from './mocks/stripe'
import { testPayload } from './support/payload'
import { account, routeRunner, type Account } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'
import type { Organization } from '@api/payload-types'

/**
 * Billing with Stripe configured (product-spec §2 settings/billing, ADR 020): an owner whose
 * organization has a Stripe customer opens Stripe's customer portal (the page's action
 * redirects to it); without a customer the page says there is nothing to manage; another
 * landlord gets the 404 of a missing organization. Stripe is offline (tests/mocks/stripe.ts).
 */
type Landlord = SignedIn<{ organization: Organization }>

const server = setupServer(...stripeHandlers)
let customer: Landlord
let noCustomer: Landlord
let outsider: Landlord
const run = routeRunner(() => account(customer))
const STRIPE_CUSTOMER = 'cus_test_portal_0001'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  ;[customer, noCustomer, outsider] = await Promise.all([signedInLandlord('portal-customer'), signedInLandlord('portal-none'), signedInLandlord('portal-outsider')])
  const payload = await testPayload()
  await payload.update({
    collection: 'organizations',
    id: customer.organization.id,
    data: { subscription: { status: 'active', stripeCustomerId: STRIPE_CUSTOMER } },
    overrideAccess: true,
  })
})
afterEach(() => {
  server.resetHandlers()
  portalRequests.length = 0
  vi.unstubAllEnvs()
})
afterAll(() => {
  server.close()
})

/** Stripe keys for one test (the environment is shared by the worker's files). */
function useStripeKeys() {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
}

const openPortal = (who: Account) => run(billingAction, '/app/settings/billing', { who, form: { intent: 'billing-portal' } })

describe('Stripe customer portal', () => {
  it('redirects an owner with a Stripe customer to the portal session, returning to the billing page', async () => {
    useStripeKeys()
    const page = await run(billingLoader, '/app/settings/billing')
    expect(page.data.subscription).toMatchObject({ stripeConfigured: true, canManage: true })

    const outcome = await openPortal(account(customer))
    expect(outcome.status).toBe(302)
    expect(outcome.location).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/)
    expect(portalRequests).toHaveLength(1)
    expect(portalRequests[0]!.fields.customer).toBe(STRIPE_CUSTOMER)
    expect(portalRequests[0]!.fields.return_url).toMatch(/\/app\/settings\/billing$/)
    expect(portalRequests[0]!.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`)
  })

  it('tells an organization without a Stripe customer that there is nothing to manage', async () => {
    useStripeKeys()
    const page = await run(billingLoader, '/app/settings/billing', { who: account(noCustomer) })
    expect(page.data.subscription).toMatchObject({ stripeConfigured: true, canManage: false })
    const outcome = await openPortal(account(noCustomer))
    expect(outcome.status).toBe(409)
    expect(outcome.data).toEqual({ error: BILLING_MESSAGES.noCustomer })
    expect(portalRequests).toHaveLength(0)
  })

  it("is 404 for another landlord's organization", async () => {
    useStripeKeys()
    const response = await rest('POST', `/organizations/${customer.organization.id}/subscription/portal`, { token: outsider.token })
    expect(response.status).toBe(404)
    expect((await rest('GET', `/organizations/${customer.organization.id}/subscription`, { token: outsider.token })).status).toBe(404)
    expect(portalRequests).toHaveLength(0)
  })

  it('shows a retry message when Stripe fails', async () => {
    useStripeKeys()
    server.use(http.post(`${STRIPE_API}/v1/billing_portal/sessions`, () => HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such customer' } }, { status: 400 })))
    const outcome = await openPortal(account(customer))
    expect(outcome.status).toBe(502)
    expect(outcome.data).toEqual({ error: BILLING_MESSAGES.failed })
  })
})
