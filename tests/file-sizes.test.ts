import { createHash } from 'node:crypto'
import { handleEndpoints } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '@api/payload.config'
import { sharpLoaded } from '@api/storage/sharp'
import { fileMessages } from '@common/files'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart } from './rest'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, routeRunner } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'
import { loader as reportLoader } from '~/routes/app/landlord/condition-reports.$conditionReportId'

/**
 * Derived sizes of pictures in the files collection (ADR 031 amendment): a display size and a
 * thumbnail, WebP, EXIF orientation applied and metadata stripped, made by the server; the
 * original is kept byte for byte with its SHA-256; every size is served under the original's
 * read rule (a tenant of a draft's lease, another landlord: the 404 of a missing name).
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let loadedAtStart: boolean

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A 2400×1200 camera JPEG stored sideways (EXIF orientation 6: shown 1200×2400) with a copyright and a GPS tag. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Tenant phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

async function fileResponse(token: string, filename: string, query = '') {
  await testPayload()
  const url = new URL(`/api/files/file/${filename}${query}`, process.env.SERVER_URL)
  const response = await handleEndpoints({ config, request: new Request(url, { headers: { Authorization: `JWT ${token}` } }), path: url.pathname })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const uploadPhoto = (token: string, report: number, bytes: Buffer, name = 'wall.jpg', type = 'image/jpeg') =>
  restMultipart('POST', '/files', { token, files: [{ bytes, name, type }], payload: { kind: 'conditionReport', conditionReport: report, conditionItem: 'kitchen.walls', nickname: 'Kitchen wall' } })

beforeAll(async () => {
  await testPayload()
  loadedAtStart = sharpLoaded()
  ;[owner, foreign] = await Promise.all([signedInLandlord('sizes-owner'), signedInLandlord('sizes-foreign')])
  held = await leaseWithTenant(owner.organization.id, 'Sizer')
})

describe('picture sizes', () => {
  it('a start does not load sharp; the first picture does (ADR 027)', () => {
    expect(loadedAtStart).toBe(false)
  })

  it('keeps the original byte for byte and derives an upright, metadata-free WebP display size and thumbnail', async () => {
    const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'move-in' } })).body.doc
    const original = await cameraJpeg()
    expect((await sharp(original).metadata()).orientation).toBe(6)
    const upload = await uploadPhoto(owner.token, report.id, original)
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    expect(sharpLoaded()).toBe(true)
    const doc = upload.body.doc
    expect(doc.sha256).toBe(sha256(original))
    expect(doc.sizes.display).toMatchObject({ mimeType: 'image/webp', width: 800, height: 1600 })
    expect(doc.sizes.thumbnail).toMatchObject({ mimeType: 'image/webp', width: 200, height: 400 })
    expect(doc.sizes.display.filename).toBe(doc.filename.replace(/\.jpg$/, '-display.webp'))

    const stored = await fileResponse(owner.token, doc.filename)
    expect(stored.status).toBe(200)
    expect(sha256(stored.bytes)).toBe(sha256(original))
    for (const [size, longEdge] of [['display', 1600], ['thumbnail', 400]] as const) {
      const response = await fileResponse(owner.token, doc.sizes[size].filename)
      expect(response.status, size).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/webp')
      expect(response.headers.get('Content-Disposition')).toMatch(/^inline; filename="Kitchen wall\.webp"/)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Content-Security-Policy')).toContain('sandbox')
      const meta = await sharp(response.bytes).metadata()
      // Upright (the orientation is applied to the pixels), no EXIF (no copyright, no GPS), no orientation tag left.
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', longEdge / 2, longEdge])
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
    }
  })

  it('never enlarges a small picture, and a PDF gets no sizes', async () => {
    const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'periodic' } })).body.doc
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()
    const upload = await uploadPhoto(owner.token, report.id, small, 'small.png', 'image/png')
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    expect(upload.body.doc.sizes.display).toMatchObject({ width: 300, height: 200 })
    expect(upload.body.doc.sizes.thumbnail).toMatchObject({ width: 300, height: 200 })
    const pdf = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: 'lease.pdf', type: 'application/pdf' }], payload: { kind: 'lease', lease: held.lease.id, nickname: 'Lease' } })
    expect(pdf.status).toBe(201)
    expect(pdf.body.doc.sizes.display.filename ?? null).toBeNull()
  })

  it('a JPEG whose bytes are no picture is refused before anything is stored', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
    const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'periodic' } })).body.doc
    const upload = await uploadPhoto(owner.token, report.id, fake)
    expect(upload.status).toBe(400)
    expect(errorMessage(upload.body)).toBe(fileMessages.fileTypeInvalid)
  })

  it("the sizes follow the original's read rule: a draft's are the landlord's alone, then the lease's tenant reads them; another landlord never", async () => {
    const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'move-in' } })).body.doc
    const doc = (await uploadPhoto(owner.token, report.id, await cameraJpeg())).body.doc
    const names = [doc.filename, doc.sizes.display.filename, doc.sizes.thumbnail.filename]
    const missing = await fileResponse(foreign.token, '00000000-0000-0000-0000-000000000000-display.webp')
    expect(missing.status).toBe(404)
    for (const name of names) {
      for (const token of [held.tenant.token, foreign.token]) {
        const response = await fileResponse(token, name)
        expect(response.status, name).toBe(404)
        expect(response.bytes).toEqual(missing.bytes)
      }
    }
    expect((await rest('POST', `/condition-reports/${report.id}/request`, { token: owner.token })).status).toBe(200)
    for (const name of names) {
      expect((await fileResponse(held.tenant.token, name)).status, name).toBe(200)
      expect((await fileResponse(foreign.token, name)).status, name).toBe(404)
    }
    // A size's name under another extension, or a made-up size, is no stored name.
    expect((await fileResponse(owner.token, doc.filename.replace(/\.jpg$/, '-display.jpg'))).status).toBe(404)
    expect((await fileResponse(owner.token, doc.filename.replace(/\.jpg$/, '-huge.webp'))).status).toBe(404)
  })

  it("the report page shows the photo's thumbnail and links its original", async () => {
    const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'periodic' } })).body.doc
    const doc = (await uploadPhoto(owner.token, report.id, await cameraJpeg())).body.doc
    const run = routeRunner(() => account(owner))
    const page = await run(reportLoader, `/app/landlord/condition-reports/${report.id}`, { params: { conditionReportId: String(report.id) } })
    expect(page.data.photos['kitchen.walls']).toMatchObject([{ filename: doc.filename, thumbnail: doc.sizes.thumbnail.filename, sha256: doc.sha256 }])
  })

  it("a client cannot point its own file at another's stored names (original or sizes) by an update", async () => {
    const report = (await rest('POST', '/condition-reports', { token: foreign.token, json: { lease: (await leaseWithTenant(foreign.organization.id, 'Victor')).lease.id, type: 'periodic' } })).body.doc
    const victim = (await uploadPhoto(foreign.token, report.id, await cameraJpeg())).body.doc
    const mineReport = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'periodic' } })).body.doc
    const mine = (await uploadPhoto(owner.token, mineReport.id, await cameraJpeg())).body.doc
    const patched = await rest('PATCH', `/files/${mine.id}`, {
      token: owner.token,
      json: { nickname: 'Renamed', filename: victim.filename, sizes: { display: { filename: victim.sizes.display.filename }, thumbnail: { filename: victim.sizes.thumbnail.filename } } },
    })
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'files', id: mine.id, depth: 0, overrideAccess: true })
    expect([stored.filename, stored.sizes?.display?.filename, stored.sizes?.thumbnail?.filename], JSON.stringify(patched.body)).toEqual([mine.filename, mine.sizes.display.filename, mine.sizes.thumbnail.filename])
    for (const name of [victim.filename, victim.sizes.display.filename, victim.sizes.thumbnail.filename]) expect((await fileResponse(owner.token, name)).status, name).toBe(404)
  })
})
