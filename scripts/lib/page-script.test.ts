import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bundlePageScript } from './page-script.mjs'

const root = path.resolve(__dirname, '../..')

describe('bundlePageScript', () => {
  it('bundles the visitor form page script into one self-contained module, well under 15 KB gzipped, named by its content', async () => {
    const entry = path.join(root, 'app/features/forms/enhance/visitor-form.ts')
    const first = await bundlePageScript(entry, { root })
    // No import of any other file: the page loads this one file (and no React).
    expect(first.code).not.toMatch(/\bimport(\s*[{(*"']|\s+\w)/)
    expect(first.code).not.toMatch(/react/i)
    expect(zlib.gzipSync(first.code).length).toBeLessThan(15 * 1024)
    expect(first.hash).toMatch(/^[\w-]{8}$/)
    const second = await bundlePageScript(entry, { root })
    expect(second).toEqual(first)
  })
})
