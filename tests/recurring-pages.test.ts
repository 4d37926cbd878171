import { beforeAll, describe, expect, it } from 'vitest'
import { invoiceMessages } from '@common/invoices'
import { recurringMessages } from '~/features/recurring/recurring-payment-form'
import { loader as indexLoader } from '~/routes/app/landlord/recurring-invoices'
import { action as pageAction, loader as pageLoader } from '~/routes/app/landlord/recurring-invoices.$recurringInvoiceId'
import { action as listAction, loader as listLoader } from '~/routes/app/landlord/transactions.recurring-payments'
import type { Organization } from '@api/payload-types'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, formErrors, routeRunner } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The recurring payment pages through their loaders and actions: the drawer's
 * action creates and edits with field messages on bad input (nothing saved), the list's
 * filters live in the URL, a recurring invoice's page shows its schedule and invoices and
 * pauses, resumes and ends it; another landlord's is a 404.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let stranger: Landlord
let first: Awaited<ReturnType<typeof leaseWithTenant>>
let second: Awaited<ReturnType<typeof leaseWithTenant>>
const run = routeRunner(() => account(owner))
const PATH = '/app/landlord/transactions/recurring-payments'

const today = new Date().toISOString().slice(0, 10)
const validForm = (lease: number, extra: Record<string, string | string[]> = {}) => ({
  intent: 'recurring-payment',
  lease: String(lease),
  'items[0].name': 'Rent',
  'items[0].description': 'Monthly rent',
  'items[0].amount': '1,250.00',
  'items[0].quantity': '1',
  dayOfMonth: '1',
  startDate: today,
  dueDays: '5',
  paymentMethods: ['zelle'],
  category: 'rent',
  ...extra,
})

const countSchedules = async () => (await testPayload()).count({ collection: 'recurring-invoices', where: { organization: { equals: owner.organization.id } }, overrideAccess: true }).then((result) => result.totalDocs)

beforeAll(async () => {
  ;[owner, stranger] = await Promise.all([signedInLandlord('recurring-pages'), signedInLandlord('recurring-stranger')])
  first = await leaseWithTenant(owner.organization.id, 'Pia')
  second = await leaseWithTenant(owner.organization.id, 'Quin')
  const created = await rest('POST', '/accounts', { token: owner.token, json: { zelle: { enabled: true, handle: 'pay@example.com' } } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
})

describe('the recurring payment drawer', () => {
  it('opens from the URL with the leases and the methods, the lease preselected', async () => {
    const page = await run(listLoader, `${PATH}?d=recurring-payment&lease=${second.lease.id}`)
    expect(page.status).toBe(200)
    expect(page.data.recurringPayment).toMatchObject({ methods: ['zelle'], lease: second.lease.id, edit: null })
    expect(page.data.recurringPayment.leases.map((lease: { id: number }) => lease.id).sort()).toEqual([first.lease.id, second.lease.id].sort())
    expect((await run(listLoader, PATH)).data.recurringPayment).toBeNull()
  })

  it('shows the messages next to the fields on bad input and saves nothing', async () => {
    const before = await countSchedules()
    const bad = await run(listAction, `${PATH}?d=recurring-payment`, {
      form: {
        intent: 'recurring-payment',
        lease: '',
        'items[0].name': '',
        'items[0].description': '',
        'items[0].amount': 'abc',
        'items[0].quantity': '0',
        dayOfMonth: '31',
        startDate: today,
        endDate: today,
        dueDays: '-1',
        category: '',
      },
    })
    expect(bad.status).toBe(400)
    const errors = fieldErrors(bad)
    expect(errors.lease).toEqual([invoiceMessages.leaseRequired])
    expect(errors['items[0].name']).toEqual([invoiceMessages.nameRequired])
    expect(errors['items[0].description']).toEqual([invoiceMessages.descriptionRequired])
    expect(errors['items[0].amount']).toEqual([invoiceMessages.validNumber])
    expect(errors['items[0].quantity']).toEqual([invoiceMessages.quantityPositive])
    expect(errors.dayOfMonth).toEqual([recurringMessages.dayOfMonth])
    expect(errors.dueDays).toEqual([invoiceMessages.dueDaysInvalid])
    expect(errors.paymentMethods).toEqual([invoiceMessages.paymentMethodsRequired])
    expect(errors.category).toEqual([invoiceMessages.categoryRequired])
    // The API's refusal reaches the field too: a method the account does not offer.
    const venmo = await run(listAction, `${PATH}?d=recurring-payment`, { form: validForm(first.lease.id, { paymentMethods: ['venmo'] }) })
    expect(venmo.status).toBe(400)
    expect(fieldErrors(venmo).paymentMethods).toEqual([invoiceMessages.methodNotEnabled])
    // An end date on or before the start.
    const reversed = await run(listAction, `${PATH}?d=recurring-payment`, { form: validForm(first.lease.id, { endDate: today }) })
    expect(fieldErrors(reversed).endDate).toEqual([recurringMessages.endAfterStart])
    // Another landlord's lease is not one of ours.
    const foreign = await leaseWithTenant(stranger.organization.id, 'Xan')
    const theirs = await run(listAction, `${PATH}?d=recurring-payment`, { form: validForm(foreign.lease.id) })
    expect(theirs.status).toBe(400)
    expect(Object.keys(fieldErrors(theirs))).toContain('lease')
    expect(await countSchedules()).toBe(before)
  })

  it('adds a line item without JavaScript: the form comes back with the row, nothing saved', async () => {
    const before = await countSchedules()
    const added = await run(listAction, `${PATH}?d=recurring-payment`, { form: { ...validForm(first.lease.id), __intent__: JSON.stringify({ type: 'insert', payload: { name: 'items' } }) } })
    expect(added.status).toBe(200)
    expect(added.data.result.initialValue.items).toHaveLength(2)
    expect(await countSchedules()).toBe(before)
  })

  it('creates a recurring invoice in cents and goes to its page; edits it there', async () => {
    const created = await run(listAction, `${PATH}?d=recurring-payment`, { form: validForm(first.lease.id, { 'items[1].name': 'Parking', 'items[1].description': 'Spot 2', 'items[1].amount': '40', 'items[1].quantity': '2' }) })
    expect(created.status).toBe(302)
    const id = Number(created.location?.match(/\/app\/landlord\/recurring-invoices\/(\d+)$/)?.[1])
    expect(id).toBeGreaterThan(0)
    const doc = await (await testPayload()).findByID({ collection: 'recurring-invoices', id, depth: 0, overrideAccess: true })
    expect(doc).toMatchObject({ lease: first.lease.id, dayOfMonth: 1, dueDays: 5, total: 133_000, status: 'active', paymentMethods: ['zelle'], category: 'rent' })
    expect(doc.items?.map((item) => item.amount)).toEqual([125_000, 4_000])

    const page = await run(pageLoader, `/app/landlord/recurring-invoices/${id}?d=recurring-payment&target=${id}`, { params: { recurringInvoiceId: String(id) } })
    expect(page.status).toBe(200)
    expect(page.data.schedule).toMatchObject({ id, status: 'active', dayOfMonth: 1, total: 133_000, leaseId: first.lease.id })
    expect(page.data.recurringPayment.edit).toMatchObject({ id, lease: String(first.lease.id), dayOfMonth: '1', dueDays: '5', startDate: today })
    expect(page.data.recurringPayment.edit.items[0]).toMatchObject({ name: 'Rent', amount: '1250.00' })

    const edited = await run(pageAction, `/app/landlord/recurring-invoices/${id}?d=recurring-payment&target=${id}`, {
      params: { recurringInvoiceId: String(id) },
      form: validForm(first.lease.id, { id: String(id), dayOfMonth: '15', 'items[0].amount': '1300' }),
    })
    expect(edited.status).toBe(302)
    expect(await (await testPayload()).findByID({ collection: 'recurring-invoices', id, depth: 0, overrideAccess: true })).toMatchObject({ dayOfMonth: 15, total: 130_000 })
  })

  it('pauses, resumes and ends from the page; an ended one cannot restart', async () => {
    const created = await run(listAction, PATH, { form: validForm(second.lease.id, { startDate: '2099-01-01' }) })
    const id = created.location!.split('/').pop()!
    const params = { recurringInvoiceId: id }
    const path = `/app/landlord/recurring-invoices/${id}`
    for (const status of ['paused', 'active', 'ended']) {
      const changed = await run(pageAction, path, { params, form: { intent: 'recurring-status', status } })
      expect(changed.status).toBe(302)
      expect((await run(pageLoader, path, { params })).data.schedule.status).toBe(status)
    }
    const restart = await run(pageAction, path, { params, form: { intent: 'recurring-status', status: 'active' } })
    expect(restart.status).toBe(409)
    expect(formErrors(restart)[0]).toMatch(/ended/)
  })

  it("is a 404 for another landlord's recurring invoice", async () => {
    const created = await run(listAction, PATH, { form: validForm(first.lease.id, { startDate: '2099-02-01' }) })
    const id = created.location!.split('/').pop()!
    const theirs = await run(pageLoader, `/app/landlord/recurring-invoices/${id}`, { params: { recurringInvoiceId: id }, who: account(stranger) })
    expect(theirs.status).toBe(404)
    const pause = await run(pageAction, `/app/landlord/recurring-invoices/${id}`, { params: { recurringInvoiceId: id }, who: account(stranger), form: { intent: 'recurring-status', status: 'paused' } })
    expect(pause.status).toBe(404)
  })
})

describe('the recurring payments list', () => {
  it('lists them with filters in the URL: status, lease, property', async () => {
    const all = await run(listLoader, PATH)
    expect(all.data.rows.length).toBeGreaterThanOrEqual(3)
    const ended = await run(listLoader, `${PATH}?status=ended`)
    expect(ended.data.rows.map((row: { status: string }) => row.status)).toEqual(['ended'])
    expect(ended.data.filters.statuses).toEqual(['ended'])
    const byLease = await run(listLoader, `${PATH}?lease=${second.lease.id}`)
    expect(byLease.data.rows.every((row: { leaseId: number }) => row.leaseId === second.lease.id)).toBe(true)
    expect(byLease.data.rows).toHaveLength(1)
    const byProperty = await run(listLoader, `${PATH}?property=${first.property.id}&status=active`)
    expect(byProperty.data.rows.length).toBeGreaterThanOrEqual(2)
    expect(byProperty.data.rows.every((row: { propertyId: number; status: string }) => row.propertyId === first.property.id && row.status === 'active')).toBe(true)
    // Unknown values are dropped, never an error.
    const junk = await run(listLoader, `${PATH}?status=bogus&lease=abc`)
    expect(junk.data.filters).toEqual({ statuses: [], lease: null, property: null })
    // The dialog's choices are read only while it is open.
    expect(all.data.options).toBeNull()
    const dialog = await run(listLoader, `${PATH}?d=recurring-invoice-filters`)
    expect(dialog.data.options.properties.map(([id]: [string]) => id)).toEqual(expect.arrayContaining([String(first.property.id), String(second.property.id)]))
  })

  it('is reached from /recurring-invoices, its query kept', async () => {
    const redirected = await run(indexLoader, '/app/landlord/recurring-invoices?status=paused')
    expect(redirected.status).toBe(302)
    expect(redirected.location).toBe(`${PATH}?status=paused`)
  })
})
