import { beforeAll, describe, expect, it } from 'vitest'
import { expenseMessages, MAX_SPLIT_PARTS } from '@common/expenses'
import { idOf } from '@common/ids'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { createUnit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { rest, restMultipart } from './rest'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Split expenses over REST (ADR 029): one expense as one part per property, sharing a
 * server-only group; the parts add up to the total to the cent; created, replaced and deleted
 * together in one transaction; another organization's split is a 404.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let first: Awaited<ReturnType<typeof leaseWithTenant>>
let second: Awaited<ReturnType<typeof leaseWithTenant>>
let foreignHome: Awaited<ReturnType<typeof leaseWithTenant>>

const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))
const DETAILS = { date: '2026-04-10', payeeName: 'Summit Roofing', category: 'repair', taxCategory: 'repairs', memo: 'New roofs' }
const countOf = async (organization: number) => (await (await testPayload()).count({ collection: 'expenses', where: { organization: { equals: organization } } })).totalDocs

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('split-owner'), signedInLandlord('split-foreign')])
  first = await leaseWithTenant(owner.organization.id, 'Spa')
  second = await leaseWithTenant(owner.organization.id, 'Spb')
  foreignHome = await leaseWithTenant(foreign.organization.id, 'Spf')
})

describe('splitting an expense across properties', () => {
  it('creates one expense per part, sharing a group the caller cannot set', async () => {
    const created = await rest('POST', '/expenses/split', {
      token: owner.token,
      json: { ...DETAILS, amount: 100_001, splitGroup: 'mine', parts: [{ property: first.property.id, unit: first.unit.id, amount: 50_001 }, { property: second.property.id, amount: 50_000 }] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const payload = await testPayload()
    const parts = await payload.find({ collection: 'expenses', where: { splitGroup: { equals: created.body.splitGroup } }, sort: 'amount', depth: 0 })
    expect(created.body.splitGroup).not.toBe('mine')
    expect(parts.docs.map((doc) => [doc.amount, idOf(doc.property), idOf(doc.unit)])).toEqual([
      [50_000, second.property.id, null],
      [50_001, first.property.id, first.unit.id],
    ])
    expect(parts.docs.every((doc) => doc.payeeName === 'Summit Roofing' && doc.taxCategory === 'repairs' && idOf(doc.organization) === owner.organization.id)).toBe(true)
  })

  it('refuses parts that do not add up to the cent, too few or too many parts, and parts without a property — saving nothing', async () => {
    const before = await countOf(owner.organization.id)
    const split = (json: Record<string, unknown>) => rest('POST', '/expenses/split', { token: owner.token, json: { ...DETAILS, ...json } })
    const mismatch = await split({ amount: 10_000, parts: [{ property: first.property.id, amount: 5_000 }, { property: second.property.id, amount: 4_999 }] })
    expect(mismatch.status).toBe(400)
    expect(fieldErrors(mismatch.body)).toEqual({ amount: expenseMessages.splitSumMismatch })
    expect(fieldErrors((await split({ amount: 10_000, parts: [{ property: first.property.id, amount: 10_000 }] })).body).parts).toBe(expenseMessages.splitPartsRequired)
    const many = Array.from({ length: MAX_SPLIT_PARTS + 1 }, () => ({ property: first.property.id, amount: 1 }))
    expect(fieldErrors((await split({ amount: MAX_SPLIT_PARTS + 1, parts: many })).body).parts).toBe(expenseMessages.splitTooManyParts)
    const rows = await split({ amount: 10_000, parts: [{ amount: 5_000 }, { property: second.property.id, amount: -1 }] })
    expect(fieldErrors(rows.body)).toMatchObject({ 'parts.0.property': expenseMessages.splitPropertyRequired, 'parts.1.amount': expenseMessages.amountPositive })
    // The collection's own rules, by part: a unit of another property, another organization's property.
    const elsewhere = await createUnit(await testPayload(), { property: second.property.id, name: 'Elsewhere' })
    const wrongUnit = await split({ amount: 10_000, parts: [{ property: first.property.id, amount: 5_000 }, { property: first.property.id, unit: elsewhere.id, amount: 5_000 }] })
    expect(wrongUnit.status).toBe(400)
    expect(fieldErrors(wrongUnit.body)['parts.1.unit']).toBe(expenseMessages.unitNotOfProperty)
    const foreignProperty = await split({ amount: 10_000, parts: [{ property: first.property.id, amount: 5_000 }, { property: foreignHome.property.id, amount: 5_000 }] })
    expect(foreignProperty.status).toBe(400)
    expect(fieldErrors(foreignProperty.body)['parts.1.property']).toBe(RELATION_NOT_FOUND)
    const noPayee = await split({ payeeName: '', amount: 10_000, parts: [{ property: first.property.id, amount: 5_000 }, { property: second.property.id, amount: 5_000 }] })
    expect(fieldErrors(noPayee.body).payeeName).toBe(expenseMessages.payeeRequired)
    // The first part was valid: the transaction left nothing behind.
    expect(await countOf(owner.organization.id)).toBe(before)
  })

  it('replaces the parts together (receipts stay on kept parts), turns a single expense into a split, and deletes the whole split', async () => {
    const payload = await testPayload()
    const created = await rest('POST', '/expenses/split', {
      token: owner.token,
      json: { ...DETAILS, amount: 3_000, parts: [{ property: first.property.id, amount: 1_000 }, { property: second.property.id, amount: 1_000 }, { property: second.property.id, amount: 1_000 }] },
    })
    const [kept] = created.body.docs as Array<{ id: number }>
    const receipt = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: 'roof.pdf', type: 'application/pdf' }], payload: { nickname: 'Roof', kind: 'expense', expense: kept!.id } })
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201)
    const replaced = await rest('PUT', `/expenses/${created.body.docs[2].id}/split`, {
      token: owner.token,
      json: { ...DETAILS, memo: 'Roofs, corrected', amount: 2_500, parts: [{ property: second.property.id, amount: 1_500 }, { property: first.property.id, amount: 1_000 }] },
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body.splitGroup).toBe(created.body.splitGroup)
    const parts = await payload.find({ collection: 'expenses', where: { splitGroup: { equals: created.body.splitGroup } }, sort: 'id', depth: 0 })
    expect(parts.docs.map((doc) => [doc.id, doc.amount, idOf(doc.property), doc.memo])).toEqual([
      [kept!.id, 1_500, second.property.id, 'Roofs, corrected'],
      [created.body.docs[1].id, 1_000, first.property.id, 'Roofs, corrected'],
    ])
    expect((await payload.findByID({ collection: 'files', id: receipt.body.doc.id, depth: 0, disableErrors: true }))?.id).toBe(receipt.body.doc.id)

    const single = await rest('POST', '/expenses', { token: owner.token, json: { ...DETAILS, amount: 800, property: first.property.id } })
    const converted = await rest('PUT', `/expenses/${single.body.doc.id}/split`, {
      token: owner.token,
      json: { ...DETAILS, amount: 800, parts: [{ property: first.property.id, amount: 400 }, { property: second.property.id, amount: 400 }] },
    })
    expect(converted.status, JSON.stringify(converted.body)).toBe(200)
    expect(converted.body.docs[0].id).toBe(single.body.doc.id)
    expect((await payload.count({ collection: 'expenses', where: { splitGroup: { equals: converted.body.splitGroup } } })).totalDocs).toBe(2)

    const deleted = await rest('DELETE', `/expenses/${kept!.id}/split`, { token: owner.token })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect((await payload.count({ collection: 'expenses', where: { splitGroup: { equals: created.body.splitGroup } } })).totalDocs).toBe(0)
    expect(await payload.findByID({ collection: 'files', id: receipt.body.doc.id, depth: 0, disableErrors: true })).toBeNull()
  })

  it("another landlord or a tenant gets 404 for the organization's split, and changes nothing", async () => {
    const created = await rest('POST', '/expenses/split', {
      token: owner.token,
      json: { ...DETAILS, amount: 2_000, parts: [{ property: first.property.id, amount: 1_000 }, { property: second.property.id, amount: 1_000 }] },
    })
    const id = created.body.docs[0].id
    const body = { ...DETAILS, amount: 2, parts: [{ property: foreignHome.property.id, amount: 1 }, { property: foreignHome.property.id, amount: 1 }] }
    for (const token of [foreign.token, first.tenant.token]) {
      expect((await rest('PUT', `/expenses/${id}/split`, { token, json: body })).status).toBe(404)
      expect((await rest('DELETE', `/expenses/${id}/split`, { token })).status).toBe(404)
    }
    expect((await rest('PUT', '/expenses/abc/split', { token: owner.token, json: body })).status).toBe(404)
    expect((await rest('POST', '/expenses/split', { json: body })).status).toBe(401)
    expect((await (await testPayload()).count({ collection: 'expenses', where: { splitGroup: { equals: created.body.splitGroup } } })).totalDocs).toBe(2)
  })
})
