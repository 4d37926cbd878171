import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug } from 'payload'
import { restMultipart, type UploadPart } from '../rest'
import { samplePdf, samplePng } from '../support/files'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'

/**
 * Every upload collection of the config takes a file by its bytes, never by its name or
 * declared type: HTML or a PDF named .png and SVG are refused; a client name is never a path.
 * The upload collections are enumerated from the config, so a new one fails here until added.
 */

let owner: SignedIn

/** What a valid upload of each collection needs besides its file. */
const UPLOADS: Record<string, { data: Record<string, unknown>; good: () => UploadPart; imagesOnly: boolean }> = {
  files: { data: { kind: 'personal', nickname: 'Probe' }, good: () => ({ bytes: samplePdf(), name: 'ok.pdf', type: 'application/pdf' }), imagesOnly: false },
  images: { data: { alt: 'Probe' }, good: () => ({ bytes: samplePng(), name: 'ok.png', type: 'image/png' }), imagesOnly: true },
  avatars: { data: {}, good: () => ({ bytes: samplePng(), name: 'ok.png', type: 'image/png' }), imagesOnly: true },
}

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')

beforeAll(async () => {
  owner = await signedInLandlord('uploads-sec')
})

async function rows(collection: string) {
  const payload = await testPayload()
  return (await payload.count({ collection: collection as CollectionSlug, trash: true, overrideAccess: true })).totalDocs
}

describe('uploads', () => {
  it('V12.1.1 every upload collection of the config is listed here', async () => {
    const payload = await testPayload()
    const uploads = payload.config.collections.filter((collection) => collection.upload).map((collection) => collection.slug).sort()
    expect(uploads).toEqual(Object.keys(UPLOADS).sort())
  })

  for (const [collection, { data, good, imagesOnly }] of Object.entries(UPLOADS)) {
    it(`V12.2.1 ${collection}: HTML named .png, ${imagesOnly ? 'a PDF named .png, ' : ''}and SVG are refused by their bytes, leaving no row`, async () => {
      const before = await rows(collection)
      const probes: UploadPart[] = [
        { bytes: HTML, name: 'photo.png', type: 'image/png' },
        { bytes: HTML, name: 'page.html', type: 'text/html' },
        { bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' },
        { bytes: SVG, name: 'logo.png', type: 'image/png' },
      ]
      if (imagesOnly) probes.push({ bytes: samplePdf(), name: 'scan.png', type: 'image/png' })
      for (const probe of probes) {
        const response = await restMultipart('POST', `/${collection}`, { token: owner.token, files: [probe], payload: data })
        expect(response.status, `${probe.name}: ${JSON.stringify(response.body)}`).toBe(400)
      }
      expect(await rows(collection)).toBe(before)
    })

    it(`V12.3.1 ${collection}: a traversal file name is stored under a generated name inside the upload folder`, async () => {
      const payload = await testPayload()
      const staticDir = path.resolve(payload.collections[collection as CollectionSlug].config.upload.staticDir!)
      const file = good()
      const ext = path.extname(file.name)
      const response = await restMultipart('POST', `/${collection}`, { token: owner.token, files: [{ ...file, name: `../../etc/passwd${ext}` }], payload: data })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      const { filename } = response.body.doc
      expect(filename).toMatch(new RegExp(`^[0-9a-f-]{36}\\${ext}$`))
      expect(fs.existsSync(path.join(staticDir, filename))).toBe(true)
      expect(fs.existsSync(path.resolve(staticDir, `../../etc/passwd${ext}`))).toBe(false)
    })
  }
})
