import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileMessages, MAX_FILE_BYTES } from '@common/files'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart, type UploadPart } from './rest'
import { sampleDoc, sampleDocx, sampleJpeg, samplePdf, samplePng } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { createUser } from '@api/seed/factories'
import { loader as fileAssetLoader } from '~/routes/app/assets.files.$filename'
import { loader as landlordLeaseFileLoader } from '~/routes/app/landlord/leases.$leaseId.files.$fileId'
import { loader as tenantLeaseFileLoader } from '~/routes/app/tenant/leases.$leaseId.files.$fileId'
import { account, runRoute } from './support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, uniqueEmail, type SignedIn } from './support/users'

/**
 * Files over REST: every upload rule of product-spec §5 on the
 * server with the spec's messages and nothing left behind on a refusal; generated storage
 * names; served files with nosniff, an RFC 6266 name and access control — a lease file for
 * its organization and that lease's tenants only; property, unit, document and personal
 * files never for a tenant.
 */
type Landlord = SignedIn<{ organization: Organization }>

let owner: Landlord
let foreign: Landlord
let portfolio: Awaited<ReturnType<typeof leaseWithTenant>>
let otherLease: Awaited<ReturnType<typeof leaseWithTenant>>
let staticDir: string

const pdf = (name = 'lease.pdf'): UploadPart => ({ bytes: samplePdf(), name, type: 'application/pdf' })

function upload(token: string, file: UploadPart | UploadPart[] | null, data: Record<string, unknown>) {
  return restMultipart('POST', '/files', { token, files: file === null ? [] : [file].flat(), payload: data })
}

const storedNames = () => (fs.existsSync(staticDir) ? fs.readdirSync(staticDir).sort() : [])
async function fileRows() {
  const payload = await testPayload()
  return (await payload.count({ collection: 'files', trash: true, overrideAccess: true })).totalDocs
}

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('files-owner'), signedInLandlord('files-foreign')])
  portfolio = await leaseWithTenant(owner.organization.id, 'Fay')
  otherLease = await leaseWithTenant(owner.organization.id, 'Gus')
  const payload = await testPayload()
  staticDir = path.resolve(payload.collections.files.config.upload.staticDir!)
})

describe('uploading a file', () => {
  it('takes a PDF for a lease: generated storage name, canonical type, the organization and uploader set by the server', async () => {
    const response = await upload(owner.token, pdf('Signed lease 2026.pdf'), { kind: 'lease', lease: portfolio.lease.id, nickname: 'Signed lease', organization: foreign.organization.id })
    // Naming another organization is refused outright (the organization field), never filed there.
    expect(response.status).toBe(403)
    const created = await upload(owner.token, pdf('Signed lease 2026.pdf'), { kind: 'lease', lease: portfolio.lease.id, nickname: '  Signed lease  ', uploadedBy: foreign.user.id })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const doc = created.body.doc
    expect(doc).toMatchObject({ kind: 'lease', nickname: 'Signed lease', mimeType: 'application/pdf', originalFilename: 'Signed lease 2026.pdf' })
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(doc.organization.id ?? doc.organization).toBe(owner.organization.id)
    expect(doc.uploadedBy.id ?? doc.uploadedBy).toBe(owner.user.id)
    expect(fs.existsSync(path.join(staticDir, doc.filename))).toBe(true)
  })

  it('takes JPEG, PNG, DOC and DOCX by their bytes', async () => {
    const cases: UploadPart[] = [
      { bytes: sampleJpeg(), name: 'photo.jpg', type: 'image/jpeg' },
      { bytes: samplePng(), name: 'plan.png', type: 'image/png' },
      { bytes: sampleDoc(), name: 'letter.doc', type: 'application/msword' },
      // A browser often declares no type for Word files: the bytes decide.
      { bytes: sampleDocx(), name: 'addendum.docx', type: 'application/octet-stream' },
    ]
    const expected = ['image/jpeg', 'image/png', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
    for (const [index, file] of cases.entries()) {
      const response = await upload(owner.token, file, { kind: 'property', property: portfolio.property.id, nickname: file.name })
      expect(response.status, `${file.name}: ${JSON.stringify(response.body)}`).toBe(201)
      expect(response.body.doc.mimeType).toBe(expected[index])
    }
  })

  it('refuses with the spec messages and leaves no row and no file behind', async () => {
    const rowsBefore = await fileRows()
    const filesBefore = storedNames()
    const lease = { kind: 'lease', lease: portfolio.lease.id, nickname: 'Refused' }

    const oversized = Buffer.alloc(21 * 1024 * 1024)
    samplePdf().copy(oversized)
    expect(oversized.length).toBeGreaterThan(MAX_FILE_BYTES)
    const tooLarge = await upload(owner.token, { bytes: oversized, name: 'big.pdf', type: 'application/pdf' }, lease)
    expect(tooLarge.status).toBe(413)
    expect(errorMessage(tooLarge.body)).toBe(fileMessages.fileTooLarge)

    const refusedTypes: UploadPart[] = [
      { bytes: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'), name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]), name: 'invoice.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: Buffer.from('plain text'), name: 'notes.txt', type: 'text/plain' },
      // Real bytes under another type's name.
      { bytes: samplePdf(), name: 'lease.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      // A compound file that is not a Word document (an installer, a spreadsheet).
      { bytes: Buffer.concat([sampleDoc().subarray(0, 512), Buffer.alloc(512)]), name: 'setup.doc', type: 'application/msword' },
      // A ZIP without Word's parts.
      { bytes: Buffer.from('PK\u0003\u0004not really a document', 'latin1'), name: 'archive.docx', type: 'application/octet-stream' },
    ]
    for (const file of refusedTypes) {
      const response = await upload(owner.token, file, lease)
      expect(response.status, file.name).toBe(400)
      expect(errorMessage(response.body), file.name).toBe(fileMessages.fileTypeInvalid)
    }

    const none = await upload(owner.token, null, lease)
    expect(none.status).toBe(400)
    expect(errorMessage(none.body)).toBe(fileMessages.fileRequired)
    const json = await rest('POST', '/files', { token: owner.token, json: lease })
    expect(json.status).toBe(400)
    expect(errorMessage(json.body)).toBe(fileMessages.fileRequired)

    const two = await upload(owner.token, [pdf('one.pdf'), pdf('two.pdf')], lease)
    expect(two.status).toBe(400)
    expect(errorMessage(two.body)).toBe(fileMessages.onlyOneFile)

    const noNickname = await upload(owner.token, pdf(), { kind: 'lease', lease: portfolio.lease.id, nickname: '   ' })
    expect(noNickname.status).toBe(400)
    expect(noNickname.body.errors[0].data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'nickname' })]))
    const noCategory = await upload(owner.token, pdf(), { kind: 'document', nickname: 'Tax return' })
    expect(noCategory.status).toBe(400)
    expect(noCategory.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'category', message: fileMessages.categoryRequired })])
    const categoryOnLease = await upload(owner.token, pdf(), { ...lease, category: 'tax' })
    expect(categoryOnLease.status).toBe(400)
    const noParent = await upload(owner.token, pdf(), { kind: 'unit', nickname: 'Orphan' })
    expect(noParent.status).toBe(400)
    expect(errorMessage(noParent.body)).toBe(fileMessages.parentRequired)
    const twoParents = await upload(owner.token, pdf(), { ...lease, property: portfolio.property.id })
    expect(twoParents.status).toBe(400)
    const foreignParent = await upload(foreign.token, pdf(), lease)
    expect(foreignParent.status).toBe(400)

    expect(await fileRows()).toBe(rowsBefore)
    expect(storedNames()).toEqual(filesBefore)
  })

  it('never uses the client name as a path: ../../x.pdf is stored under a generated name inside the upload folder', async () => {
    const before = storedNames()
    const response = await upload(owner.token, pdf('../../x.pdf'), { kind: 'personal', nickname: 'Escape attempt' })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = response.body.doc
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(doc.originalFilename).toBe('x.pdf')
    expect(storedNames()).toEqual([...before, doc.filename].sort())
    expect(fs.existsSync(path.resolve(staticDir, '../../x.pdf'))).toBe(false)
    const served = await rest('GET', `/files/file/${encodeURIComponent('../../x.pdf')}`, { token: owner.token })
    expect(served.status).toBe(404)
  })

  it('a stored file is never replaced; a rename keeps kind, parent and uploader', async () => {
    const doc = (await upload(owner.token, pdf(), { kind: 'property', property: portfolio.property.id, nickname: 'Insurance' })).body.doc
    const replaced = await restMultipart('PATCH', `/files/${doc.id}`, { token: owner.token, files: [pdf('other.pdf')], payload: { nickname: 'Swapped' } })
    expect(replaced.status).toBe(400)
    expect(errorMessage(replaced.body)).toBe(fileMessages.fileNotReplaceable)
    const renamed = await rest('PATCH', `/files/${doc.id}`, {
      token: owner.token,
      json: { nickname: 'Insurance 2026', kind: 'lease', lease: portfolio.lease.id, property: null, uploadedBy: foreign.user.id },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(renamed.body.doc).toMatchObject({ nickname: 'Insurance 2026', kind: 'property', filename: doc.filename })
    expect(renamed.body.doc.property.id ?? renamed.body.doc.property).toBe(portfolio.property.id)
    expect(renamed.body.doc.lease).toBeNull()
  })

  it('deleting moves to the trash; the permanent delete removes the stored file', async () => {
    const doc = (await upload(owner.token, pdf(), { kind: 'unit', unit: portfolio.unit.id, nickname: 'Old photo' })).body.doc
    const stored = path.join(staticDir, doc.filename)
    expect((await rest('DELETE', `/files/${doc.id}`, { token: owner.token })).status).toBe(409)
    expect((await rest('PATCH', `/files/${doc.id}`, { token: owner.token, json: { deletedAt: new Date().toISOString() } })).status).toBe(200)
    expect((await rest('GET', `/files/file/${doc.filename}`, { token: owner.token })).status).toBe(404)
    expect(fs.existsSync(stored)).toBe(true)
    expect((await rest('DELETE', `/files/${doc.id}`, { token: owner.token, query: { trash: true } })).status).toBe(200)
    expect(fs.existsSync(stored)).toBe(false)
  })
})

describe('serving a file', () => {
  it('PDF inline by default, as an attachment on request, with nosniff and an RFC 6266 name', async () => {
    const doc = (await upload(owner.token, pdf(), { kind: 'lease', lease: portfolio.lease.id, nickname: 'Bail signé' })).body.doc
    const inline = await rest('GET', `/files/file/${doc.filename}`, { token: owner.token })
    expect(inline.status).toBe(200)
    expect(inline.headers.get('content-type')).toBe('application/pdf')
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff')
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="Bail sign_.pdf"; filename*=UTF-8''Bail%20sign%C3%A9.pdf`)
    expect(String(inline.body).startsWith('%PDF-')).toBe(true)
    const download = await rest('GET', `/files/file/${doc.filename}`, { token: owner.token, query: { download: 'true' } })
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Bail sign_\.pdf"; filename\*=UTF-8''/)
  })

  it('pictures are inert (sandboxed), Word files always attachments', async () => {
    const png = (await upload(owner.token, { bytes: samplePng(), name: 'p.png', type: 'image/png' }, { kind: 'personal', nickname: 'Picture' })).body.doc
    const picture = await rest('GET', `/files/file/${png.filename}`, { token: owner.token })
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(picture.headers.get('content-security-policy')).toContain('sandbox')
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
    const docx = (await upload(owner.token, { bytes: sampleDocx(), name: 'a.docx', type: 'application/octet-stream' }, { kind: 'personal', nickname: 'Addendum' })).body.doc
    const word = await rest('GET', `/files/file/${docx.filename}`, { token: owner.token })
    expect(word.headers.get('content-disposition')).toMatch(/^attachment; filename="Addendum\.docx"; filename\*=UTF-8''Addendum\.docx$/)
    expect(word.headers.get('content-security-policy')).toContain('sandbox')
  })
})

describe('who sees a file', () => {
  let leaseFile: { id: number; filename: string }
  let parentFiles: Array<{ id: number; filename: string; kind: string }>

  beforeAll(async () => {
    leaseFile = (await upload(owner.token, pdf(), { kind: 'lease', lease: portfolio.lease.id, nickname: 'Move-in checklist' })).body.doc
    parentFiles = []
    for (const data of [
      { kind: 'property', property: portfolio.property.id },
      { kind: 'unit', unit: portfolio.unit.id },
      { kind: 'contact', contact: portfolio.contact.id },
      { kind: 'document', category: 'tax' },
      { kind: 'personal' },
    ]) {
      const response = await upload(owner.token, pdf(), { ...data, nickname: `Private ${data.kind}` })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      parentFiles.push(response.body.doc)
    }
  })

  it("the lease's tenant lists, reads and downloads the lease's files", async () => {
    const { token } = portfolio.tenant
    const list = await rest('GET', '/files', { token, query: { where: { lease: { equals: portfolio.lease.id } }, limit: 100 } })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((doc: { id: number }) => doc.id)).toContain(leaseFile.id)
    expect((await rest('GET', `/files/${leaseFile.id}`, { token })).status).toBe(200)
    const file = await rest('GET', `/files/file/${leaseFile.filename}`, { token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
  })

  it('the tenant cannot upload, rename or delete', async () => {
    const { token } = portfolio.tenant
    expect((await upload(token, pdf(), { kind: 'lease', lease: portfolio.lease.id, nickname: 'Mine' })).status).toBe(403)
    expect((await rest('PATCH', `/files/${leaseFile.id}`, { token, json: { nickname: 'Renamed' } })).status).toBe(403)
    expect((await rest('PATCH', `/files/${leaseFile.id}`, { token, json: { deletedAt: new Date().toISOString() } })).status).toBe(403)
  })

  it('a tenant of another lease and another landlord get 404, as for a missing file', async () => {
    const missing = await rest('GET', '/files/987654', { token: foreign.token })
    for (const stranger of [otherLease.tenant, foreign]) {
      const byId = await rest('GET', `/files/${leaseFile.id}`, { token: stranger.token })
      expect(byId.status).toBe(404)
      expect(byId.body).toEqual(missing.body)
      expect((await rest('GET', `/files/file/${leaseFile.filename}`, { token: stranger.token })).status).toBe(404)
      const list = await rest('GET', '/files', { token: stranger.token, query: { limit: 100, trash: true } })
      expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(leaseFile.id)
      expect((await rest('PATCH', `/files/${leaseFile.id}`, { token: stranger.token, json: { nickname: 'Hacked' } })).status).toBe(404)
    }
    expect((await rest('GET', `/files/file/${leaseFile.filename}`)).status).toBe(401)
  })

  it("the lease file's pages and its download answer a tenant of another lease and another landlord with a 404, as e2e/files.spec.ts's tenant gets it", async () => {
    const leaseId = String(portfolio.lease.id)
    const fileId = String(leaseFile.id)
    const tenantPage = (who: { token: string }) =>
      runRoute(tenantLeaseFileLoader, `/app/tenant/leases/${leaseId}/files/${fileId}`, { who: account(who), role: 'tenant', params: { leaseId, fileId } })
    const download = (who: { token: string }, role: 'tenant' | 'landlord') =>
      runRoute(fileAssetLoader, `/app/assets/files/${leaseFile.filename}?download=1`, { who: account(who), role, params: { filename: leaseFile.filename } })

    // Its own tenant and landlord: the page and the file.
    expect((await tenantPage(portfolio.tenant)).data.file).toMatchObject({ id: leaseFile.id, nickname: 'Move-in checklist' })
    expect((await download(portfolio.tenant, 'tenant')).status).toBe(200)
    const landlordPage = (who: { token: string }) =>
      runRoute(landlordLeaseFileLoader, `/app/landlord/leases/${leaseId}/files/${fileId}`, { who: account(who), params: { leaseId, fileId } })
    expect((await landlordPage(owner)).data.file).toMatchObject({ id: leaseFile.id })

    // A tenant of another lease of the same landlord, and another landlord: not found, like a missing file.
    expect((await tenantPage(otherLease.tenant)).status).toBe(404)
    expect((await download(otherLease.tenant, 'tenant')).status).toBe(404)
    expect((await landlordPage(foreign)).status).toBe(404)
    expect((await download(foreign, 'landlord')).status).toBe(404)
  })

  it('property, unit, contact, document and personal files never appear to a tenant, whatever the query', async () => {
    const { token } = portfolio.tenant
    const queries = [
      { limit: 100 },
      { limit: 100, where: { property: { equals: portfolio.property.id } } },
      { limit: 100, where: { unit: { equals: portfolio.unit.id } } },
      { limit: 100, where: { kind: { in: ['property', 'unit', 'contact', 'document', 'personal'] } } },
      { limit: 100, where: { organization: { equals: owner.organization.id } } },
    ]
    for (const query of queries) {
      const list = await rest('GET', '/files', { token, query })
      expect(list.status).toBe(200)
      for (const doc of list.body.docs as Array<{ kind: string; lease: number | { id: number } }>) {
        expect(doc.kind).toBe('lease')
        expect(typeof doc.lease === 'object' ? doc.lease.id : doc.lease).toBe(portfolio.lease.id)
      }
    }
    for (const file of parentFiles) {
      expect((await rest('GET', `/files/${file.id}`, { token })).status, file.kind).toBe(404)
      expect((await rest('GET', `/files/file/${file.filename}`, { token })).status, file.kind).toBe(404)
    }
  })

  it("a personal file is its uploader's alone, not the whole organization's", async () => {
    const payload = await testPayload()
    const email = uniqueEmail('colleague')
    const colleague = await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'Cole', lastName: 'League' })
    await payload.create({ collection: 'organization-permissions', data: { organization: owner.organization.id, user: colleague.id, roles: ['manager'] }, overrideAccess: true })
    const token = await login(email)
    const personal = parentFiles.find((file) => file.kind === 'personal')!
    const shared = parentFiles.find((file) => file.kind === 'document')!
    expect((await rest('GET', `/files/${personal.id}`, { token })).status).toBe(404)
    expect((await rest('GET', `/files/file/${personal.filename}`, { token })).status).toBe(404)
    expect((await rest('PATCH', `/files/${personal.id}`, { token, json: { nickname: 'Mine now' } })).status).toBe(404)
    expect((await rest('GET', `/files/${shared.id}`, { token })).status).toBe(200)
  })
})
