import { beforeAll, describe, expect, it } from 'vitest'
import { invoiceMessages } from '@common/invoices'
import { SECURITY_DEPOSIT_ITEM_NAME, securityDepositMessages } from '@common/security-deposits'
import type { Organization } from '@api/payload-types'
import { SERVER_PAYMENT } from '@api/collections/Payments/hooks/payment'
import { errorMessage, rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { mailsTo } from './support/outbox'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Security deposits over REST: a request is a payable invoice of kind
 * 'security-deposit' kept out of the charges; paying it holds the deposit (a reversed
 * payment un-holds it); a deposit recorded as received is held at once; a return computes
 * what goes back less itemised deductions; one active deposit per lease; who may see what.
 */
type Landlord = SignedIn<{ organization: Organization }>
type Tenancy = Awaited<ReturnType<typeof leaseWithTenant>>
let owner: Landlord
let foreign: Landlord

const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))
const idOf = (value: any) => (typeof value === 'object' && value !== null ? value.id : value)

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('deposit-owner'), signedInLandlord('deposit-foreign')])
  const account = await rest('POST', '/accounts', { token: owner.token, json: { zelle: { enabled: true, handle: 'owner@example.com' }, manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
})

async function tenancyWithDeposit(label: string, securityDeposit = 150_000): Promise<Tenancy> {
  const tenancy = await leaseWithTenant(owner.organization.id, label)
  const patched = await rest('PATCH', `/leases/${tenancy.lease.id}`, { token: owner.token, json: { securityDeposit } })
  expect(patched.status, JSON.stringify(patched.body)).toBe(200)
  return tenancy
}

const request = (lease: number, json: Record<string, unknown> = {}, token = owner.token) =>
  rest('POST', '/security-deposits/request', { token, json: { lease, dueDays: 7, paymentMethods: ['zelle', 'cash'], ...json } })

describe('requesting a deposit', () => {
  it('creates the deposit and its invoice of kind security-deposit, which is not a charge; paying it holds the deposit', async () => {
    const tenancy = await tenancyWithDeposit('Req')
    const created = await request(tenancy.lease.id)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const deposit = created.body.doc
    expect(deposit).toMatchObject({ status: 'requested', amount: 150_000, amountHeld: 0 })
    const invoiceId = idOf(deposit.invoice)
    const invoice = (await rest('GET', `/invoices/${invoiceId}`, { token: owner.token })).body
    expect(invoice).toMatchObject({ kind: 'security-deposit', total: 150_000, amountDue: 150_000, status: 'open', paymentMethods: ['zelle', 'cash'] })
    expect(invoice.items).toHaveLength(1)
    expect(invoice.items[0]).toMatchObject({ name: SECURITY_DEPOSIT_ITEM_NAME, amount: 150_000, quantity: 1 })

    // Kept apart from income: the charge list does not have it; the deposit list does.
    const charges = await rest('GET', '/invoices', { token: owner.token, query: { where: { and: [{ kind: { equals: 'charge' } }, { lease: { equals: tenancy.lease.id } }] }, limit: 100 } })
    expect(charges.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(invoiceId)
    const deposits = await rest('GET', '/invoices', { token: owner.token, query: { where: { kind: { equals: 'security-deposit' } }, limit: 100 } })
    expect(deposits.body.docs.map((doc: { id: number }) => doc.id)).toContain(invoiceId)

    // The tenant reads the deposit and its invoice (to pay it).
    expect((await rest('GET', `/security-deposits/${deposit.id}`, { token: tenancy.tenant.token })).status).toBe(200)
    expect((await rest('GET', `/invoices/${invoiceId}`, { token: tenancy.tenant.token })).status).toBe(200)

    // Part of it: still requested.
    expect((await rest('POST', '/payments', { token: owner.token, json: { invoice: invoiceId, method: 'cash', amount: 50_000 } })).status).toBe(201)
    expect((await rest('GET', `/security-deposits/${deposit.id}`, { token: owner.token })).body).toMatchObject({ status: 'requested', amountHeld: 0 })
    // The rest: paid, so held.
    const rest2 = await rest('POST', '/payments', { token: owner.token, json: { invoice: invoiceId, method: 'zelle', amount: 100_000 } })
    expect(rest2.status, JSON.stringify(rest2.body)).toBe(201)
    const held = (await rest('GET', `/security-deposits/${deposit.id}`, { token: owner.token })).body
    expect(held).toMatchObject({ status: 'held', amountHeld: 150_000, receivedMethod: 'zelle' })
    expect(held.heldAt).toBeTruthy()

    // The payment is reversed (a bank payment failing after it succeeded): back to requested.
    const payload = await testPayload()
    await payload.update({ collection: 'payments', id: rest2.body.doc.id, data: { status: 'failed' }, overrideAccess: true, context: { [SERVER_PAYMENT]: true } })
    expect((await rest('GET', `/security-deposits/${deposit.id}`, { token: owner.token })).body).toMatchObject({ status: 'requested', amountHeld: 0, heldAt: null })
  })

  it('refuses bad input next to its field, methods the account does not offer, and a second active deposit', async () => {
    const tenancy = await tenancyWithDeposit('Bad')
    const bad = await request(tenancy.lease.id, { amount: -5, dueDays: 1.5, paymentMethods: [] })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toMatchObject({ amount: securityDepositMessages.amountPositive, dueDays: invoiceMessages.dueDaysInvalid, paymentMethods: invoiceMessages.paymentMethodsRequired })
    const venmo = await request(tenancy.lease.id, { paymentMethods: ['venmo'] })
    expect(venmo.status).toBe(400)
    expect(fieldErrors(venmo.body).paymentMethods).toBe(invoiceMessages.methodNotEnabled)
    // Nothing was saved by the refusals.
    expect((await rest('GET', '/security-deposits', { token: owner.token, query: { where: { lease: { equals: tenancy.lease.id } } } })).body.totalDocs).toBe(0)

    expect((await request(tenancy.lease.id, { amount: 90_000 })).status).toBe(201)
    const second = await request(tenancy.lease.id)
    expect(second.status).toBe(409)
    expect(errorMessage(second.body)).toBe(securityDepositMessages.alreadyActive)
    const recordedToo = await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'cash' } })
    expect(recordedToo.status).toBe(409)
    const invoices = await rest('GET', '/invoices', { token: owner.token, query: { where: { lease: { equals: tenancy.lease.id } } } })
    expect(invoices.body.totalDocs).toBe(1)
  })

  it('cancelling a request voids its invoice; a held deposit cannot be deleted', async () => {
    const tenancy = await tenancyWithDeposit('Cancel')
    const deposit = (await request(tenancy.lease.id)).body.doc
    expect((await rest('DELETE', `/security-deposits/${deposit.id}`, { token: owner.token })).status).toBe(200)
    expect((await rest('GET', `/invoices/${idOf(deposit.invoice)}`, { token: owner.token })).body).toMatchObject({ voided: true, status: 'void' })
    const recorded = (await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'check' } })).body.doc
    const refused = await rest('DELETE', `/security-deposits/${recorded.id}`, { token: owner.token })
    expect(refused.status).toBe(409)
    expect(errorMessage(refused.body)).toBe(securityDepositMessages.cannotDelete)
  })
})

describe('recording and returning a deposit', () => {
  it('records a deposit received outside the app as held; card is refused', async () => {
    const tenancy = await tenancyWithDeposit('Rec', 120_000)
    const card = await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'card' } })
    expect(card.status).toBe(400)
    expect(fieldErrors(card.body).method).toBe(securityDepositMessages.methodInvalid)
    const future = await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'cash', receivedAt: '2999-01-01' } })
    expect(fieldErrors(future.body).receivedAt).toBe(securityDepositMessages.receivedAtInvalid)
    const recorded = await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'check', receivedAt: '2026-01-15' } })
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201)
    expect(recorded.body.doc).toMatchObject({ status: 'held', amount: 120_000, amountHeld: 120_000, receivedMethod: 'check', invoice: null })
    expect(recorded.body.doc.heldAt.slice(0, 10)).toBe('2026-01-15')
    // The amount is fixed once recorded.
    const patched = await rest('PATCH', `/security-deposits/${recorded.body.doc.id}`, { token: owner.token, json: { amount: 1 } })
    expect(patched.status).toBe(400)
    expect(fieldErrors(patched.body).amount).toBe(securityDepositMessages.amountLocked)
  })

  it('returns a held deposit less itemised deductions; refuses deductions above what is held; e-mails the tenant', async () => {
    const tenancy = await tenancyWithDeposit('Ret', 100_000)
    const deposit = (await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'cash' } })).body.doc
    const path = `/security-deposits/${deposit.id}/return`

    const tooMuch = await rest('POST', path, { token: owner.token, json: { method: 'check', deductions: [{ name: 'Carpet', amount: 60_000 }, { name: 'Paint', amount: 40_001 }] } })
    expect(tooMuch.status).toBe(400)
    expect(fieldErrors(tooMuch.body).deductions).toBe(securityDepositMessages.deductionsTooLarge)
    const badRows = await rest('POST', path, { token: owner.token, json: { deductions: [{ name: '', amount: 0 }] } })
    expect(fieldErrors(badRows.body)).toMatchObject({
      'deductions.0.name': securityDepositMessages.deductionNameRequired,
      'deductions.0.amount': securityDepositMessages.deductionAmountPositive,
      method: securityDepositMessages.returnMethodRequired,
    })
    expect((await rest('GET', `/security-deposits/${deposit.id}`, { token: owner.token })).body.status).toBe('held')

    const returned = await rest('POST', path, {
      token: owner.token,
      json: { method: 'check', note: 'Mailed to the new address', deductions: [{ name: 'Carpet cleaning', description: 'Living room', amount: 12_550 }, { name: 'Key replacement', amount: 2_500 }] },
    })
    expect(returned.status, JSON.stringify(returned.body)).toBe(200)
    expect(returned.body.doc).toMatchObject({ status: 'returned', amountHeld: 100_000, amountReturned: 84_950, returnMethod: 'check', note: 'Mailed to the new address' })
    expect(returned.body.doc.deductions.map((row: { name: string; amount: number }) => [row.name, row.amount])).toEqual([
      ['Carpet cleaning', 12_550],
      ['Key replacement', 2_500],
    ])
    const mail = (await mailsTo(tenancy.tenant.email))[0]
    expect(mail?.subject).toBe('Your security deposit was returned')
    expect(mail?.text).toContain('$849.50')
    expect(mail?.text).toContain('Carpet cleaning (Living room): $125.50')

    const again = await rest('POST', path, { token: owner.token, json: { method: 'check', deductions: [] } })
    expect(again.status).toBe(409)
    expect(errorMessage(again.body)).toBe(securityDepositMessages.notHeld)
    // Returned, the lease may take a new deposit.
    expect((await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, method: 'cash' } })).status).toBe(201)
  })

  it('a requested deposit cannot be returned; returning all of it with no deductions gives everything back', async () => {
    const tenancy = await tenancyWithDeposit('Whole', 80_000)
    const requested = (await request(tenancy.lease.id)).body.doc
    const early = await rest('POST', `/security-deposits/${requested.id}/return`, { token: owner.token, json: { method: 'cash', deductions: [] } })
    expect(early.status).toBe(409)
    await rest('POST', '/payments', { token: owner.token, json: { invoice: idOf(requested.invoice), method: 'cash', amount: 80_000 } })
    const whole = await rest('POST', `/security-deposits/${requested.id}/return`, { token: owner.token, json: { method: 'zelle' } })
    expect(whole.status, JSON.stringify(whole.body)).toBe(200)
    expect(whole.body.doc).toMatchObject({ status: 'returned', amountReturned: 80_000, deductions: [] })
  })
})

describe('who may see and act', () => {
  let mine: Tenancy
  let neighbour: Tenancy
  let depositId: number
  beforeAll(async () => {
    mine = await tenancyWithDeposit('Mine')
    neighbour = await tenancyWithDeposit('Neighbour')
    depositId = (await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: mine.lease.id, method: 'cash' } })).body.doc.id
  })

  it('the tenant of another lease and another landlord get 404; the lease tenant reads but cannot act', async () => {
    expect((await rest('GET', `/security-deposits/${depositId}`, { token: neighbour.tenant.token })).status).toBe(404)
    expect((await rest('GET', `/security-deposits/${depositId}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('POST', `/security-deposits/${depositId}/return`, { token: foreign.token, json: { method: 'cash' } })).status).toBe(404)
    expect((await rest('DELETE', `/security-deposits/${depositId}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('GET', '/security-deposits', { token: neighbour.tenant.token })).body.docs.map((doc: { id: number }) => doc.id)).not.toContain(depositId)
    expect((await rest('GET', '/security-deposits', { token: foreign.token })).body.totalDocs).toBe(0)

    expect((await rest('GET', `/security-deposits/${depositId}`, { token: mine.tenant.token })).status).toBe(200)
    expect((await rest('POST', `/security-deposits/${depositId}/return`, { token: mine.tenant.token, json: { method: 'cash' } })).status).toBe(403)
    expect((await rest('PATCH', `/security-deposits/${depositId}`, { token: mine.tenant.token, json: { note: 'mine' } })).status).toBe(403)
    expect((await rest('POST', '/security-deposits/record', { token: mine.tenant.token, json: { lease: mine.lease.id, method: 'cash' } })).status).toBe(403)
    // Another landlord cannot request on a lease that is not theirs.
    const stranger = await request(neighbour.lease.id, {}, foreign.token)
    expect(stranger.status).toBe(400)
    expect(fieldErrors(stranger.body).lease).toBeTruthy()
    // A plain create would skip the invoice: only the endpoints create deposits.
    expect((await rest('POST', '/security-deposits', { token: owner.token, json: { lease: neighbour.lease.id, amount: 100 } })).status).toBe(403)
  })
})
