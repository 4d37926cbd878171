import { createHash } from 'node:crypto'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '@api/payload.config'
import { conditionReportMessages, type ConditionRoom } from '@common/condition-reports'
import { idOf } from '@common/ids'
import { securityDepositMessages } from '@common/security-deposits'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { createContact, createUser } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart } from './rest'
import { samplePdf, samplePng } from './support/files'
import { moveOutWithWorseItems, rateItems } from './support/condition-reports'
import { leaseWithTenant } from './support/leases'
import { mailsTo } from './support/outbox'
import { testPayload } from './support/payload'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from './support/users'

/**
 * Condition reports over REST (product-spec §1 condition reports): the template from the unit,
 * who reads and writes what (a draft is the landlord's alone, photos included), every tenant
 * signs before the report completes, the lock afterwards, the PDF and the SHA-256 hashes, and a
 * move-out started from the move-in.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let outsider: SignedIn
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let other: Awaited<ReturnType<typeof leaseWithTenant>>
let foreignLease: Awaited<ReturnType<typeof leaseWithTenant>>
/** The second tenant of `held`'s lease. */
let second: { user: { id: number }; email: string; token: string }

const MISSING_ID = 987654
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const png = () => ({ bytes: samplePng(), name: 'wall.png', type: 'image/png' })

const createReport = (token: string, lease: number, extra: Record<string, unknown> = {}) => rest('POST', '/condition-reports', { token, json: { lease, type: 'move-in', ...extra } })
const uploadPhoto = (token: string, report: number, item: string, file = png()) =>
  restMultipart('POST', '/files', { token, files: [file], payload: { kind: 'conditionReport', conditionReport: report, conditionItem: item, nickname: 'Photo' } })
/** The bytes a signed-in caller gets for a stored file (status and body). */
async function fileBytes(token: string, filename: string) {
  await testPayload()
  const url = new URL(`/api/files/file/${filename}`, process.env.SERVER_URL)
  const response = await handleEndpoints({ config, request: new Request(url, { headers: { Authorization: `JWT ${token}` } }), path: url.pathname })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

beforeAll(async () => {
  ;[owner, foreign, outsider] = await Promise.all([signedInLandlord('cr-owner'), signedInLandlord('cr-foreign'), signedInTenant('cr-outsider')])
  const payload = await testPayload()
  held = await leaseWithTenant(owner.organization.id, 'Cora')
  other = await leaseWithTenant(owner.organization.id, 'Dirk')
  foreignLease = await leaseWithTenant(foreign.organization.id, 'Egon')
  await payload.update({ collection: 'units', id: held.unit.id, data: { information: { bedrooms: 2, bathrooms: 1.5 }, appliances: ['refrigerator', 'dishwasher'] }, overrideAccess: true })
  // A second tenant with an account on the same lease.
  const email = uniqueEmail('cr-second')
  const user = await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'Finn', lastName: 'Second' })
  const contact = await createContact(payload, { organization: owner.organization.id, firstName: 'Finn', lastName: 'Second', email, type: 'tenant' })
  await payload.update({ collection: 'contacts', id: contact.id, data: { user: user.id }, overrideAccess: true })
  await payload.create({ collection: 'organization-permissions', data: { organization: owner.organization.id, user: user.id, roles: ['tenant'] }, overrideAccess: true })
  await payload.update({ collection: 'leases', id: held.lease.id, data: { contacts: [held.contact.id, contact.id] }, overrideAccess: true })
  second = { user, email, token: await login(email) }
})

describe('creating a report', () => {
  it('builds the rooms from the unit: bedrooms, bathrooms, kitchen, living, exterior and its appliances; the server sets the rest', async () => {
    const response = await createReport(owner.token, held.lease.id, { status: 'completed', organization: foreign.organization.id, signatures: [{ user: 1 }] })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = response.body.doc
    expect(doc).toMatchObject({ type: 'move-in', status: 'draft', signatures: [] })
    expect(idOf(doc.organization)).toBe(owner.organization.id)
    expect(idOf(doc.unit)).toBe(held.unit.id)
    expect(doc.unitAddress).toContain('Cora 9 Oak Street')
    const rooms = doc.rooms as ConditionRoom[]
    expect(rooms.map((room) => room.name)).toEqual(['Living area', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bathroom 1', 'Bathroom 2', 'Appliances', 'Exterior'])
    expect(rooms.find((room) => room.id === 'appliances')!.items.map((item) => item.name)).toEqual(['Refrigerator', 'Dishwasher'])
    expect(rooms.every((room) => room.items.every((item) => item.rating === null && item.tenantNotes.length === 0))).toBe(true)
  })

  it("only the lease's staff create one: another landlord's lease or a missing one is not found, a tenant is refused", async () => {
    for (const lease of [foreignLease.lease.id, MISSING_ID]) {
      const response = await createReport(owner.token, lease)
      expect(response.status, `lease ${lease}`).toBe(400)
      expect(errorMessage(response.body)).toBe(RELATION_NOT_FOUND)
    }
    const asTenant = await createReport(held.tenant.token, held.lease.id)
    expect(asTenant.status).toBe(403)
    const badRooms = await rest('PATCH', `/condition-reports/${(await createReport(owner.token, held.lease.id)).body.doc.id}`, { token: owner.token, json: { rooms: [{ id: 'x', name: '', items: 'no' }] } })
    expect(badRooms.status).toBe(400)
    expect(errorMessage(badRooms.body)).toBe(conditionReportMessages.roomsInvalid)
  })
})

describe('who reads what', () => {
  it("a draft and its photos are the landlord's alone; others get the 404 of a missing id", async () => {
    const { body } = await createReport(owner.token, held.lease.id)
    const id = body.doc.id
    const photo = await uploadPhoto(owner.token, id, 'kitchen.walls')
    expect(photo.status, JSON.stringify(photo.body)).toBe(201)
    const filename = photo.body.doc.filename
    for (const token of [held.tenant.token, second.token, other.tenant.token, foreign.token, outsider.token]) {
      for (const [method, json] of [['GET'], ['PATCH', { type: 'periodic' }], ['DELETE']] as const) {
        const response = await rest(method, `/condition-reports/${id}`, { token, json })
        const missing = await rest(method, `/condition-reports/${MISSING_ID}`, { token, json })
        expect(response.status, method).toBe(404)
        expect(response.body).toEqual(missing.body)
      }
      const list = await rest('GET', '/condition-reports', { token, query: { limit: 100 } })
      expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(id)
      expect((await fileBytes(token, filename)).status).toBe(404)
      const files = await rest('GET', '/files', { token, query: { where: { conditionReport: { equals: id } }, limit: 100 } })
      expect(files.body.docs).toEqual([])
      const sign = await rest('POST', `/condition-reports/${id}/sign`, { token, json: { name: 'X', agree: true } })
      expect(sign.status).toBe(404)
    }
    // A tenant cannot add a photo to a draft either (not found for it).
    expect((await uploadPhoto(held.tenant.token, id, 'kitchen.walls')).status).toBe(400)
  })

  it('once requested, the tenants of the lease read it and its photos; they cannot change it through the collection', async () => {
    const { body } = await createReport(owner.token, held.lease.id)
    const id = body.doc.id
    const photo = await uploadPhoto(owner.token, id, 'kitchen.floor')
    const requested = await rest('POST', `/condition-reports/${id}/request`, { token: owner.token })
    expect(requested.status, JSON.stringify(requested.body)).toBe(200)
    const read = await rest('GET', `/condition-reports/${id}`, { token: held.tenant.token })
    expect(read.status).toBe(200)
    expect((await fileBytes(held.tenant.token, photo.body.doc.filename)).status).toBe(200)
    const patch = await rest('PATCH', `/condition-reports/${id}`, { token: held.tenant.token, json: { type: 'periodic' } })
    expect(patch.status).toBe(403)
    for (const token of [other.tenant.token, foreign.token]) expect((await rest('GET', `/condition-reports/${id}`, { token })).status).toBe(404)
    expect((await rest('POST', `/condition-reports/${id}/request`, { token: held.tenant.token })).status).toBe(403)
  })
})

describe('every tenant signs, then it locks', () => {
  let id: number
  let photoHash: string
  let photoFilename: string

  it('a request goes to every tenant of the lease with an account (notification and e-mail)', async () => {
    const { body } = await createReport(owner.token, held.lease.id)
    id = body.doc.id
    const rooms = structuredClone(body.doc.rooms) as ConditionRoom[]
    rooms[1]!.items[0]!.rating = 'good'
    rooms[1]!.items[0]!.notes = 'Fresh paint'
    const saved = await rest('PATCH', `/condition-reports/${id}`, { token: owner.token, json: { rooms } })
    expect(saved.status).toBe(200)
    const response = await rest('POST', `/condition-reports/${id}/request`, { token: owner.token })
    expect(response.body.doc.status).toBe('requested')
    expect(response.body.doc.signers.map((signer: { user: number }) => signer.user).sort()).toEqual([held.tenant.user.id, second.user.id].sort())
    for (const token of [held.tenant.token, second.token]) {
      const notifications = await rest('GET', '/notifications', { token, query: { where: { event: { equals: 'condition-report:requested' } }, limit: 100 } })
      expect(notifications.body.docs.some((doc: { conditionReport: { report: number } }) => doc.conditionReport.report === id)).toBe(true)
    }
    const mails = await mailsTo(second.email)
    expect(mails.some((mail) => mail.links.some((link) => link.includes(`/app/tenant/leases/${held.lease.id}/condition-reports/${id}/`)))).toBe(true)
    expect(mails.some((mail) => mail.text.includes('View Report'))).toBe(true)
  })

  it('each tenant adds its own notes and photos; one signature does not complete it', async () => {
    const notes = await rest('POST', `/condition-reports/${id}/notes`, { token: held.tenant.token, json: { item: 'kitchen.walls', notes: 'Small scratch by the door' } })
    expect(notes.status, JSON.stringify(notes.body)).toBe(200)
    const secondNotes = await rest('POST', `/condition-reports/${id}/notes`, { token: second.token, json: { item: 'kitchen.walls', notes: 'Agree' } })
    const item = (secondNotes.body.doc.rooms as ConditionRoom[])[1]!.items[0]!
    expect(item.tenantNotes.map((note) => [note.name, note.notes])).toEqual([
      ['Cora Tenant', 'Small scratch by the door'],
      ['Finn Second', 'Agree'],
    ])
    expect(item).toMatchObject({ rating: 'good', notes: 'Fresh paint' })
    // The landlord's later save keeps the tenants' notes.
    const rooms = structuredClone(secondNotes.body.doc.rooms) as ConditionRoom[]
    rooms[1]!.items[0]!.tenantNotes = []
    const staffSave = await rest('PATCH', `/condition-reports/${id}`, { token: owner.token, json: { rooms } })
    expect((staffSave.body.doc.rooms as ConditionRoom[])[1]!.items[0]!.tenantNotes).toHaveLength(2)
    expect((await rest('POST', `/condition-reports/${id}/notes`, { token: held.tenant.token, json: { item: 'nope', notes: 'x' } })).status).toBe(400)

    const photo = await uploadPhoto(held.tenant.token, id, 'kitchen.walls')
    expect(photo.status, JSON.stringify(photo.body)).toBe(201)
    photoHash = photo.body.doc.sha256
    photoFilename = photo.body.doc.filename
    expect(photoHash).toBe(sha256(samplePng()))
    const pdfPhoto = await uploadPhoto(held.tenant.token, id, 'kitchen.walls', { bytes: samplePdf(), name: 'x.pdf', type: 'application/pdf' })
    expect(errorMessage(pdfPhoto.body)).toBe(conditionReportMessages.photoType)
    expect((await uploadPhoto(other.tenant.token, id, 'kitchen.walls')).status).toBe(400)

    const unsigned = await rest('POST', `/condition-reports/${id}/sign`, { token: held.tenant.token, json: { name: ' ', agree: false } })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.errors[0].data.errors.map((error: { message: string }) => error.message)).toEqual([conditionReportMessages.nameRequired, conditionReportMessages.agreeRequired])
    const signed = await rest('POST', `/condition-reports/${id}/sign`, { token: held.tenant.token, ip: '203.0.113.7', json: { name: 'Cora Tenant', agree: true } })
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    expect(signed.body.doc.status).toBe('requested')
    expect(signed.body.doc.signatures).toEqual([expect.objectContaining({ user: held.tenant.user.id, name: 'Cora Tenant', agreed: true, ip: '203.0.113.7' })])
    expect((await rest('POST', `/condition-reports/${id}/sign`, { token: held.tenant.token, json: { name: 'Cora Tenant', agree: true } })).status).toBe(409)
  })

  it('the last signature completes it: the PDF is stored with its SHA-256, the photos keep theirs, both sides are told', async () => {
    const signed = await rest('POST', `/condition-reports/${id}/sign`, { token: second.token, json: { name: 'Finn Second', agree: true } })
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    const doc = signed.body.doc
    expect(doc.status).toBe('completed')
    expect(doc.completedAt).toBeTruthy()
    const report = await rest('GET', `/condition-reports/${id}`, { token: held.tenant.token, query: { depth: 1 } })
    const pdf = report.body.pdf
    expect(pdf.mimeType).toBe('application/pdf')
    const fetched = await fileBytes(held.tenant.token, pdf.filename)
    expect(fetched.status).toBe(200)
    expect(Buffer.from(fetched.bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    expect(sha256(fetched.bytes)).toBe(report.body.pdfSha256)
    expect(pdf.sha256).toBe(report.body.pdfSha256)
    const photo = await fileBytes(second.token, photoFilename)
    expect(sha256(photo.bytes)).toBe(photoHash)
    const landlordNote = await rest('GET', '/notifications', { token: owner.token, query: { where: { event: { equals: 'condition-report:completed' } }, limit: 100 } })
    expect(landlordNote.body.docs.some((note: { conditionReport: { report: number } }) => note.conditionReport.report === id)).toBe(true)
    const tenantNote = await rest('GET', '/notifications', { token: second.token, query: { where: { event: { equals: 'condition-report:completed' } }, limit: 100 } })
    expect(tenantNote.body.docs.some((note: { conditionReport: { report: number } }) => note.conditionReport.report === id)).toBe(true)
  })

  it('a completed report is locked for everyone: no edits, notes, photos, signatures, renames or deletes', async () => {
    const report = await rest('GET', `/condition-reports/${id}`, { token: owner.token })
    const locked = [
      await rest('PATCH', `/condition-reports/${id}`, { token: owner.token, json: { type: 'periodic' } }),
      await rest('PATCH', `/condition-reports/${id}`, { token: owner.token, json: { rooms: report.body.rooms } }),
      await rest('POST', `/condition-reports/${id}/notes`, { token: held.tenant.token, json: { item: 'kitchen.walls', notes: 'Changed my mind' } }),
      await rest('POST', `/condition-reports/${id}/sign`, { token: second.token, json: { name: 'Finn', agree: true } }),
      await rest('POST', `/condition-reports/${id}/complete`, { token: owner.token }),
      await rest('POST', `/condition-reports/${id}/request`, { token: owner.token }),
      await uploadPhoto(owner.token, id, 'kitchen.walls'),
      await uploadPhoto(held.tenant.token, id, 'kitchen.walls'),
      await rest('DELETE', `/condition-reports/${id}`, { token: owner.token }),
    ]
    expect(locked.map((response) => response.status)).toEqual(Array(locked.length).fill(403))
    const files = await rest('GET', '/files', { token: owner.token, query: { where: { conditionReport: { equals: id } }, limit: 100 } })
    for (const file of files.body.docs) {
      expect((await rest('PATCH', `/files/${file.id}`, { token: owner.token, json: { nickname: 'Renamed' } })).status).toBe(403)
      expect((await rest('DELETE', `/files/${file.id}`, { token: owner.token })).status).toBe(403)
    }
    const after = await rest('GET', `/condition-reports/${id}`, { token: owner.token })
    expect(after.body).toEqual(report.body)
  })

  it('the landlord may also complete a draft alone (then only the tenants are told)', async () => {
    const { body } = await createReport(owner.token, other.lease.id, { type: 'periodic' })
    const completed = await rest('POST', `/condition-reports/${body.doc.id}/complete`, { token: owner.token })
    expect(completed.status, JSON.stringify(completed.body)).toBe(200)
    expect(completed.body.doc).toMatchObject({ status: 'completed', signatures: [] })
    expect(completed.body.doc.pdfSha256).toMatch(/^[0-9a-f]{64}$/)
    expect((await rest('POST', `/condition-reports/${body.doc.id}/complete`, { token: other.tenant.token })).status).toBe(403)
  })

  it('a move-out starts from the completed move-in of the same lease: same rooms and items, not yet rated', async () => {
    const moveOut = await createReport(owner.token, held.lease.id, { type: 'move-out', basedOn: id })
    expect(moveOut.status, JSON.stringify(moveOut.body)).toBe(201)
    const moveIn = await rest('GET', `/condition-reports/${id}`, { token: owner.token })
    const shape = (rooms: ConditionRoom[]) => rooms.map((room) => [room.id, room.items.map((item) => item.id)])
    expect(shape(moveOut.body.doc.rooms)).toEqual(shape(moveIn.body.rooms))
    expect((moveOut.body.doc.rooms as ConditionRoom[]).every((room) => room.items.every((item) => item.rating === null && !item.tenantNotes.length))).toBe(true)
    const wrongLease = await createReport(owner.token, other.lease.id, { type: 'move-out', basedOn: id })
    expect(errorMessage(wrongLease.body)).toBe(conditionReportMessages.basedOnInvalid)
  })
})

describe('deductions from the move-out (ADR 031)', () => {
  const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))
  const deduct = (token: string, report: number, json: Record<string, unknown>) => rest('POST', `/condition-reports/${report}/deduct`, { token, json })

  it('an item that got worse becomes a deduction on the held deposit, once; then the return keeps it and applies it', async () => {
    const tenancy = await leaseWithTenant(owner.organization.id, 'Gus')
    const { moveIn, moveOut } = await moveOutWithWorseItems(owner.token, tenancy.lease.id)
    // No deposit yet: nothing to deduct from.
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'kitchen.walls', amount: 20_000 })).body).amount).toBe(securityDepositMessages.noDepositToDeduct)
    const deposit = (await rest('POST', '/security-deposits/record', { token: owner.token, json: { lease: tenancy.lease.id, amount: 50_000, method: 'cash' } })).body.doc

    const made = await deduct(owner.token, moveOut, { item: 'kitchen.walls', amount: 20_000 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.doc.deductions).toEqual([
      expect.objectContaining({ name: 'Kitchen — Walls', description: 'Kitchen — Walls: good at move-in, damaged at move-out', amount: 20_000, conditionReport: moveOut, conditionItem: 'kitchen.walls' }),
    ])
    // The same item again, an item that did not get worse, an unknown one, bad amounts, the move-in itself.
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'kitchen.walls', amount: 100 })).body).amount).toBe(securityDepositMessages.itemAlreadyDeducted)
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'living.floor', amount: 100 })).body).item).toBe(securityDepositMessages.itemNotWorse)
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'nowhere.wall', amount: 100 })).body).item).toBe(securityDepositMessages.itemNotWorse)
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'kitchen.floor', amount: 0, description: ' ' })).body)).toEqual({
      amount: securityDepositMessages.deductionAmountPositive,
      description: securityDepositMessages.deductionDescriptionRequired,
    })
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'kitchen.floor', amount: 30_001 })).body).amount).toBe(securityDepositMessages.deductionsTooLarge)
    expect(errorMessage((await deduct(owner.token, moveIn, { item: 'kitchen.walls', amount: 100 })).body)).toBe(conditionReportMessages.notMoveOut)
    // Staff only: the lease's tenant is refused, another landlord and a stranger get 404.
    expect((await deduct(tenancy.tenant.token, moveOut, { item: 'kitchen.floor', amount: 100 })).status).toBe(404)
    expect((await deduct(foreign.token, moveOut, { item: 'kitchen.floor', amount: 100 })).status).toBe(404)
    expect((await deduct(outsider.token, moveOut, { item: 'kitchen.floor', amount: 100 })).status).toBe(404)
    // Nobody writes the link through the collection.
    const forged = await rest('PATCH', `/security-deposits/${deposit.id}`, { token: owner.token, json: { deductions: [{ name: 'x', amount: 1, conditionReport: moveOut, conditionItem: 'kitchen.floor' }] } })
    expect((await rest('GET', `/security-deposits/${deposit.id}`, { token: owner.token })).body.deductions, JSON.stringify(forged.body)).toHaveLength(1)

    const edited = await deduct(owner.token, moveOut, { item: 'kitchen.floor', amount: 5_000, description: 'Kitchen floor: deep scratches by the door' })
    expect(edited.status, JSON.stringify(edited.body)).toBe(201)
    const [walls, floor] = edited.body.doc.deductions
    expect(floor).toMatchObject({ name: 'Kitchen — Floor', description: 'Kitchen floor: deep scratches by the door', amount: 5_000, conditionItem: 'kitchen.floor' })

    // The return sends the recorded rows back (changed or not) and may add its own; the links stay.
    const returned = await rest('POST', `/security-deposits/${deposit.id}/return`, {
      token: owner.token,
      json: { method: 'check', deductions: [{ id: walls.id, name: walls.name, description: walls.description, amount: 18_000 }, { id: floor.id, name: floor.name, amount: 5_000 }, { name: 'Key replacement', amount: 2_000 }] },
    })
    expect(returned.status, JSON.stringify(returned.body)).toBe(200)
    expect(returned.body.doc).toMatchObject({ status: 'returned', amountReturned: 25_000 })
    expect(returned.body.doc.deductions.map((row: any) => [row.name, row.amount, row.conditionReport ?? null, row.conditionItem ?? null])).toEqual([
      ['Kitchen — Walls', 18_000, moveOut, 'kitchen.walls'],
      ['Kitchen — Floor', 5_000, moveOut, 'kitchen.floor'],
      ['Key replacement', 2_000, null, null],
    ])
    // Returned: nothing more can be deducted, and the item stays deducted once.
    await rateItems(owner.token, moveOut, { 'living.floor': 'damaged' })
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'living.floor', amount: 100 })).body).amount).toBe(securityDepositMessages.deductionReturned)
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'kitchen.walls', amount: 100 })).body).amount).toBe(securityDepositMessages.itemAlreadyDeducted)
  })

  it('a requested deposit takes deductions up to its amount', async () => {
    const tenancy = await leaseWithTenant(owner.organization.id, 'Hal')
    const { moveOut } = await moveOutWithWorseItems(owner.token, tenancy.lease.id)
    const payload = await testPayload()
    await payload.create({ collection: 'security-deposits', data: { organization: owner.organization.id, lease: tenancy.lease.id, amount: 10_000, status: 'requested' }, overrideAccess: true })
    expect(fieldErrors((await deduct(owner.token, moveOut, { item: 'kitchen.walls', amount: 10_001 })).body).amount).toBe(securityDepositMessages.deductionsTooLarge)
    expect((await deduct(owner.token, moveOut, { item: 'kitchen.walls', amount: 10_000 })).status).toBe(201)
  })
})
