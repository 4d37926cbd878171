import { beforeAll, describe, expect, it } from 'vitest'
import type { Organization } from '@api/payload-types'
import { loader as indexLoader } from '~/routes/app/landlord/transactions'
import { loader as paidLoader } from '~/routes/app/landlord/transactions.paid-invoices'
import { loader as leaseTabLoader } from '~/routes/app/landlord/leases.$leaseId/transactions'
import { loader as propertyTabLoader } from '~/routes/app/landlord/properties.$propertyId/transactions'
import { loader as unitTabLoader } from '~/routes/app/landlord/units.$unitId/transactions'
import type { InvoiceListData } from '~/features/transactions/transactions.server'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { queryMessages } from '~/utils/api-query.server'
import { leaseWithTenant } from './support/leases'
import { account, routeRunner } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The transactions pages through their real loaders: the organization's charges
 * (never security deposits, never another landlord's), filters read from the URL, the
 * lease, property and unit tabs scoped to theirs, the totals strip, and the paid invoices.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let first: Awaited<ReturnType<typeof leaseWithTenant>>
let second: Awaited<ReturnType<typeof leaseWithTenant>>
let foreignLease: Awaited<ReturnType<typeof leaseWithTenant>>
const run = routeRunner(() => account(owner))

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const ids: Record<string, number> = {}

async function invoice(landlord: Landlord, lease: number, { due, amount, category = 'rent', kind }: { due: number; amount: number; category?: string; kind?: string }) {
  const response = await rest('POST', '/invoices', {
    token: landlord.token,
    json: { lease, kind, dueDate: `${day(due)}T12:00:00.000Z`, category, paymentMethods: ['zelle'], items: [{ name: 'Item', description: `Due ${due}`, amount, quantity: 1 }] },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc.id as number
}

async function pay(landlord: Landlord, invoiceId: number, amount: number) {
  const response = await rest('POST', '/payments', { token: landlord.token, json: { invoice: invoiceId, method: 'zelle', amount } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
}

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('tx-owner'), signedInLandlord('tx-foreign')])
  for (const landlord of [owner, foreign]) {
    const created = await rest('POST', '/accounts', { token: landlord.token, json: { zelle: { enabled: true, handle: 'pay@example.com' } } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
  }
  first = await leaseWithTenant(owner.organization.id, 'Tia')
  second = await leaseWithTenant(owner.organization.id, 'Ugo')
  foreignLease = await leaseWithTenant(foreign.organization.id, 'Vic')
  ids.open = await invoice(owner, first.lease.id, { due: 10, amount: 100_000 })
  ids.overdue = await invoice(owner, first.lease.id, { due: -20, amount: 5_000, category: 'utility' })
  ids.partial = await invoice(owner, second.lease.id, { due: 5, amount: 20_000, category: 'fee' })
  await pay(owner, ids.partial, 5_000)
  ids.paidEarlier = await invoice(owner, second.lease.id, { due: -40, amount: 7_000 })
  await pay(owner, ids.paidEarlier, 7_000)
  ids.paidLater = await invoice(owner, first.lease.id, { due: -2, amount: 3_000, category: 'repair' })
  await pay(owner, ids.paidLater, 3_000)
  ids.deposit = await invoice(owner, first.lease.id, { due: 1, amount: 150_000, kind: 'security-deposit' })
  ids.foreign = await invoice(foreign, foreignLease.lease.id, { due: 3, amount: 9_999 })
})

const listed = (outcome: { data?: unknown }) => (outcome.data as InvoiceListData).rows.map((row) => row.id)

describe('the transactions index', () => {
  it("lists the organization's charges by due date, newest first — no security deposit, nothing of another landlord", async () => {
    const outcome = await run(indexLoader, '/app/landlord/transactions')
    expect(outcome.status).toBe(200)
    expect(listed(outcome)).toEqual([ids.open, ids.partial, ids.paidLater, ids.overdue, ids.paidEarlier])
    const data = outcome.data as InvoiceListData
    const partial = data.rows.find((row) => row.id === ids.partial)!
    expect(partial).toMatchObject({ total: 20_000, amountDue: 15_000, status: 'partially-paid', category: 'fee', tenant: 'Ugo Tenant', leaseId: second.lease.id, propertyId: second.property.id, unitId: second.unit.id })
    expect(partial.unitName).toBe(second.unit.name)
    expect(data).toMatchObject({ page: 1, hasNextPage: false })
    // Open amount due: 100,000 + 5,000 + 15,000; overdue 5,000; paid this month: both paid invoices.
    expect(data.totals).toMatchObject({ openAmountDue: 120_000, openCount: 3, overdueAmount: 5_000, overdueCount: 1, paidThisMonth: 10_000, paidThisMonthCount: 2 })
  })

  it('the other landlord sees only theirs, totals included', async () => {
    const outcome = await run(indexLoader, '/app/landlord/transactions', { who: account(foreign) })
    expect(listed(outcome)).toEqual([ids.foreign])
    expect((outcome.data as InvoiceListData).totals).toMatchObject({ openAmountDue: 9_999, overdueAmount: 0, paidThisMonth: 0 })
  })

  it('filters from the URL: status, category, due dates, property, lease; unknown values are ignored', async () => {
    expect(listed(await run(indexLoader, '/app/landlord/transactions?status=overdue'))).toEqual([ids.overdue])
    expect(listed(await run(indexLoader, '/app/landlord/transactions?status=open&status=partially-paid'))).toEqual([ids.open, ids.partial])
    expect(listed(await run(indexLoader, '/app/landlord/transactions?category=utility'))).toEqual([ids.overdue])
    expect(listed(await run(indexLoader, `/app/landlord/transactions?dueFrom=${day(-25)}&dueTo=${day(0)}`))).toEqual([ids.paidLater, ids.overdue])
    // A reversed range means the same days.
    expect(listed(await run(indexLoader, `/app/landlord/transactions?dueFrom=${day(0)}&dueTo=${day(-25)}`))).toEqual([ids.paidLater, ids.overdue])
    expect(listed(await run(indexLoader, `/app/landlord/transactions?property=${second.property.id}`))).toEqual([ids.partial, ids.paidEarlier])
    expect(listed(await run(indexLoader, `/app/landlord/transactions?lease=${first.lease.id}&status=paid`))).toEqual([ids.paidLater])
    // Another landlord's property as a filter shows nothing of theirs.
    expect(listed(await run(indexLoader, `/app/landlord/transactions?property=${foreignLease.property.id}`))).toEqual([])
    const junk = await run(indexLoader, '/app/landlord/transactions?status=bogus&category=nope&dueFrom=2026-02-31&lease=abc&page=-3&sort=total')
    expect(junk.status).toBe(200)
    expect(listed(junk)).toHaveLength(5)
    expect((junk.data as InvoiceListData).filters).toEqual({ statuses: [], lease: null, property: null, category: null, dueFrom: null, dueTo: null })
  })

  it('sorts by due date ascending on request and pages by 10; a page past the end goes to the last page', async () => {
    expect(listed(await run(indexLoader, '/app/landlord/transactions?sort=dueDate'))).toEqual([ids.paidEarlier, ids.overdue, ids.paidLater, ids.partial, ids.open])
    const page2 = await run(indexLoader, '/app/landlord/transactions?sort=dueDate&page=2')
    expect(page2).toMatchObject({ status: 302, location: '/app/landlord/transactions?sort=dueDate' })
  })

  it("the filter dialog's choices are read only while it is open: the organization's properties and leases", async () => {
    const closed = await run(indexLoader, '/app/landlord/transactions')
    expect((closed.data as InvoiceListData).options).toBeNull()
    const open = (await run(indexLoader, '/app/landlord/transactions?d=invoice-filters')).data as InvoiceListData
    expect(open.options!.properties!.map(([id]) => Number(id)).sort()).toEqual([first.property.id, second.property.id].sort())
    expect(open.options!.leases!.map(([id]) => Number(id)).sort()).toEqual([first.lease.id, second.lease.id].sort())
    const narrowed = (await run(indexLoader, `/app/landlord/transactions?d=invoice-filters&property=${first.property.id}`)).data as InvoiceListData
    expect(narrowed.options!.leases!.map(([id]) => Number(id))).toEqual([first.lease.id])
    expect(narrowed.filterLabels.property).toContain('Tia 9 Oak Street')
  })
})

describe('paid invoices', () => {
  it('lists paid charges only, the latest payment first, and ignores a status filter', async () => {
    expect(listed(await run(paidLoader, '/app/landlord/transactions/paid-invoices'))).toEqual([ids.paidLater, ids.paidEarlier])
    expect(listed(await run(paidLoader, '/app/landlord/transactions/paid-invoices?status=open'))).toEqual([ids.paidLater, ids.paidEarlier])
    expect(listed(await run(paidLoader, '/app/landlord/transactions/paid-invoices?category=repair'))).toEqual([ids.paidLater])
  })
})

describe('the lease, property and unit Transactions tabs', () => {
  it("each lists its scope's charges with the scope's totals", async () => {
    const lease = await run(leaseTabLoader, `/app/landlord/leases/${first.lease.id}/transactions`, { params: { leaseId: String(first.lease.id) } })
    expect(listed(lease)).toEqual([ids.open, ids.paidLater, ids.overdue])
    expect((lease.data as InvoiceListData).totals).toMatchObject({ openAmountDue: 105_000, overdueAmount: 5_000, paidThisMonth: 3_000 })
    const property = await run(propertyTabLoader, `/app/landlord/properties/${second.property.id}/transactions`, { params: { propertyId: String(second.property.id) } })
    expect(listed(property)).toEqual([ids.partial, ids.paidEarlier])
    expect((property.data as InvoiceListData).totals).toMatchObject({ openAmountDue: 15_000, overdueAmount: 0, paidThisMonth: 7_000 })
    const unit = await run(unitTabLoader, `/app/landlord/properties/${first.property.id}/units/${first.unit.id}/transactions`, {
      params: { propertyId: String(first.property.id), unitId: String(first.unit.id) },
    })
    expect(listed(unit)).toEqual([ids.open, ids.paidLater, ids.overdue])
  })

  it('a scoped tab keeps its scope whatever the URL says, and filters within it', async () => {
    const path = `/app/landlord/leases/${first.lease.id}/transactions?lease=${second.lease.id}&property=${second.property.id}&status=overdue`
    const outcome = await run(leaseTabLoader, path, { params: { leaseId: String(first.lease.id) } })
    expect(listed(outcome)).toEqual([ids.overdue])
    expect((outcome.data as InvoiceListData).filters).toMatchObject({ lease: null, property: null, statuses: ['overdue'] })
  })

  it("another landlord's lease, property or unit shows none of its invoices, nor totals", async () => {
    for (const [loader, path, params] of [
      [leaseTabLoader, `/app/landlord/leases/${foreignLease.lease.id}/transactions`, { leaseId: String(foreignLease.lease.id) }],
      [propertyTabLoader, `/app/landlord/properties/${foreignLease.property.id}/transactions`, { propertyId: String(foreignLease.property.id) }],
      [unitTabLoader, `/app/landlord/properties/${foreignLease.property.id}/units/${foreignLease.unit.id}/transactions`, { unitId: String(foreignLease.unit.id) }],
    ] as const) {
      const outcome = await run(loader, path, { params })
      expect(listed(outcome), path).toEqual([])
      expect((outcome.data as InvoiceListData).totals, path).toMatchObject({ openAmountDue: 0, openCount: 0, paidThisMonth: 0 })
    }
  })

  it('a bad id is a 404, never a 500', async () => {
    expect((await run(leaseTabLoader, '/app/landlord/leases/abc/transactions', { params: { leaseId: 'abc' } })).status).toBe(404)
  })
})

describe('GET /api/invoices/totals', () => {
  it('needs a signed-in caller; a tenant gets zeros; a malformed scope gets zeros', async () => {
    expect((await rest('GET', '/invoices/totals')).status).toBe(401)
    const tenant = await rest('GET', '/invoices/totals', { token: first.tenant.token })
    expect(tenant.status).toBe(200)
    expect(tenant.body).toMatchObject({ openAmountDue: 0, overdueAmount: 0, paidThisMonth: 0 })
    const malformed = await rest('GET', '/invoices/totals', { token: owner.token, query: { lease: '1 OR 1=1' } })
    expect(malformed.status).toBe(200)
    expect(malformed.body.openAmountDue).toBe(0)
  })
})

/**
 * GET /api/invoices/rows (ADR 045): the transactions lists' page of invoices in one statement.
 * It must give what the collection's find at depth 1 gives (the same rows in the same order,
 * the lease's nickname and the unit's and property's names and addresses populated), only the
 * caller's organization's, and refuse what it cannot read with a 400, never a 500.
 */
describe('GET /api/invoices/rows', () => {
  const SELECT = { dueDate: true, paidAt: true, to: true, lease: true, unit: true, property: true, category: true, total: true, amountDue: true, status: true }
  const POPULATE = { leases: { nickname: true }, units: { name: true, address: true }, properties: { nickname: true, address: true } }
  type Doc = Record<string, unknown>
  /** The fields both give, a related document reduced to what the lists read. */
  const comparable = (doc: Doc) => {
    const related = (value: unknown, fields: string[]) =>
      value && typeof value === 'object' ? Object.fromEntries(fields.map((field) => [field, field === 'address' ? { line1: (value as Doc).address && ((value as Doc).address as Doc).line1, line2: ((value as Doc).address as Doc | undefined)?.line2 ?? null } : ((value as Doc)[field] ?? null)])) : value
    return {
      id: doc.id,
      dueDate: doc.dueDate ?? null,
      paidAt: doc.paidAt ?? null,
      to: { name: (doc.to as Doc | undefined)?.name ?? null, organizationName: (doc.to as Doc | undefined)?.organizationName ?? null },
      lease: related(doc.lease, ['id', 'nickname']),
      unit: related(doc.unit, ['id', 'name', 'address']),
      property: related(doc.property, ['id', 'nickname', 'address']),
      category: doc.category ?? null,
      total: doc.total,
      amountDue: doc.amountDue,
      status: doc.status,
    }
  }
  async function both(landlord: Landlord, query: { where: Doc; sort: string; rows: Doc }) {
    const find = await rest('GET', '/invoices', { token: landlord.token, query: { where: query.where, sort: query.sort, depth: 1, limit: 10, select: SELECT, populate: POPULATE } })
    const rows = await rest('GET', '/invoices/rows', { token: landlord.token, query: { sort: query.sort.split(',')[0], limit: 10, ...query.rows } })
    expect(find.status, JSON.stringify(find.body)).toBe(200)
    expect(rows.status, JSON.stringify(rows.body)).toBe(200)
    return { find: (find.body.docs as Doc[]).map(comparable), rows: (rows.body.docs as Doc[]).map(comparable), body: rows.body }
  }

  it("gives the collection's find at depth 1: the same rows, order and populated names, for each list's query", async () => {
    const charge = { kind: { equals: 'charge' } }
    for (const query of [
      { where: charge, sort: '-dueDate,-createdAt', rows: {} },
      { where: charge, sort: 'dueDate,createdAt', rows: {} },
      { where: { and: [charge, { status: { equals: 'paid' } }] }, sort: '-paidAt,-createdAt', rows: { status: ['paid'] } },
      { where: { and: [charge, { status: { in: ['open', 'partially-paid'] } }] }, sort: '-dueDate,-createdAt', rows: { status: ['open', 'partially-paid'] } },
      { where: { and: [charge, { lease: { equals: first.lease.id } }, { category: { equals: 'utility' } }] }, sort: '-dueDate,-createdAt', rows: { lease: first.lease.id, category: 'utility' } },
      { where: { and: [charge, { property: { equals: second.property.id } }] }, sort: '-dueDate,-createdAt', rows: { property: second.property.id } },
      { where: { and: [charge, { unit: { equals: first.unit.id } }, { dueDate: { greater_than_equal: `${day(-25)}T00:00:00.000Z` } }, { dueDate: { less_than_equal: `${day(0)}T23:59:59.999Z` } }] }, sort: '-dueDate,-createdAt', rows: { unit: first.unit.id, dueFrom: day(-25), dueTo: day(0) } },
    ]) {
      const { find, rows } = await both(owner, query)
      expect(rows, JSON.stringify(query.rows)).toEqual(find)
    }
    const { rows } = await both(owner, { where: charge, sort: '-dueDate,-createdAt', rows: {} })
    expect(rows.length).toBe(5)
    expect(rows.find((row) => row.id === ids.partial)).toMatchObject({ lease: { id: second.lease.id }, unit: { id: second.unit.id, name: second.unit.name }, property: { id: second.property.id } })
  })

  it('gives null for a related document in the trash, as the find does', async () => {
    // Straight to the database: the API refuses to trash a property that has leases.
    const payload = await testPayload()
    const trash = (deletedAt: string | null) => payload.db.updateOne({ collection: 'properties', id: second.property.id, data: { deletedAt } })
    await trash(new Date().toISOString())
    try {
      const { find, rows } = await both(owner, { where: { kind: { equals: 'charge' } }, sort: '-dueDate,-createdAt', rows: {} })
      expect(rows).toEqual(find)
      expect(rows.find((row) => row.id === ids.partial)?.property).toBeNull()
    } finally {
      await trash(null)
    }
  })

  it("reads only the caller's organization: nothing for a tenant or a stranger's scope; a signed-out caller is refused", async () => {
    expect((await rest('GET', '/invoices/rows')).status).toBe(401)
    const tenant = await rest('GET', '/invoices/rows', { token: first.tenant.token })
    expect(tenant.status).toBe(200)
    expect(tenant.body).toEqual({ docs: [], page: 1, hasNextPage: false })
    const foreignRows = await rest('GET', '/invoices/rows', { token: foreign.token })
    expect((foreignRows.body.docs as Doc[]).map((doc) => doc.id)).toEqual([ids.foreign])
    const intoOwner = await rest('GET', '/invoices/rows', { token: foreign.token, query: { lease: first.lease.id } })
    expect(intoOwner.body.docs).toEqual([])
  })

  it('pages by the limit with one row more read; past the end it names the last page', async () => {
    const page1 = await rest('GET', '/invoices/rows', { token: owner.token, query: { limit: 2 } })
    expect(page1.body).toMatchObject({ page: 1, hasNextPage: true })
    expect((page1.body.docs as Doc[]).map((doc) => doc.id)).toEqual([ids.open, ids.partial])
    const page3 = await rest('GET', '/invoices/rows', { token: owner.token, query: { limit: 2, page: 3 } })
    expect(page3.body).toMatchObject({ page: 3, hasNextPage: false })
    expect((page3.body.docs as Doc[]).map((doc) => doc.id)).toEqual([ids.paidEarlier])
    expect((await rest('GET', '/invoices/rows', { token: owner.token, query: { limit: 2, page: 9 } })).body).toEqual({ docs: [], page: 9, hasNextPage: false, lastPage: 3 })
  })

  it('refuses a parameter it cannot read with a 400 naming it, never a 500', async () => {
    for (const [query, message] of [
      [{ status: 'bogus' }, 'Unknown status: bogus'],
      [{ category: 'nope' }, 'Unknown category: nope'],
      [{ sort: 'total' }, 'Unknown sort: total'],
      [{ lease: '1 OR 1=1' }, 'lease must be an id.'],
      [{ dueFrom: '2026-02-31' }, 'dueFrom must be a date (YYYY-MM-DD).'],
      // Checked for every REST call before it reaches an endpoint.
      [{ page: '0' }, queryMessages.page],
      [{ limit: '1000' }, queryMessages.limit],
    ] as const) {
      const response = await rest('GET', '/invoices/rows', { token: owner.token, query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(JSON.stringify(response.body), JSON.stringify(query)).toContain(message)
    }
  })
})
