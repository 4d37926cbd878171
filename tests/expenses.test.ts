import { beforeAll, describe, expect, it } from 'vitest'
import { expenseMessages } from '@common/expenses'
import { idOf } from '@common/ids'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { createContact, createUnit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart } from './rest'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Expenses over REST (product-spec §1, §2 expenses; ADR 029): the staff of the organization
 * record, read, change and delete them; a tenant or another landlord gets 404; every field
 * says what is wrong with it; the place, vendor and receipts follow the write rule.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let home: Awaited<ReturnType<typeof leaseWithTenant>>
let foreignHome: Awaited<ReturnType<typeof leaseWithTenant>>
let vendor: number

const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))
const EXPENSE = { date: '2026-10-05', amount: 12_550, payeeName: 'Ace Plumbing', category: 'repair', taxCategory: 'repairs', paymentMethod: 'check', memo: 'Kitchen sink' }
const add = (token: string, extra: Record<string, unknown> = {}) => rest('POST', '/expenses', { token, json: { ...EXPENSE, ...extra } })

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('expense-owner'), signedInLandlord('expense-foreign')])
  home = await leaseWithTenant(owner.organization.id, 'Exa')
  foreignHome = await leaseWithTenant(foreign.organization.id, 'Exf')
  const payload = await testPayload()
  vendor = (await createContact(payload, { organization: owner.organization.id, type: 'vendor', companyName: 'Bright Electric', firstName: 'Bo', lastName: 'Volt' })).id
})

describe('recording an expense', () => {
  it('staff record an expense on a property and unit; the organization is theirs', async () => {
    const response = await add(owner.token, { property: home.property.id, unit: home.unit.id, paidDate: '2026-10-06', capitalImprovement: true, organization: foreign.organization.id })
    expect(response.status).toBe(403)
    const created = await add(owner.token, { property: home.property.id, unit: home.unit.id, paidDate: '2026-10-06', capitalImprovement: true })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.doc).toMatchObject({ amount: 12_550, payeeName: 'Ace Plumbing', category: 'repair', taxCategory: 'repairs', paymentMethod: 'check', capitalImprovement: true })
    expect(idOf(created.body.doc.organization)).toBe(owner.organization.id)
    expect(created.body.doc.date.slice(0, 10)).toBe('2026-10-05')
  })

  it('a unit alone brings its property; a vendor from People gives the payee its name', async () => {
    const created = await add(owner.token, { unit: home.unit.id, payeeName: '', payeeContact: vendor })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(idOf(created.body.doc.property)).toBe(home.property.id)
    expect(created.body.doc.payeeName).toBe('Bright Electric')
    const portfolioWide = await add(owner.token, {})
    expect(portfolioWide.status).toBe(201)
    expect(portfolioWide.body.doc.property).toBeNull()
  })

  it('every bad field gets its message, and nothing is saved', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'expenses', where: { organization: { equals: owner.organization.id } } })
    const empty = await rest('POST', '/expenses', { token: owner.token, json: { date: '', amount: null, payeeName: ' ', category: '', taxCategory: '' } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty.body)).toMatchObject({
      date: expenseMessages.dateRequired,
      amount: expenseMessages.amountRequired,
      payeeName: expenseMessages.payeeRequired,
      category: expenseMessages.categoryRequired,
      taxCategory: expenseMessages.taxCategoryRequired,
    })
    expect(fieldErrors((await add(owner.token, { amount: 0 })).body).amount).toBe(expenseMessages.amountPositive)
    expect(fieldErrors((await add(owner.token, { amount: 12.5 })).body).amount).toBe(expenseMessages.amountInvalid)
    expect(fieldErrors((await add(owner.token, { amount: 100_000_000_01 })).body).amount).toBe(expenseMessages.amountTooLarge)
    expect(fieldErrors((await add(owner.token, { paidDate: '2026-10-01' })).body).paidDate).toBe(expenseMessages.paidDateBeforeDate)
    const otherUnit = await createUnit(payload, { property: (await leaseWithTenant(owner.organization.id, 'Exb')).property.id, name: 'Elsewhere' })
    expect(fieldErrors((await add(owner.token, { property: home.property.id, unit: otherUnit.id })).body).unit).toBe(expenseMessages.unitNotOfProperty)
    expect((await payload.count({ collection: 'expenses', where: { organization: { equals: owner.organization.id } } })).totalDocs).toBe(before.totalDocs)
  })

  it("another landlord's property, unit or vendor is refused like a missing one", async () => {
    const payload = await testPayload()
    const foreignVendor = await createContact(payload, { organization: foreign.organization.id, type: 'vendor', companyName: 'Elsewhere Co', firstName: 'Ed', lastName: 'Else' })
    for (const extra of [{ property: foreignHome.property.id }, { property: home.property.id, unit: foreignHome.unit.id }, { payeeContact: foreignVendor.id }]) {
      const response = await add(owner.token, extra)
      expect(response.status, JSON.stringify(extra)).toBe(400)
      expect(errorMessage(response.body)).toBe(RELATION_NOT_FOUND)
    }
  })
})

describe('who reads and changes an expense', () => {
  let expenseId: number
  beforeAll(async () => {
    expenseId = (await add(owner.token, { property: home.property.id })).body.doc.id
  })

  it("the property's tenant and another landlord get 404, and lists without it", async () => {
    for (const token of [home.tenant.token, foreign.token]) {
      expect((await rest('GET', `/expenses/${expenseId}`, { token })).status).toBe(404)
      expect((await rest('PATCH', `/expenses/${expenseId}`, { token, json: { amount: 1 } })).status).toBe(404)
      expect((await rest('DELETE', `/expenses/${expenseId}`, { token })).status).toBe(404)
      const list = await rest('GET', '/expenses', { token, query: { depth: 0 } })
      expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(expenseId)
    }
    expect((await rest('POST', '/expenses', { token: home.tenant.token, json: EXPENSE })).status).toBe(403)
    expect((await rest('GET', `/expenses/${expenseId}`)).status).toBe(403)
  })

  it('staff change and delete it', async () => {
    const changed = await rest('PATCH', `/expenses/${expenseId}`, { token: owner.token, json: { amount: 9_999, memo: 'Corrected' } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.doc).toMatchObject({ amount: 9_999, memo: 'Corrected' })
    expect((await rest('DELETE', `/expenses/${expenseId}`, { token: owner.token })).status).toBe(200)
    expect((await rest('GET', `/expenses/${expenseId}`, { token: owner.token })).status).toBe(404)
  })
})

describe('receipts', () => {
  it('staff attach receipts to their expense; a tenant or another landlord cannot see or add them', async () => {
    const expense = (await add(owner.token, { property: home.property.id })).body.doc
    const upload = (token: string, id: number) =>
      restMultipart('POST', '/files', { token, files: [{ bytes: samplePdf(), name: 'receipt.pdf', type: 'application/pdf' }], payload: { nickname: 'Receipt', kind: 'expense', expense: id } })
    const uploaded = await upload(owner.token, expense.id)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    expect(idOf(uploaded.body.doc.organization)).toBe(owner.organization.id)
    const read = await rest('GET', `/expenses/${expense.id}`, { token: owner.token, query: { depth: 1 } })
    expect(read.body.receipts.docs.map((file: { id: number }) => file.id)).toEqual([uploaded.body.doc.id])
    expect((await rest('GET', `/files/${uploaded.body.doc.id}`, { token: home.tenant.token })).status).toBe(404)
    expect((await rest('GET', `/files/${uploaded.body.doc.id}`, { token: foreign.token })).status).toBe(404)
    const foreignUpload = await upload(foreign.token, expense.id)
    expect(foreignUpload.status).toBe(400)
    expect(errorMessage(foreignUpload.body)).toBe(RELATION_NOT_FOUND)
  })
})

describe('recurring expenses', () => {
  it('the job records each occurrence once, however often it runs, and ends the schedule after its end date', async () => {
    const { generateRecurringExpenses } = await import('@api/jobs/recurring-expenses')
    const { createLocalReq } = await import('payload')
    const payload = await testPayload()
    const created = await rest('POST', '/recurring-expenses', {
      token: owner.token,
      json: { startDate: '2026-01-31', endDate: '2026-06-30', frequency: 'monthly', amount: 15_000, payeeName: 'Acme Insurance', category: 'other', taxCategory: 'insurance', property: home.property.id },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const schedule = created.body.doc.id
    const req = await createLocalReq({}, payload)
    const first = await generateRecurringExpenses(req, new Date('2026-03-15T10:00:00Z'))
    expect(first.created).toBeGreaterThanOrEqual(2)
    const [again, concurrent] = await Promise.all([generateRecurringExpenses(req, new Date('2026-03-15T10:00:00Z')), generateRecurringExpenses(req, new Date('2026-03-15T11:00:00Z'))])
    expect(again.created + concurrent.created).toBe(0)
    const later = await generateRecurringExpenses(req, new Date('2026-12-01T00:00:00Z'))
    expect(later.ended).toBeGreaterThanOrEqual(1)
    const recorded = await payload.find({ collection: 'expenses', where: { recurringExpense: { equals: schedule } }, sort: 'date', depth: 0, limit: 20 })
    expect(recorded.docs.map((doc) => doc.date.slice(0, 10))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'].filter((day) => day <= '2026-06-30').slice(0, 6))
    expect(recorded.docs.every((doc) => doc.amount === 15_000 && doc.taxCategory === 'insurance' && idOf(doc.organization) === owner.organization.id)).toBe(true)
    expect((await payload.findByID({ collection: 'recurring-expenses', id: schedule, depth: 0 })).status).toBe('ended')
    expect((await rest('GET', `/recurring-expenses/${schedule}`, { token: foreign.token })).status).toBe(404)
  })
})

describe('totals', () => {
  it('sums the filtered expenses by the database, for staff only', async () => {
    for (const [date, amount] of [['2025-02-01', 1_000], ['2025-02-28', 2_500], ['2025-03-01', 9_900]] as const) {
      const added = await add(owner.token, { date, amount, category: 'utility', taxCategory: 'utilities', payeeName: 'Totals Water' })
      expect(added.status, JSON.stringify(added.body)).toBe(201)
    }
    const totals = await rest('GET', '/expenses/totals', { token: owner.token, query: { from: '2025-02-01', to: '2025-02-28', category: ['utility'] } })
    expect(totals.body).toMatchObject({ total: 3_500, count: 2, byCategory: [{ category: 'utility', amount: 3_500, count: 2 }] })
    const foreignTotals = await rest('GET', '/expenses/totals', { token: foreign.token, query: { from: '2025-02-01', to: '2025-02-28' } })
    expect(foreignTotals.body).toMatchObject({ total: 0, count: 0 })
    expect((await rest('GET', '/expenses/totals', { token: home.tenant.token })).body).toMatchObject({ total: 0 })
  })
})
