import type { RouterContextProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loader as invoicesIndexLoader } from '~/routes/app/landlord/invoices'
import { action as invoiceAction, loader as invoiceLoader } from '~/routes/app/landlord/invoices.$invoiceId'
import { setAnalyticsSink, type AnalyticsEvent } from '~/utils/analytics.server'
import { oneTimePaymentAction, oneTimePaymentLoaderData } from '~/features/invoices/invoices.server'
import { fileMessages } from '@common/files'
import { invoiceMessages } from '@common/invoices'
import { rest } from './rest'
import { STRIPE_TEST_ENV } from './mocks/stripe'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, formErrors, routeRunner, type Account, type FormFields } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * Through the pages, as a browser without JavaScript posts them: the one-time
 * payment drawer (every product-spec §5 rule's message, nothing saved on refusal, the 50-cent rule
 * with card, the redirect with its origin link, the attachment and its failure), and the
 * invoice page (record a payment, confirm what the tenant marked sent, refund, void).
 */
let landlord: Account
let stranger: Account
let organization: number
let held: Awaited<ReturnType<typeof leaseWithTenant>>
const run = routeRunner(() => landlord)
const tracked: Array<{ event: AnalyticsEvent; properties: Record<string, unknown> }> = []

/** The drawer's action as a page's action delegates to it. */
const drawerAction = async ({ context, request }: { context: RouterContextProvider; request: Request }) => oneTimePaymentAction(context, request, await request.formData())
const drawerLoader = async ({ context, request }: { context: RouterContextProvider; request: Request }) => oneTimePaymentLoaderData(context, request)

const ORIGIN = '/app/landlord/transactions'
const pdf = (name = 'bill.pdf') => new File([new Uint8Array(samplePdf())], name, { type: 'application/pdf' })
const valid = (overrides: FormFields = {}): FormFields => ({
  intent: 'one-time-payment',
  origin: ORIGIN,
  lease: String(held.lease.id),
  'items[0].name': 'Repair',
  'items[0].description': 'Broken window',
  'items[0].amount': '125.50',
  'items[0].quantity': '2',
  dueDays: '10',
  paymentMethods: ['zelle'],
  category: 'repair',
  ...overrides,
})

const invoiceCount = async () => (await testPayload()).count({ collection: 'invoices', where: { organization: { equals: organization } }, overrideAccess: true }).then((result) => result.totalDocs)

beforeAll(async () => {
  const [owner, other] = await Promise.all([signedInLandlord('invoice-pages'), signedInLandlord('invoice-pages-other')])
  landlord = account(owner)
  stranger = account(other)
  organization = owner.organization.id
  held = await leaseWithTenant(organization, 'Hal')
  const created = await rest('POST', '/accounts', { token: owner.token, json: { zelle: { enabled: true, handle: 'pay@example.com' }, manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  setAnalyticsSink((event, properties) => tracked.push({ event, properties }))
})

afterAll(() => setAnalyticsSink(() => {}))
afterEach(() => vi.unstubAllEnvs())

describe('the one-time payment drawer', () => {
  it("loads the organization's leases and the methods its operating account offers, only when it is open", async () => {
    expect((await run(drawerLoader, '/app/landlord/transactions')).data).toBeNull()
    const open = await run(drawerLoader, `/app/landlord/transactions?d=one-time-payment&lease=${held.lease.id}`)
    expect(open.data.methods).toEqual(['zelle', 'cash', 'check'])
    expect(open.data.lease).toBe(held.lease.id)
    expect(open.data.leases.map((lease: { id: number }) => lease.id)).toEqual([held.lease.id])
    // Another landlord has no operating account (Save disabled) and none of these leases.
    const theirs = await run(drawerLoader, `/app/landlord/transactions?d=one-time-payment&lease=${held.lease.id}`, { who: stranger })
    expect(theirs.data).toEqual({ leases: [], methods: [], lease: null })
  })

  it("refuses every rule of product-spec §5 with the spec's message next to its field; nothing is saved", async () => {
    const before = await invoiceCount()
    const empty = await run(drawerAction, ORIGIN, { form: { intent: 'one-time-payment', origin: ORIGIN, 'items[0].name': '' } })
    expect(empty.status).toBe(400)
    const errors = fieldErrors(empty)
    expect(errors.lease).toEqual([invoiceMessages.leaseRequired])
    expect(errors['items[0].name']).toEqual([invoiceMessages.nameRequired])
    expect(errors['items[0].description']).toEqual([invoiceMessages.descriptionRequired])
    expect(errors['items[0].amount']).toEqual([invoiceMessages.amountRequired])
    expect(errors['items[0].quantity']).toEqual([invoiceMessages.quantityRequired])
    expect(errors.dueDays).toEqual([invoiceMessages.dueDaysRequired])
    expect(errors.paymentMethods).toEqual([invoiceMessages.paymentMethodsRequired])
    expect(errors.category).toEqual([invoiceMessages.categoryRequired])

    const bad = await run(drawerAction, ORIGIN, { form: valid({ 'items[0].amount': '0', 'items[0].quantity': '-1', dueDays: '1.5' }) })
    expect(fieldErrors(bad)['items[0].amount']).toEqual([invoiceMessages.amountPositive])
    expect(fieldErrors(bad)['items[0].quantity']).toEqual([invoiceMessages.quantityPositive])
    expect(fieldErrors(bad).dueDays).toEqual([invoiceMessages.dueDaysInvalid])
    const words = await run(drawerAction, ORIGIN, { form: valid({ 'items[0].amount': 'ten', 'items[0].quantity': 'two' }) })
    expect(fieldErrors(words)['items[0].amount']).toEqual([invoiceMessages.validNumber])
    expect(fieldErrors(words)['items[0].quantity']).toEqual([invoiceMessages.validNumber])
    const noItems = await run(drawerAction, ORIGIN, { form: { ...valid(), 'items[0].name': [], 'items[0].description': [], 'items[0].amount': [], 'items[0].quantity': [] } })
    expect(fieldErrors(noItems).items).toEqual([invoiceMessages.itemsRequired])
    const wrongType = await run(drawerAction, ORIGIN, { form: valid({ file: new File([new Uint8Array([1, 2, 3])], 'notes.exe') }) })
    expect(fieldErrors(wrongType).file).toEqual([fileMessages.fileTypeInvalid])

    // The API's own refusals reach the field too: a method the account does not offer, another landlord's lease.
    const venmo = await run(drawerAction, ORIGIN, { form: valid({ paymentMethods: ['venmo'] }) })
    expect(venmo.status).toBe(400)
    expect(fieldErrors(venmo).paymentMethods).toEqual([invoiceMessages.methodNotEnabled])
    const foreign = await run(drawerAction, ORIGIN, { who: stranger, form: valid() })
    expect(foreign.status).toBe(400)
    expect(Object.keys(fieldErrors(foreign))).toContain('paymentMethods')
    expect(await invoiceCount()).toBe(before)
  })

  it('adds, moves and removes line items without JavaScript: the form comes back changed, with what was typed', async () => {
    const added = await run(drawerAction, ORIGIN, { form: { ...valid(), __intent__: JSON.stringify({ type: 'insert', payload: { name: 'items' } }) } })
    expect(added.status).toBe(200)
    const addedItems = added.data.result.initialValue.items
    expect(addedItems).toHaveLength(2)
    expect(addedItems[0]).toMatchObject({ name: 'Repair', amount: '125.50' })
    const moved = await run(drawerAction, ORIGIN, {
      form: { ...valid({ 'items[1].name': 'Glass', 'items[1].description': 'Pane' }), __intent__: JSON.stringify({ type: 'reorder', payload: { name: 'items', from: 1, to: 0 } }) },
    })
    expect(moved.data.result.initialValue.items.map((item: { name: string }) => item.name)).toEqual(['Glass', 'Repair'])
    const removed = await run(drawerAction, ORIGIN, {
      form: { ...valid({ 'items[1].name': 'Glass', 'items[1].description': 'Pane' }), __intent__: JSON.stringify({ type: 'remove', payload: { name: 'items', index: 0 } }) },
    })
    expect(removed.data.result.initialValue.items.map((item: { name: string }) => item.name)).toEqual(['Glass'])
    expect(removed.data.result.initialValue.lease).toBe(String(held.lease.id))
  })

  it('refuses 0.40 USD with card allowed (product-spec §5, §9), offers card only with Stripe and an active capability', async () => {
    for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'accounts', where: { organization: { equals: organization } }, overrideAccess: true, limit: 1 })
    await payload.update({
      collection: 'accounts',
      id: docs[0]!.id,
      data: { card: { enabled: true, accountId: 'acct_test_pages', chargesEnabled: true, payoutsEnabled: true, capabilities: { cardPayments: 'active', usBankAccountAchPayments: 'inactive' } } },
      overrideAccess: true
    })
    try {
      const open = await run(drawerLoader, '/app/landlord/transactions?d=one-time-payment')
      expect(open.data.methods).toEqual(['card', 'zelle', 'cash', 'check'])
      const before = await invoiceCount()
      const refused = await run(drawerAction, ORIGIN, { form: valid({ 'items[0].amount': '0.40', 'items[0].quantity': '1', paymentMethods: ['card', 'zelle'] }) })
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused).paymentMethods).toEqual([invoiceMessages.minimumCardTotal])
      // Exactly 50 cents is not "more than 50 cents" either; 51 is.
      const fifty = await run(drawerAction, ORIGIN, { form: valid({ 'items[0].amount': '0.25', 'items[0].quantity': '2', paymentMethods: ['card'] }) })
      expect(fieldErrors(fifty).paymentMethods).toEqual([invoiceMessages.minimumCardTotal])
      expect(await invoiceCount()).toBe(before)
      const accepted = await run(drawerAction, ORIGIN, { form: valid({ 'items[0].amount': '0.51', 'items[0].quantity': '1', paymentMethods: ['card'] }) })
      expect(accepted.status, JSON.stringify(accepted.data)).toBe(302)
    } finally {
      await payload.update({ collection: 'accounts', id: docs[0]!.id, data: { card: { enabled: false, accountId: null, chargesEnabled: false } }, overrideAccess: true })
    }
  })

  it('creates the invoice, attaches the file, records the event and goes to the invoice page with the origin link', async () => {
    tracked.length = 0
    const created = await run(drawerAction, ORIGIN, { form: valid({ file: pdf('window.pdf') }) })
    expect(created.status, JSON.stringify(created.data)).toBe(302)
    const match = /^\/app\/landlord\/invoices\/(\d+)\?origin=(.+)$/.exec(created.location ?? '')
    expect(match, created.location ?? '').not.toBeNull()
    expect(decodeURIComponent(match![2]!)).toBe(ORIGIN)
    expect(created.toast).toMatchObject({ type: 'success' })
    const id = Number(match![1])
    const page = await run(invoiceLoader, created.location!, { params: { invoiceId: String(id) } })
    expect(page.data.backHref).toBe(ORIGIN)
    expect(page.data.invoice).toMatchObject({ total: 25_100, amountDue: 25_100, status: 'open', category: 'repair', paymentMethods: ['zelle'] })
    expect(page.data.invoice.items).toEqual([{ name: 'Repair', description: 'Broken window', amount: 12_550, quantity: 2 }])
    const due = new Date(page.data.invoice.dueDate).getTime() - Date.now()
    expect(due).toBeGreaterThan(9 * 86_400_000)
    expect(due).toBeLessThan(11 * 86_400_000)
    expect(page.data.files.map((file: { nickname: string }) => file.nickname)).toEqual(['window.pdf'])
    expect(tracked).toEqual([
      { event: 'PAYMENT_ONE_TIME_CREATED', properties: { invoiceId: id, leaseId: held.lease.id, unitId: held.unit.id, propertyId: held.property.id, category: 'repair' } },
    ])
    // The tenant of the lease sees the attachment with the invoice.
    const files = await rest('GET', '/files', { token: held.tenant.token, query: { where: { invoice: { equals: id } } } })
    expect(files.body.totalDocs).toBe(1)
  })

  it('an attachment the API refuses keeps the invoice and says so on the invoice page', async () => {
    const before = await invoiceCount()
    // Named like a PDF, but its bytes are not: the browser-side check passes, the API's refuses.
    const disguised = new File([new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>'))], 'bill.pdf', { type: 'application/pdf' })
    const created = await run(drawerAction, ORIGIN, { form: valid({ file: disguised }) })
    expect(created.status).toBe(302)
    expect(created.location).toMatch(/^\/app\/landlord\/invoices\/\d+\?origin=/)
    expect(created.toast).toEqual({ type: 'error', title: invoiceMessages.uploadFailed })
    expect(await invoiceCount()).toBe(before + 1)
  })
})

describe('the invoice page', () => {
  async function newInvoice(amount = 10_000) {
    const created = await run(drawerAction, ORIGIN, { form: valid({ 'items[0].amount': (amount / 100).toFixed(2), 'items[0].quantity': '1', paymentMethods: ['zelle', 'cash'] }) })
    return Number(/invoices\/(\d+)/.exec(created.location ?? '')![1])
  }

  it('records a payment (amount defaults to what is payable), refunds it, and shows the amounts; 404 for another landlord', async () => {
    const id = await newInvoice(10_000)
    const path = `/app/landlord/invoices/${id}`
    const params = { invoiceId: String(id) }
    expect((await run(invoiceLoader, path, { params, who: stranger })).status).toBe(404)
    expect((await run(invoiceLoader, '/app/landlord/invoices/abc', { params: { invoiceId: 'abc' } })).status).toBe(404)
    // The lease is named by its title (no nickname: the unit's street), never 'Lease #id'.
    expect((await run(invoiceLoader, path, { params })).data.invoice.lease).toEqual({ id: held.lease.id, title: 'Hal 9 Oak Street, Hal A' })

    const tooMuch = await run(invoiceAction, path, { params, form: { intent: 'record-payment', amount: '100.01', method: 'cash', paidAt: '2026-11-20', returnTo: path } })
    expect(tooMuch.status).toBe(400)
    expect(fieldErrors(tooMuch).amount).toEqual([invoiceMessages.paymentTooLarge])
    const missing = await run(invoiceAction, path, { params, form: { intent: 'record-payment', amount: '', returnTo: path } })
    expect(fieldErrors(missing).amount).toEqual([invoiceMessages.amountRequired])
    const recorded = await run(invoiceAction, path, { params, form: { intent: 'record-payment', amount: '60.00', method: 'cash', paidAt: '2026-11-20', reference: 'Receipt 12', returnTo: path } })
    expect(recorded.status).toBe(302)
    expect(recorded.location).toBe(path)
    let page = (await run(invoiceLoader, path, { params })).data
    expect(page.invoice).toMatchObject({ amountPaid: 6_000, amountDue: 4_000, payable: 4_000, status: 'partially-paid' })
    const payment = page.invoice.payments[0]
    expect(payment).toMatchObject({ method: 'cash', amount: 6_000, status: 'succeeded', reference: 'Receipt 12', refundable: 6_000 })

    const refundTooMuch = await run(invoiceAction, path, { params, form: { intent: 'refund', target: String(payment.id), amount: '60.01', returnTo: path } })
    expect(fieldErrors(refundTooMuch).amount).toEqual([invoiceMessages.refundTooLarge])
    const refunded = await run(invoiceAction, path, { params, form: { intent: 'refund', target: String(payment.id), amount: '20', reason: 'Goodwill', returnTo: path } })
    expect(refunded.status).toBe(302)
    page = (await run(invoiceLoader, path, { params })).data
    expect(page.invoice).toMatchObject({ amountRefunded: 2_000, amountDue: 6_000 })
    expect(page.invoice.payments[0].refunds).toMatchObject([{ amount: 2_000, status: 'succeeded', reason: 'Goodwill' }])

    // An invoice holding money cannot be voided: the API's refusal shows in the dialog.
    const voided = await run(invoiceAction, path, { params, form: { intent: 'invoice-void', returnTo: path } })
    expect(voided.status).toBe(409)
    expect(formErrors(voided)[0]).toMatch(/refund/)
  })

  it('confirms a payment the tenant marked sent, or marks it not received', async () => {
    const id = await newInvoice(8_000)
    const path = `/app/landlord/invoices/${id}`
    const params = { invoiceId: String(id) }
    const sent = await rest('POST', `/invoices/${id}/mark-sent`, { token: held.tenant.token, json: { method: 'zelle' } })
    let page = (await run(invoiceLoader, path, { params })).data
    expect(page.invoice.paymentSent).toMatchObject({ method: 'zelle' })
    const denied = await run(invoiceAction, path, { params, form: { intent: 'not-received', paymentId: String(sent.body.payment.id), returnTo: path } })
    expect(denied.status).toBe(302)
    page = (await run(invoiceLoader, path, { params })).data
    expect(page.invoice.paymentSent).toBeNull()
    expect(page.invoice.payments[0]).toMatchObject({ status: 'failed' })
    const again = await rest('POST', `/invoices/${id}/mark-sent`, { token: held.tenant.token, json: { method: 'zelle' } })
    const confirmed = await run(invoiceAction, path, { params, form: { intent: 'confirm-payment', paymentId: String(again.body.payment.id), returnTo: path } })
    expect(confirmed.status).toBe(302)
    page = (await run(invoiceLoader, path, { params })).data
    expect(page.invoice).toMatchObject({ status: 'paid', amountDue: 0, paymentSent: null })
  })

  it('voids an invoice that holds no money; the invoices index redirects to the transactions', async () => {
    const id = await newInvoice(3_000)
    const path = `/app/landlord/invoices/${id}`
    const voided = await run(invoiceAction, path, { params: { invoiceId: String(id) }, form: { intent: 'invoice-void', returnTo: path } })
    expect(voided.status).toBe(302)
    expect((await run(invoiceLoader, path, { params: { invoiceId: String(id) } })).data.invoice.status).toBe('void')
    const index = await run(invoicesIndexLoader, '/app/landlord/invoices')
    expect(index).toMatchObject({ status: 302, location: '/app/landlord/transactions' })
  })
})
