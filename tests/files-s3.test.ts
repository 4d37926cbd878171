import fs from 'node:fs'
import path from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loader as fileAssetLoader } from '~/routes/app/assets.files.$filename'
import { loader as imageAssetLoader } from '~/routes/app/assets.images.$filename'
import { fileMessages } from '@common/files'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart, type UploadPart } from './rest'
import { bucket, forgetS3Calls, resetBucket, S3_TEST_ENV, s3Calls, s3CallsOf, s3Failures, s3Handlers } from './mocks/s3'
import { sampleDocx, samplePdf, samplePng } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, requestContext } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'

// S3 is configured for this file only, before the API reads its environment (first import
// of the Payload config above). The variables are removed again after the file.
const setByThisFile = vi.hoisted(async () => {
  const { S3_TEST_ENV: variables } = await import('./mocks/s3')
  const names = Object.keys(variables).filter((name) => process.env[name] === undefined)
  for (const name of names) process.env[name] = variables[name as keyof typeof variables]
  return names
})

/**
 * Uploads on S3 (ADR 022): with S3_* set, files, images and avatars go to the bucket through
 * @payloadcms/storage-s3 and the real AWS SDK, whose HTTP msw answers from an in-memory bucket
 * (tests/mocks/s3.ts). The rules of ADR 018 hold unchanged: a refused upload writes no object
 * and no row; an accepted one exactly one object under a generated key; reads stay behind
 * Payload's access control and keep their headers; a permanent delete removes the object.
 */
type Landlord = SignedIn<{ organization: Organization }>

const server = setupServer(...s3Handlers)
let owner: Landlord
let stranger: Landlord
let portfolio: Awaited<ReturnType<typeof leaseWithTenant>>
let staticDirs: string[]

const pdf = (name = 'lease.pdf', text?: string): UploadPart => ({ bytes: samplePdf(text), name, type: 'application/pdf' })
const uploadFile = (token: string, file: UploadPart | UploadPart[] | null, data: Record<string, unknown>) =>
  restMultipart('POST', '/files', { token, files: file === null ? [] : [file].flat(), payload: data })
const fileRows = async () => (await (await testPayload()).count({ collection: 'files', trash: true, overrideAccess: true })).totalDocs
/** What is on the local disk of every upload collection (must stay empty with S3 on). */
const diskFiles = () => staticDirs.flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []))
const GENERATED_FILE_KEY = /^files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/

async function bodyBytes(response: Response) {
  return Buffer.from(await response.arrayBuffer())
}

beforeAll(async () => {
  await setByThisFile
  server.listen({ onUnhandledRequest: 'error' })
  ;[owner, stranger] = await Promise.all([signedInLandlord('s3-owner'), signedInLandlord('s3-stranger')])
  portfolio = await leaseWithTenant(owner.organization.id, 'Sam')
  const payload = await testPayload()
  staticDirs = (['files', 'images', 'avatars'] as const).map((slug) => path.resolve(payload.collections[slug].config.upload.staticDir!))
})
beforeEach(() => resetBucket())
afterEach(() => server.resetHandlers())
afterAll(async () => {
  server.close()
  for (const name of await setByThisFile) delete process.env[name]
})

describe('S3 storage is on', () => {
  it('the upload collections are stored by the s3 adapter, with Payload serving (and checking) every read', async () => {
    const payload = await testPayload()
    for (const slug of ['files', 'images', 'avatars'] as const) {
      const upload = payload.collections[slug].config.upload
      expect(upload, slug).toMatchObject({ adapter: 's3', disableLocalStorage: true })
      // One handler: the adapter's proxy behind the access check (no signed or public URLs).
      expect(upload.handlers, slug).toHaveLength(1)
    }
  })
})

describe('files on S3', () => {
  it('an accepted upload is exactly one PutObject under a generated key, with its bytes and canonical type; nothing on disk', async () => {
    const rowsBefore = await fileRows()
    const file = pdf('../../Signed lease.pdf', 'S3 round trip')
    const created = await uploadFile(owner.token, file, {
      kind: 'lease',
      lease: portfolio.lease.id,
      nickname: 'Signed lease',
      // The storage coordinates are the server's: a client's are ignored.
      prefix: '../avatars/escape',
      _objectKey: 'chosen-by-client',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const doc = created.body.doc
    expect(doc).toMatchObject({ originalFilename: 'Signed lease.pdf', mimeType: 'application/pdf', prefix: 'files' })
    expect(doc._objectKey ?? null).toBeNull()

    expect(s3Calls.map((call) => call.method)).toEqual(['PUT'])
    const [put] = s3Calls
    expect(put!.key).toBe(`files/${doc.filename}`)
    expect(put!.key).toMatch(GENERATED_FILE_KEY)
    expect(put!.contentType).toBe('application/pdf')
    expect(put!.bytes!.equals(file.bytes)).toBe(true)
    // Signed with the configured key (SigV4), to the configured bucket.
    expect(put!.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${S3_TEST_ENV.S3_ACCESS_KEY_ID}/\\d{8}/${S3_TEST_ENV.S3_REGION}/s3/aws4_request`))
    expect([...bucket.keys()]).toEqual([put!.key])
    expect(await fileRows()).toBe(rowsBefore + 1)
    // Other test files write to the same upload folders at the same time: this file's name is what must be absent.
    expect(diskFiles()).not.toContain(doc.filename)
  })

  it('a refused upload writes no object and no row: too large, wrong bytes, no file, two files, invalid data, a tenant', async () => {
    const rowsBefore = await fileRows()
    const lease = { kind: 'lease', lease: portfolio.lease.id, nickname: 'Refused' }

    const oversized = Buffer.alloc(21 * 1024 * 1024)
    samplePdf().copy(oversized)
    const tooLarge = await uploadFile(owner.token, { bytes: oversized, name: 'big.pdf', type: 'application/pdf' }, lease)
    expect(tooLarge.status).toBe(413)
    expect(errorMessage(tooLarge.body)).toBe(fileMessages.fileTooLarge)

    const wrongBytes: UploadPart[] = [
      { bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]), name: 'invoice.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: samplePdf(), name: 'lease.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ]
    for (const file of wrongBytes) {
      const response = await uploadFile(owner.token, file, lease)
      expect(response.status, file.name).toBe(400)
      expect(errorMessage(response.body), file.name).toBe(fileMessages.fileTypeInvalid)
    }
    expect(errorMessage((await uploadFile(owner.token, null, lease)).body)).toBe(fileMessages.fileRequired)
    expect(errorMessage((await uploadFile(owner.token, [pdf('one.pdf'), pdf('two.pdf')], lease)).body)).toBe(fileMessages.onlyOneFile)
    // Refused after the bytes were accepted (field validation, the parent check): still nothing stored.
    expect((await uploadFile(owner.token, pdf(), { ...lease, nickname: '   ' })).status).toBe(400)
    expect(errorMessage((await uploadFile(owner.token, pdf(), { kind: 'unit', nickname: 'Orphan' })).body)).toBe(fileMessages.parentRequired)
    expect((await uploadFile(stranger.token, pdf(), lease)).status).toBe(400)
    expect((await uploadFile(portfolio.tenant.token, pdf(), lease)).status).toBe(403)

    expect(s3Calls).toEqual([])
    expect(bucket.size).toBe(0)
    expect(await fileRows()).toBe(rowsBefore)
  })

  it('when the bucket refuses the object, the upload fails and leaves no row', async () => {
    server.use(s3Failures.putAccessDenied)
    const rowsBefore = await fileRows()
    const response = await uploadFile(owner.token, pdf(), { kind: 'personal', nickname: 'Not stored' })
    expect(response.status).toBeGreaterThanOrEqual(500)
    expect(s3CallsOf('PUT')).toHaveLength(1)
    expect(await fileRows()).toBe(rowsBefore)
  })

  it('GET streams the object back from S3 with the headers of local storage: nosniff, RFC 6266 name, private cache', async () => {
    const file = pdf('bail.pdf', 'Bytes from the bucket')
    const doc = (await uploadFile(owner.token, file, { kind: 'lease', lease: portfolio.lease.id, nickname: 'Bail signé' })).body.doc
    forgetS3Calls()

    const inline = await rest('GET', `/files/file/${doc.filename}`, { token: owner.token })
    expect(inline.status).toBe(200)
    expect(Buffer.from(inline.body, 'latin1').equals(file.bytes)).toBe(true)
    expect(Object.fromEntries(inline.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(file.bytes.length),
      'content-disposition': `inline; filename="Bail sign_.pdf"; filename*=UTF-8''Bail%20sign%C3%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
    })
    expect(inline.headers.get('content-security-policy')).toBeNull()
    // The object of this document, read once: its size, then its bytes.
    expect(s3Calls.map((call) => `${call.method} ${call.key}`)).toEqual([`HEAD files/${doc.filename}`, `GET files/${doc.filename}`])

    const download = await rest('GET', `/files/file/${doc.filename}`, { token: owner.token, query: { download: 'true' } })
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Bail sign_\.pdf"; filename\*=UTF-8''/)

    // The tenant of the lease, through the app's session-checked asset route.
    const request = new Request(`http://localhost:3000/app/assets/files/${doc.filename}`)
    const { context } = await requestContext(request.url, account(portfolio.tenant), 'tenant')
    const asset = (await fileAssetLoader({ params: { filename: doc.filename }, context, request } as never)) as Response
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('application/pdf')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('content-disposition')).toMatch(/^inline; filename="Bail sign_\.pdf"/)
    expect((await bodyBytes(asset)).equals(file.bytes)).toBe(true)
  })

  it('pictures stay sandboxed and Word files attachments', async () => {
    const png = (await uploadFile(owner.token, { bytes: samplePng(), name: 'p.png', type: 'image/png' }, { kind: 'personal', nickname: 'Picture' })).body.doc
    const picture = await rest('GET', `/files/file/${png.filename}`, { token: owner.token })
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
    expect(bucket.get(`files/${png.filename}`)?.contentType).toBe('image/png')

    const docx = (await uploadFile(owner.token, { bytes: sampleDocx(), name: 'a.docx', type: 'application/octet-stream' }, { kind: 'personal', nickname: 'Addendum' })).body.doc
    const word = await rest('GET', `/files/file/${docx.filename}`, { token: owner.token })
    expect(word.headers.get('content-disposition')).toBe(`attachment; filename="Addendum.docx"; filename*=UTF-8''Addendum.docx`)
    expect(word.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(bucket.get(`files/${docx.filename}`)?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  })

  it('access control stays on: a stranger gets 404 and a signed-out caller 401, without S3 being asked', async () => {
    const doc = (await uploadFile(owner.token, pdf(), { kind: 'property', property: portfolio.property.id, nickname: 'Insurance' })).body.doc
    forgetS3Calls()
    expect((await rest('GET', `/files/file/${doc.filename}`, { token: stranger.token })).status).toBe(404)
    expect((await rest('GET', `/files/file/${doc.filename}`, { token: portfolio.tenant.token })).status).toBe(404)
    expect((await rest('GET', `/files/file/${doc.filename}`)).status).toBe(401)
    expect(s3Calls).toEqual([])
  })

  it('a document whose object is missing from the bucket is a 404, not a 500', async () => {
    const doc = (await uploadFile(owner.token, pdf(), { kind: 'personal', nickname: 'Lost' })).body.doc
    bucket.clear()
    expect((await rest('GET', `/files/file/${doc.filename}`, { token: owner.token })).status).toBe(404)
  })

  it('the trash keeps the object; the permanent delete removes it with one DeleteObject', async () => {
    const doc = (await uploadFile(owner.token, pdf(), { kind: 'unit', unit: portfolio.unit.id, nickname: 'Old photo' })).body.doc
    const key = `files/${doc.filename}`
    expect((await rest('PATCH', `/files/${doc.id}`, { token: owner.token, json: { deletedAt: new Date().toISOString() } })).status).toBe(200)
    expect((await rest('GET', `/files/file/${doc.filename}`, { token: owner.token })).status).toBe(404)
    expect(bucket.has(key)).toBe(true)
    expect(s3CallsOf('DELETE')).toEqual([])

    expect((await rest('DELETE', `/files/${doc.id}`, { token: owner.token, query: { trash: true } })).status).toBe(200)
    expect(s3CallsOf('DELETE').map((call) => call.key)).toEqual([key])
    expect(bucket.has(key)).toBe(false)
  })

  it('a rename touches no object', async () => {
    const doc = (await uploadFile(owner.token, pdf(), { kind: 'personal', nickname: 'Draft' })).body.doc
    forgetS3Calls()
    const renamed = await rest('PATCH', `/files/${doc.id}`, { token: owner.token, json: { nickname: 'Final', prefix: 'avatars' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.doc).toMatchObject({ nickname: 'Final', prefix: 'files', filename: doc.filename })
    expect(s3Calls).toEqual([])
  })
})

describe('images and avatars on S3', () => {
  it('an image is stored under images/, read back through the access check (404 for another landlord), SVG kept inert', async () => {
    const png = samplePng()
    const created = await restMultipart('POST', '/images', { token: owner.token, files: [{ bytes: png, name: 'house.png', type: 'image/png' }], payload: { alt: 'House' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const image = created.body.doc
    expect(s3Calls.map((call) => `${call.method} ${call.key}`)).toEqual([`PUT images/${image.filename}`])
    expect(s3Calls[0]!.bytes!.equals(png)).toBe(true)
    forgetS3Calls()

    expect((await rest('GET', `/images/file/${encodeURIComponent(image.filename)}`, { token: stranger.token })).status).toBe(404)
    expect(s3Calls).toEqual([])
    const request = new Request(`http://localhost:3000/app/assets/images/${image.filename}`)
    const { context } = await requestContext(request.url, account(owner))
    const asset = (await imageAssetLoader({ params: { filename: image.filename }, context, request } as never)) as Response
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('image/png')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await bodyBytes(asset)).equals(png)).toBe(true)

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>')
    const vector = await restMultipart('POST', '/images', { token: owner.token, files: [{ bytes: svg, name: 'plan.svg', type: 'image/svg+xml' }], payload: {} })
    expect(vector.status, JSON.stringify(vector.body)).toBe(201)
    const served = await rest('GET', `/images/file/${encodeURIComponent(vector.body.doc.filename)}`, { token: owner.token })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toContain("script-src 'none'")
    const svgRequest = new Request(`http://localhost:3000/app/assets/images/${vector.body.doc.filename}`)
    const svgAsset = (await imageAssetLoader({ params: { filename: vector.body.doc.filename }, context: (await requestContext(svgRequest.url, account(owner))).context, request: svgRequest } as never)) as Response
    expect(svgAsset.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
  })

  it('a new avatar is stored under avatars/ and replaces the previous object (DeleteObject)', async () => {
    const upload = () => restMultipart('POST', '/avatars', { token: owner.token, files: [{ bytes: samplePng(), name: '../../me.png', type: 'image/png' }], payload: {} })
    const first = (await upload()).body.doc
    expect(first.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect([...bucket.keys()]).toEqual([`avatars/${first.filename}`])
    const second = await upload()
    expect(second.status).toBe(201)
    expect(s3CallsOf('DELETE').map((call) => call.key)).toEqual([`avatars/${first.filename}`])
    expect([...bucket.keys()]).toEqual([`avatars/${second.body.doc.filename}`])
    const served = await rest('GET', `/avatars/file/${second.body.doc.filename}`, { token: owner.token })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect((await rest('GET', `/avatars/file/${second.body.doc.filename}`, { token: stranger.token })).status).toBe(404)
  })
})
