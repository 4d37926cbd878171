import { beforeAll, describe, expect, it } from 'vitest'
import { bulkPortfolio } from '@api/seed/bulk-portfolio'
import { createContact, createInvoice, createLease, createPayment, createProperty, createSecurityDeposit, createUnit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import type { ExpenseReport, ExpenseReportPage, IncomeDetail, IncomeStatement, IncomeStatementPage, RentRoll, RentRollPage } from '@common/reports'
import { loader as rentRollLoader } from '~/routes/app/landlord/reports.rent-roll'
import { loader as exportLoader } from '~/routes/app/landlord/reports.export'
import { loader as indexLoader } from '~/routes/app/landlord/reports'
import { loader as incomeLoader } from '~/routes/app/landlord/reports.income-statement'
import { loader as expenseReportLoader } from '~/routes/app/landlord/reports.expense-report'
import { loader as incomeDetailLoader } from '~/routes/app/landlord/reports.income-statement.transactions'
import { readPdfText } from '@api/documents/pdf/pdfText'
import { WORKSHEET_NOTE } from '@common/reports'
import { expenseReportPage, incomeStatementPage } from './support/report-pages'
import { csvText } from '@common/csv'
import { rest } from './rest'
import { account, ORIGIN, requestContext, runRoute, type Account } from './support/routes'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The reports over REST (ADR 030) on a small known portfolio: the figures, the rent roll of a
 * past day computed from history (not from today's statuses), cash against accrual, the CSV
 * and PDF exports, and who may read them (staff only: everyone else 404).
 *
 * The portfolio ('Elm Court' A, B, C and 'Pine House' D):
 * - A: Ann Lee since 2026-01-01 (no end), rent $1,500, deposit $1,500 held since 2026-01-01;
 *   February's rent (due 02-01) paid 02-03; March's (due 03-01) $1,000 of $1,500 paid 03-05.
 * - B: Bo Park 2025-06-01 → 2026-02-28 (now past), rent $1,200; February's rent paid only on
 *   03-15, after the day the roll is computed for.
 * - C: never let; marketing rent $1,000.
 * - D: Dee Ray from 2026-04-01, rent $2,000; a $300 fee due 04-10, voided. April's rent paid 04-02.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let tenancy: Awaited<ReturnType<typeof leaseWithTenant>>
const ids = { elm: 0, pine: 0, a: 0, b: 0, c: 0, d: 0, leaseA: 0, leaseB: 0, leaseD: 0, febA: 0, marA: 0, febB: 0, aprD: 0 }

const day = (value: string) => `${value}T00:00:00.000Z`
const rentItems = (amount: number) => [{ name: 'Rent', description: 'Monthly rent', amount, quantity: 1 }]

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('reports-owner'), signedInLandlord('reports-foreign')])
  const payload = await testPayload()
  const organization = owner.organization.id
  const elm = await createProperty(payload, { organization, nickname: 'Elm Court', address: { line1: '1 Elm Street', city: 'Austin', state: 'TX', postalCode: '78701' } })
  const pine = await createProperty(payload, { organization, nickname: 'Pine House', address: { line1: '2 Pine Street', city: 'Austin', state: 'TX', postalCode: '78701' } })
  const a = await createUnit(payload, { property: elm.id, name: 'A' })
  const b = await createUnit(payload, { property: elm.id, name: 'B' })
  const c = await createUnit(payload, { property: elm.id, name: 'C', marketing: { rent: 100_000 } })
  const d = await createUnit(payload, { property: pine.id, name: 'D' })
  const contact = (firstName: string, lastName: string) => createContact(payload, { organization, firstName, lastName, type: 'tenant' })
  const [ann, bo, dee] = await Promise.all([contact('Ann', 'Lee'), contact('Bo', 'Park'), contact('Dee', 'Ray')])
  const leaseA = await createLease(payload, { unit: a.id, rent: 150_000, status: 'active', startDate: day('2026-01-01'), contacts: [ann.id], securityDeposit: 150_000 })
  const leaseB = await createLease(payload, { unit: b.id, rent: 120_000, status: 'past', startDate: day('2025-06-01'), endDate: day('2026-02-28'), contacts: [bo.id] })
  const leaseD = await createLease(payload, { unit: d.id, rent: 200_000, status: 'active', startDate: day('2026-04-01'), contacts: [dee.id] })

  const deposit = await createSecurityDeposit(payload, { lease: leaseA.id, amount: 150_000 })
  await payload.update({ collection: 'security-deposits', id: deposit.id, data: { status: 'held', amountHeld: 150_000, heldAt: day('2026-01-01'), receivedMethod: 'check' }, overrideAccess: true })

  const invoice = (lease: number, dueDate: string, amount: number, category: 'rent' | 'fee' = 'rent') =>
    createInvoice(payload, { lease, dueDate: day(dueDate), category, paymentMethods: ['check'], items: rentItems(amount) }, { trustedMethods: true })
  const pay = (invoiceId: number, amount: number, paidAt: string) => createPayment(payload, { invoice: invoiceId, method: 'check', amount, paidAt: day(paidAt) })
  const febA = await invoice(leaseA.id, '2026-02-01', 150_000)
  const marA = await invoice(leaseA.id, '2026-03-01', 150_000)
  const febB = await invoice(leaseB.id, '2026-02-01', 120_000)
  const aprD = await invoice(leaseD.id, '2026-04-01', 200_000)
  const feeD = await invoice(leaseD.id, '2026-04-10', 30_000, 'fee')
  await payload.update({ collection: 'invoices', id: feeD.id, data: { voided: true }, overrideAccess: true })
  await pay(febA.id, 150_000, '2026-02-03')
  await pay(marA.id, 100_000, '2026-03-05')
  await pay(febB.id, 120_000, '2026-03-15')
  await pay(aprD.id, 200_000, '2026-04-02')
  Object.assign(ids, { elm: elm.id, pine: pine.id, a: a.id, b: b.id, c: c.id, d: d.id, leaseA: leaseA.id, leaseB: leaseB.id, leaseD: leaseD.id, febA: febA.id, marA: marA.id, febB: febB.id, aprD: aprD.id })

  // A refund of $200 of February's rent on 03-20; a security deposit paid 03-02 (money held, not income).
  const febPayment = (await payload.find({ collection: 'payments', where: { invoice: { equals: febA.id } }, depth: 0, overrideAccess: true })).docs[0]!
  await payload.update({ collection: 'payments', id: febPayment.id, data: { refunds: [{ amount: 20_000, status: 'succeeded', createdAt: day('2026-03-20') }], amountRefunded: 20_000 }, overrideAccess: true })
  const depositCharge = await createInvoice(payload, { lease: leaseA.id, kind: 'security-deposit', category: 'other', dueDate: day('2026-03-01'), paymentMethods: ['check'], items: rentItems(150_000) }, { trustedMethods: true })
  await pay(depositCharge.id, 150_000, '2026-03-02')
  // Expenses: repairs at Elm dated 03-10 paid 04-05; insurance for the whole portfolio 02-20; a new roof at Pine (a capital improvement) 03-15.
  const expense = (data: Record<string, unknown>) => payload.create({ collection: 'expenses', data: { organization, payeeName: 'Vendor', category: 'repair', ...data } as never, overrideAccess: true })
  await expense({ date: day('2026-03-10'), paidDate: day('2026-04-05'), amount: 40_000, taxCategory: 'repairs', property: elm.id })
  await expense({ date: day('2026-02-20'), paidDate: day('2026-02-20'), amount: 10_000, taxCategory: 'insurance', category: 'other' })
  await expense({ date: day('2026-03-15'), amount: 500_000, taxCategory: 'repairs', property: pine.id, capitalImprovement: true })
  // Last quarter of 2025 (the previous period of Q1): $900 of utilities.
  await expense({ date: day('2025-11-02'), amount: 90_000, taxCategory: 'utilities', category: 'utility' })

  // A tenant of the same organization (its own lease elsewhere in the portfolio).
  tenancy = await leaseWithTenant(foreign.organization.id, 'Rep')
})

/** A report's file through the web app's export route, as a browser downloads it. */
async function download(path: string, who: Account) {
  const url = `${ORIGIN}${path}`
  const { context } = await requestContext(url, who)
  try {
    return (await exportLoader({ request: new Request(url), context, params: {} } as never)) as Response
  } catch (thrown) {
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return new Response(null, { status: (thrown as { init: { status: number } }).init.status })
    throw thrown
  }
}

const rentRoll = (query: Record<string, unknown>, token = owner.token) => rest<RentRoll>('GET', '/reports/rent-roll', { token, query })
const rowOf = (report: RentRoll, unit: number) => report.rows.find((row) => row.unitId === unit)!

describe('rent roll', () => {
  it('as of a past day: the lease then in force (since ended) and its balance then (paid later), the deposit held, the vacant units', async () => {
    const { status, body } = await rentRoll({ asOf: '2026-02-15' })
    expect(status).toBe(200)
    expect(body.asOf).toBe('2026-02-15')
    expect(body.rows.map((row) => [row.propertyLabel, row.unitName])).toEqual([
      ['Elm Court', 'A'],
      ['Elm Court', 'B'],
      ['Elm Court', 'C'],
      ['Pine House', 'D'],
    ])
    expect(rowOf(body, ids.a)).toMatchObject({ leaseId: ids.leaseA, tenants: ['Ann Lee'], leaseStatus: 'active', startDate: '2026-01-01', endDate: null, rent: 150_000, depositHeld: 150_000, balanceDue: 0, daysOverdue: 0 })
    // B's lease ended on 02-28 and its February rent was paid on 03-15: on 02-15 it was let and owed.
    expect(rowOf(body, ids.b)).toMatchObject({ leaseId: ids.leaseB, tenants: ['Bo Park'], leaseStatus: 'active', startDate: '2025-06-01', endDate: '2026-02-28', rent: 120_000, depositHeld: 0, balanceDue: 120_000, daysOverdue: 14 })
    expect(rowOf(body, ids.c)).toMatchObject({ leaseId: null, tenants: [], leaseStatus: 'vacant', rent: 0, balanceDue: 0, marketRent: 100_000 })
    // D's lease starts in April.
    expect(rowOf(body, ids.d)).toMatchObject({ leaseId: null, leaseStatus: 'vacant' })
    expect(body.summary).toEqual({ units: 4, occupied: 2, vacant: 2, occupancyPercent: 50, scheduledRent: 270_000, vacancyLoss: 100_000, depositsHeld: 150_000, balanceDue: 120_000 })
  })

  it('occupancy at each month end over the 12 months to the day, from the lease dates (the chart)', async () => {
    const { body } = await rentRoll({ asOf: '2026-02-15' })
    expect(body.occupancy.map((each) => [each.month, each.day, each.units, each.occupied])).toEqual([
      ['2025-03', '2025-03-31', 4, 0],
      ['2025-04', '2025-04-30', 4, 0],
      ['2025-05', '2025-05-31', 4, 0],
      // B from June 1.
      ['2025-06', '2025-06-30', 4, 1],
      ['2025-07', '2025-07-31', 4, 1],
      ['2025-08', '2025-08-31', 4, 1],
      ['2025-09', '2025-09-30', 4, 1],
      ['2025-10', '2025-10-31', 4, 1],
      ['2025-11', '2025-11-30', 4, 1],
      ['2025-12', '2025-12-31', 4, 1],
      // A from January 1; the last point is the day itself.
      ['2026-01', '2026-01-31', 4, 2],
      ['2026-02', '2026-02-15', 4, 2],
    ])
    // The last point is the roll's own occupancy; B ended on 02-28, D started 04-01.
    const may = await rentRoll({ asOf: '2026-05-31' })
    expect(may.body.occupancy.slice(-4).map((each) => each.occupied)).toEqual([2, 1, 2, 2])
    expect(may.body.occupancy.at(-1)!.occupied).toBe(may.body.summary.occupied)
    const pine = await rentRoll({ asOf: '2026-05-31', property: ids.pine })
    expect(pine.body.occupancy.slice(-3).map((each) => [each.units, each.occupied])).toEqual([
      [1, 0],
      [1, 1],
      [1, 1],
    ])
  })

  it('a later day: B has ended (vacant at its last rent), A owes part of March, days overdue counted from its due date', async () => {
    const { body } = await rentRoll({ asOf: '2026-03-10' })
    expect(rowOf(body, ids.a)).toMatchObject({ balanceDue: 50_000, daysOverdue: 9 })
    expect(rowOf(body, ids.b)).toMatchObject({ leaseId: null, leaseStatus: 'vacant', balanceDue: 0, marketRent: 120_000 })
    expect(body.summary).toMatchObject({ units: 4, occupied: 1, occupancyPercent: 25, scheduledRent: 150_000, vacancyLoss: 220_000, balanceDue: 50_000 })
  })

  it('one property; a day that is not a date means today', async () => {
    const { body } = await rentRoll({ asOf: '2026-05-01', property: ids.pine })
    expect(body.rows.map((row) => row.unitId)).toEqual([ids.d])
    expect(rowOf(body, ids.d)).toMatchObject({ leaseId: ids.leaseD, tenants: ['Dee Ray'], balanceDue: 0 })
    const today = await rentRoll({ asOf: '2026-02-30' })
    expect(today.body.asOf).toBe(new Date().toISOString().slice(0, 10))
  })

  it('CSV: the units with VACANT, dollars as plain numbers, then the summary', async () => {
    const { status, body, headers } = await rentRoll({ asOf: '2026-02-15', format: 'csv' })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^text\/csv/)
    expect(headers.get('content-disposition')).toBe('attachment; filename="rent-roll-2026-02-15.csv"')
    const lines = String(body).split('\r\n')
    expect(lines[0]).toBe('Property,Unit,Tenants,Lease status,Start,End,Rent,Deposit held,Balance due,Days overdue')
    expect(lines).toContain('Elm Court,A,Ann Lee,Active,2026-01-01,,1500.00,1500.00,0.00,0')
    expect(lines).toContain('Elm Court,B,Bo Park,Active,2025-06-01,2026-02-28,1200.00,0.00,1200.00,14')
    expect(lines).toContain('Elm Court,C,VACANT,Vacant,,,0.00,0.00,0.00,0')
    expect(lines).toContain('Occupancy,50%')
    expect(lines).toContain('Vacancy loss,1000.00')
  })

  it('PDF: a PDF attachment', async () => {
    const { status, body, headers } = await rentRoll({ asOf: '2026-02-15', format: 'pdf' })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/pdf')
    expect(String(body).startsWith('%PDF-')).toBe(true)
  })
})

describe('who may read the reports', () => {
  it('a tenant: 404; signed out: 401; another landlord: its own empty portfolio, and 404 for a property not its own', async () => {
    expect((await rentRoll({}, tenancy.tenant.token)).status).toBe(404)
    expect((await rentRoll({}, null as never)).status).toBe(401)
    const foreignRoll = await rentRoll({ asOf: '2026-02-15' }, foreign.token)
    expect(foreignRoll.status).toBe(200)
    expect(foreignRoll.body.rows.map((row) => row.unitId)).not.toContain(ids.a)
    expect((await rentRoll({ property: ids.elm }, foreign.token)).status).toBe(404)
    // The pages' property choices (one call): the caller's own properties only, staff only.
    const choices = await rest<{ properties: Array<{ id: number; nickname: string | null }> }>('GET', '/reports/properties', { token: owner.token })
    expect(choices.body.properties.map((property) => property.id)).toEqual(expect.arrayContaining([ids.elm, ids.pine]))
    expect(choices.body.properties.find((property) => property.id === ids.elm)?.nickname).toBe('Elm Court')
    const theirs = (await rest<{ properties: Array<{ id: number }> }>('GET', '/reports/properties', { token: foreign.token })).body.properties.map((property) => property.id)
    expect(theirs).not.toContain(ids.elm)
    expect(theirs).not.toContain(ids.pine)
    expect((await rest('GET', '/reports/properties', { token: tenancy.tenant.token })).status).toBe(404)
    expect((await rest('GET', '/reports/properties', { token: null as never })).status).toBe(401)
    expect((await rentRoll({ property: ids.elm, format: 'csv' }, foreign.token)).status).toBe(404)
  })
})

describe('the pages', () => {
  it('the index, the rent roll with its settings from the URL, its CSV through the export route', async () => {
    const who = account(owner)
    expect((await runRoute(indexLoader, '/app/landlord/reports', { who })).status).toBe(200)
    const page = await runRoute(rentRollLoader, `/app/landlord/reports/rent-roll?asOf=2026-02-15&property=${ids.elm}`, { who })
    expect(page.status).toBe(200)
    expect(page.data.report.rows.map((row: { unitName: string }) => row.unitName)).toEqual(['A', 'B', 'C'])
    expect(page.data.properties).toEqual(expect.arrayContaining([[String(ids.elm), 'Elm Court'], [String(ids.pine), 'Pine House']]))
    expect(page.data.property).toBe(String(ids.elm))
    const csv = await download(`/app/landlord/reports/rent-roll.csv?asOf=2026-02-15&property=${ids.elm}`, who)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="rent-roll-2026-02-15.csv"')
    const text = await csv.text()
    expect(text).toContain('Elm Court,B,Bo Park,Active,2025-06-01,2026-02-28,1200.00,0.00,1200.00,14')
    expect(text).not.toContain('Pine House')
    const pdf = await download('/app/landlord/reports/rent-roll.pdf?asOf=2026-02-15', who)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  })

  it('another landlord asking for a property not its own, and a tenant: 404 on the page and the export', async () => {
    const other = account(foreign)
    expect((await runRoute(rentRollLoader, `/app/landlord/reports/rent-roll?property=${ids.elm}`, { who: other })).status).toBe(404)
    expect((await download(`/app/landlord/reports/rent-roll.csv?property=${ids.elm}`, other)).status).toBe(404)
    // A tenant who picks the landlord area at sign-in: the API has no reports for it.
    const tenant = account(tenancy.tenant)
    expect((await runRoute(rentRollLoader, '/app/landlord/reports/rent-roll', { who: tenant })).status).toBe(404)
    expect((await download('/app/landlord/reports/rent-roll.csv', tenant)).status).toBe(404)
  })
})

const statement = (query: Record<string, unknown>, token = owner.token) => rest<IncomeStatement>('GET', '/reports/income-statement', { token, query })
const detail = (query: Record<string, unknown>) => rest<IncomeDetail>('GET', '/reports/income-statement/detail', { token: owner.token, query })
const lineOf = (lines: IncomeStatement['income'], key: string) => lines.find((each) => each.key === key)
const Q1 = { from: '2026-01-01', to: '2026-03-31' }

describe('income statement', () => {
  it('cash basis by month: payments received less refunds, no deposits; expenses by paid date; capital improvements outside NOI; the previous quarter beside it', async () => {
    const { status, body } = await statement({ ...Q1, basis: 'cash', columns: 'month' })
    expect(status).toBe(200)
    expect(body.columnKeys).toEqual([
      { key: '2026-01', label: 'Jan 2026' },
      { key: '2026-02', label: 'Feb 2026' },
      { key: '2026-03', label: 'Mar 2026' },
    ])
    expect(body.income.map((each) => each.key)).toEqual(['rent'])
    expect(lineOf(body.income, 'rent')).toMatchObject({ amounts: { '2026-02': 150_000, '2026-03': 200_000 }, total: 350_000, previous: 0 })
    expect(body.expenses.map((each) => [each.key, each.total, each.previous])).toEqual([
      ['insurance', 10_000, 0],
      ['utilities', 0, 90_000],
    ])
    expect(body.totalExpenses).toMatchObject({ total: 10_000, previous: 90_000 })
    expect(body.netOperatingIncome).toMatchObject({ amounts: { '2026-02': 140_000, '2026-03': 200_000 }, total: 340_000, previous: -90_000 })
    expect(body.capitalImprovements).toMatchObject({ amounts: { '2026-03': 500_000 }, total: 500_000 })
    expect([body.previousFrom, body.previousTo]).toEqual(['2025-10-01', '2025-12-31'])
  })

  it('the chart’s months: total income and operating expenses per month, the same with columns by property', async () => {
    const monthly = [
      { month: '2026-01', income: 0, expenses: 0 },
      { month: '2026-02', income: 150_000, expenses: 10_000 },
      { month: '2026-03', income: 200_000, expenses: 0 },
    ]
    const byMonth = await statement({ ...Q1, basis: 'cash', columns: 'month' })
    expect(byMonth.body.monthly).toEqual(monthly)
    const byProperty = await statement({ ...Q1, basis: 'cash', columns: 'property' })
    expect(byProperty.body.monthly).toEqual(monthly)
    const accrual = await statement({ ...Q1, basis: 'accrual', columns: 'property' })
    expect(accrual.body.monthly).toEqual([
      { month: '2026-01', income: 0, expenses: 0 },
      { month: '2026-02', income: 270_000, expenses: 10_000 },
      { month: '2026-03', income: 150_000, expenses: 40_000 },
    ])
  })

  it('accrual basis by property: charges due in the period (void left out), expenses by their date, portfolio-wide expenses in a column of their own', async () => {
    const { body } = await statement({ ...Q1, basis: 'accrual', columns: 'property' })
    expect(body.columnKeys).toEqual([
      { key: String(ids.elm), label: 'Elm Court' },
      { key: String(ids.pine), label: 'Pine House' },
      { key: 'none', label: 'Portfolio-wide' },
    ])
    expect(lineOf(body.income, 'rent')).toMatchObject({ amounts: { [ids.elm]: 420_000 }, total: 420_000 })
    expect(body.totalExpenses).toMatchObject({ amounts: { [ids.elm]: 40_000, none: 10_000 }, total: 50_000 })
    expect(body.netOperatingIncome).toMatchObject({ amounts: { [ids.elm]: 380_000, none: -10_000 }, total: 370_000 })
    // April: D's rent, not its voided fee.
    const april = await statement({ from: '2026-04-01', to: '2026-04-30', basis: 'accrual' })
    expect(april.body.income.map((each) => [each.key, each.total])).toEqual([['rent', 200_000]])
  })

  it('every income figure equals the sum of the payments or charges behind it, on both bases', async () => {
    for (const basis of ['cash', 'accrual'] as const) {
      for (const range of [Q1, { from: '2026-01-01', to: '2026-12-31' }, { from: '2026-03-01', to: '2026-03-31' }]) {
        const { body } = await statement({ ...range, basis })
        for (const each of body.income) {
          const behind = await detail({ ...range, basis, category: each.key })
          expect(behind.body.total, `${basis} ${each.key} ${range.from}`).toBe(each.total)
        }
        const all = await detail({ ...range, basis })
        expect(all.body.total).toBe(body.totalIncome.total)
      }
    }
    const cash = await detail({ ...Q1, basis: 'cash', category: 'rent' })
    expect(cash.body.rows.map((row) => [row.kind, row.date, row.amount])).toEqual([
      ['refund', '2026-03-20', -20_000],
      ['payment', '2026-03-15', 120_000],
      ['payment', '2026-03-05', 100_000],
      ['payment', '2026-02-03', 150_000],
    ])
    expect(cash.body.rows[0]).toMatchObject({ invoiceId: ids.febA, propertyId: ids.elm, propertyLabel: 'Elm Court', tenant: expect.any(String) })
  })

  it('a preset range; one property; CSV with a line per row and the previous period', async () => {
    const preset = await statement({ range: 'last-year' })
    expect([preset.body.from, preset.body.to, preset.body.range]).toEqual([`${new Date().getUTCFullYear() - 1}-01-01`, `${new Date().getUTCFullYear() - 1}-12-31`, 'last-year'])
    const pine = await statement({ ...Q1, basis: 'accrual', property: ids.pine })
    expect(pine.body.totalIncome.total).toBe(0)
    expect(pine.body.capitalImprovements.total).toBe(500_000)
    const csv = await statement({ ...Q1, basis: 'cash', format: 'csv' })
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="income-statement-2026-01-01-to-2026-03-31.csv"')
    const lines = String(csv.body).split('\r\n')
    expect(lines[0]).toBe('Line,Jan 2026,Feb 2026,Mar 2026,Total,Previous period')
    expect(lines).toContain('Rent,0.00,1500.00,2000.00,3500.00,0.00')
    expect(lines).toContain('Net operating income,0.00,1400.00,2000.00,3400.00,-900.00')
    expect(lines).toContain('Capital improvements (not in net operating income),0.00,0.00,5000.00,5000.00,0.00')
  })

  it('staff only: a tenant 404, another landlord 404 for a property not its own', async () => {
    expect((await statement(Q1, tenancy.tenant.token)).status).toBe(404)
    expect((await statement({ ...Q1, property: ids.elm }, foreign.token)).status).toBe(404)
    expect((await rest('GET', '/reports/income-statement/detail', { token: tenancy.tenant.token, query: Q1 })).status).toBe(404)
    const theirs = await statement(Q1, foreign.token)
    expect(theirs.body.totalIncome.total).toBe(0)
  })
})

describe('the income statement pages', () => {
  it('the statement from the URL, the drill-down of a figure, the CSV; a tenant 404', async () => {
    const who = account(owner)
    const page = await runRoute(incomeLoader, '/app/landlord/reports/income-statement?range=custom&from=2026-01-01&to=2026-03-31&basis=accrual&columns=property', { who })
    expect(page.status).toBe(200)
    expect(page.data.report).toMatchObject({ basis: 'accrual', columns: 'property', from: '2026-01-01', to: '2026-03-31' })
    expect(page.data.report.totalIncome.total).toBe(420_000)
    const behind = await runRoute(incomeDetailLoader, `/app/landlord/reports/income-statement/transactions?basis=accrual&from=2026-01-01&to=2026-03-31&property=${ids.elm}&category=rent`, { who })
    expect(behind.data.detail.total).toBe(420_000)
    expect(behind.data.detail.rows.map((row: { invoiceId: number }) => row.invoiceId).sort()).toEqual([ids.febA, ids.marA, ids.febB].sort())
    const csv = await download('/app/landlord/reports/income-statement.csv?range=custom&from=2026-01-01&to=2026-03-31&basis=cash', who)
    expect(await csv.text()).toContain('Rent,0.00,1500.00,2000.00,3500.00,0.00')
    const tenant = account(tenancy.tenant)
    expect((await runRoute(incomeLoader, '/app/landlord/reports/income-statement', { who: tenant })).status).toBe(404)
    expect((await runRoute(incomeDetailLoader, '/app/landlord/reports/income-statement/transactions', { who: tenant })).status).toBe(404)
  })
})

describe('expense report', () => {
  const expenses = (query: Record<string, unknown>, token = owner.token) => rest<ExpenseReport>('GET', '/reports/expense-report', { token, query })

  it('a Schedule E worksheet per property: line 3 rents received, lines 5-19 in order, 20 and 21; by category; capital improvements apart', async () => {
    const { status, body } = await expenses({ range: 'custom', from: '2026-01-01', to: '2026-04-30' })
    expect(status).toBe(200)
    expect(body.columnKeys).toEqual([
      { key: String(ids.elm), label: 'Elm Court' },
      { key: String(ids.pine), label: 'Pine House' },
      { key: 'none', label: 'Not assigned to a property' },
    ])
    // Rents received Jan-Apr: Elm 1500 + 1000 + 1200 - 200 refunded; Pine 2000 (deposits are not rent).
    expect(body.rents).toMatchObject({ line: 3, amounts: { [ids.elm]: 350_000, [ids.pine]: 200_000 }, total: 550_000 })
    expect(body.lines.map((each) => each.line)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    // Repairs paid 04-05 at Elm; insurance for the portfolio; the roof (capital) is not on line 14.
    expect(body.lines.find((each) => each.key === 'repairs')).toMatchObject({ line: 14, amounts: { [ids.elm]: 40_000 }, total: 40_000 })
    expect(body.lines.find((each) => each.key === 'insurance')).toMatchObject({ line: 9, amounts: { none: 10_000 }, total: 10_000 })
    expect(body.totalExpenses).toMatchObject({ line: 20, total: 50_000 })
    expect(body.net).toMatchObject({ line: 21, amounts: { [ids.elm]: 310_000, [ids.pine]: 200_000, none: -10_000 }, total: 500_000 })
    expect(body.byCategory).toEqual([
      { key: 'repair', label: 'Repair', total: 40_000 },
      { key: 'other', label: 'Other', total: 10_000 },
    ])
    expect(body.capitalImprovements).toMatchObject({ count: 1, total: 500_000 })
    expect(body.capitalImprovements.rows[0]).toMatchObject({ date: '2026-03-15', payee: 'Vendor', propertyId: ids.pine, propertyLabel: 'Pine House', amount: 500_000 })
  })

  it('cash basis: an expense counts when paid (the repair dated March, paid April, is not in Q1)', async () => {
    const { body } = await expenses({ from: '2026-01-01', to: '2026-03-31' })
    expect(body.lines.find((each) => each.key === 'repairs')!.total).toBe(0)
    expect(body.totalExpenses.total).toBe(10_000)
  })

  it('CSV: the worksheet with line numbers, the categories, the capital improvements; PDF says it is a worksheet', async () => {
    const csv = await expenses({ from: '2026-01-01', to: '2026-04-30', property: ids.elm, format: 'csv' })
    const lines = String(csv.body).split('\r\n')
    expect(lines[0]).toBe('Line,Description,Elm Court,Total')
    expect(lines).toContain('3,Rents received,3500.00,3500.00')
    expect(lines).toContain('14,Repairs,400.00,400.00')
    expect(lines).toContain('20,Total expenses,400.00,400.00')
    expect(lines).toContain('21,Income or (loss): line 3 less line 20,3100.00,3100.00')
    expect(lines).toContain('Category,Total')
    expect(lines).toContain('Date,Payee,Property,Memo,Amount')
    const pdf = await expenses({ from: '2026-01-01', to: '2026-04-30', format: 'pdf' })
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="expense-report-2026-01-01-to-2026-04-30.pdf"')
  })

  it('staff only, and the page', async () => {
    expect((await expenses({}, tenancy.tenant.token)).status).toBe(404)
    expect((await expenses({ property: ids.pine }, foreign.token)).status).toBe(404)
    const page = await runRoute(expenseReportLoader, '/app/landlord/reports/expense-report?range=custom&from=2026-01-01&to=2026-04-30', { who: account(owner) })
    expect(page.data.report.totalExpenses.total).toBe(50_000)
    expect((await runRoute(expenseReportLoader, '/app/landlord/reports/expense-report', { who: account(tenancy.tenant) })).status).toBe(404)
    const csv = await download('/app/landlord/reports/expense-report.csv?range=custom&from=2026-01-01&to=2026-04-30', account(owner))
    expect(await csv.text()).toContain('9,Insurance,0.00,0.00,100.00,100.00')
    // The tax years offered as one-click worksheets: this year and the three before.
    const year = new Date().getUTCFullYear()
    expect(page.data.taxYears).toEqual([year, year - 1, year - 2, year - 3])
  })

  it('the Schedule E worksheet of a tax year, as CSV and PDF: a column per property, lines 3, 5-19, 20 and 21, and the note that it is not tax advice', async () => {
    const taxYear = '?range=custom&from=2026-01-01&to=2026-12-31'
    const csv = await (await download(`/app/landlord/reports/expense-report.csv${taxYear}`, account(owner))).text()
    const rows = csv.split('\r\n')
    const worksheet = rows.slice(0, rows.indexOf(''))
    expect(worksheet[0]).toBe('Line,Description,Elm Court,Pine House,Not assigned to a property,Total')
    expect(worksheet.slice(1).map((row) => row.split(',')[0])).toEqual(['3', ...Array.from({ length: 15 }, (_, index) => String(index + 5)), '20', '21'])
    expect(worksheet).toContain('3,Rents received,3500.00,2000.00,0.00,5500.00')
    expect(worksheet).toContain('12,"Mortgage interest paid to banks, etc.",0.00,0.00,0.00,0.00')
    expect(worksheet).toContain('20,Total expenses,400.00,0.00,100.00,500.00')
    expect(worksheet).toContain('21,Income or (loss): line 3 less line 20,3100.00,2000.00,-100.00,5000.00')
    // Every line's total is the sum of its property columns; line 20 sums 5-19, line 21 is 3 less 20.
    const amounts = worksheet.slice(1).map((row) => row.match(/(-?\d+\.\d{2})/g)!.map(Number))
    for (const each of amounts) expect(each.slice(0, -1).reduce((sum, value) => sum + value, 0)).toBeCloseTo(each.at(-1)!, 2)
    const sumOf = (lines: number[][], column: number) => lines.reduce((sum, each) => sum + each[column]!, 0)
    for (let column = 0; column < 4; column++) {
      expect(amounts[16]![column]).toBeCloseTo(sumOf(amounts.slice(1, 16), column), 2)
      expect(amounts[17]![column]).toBeCloseTo(amounts[0]![column]! - amounts[16]![column]!, 2)
    }
    expect(rows.filter(Boolean).at(-1)).toBe(csvText([[WORKSHEET_NOTE]]).trim())

    const pdf = await download(`/app/landlord/reports/expense-report.pdf${taxYear}`, account(owner))
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    const text = (await readPdfText(new Uint8Array(await pdf.arrayBuffer()))).pages.join('\n').replace(/\s+/g, ' ')
    for (const phrase of ['Schedule E worksheet', 'Rents received', 'Mortgage interest paid to banks, etc.', 'Depreciation expense or depletion', 'Total expenses', 'Income or (loss): line 3 less line 20', 'Elm Court', 'Pine House', '$5,500.00', 'not tax advice']) {
      expect(text, phrase).toContain(phrase)
    }
  })
})

/**
 * A large portfolio's pages show a page of the long tables (the rent roll 100 units at a
 * time, the columns by property 12 at a time): summaries and totals stay the whole report's.
 */
describe('report pages of a large portfolio', () => {
  let big: Account
  beforeAll(async () => {
    const landlord = await signedInLandlord('reports-big')
    big = account(landlord)
    const seed = bulkPortfolio(await testPayload())
    // 30 properties, 150 units, 150 leases; 200 expenses over two years on them.
    const leases = await seed.portfolio(landlord.organization.id, { properties: 30, unitsFor: (index) => seed.UNITS_PER_PROPERTY_CYCLE[index % seed.UNITS_PER_PROPERTY_CYCLE.length]!, leases: 150 })
    await seed.expenses(landlord.organization.id, leases, 200)
  }, 120_000)

  it('the rent roll shows 100 units a page, its summary counts every unit', async () => {
    const first = await runRoute(rentRollLoader, '/app/landlord/reports/rent-roll', { who: big })
    expect(first.status).toBe(200)
    expect(first.data.report.rows).toHaveLength(100)
    expect(first.data.paging).toEqual({ page: 1, totalPages: 2, totalDocs: 150 })
    expect(first.data.report.summary.units).toBe(150)
    const second = await runRoute(rentRollLoader, '/app/landlord/reports/rent-roll?page=2', { who: big })
    expect(second.data.report.rows).toHaveLength(50)
    expect(second.data.report.summary).toEqual(first.data.report.summary)
    const unitIds = [...first.data.report.rows, ...second.data.report.rows].map((row: { unitId: number }) => row.unitId)
    expect(new Set(unitIds).size).toBe(150)
    // Past the end: the last page; nonsense: the first.
    expect((await runRoute(rentRollLoader, '/app/landlord/reports/rent-roll?page=99', { who: big })).data.paging.page).toBe(2)
    expect((await runRoute(rentRollLoader, '/app/landlord/reports/rent-roll?page=abc', { who: big })).data.paging.page).toBe(1)
  })

  it('the API answers one page when asked (`page`): the shown units or columns only, the summary and totals of all; whole without it and in the exports', async () => {
    const whole = await rest<RentRoll>('GET', '/reports/rent-roll', { token: big.token })
    expect(whole.status).toBe(200)
    expect(whole.body.rows).toHaveLength(150)
    expect(whole.body).not.toHaveProperty('paging')
    const second = await rest<RentRollPage>('GET', '/reports/rent-roll', { token: big.token, query: { page: '2' } })
    expect(second.body.paging).toEqual({ page: 2, totalPages: 2, totalDocs: 150 })
    expect(second.body.rows).toEqual(whole.body.rows.slice(100))
    // The page's units are named and their tenants read on their own (not from the whole roll's statements).
    expect(second.body.rows.some((row) => row.tenants.length > 0 && row.leaseId !== null)).toBe(true)
    expect(second.body.rows.every((row) => row.unitName !== '' && row.propertyLabel !== '' && row.propertyId > 0)).toBe(true)
    expect(second.body.summary).toEqual(whole.body.summary)
    expect(second.body.occupancy).toEqual(whole.body.occupancy)
    // Past the end: the last page.
    expect((await rest<RentRollPage>('GET', '/reports/rent-roll', { token: big.token, query: { page: '9' } })).body.rows).toEqual(whole.body.rows.slice(100))
    // The export ignores the page: every unit.
    const csv = await rest('GET', '/reports/rent-roll', { token: big.token, query: { page: '2', format: 'csv' } })
    expect(String(csv.body).split('\r\n').filter((line) => /,(Active|Month-to-month|Vacant),/.test(line))).toHaveLength(150)

    const period = { range: 'custom', from: '2022-01-01', to: '2026-12-31', basis: 'accrual', columns: 'property' }
    const statementWhole = await rest<IncomeStatement>('GET', '/reports/income-statement', { token: big.token, query: period })
    const statementPage = await rest<IncomeStatementPage>('GET', '/reports/income-statement', { token: big.token, query: { ...period, page: '2' } })
    expect(statementPage.body.paging).toEqual({ page: 2, totalPages: Math.ceil(statementWhole.body.columnKeys.length / 12), totalDocs: statementWhole.body.columnKeys.length })
    expect(statementPage.body.columnKeys).toEqual(statementWhole.body.columnKeys.slice(12, 24))
    const shown = statementPage.body.columnKeys.map((column) => column.key)
    expect(statementPage.body.totalIncome.amounts).toEqual(Object.fromEntries(shown.filter((key) => key in statementWhole.body.totalIncome.amounts).map((key) => [key, statementWhole.body.totalIncome.amounts[key]])))
    expect(statementPage.body.totalIncome.total).toBe(statementWhole.body.totalIncome.total)
    expect(statementPage.body.monthly).toEqual(statementWhole.body.monthly)
    // By month there is no paging: every month.
    const byMonth = await rest<IncomeStatementPage>('GET', '/reports/income-statement', { token: big.token, query: { ...period, columns: 'month', page: '2' } })
    expect(byMonth.body.paging).toBeNull()
    expect(byMonth.body.columnKeys).toHaveLength(60)

    const worksheetWhole = await rest<ExpenseReport>('GET', '/reports/expense-report', { token: big.token, query: { range: 'custom', from: '2020-01-01', to: '2030-12-31' } })
    const worksheetPage = await rest<ExpenseReportPage>('GET', '/reports/expense-report', { token: big.token, query: { range: 'custom', from: '2020-01-01', to: '2030-12-31', page: '1' } })
    expect(worksheetPage.body.columnKeys).toEqual(worksheetWhole.body.columnKeys.slice(0, 12))
    expect(worksheetPage.body.totalExpenses.total).toBe(worksheetWhole.body.totalExpenses.total)
    expect(worksheetPage.body.lines.map((line) => line.total)).toEqual(worksheetWhole.body.lines.map((line) => line.total))
    expect(Object.keys(worksheetPage.body.totalExpenses.amounts).every((key) => worksheetPage.body.columnKeys.some((column) => column.key === key))).toBe(true)
  })

  it('a page by property is computed alone and is the whole report\'s page: every column\'s totals, the shown columns\' amounts', async () => {
    // Two pages of 12 properties or more: the page's lines sum only its properties, their totals every property's.
    for (const basis of ['cash', 'accrual']) {
      const period = { range: 'custom', from: '2022-01-01', to: '2026-12-31', basis, columns: 'property' }
      const whole = (await rest<IncomeStatement>('GET', '/reports/income-statement', { token: big.token, query: period })).body
      expect(whole.columnKeys.length, basis).toBeGreaterThan(12)
      for (const page of ['1', '2', '3', '99']) {
        expect((await rest<IncomeStatementPage>('GET', '/reports/income-statement', { token: big.token, query: { ...period, page } })).body, `${basis} page ${page}`).toEqual(incomeStatementPage(whole, page))
      }
    }
    const year = { range: 'custom', from: '2020-01-01', to: '2030-12-31' }
    const worksheet = (await rest<ExpenseReport>('GET', '/reports/expense-report', { token: big.token, query: year })).body
    expect(worksheet.columnKeys.length).toBeGreaterThan(12)
    for (const page of ['1', '3', '99']) {
      expect((await rest<ExpenseReportPage>('GET', '/reports/expense-report', { token: big.token, query: { ...year, page } })).body, `worksheet page ${page}`).toEqual(expenseReportPage(worksheet, page))
    }
  })

  it('the Schedule E worksheet and the statement by property show 12 properties a page, totals of all', async () => {
    for (const path of ['/app/landlord/reports/expense-report?range=custom&from=2020-01-01&to=2030-12-31', '/app/landlord/reports/income-statement?range=custom&from=2022-01-01&to=2026-12-31&columns=property&basis=accrual']) {
      const first = await runRoute(path.includes('expense-report') ? expenseReportLoader : incomeLoader, path, { who: big })
      const second = await runRoute(path.includes('expense-report') ? expenseReportLoader : incomeLoader, `${path}&page=2`, { who: big })
      expect(first.status, path).toBe(200)
      // Both reports carry their total expenses line (Schedule E line 20; the statement's total).
      const total = (page: typeof first) => page.data.report.totalExpenses as { amounts: Record<string, number>; total: number }
      expect(first.data.paging.totalDocs, path).toBeGreaterThan(12)
      expect(first.data.report.columnKeys).toHaveLength(12)
      expect(second.data.paging.page).toBe(2)
      // Only the shown columns' amounts travel to the page; the total is the whole report's.
      for (const page of [first, second]) {
        const keys = page.data.report.columnKeys.map((column: { key: string }) => column.key)
        expect(Object.keys(total(page).amounts).every((key) => keys.includes(key)), path).toBe(true)
      }
      expect(total(second).total).toBe(total(first).total)
      expect(total(first).total).toBeGreaterThan(0)
    }
  })
})
