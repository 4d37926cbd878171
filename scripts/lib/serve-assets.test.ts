import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.mjs'
import { MAX_CACHED_ASSET_BYTES, serveAssets } from './serve-assets.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-assets-'))
const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: 'row ${index}' }`).join(', ')}]\n`
// Over the in-memory limit, its brotli file too (random text hardly compresses): served from disk.
const large = `export const big = '${randomBytes(MAX_CACHED_ASSET_BYTES).toString('base64')}'\n`
// Beside the assets folder: no request may reach it.
const outside = `outside-${path.basename(dir)}.js`
let server: ReturnType<ReturnType<typeof express>['listen']>
let base = ''

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'page-abc.js'), script)
  fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'export {}\n')
  fs.writeFileSync(path.join(dir, 'large-abc.js'), large)
  fs.writeFileSync(path.join(dir, 'logo-abc.png'), Buffer.alloc(4096, 1))
  fs.writeFileSync(path.join(dir, '..', outside), 'secret')
  await precompressDir(dir)
  // Built as server.mjs builds it: the folder is read at start, after the build.
  const app = express()
  app.use(compression())
  app.use('/assets', await serveAssets(dir, { setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff') }))
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(path.join(dir, '..', outside), { force: true })
})

const brotli = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

describe('serveAssets', () => {
  it('serves the .br to a browser that accepts brotli, with the asset’s type, caching and headers', async () => {
    const response = await fetch(`${base}/assets/page-abc.js?v=1`, { headers: brotli })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Number(response.headers.get('content-length'))).toBe(fs.statSync(path.join(dir, 'page-abc.js.br')).size)
    // fetch decodes brotli: the body is the script.
    expect(await response.text()).toBe(script)
    const head = await fetch(`${base}/assets/page-abc.js`, { method: 'HEAD', headers: brotli })
    expect(head.headers.get('content-encoding')).toBe('br')
    expect(head.headers.get('content-length')).toBe(response.headers.get('content-length'))
    expect(await head.text()).toBe('')
  })

  it('gzips or sends plain what a browser without brotli asks for, and refuses nothing it does not know', async () => {
    const gzip = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(script)
    const plain = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await plain.text()).toBe(script)
    const refused = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } })
    expect(refused.headers.get('content-encoding')).toBe('gzip')
    const tiny = await fetch(`${base}/assets/tiny-abc.js`, { headers: brotli })
    expect([tiny.headers.get('content-encoding'), await tiny.text()]).toEqual([null, 'export {}\n'])
    const image = await fetch(`${base}/assets/logo-abc.png`, { headers: brotli })
    expect([image.headers.get('content-type'), (await image.arrayBuffer()).byteLength]).toEqual(['image/png', 4096])
    expect((await fetch(`${base}/assets/none.js`, { headers: brotli })).status).toBe(404)
    for (const escape of [`..%2F${outside}`, `%2E%2E%2F${outside}`]) {
      const response = await fetch(`${base}/assets/${escape}`, { headers: brotli })
      expect([403, 404]).toContain(response.status)
      expect(await response.text()).not.toContain('secret')
    }
  })

  it('answers 304 to a request that has the current version', async () => {
    const first = await fetch(`${base}/assets/page-abc.js`, { headers: brotli })
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    // A browser revalidating sends `max-age=0` (fetch would add `no-cache`, which asks for the body).
    const again = await fetch(`${base}/assets/page-abc.js`, { headers: { ...brotli, 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // Each encoding is its own version.
    const plain = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } })
    expect(plain.status).toBe(200)
  })

  it('reads a file once: later requests are answered from memory', async () => {
    await (await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })).text()
    const copy = path.join(dir, 'page-abc.js.kept')
    fs.renameSync(path.join(dir, 'page-abc.js'), copy)
    try {
      const response = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(script)
    } finally {
      fs.renameSync(copy, path.join(dir, 'page-abc.js'))
    }
  })

  it('streams a file over the memory limit from disk, brotli included', async () => {
    const compressedSize = fs.statSync(path.join(dir, 'large-abc.js.br')).size
    expect(compressedSize).toBeGreaterThan(MAX_CACHED_ASSET_BYTES)
    const response = await fetch(`${base}/assets/large-abc.js?v=2`, { headers: brotli })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(Number(response.headers.get('content-length'))).toBe(compressedSize)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(large)
    const plain = await fetch(`${base}/assets/large-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await plain.text()).length).toBe(large.length)
  })
})
