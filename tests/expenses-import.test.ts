import { beforeAll, describe, expect, it } from 'vitest'
import { expenseMessages, MAX_IMPORT_ROWS } from '@common/expenses'
import { idOf } from '@common/ids'
import { createUnit } from '@api/seed/factories'
import { action as importAction, loader as importLoader } from '~/routes/app/landlord/expenses.import'
import { signImport } from '~/features/expenses/expense-import.server'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, routeRunner, type Account } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'
import type { Organization } from '@api/payload-types'

/**
 * CSV import of expenses (ADR 029), as a browser without JavaScript posts it: the file is
 * previewed with row-level errors and nothing saved; 'Import N expenses' posts the signed rows
 * back and the API creates them in one transaction, all or nothing.
 */
let owner: SignedIn<{ organization: Organization }>
let other: SignedIn<{ organization: Organization }>
let landlord: Account
let foreign: Account
let home: Awaited<ReturnType<typeof leaseWithTenant>>
let annex: number
const run = routeRunner(() => landlord)
const csv = (text: string) => new File([text], 'expenses.csv', { type: 'text/csv' })
const count = async () => (await (await testPayload()).count({ collection: 'expenses', where: { organization: { equals: owner.organization.id } } })).totalDocs
const PATH = '/app/landlord/expenses/import'

beforeAll(async () => {
  ;[owner, other] = await Promise.all([signedInLandlord('import-owner'), signedInLandlord('import-foreign')])
  landlord = account(owner)
  foreign = account(other)
  home = await leaseWithTenant(owner.organization.id, 'Imp')
  await (await testPayload()).update({ collection: 'properties', id: home.property.id, data: { nickname: 'Maple Court' } })
  annex = (await createUnit(await testPayload(), { property: home.property.id, name: 'Annex' })).id
})

const GOOD = [
  'Date,Amount,Payee,Category,Tax category,Property,Unit,Memo',
  '2026-02-03,"$1,250.50",Ace Plumbing,Repair,Repairs,Maple Court,Annex,"Leak, kitchen"',
  '3/15/2026,80,City Water,utility,,maple court,,',
  '2026-03-20,45.25,Hardware Store,Maintenance,15,,,Supplies',
].join('\r\n')

describe('importing expenses from a CSV file', () => {
  it('previews the rows, saves nothing, and offers Import N expenses', async () => {
    expect((await run(importLoader, PATH)).status).toBe(200)
    const before = await count()
    const preview = await run(importAction, PATH, { form: { intent: 'expense-import-preview', file: [csv(GOOD)] } })
    expect(preview.status).toBe(200)
    expect(preview.data.preview.errors).toEqual([])
    expect(preview.data.preview.rows.map((row: any) => [row.row, row.date, row.amount, row.category, row.taxCategory, row.property, row.unit, row.memo])).toEqual([
      [2, '2026-02-03', 125_050, 'repair', 'repairs', home.property.id, annex, 'Leak, kitchen'],
      [3, '2026-03-15', 8_000, 'utility', 'utilities', home.property.id, null, null],
      [4, '2026-03-20', 4_525, 'maintenance', 'supplies', null, null, 'Supplies'],
    ])
    expect(preview.data.confirm).toBeTruthy()
    expect(await count()).toBe(before)

    const imported = await run(importAction, PATH, { form: { intent: 'expense-import-confirm', ...preview.data.confirm } })
    expect(imported.status, JSON.stringify(imported.data)).toBe(302)
    expect(imported.location).toBe('/app/landlord/expenses')
    expect(imported.toast).toMatchObject({ type: 'success', title: '3 expenses imported.' })
    const docs = (await (await testPayload()).find({ collection: 'expenses', where: { organization: { equals: owner.organization.id } }, sort: 'date', depth: 0 })).docs
    expect(docs.map((doc) => [doc.date.slice(0, 10), doc.amount, doc.payeeName, idOf(doc.unit)])).toEqual([
      ['2026-02-03', 125_050, 'Ace Plumbing', annex],
      ['2026-03-15', 8_000, 'City Water', null],
      ['2026-03-20', 4_525, 'Hardware Store', null],
    ])
  })

  it('lists every bad row with its row number, column and message, and offers no import', async () => {
    const text = [
      'date,amount,payee,category,tax category,property,unit',
      '2026-13-01,abc,,Gold,Line 99,Nowhere,',
      '2026-04-01,-5,Ok Payee,repair,,Maple Court,Basement',
      '2026-04-01,10,Ok Payee,repair,,,Annex',
      '2026-04-02,10,Fine,other,,,',
    ].join('\n')
    const preview = await run(importAction, PATH, { form: { intent: 'expense-import-preview', file: [csv(text)] } })
    expect(preview.status).toBe(400)
    expect(preview.data.confirm).toBeNull()
    expect(preview.data.preview.errors).toEqual([
      { row: 2, field: 'Date', message: expenseMessages.dateInvalid },
      { row: 2, field: 'Amount', message: expenseMessages.amountInvalid },
      { row: 2, field: 'Payee', message: expenseMessages.payeeRequired },
      { row: 2, field: 'Category', message: expenseMessages.importCategoryUnknown },
      { row: 2, field: 'Tax category', message: expenseMessages.importTaxCategoryUnknown },
      { row: 2, field: 'Property', message: expenseMessages.propertyNotFound },
      { row: 3, field: 'Amount', message: expenseMessages.amountPositive },
      { row: 3, field: 'Unit', message: expenseMessages.unitNotFound },
      { row: 4, field: 'Unit', message: expenseMessages.importUnitNeedsProperty },
    ])
    expect(preview.data.preview.rows.map((row: { row: number }) => row.row)).toEqual([5])
  })

  it('says what is wrong with the file itself', async () => {
    const problem = async (file: File | null) =>
      (await run(importAction, PATH, { form: { intent: 'expense-import-preview', ...(file ? { file: [file] } : {}) } })).data.preview.problem
    expect(await problem(null)).toBe(expenseMessages.importFileRequired)
    expect(await problem(csv('Date,Amount,Payee,Category\r\n'))).toBe(expenseMessages.importEmpty)
    expect(await problem(csv('Date,Amount,Payee\r\n2026-01-01,5,X\r\n'))).toBe(expenseMessages.importMissingColumns)
    const many = ['Date,Amount,Payee,Category', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => '2026-01-01,1,X,other')].join('\n')
    expect(await problem(csv(many))).toBe(expenseMessages.importTooManyRows)
  })

  it('refuses changed, foreign or replayed rows, and imports all or nothing', async () => {
    const before = await count()
    const preview = await run(importAction, PATH, { form: { intent: 'expense-import-preview', file: [csv(GOOD)] } })
    const { payload, signature } = preview.data.confirm
    const tampered = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('125050', '1')).toString('base64url')
    const changed = await run(importAction, PATH, { form: { intent: 'expense-import-confirm', payload: tampered, signature } })
    expect(changed.status).toBe(400)
    expect(changed.data.preview.problem).toBe(expenseMessages.importStale)
    // Signed for another user: refused too.
    expect((await run(importAction, PATH, { who: foreign, form: { intent: 'expense-import-confirm', payload, signature } })).data.preview.problem).toBe(expenseMessages.importStale)
    expect(await count()).toBe(before)
    // A row the API refuses (a unit that is not the organization's): no row is saved, the others neither.
    const rows = preview.data.preview.rows
    const elsewhere = await leaseWithTenant(other.organization.id, 'Imf')
    const staleRows = [rows[0], { ...rows[1], unit: elsewhere.unit.id }]
    const stale = signImport(owner.user.id, staleRows)
    const refused = await run(importAction, PATH, { form: { intent: 'expense-import-confirm', ...stale } })
    expect(refused.status).toBe(400)
    expect(refused.data.preview.errors).toEqual([expect.objectContaining({ row: 3, field: 'Unit' })])
    expect(await count()).toBe(before)
  })

  it("the API's import endpoint: staff only, every row as the caller, at most the limit", async () => {
    const row = { date: '2026-05-01T00:00:00.000Z', amount: 100, payeeName: 'X', category: 'other', taxCategory: 'other', property: home.property.id }
    const foreignImport = await rest('POST', '/expenses/import', { token: foreign.token, json: { rows: [row] } })
    expect(foreignImport.status).toBe(400)
    expect(foreignImport.body.errors[0].data.errors[0].path).toBe('rows.0.property')
    expect((await rest('POST', '/expenses/import', { json: { rows: [row] } })).status).toBe(401)
    expect((await rest('POST', '/expenses/import', { token: landlord.token, json: { rows: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => row) } })).status).toBe(400)
    expect((await rest('POST', '/expenses/import', { token: landlord.token, json: { rows: [] } })).status).toBe(400)
  })
})
