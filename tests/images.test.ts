import zlib from 'node:zlib'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '@api/payload.config'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest } from './rest'
import { testPayload } from './support/payload'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let otherLandlord: Landlord
let tenant: SignedIn

beforeAll(async () => {
  owner = await signedInLandlord('images-owner')
  otherLandlord = await signedInLandlord('images-other')
  tenant = await signedInTenant('images-tenant')
})

/** A real PNG (Payload checks the bytes, not only the name): `width` × `height` orange pixels. */
function png(width = 4, height = 3) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)])
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}

/** POST /api/images as multipart with `file` and `_payload`, the way the web app uploads. */
async function upload(token: string, file: { bytes: Buffer; name: string; type: string }, alt = 'Front of the house') {
  await testPayload()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  form.append('_payload', JSON.stringify({ alt }))
  const url = new URL('/api/images', process.env.SERVER_URL)
  const request = new Request(url, { method: 'POST', headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': '10.0.0.1' }, body: form })
  const response = await handleEndpoints({ config, request, path: url.pathname })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

async function createProperty(token: string) {
  const response = await rest('POST', '/properties', {
    token,
    json: { nickname: 'Pictured', address: { line1: '7 Elm Street', city: 'Austin', state: 'TX', postalCode: '78702' } },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number }
}

describe('images', () => {
  it('a landlord uploads a PNG, links it as a property image and reads the file back', async () => {
    const bytes = png()
    const uploaded = await upload(owner.token, { bytes, name: 'house.png', type: 'image/png' })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const image = uploaded.body.doc
    expect(image).toMatchObject({ mimeType: 'image/png', alt: 'Front of the house', width: 4, height: 3 })
    expect(image.organization.id ?? image.organization).toBe(owner.organization.id)

    const property = await createProperty(owner.token)
    const linked = await rest('PATCH', `/properties/${property.id}`, { token: owner.token, json: { image: image.id } })
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)
    const read = await rest('GET', `/properties/${property.id}`, { token: owner.token, query: { depth: 1 } })
    expect(read.body.image).toMatchObject({ id: image.id, filename: image.filename })

    const file = await rest('GET', `/images/file/${encodeURIComponent(image.filename)}`, { token: owner.token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
  })

  it('another landlord and a tenant get 404 for the image and its file, and cannot link it', async () => {
    const image = (await upload(owner.token, { bytes: png(), name: 'private.png', type: 'image/png' })).body.doc
    for (const stranger of [otherLandlord, tenant]) {
      expect((await rest('GET', `/images/${image.id}`, { token: stranger.token })).status).toBe(404)
      expect((await rest('GET', `/images/file/${encodeURIComponent(image.filename)}`, { token: stranger.token })).status).toBe(404)
      const list = await rest('GET', '/images', { token: stranger.token, query: { limit: 100 } })
      expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(image.id)
    }
    const theirs = await createProperty(otherLandlord.token)
    const link = await rest('PATCH', `/properties/${theirs.id}`, { token: otherLandlord.token, json: { image: image.id } })
    expect(link.status).toBe(400)
  })

  it('refuses a text file, also one named like an image, and one over 20 MB; nothing is saved', async () => {
    const before = (await rest('GET', '/images', { token: owner.token, query: { limit: 1 } })).body.totalDocs

    const text = await upload(owner.token, { bytes: Buffer.from('not a picture'), name: 'notes.txt', type: 'text/plain' })
    expect(text.status).toBe(400)
    expect(errorMessage(text.body)).toMatch(/file type/i)

    const disguised = await upload(owner.token, { bytes: Buffer.from('not a picture'), name: 'fake.png', type: 'image/png' })
    expect(disguised.status).toBe(400)

    const oversized = Buffer.alloc(20 * 1024 * 1024 + 1024)
    oversized.set(png())
    const large = await upload(owner.token, { bytes: oversized, name: 'huge.png', type: 'image/png' })
    expect(large.status).toBe(413)

    const after = (await rest('GET', '/images', { token: owner.token, query: { limit: 1 } })).body.totalDocs
    expect(after).toBe(before)
  })

  it('refuses an SVG that carries script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const response = await upload(owner.token, { bytes: svg, name: 'evil.svg', type: 'image/svg+xml' })
    expect(response.status).toBe(400)
  })
})
