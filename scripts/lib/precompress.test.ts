import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir, servePrecompressed } from './precompress.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: 'row ${index}' }`).join(', ')}]\n`
let server: ReturnType<ReturnType<typeof express>['listen']>
let base = ''
let written = 0

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'page-abc.js'), script)
  fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'export {}\n')
  fs.writeFileSync(path.join(dir, 'logo-abc.png'), Buffer.alloc(4096, 1))
  written = await precompressDir(dir)
  // The middleware reads the folder as the server does at start, after the build.
  const app = express()
  app.use(compression())
  app.use('/assets', await servePrecompressed(dir), express.static(dir, { immutable: true, maxAge: '1y' }))
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('precompressed assets', () => {
  it('writes a smaller .br beside each text asset of 1 KB or more, and nothing else', async () => {
    expect(written).toBe(1)
    expect(fs.readdirSync(dir).sort()).toEqual(['logo-abc.png', 'page-abc.js', 'page-abc.js.br', 'tiny-abc.js'])
    const compressed = fs.readFileSync(path.join(dir, 'page-abc.js.br'))
    expect(compressed.length).toBeLessThan(script.length / 4)
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(script)
  })

  it('serves the .br to a browser that accepts brotli, with the asset’s type and caching', async () => {
    const response = await fetch(`${base}/assets/page-abc.js?v=1`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Number(response.headers.get('content-length'))).toBe(fs.statSync(path.join(dir, 'page-abc.js.br')).size)
    // fetch decodes brotli: the body is the script.
    expect(await response.text()).toBe(script)
    const head = await fetch(`${base}/assets/page-abc.js`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
    expect(head.headers.get('content-encoding')).toBe('br')
  })

  it('leaves other requests to the static files and the compression middleware', async () => {
    const gzip = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(script)
    const plain = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await plain.text()).toBe(script)
    const refused = await fetch(`${base}/assets/page-abc.js`, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } })
    expect(refused.headers.get('content-encoding')).toBe('gzip')
    const missing = await fetch(`${base}/assets/none.js`, { headers: { 'Accept-Encoding': 'br' } })
    expect(missing.status).toBe(404)
  })
})
