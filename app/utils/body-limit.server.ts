import type { IncomingMessage, ServerResponse } from 'node:http'
import { BODY_LIMIT_LINGER_MS, bodyLimitMessages, MAX_FORM_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '@common/limits'

type Next = (error?: unknown) => void

/** The limit of one request's body: multipart uploads get the file rule, every other body the form limit. */
export function bodyLimitOf(req: IncomingMessage): number {
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
  return type === 'multipart/form-data' ? MAX_UPLOAD_BODY_BYTES : MAX_FORM_BODY_BYTES
}

function isApi(req: IncomingMessage) {
  const pathname = (req.url ?? '/').split('?', 1)[0]!
  return pathname === '/api' || pathname.startsWith('/api/')
}

/**
 * Answers 413 before the body is read: the REST API in its error envelope, the web app in
 * plain text. `Connection: close`; the answer is sent at once, then what the client still
 * sends is read and dropped (never kept) until it ends or BODY_LIMIT_LINGER_MS passes, so the
 * client reads the answer instead of a reset connection.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse) {
  const message = bodyLimitOf(req) === MAX_UPLOAD_BODY_BYTES ? bodyLimitMessages.uploadTooLarge : bodyLimitMessages.tooLarge
  const api = isApi(req)
  const body = api ? JSON.stringify({ errors: [{ message }] }) : message
  res.writeHead(413, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  })
  // The whole answer is written (its length is declared): the client has it while the server drains.
  res.write(body)
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    clearTimeout(timer)
    res.end()
  }
  const timer = setTimeout(end, BODY_LIMIT_LINGER_MS)
  timer.unref()
  req.once('end', end)
  req.once('error', end)
  req.once('close', end)
  req.resume()
}

/**
 * Connect/Express middleware, first in the chain: no body larger than its limit reaches a
 * parser. A declared Content-Length above the limit is refused at once. A body without one
 * (chunked) is counted as the socket delivers it and held back (at most the limit) until it
 * ends; the next handler then reads it as usual, or the client gets 413 once the count
 * passes the limit.
 */
export function limitRequestBody(req: IncomingMessage, res: ServerResponse, next: Next) {
  const limit = bodyLimitOf(req)
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    if (!/^\d+$/.test(declared.trim()) || Number(declared) > limit) return refuseTooLarge(req, res)
    return next()
  }
  if (req.headers['transfer-encoding'] === undefined) return next()

  // Chunks the HTTP parser pushes into the request stream are held here until the body ends.
  const push = req.push
  const held: Array<{ chunk: unknown; encoding?: BufferEncoding }> = []
  let received = req.readableLength
  let refused = false
  req.push = function holdChunk(chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === null) {
      req.push = push
      if (refused) return push.call(req, null)
      for (const entry of held) push.call(req, entry.chunk, entry.encoding)
      held.length = 0
      const result = push.call(req, null)
      // Out of the HTTP parser's callback before the app runs.
      setImmediate(next)
      return result
    }
    if (refused) return true
    received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength
    if (received > limit) {
      refused = true
      held.length = 0
      refuseTooLarge(req, res)
      return true
    }
    held.push({ chunk, encoding })
    return true
  }
}

/**
 * For the server's 'checkContinue' event (a client that sends `Expect: 100-continue`): a
 * declared body above the limit is refused without "100 Continue", so it is never sent.
 */
export function continueWithinLimit(req: IncomingMessage, res: ServerResponse, handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > bodyLimitOf(req)) return refuseTooLarge(req, res)
  res.writeContinue()
  handle(req, res)
}
