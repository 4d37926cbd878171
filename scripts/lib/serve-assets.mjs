// The client build's assets, served from memory (ADR 027, "assets from memory"). A first page
// load asks for 60–70 scripts at once. Served by `express.static`, each one costs a stat, an
// open, reads and a close on libuv's thread pool: on 2 cores the burst queued 40–110 ms
// before its last response started. The build never changes while the server runs, and its
// hashed names never change their content, so each file is read once, on its first request, and
// kept. Brotli files written at build time (precompress.mjs) go to browsers that accept them.
import fs from 'node:fs/promises'
import path from 'node:path'
import express from 'express'

/** Larger files stream from disk through `express.static`, as before: the limit is on the file sent (the PDF worker is 1 MB, its brotli file 231 KB, kept). */
export const MAX_CACHED_ASSET_BYTES = 512 * 1024
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Express middleware for the assets folder. A GET or HEAD of one of its files gets the file's
 * type, `Cache-Control: immutable` for a year, an ETag (304 when it matches) and, for a browser
 * that accepts brotli and a file that has a `.br` beside it, that file with `Content-Encoding: br`
 * (the `compression` middleware leaves an encoded response alone and gzips the others). Unknown
 * names and files over the limit go to `express.static` of the same folder; other methods go on
 * to the next handler.
 */
export async function serveAssets(dir, { setHeaders } = {}) {
  const names = new Set(await fs.readdir(dir).catch(() => []))
  const fallback = express.static(dir, { immutable: true, maxAge: '1y', setHeaders })
  /** file name → its bytes and validators, or null when it is served from disk. */
  const cache = new Map()

  function load(file) {
    let entry = cache.get(file)
    if (!entry) {
      entry = (async () => {
        const full = path.join(dir, file)
        const stat = await fs.stat(full)
        if (stat.size > MAX_CACHED_ASSET_BYTES) return null
        const body = await fs.readFile(full)
        return { body, etag: `W/"${body.length.toString(16)}-${stat.mtimeMs.toString(16)}"`, lastModified: stat.mtime.toUTCString() }
      })()
      // A failed read is tried again on the next request.
      entry.catch(() => cache.delete(file))
      cache.set(file, entry)
    }
    return entry
  }

  return async function assets(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    if (!names.has(name)) return fallback(req, res, next)
    const hasBrotli = names.has(`${name}.br`)
    if (hasBrotli) res.vary('Accept-Encoding')
    const brotli = hasBrotli && req.acceptsEncodings('br', 'identity') === 'br'
    let entry
    try {
      entry = await load(brotli ? `${name}.br` : name)
    } catch {
      return fallback(req, res, next)
    }
    if (!entry) {
      if (!brotli) return fallback(req, res, next)
      res.setHeader('Content-Encoding', 'br')
      res.type(path.extname(name))
      req.url = `/${name}.br`
      return fallback(req, res, next)
    }
    res.type(path.extname(name))
    if (brotli) res.setHeader('Content-Encoding', 'br')
    res.setHeader('Cache-Control', CACHE_CONTROL)
    res.setHeader('ETag', entry.etag)
    res.setHeader('Last-Modified', entry.lastModified)
    setHeaders?.(res)
    if (req.fresh) {
      res.status(304).end()
      return
    }
    res.setHeader('Content-Length', entry.body.length)
    res.end(req.method === 'HEAD' ? undefined : entry.body)
  }
}
