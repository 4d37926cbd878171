import { matchRoutes } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import routes from '~/routes'
import { loader as invoicesIndexLoader } from '~/routes/app/tenant/invoices'
import { action as invoiceAction, loader as invoiceLoader } from '~/routes/app/tenant/invoices.$invoiceId'
import { loader as leasesLoader } from '~/routes/app/tenant/leases'
import { loader as leaseOverviewLoader } from '~/routes/app/tenant/leases.$leaseId/_index'
import { tenantInvoiceMessages } from '~/features/invoices/tenant-invoice-payment'
import { observeApiCalls } from '~/utils/api.server'
import { MAX_LIMIT } from '~/utils/api-query.server'
import { invoiceFlowMessages } from '@api/collections/Invoices/endpoints/shared'
import type { Organization } from '@api/payload-types'
import { presentNotification } from '@common/notifications'
import { rest, restMultipart } from './rest'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { account, fieldErrors, formErrors, routeRunner, runRoute, type Account } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The tenant's side of an invoice through the pages (as a browser without
 * JavaScript uses them): the invoice page shows the landlord's Zelle handle, the mailing
 * address and the amounts; 'Mark as sent' posts to the API and comes back waiting for the
 * landlord; a denial shows as not received; the lease page and the leases list show what
 * is due; another tenant or landlord gets the 404 page; /tenant/invoices redirects.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let other: Awaited<ReturnType<typeof leaseWithTenant>>
let tenant: Account
let otherTenant: Account

const ZELLE = 'rent@tia-landlord.example'
const MAILING = 'Tia Rentals, PO Box 77, Austin, TX 78701'
const run = routeRunner(() => tenant)
const asTenant = { role: 'tenant' as const }
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function newInvoice({ amount = 125_000, days = 7, lease = held.lease.id, methods = ['zelle', 'check'], description = 'April rent' } = {}) {
  const response = await rest('POST', '/invoices', {
    token: owner.token,
    json: { lease, dueDate: dueIn(days), category: 'rent', paymentMethods: methods, items: [{ name: 'Rent', description, amount, quantity: 1 }] },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number }
}

const invoicePath = (id: number) => `/app/tenant/invoices/${id}`
const openInvoice = (id: number, who: Account = tenant) => run(invoiceLoader, invoicePath(id), { ...asTenant, who, params: { invoiceId: String(id) } })
const markSent = (id: number, form: Record<string, string>) =>
  run(invoiceAction, invoicePath(id), { ...asTenant, params: { invoiceId: String(id) }, form: { intent: 'mark-sent', ...form } })

beforeAll(async () => {
  owner = await signedInLandlord('tenant-invoices')
  held = await leaseWithTenant(owner.organization.id, 'Tia')
  other = await leaseWithTenant(owner.organization.id, 'Uma')
  tenant = account(held.tenant)
  otherTenant = account(other.tenant)
  const created = await rest('POST', '/accounts', {
    token: owner.token,
    json: { zelle: { enabled: true, handle: ZELLE }, manual: { enabled: true, methods: ['check'], address: MAILING } },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
})

describe('the tenant invoice page', () => {
  it("shows the landlord's Zelle handle, the mailing address, the home, the amounts and the attachments", async () => {
    const invoice = await newInvoice({ amount: 98_765 })
    const upload = await restMultipart('POST', '/files', {
      token: owner.token,
      files: [{ bytes: samplePdf('Water bill'), name: 'water-bill.pdf', type: 'application/pdf' }],
      payload: { kind: 'invoice', invoice: invoice.id, nickname: 'Water bill' },
    })
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)

    const page = await openInvoice(invoice.id)
    expect(page.status).toBe(200)
    expect(page.data.invoice).toMatchObject({
      id: invoice.id,
      status: 'open',
      total: 98_765,
      amountPaid: 0,
      amountRefunded: 0,
      amountDue: 98_765,
      payable: 98_765,
      paymentMethods: ['zelle', 'check'],
      offlineMethods: [
        { method: 'zelle', handle: ZELLE, address: null },
        { method: 'check', handle: null, address: MAILING },
      ],
      cardMethods: [],
      waiting: null,
      notReceived: null,
      unitAddress: { street: 'Tia 9 Oak Street, Tia A', locality: 'Austin, TX 78701' },
      items: [{ name: 'Rent', description: 'April rent', amount: 98_765, quantity: 1 }],
      from: { organizationName: expect.any(String) },
    })
    expect(page.data.files).toEqual([expect.objectContaining({ nickname: 'Water bill', filename: expect.stringMatching(/\.pdf$/) })])
    // Stripe is not configured in the tests: no card payment is offered.
    expect(page.data.publishableKey).toBeNull()
  })

  it('is the not-found page for a tenant of another lease, for another landlord, and for an id that is no invoice', async () => {
    const invoice = await newInvoice()
    expect((await openInvoice(invoice.id, otherTenant)).status).toBe(404)
    const stranger = account(await signedInLandlord('tenant-invoices-stranger'))
    expect((await openInvoice(invoice.id, stranger)).status).toBe(404)
    expect((await run(invoiceLoader, '/app/tenant/invoices/abc', { ...asTenant, params: { invoiceId: 'abc' } })).status).toBe(404)
    // Nor can the other tenant mark it sent.
    const posted = await run(invoiceAction, invoicePath(invoice.id), { ...asTenant, who: otherTenant, params: { invoiceId: String(invoice.id) }, form: { intent: 'mark-sent', method: 'zelle' } })
    expect(posted.status).toBe(404)
    expect((await openInvoice(invoice.id)).data.invoice.payments).toEqual([])
  })
})

describe('mark as sent', () => {
  it('posts to the API, comes back to the invoice with a toast, and the page waits for the landlord; not received shows', async () => {
    const invoice = await newInvoice({ amount: 45_000 })
    const sent = await markSent(invoice.id, { method: 'zelle', note: 'Zelle confirmation 7781' })
    expect(sent).toMatchObject({ status: 302, location: invoicePath(invoice.id), toast: { type: 'success', title: 'Payment marked sent' } })

    const waiting = (await openInvoice(invoice.id)).data.invoice
    expect(waiting).toMatchObject({ status: 'open', amountDue: 45_000, payable: 0, waiting: { method: 'zelle', amount: 45_000 }, notReceived: null })
    expect(waiting.payments).toEqual([expect.objectContaining({ method: 'zelle', amount: 45_000, status: 'pending', note: 'Zelle confirmation 7781' })])
    expect(tenantInvoiceMessages.waiting).toBe('Payment marked sent — waiting for your landlord to confirm')

    // A second 'Mark as sent' is refused with the API's message, not a second payment.
    const again = await markSent(invoice.id, { method: 'zelle' })
    expect(again.status).toBe(409)
    expect(formErrors(again)).toEqual([invoiceFlowMessages.alreadyMarkedSent])

    // The landlord did not receive it: the page says so, and the tenant may send it again.
    const paymentId = waiting.payments[0].id
    const denied = await rest('POST', `/invoices/${invoice.id}/not-received`, { token: owner.token, json: { paymentId } })
    expect(denied.status, JSON.stringify(denied.body)).toBe(200)
    const afterDenial = (await openInvoice(invoice.id)).data.invoice
    expect(afterDenial).toMatchObject({ payable: 45_000, waiting: null, notReceived: { method: 'zelle', amount: 45_000 } })
    expect(afterDenial.payments).toEqual([expect.objectContaining({ status: 'failed' })])

    // Sent again by check, then confirmed: paid, nothing left to pay.
    expect(await markSent(invoice.id, { method: 'check', note: 'Check #312' })).toMatchObject({ status: 302 })
    const checkPayment = (await openInvoice(invoice.id)).data.invoice.payments.find((payment: { status: string }) => payment.status === 'pending')
    expect(checkPayment).toMatchObject({ method: 'check', amount: 45_000 })
    const confirmed = await rest('POST', `/invoices/${invoice.id}/confirm-payment`, { token: owner.token, json: { paymentId: checkPayment.id } })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect((await openInvoice(invoice.id)).data.invoice).toMatchObject({ status: 'paid', amountPaid: 45_000, amountDue: 0, payable: 0, waiting: null, notReceived: null })
  })

  it('refuses a missing or unoffered method next to the field; nothing is created', async () => {
    const invoice = await newInvoice({ methods: ['zelle'] })
    const missing = await markSent(invoice.id, { note: 'no method' })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing).method).toEqual([tenantInvoiceMessages.methodRequired])
    // Venmo is a method the form knows but this invoice does not offer: the API's refusal, by the field.
    const unoffered = await markSent(invoice.id, { method: 'venmo' })
    expect(unoffered.status).toBe(400)
    expect(fieldErrors(unoffered).method).toEqual([invoiceFlowMessages.methodInvalid])
    const tooLong = await markSent(invoice.id, { method: 'zelle', note: 'x'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect(fieldErrors(tooLong).note).toEqual([tenantInvoiceMessages.noteTooLong])
    expect((await openInvoice(invoice.id)).data.invoice.payments).toEqual([])
  })
})

describe('the lease page and the leases list', () => {
  it('lists the lease’s invoices, unpaid first (soonest due on top), then paid ones; the list shows what is due per lease in one call', async () => {
    const lease = await leaseWithTenant(owner.organization.id, 'Vic')
    const vic = account(lease.tenant)
    const later = await newInvoice({ lease: lease.lease.id, amount: 20_000, days: 20, description: 'Later' })
    const sooner = await newInvoice({ lease: lease.lease.id, amount: 30_000, days: 3, description: 'Sooner' })
    const paid = await newInvoice({ lease: lease.lease.id, amount: 10_000, days: 1, description: 'Settled' })
    const recorded = await rest('POST', '/payments', { token: owner.token, json: { invoice: paid.id, method: 'check', amount: 10_000, paidAt: new Date().toISOString() } })
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201)
    // Another lease's invoice never shows here.
    await newInvoice({ amount: 99_999 })

    const overview = await run(leaseOverviewLoader, `/app/tenant/leases/${lease.lease.id}`, { ...asTenant, who: vic, params: { leaseId: String(lease.lease.id) } })
    expect(overview.status).toBe(200)
    const { invoices } = overview.data
    expect(invoices.unpaid.map((invoice: { id: number }) => invoice.id)).toEqual([sooner.id, later.id])
    expect(invoices.unpaid[0]).toMatchObject({ title: 'Rent · Sooner', status: 'open', amountDue: 30_000, total: 30_000 })
    expect(invoices.amountDue).toBe(50_000)
    expect(invoices.settled).toEqual({ page: 1, hasNextPage: false, invoices: [expect.objectContaining({ id: paid.id, status: 'paid', amountDue: 0 })] })

    // Another tenant's lease page: the API answers no invoices of a lease it does not hold.
    const foreign = await run(leaseOverviewLoader, `/app/tenant/leases/${lease.lease.id}`, { ...asTenant, params: { leaseId: String(lease.lease.id) } })
    expect(foreign.data.invoices).toMatchObject({ unpaid: [], amountDue: 0, settled: { invoices: [], hasNextPage: false } })

    const { result, calls } = await observeApiCalls(() => runRoute(leasesLoader, '/app/tenant/leases', { ...asTenant, who: vic }))
    expect(result.data.leases).toEqual([expect.objectContaining({ id: lease.lease.id, amountDue: 50_000, unpaidInvoices: 2 })])
    expect(calls.filter((call) => call.path === '/api/invoices')).toHaveLength(1)
    // Every call stays within the HTTP API's page cap (with API_URL set, a bigger limit is refused).
    for (const call of calls) expect(Number(new URLSearchParams(call.query).get('limit') ?? 0), `${call.path}${call.query}`).toBeLessThanOrEqual(MAX_LIMIT)
  })

  it('/app/tenant/invoices redirects to the leases, which open the only one', async () => {
    expect(await run(invoicesIndexLoader, '/app/tenant/invoices', asTenant)).toMatchObject({ status: 302, location: '/app/tenant/leases?allow-redirect=true' })
  })
})

describe('notifications', () => {
  it("a tenant's invoice notification opens the tenant invoice page (its trailing slash included)", () => {
    const view = presentNotification({ id: 1, category: 'tenant', event: 'invoice:received', invoice: 41, createdAt: new Date().toISOString(), markedRead: false })
    expect(view?.destination).toBe('/app/tenant/invoices/41/')
    const matched = matchRoutes(routes as never, view!.destination)
    expect(matched?.at(-1)).toMatchObject({ params: { invoiceId: '41' }, route: { file: 'routes/app/tenant/invoices.$invoiceId.tsx' } })
    expect(matchRoutes(routes as never, '/app/tenant/invoices/')?.at(-1)?.route).toMatchObject({ file: 'routes/app/tenant/invoices.ts' })
  })
})
