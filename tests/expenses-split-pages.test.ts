import { beforeAll, describe, expect, it } from 'vitest'
import { expenseMessages } from '@common/expenses'
import { idOf } from '@common/ids'
import { loader as listLoader, action as listAction } from '~/routes/app/landlord/expenses'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * The drawer's 'Split across properties' mode as a browser without JavaScript posts it: rows
 * added by a submit that keeps what was typed, errors next to the row's field, the list's
 * Split badge opening the split to edit, and the delete dialog's choice of one part or all.
 */
let landlord: Account
let foreign: Account
let first: Awaited<ReturnType<typeof leaseWithTenant>>
let second: Awaited<ReturnType<typeof leaseWithTenant>>
let third: Awaited<ReturnType<typeof leaseWithTenant>>
let organizationId: number
const run = routeRunner(() => landlord)
const DETAILS = { intent: 'expense-split', returnTo: '/app/landlord/expenses', date: '2026-05-02', payeeName: 'Shield Insurance', category: 'other', taxCategory: 'insurance' }
const splitParts = async (id: number) => {
  const payload = await testPayload()
  const expense = await payload.findByID({ collection: 'expenses', id, depth: 0 })
  return (await payload.find({ collection: 'expenses', where: { splitGroup: { equals: expense.splitGroup } }, sort: 'id', depth: 0 })).docs
}

beforeAll(async () => {
  const [owner, other] = await Promise.all([signedInLandlord('split-pages'), signedInLandlord('split-pages-foreign')])
  landlord = account(owner)
  organizationId = owner.organization.id
  foreign = account(other)
  first = await leaseWithTenant(owner.organization.id, 'Sia')
  second = await leaseWithTenant(owner.organization.id, 'Sib')
  third = await leaseWithTenant(owner.organization.id, 'Sic')
})

describe('splitting an expense through the drawer', () => {
  let partId: number

  it('starts with two rows; Add row posts and comes back with three, what was typed kept', async () => {
    const drawer = await run(listLoader, '/app/landlord/expenses?d=expense-split')
    expect(drawer.data.drawer.mode).toBe('split')
    expect(drawer.data.drawer.defaults.parts).toHaveLength(2)
    const added = await run(listAction, '/app/landlord/expenses?d=expense-split', {
      form: { ...DETAILS, amount: '900', 'parts[0].place': `property:${first.property.id}`, 'parts[0].amount': '300', 'parts[1].place': '', 'parts[1].amount': '', __intent__: JSON.stringify({ type: 'insert', payload: { name: 'parts', defaultValue: {} } }) },
    })
    expect(added.status).toBe(200)
    const initial = added.data.result.initialValue
    expect(initial.parts).toHaveLength(3)
    expect(initial.parts[0]).toMatchObject({ place: `property:${first.property.id}`, amount: '300' })
    expect(initial.payeeName).toBe('Shield Insurance')
    // Nothing was saved by adding a row.
    expect((await (await testPayload()).count({ collection: 'expenses', where: { organization: { equals: organizationId }, payeeName: { equals: 'Shield Insurance' } } })).totalDocs).toBe(0)
  })

  it('puts each error next to its row, and the sum mismatch next to the total', async () => {
    const refused = await run(listAction, '/app/landlord/expenses?d=expense-split', {
      form: { ...DETAILS, amount: '900', 'parts[0].place': `property:${first.property.id}`, 'parts[0].amount': '300', 'parts[1].place': '', 'parts[1].amount': '0', 'parts[2].place': `unit:${second.unit.id}`, 'parts[2].amount': '300' },
    })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused)).toMatchObject({ 'parts[1].place': [expenseMessages.splitPropertyRequired], 'parts[1].amount': [expenseMessages.amountPositive] })
    const mismatch = await run(listAction, '/app/landlord/expenses?d=expense-split', {
      form: { ...DETAILS, amount: '900', 'parts[0].place': `property:${first.property.id}`, 'parts[0].amount': '300', 'parts[1].place': `property:${third.property.id}`, 'parts[1].amount': '300', 'parts[2].place': `unit:${second.unit.id}`, 'parts[2].amount': '299.99' },
    })
    expect(fieldErrors(mismatch)).toEqual({ amount: [expenseMessages.splitSumMismatch] })
    // Another landlord's property is refused by the API, next to the row.
    const foreignRow = await run(listAction, '/app/landlord/expenses?d=expense-split', {
      who: foreign,
      form: { ...DETAILS, amount: '600', 'parts[0].place': `property:${first.property.id}`, 'parts[0].amount': '300', 'parts[1].place': `property:${second.property.id}`, 'parts[1].amount': '300' },
    })
    expect(foreignRow.status).toBe(400)
    expect(fieldErrors(foreignRow)['parts[0].place']).toBeDefined()
  })

  it('splits with a receipt; the Split badge opens the split with its parts', async () => {
    const saved = await run(listAction, '/app/landlord/expenses?d=expense-split', {
      form: {
        ...DETAILS,
        amount: '900',
        'parts[0].place': `property:${first.property.id}`,
        'parts[0].amount': '300',
        'parts[1].place': `property:${third.property.id}`,
        'parts[1].amount': '300.01',
        'parts[2].place': `unit:${second.unit.id}`,
        'parts[2].amount': '299.99',
        receipts: [new File([new Uint8Array(samplePdf())], 'policy.pdf', { type: 'application/pdf' })],
      },
    })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    expect(saved.toast).toMatchObject({ type: 'success', title: expenseMessages.split })
    const list = await run(listLoader, '/app/landlord/expenses')
    const rows = list.data.list.rows.filter((row: { payeeName: string }) => row.payeeName === 'Shield Insurance')
    expect(rows).toHaveLength(3)
    expect(rows.every((row: { split: boolean }) => row.split)).toBe(true)
    // The first part (it is kept when the split loses rows).
    partId = Math.min(...rows.map((row: { id: number }) => row.id))
    const parts = await splitParts(partId)
    expect(parts.map((part) => [part.amount, idOf(part.property), idOf(part.unit)])).toEqual([
      [30_000, first.property.id, null],
      [30_001, third.property.id, null],
      [29_999, second.property.id, second.unit.id],
    ])
    const edit = await run(listLoader, `/app/landlord/expenses?d=expense-split&target=${partId}`)
    expect(edit.data.drawer).toMatchObject({ mode: 'split', target: partId })
    expect(edit.data.drawer.defaults).toMatchObject({ amount: '900.00', payeeName: 'Shield Insurance', taxCategory: 'insurance' })
    expect(edit.data.drawer.defaults.parts).toEqual([
      { place: `property:${first.property.id}`, amount: '300.00' },
      { place: `property:${third.property.id}`, amount: '300.01' },
      { place: `unit:${second.unit.id}`, amount: '299.99' },
    ])
    expect(edit.data.drawer.receipts).toHaveLength(1)
    expect((await run(listLoader, `/app/landlord/expenses?d=expense-split&target=${partId}`, { who: foreign })).status).toBe(404)
  })

  it('edits the split as a whole: fewer rows, new amounts', async () => {
    const saved = await run(listAction, `/app/landlord/expenses?d=expense-split&target=${partId}`, {
      form: { ...DETAILS, target: String(partId), amount: '1000', 'parts[0].place': `property:${first.property.id}`, 'parts[0].amount': '400', 'parts[1].place': `property:${third.property.id}`, 'parts[1].amount': '600' },
    })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    expect((await splitParts(partId)).map((part) => part.amount)).toEqual([40_000, 60_000])
    const stranger = await run(listAction, '/app/landlord/expenses', {
      who: foreign,
      form: { ...DETAILS, target: String(partId), amount: '2', 'parts[0].place': `property:${first.property.id}`, 'parts[0].amount': '1', 'parts[1].place': `property:${first.property.id}`, 'parts[1].amount': '1' },
    })
    expect(stranger.status).toBe(404)
  })

  it('deletes one part, or the whole split', async () => {
    const [one, other] = await splitParts(partId)
    const single = await run(listAction, '/app/landlord/expenses?d=expense-split-delete', { form: { intent: 'expense-delete', target: String(one!.id), returnTo: '/app/landlord/expenses' } })
    expect(single.status).toBe(302)
    expect((await splitParts(other!.id)).map((part) => part.id)).toEqual([other!.id])
    expect((await run(listAction, '/app/landlord/expenses', { who: foreign, form: { intent: 'expense-split-delete', target: String(other!.id) } })).status).toBe(404)
    const all = await run(listAction, '/app/landlord/expenses?d=expense-split-delete', { form: { intent: 'expense-split-delete', target: String(other!.id), returnTo: '/app/landlord/expenses' } })
    expect(all.status).toBe(302)
    expect(all.toast).toMatchObject({ title: expenseMessages.splitDeleted })
    expect(await (await testPayload()).findByID({ collection: 'expenses', id: other!.id, disableErrors: true })).toBeNull()
  })
})
