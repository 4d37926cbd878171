import { beforeAll, describe, expect, it } from 'vitest'
import { loader as shellLoader } from '~/routes/app/private/_layout'
import { loader as propertiesLoader } from '~/routes/app/landlord/_index'
import { action as setupAction, loader as setupLoader } from '~/routes/app/landlord/account-setup'
import { action as settingsAction } from '~/routes/app/settings'
import { createContact, createLandlord, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import { paymentsStep } from '@api/collections/Organizations/endpoints/setupProgress'
import { COUNTED_SETUP_STEPS } from '@common/setup'
import { rest } from './rest'
import { account, requestContext, routeRunner, runRoute, type Account } from './support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant, uniqueEmail } from './support/users'
import { testPayload } from './support/payload'

/**
 * Account setup (product-spec §4): every step's rule, from incomplete to complete as its data
 * appears; the banner's count and place; the once-per-session redirect of /app/landlord;
 * and the organization's privacy (another landlord or a tenant get 404).
 */
type Fresh = { account: Account; userId: number; organizationId: number; email: string }

/** A new landlord whose e-mail is not verified yet (as after sign-up). */
async function freshLandlord(label: string): Promise<Fresh> {
  const payload = await testPayload()
  const email = uniqueEmail(label)
  const { user, organization } = await createLandlord(payload, { email, password: GOOD_PASSWORD, firstName: 'New', lastName: label, verified: false })
  return { account: account({ token: await login(email) }), userId: user.id, organizationId: organization.id, email }
}

const progressOf = async (who: Fresh) => {
  const response = await rest('GET', `/organizations/${who.organizationId}/setup-progress`, { token: who.account.token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

const bannerOf = async (who: Fresh) => (await runRoute(shellLoader, '/app/landlord/leases', { who: who.account })).data.setupBanner

let outsider: Account
let tenant: Account
beforeAll(async () => {
  outsider = account(await signedInLandlord('setup-outsider'))
  tenant = account(await signedInTenant('setup-tenant'))
})

describe('the setup progress (GET /api/organizations/{id}/setup-progress)', () => {
  it('starts with every step incomplete, and each step completes as its data appears', async () => {
    const payload = await testPayload()
    const landlord = await freshLandlord('steps')
    const run = routeRunner(() => landlord.account)
    expect(await progressOf(landlord)).toEqual({
      userVerifiedEmail: 'incomplete',
      businessInfo: 'incomplete',
      payments: 'incomplete',
      properties: 'incomplete',
      leases: 'incomplete',
      tenants: 'incomplete',
      rent: 'incomplete',
      setupSkipped: false,
    })
    expect(await bannerOf(landlord)).toMatchObject({ placement: 'top', progress: { properties: 'incomplete' } })

    // userVerifiedEmail: the owner is verified.
    await payload.update({ collection: 'users', id: landlord.userId, data: { verified: true }, overrideAccess: true, context: { skipVerificationEmail: true } })
    expect((await progressOf(landlord)).userVerifiedEmail).toBe('complete')

    // businessInfo: the Account Information drawer with an address (line 1) and a type.
    const saved = await run(settingsAction, '/app/settings?d=account-information', {
      form: {
        intent: 'account-information',
        returnTo: '/app/settings',
        organizationType: 'individual',
        firstName: 'Nia',
        lastName: 'Owner',
        'address.line1': '1 Main Street',
        'address.city': 'Austin',
        'address.state': 'TX',
        'address.postalCode': '78701',
      },
    })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    expect((await progressOf(landlord)).businessInfo).toBe('complete')

    // payments: without Stripe on this server (no keys in tests), an enabled operating method completes it (ADR 023).
    const operating = await rest('POST', '/accounts', { token: landlord.account.token, json: { name: 'Operating Account' }, query: { depth: 0 } })
    expect(operating.status).toBe(201)
    expect((await progressOf(landlord)).payments).toBe('incomplete')
    const zelle = await rest('PATCH', `/accounts/${operating.body.doc.id}`, { token: landlord.account.token, json: { zelle: { enabled: true, handle: 'rent@new.example' } } })
    expect(zelle.status).toBe(200)
    expect((await progressOf(landlord)).payments).toBe('complete')

    // properties, leases: at least one.
    const property = await createProperty(payload, { organization: landlord.organizationId })
    expect((await progressOf(landlord)).properties).toBe('complete')
    expect((await progressOf(landlord)).leases).toBe('incomplete')
    const unit = await createUnit(payload, { property: property.id, name: 'Unit 1' })
    const tenantEmail = uniqueEmail('setup-renter')
    const contact = await createContact(payload, { organization: landlord.organizationId, firstName: 'Rae', lastName: 'Renter', email: tenantEmail, type: 'tenant' })
    const lease = await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', contacts: [contact.id] })
    expect((await progressOf(landlord)).leases).toBe('complete')
    expect(await bannerOf(landlord)).toMatchObject({ placement: 'top' })

    // tenants: an invitation, once accepted (a tenant permission); a pending one does not count.
    const invitation = await rest('POST', '/invitations', { token: landlord.account.token, json: { lease: lease.id, contact: contact.id } })
    expect(invitation.status).toBe(201)
    expect((await progressOf(landlord)).tenants).toBe('incomplete')
    await createUser(payload, { email: tenantEmail, password: GOOD_PASSWORD, firstName: 'Rae', lastName: 'Renter', verified: true })
    expect((await rest('POST', `/invitations/${invitation.body.doc.id}/accepted`, { token: await login(tenantEmail), json: {} })).status).toBe(200)
    const done = await progressOf(landlord)
    expect(done.tenants).toBe('complete')
    // rent: not counted; complete once a recurring invoice exists.
    expect(done.rent).toBe('incomplete')
    expect(COUNTED_SETUP_STEPS.every((step) => done[step] === 'complete')).toBe(true)
    const recurring = await rest('POST', '/recurring-invoices', {
      token: landlord.account.token,
      json: {
        lease: lease.id,
        dayOfMonth: 1,
        startDate: new Date(Date.UTC(2030, 0, 1, 12)).toISOString(),
        dueDays: 5,
        category: 'rent',
        paymentMethods: ['zelle'],
        items: [{ name: 'Rent', description: 'Monthly rent', amount: 100_000, quantity: 1 }],
      },
    })
    expect(recurring.status, JSON.stringify(recurring.body)).toBe(201)
    expect((await progressOf(landlord)).rent).toBe('complete')
    // All five counted steps complete: the banner is hidden.
    expect(await bannerOf(landlord)).toBeNull()

    // The setup page shows the steps and offers the invite on the newest lease.
    const page = await run(setupLoader, '/app/landlord/account-setup')
    expect(page.status).toBe(200)
    expect(page.data.inviteLeaseId).toBe(lease.id)
  })

  it('completes payments by skipping them', async () => {
    const landlord = await freshLandlord('skip-payments')
    expect((await progressOf(landlord)).payments).toBe('incomplete')
    expect((await routeRunner(() => landlord.account)(setupAction, '/app/landlord/account-setup', { form: { intent: 'skip-payments' } })).status).toBe(302)
    expect((await progressOf(landlord)).payments).toBe('complete')
  })

  it('with Stripe on the server, payments follow the card provider: pending while neither charges nor payouts are enabled, complete with both (product-spec §4)', () => {
    const stripe = { skipped: false, cardProviderConfigured: true }
    const zelleOnly = { zelle: { enabled: true, handle: 'z@example.com' } }
    const card = (state: { enabled?: boolean; chargesEnabled?: boolean; payoutsEnabled?: boolean }) => ({ card: { accountId: 'acct_1', ...state } })
    expect(paymentsStep(null, stripe)).toBe('incomplete')
    expect(paymentsStep(zelleOnly, stripe)).toBe('incomplete')
    expect(paymentsStep(card({ enabled: false, chargesEnabled: true, payoutsEnabled: true }), stripe)).toBe('incomplete')
    expect(paymentsStep(card({ enabled: true }), stripe)).toBe('pending')
    expect(paymentsStep(card({ enabled: true, chargesEnabled: true }), stripe)).toBe('incomplete')
    expect(paymentsStep(card({ enabled: true, chargesEnabled: true, payoutsEnabled: true }), stripe)).toBe('complete')
    expect(paymentsStep(null, { ...stripe, skipped: true })).toBe('complete')
    // Without Stripe: any enabled operating method; the card block does not count.
    const off = { skipped: false, cardProviderConfigured: false }
    expect(paymentsStep(card({ enabled: true, chargesEnabled: true, payoutsEnabled: true }), off)).toBe('incomplete')
    expect(paymentsStep(zelleOnly, off)).toBe('complete')
    expect(paymentsStep({ manual: { enabled: true, methods: ['cash'] } }, off)).toBe('complete')
    expect(paymentsStep({ venmo: { enabled: false, handle: '@x' } }, off)).toBe('incomplete')
  })

  it('completes business info by skipping owner information, and setup skipped moves the banner to the bottom', async () => {
    const landlord = await freshLandlord('skipper')
    const run = routeRunner(() => landlord.account)
    expect((await run(setupAction, '/app/landlord/account-setup', { form: { intent: 'skip-business-info' } })).status).toBe(302)
    expect((await progressOf(landlord)).businessInfo).toBe('complete')
    const banner = await bannerOf(landlord)
    expect(banner.placement).toBe('top')
    // Verified e-mail aside (a new landlord), business info is the one counted step complete.
    expect(COUNTED_SETUP_STEPS.filter((step) => banner.progress[step] === 'complete')).toEqual(['businessInfo'])

    const skipped = await run(setupAction, '/app/landlord/account-setup', { form: { intent: 'skip-setup' } })
    expect(skipped).toMatchObject({ status: 302, location: '/app/landlord' })
    expect((await progressOf(landlord)).setupSkipped).toBe(true)
    expect(await bannerOf(landlord)).toMatchObject({ placement: 'bottom' })
  })

  it('is the organization staff’s only: another landlord and a tenant get 404, and cannot change it', async () => {
    const landlord = await freshLandlord('private')
    for (const who of [outsider, tenant]) {
      expect((await rest('GET', `/organizations/${landlord.organizationId}/setup-progress`, { token: who.token })).status).toBe(404)
      expect((await rest('GET', `/organizations/${landlord.organizationId}`, { token: who.token })).status).toBe(404)
      expect((await rest('PATCH', `/organizations/${landlord.organizationId}`, { token: who.token, json: { setup: { setupSkipped: true } } })).status).toBe(404)
    }
    expect((await rest('GET', `/organizations/${landlord.organizationId}/setup-progress`)).status).toBe(401)
    expect((await rest('GET', '/organizations/abc/setup-progress', { token: landlord.account.token })).status).toBe(404)
    expect((await progressOf(landlord)).setupSkipped).toBe(false)
    // The tenant area has no banner (and makes no progress call).
    expect((await runRoute(shellLoader, '/app/tenant/leases', { who: tenant, role: 'tenant' })).data.setupBanner).toBeNull()
  })
})

describe('the first load of /app/landlord in a session', () => {
  /** A session as sign-in leaves it (startSession marks the setup check as due). */
  async function signedInSession(who: Account) {
    const url = 'http://localhost:3000/app/landlord'
    const { context, auth } = await requestContext(url, who)
    auth.session.set('accountSetupCheckDue', true)
    return { context, auth, request: new Request(url) }
  }

  const callIndex = async (session: Awaited<ReturnType<typeof signedInSession>>) => {
    try {
      const result = await (propertiesLoader as unknown as (args: object) => Promise<unknown>)({ request: session.request, context: session.context, params: {} })
      return { status: 200, result }
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
      throw thrown
    }
  }

  it('goes to account setup once while a counted step is incomplete, then never again in that session', async () => {
    const landlord = await freshLandlord('redirect')
    const session = await signedInSession(landlord.account)
    expect(await callIndex(session)).toEqual({ status: 302, location: '/app/landlord/account-setup' })
    expect(session.auth.session.get('accountSetupCheckDue')).toBeUndefined()
    expect(session.auth.dirty).toBe(true)
    // The same session (the cookie now without the flag): the properties list.
    const again = await requestContext('http://localhost:3000/app/landlord', landlord.account)
    expect((await callIndex({ ...again, request: new Request('http://localhost:3000/app/landlord') })).status).toBe(200)
  })

  it('does not redirect a landlord who skipped setup', async () => {
    const skipper = await freshLandlord('redirect-skipped')
    await routeRunner(() => skipper.account)(setupAction, '/app/landlord/account-setup', { form: { intent: 'skip-setup' } })
    expect((await callIndex(await signedInSession(skipper.account))).status).toBe(200)
  })
})
