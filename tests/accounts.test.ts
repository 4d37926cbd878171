import { beforeAll, describe, expect, it } from 'vitest'
import { accountMessages } from '@common/accounts'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

/**
 * The operating account over REST (ADR 023): one per organization; the handles and the
 * mailing address an enabled method needs, with their messages on the fields; the card
 * provider's state never set by a client; the lease's tenants read it, never change it;
 * anyone else gets 404.
 */
type Landlord = SignedIn<{ organization: Organization }>

/** The field errors of Payload's ValidationError envelope: path → message. */
function fieldErrorsOf(body: any): Record<string, string> {
  const data = body?.errors?.[0]?.data
  const details: { path: string; message: string }[] = Array.isArray(data) ? data : (data?.errors ?? [])
  return Object.fromEntries(details.map((detail) => [detail.path, detail.message]))
}

async function createAccount(landlord: Landlord, json: Record<string, unknown> = { name: 'Operating Account' }) {
  const response = await rest('POST', '/accounts', { token: landlord.token, json, query: { depth: 0 } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number; organization: number; name: string }
}

const read = async (landlord: { token: string }, id: number) => (await rest('GET', `/accounts/${id}`, { token: landlord.token, query: { depth: 0 } })).body

describe('the operating account', () => {
  it('is created once per organization: a second create is refused with a clear message on the name', async () => {
    const landlord = await signedInLandlord('account-once')
    const account = await createAccount(landlord, { name: '  Rent Account  ' })
    expect(account).toMatchObject({ organization: landlord.organization.id, name: 'Rent Account' })
    const again = await rest('POST', '/accounts', { token: landlord.token, json: { name: 'Second' } })
    expect(again.status).toBe(400)
    expect(fieldErrorsOf(again.body)).toEqual({ name: accountMessages.alreadyExists })
    const listed = await rest('GET', '/accounts', { token: landlord.token, query: { where: { organization: { equals: landlord.organization.id } } } })
    expect(listed.body.totalDocs).toBe(1)
    // A blank name is refused too (the form's rule, enforced by the API).
    const other = await signedInLandlord('account-blank')
    const blank = await rest('POST', '/accounts', { token: other.token, json: { name: '   ' } })
    expect(blank.status).toBe(400)
    expect(fieldErrorsOf(blank.body)).toEqual({ name: accountMessages.nameRequired })
  })

  it('an enabled mobile provider needs its handle; manual methods need methods and a mailing address — messages on the fields, nothing saved', async () => {
    const landlord = await signedInLandlord('account-rules')
    const account = await createAccount(landlord)

    const venmo = await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { venmo: { enabled: true, handle: '  ' } } })
    expect(venmo.status).toBe(400)
    expect(fieldErrorsOf(venmo.body)).toEqual({ 'venmo.handle': accountMessages.handleRequired.venmo })
    const zelleAndCashApp = await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { zelle: { enabled: true }, cashapp: { enabled: true } } })
    expect(fieldErrorsOf(zelleAndCashApp.body)).toEqual({ 'zelle.handle': accountMessages.handleRequired.zelle, 'cashapp.handle': accountMessages.handleRequired.cashapp })

    const noMethods = await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { manual: { enabled: true, methods: [] } } })
    expect(noMethods.status).toBe(400)
    expect(fieldErrorsOf(noMethods.body)).toEqual({ 'manual.methods': accountMessages.manualMethodsRequired })
    const noAddress = await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { manual: { enabled: true, methods: ['check'] } } })
    expect(fieldErrorsOf(noAddress.body)).toEqual({ 'manual.address': accountMessages.mailingAddressRequired })
    expect(await read(landlord, account.id)).toMatchObject({ venmo: { enabled: false }, zelle: { enabled: false }, manual: { enabled: false } })

    // Cash needs no address; with a handle and an address everything saves.
    expect((await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { manual: { enabled: true, methods: ['cash'] } } })).status).toBe(200)
    const saved = await rest('PATCH', `/accounts/${account.id}`, {
      token: landlord.token,
      json: { venmo: { enabled: true, handle: ' @rent-co ' }, manual: { enabled: true, methods: ['cash', 'money-order'], address: 'PO Box 1, Austin, TX 78701' } },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.doc).toMatchObject({ venmo: { enabled: true, handle: '@rent-co' }, manual: { enabled: true, methods: ['cash', 'money-order'] } })
    // Disabling keeps the handle for next time.
    const off = await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { venmo: { enabled: false } } })
    expect(off.body.doc.venmo).toEqual({ enabled: false, handle: '@rent-co' })
  })

  it('the card provider’s account and state are set by Stripe’s webhooks only: a client’s values are dropped', async () => {
    const landlord = await signedInLandlord('account-card')
    const forged = {
      card: {
        enabled: true,
        accountId: 'acct_forged',
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
        capabilities: { cardPayments: 'active', usBankAccountAchPayments: 'active' },
        stripeEventAt: '2030-01-01T00:00:00.000Z',
        providerConfigured: true,
      },
    }
    const created = await rest('POST', '/accounts', { token: landlord.token, json: { name: 'Ops', ...forged } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const updated = await rest('PATCH', `/accounts/${created.body.doc.id}`, { token: landlord.token, json: forged })
    expect(updated.status).toBe(200)
    const stored = await read(landlord, created.body.doc.id)
    // `enabled` is the landlord's switch; the rest stays as Stripe (never) said. No Stripe keys in this file.
    expect(stored.card).toMatchObject({ enabled: true, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, providerConfigured: false })
    expect(stored.card.accountId ?? null).toBeNull()
    expect(stored.card.stripeEventAt ?? null).toBeNull()
    expect(stored.card.capabilities?.cardPayments ?? null).toBeNull()
  })

  it('the lease’s tenant reads the account (handles, mailing address) but cannot change or delete it', async () => {
    const landlord = await signedInLandlord('account-tenant')
    const account = await createAccount(landlord)
    await rest('PATCH', `/accounts/${account.id}`, { token: landlord.token, json: { zelle: { enabled: true, handle: 'pay@rent.example' } } })
    const { tenant } = await leaseWithTenant(landlord.organization.id, 'acct')
    const seen = await rest('GET', `/accounts/${account.id}`, { token: tenant.token, query: { depth: 0 } })
    expect(seen.status).toBe(200)
    expect(seen.body.zelle).toEqual({ enabled: true, handle: 'pay@rent.example' })
    const change = await rest('PATCH', `/accounts/${account.id}`, { token: tenant.token, json: { zelle: { enabled: true, handle: 'thief@evil.example' } } })
    expect(change.status).toBe(403)
    expect((await rest('DELETE', `/accounts/${account.id}`, { token: tenant.token })).status).toBe(403)
    // A tenant has no organization of its own to add an account to.
    expect((await rest('POST', '/accounts', { token: tenant.token, json: { name: 'Mine' } })).status).toBe(403)
    expect((await read(landlord, account.id)).zelle.handle).toBe('pay@rent.example')
  })

  describe('another landlord and a stranger', () => {
    let landlord: Landlord
    let accountId: number
    beforeAll(async () => {
      landlord = await signedInLandlord('account-private')
      accountId = (await createAccount(landlord)).id
    })

    it('get 404 on read, update and delete, and see none in a list; nothing changes', async () => {
      for (const who of [await signedInLandlord('account-foreign'), await signedInTenant('account-stranger')]) {
        expect((await rest('GET', `/accounts/${accountId}`, { token: who.token })).status).toBe(404)
        expect((await rest('PATCH', `/accounts/${accountId}`, { token: who.token, json: { name: 'Mine now' } })).status).toBe(404)
        expect((await rest('DELETE', `/accounts/${accountId}`, { token: who.token })).status).toBe(404)
        expect((await rest('GET', '/accounts', { token: who.token, query: { where: { id: { equals: accountId } } } })).body.totalDocs).toBe(0)
      }
      // A landlord cannot add an account to another organization either.
      const foreign = await signedInLandlord('account-foreign-create')
      const intrude = await rest('POST', '/accounts', { token: foreign.token, json: { name: 'X', organization: landlord.organization.id } })
      expect(intrude.status).toBe(403)
      expect(errorMessage(intrude.body)).toBeTruthy()
      expect((await read(landlord, accountId)).name).toBe('Operating Account')
    })

    it('the owner may not delete the operating account either (invoices offer its methods)', async () => {
      expect((await rest('DELETE', `/accounts/${accountId}`, { token: landlord.token })).status).toBe(403)
      expect((await rest('GET', `/accounts/${accountId}`, { token: landlord.token })).status).toBe(200)
    })
  })
})
