import { beforeAll, describe, expect, it } from 'vitest'
import { expenseMessages } from '@common/expenses'
import { parseCsv } from '@common/csv'
import { loader as listLoader, action as listAction } from '~/routes/app/landlord/expenses'
import { loader as csvLoader } from '~/routes/app/landlord/expenses.export'
import { loader as propertyTabLoader } from '~/routes/app/landlord/properties.$propertyId/expenses'
import { loader as unitTabLoader, action as unitTabAction } from '~/routes/app/landlord/units.$unitId/expenses'
import { bulkPortfolio } from '@api/seed/bulk-portfolio'
import { createContact } from '@api/seed/factories'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, ORIGIN, requestContext, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * Expenses through the pages, as a browser without JavaScript posts them: the 'expense add'
 * drawer (with a receipt), its messages, the list's filters, totals and CSV, edit, delete,
 * and the property and unit tabs.
 */
let landlord: Account
let foreign: Account
let home: Awaited<ReturnType<typeof leaseWithTenant>>
let second: Awaited<ReturnType<typeof leaseWithTenant>>
let vendor: number
let foreignOrganization: number
const run = routeRunner(() => landlord)
const pdf = () => new File([new Uint8Array(samplePdf())], 'receipt.pdf', { type: 'application/pdf' })
const ids = (outcome: { data?: any }) => outcome.data.list.rows.map((row: { id: number }) => row.id)

async function csvOf(query: string, who: Account = landlord) {
  const url = `${ORIGIN}/app/landlord/expenses/export.csv${query}`
  const { context } = await requestContext(url, who)
  const response = (await csvLoader({ request: new Request(url), context, params: {} } as never)) as Response
  return { response, rows: parseCsv(await response.text()) }
}

beforeAll(async () => {
  const [owner, other] = await Promise.all([signedInLandlord('expense-pages'), signedInLandlord('expense-pages-foreign')])
  landlord = account(owner)
  foreign = account(other)
  foreignOrganization = other.organization.id
  home = await leaseWithTenant(owner.organization.id, 'Eva')
  second = await leaseWithTenant(owner.organization.id, 'Fin')
  vendor = (await createContact(await testPayload(), { organization: owner.organization.id, type: 'vendor', companyName: 'Gale Roofing', firstName: 'Gil', lastName: 'Gale' })).id
})

describe('the whole flow through the pages', () => {
  let roofId: number

  it('the drawer offers places and vendors, and refuses bad input with messages next to the fields', async () => {
    const drawer = await run(listLoader, '/app/landlord/expenses?d=expense-add')
    expect(drawer.data.drawer.mode).toBe('add')
    expect(drawer.data.drawer.places.flatMap((group: { options: [string][] }) => group.options.map(([value]) => value))).toEqual(
      expect.arrayContaining([`property:${home.property.id}`, `unit:${home.unit.id}`]),
    )
    expect(drawer.data.drawer.vendors.map(([value]: [string]) => value)).toContain(String(vendor))
    const outcome = await run(listAction, '/app/landlord/expenses?d=expense-add', { form: { intent: 'expense-add', date: '', amount: '-5', category: '', taxCategory: '' } })
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome)).toMatchObject({
      date: [expenseMessages.dateRequired],
      amount: [expenseMessages.amountPositive],
      payeeName: [expenseMessages.payeeRequired],
      category: [expenseMessages.categoryRequired],
      taxCategory: [expenseMessages.taxCategoryRequired],
    })
    const foreignPlace = await run(listAction, '/app/landlord/expenses?d=expense-add', {
      who: foreign,
      form: { intent: 'expense-add', date: '2026-09-01', amount: '10', payeeName: 'X', category: 'repair', taxCategory: 'repairs', place: `property:${home.property.id}` },
    })
    expect(foreignPlace.status).toBe(400)
    expect(fieldErrors(foreignPlace).place).toBeDefined()
    const payload = await testPayload()
    expect((await payload.count({ collection: 'expenses', where: { property: { equals: home.property.id } } })).totalDocs).toBe(0)
  })

  it('adds expenses (one with a receipt), back on the list with a toast', async () => {
    const roof = await run(listAction, '/app/landlord/expenses?d=expense-add', {
      form: {
        intent: 'expense-add',
        returnTo: '/app/landlord/expenses',
        date: '2026-09-10',
        amount: '$1,250.50',
        vendor: String(vendor),
        category: 'repair',
        taxCategory: 'repairs',
        place: `unit:${home.unit.id}`,
        paidDate: '2026-09-12',
        paymentMethod: 'check',
        memo: 'Roof patch',
        receipts: [pdf()],
      },
    })
    expect(roof.status, JSON.stringify(roof.data)).toBe(302)
    expect(roof.location).toBe('/app/landlord/expenses')
    expect(roof.toast).toMatchObject({ type: 'success', title: expenseMessages.created })
    for (const [date, amount, payeeName, category, taxCategory, place] of [
      ['2026-09-15', '80', 'City Water', 'utility', 'utilities', `property:${home.property.id}`],
      ['2026-08-01', '1200', 'County Tax Office', 'tax', 'taxes', `property:${second.property.id}`],
      ['2026-09-20', '45.25', 'Hardware Store', 'maintenance', 'supplies', ''],
    ]) {
      const added = await run(listAction, '/app/landlord/expenses', { form: { intent: 'expense-add', date: date!, amount: amount!, payeeName: payeeName!, category: category!, taxCategory: taxCategory!, place: place! } })
      expect(added.status, JSON.stringify(added.data)).toBe(302)
    }
    const list = await run(listLoader, '/app/landlord/expenses')
    expect(list.data.list.rows.map((row: { payeeName: string }) => row.payeeName)).toEqual(['Hardware Store', 'City Water', 'Gale Roofing', 'County Tax Office'])
    const roofRow = list.data.list.rows.find((row: { payeeName: string }) => row.payeeName === 'Gale Roofing')
    expect(roofRow).toMatchObject({ amount: 125_050, category: 'repair', taxCategory: 'repairs', paymentMethod: 'check', memo: 'Roof patch' })
    expect(roofRow.place).toContain('Eva A')
    roofId = roofRow.id
    expect(list.data.list.totals).toMatchObject({ total: 125_050 + 8_000 + 120_000 + 4_525, count: 4 })
    const edit = await run(listLoader, `/app/landlord/expenses?d=expense-edit&target=${roofId}`)
    expect(edit.data.drawer).toMatchObject({ mode: 'edit', target: roofId })
    expect(edit.data.drawer.defaults).toMatchObject({ date: '2026-09-10', amount: '1250.50', vendor: String(vendor), place: `unit:${home.unit.id}`, paidDate: '2026-09-12' })
    expect(edit.data.drawer.receipts).toHaveLength(1)
    expect(edit.data.drawer.receipts[0].href).toMatch(/^\/app\/assets\/files\//)
  })

  it('filters by date range, place, category, tax category and payee; the totals follow the filters', async () => {
    const september = await run(listLoader, '/app/landlord/expenses?from=2026-09-01&to=2026-09-30')
    expect(september.data.list.rows).toHaveLength(3)
    expect(september.data.list.totals.total).toBe(125_050 + 8_000 + 4_525)
    expect(september.data.list.totals.byCategory).toEqual([
      { category: 'utility', amount: 8_000, count: 1 },
      { category: 'repair', amount: 125_050, count: 1 },
      { category: 'maintenance', amount: 4_525, count: 1 },
    ])
    const property = await run(listLoader, `/app/landlord/expenses?property=${home.property.id}`)
    expect(property.data.list.totals).toMatchObject({ total: 125_050 + 8_000, count: 2 })
    const unit = await run(listLoader, `/app/landlord/expenses?property=${home.property.id}&unit=${home.unit.id}`)
    expect(ids(unit)).toEqual([roofId])
    const taxes = await run(listLoader, '/app/landlord/expenses?category=tax&category=utility')
    expect(taxes.data.list.totals.total).toBe(128_000)
    const lines = await run(listLoader, '/app/landlord/expenses?taxCategory=repairs')
    expect(ids(lines)).toEqual([roofId])
    const payee = await run(listLoader, '/app/landlord/expenses?payee=roof')
    expect(ids(payee)).toEqual([roofId])
    expect(payee.data.list.totals.total).toBe(125_050)
    const lastYear = await run(listLoader, '/app/landlord/expenses?range=last-year')
    expect(lastYear.data.list.rows).toEqual([])
    expect(lastYear.data.list.totals).toMatchObject({ total: 0, count: 0 })
    const sorted = await run(listLoader, '/app/landlord/expenses?sort=-amount')
    expect(sorted.data.list.rows.map((row: { amount: number }) => row.amount)).toEqual([125_050, 120_000, 8_000, 4_525])
    const junk = await run(listLoader, '/app/landlord/expenses?range=yesterday&from=nope&category=gold&property=abc&sort=secret')
    expect(junk.data.list.rows).toHaveLength(4)
  })

  it('exports the filtered list as CSV; another landlord exports none of it', async () => {
    const { response, rows } = await csvOf('?from=2026-09-01&to=2026-09-30&sort=date')
    expect(response.headers.get('Content-Type')).toContain('text/csv')
    expect(rows[0]).toEqual(['Date', 'Amount', 'Payee', 'Category', 'Tax category', 'Schedule E line', 'Property / unit', 'Paid date', 'Payment method', 'Memo', 'Capital improvement'])
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[5]])).toEqual([
      ['2026-09-10', '1250.50', 'Gale Roofing', '14'],
      ['2026-09-15', '80.00', 'City Water', '17'],
      ['2026-09-20', '45.25', 'Hardware Store', '15'],
    ])
    expect(rows[3]![6]).toBe('Portfolio')
    expect((await csvOf('', foreign)).rows).toHaveLength(1)
  })

  it('the property and unit tabs list their own expenses and preset the drawer', async () => {
    const propertyTab = await run(propertyTabLoader, `/app/landlord/properties/${home.property.id}/expenses?d=expense-add`, { params: { propertyId: String(home.property.id) } })
    expect(propertyTab.data.list.totals.total).toBe(125_050 + 8_000)
    expect(propertyTab.data.drawer.defaults.place).toBe(`property:${home.property.id}`)
    const unitPath = `/app/landlord/properties/${home.property.id}/units/${home.unit.id}/expenses`
    const params = { propertyId: String(home.property.id), unitId: String(home.unit.id) }
    const unitTab = await run(unitTabLoader, unitPath, { params })
    expect(ids(unitTab)).toEqual([roofId])
    const foreignTab = await run(unitTabLoader, unitPath, { who: foreign, params })
    expect(foreignTab.data.list.rows).toEqual([])
    expect(foreignTab.data.list.totals.total).toBe(0)
  })

  it('edits and deletes; another landlord gets 404', async () => {
    const unitPath = `/app/landlord/properties/${home.property.id}/units/${home.unit.id}/expenses`
    const params = { propertyId: String(home.property.id), unitId: String(home.unit.id) }
    const form = { intent: 'expense-save', target: String(roofId), returnTo: unitPath, date: '2026-09-10', amount: '1300', vendor: String(vendor), category: 'repair', taxCategory: 'repairs', place: `unit:${home.unit.id}` }
    const saved = await run(unitTabAction, unitPath, { params, form })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    expect(saved.location).toBe(unitPath)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'expenses', id: roofId, depth: 0 })).amount).toBe(130_000)
    const stranger = await run(listAction, '/app/landlord/expenses', { who: foreign, form: { ...form, amount: '1' } })
    expect(stranger.status).toBe(404)
    expect((await run(listLoader, `/app/landlord/expenses?d=expense-edit&target=${roofId}`, { who: foreign })).status).toBe(404)
    expect((await run(listAction, '/app/landlord/expenses', { who: foreign, form: { intent: 'expense-delete', target: String(roofId) } })).status).toBe(404)
    const deleted = await run(listAction, '/app/landlord/expenses?d=expense-delete', { form: { intent: 'expense-delete', target: String(roofId), returnTo: '/app/landlord/expenses' } })
    expect(deleted.status).toBe(302)
    expect(deleted.toast).toMatchObject({ title: expenseMessages.deleted })
    expect(await payload.findByID({ collection: 'expenses', id: roofId, disableErrors: true })).toBeNull()
    // Its receipt went with it, not left behind without a parent.
    expect((await payload.count({ collection: 'files', where: { expense: { equals: roofId } }, trash: true })).totalDocs).toBe(0)
  })
})

describe('a long CSV export', () => {
  it('streams every expense once, in the list order, page after page, even when they tie on every sort key but the id', async () => {
    const payload = await testPayload()
    const stamps = [new Date(Date.now() - 60_000).toISOString(), new Date().toISOString()]
    const count = 250
    // Three days, two payees, two creation times: runs of equal keys cross every page boundary.
    await bulkPortfolio(payload).bulkInsert(
      'expenses',
      Array.from({ length: count }, (_, index) => ({
        organization: foreignOrganization,
        date: `2026-08-0${1 + (index % 3)}T00:00:00.000Z`,
        amount: 100 + index,
        payeeName: index % 5 === 0 ? 'Alder Supplies' : 'Same Day Supplies',
        category: 'other',
        taxCategory: 'supplies',
        createdAt: stamps[index % 2],
        updatedAt: stamps[index % 2],
      })),
    )
    // The order the database gives the whole list in one statement: the export's must be the same.
    const expected = async (sort: string[]) =>
      (await payload.find({ collection: 'expenses', where: { organization: { equals: foreignOrganization } }, sort, pagination: false, depth: 0 })).docs.map((doc) => doc.amount)
    for (const [query, sort] of [
      ['', ['-date', '-createdAt', '-id']],
      ['?sort=payeeName', ['payeeName', 'createdAt', 'id']],
      ['?sort=-amount', ['-amount', '-createdAt', '-id']],
    ] as const) {
      const { response, rows } = await csvOf(query, foreign)
      expect(response.body).toBeInstanceOf(ReadableStream)
      const amounts = rows.slice(1).map((row) => Math.round(Number(row[1]) * 100))
      expect(amounts, query).toHaveLength(count)
      expect(new Set(amounts).size).toBe(count)
      expect(amounts, query).toEqual(await expected([...sort]))
    }
    // A filter narrows it, in the same order.
    const { rows } = await csvOf('?payee=Alder&sort=date', foreign)
    expect(rows.slice(1).map((row) => Math.round(Number(row[1]) * 100))).toEqual(
      (await expected(['date', 'createdAt', 'id'])).filter((amount) => (amount - 100) % 5 === 0),
    )
  })
})
