import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { APIError, type PayloadRequest, type UploadCollectionSlug } from 'payload'

/**
 * A stored upload, opened: the whole file (200) or, on S3, what a Range / If-None-Match
 * request asked for (206, 416, 304), with the storage's length and range headers.
 */
export type StoredFile = {
  status: 200 | 206 | 304 | 416
  body: ReadableStream<Uint8Array> | null
  /** Content-Length, Content-Range and Accept-Ranges, as the storage answered. */
  headers: Headers
}

const STORAGE_STATUSES = new Set([200, 206, 304, 416])
const STORAGE_HEADERS = ['Content-Length', 'Content-Range', 'Accept-Ranges'] as const

/**
 * Opens an upload of `collection` whose document the caller has already read with its own
 * access: through the storage adapter when one serves the collection (S3, ADR 022), else from
 * the collection's folder on disk. Null when the document has no stored bytes (logged: that
 * is our fault, not the caller's).
 */
export async function openStoredFile(req: PayloadRequest, collection: UploadCollectionSlug, doc: { id: number | string; filename?: string | null }): Promise<StoredFile | null> {
  const filename = doc.filename ?? ''
  const upload = req.payload.collections[collection].config.upload
  if (upload.handlers?.length) return openFromAdapter(req, collection, doc, upload.handlers)
  const staticDir = path.resolve(upload.staticDir ?? '')
  const filePath = path.resolve(staticDir, filename)
  if (!filename || !filePath.startsWith(staticDir + path.sep)) return null
  let size: number
  try {
    size = (await fs.stat(filePath)).size
  } catch {
    req.payload.logger.error({ msg: 'Stored file missing on disk', collection, id: doc.id })
    return null
  }
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>
  return { status: 200, body, headers: new Headers({ 'Content-Length': String(size) }) }
}

type UploadHandlers = NonNullable<PayloadRequest['payload']['collections'][UploadCollectionSlug]['config']['upload']['handlers']>

async function openFromAdapter(req: PayloadRequest, collection: UploadCollectionSlug, doc: { id: number | string; filename?: string | null }, handlers: UploadHandlers): Promise<StoredFile | null> {
  const filename = doc.filename ?? ''
  for (const handler of handlers) {
    // The adapter reads the object of this very document (its prefix and name), not one named by the request.
    const response = await handler(req, { doc: doc as never, headers: new Headers(), params: { collection, filename } })
    if (!(response instanceof Response)) continue
    if (STORAGE_STATUSES.has(response.status)) {
      const headers = new Headers()
      for (const name of STORAGE_HEADERS) {
        const value = response.headers.get(name)
        if (value) headers.set(name, value)
      }
      return { status: response.status as StoredFile['status'], body: response.body, headers }
    }
    await response.body?.cancel()
    if (response.status === 404) break
    // The adapter has logged the cause (network, credentials, bucket).
    throw new APIError('The file could not be read from storage.', 502)
  }
  req.payload.logger.error({ msg: 'Stored file missing in storage', collection, id: doc.id })
  return null
}

/** The whole body of an opened stored file, in memory (a receipt copied to an expense, a photo in a PDF). */
export async function readAll(stream: ReadableStream<Uint8Array> | null): Promise<Buffer | null> {
  if (!stream) return null
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
