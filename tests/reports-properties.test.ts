import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createInvoice, createLease, createPayment, createProperty, createUnit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { TAX_CATEGORIES, type TaxCategory } from '@common/expenses'
import { INVOICE_CATEGORIES, type InvoiceCategory } from '@common/invoices'
import type { ExpenseReport, IncomeBasis, IncomeDetail, IncomeStatement } from '@common/reports'
import { expenseReportPage, incomeStatementPage } from './support/report-pages'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The income statement against a model (property-based; ADR 030): random charges and
 * deposit invoices (some void), payments on them (some with no paid date, received when
 * recorded), refunds in every status, charges whose category is changed after they were paid,
 * and expenses (some paid later, some capital improvements), around a fixed period. After each batch, on both bases, the statement's
 * totals, every line, every month and every property column equal the sums the model
 * computes from the same transactions — the whole organization's and one property's — and
 * the drill-down's total equals the statement's income.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let payload: Payload

const PERIOD = { from: '2027-02-01', to: '2027-07-31' }
const inPeriod = (instant: string) => instant >= `${PERIOD.from}T00:00:00.000Z` && instant < '2027-08-01T00:00:00.000Z'
/** An instant from Jan 1 to Sep 30, 2027, at any hour (around both ends of the period). */
const instantArb = fc.record({ day: fc.integer({ min: 0, max: 272 }), ms: fc.integer({ min: 0, max: 86_399_999 }) }).map(({ day, ms }) => new Date(Date.UTC(2027, 0, 1) + day * 86_400_000 + ms).toISOString())

type ModelPayment = { amount: number; receivedAt: string; paidAtMissing: boolean; refunds: Array<{ amount: number; status: string; at: string }> }
type ModelInvoice = { property: number; kind: 'charge' | 'security-deposit'; category: InvoiceCategory; total: number; dueDate: string; voided: boolean; payments: ModelPayment[] }
type ModelExpense = { property: number | null; taxCategory: TaxCategory; amount: number; date: string; paidDate: string | null; capital: boolean }

const invoiceArb = fc.record({
  kind: fc.constantFrom('charge' as const, 'charge' as const, 'security-deposit' as const),
  category: fc.constantFrom(...INVOICE_CATEGORIES),
  total: fc.integer({ min: 1, max: 500_000 }),
  dueDate: instantArb,
  voided: fc.integer({ min: 0, max: 4 }).map((value) => value === 0),
  // A charge's category changed after its payments and refunds: they follow it (each payment keeps its charge's category).
  recategorized: fc.option(fc.constantFrom(...INVOICE_CATEGORIES), { nil: null, freq: 2 }),
  payments: fc.array(
    fc.record({
      share: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
      receivedAt: instantArb,
      paidAtMissing: fc.boolean(),
      refunds: fc.array(fc.record({ share: fc.double({ min: 0.01, max: 0.5, noNaN: true }), status: fc.constantFrom('succeeded', 'succeeded', 'pending', 'failed'), at: instantArb }), { maxLength: 2 }),
    }),
    { maxLength: 2 },
  ),
})
/** A day of 2027 at midnight UTC (an expense's dates are days), `after` days later for a paid date. */
const dayOf2027 = (day: number) => new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString()
const expenseArb = fc
  .record({
    taxCategory: fc.constantFrom(...TAX_CATEGORIES),
    amount: fc.integer({ min: 1, max: 300_000 }),
    day: fc.integer({ min: 0, max: 240 }),
    paidAfter: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    capital: fc.integer({ min: 0, max: 3 }).map((value) => value === 0),
    portfolioWide: fc.integer({ min: 0, max: 3 }).map((value) => value === 0),
  })
  .map(({ day, paidAfter, ...rest }) => ({ ...rest, date: dayOf2027(day), paidDate: paidAfter === null ? null : dayOf2027(day + paidAfter) }))

const model = { invoices: [] as ModelInvoice[], expenses: [] as ModelExpense[] }

beforeAll(async () => {
  owner = await signedInLandlord('reports-model')
  payload = await testPayload()
})

/** What the statement must say, from the model: per income category and month, per tax category and month, capital improvements. */
function expected(basis: IncomeBasis, property: number | null) {
  const income = new Map<string, number>()
  const expenses = new Map<string, number>()
  const monthlyIncome = new Map<string, number>()
  const monthlyExpenses = new Map<string, number>()
  const byProperty = new Map<string, number>()
  let capital = 0
  const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount)
  const count = (category: string, at: string, amount: number, column: string) => {
    add(income, category, amount)
    add(monthlyIncome, at.slice(0, 7), amount)
    add(byProperty, column, amount)
  }
  for (const invoice of model.invoices) {
    if (property !== null && invoice.property !== property) continue
    if (invoice.kind !== 'charge') continue
    if (basis === 'accrual') {
      if (!invoice.voided && inPeriod(invoice.dueDate)) count(invoice.category, invoice.dueDate, invoice.total, String(invoice.property))
      continue
    }
    for (const payment of invoice.payments) {
      if (inPeriod(payment.receivedAt)) count(invoice.category, payment.receivedAt, payment.amount, String(invoice.property))
      for (const refund of payment.refunds) if (refund.status === 'succeeded' && inPeriod(refund.at)) count(invoice.category, refund.at, -refund.amount, String(invoice.property))
    }
  }
  for (const expense of model.expenses) {
    if (property !== null && expense.property !== property) continue
    const at = basis === 'cash' ? (expense.paidDate ?? expense.date) : expense.date
    if (!inPeriod(at)) continue
    if (expense.capital) capital += expense.amount
    else {
      add(expenses, expense.taxCategory, expense.amount)
      add(monthlyExpenses, at.slice(0, 7), expense.amount)
      add(byProperty, expense.property === null ? 'none' : String(expense.property), -expense.amount)
    }
  }
  const sum = (map: Map<string, number>) => [...map.values()].reduce((total, value) => total + value, 0)
  return { income, expenses, monthlyIncome, monthlyExpenses, byProperty, capital, totalIncome: sum(income), totalExpenses: sum(expenses) }
}

async function check(basis: IncomeBasis, property: number | null) {
  const query = { range: 'custom', ...PERIOD, basis, ...(property ? { property } : {}) }
  const want = expected(basis, property)
  const label = `${basis}${property ? ` property ${property}` : ''}`
  const byMonth = await rest<IncomeStatement>('GET', '/reports/income-statement', { token: owner.token, query: { ...query, columns: 'month' } })
  expect(byMonth.status).toBe(200)
  const report = byMonth.body
  expect(report.totalIncome.total, label).toBe(want.totalIncome)
  expect(report.totalExpenses.total, label).toBe(want.totalExpenses)
  expect(report.capitalImprovements.total, label).toBe(want.capital)
  expect(report.netOperatingIncome.total, label).toBe(want.totalIncome - want.totalExpenses)
  for (const line of report.income) expect(line.total, `${label} ${line.key}`).toBe(want.income.get(line.key) ?? 0)
  for (const [key, amount] of want.income) if (amount) expect(report.income.find((line) => line.key === key)?.total, `${label} ${key}`).toBe(amount)
  for (const line of report.expenses) expect(line.total, `${label} ${line.key}`).toBe(want.expenses.get(line.key) ?? 0)
  for (const [key, amount] of want.expenses) expect(report.expenses.find((line) => line.key === key)?.total, `${label} ${key}`).toBe(amount)
  // Every month, the chart's months and each line's columns adding up to its total.
  expect(report.monthly).toEqual(report.columnKeys.map((column) => ({ month: column.key, income: want.monthlyIncome.get(column.key) ?? 0, expenses: want.monthlyExpenses.get(column.key) ?? 0 })))
  for (const line of [...report.income, ...report.expenses, report.totalIncome, report.totalExpenses, report.netOperatingIncome, report.capitalImprovements]) {
    expect(Object.values(line.amounts).reduce((total, value) => total + value, 0), `${label} ${line.key} columns`).toBe(line.total)
  }
  // By property: each property's (and the portfolio-wide) net operating income.
  const byProperty = (await rest<IncomeStatement>('GET', '/reports/income-statement', { token: owner.token, query: { ...query, columns: 'property' } })).body
  for (const column of byProperty.columnKeys) expect(byProperty.netOperatingIncome.amounts[column.key] ?? 0, `${label} column ${column.label}`).toBe(want.byProperty.get(column.key) ?? 0)
  for (const [key, amount] of want.byProperty) if (amount) expect(byProperty.netOperatingIncome.amounts[key], `${label} column ${key}`).toBe(amount)
  expect(byProperty.totalIncome.total).toBe(want.totalIncome)
  // Its income by property and its chart's months come from one statement by property and month: both as the model says.
  for (const line of byProperty.income) expect(line.total, `${label} by property ${line.key}`).toBe(want.income.get(line.key) ?? 0)
  for (const line of [...byProperty.income, byProperty.totalIncome]) {
    expect(Object.values(line.amounts).reduce((total, value) => total + value, 0), `${label} by property ${line.key} columns`).toBe(line.total)
  }
  expect(byProperty.monthly, `${label} chart by property`).toEqual(report.monthly)
  // A page of the columns by property (what the pages ask for) is computed alone — the lines'
  // totals from the period by month, only the page's properties grouped — and is the whole
  // statement's page; the worksheet's (cash basis) too.
  const page = (await rest<IncomeStatement>('GET', '/reports/income-statement', { token: owner.token, query: { ...query, columns: 'property', page: '1' } })).body
  expect(page, `${label} page by property`).toEqual(incomeStatementPage(byProperty, '1'))
  if (basis === 'cash') {
    const worksheetQuery = { range: 'custom', ...PERIOD, ...(property ? { property } : {}) }
    const worksheet = (await rest<ExpenseReport>('GET', '/reports/expense-report', { token: owner.token, query: worksheetQuery })).body
    const worksheetPage = (await rest<ExpenseReport>('GET', '/reports/expense-report', { token: owner.token, query: { ...worksheetQuery, page: '1' } })).body
    expect(worksheetPage, `${label} worksheet page`).toEqual(expenseReportPage(worksheet, '1'))
  }
  // The drill-down: the transactions behind the income add up to it.
  const detail = await rest<IncomeDetail>('GET', '/reports/income-statement/detail', { token: owner.token, query })
  expect(detail.body.total, `${label} drill-down`).toBe(want.totalIncome)
}

describe('income statement totals equal the sum of the transactions behind them (property-based, both bases)', () => {
  it('for random invoices, payments, refunds and expenses', async () => {
    const organization = owner.organization.id
    let runs = 0
    let recategorizedPaid = 0
    await fc.assert(
      fc.asyncProperty(fc.array(invoiceArb, { minLength: 1, maxLength: 4 }), fc.array(expenseArb, { maxLength: 4 }), async (invoices, expenses) => {
        runs++
        const property = await createProperty(payload, { organization, nickname: `Model ${runs}` })
        const unit = await createUnit(payload, { property: property.id, name: 'A' })
        const lease = await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', startDate: '2026-12-01T00:00:00.000Z' })
        for (const drawn of invoices) {
          const invoice = await createInvoice(
            payload,
            { lease: lease.id, kind: drawn.kind, category: drawn.kind === 'charge' ? drawn.category : 'other', dueDate: drawn.dueDate, paymentMethods: ['check'], items: [{ name: 'Item', description: 'Model', amount: drawn.total, quantity: 1 }] },
            { trustedMethods: true },
          )
          const modelInvoice: ModelInvoice = { property: property.id, kind: drawn.kind, category: drawn.kind === 'charge' ? drawn.category : 'other', total: drawn.total, dueDate: drawn.dueDate, voided: false, payments: [] }
          for (const drawnPayment of drawn.payments) {
            const amount = Math.max(1, Math.floor(drawn.total * drawnPayment.share))
            const payment = await createPayment(payload, { invoice: invoice.id, method: 'check', amount, paidAt: drawnPayment.receivedAt })
            if (drawnPayment.paidAtMissing) {
              // No paid date recorded: the payment counts when it was created.
              const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }
              await db.execute({ drizzle: db.drizzle, raw: `UPDATE payments SET paid_at = NULL, created_at = '${drawnPayment.receivedAt}' WHERE id = ${payment.id}` })
            }
            const refunds = drawnPayment.refunds.map((refund) => ({ amount: Math.max(1, Math.floor(amount * refund.share)), status: refund.status, at: refund.at }))
            if (refunds.length) {
              const refunded = refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0)
              await payload.update({ collection: 'payments', id: payment.id, data: { refunds: refunds.map((refund) => ({ amount: refund.amount, status: refund.status as 'succeeded', createdAt: refund.at })), amountRefunded: refunded }, overrideAccess: true })
            }
            modelInvoice.payments.push({ amount, receivedAt: drawnPayment.receivedAt, paidAtMissing: drawnPayment.paidAtMissing, refunds })
          }
          if (drawn.kind === 'charge' && drawn.recategorized) {
            await payload.update({ collection: 'invoices', id: invoice.id, data: { category: drawn.recategorized }, overrideAccess: true })
            modelInvoice.category = drawn.recategorized
            if (drawn.payments.length) recategorizedPaid++
          }
          if (drawn.voided && drawn.payments.length === 0) {
            await payload.update({ collection: 'invoices', id: invoice.id, data: { voided: true }, overrideAccess: true })
            modelInvoice.voided = true
          }
          model.invoices.push(modelInvoice)
        }
        for (const drawn of expenses) {
          const expense: ModelExpense = { property: drawn.portfolioWide ? null : property.id, taxCategory: drawn.taxCategory, amount: drawn.amount, date: drawn.date, paidDate: drawn.paidDate, capital: drawn.capital }
          await payload.create({
            collection: 'expenses',
            data: { organization, payeeName: 'Vendor', category: 'other', taxCategory: expense.taxCategory, amount: expense.amount, date: expense.date, paidDate: expense.paidDate, property: expense.property, capitalImprovement: expense.capital } as never,
            overrideAccess: true,
          })
          model.expenses.push(expense)
        }
        for (const basis of ['cash', 'accrual'] as const) {
          await check(basis, null)
          await check(basis, property.id)
        }
      }),
      { numRuns: 12, endOnFailure: true },
    )
    // The model held something in the period on both bases (the property is not vacuous).
    expect(expected('accrual', null).totalIncome).toBeGreaterThan(0)
    expect(model.invoices.some((invoice) => invoice.payments.some((payment) => payment.paidAtMissing))).toBe(true)
    expect(recategorizedPaid, 'a paid charge changed its category').toBeGreaterThan(0)
  })
})
