// Brotli at its best setting, once, at build time (ADR 027, "precompressed assets"): the
// client's scripts and styles are written with a `.br` beside them, and the server sends that
// file to a browser that accepts brotli instead of compressing the asset on every request at
// the fast setting the `compression` middleware uses (about 13% more bytes, and CPU per request).
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)

/** What is worth compressing: text assets of at least 1 KB (smaller ones fit a packet either way). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/
export const PRECOMPRESS_MIN_BYTES = 1024

/** Writes `<file>.br` (brotli quality 11) for each compressible file of `dir` that it makes smaller. */
export async function precompressDir(dir) {
  const names = (await fs.readdir(dir)).filter((name) => COMPRESSIBLE.test(name))
  let written = 0
  // zlib's async calls run on libuv's thread pool: the files compress in parallel.
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name)
      const content = await fs.readFile(file)
      if (content.length < PRECOMPRESS_MIN_BYTES) return
      const compressed = await brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
      if (compressed.length >= content.length) return
      await fs.writeFile(`${file}.br`, compressed)
      written += 1
    }),
  )
  return written
}

/** Vite plugin: precompresses the client build's assets once they are written. */
export function precompressAssets() {
  return {
    name: 'leasewell:precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return
      const dir = path.join(options.dir, 'assets')
      // A build without assets (none yet) has nothing to compress.
      if (await fs.stat(dir).catch(() => null)) await precompressDir(dir)
    },
  }
}
