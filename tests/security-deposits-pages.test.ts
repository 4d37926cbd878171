import { beforeAll, describe, expect, it } from 'vitest'
import { action as leaseDepositAction, loader as leaseDepositLoader } from '~/routes/app/landlord/leases.$leaseId/security-deposit'
import { loader as propertyDepositsLoader } from '~/routes/app/landlord/properties.$propertyId/security-deposits'
import { loader as unitDepositsLoader } from '~/routes/app/landlord/units.$unitId/security-deposits'
import { loader as transactionsDepositsLoader } from '~/routes/app/landlord/transactions.security-deposits'
import { loader as tenantDepositLoader } from '~/routes/app/tenant/leases.$leaseId/security-deposit'
import { invoiceMessages } from '@common/invoices'
import { securityDepositMessages } from '@common/security-deposits'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { account, fieldErrors, formErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * Security deposits through the pages, as a browser without JavaScript posts them:
 * the request, record and return drawers of a lease's Security deposit tab (their messages
 * next to the fields, the list buttons of the deductions), and the lists of the property,
 * the unit, the transactions page and the tenant's tab.
 */
let landlord: Account
let organization: number
const run = routeRunner(() => landlord)
type Tenancy = Awaited<ReturnType<typeof leaseWithTenant>>
let first: Tenancy
let second: Tenancy

const tab = (tenancy: Tenancy) => ({ path: `/app/landlord/leases/${tenancy.lease.id}/security-deposit`, params: { leaseId: String(tenancy.lease.id) } })

beforeAll(async () => {
  const owner = await signedInLandlord('deposit-pages')
  landlord = account(owner)
  organization = owner.organization.id
  ;[first, second] = await Promise.all([leaseWithTenant(organization, 'PageOne'), leaseWithTenant(organization, 'PageTwo')])
  await rest('PATCH', `/leases/${first.lease.id}`, { token: owner.token, json: { securityDeposit: 200_000 } })
  const account_ = await rest('POST', '/accounts', { token: owner.token, json: { zelle: { enabled: true, handle: 'pages@example.com' } } })
  expect(account_.status, JSON.stringify(account_.body)).toBe(201)
})

describe("a lease's Security deposit tab", () => {
  it('the request drawer: its messages, the methods of the account, then the deposit and its invoice', async () => {
    const { path, params } = tab(first)
    const drawer = await run(leaseDepositLoader, `${path}?d=security-deposit-request`, { params })
    expect(drawer.data.methods).toEqual(['zelle'])

    const empty = await run(leaseDepositAction, `${path}?d=security-deposit-request`, { params, form: { intent: 'security-deposit-request', amount: '0', dueDays: 'soon', returnTo: path } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty)).toMatchObject({ amount: [securityDepositMessages.amountPositive], dueDays: [invoiceMessages.dueDaysInvalid], paymentMethods: [invoiceMessages.paymentMethodsRequired] })

    const refused = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-request', amount: '2000', dueDays: '7', paymentMethods: 'cash', returnTo: path } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused).paymentMethods).toEqual([invoiceMessages.methodNotEnabled])

    const requested = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-request', amount: '2,000.00', dueDays: '7', paymentMethods: 'zelle', returnTo: path } })
    expect(requested.status).toBe(302)
    expect(requested.location).toBe(path)
    expect(requested.toast).toMatchObject({ title: securityDepositMessages.requested })
    const page = await run(leaseDepositLoader, path, { params })
    expect(page.data.deposits).toHaveLength(1)
    expect(page.data.deposits[0]).toMatchObject({ status: 'requested', amount: 200_000, invoice: { status: 'open', amountDue: 200_000 } })

    // A second one is refused with the reason above the form.
    const again = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-record', amount: '100', method: 'cash', returnTo: path } })
    expect(again.status).toBe(409)
    expect(formErrors(again)).toEqual([securityDepositMessages.alreadyActive])

    // Cancelling the request voids its invoice; the tab is empty again.
    const cancelled = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-cancel', target: String(page.data.deposits[0].id), returnTo: path } })
    expect(cancelled.status).toBe(302)
    expect((await run(leaseDepositLoader, path, { params })).data.deposits).toEqual([])
  })

  it('the record and return drawers: deductions added and removed without JavaScript, refused above the held amount, then returned', async () => {
    const { path, params } = tab(second)
    const missing = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-record', amount: '', returnTo: path } })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing)).toMatchObject({ amount: [securityDepositMessages.amountRequired], method: [securityDepositMessages.methodRequired] })
    const recorded = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-record', amount: '1500', method: 'check', receivedAt: '2026-02-01', returnTo: path } })
    expect(recorded.status).toBe(302)
    const deposit = (await run(leaseDepositLoader, path, { params })).data.deposits[0]
    expect(deposit).toMatchObject({ status: 'held', amountHeld: 150_000, receivedMethod: 'check' })
    const target = String(deposit.id)
    const returnPath = `${path}?d=security-deposit-return&target=${target}`

    // 'Add deduction' without JavaScript: the form comes back with one more row and the values typed so far.
    const insert = JSON.stringify({ type: 'insert', payload: { name: 'deductions', defaultValue: { name: '', description: '', amount: '' } } })
    const added = await run(leaseDepositAction, returnPath, {
      params,
      form: { intent: 'security-deposit-return', __intent__: insert, target, 'deductions[0].name': 'Carpet', 'deductions[0].amount': '100', method: 'check', returnTo: path },
    })
    expect(added.data.result.initialValue.deductions).toHaveLength(2)
    expect(added.data.result.initialValue.deductions[0]).toEqual({ name: 'Carpet', amount: '100' })
    expect(added.data.result.initialValue.method).toBe('check')
    const removed = await run(leaseDepositAction, returnPath, {
      params,
      form: { intent: 'security-deposit-return', __intent__: JSON.stringify({ type: 'remove', payload: { name: 'deductions', index: 0 } }), target, 'deductions[0].name': 'Carpet', 'deductions[0].amount': '100', 'deductions[1].name': 'Paint', returnTo: path },
    })
    expect(removed.data.result.initialValue.deductions).toEqual([{ name: 'Paint' }])

    const badRow = await run(leaseDepositAction, returnPath, { params, form: { intent: 'security-deposit-return', target, 'deductions[0].name': '', 'deductions[0].amount': 'abc', returnTo: path } })
    expect(badRow.status).toBe(400)
    expect(fieldErrors(badRow)).toMatchObject({
      'deductions[0].name': [securityDepositMessages.deductionNameRequired],
      'deductions[0].amount': [invoiceMessages.validNumber],
      method: [securityDepositMessages.returnMethodRequired],
    })
    const tooMuch = await run(leaseDepositAction, returnPath, {
      params,
      form: { intent: 'security-deposit-return', target, 'deductions[0].name': 'Roof', 'deductions[0].amount': '1500.01', method: 'check', returnTo: path },
    })
    expect(tooMuch.status).toBe(400)
    expect(fieldErrors(tooMuch).deductions).toEqual([securityDepositMessages.deductionsTooLarge])

    const returned = await run(leaseDepositAction, returnPath, {
      params,
      form: { intent: 'security-deposit-return', target, 'deductions[0].name': 'Carpet cleaning', 'deductions[0].description': 'Bedroom', 'deductions[0].amount': '250.25', method: 'zelle', note: 'Thanks!', returnTo: path },
    })
    expect(returned.status).toBe(302)
    expect(returned.toast).toMatchObject({ title: securityDepositMessages.returned })
    const after = (await run(leaseDepositLoader, path, { params })).data.deposits[0]
    expect(after).toMatchObject({ status: 'returned', amountReturned: 124_975, deductionsTotal: 25_025, returnMethod: 'zelle', note: 'Thanks!' })
    expect(after.deductions).toMatchObject([{ name: 'Carpet cleaning', description: 'Bedroom', amount: 25_025 }])

    // The tenant sees the same on its lease; the other lease's tenant sees nothing of it.
    const tenantPath = `/app/tenant/leases/${second.lease.id}/security-deposit`
    const tenantView = await run(tenantDepositLoader, tenantPath, { params, who: account(second.tenant), role: 'tenant' })
    expect(tenantView.data.deposits).toMatchObject([{ status: 'returned', amountReturned: 124_975 }])
    const stranger = await run(tenantDepositLoader, tenantPath, { params, who: account(first.tenant), role: 'tenant' })
    expect(stranger.data.deposits).toEqual([])
  })
})

describe('the lists of deposits', () => {
  it('the property, unit and transactions pages list the right deposits; filters live in the URL', async () => {
    // The first lease gets a held deposit too (the second one's was returned above).
    const { path, params } = tab(first)
    expect((await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-record', amount: '900', method: 'cash', returnTo: path } })).status).toBe(302)

    const firstProperty = await run(propertyDepositsLoader, `/app/landlord/properties/${first.property.id}/security-deposits`, { params: { propertyId: String(first.property.id) } })
    expect(firstProperty.data.deposits.map((deposit: { lease: { id: number } }) => deposit.lease.id)).toEqual([first.lease.id])
    const secondUnit = await run(unitDepositsLoader, `/app/landlord/properties/${second.property.id}/units/${second.unit.id}/security-deposits`, {
      params: { propertyId: String(second.property.id), unitId: String(second.unit.id) },
    })
    expect(secondUnit.data.deposits).toMatchObject([{ status: 'returned', lease: { id: second.lease.id } }])

    const all = await run(transactionsDepositsLoader, '/app/landlord/transactions/security-deposits')
    expect(all.data.list.deposits).toHaveLength(2)
    expect(all.data.list).toMatchObject({ page: 1, hasNextPage: false })
    const held = await run(transactionsDepositsLoader, '/app/landlord/transactions/security-deposits?status=held')
    expect(held.data.status).toBe('held')
    expect(held.data.list.deposits.map((deposit: { lease: { id: number } }) => deposit.lease.id)).toEqual([first.lease.id])
    const byProperty = await run(transactionsDepositsLoader, `/app/landlord/transactions/security-deposits?property=${second.property.id}`)
    expect(byProperty.data.list.deposits.map((deposit: { status: string }) => deposit.status)).toEqual(['returned'])
    // Another landlord sees none of them.
    const stranger = account(await signedInLandlord('deposit-pages-stranger'))
    expect((await run(transactionsDepositsLoader, '/app/landlord/transactions/security-deposits', { who: stranger })).data.list.deposits).toEqual([])
  })
})
