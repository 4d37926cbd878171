import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoiceMessages } from '@common/invoices'
import { periodOf } from '@common/recurring'
import { runJobsNow } from '@api/jobs'
import { markOverdueInvoices } from '@api/jobs/overdue'
import { generateRecurringInvoices, generationKeyOf } from '@api/jobs/recurring'
import type { Organization } from '@api/payload-types'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * A recurring invoice's period is invoiced exactly once — run twice,
 * or by two runs at the same moment —, missed periods catch up, a paused schedule skips,
 * an end date ends it; every new invoice tells the lease's tenants ('Invoice Received');
 * the overdue job marks past-due invoices and notifies tenants and owners once.
 */
type Landlord = SignedIn<{ organization: Organization }>
let payload: Payload
let owner: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>

const DAY = 86_400_000
const now = new Date()
/** Noon UTC on the first of the month `offset` months from now. */
const monthStart = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1, 12)).toISOString()
const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))
const newReq = () => createLocalReq({}, payload)

async function schedule(data: Record<string, unknown>) {
  const response = await rest('POST', '/recurring-invoices', {
    token: owner.token,
    json: {
      lease: held.lease.id,
      dayOfMonth: 1,
      startDate: monthStart(0),
      dueDays: 5,
      category: 'rent',
      paymentMethods: ['zelle'],
      items: [{ name: 'Rent', description: 'Monthly rent', amount: 100_000, quantity: 1 }],
      ...data,
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number }
}

const invoicesOf = async (recurringInvoice: number) =>
  (await payload.find({ collection: 'invoices', where: { recurringInvoice: { equals: recurringInvoice } }, depth: 0, pagination: false, sort: 'period', overrideAccess: true })).docs
const recurringOf = (id: number) => payload.findByID({ collection: 'recurring-invoices', id, depth: 0, overrideAccess: true })
const notificationsOf = async (invoice: number, event: string) =>
  (await payload.find({ collection: 'notifications', where: { and: [{ invoice: { equals: invoice } }, { event: { equals: event } }] }, depth: 0, pagination: false, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  owner = await signedInLandlord('recurring-owner')
  held = await leaseWithTenant(owner.organization.id, 'Rita')
  const account = await rest('POST', '/accounts', { token: owner.token, json: { zelle: { enabled: true, handle: 'rent@example.com' }, manual: { enabled: true, methods: ['check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
})

describe('the jobs', () => {
  it('are registered with Payload and never run on a timer under tests', async () => {
    expect(payload.config.jobs.tasks?.map((task) => task.slug)).toEqual(expect.arrayContaining(['generateRecurringInvoices', 'markOverdueInvoices']))
    expect(payload.crons).toHaveLength(0)
  })

  it('run from the queue: the recurring task creates the due invoice', async () => {
    const { id } = await schedule({ items: [{ name: 'Parking', description: 'Spot 4', amount: 5_000, quantity: 1 }] })
    await runJobsNow(payload, ['generateRecurringInvoices'])
    const invoices = await invoicesOf(id)
    expect(invoices.map((invoice) => invoice.period)).toEqual([periodOf(now)])
    expect(invoices[0]).toMatchObject({ total: 5_000, generationKey: generationKeyOf(id, periodOf(now)), lease: held.lease.id })
  })
})

describe('generateRecurringInvoices', () => {
  it('creates one invoice per period: run twice, and two runs at once, create one', async () => {
    // Sent on the 1st, due 40 days later: still open today.
    const { id } = await schedule({ dueDays: 40 })
    const [first, second] = await Promise.all([generateRecurringInvoices(await newReq(), now), generateRecurringInvoices(await newReq(), now)])
    expect(first.created + second.created).toBeGreaterThanOrEqual(1)
    await generateRecurringInvoices(await newReq(), now)
    const invoices = await invoicesOf(id)
    expect(invoices).toHaveLength(1)
    const [invoice] = invoices
    expect(invoice).toMatchObject({ period: periodOf(now), generationKey: generationKeyOf(id, periodOf(now)), category: 'rent', paymentMethods: ['zelle'], total: 100_000, amountDue: 100_000, status: 'open' })
    expect(invoice!.dueDate.slice(0, 10)).toBe(new Date(Date.parse(monthStart(0)) + 40 * DAY).toISOString().slice(0, 10))
    // Its total is one period's; the amounts sum its invoices.
    expect(await recurringOf(id)).toMatchObject({ lastPeriod: periodOf(now), total: 100_000, amountDue: 100_000, amountPaid: 0, status: 'active' })
  })

  it('catches up missed periods, one invoice each, and keeps the sums of its invoices', async () => {
    const { id } = await schedule({ startDate: monthStart(-2), dueDays: 0, items: [{ name: 'Rent', description: 'Monthly', amount: 90_000, quantity: 1 }] })
    const run = await generateRecurringInvoices(await newReq(), now)
    expect(run.created).toBeGreaterThanOrEqual(3)
    const invoices = await invoicesOf(id)
    expect(invoices.map((invoice) => invoice.period)).toEqual([periodOf(new Date(monthStart(-2))), periodOf(new Date(monthStart(-1))), periodOf(now)])
    // The past periods were due long ago: created overdue.
    expect(invoices[0]!.status).toBe('overdue')
    expect(await recurringOf(id)).toMatchObject({ lastPeriod: periodOf(now), total: 90_000, amountDue: 270_000 })

    // A payment on one of them refreshes the schedule's sums.
    const paid = await rest('POST', '/payments', { token: owner.token, json: { invoice: invoices[0]!.id, method: 'check', amount: 90_000 } })
    expect(paid.status, JSON.stringify(paid.body)).toBe(201)
    expect(await recurringOf(id)).toMatchObject({ amountPaid: 90_000, amountDue: 180_000 })
    // A void one leaves the sums.
    expect((await rest('PATCH', `/invoices/${invoices[1]!.id}`, { token: owner.token, json: { voided: true } })).status).toBe(200)
    expect(await recurringOf(id)).toMatchObject({ amountPaid: 90_000, amountDue: 90_000 })
  })

  it('skips a paused schedule, and a resumed one skips the periods that passed while it was paused', async () => {
    const { id } = await schedule({ startDate: monthStart(-2), status: 'paused' })
    await generateRecurringInvoices(await newReq(), now)
    expect(await invoicesOf(id)).toHaveLength(0)
    const resumed = await rest('PATCH', `/recurring-invoices/${id}`, { token: owner.token, json: { status: 'active' } })
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200)
    await generateRecurringInvoices(await newReq(), now)
    expect(await invoicesOf(id)).toHaveLength(0)
    // Next month's period comes as usual.
    const nextMonth = new Date(Date.parse(monthStart(1)) + DAY)
    await generateRecurringInvoices(await newReq(), nextMonth)
    expect((await invoicesOf(id)).map((invoice) => invoice.period)).toEqual([periodOf(nextMonth)])
  })

  it('ends a schedule when its end date has passed, after its last period', async () => {
    const { id } = await schedule({ startDate: monthStart(-2), endDate: new Date(Date.parse(monthStart(-1)) + 14 * DAY).toISOString() })
    await generateRecurringInvoices(await newReq(), now)
    expect((await invoicesOf(id)).map((invoice) => invoice.period)).toEqual([periodOf(new Date(monthStart(-2))), periodOf(new Date(monthStart(-1)))])
    expect(await recurringOf(id)).toMatchObject({ status: 'ended', lastPeriod: periodOf(new Date(monthStart(-1))) })
    await generateRecurringInvoices(await newReq(), new Date(Date.parse(monthStart(2)) + DAY))
    expect(await invoicesOf(id)).toHaveLength(2)
    // An ended schedule stays ended.
    expect((await rest('PATCH', `/recurring-invoices/${id}`, { token: owner.token, json: { status: 'active' } })).status).toBe(409)
  })

  it('leaves out methods switched off since the schedule was saved, and creates nothing when none is left', async () => {
    const { id } = await schedule({ startDate: monthStart(0), paymentMethods: ['zelle', 'check'] })
    const account = (await payload.find({ collection: 'accounts', where: { organization: { equals: owner.organization.id } }, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'accounts', id: account.id, data: { manual: { enabled: false } }, overrideAccess: true })
    try {
      await generateRecurringInvoices(await newReq(), now)
      expect((await invoicesOf(id)).map((invoice) => invoice.paymentMethods)).toEqual([['zelle']])
      const { id: checkOnly } = await schedule({ startDate: monthStart(-1), paymentMethods: ['zelle'] })
      await payload.update({ collection: 'accounts', id: account.id, data: { zelle: { enabled: false } }, overrideAccess: true })
      await generateRecurringInvoices(await newReq(), now)
      expect(await invoicesOf(checkOnly)).toHaveLength(0)
      expect((await recurringOf(checkOnly)).lastPeriod ?? null).toBeNull()
    } finally {
      await payload.update({ collection: 'accounts', id: account.id, data: { manual: { enabled: true }, zelle: { enabled: true } }, overrideAccess: true })
    }
  })

  it('refuses methods the operating account does not offer when a schedule is saved, and a tenant cannot create one', async () => {
    const venmo = await rest('POST', '/recurring-invoices', {
      token: owner.token,
      json: { lease: held.lease.id, dayOfMonth: 3, startDate: monthStart(1), dueDays: 0, category: 'rent', paymentMethods: ['venmo'], items: [{ name: 'Rent', description: 'x', amount: 100, quantity: 1 }] },
    })
    expect(venmo.status).toBe(400)
    expect(fieldErrors(venmo.body).paymentMethods).toBe(invoiceMessages.methodNotEnabled)
    const tenant = await rest('POST', '/recurring-invoices', {
      token: held.tenant.token,
      json: { lease: held.lease.id, dayOfMonth: 3, startDate: monthStart(1), dueDays: 0, category: 'rent', paymentMethods: ['zelle'], items: [{ name: 'Rent', description: 'x', amount: 100, quantity: 1 }] },
    })
    expect(tenant.status).toBeGreaterThanOrEqual(400)
    expect(tenant.status).toBeLessThan(500)
  })
})

describe("'Invoice Received'", () => {
  it('tells the lease tenants of every new invoice: generated, one-time and security deposit; not the landlord', async () => {
    const { id } = await schedule({ startDate: monthStart(0), items: [{ name: 'Storage', description: 'Locker', amount: 2_500, quantity: 1 }] })
    await generateRecurringInvoices(await newReq(), now)
    const [generated] = await invoicesOf(id)
    const oneTime = await rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate: new Date(Date.now() + 3 * DAY).toISOString(), category: 'fee', paymentMethods: ['zelle'], items: [{ name: 'Key', description: 'Replacement', amount: 1_500, quantity: 1 }] } })
    expect(oneTime.status).toBe(201)
    const deposit = await payload.create({
      collection: 'invoices',
      data: { kind: 'security-deposit', organization: owner.organization.id, lease: held.lease.id, dueDate: new Date(Date.now() + 7 * DAY).toISOString(), category: 'other', paymentMethods: ['zelle'], items: [{ name: 'Security deposit', description: 'Held', amount: 100_000, quantity: 1 }] },
      overrideAccess: true,
    })
    for (const invoice of [generated!.id, oneTime.body.doc.id, deposit.id]) {
      const received = await notificationsOf(invoice, 'invoice:received')
      expect(received.map((notification) => notification.recipient)).toEqual([held.tenant.user.id])
    }
    // Updates do not announce it again.
    await rest('PATCH', `/invoices/${oneTime.body.doc.id}`, { token: owner.token, json: { memo: 'Second key' } })
    expect(await notificationsOf(oneTime.body.doc.id, 'invoice:received')).toHaveLength(1)
    const mine = await rest('GET', '/notifications', { token: held.tenant.token, query: { where: { invoice: { equals: oneTime.body.doc.id } } } })
    expect(mine.body.docs.map((notification: { event: string }) => notification.event)).toEqual(['invoice:received'])
  })
})

describe('markOverdueInvoices', () => {
  it('marks past-due invoices overdue and tells tenants and owners once, even run twice and at once', async () => {
    const create = (dueDate: string, amount = 4_000) =>
      rest('POST', '/invoices', { token: owner.token, json: { lease: held.lease.id, dueDate, category: 'utility', paymentMethods: ['zelle', 'check'], items: [{ name: 'Water', description: 'Bill', amount, quantity: 1 }] } }).then((response) => {
        expect(response.status, JSON.stringify(response.body)).toBe(201)
        return response.body.doc as { id: number; status: string }
      })
    // Written while it was still due in the future; its due date has passed since.
    const lapsed = await create(new Date(Date.now() + 10 * DAY).toISOString())
    await payload.db.updateOne({ collection: 'invoices', where: { id: { equals: lapsed.id } }, data: { dueDate: new Date(Date.now() - 3 * DAY).toISOString() }, options: { atomic: true } })
    expect((await payload.findByID({ collection: 'invoices', id: lapsed.id, depth: 0, overrideAccess: true })).status).toBe('open')
    const dueToday = await create(new Date().toISOString())
    const paid = await create(new Date(Date.now() - 5 * DAY).toISOString(), 1_000)
    expect((await rest('POST', '/payments', { token: owner.token, json: { invoice: paid.id, method: 'check', amount: 1_000 } })).status).toBe(201)
    const voided = await create(new Date(Date.now() - 5 * DAY).toISOString(), 1_000)
    expect((await rest('PATCH', `/invoices/${voided.id}`, { token: owner.token, json: { voided: true } })).status).toBe(200)

    await Promise.all([markOverdueInvoices(await newReq()), markOverdueInvoices(await newReq())])
    await markOverdueInvoices(await newReq())

    const status = async (id: number) => (await payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true })).status
    expect(await status(lapsed.id)).toBe('overdue')
    expect(await status(dueToday.id)).toBe('open')
    expect(await status(paid.id)).toBe('paid')
    expect(await status(voided.id)).toBe('void')
    const overdue = await notificationsOf(lapsed.id, 'invoice:payment-overdue')
    expect(overdue.map((notification) => notification.recipient).sort()).toEqual([held.tenant.user.id, owner.user.id].sort())
    for (const quiet of [dueToday.id, paid.id, voided.id]) expect(await notificationsOf(quiet, 'invoice:payment-overdue')).toHaveLength(0)
  })
})
