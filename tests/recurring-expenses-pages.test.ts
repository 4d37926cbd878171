import { beforeAll, describe, expect, it } from 'vitest'
import { expenseMessages, isoDay, lastOccurrenceBy, nextOccurrence } from '@common/expenses'
import { idOf } from '@common/ids'
import { loader, action } from '~/routes/app/landlord/expenses.recurring'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * The recurring expenses page (ADR 029) as a browser without JavaScript uses it: add with
 * messages next to the fields, the list with each schedule's next day, edit, pause and resume
 * (resuming skips the paused occurrences), delete; another landlord gets 404.
 */
let landlord: Account
let foreign: Account
let home: Awaited<ReturnType<typeof leaseWithTenant>>
const run = routeRunner(() => landlord)
const PATH = '/app/landlord/expenses/recurring'

beforeAll(async () => {
  const [owner, other] = await Promise.all([signedInLandlord('recurring-expenses'), signedInLandlord('recurring-expenses-foreign')])
  landlord = account(owner)
  foreign = account(other)
  home = await leaseWithTenant(owner.organization.id, 'Rex')
})

describe('the next occurrence', () => {
  const schedule = { startDate: '2026-01-31', endDate: '2026-12-31', frequency: 'monthly' as const, status: 'active' as const }
  it('is the first day after the last recorded one, after today while paused, none once ended', () => {
    expect(nextOccurrence(schedule, '2026-01-10')).toBe('2026-01-31')
    expect(nextOccurrence({ ...schedule, lastOccurrence: '2026-02-28' }, '2026-05-10')).toBe('2026-03-31')
    expect(nextOccurrence({ ...schedule, status: 'paused', lastOccurrence: '2026-02-28' }, '2026-05-10')).toBe('2026-05-31')
    expect(nextOccurrence({ ...schedule, frequency: 'quarterly' }, '2026-01-01')).toBe('2026-01-31')
    expect(nextOccurrence({ ...schedule, lastOccurrence: '2026-12-31' }, '2026-12-31')).toBeNull()
    expect(nextOccurrence({ ...schedule, status: 'ended' }, '2026-01-01')).toBeNull()
    expect(lastOccurrenceBy({ ...schedule, frequency: 'quarterly' }, '2026-08-01')).toBe('2026-07-31')
  })
})

describe('recurring expenses through the page', () => {
  let id: number

  it('adds one, with messages next to the fields first', async () => {
    const refused = await run(action, `${PATH}?d=recurring-expense-add`, { form: { intent: 'recurring-expense-add', amount: '', category: 'other', taxCategory: 'insurance', frequency: '', startDate: '2026-03-01', endDate: '2026-02-01' } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused)).toMatchObject({
      amount: [expenseMessages.amountRequired],
      payeeName: [expenseMessages.payeeRequired],
      frequency: [expenseMessages.frequencyRequired],
      endDate: [expenseMessages.endBeforeStart],
    })
    const drawer = await run(loader, `${PATH}?d=recurring-expense-add`)
    expect(drawer.data.drawer.mode).toBe('add')
    const added = await run(action, `${PATH}?d=recurring-expense-add`, {
      form: { intent: 'recurring-expense-add', returnTo: PATH, amount: '150', payeeName: 'Acme Insurance', category: 'other', taxCategory: 'insurance', frequency: 'quarterly', startDate: '2026-01-15', place: `property:${home.property.id}` },
    })
    expect(added.status, JSON.stringify(added.data)).toBe(302)
    expect(added.toast).toMatchObject({ title: expenseMessages.recurringCreated })
    const list = await run(loader, PATH)
    expect(list.data.list.rows).toHaveLength(1)
    const [row] = list.data.list.rows
    expect(row).toMatchObject({ payeeName: 'Acme Insurance', amount: 15_000, frequency: 'quarterly', status: 'active', startDate: '2026-01-15', endDate: null })
    expect(row.place).toContain('Rex')
    // Nothing recorded yet: the first occurrence is next.
    expect(row.nextDate).toBe('2026-01-15')
    id = row.id
  })

  it('edits it; another landlord gets 404', async () => {
    const edit = await run(loader, `${PATH}?d=recurring-expense-edit&target=${id}`)
    expect(edit.data.drawer.defaults).toMatchObject({ amount: '150.00', frequency: 'quarterly', startDate: '2026-01-15', place: `property:${home.property.id}` })
    const form = { intent: 'recurring-expense-save', target: String(id), returnTo: PATH, amount: '175', payeeName: 'Acme Insurance', category: 'other', taxCategory: 'insurance', frequency: 'monthly', startDate: '2026-01-15', endDate: '2026-12-15' }
    const saved = await run(action, PATH, { form })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    const doc = await (await testPayload()).findByID({ collection: 'recurring-expenses', id, depth: 0 })
    expect(doc).toMatchObject({ amount: 17_500, frequency: 'monthly' })
    expect(idOf(doc.property)).toBeNull()
    expect((await run(loader, `${PATH}?d=recurring-expense-edit&target=${id}`, { who: foreign })).status).toBe(404)
    expect((await run(action, PATH, { who: foreign, form })).status).toBe(404)
    expect((await run(loader, PATH, { who: foreign })).data.list.rows).toEqual([])
  })

  it('pauses and resumes; resuming skips what fell in the pause', async () => {
    const paused = await run(action, PATH, { form: { intent: 'recurring-expense-pause', target: String(id), returnTo: PATH } })
    expect(paused.status).toBe(302)
    expect(paused.toast).toMatchObject({ title: expenseMessages.recurringPaused })
    expect((await run(loader, PATH)).data.list.rows[0].status).toBe('paused')
    expect((await run(action, PATH, { who: foreign, form: { intent: 'recurring-expense-resume', target: String(id) } })).status).toBe(404)
    const resumed = await run(action, PATH, { form: { intent: 'recurring-expense-resume', target: String(id), returnTo: PATH } })
    expect(resumed.status).toBe(302)
    const doc = await (await testPayload()).findByID({ collection: 'recurring-expenses', id, depth: 0 })
    expect(doc.status).toBe('active')
    // Started in January, monthly: the days up to today count as recorded (skipped), not caught up.
    expect(doc.lastOccurrence).toBe(lastOccurrenceBy({ startDate: '2026-01-15', endDate: '2026-12-15', frequency: 'monthly' }, isoDay(new Date())))
  })

  it('deletes it', async () => {
    expect((await run(action, PATH, { who: foreign, form: { intent: 'recurring-expense-delete', target: String(id) } })).status).toBe(404)
    const deleted = await run(action, `${PATH}?d=recurring-expense-delete&target=${id}`, { form: { intent: 'recurring-expense-delete', target: String(id), returnTo: PATH } })
    expect(deleted.status).toBe(302)
    expect(deleted.toast).toMatchObject({ title: expenseMessages.recurringDeleted })
    expect(await (await testPayload()).findByID({ collection: 'recurring-expenses', id, disableErrors: true })).toBeNull()
  })
})
