import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loader as apiLoader } from '~/routes/api.$'
import { LineItemSchema } from '~/features/invoices/invoice-forms'
import { queryMessages } from '~/utils/api-query.server'
import { clientIpContext } from '~/utils/security.server'
import { invoiceMessages } from '@common/invoices'
import { MAX_CENTS, MAX_PAGE_SIZE } from '@common/limits'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { signedInLandlord } from './support/users'

/**
 * The limits of common/limits.ts hold on both sides with the same messages: the web app's
 * zod schema and the REST API agree on a line item's quantity (at most three decimals,
 * more than 0, at most 1,000,000) and its amount (at most MAX_CENTS), and the API serves
 * pages of at most MAX_PAGE_SIZE.
 */
let token: string
let lease: number

beforeAll(async () => {
  const owner = await signedInLandlord('limits-owner')
  token = owner.token
  const account = await rest('POST', '/accounts', { token, json: { manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
  lease = (await leaseWithTenant(owner.organization.id, 'Limits')).lease.id
})

const createInvoice = (item: { amount: number; quantity: number }) =>
  rest('POST', '/invoices', {
    token,
    json: { lease, dueDate: new Date().toISOString(), category: 'other', paymentMethods: ['cash'], items: [{ name: 'Item', description: 'Limits test', ...item }] },
  })

const fieldErrors = (body: any): Array<{ path: string; message: string }> => body.errors?.[0]?.data?.errors ?? []

/** What the app's form says about a typed line item, by field (null when it passes). */
function formSays(item: { amount: string; quantity: string }) {
  const parsed = LineItemSchema.safeParse({ name: 'Item', description: 'Limits test', ...item })
  if (parsed.success) return null
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('quantity: the same rule and message in the form and the API', () => {
  it('the API refuses a fourth decimal with the form\'s message', async () => {
    expect(formSays({ amount: '10', quantity: '1.0001' })).toEqual({ quantity: invoiceMessages.validNumber })
    const refused = await createInvoice({ amount: 1_000, quantity: 1.0001 })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual([expect.objectContaining({ path: 'items.0.quantity', message: invoiceMessages.validNumber })])
  })

  it('both accept three decimals, 1.001 included (1.001 × 1000 is not 1001 in floating point)', async () => {
    expect(formSays({ amount: '10', quantity: '1.001' })).toBeNull()
    expect(LineItemSchema.parse({ name: 'Item', description: 'Limits test', amount: '10', quantity: '1.001' })).toMatchObject({ amount: 1_000, quantity: 1.001 })
    const created = await createInvoice({ amount: 1_000, quantity: 1.001 })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.doc.total).toBe(1_001)
  })

  it('both refuse zero and more than 1,000,000 as not positive', async () => {
    for (const quantity of [0, 1_000_000.001]) {
      expect(formSays({ amount: '10', quantity: String(quantity) })).toEqual({ quantity: invoiceMessages.quantityPositive })
      const refused = await createInvoice({ amount: 1_000, quantity })
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused.body)).toEqual([expect.objectContaining({ path: 'items.0.quantity', message: invoiceMessages.quantityPositive })])
    }
  })
})

describe('money maximum', () => {
  it('the form and the API accept MAX_CENTS and refuse a cent more', async () => {
    expect(formSays({ amount: (MAX_CENTS / 100).toFixed(2), quantity: '1' })).toBeNull()
    expect(formSays({ amount: ((MAX_CENTS + 1) / 100).toFixed(2), quantity: '1' })).toEqual({ amount: invoiceMessages.validNumber })
    expect((await createInvoice({ amount: MAX_CENTS, quantity: 1 })).status).toBe(201)
    const refused = await createInvoice({ amount: MAX_CENTS + 1, quantity: 1 })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual([expect.objectContaining({ path: 'items.0.amount', message: invoiceMessages.amountPositive })])
  })
})

describe('page size cap', () => {
  const get = async (query: string) => {
    const context = new RouterContextProvider()
    context.set(clientIpContext, '203.0.113.7')
    const request = new Request(`http://localhost/api/invoices?${query}`, { headers: { Authorization: `JWT ${token}` } })
    return (await apiLoader({ request, context, params: { '*': 'invoices' } } as unknown as Parameters<typeof apiLoader>[0])) as Response
  }

  it('serves MAX_PAGE_SIZE and refuses one more, 0 and pagination=false without a limit', async () => {
    expect((await get(`limit=${MAX_PAGE_SIZE}&depth=0`)).status).toBe(200)
    expect((await get(`limit=${MAX_PAGE_SIZE}&depth=0&pagination=false`)).status).toBe(200)
    for (const query of [`limit=${MAX_PAGE_SIZE + 1}`, 'limit=0', 'pagination=false', `pagination=false&limit=${MAX_PAGE_SIZE + 1}`]) {
      const response = await get(query)
      expect(response.status, query).toBe(400)
    }
    expect(await (await get(`limit=${MAX_PAGE_SIZE + 1}`)).json()).toMatchObject({ errors: [{ message: queryMessages.limit }] })
    expect(queryMessages.limit).toContain(`between 1 and ${MAX_PAGE_SIZE}`)
  })
})
