import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createLocalReq, handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { runJobsNow } from '@api/jobs'
import { backfillFileSizes } from '@api/jobs/file-sizes'
import config from '@api/payload.config'
import type { File as FileDoc, Organization } from '@api/payload-types'
import { rest, restMultipart } from './rest'
import { samplePdf } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * Pictures uploaded before the files collection had image sizes (ADR 031): the backfill job
 * gives them the sizes an upload makes today, leaves the original as it is, and does nothing
 * more when run again; and the completed report's PDF embeds the display size (as JPEG), the
 * original only for a photo still without sizes.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let payload: Payload
let staticDir: string

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const NO_SIZE = { filename: null, width: null, height: null, filesize: null, mimeType: null, url: null }

/** A 2400×1200 camera JPEG stored sideways (EXIF orientation 6: shown 1200×2400). */
const cameraJpeg = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer()

const uploadPhoto = async (report: number, item = 'kitchen.walls'): Promise<FileDoc> => {
  const upload = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: await cameraJpeg(), name: 'wall.jpg', type: 'image/jpeg' }], payload: { kind: 'conditionReport', conditionReport: report, conditionItem: item, nickname: 'Wall' } })
  expect(upload.status, JSON.stringify(upload.body)).toBe(201)
  return upload.body.doc
}

/** Makes a stored picture as it was before sizes existed: none recorded, none on disk. */
async function withoutSizes(doc: FileDoc) {
  await payload.db.updateOne({ collection: 'files', id: doc.id, data: { sizes: { display: NO_SIZE, thumbnail: NO_SIZE } } })
  for (const size of [doc.sizes?.display?.filename, doc.sizes?.thumbnail?.filename]) await fs.rm(path.join(staticDir, size!), { force: true })
}

async function fileBytes(filename: string) {
  const url = new URL(`/api/files/file/${filename}`, process.env.SERVER_URL)
  const response = await handleEndpoints({ config, request: new Request(url, { headers: { Authorization: `JWT ${owner.token}` } }), path: url.pathname })
  return { status: response.status, type: response.headers.get('Content-Type'), bytes: Buffer.from(await response.arrayBuffer()) }
}

const sizesOf = (doc: FileDoc) => Object.fromEntries((['display', 'thumbnail'] as const).map((size) => [size, { ...doc.sizes?.[size], url: undefined }]))
const newReport = async (type = 'periodic') => (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type } })).body.doc as { id: number }
const backfill = async () => backfillFileSizes(await createLocalReq({}, payload))

beforeAll(async () => {
  payload = await testPayload()
  staticDir = path.resolve(payload.collections.files.config.upload.staticDir!)
  owner = await signedInLandlord('backfill-owner')
  held = await leaseWithTenant(owner.organization.id, 'Filler')
})

describe('backfilling picture sizes', () => {
  it('gives an old picture the sizes an upload makes, keeps the original, and does nothing more when run again', async () => {
    const report = await newReport()
    const made = await uploadPhoto(report.id)
    const pdf = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: 'lease.pdf', type: 'application/pdf' }], payload: { kind: 'lease', lease: held.lease.id, nickname: 'Lease' } })
    expect(pdf.status).toBe(201)
    await withoutSizes(made)
    expect((await fileBytes(made.sizes!.display!.filename!)).status).toBe(404)

    const first = await backfill()
    expect(first).toMatchObject({ failed: 0, left: 0 })
    expect(first.resized).toBeGreaterThanOrEqual(1)
    const after = await payload.findByID({ collection: 'files', id: made.id, depth: 0, overrideAccess: true })
    // The same names, dimensions, type and bytes as Payload made at upload (one pipeline, one config).
    expect(sizesOf(after)).toEqual(sizesOf(made))
    for (const [size, width, height] of [['display', 800, 1600], ['thumbnail', 200, 400]] as const) {
      const served = await fileBytes(after.sizes![size]!.filename!)
      expect(served.status, size).toBe(200)
      expect(served.type).toBe('image/webp')
      const meta = await sharp(served.bytes).metadata()
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', width, height, undefined])
    }
    // The original is untouched: its bytes still have the SHA-256 taken at upload.
    const original = await fileBytes(made.filename!)
    expect(sha256(original.bytes)).toBe(made.sha256)
    expect(after.sha256).toBe(made.sha256)
    // A PDF is no picture: it gets no sizes.
    expect((await payload.findByID({ collection: 'files', id: pdf.body.doc.id, depth: 0, overrideAccess: true })).sizes?.display?.filename ?? null).toBeNull()

    // Run again: nothing left to do.
    expect((await backfill()).resized).toBe(0)
  })

  it("a picture whose original cannot be read is counted and left for the next run, which gives it its sizes once it can", async () => {
    const report = await newReport()
    const made = await uploadPhoto(report.id)
    await withoutSizes(made)
    const originalPath = path.join(staticDir, made.filename!)
    const bytes = await fs.readFile(originalPath)
    await fs.rm(originalPath)
    expect(await backfill()).toEqual({ resized: 0, left: 0, failed: 1 })
    await fs.writeFile(originalPath, bytes)
    expect(await backfill()).toEqual({ resized: 1, left: 0, failed: 0 })
  })

  it('a run does at most its batch; the rest is counted as left for the next run', async () => {
    const report = await newReport()
    const docs = [await uploadPhoto(report.id, 'kitchen.walls'), await uploadPhoto(report.id, 'kitchen.floor')]
    for (const doc of docs) await withoutSizes(doc)
    expect(await backfillFileSizes(await createLocalReq({}, payload), { limit: 1 })).toEqual({ resized: 1, left: 1, failed: 0 })
    expect(await backfill()).toEqual({ resized: 1, left: 0, failed: 0 })
  })

  it('runs from the jobs queue', async () => {
    const report = await newReport()
    const made = await uploadPhoto(report.id)
    await withoutSizes(made)
    await runJobsNow(payload, ['backfillFileSizes'])
    const after = await payload.findByID({ collection: 'files', id: made.id, depth: 0, overrideAccess: true })
    expect(after.sizes?.display?.filename).toBe(made.sizes!.display!.filename)
  })
})

describe("the completed report's PDF", () => {
  it('embeds each photo at its display size as JPEG, and the original only for a photo still without sizes', async () => {
    const report = await newReport('move-in')
    await uploadPhoto(report.id, 'kitchen.walls')
    const old = await uploadPhoto(report.id, 'kitchen.floor')
    await withoutSizes(old)
    const completed = await rest('POST', `/condition-reports/${report.id}/complete`, { token: owner.token })
    expect(completed.status, JSON.stringify(completed.body)).toBe(200)
    const pdfDoc = await payload.findByID({ collection: 'files', id: completed.body.doc.pdf, depth: 0, overrideAccess: true })
    const pdf = (await fileBytes(pdfDoc.filename!)).bytes.toString('latin1')
    // The image XObjects' dictionaries (pdfkit writes them uncompressed): JPEG (DCTDecode) both.
    const images = [...pdf.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map(([dictionary]) => ({
      width: Number(/\/Width (\d+)/.exec(dictionary)![1]),
      height: Number(/\/Height (\d+)/.exec(dictionary)![1]),
      jpeg: dictionary.includes('/DCTDecode'),
    }))
    expect(images).toEqual(
      expect.arrayContaining([
        { width: 800, height: 1600, jpeg: true },
        { width: 2400, height: 1200, jpeg: true },
      ]),
    )
    expect(images).toHaveLength(2)
  })
})
