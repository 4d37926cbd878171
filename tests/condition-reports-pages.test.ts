import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as reportAction, loader as reportLoader } from '~/routes/app/landlord/condition-reports.$conditionReportId'
import { action as leaseDepositAction, loader as leaseDepositLoader } from '~/routes/app/landlord/leases.$leaseId/security-deposit'
import { loader as leaseLayoutLoader } from '~/routes/app/landlord/leases.$leaseId/_layout'
import { invoiceMessages } from '@common/invoices'
import { moveInChecklistLaw } from '@common/move-in-checklists'
import { securityDepositMessages } from '@common/security-deposits'
import { ensureFeatureFlags } from '@api/seed/factories'
import { seedTemplates } from '@api/seed/templates'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { moveOutWithWorseItems } from './support/condition-reports'
import { leaseWithTenant } from './support/leases'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * Condition reports through the pages, as a browser without JavaScript posts them (ADR 031): the
 * move-out's comparison turns items that got worse into security-deposit deductions (dollars in
 * the form, cents stored), which the deposit's return drawer starts from and the itemization
 * letter is filled in with.
 */
let landlord: Account
let token: string
const run = routeRunner(() => landlord)
let tenancy: Awaited<ReturnType<typeof leaseWithTenant>>
let moveOut: number

beforeAll(async () => {
  const owner = await signedInLandlord('cr-pages')
  landlord = account(owner)
  token = owner.token
  tenancy = await leaseWithTenant(owner.organization.id, 'Ivo')
  ;({ moveOut } = await moveOutWithWorseItems(token, tenancy.lease.id))
  // The shipped templates and the feature flags (idempotent): the itemization letter is a form.
  const payload = await testPayload()
  await Promise.all([seedTemplates(payload), ensureFeatureFlags(payload)])
  clearFeatureFlagCache()
})

afterAll(() => clearFeatureFlagCache())

describe("a move-out's comparison", () => {
  it('lists the items that got worse; each becomes a deduction once, with its message next to the amount', async () => {
    const path = `/app/landlord/condition-reports/${moveOut}`
    const params = { conditionReportId: String(moveOut) }
    const before = await run(reportLoader, path, { params })
    expect(before.data.deductions).toEqual({ deposit: 'none', byItem: {} })
    const none = await run(reportAction, path, { params, form: { intent: 'condition-report-deduct', item: 'kitchen.walls', amount: '200', description: 'Kitchen — Walls: good at move-in, damaged at move-out' } })
    expect(none.status).toBe(400)
    expect(none.data.intent).toBe('condition-report-deduct:kitchen.walls')
    expect(fieldErrors(none).amount).toEqual([securityDepositMessages.noDepositToDeduct])

    expect((await rest('POST', '/security-deposits/record', { token, json: { lease: tenancy.lease.id, amount: 100_000, method: 'cash' } })).status).toBe(201)
    const empty = await run(reportAction, path, { params, form: { intent: 'condition-report-deduct', item: 'kitchen.walls', amount: 'abc', description: '' } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty)).toMatchObject({ amount: [invoiceMessages.validNumber], description: [securityDepositMessages.deductionDescriptionRequired] })
    const made = await run(reportAction, path, { params, form: { intent: 'condition-report-deduct', item: 'kitchen.walls', amount: '$125.50', description: 'Kitchen — Walls: hole by the door' } })
    expect(made.status).toBe(302)
    expect(made.location).toBe(`${path}#compare`)
    expect(made.toast).toMatchObject({ title: securityDepositMessages.deducted })
    const after = await run(reportLoader, path, { params })
    expect(after.data.deductions).toEqual({ deposit: 'open', byItem: { 'kitchen.walls': { amount: 12_550, description: 'Kitchen — Walls: hole by the door' } } })
    const twice = await run(reportAction, path, { params, form: { intent: 'condition-report-deduct', item: 'kitchen.walls', amount: '1', description: 'again' } })
    expect(fieldErrors(twice).amount).toEqual([securityDepositMessages.itemAlreadyDeducted])
    // Another landlord: the page and the form are a 404.
    const stranger = account(await signedInLandlord('cr-pages-stranger'))
    expect((await run(reportLoader, path, { params, who: stranger })).status).toBe(404)
  })

  it('the deposit shows the deduction, the return drawer starts from it, and the itemization letter is filled in with it', async () => {
    const path = `/app/landlord/leases/${tenancy.lease.id}/security-deposit`
    const params = { leaseId: String(tenancy.lease.id) }
    const [deposit] = (await run(leaseDepositLoader, path, { params })).data.deposits
    expect(deposit.deductions).toMatchObject([{ name: 'Kitchen — Walls', description: 'Kitchen — Walls: hole by the door', amount: 12_550, conditionReport: moveOut }])

    const letter = await run(leaseDepositAction, path, { params, form: { intent: 'security-deposit-itemisation' } })
    expect(letter.status).toBe(302)
    const url = new URL(letter.location!, 'http://localhost')
    // The unit is in Texas: the Texas version, at its Deductions page.
    expect(url.pathname).toBe('/app/forms/security-deposit-itemisation/tx')
    const draft = await rest('GET', `/form-submissions/draft/${url.searchParams.get('tempId')}`, { token })
    expect(draft.body.doc.submission).toMatchObject({
      lease: String(tenancy.lease.id),
      depositAmount: 100_000,
      deductions: [{ description: 'Kitchen — Walls: hole by the door', amount: 12_550 }],
      totalDeductions: 12_550,
      outcome: 'refund',
      refundAmount: 87_450,
    })

    // Returned (without JavaScript, the recorded row posted back with its id, one more added): the link stays.
    const target = String(deposit.id)
    const returned = await run(leaseDepositAction, `${path}?d=security-deposit-return&target=${target}`, {
      params,
      form: {
        intent: 'security-deposit-return',
        target,
        'deductions[0].id': deposit.deductions[0].id,
        'deductions[0].name': 'Kitchen — Walls',
        'deductions[0].description': 'Kitchen — Walls: hole by the door',
        'deductions[0].amount': '125.50',
        'deductions[1].name': 'Keys',
        'deductions[1].amount': '20',
        method: 'check',
        returnTo: path,
      },
    })
    expect(returned.status).toBe(302)
    const after = (await run(leaseDepositLoader, path, { params })).data.deposits[0]
    expect(after).toMatchObject({ status: 'returned', amountReturned: 85_450 })
    expect(after.deductions.map((row: { name: string; conditionReport: number | null }) => [row.name, row.conditionReport])).toEqual([
      ['Kitchen — Walls', moveOut],
      ['Keys', null],
    ])
    // Returned: the comparison says so next to the amount, and the form is refused the same way.
    const reportPath = `/app/landlord/condition-reports/${moveOut}`
    const reportParams = { conditionReportId: String(moveOut) }
    expect((await run(reportLoader, reportPath, { params: reportParams })).data.deductions.deposit).toBe('returned')
    const late = await run(reportAction, reportPath, { params: reportParams, form: { intent: 'condition-report-deduct', item: 'kitchen.floor', amount: '10', description: 'Kitchen — Floor' } })
    expect(fieldErrors(late).amount).toEqual([securityDepositMessages.deductionReturned])
  })
})

describe("the lease page's move-in checklist reminder", () => {
  it('shows the statute for a lease in a state that requires a checklist until a move-in report is completed; none elsewhere', async () => {
    const owner = await signedInLandlord('cr-reminder')
    const who = account(owner)
    const [washington, texas] = await Promise.all([leaseWithTenant(owner.organization.id, 'Wally'), leaseWithTenant(owner.organization.id, 'Tex')])
    const payload = await testPayload()
    // A unit takes its property's address.
    await payload.update({ collection: 'properties', id: washington.property.id, data: { address: { line1: '1 Pine Street', city: 'Seattle', state: 'WA', postalCode: '98101' } }, overrideAccess: true })
    await payload.update({ collection: 'units', id: washington.unit.id, data: { name: 'Wally B' }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'units', id: washington.unit.id, overrideAccess: true })).address?.state).toBe('WA')
    const page = (lease: number) => run(leaseLayoutLoader, `/app/landlord/leases/${lease}`, { params: { leaseId: String(lease) }, who })

    expect((await page(washington.lease.id)).data.moveInChecklist).toEqual(moveInChecklistLaw('WA'))
    expect(moveInChecklistLaw('WA')).toMatchObject({ name: 'Washington', citation: 'RCW § 59.18.260' })
    expect((await page(texas.lease.id)).data.moveInChecklist).toBeNull()

    // A draft move-in does not count; a periodic report does not either; the completed move-in does.
    const moveIn = await rest('POST', '/condition-reports', { token: owner.token, json: { lease: washington.lease.id, type: 'move-in' } })
    const periodic = await rest('POST', '/condition-reports', { token: owner.token, json: { lease: washington.lease.id, type: 'periodic' } })
    expect((await rest('POST', `/condition-reports/${periodic.body.doc.id}/complete`, { token: owner.token })).status).toBe(200)
    expect((await page(washington.lease.id)).data.moveInChecklist?.state).toBe('WA')
    expect((await rest('POST', `/condition-reports/${moveIn.body.doc.id}/complete`, { token: owner.token })).status).toBe(200)
    expect((await page(washington.lease.id)).data.moveInChecklist).toBeNull()
  })
})
