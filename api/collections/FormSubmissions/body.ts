import type { PayloadRequest } from 'payload'
import { ClientError } from '@api/errors'

export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  invalidJson: 'The request body must be a JSON object.',
  unsupportedType: 'Send the request body as application/json.',
} as const

/**
 * Reads a JSON object body of at most `maxBytes`, counting bytes as they arrive (a body
 * without Content-Length is capped too, unlike Payload's addDataAndFileToRequest), and
 * keeps it in `req.data`. An empty body is `{}`. 413 over the limit; 415 for another
 * content type; 400 for anything but a JSON object. For endpoints open to visitors.
 */
export async function readJsonBody(req: PayloadRequest, maxBytes: number): Promise<Record<string, unknown>> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new ClientError(BODY_MESSAGES.tooLarge, 413)
  const stream = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!stream || typeof stream.getReader !== 'function') {
    const data = (req.data ?? {}) as Record<string, unknown>
    return data
  }
  const contentType = (req.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (contentType && contentType !== 'application/json') throw new ClientError(BODY_MESSAGES.unsupportedType, 415)
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ClientError(BODY_MESSAGES.tooLarge, 413)
    }
    chunks.push(value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text.trim()) return (req.data = {})
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ClientError(BODY_MESSAGES.invalidJson, 400)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ClientError(BODY_MESSAGES.invalidJson, 400)
  req.data = parsed as Record<string, unknown>
  return req.data
}
