import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: 'row ${index}' }`).join(', ')}]\n`

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('precompressed assets', () => {
  it('writes a smaller .br beside each text asset of 1 KB or more, and nothing else', async () => {
    fs.writeFileSync(path.join(dir, 'page-abc.js'), script)
    fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'export {}\n')
    fs.writeFileSync(path.join(dir, 'logo-abc.png'), Buffer.alloc(4096, 1))
    expect(await precompressDir(dir)).toBe(1)
    expect(fs.readdirSync(dir).sort()).toEqual(['logo-abc.png', 'page-abc.js', 'page-abc.js.br', 'tiny-abc.js'])
    const compressed = fs.readFileSync(path.join(dir, 'page-abc.js.br'))
    expect(compressed.length).toBeLessThan(script.length / 4)
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(script)
  })
})
