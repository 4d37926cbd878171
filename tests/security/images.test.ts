import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileMessages } from '@common/files'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart } from '../rest'
import { samplePng } from '../support/files'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'

/**
 * Images (api/collections/Images): the server never fetches an image from a URL the client
 * names (Payload would take `{ filename, url }` as an external file source), and the stored
 * name is generated, so one organization cannot learn what names another stores.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let other: Landlord
let target: http.Server
let targetUrl: string
let hits = 0

beforeAll(async () => {
  owner = await signedInLandlord('images-sec-owner')
  other = await signedInLandlord('images-sec-other')
  // A server a fetched URL would reach: it counts requests and answers with a real PNG.
  target = http.createServer((_req, res) => {
    hits++
    res.writeHead(200, { 'Content-Type': 'image/png' })
    res.end(samplePng())
  })
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => target?.close(() => resolve())))

const imageRows = async () => (await (await testPayload()).count({ collection: 'images', overrideAccess: true })).totalDocs

describe('images', () => {
  it('V12.6.1 an image is never fetched from a URL in the request: JSON with filename and url is refused', async () => {
    const before = await imageRows()
    for (const url of [`${targetUrl}/house.png`, 'http://169.254.169.254/latest/meta-data/', '/api/images/file/house.png', 'https://images.example.com/house.png']) {
      const response = await rest('POST', '/images', { token: owner.token, json: { filename: 'house.png', url, alt: 'Fetched' } })
      expect(response.status, url).toBe(400)
      expect(errorMessage(response.body), url).toBe(fileMessages.fileRequired)
    }
    expect(hits).toBe(0)
    expect(await imageRows()).toBe(before)
    // Payload's paste-from-URL endpoint is off too.
    const paste = await rest('GET', `/images/paste-url?src=${encodeURIComponent(`${targetUrl}/house.png`)}`, { token: owner.token })
    expect(paste.status).toBe(400)
    expect(hits).toBe(0)
  })

  it('V12.3.1 uploaded images get generated names in every organization: no probe of another organization\'s names', async () => {
    const png = { bytes: samplePng(), name: 'house.png', type: 'image/png' }
    const first = await restMultipart('POST', '/images', { token: owner.token, files: [png], payload: { alt: 'Front' } })
    const second = await restMultipart('POST', '/images', { token: other.token, files: [png], payload: { alt: 'Front' } })
    const third = await restMultipart('POST', '/images', { token: other.token, files: [{ ...png, name: '../../evil name.PNG' }], payload: { alt: 'Front' } })
    for (const response of [first, second, third]) {
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      expect(response.body.doc.filename).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/)
      expect(response.body.doc.url).toMatch(new RegExp(`/api/images/file/${response.body.doc.filename}$`))
    }
    expect(new Set([first, second, third].map((response) => response.body.doc.filename)).size).toBe(3)

    // Each file is served to its own organization only; the other's name answers 404 like a missing one.
    const own = await rest('GET', `/images/file/${first.body.doc.filename}`, { token: owner.token })
    expect(own.status).toBe(200)
    expect((await rest('GET', `/images/file/${first.body.doc.filename}`, { token: other.token })).status).toBe(404)
    expect((await rest('GET', '/images/file/house.png', { token: other.token })).status).toBe(404)
  })

  it('V12.1.1 one image per upload, present, and a stored image is never replaced', async () => {
    const png = { bytes: samplePng(), name: 'yard.png', type: 'image/png' }
    const none = await restMultipart('POST', '/images', { token: owner.token, files: [], payload: { alt: 'Nothing' } })
    expect(none.status).toBe(400)
    expect(errorMessage(none.body)).toBe(fileMessages.fileRequired)
    const two = await restMultipart('POST', '/images', { token: owner.token, files: [png, png], payload: { alt: 'Two' } })
    expect(two.status).toBe(400)
    expect(errorMessage(two.body)).toBe(fileMessages.onlyOneFile)
    const created = await restMultipart('POST', '/images', { token: owner.token, files: [png], payload: { alt: 'Yard' } })
    expect(created.status).toBe(201)
    const replaced = await restMultipart('PATCH', `/images/${created.body.doc.id}`, { token: owner.token, files: [png], payload: { alt: 'Yard again' } })
    expect(replaced.status).toBe(400)
    expect(errorMessage(replaced.body)).toBe(fileMessages.fileNotReplaceable)
    const renamed = await rest('PATCH', `/images/${created.body.doc.id}`, { token: owner.token, json: { alt: 'Back yard' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.doc).toMatchObject({ alt: 'Back yard', filename: created.body.doc.filename })
  })
})
