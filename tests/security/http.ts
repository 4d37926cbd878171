import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import { RouterContextProvider } from 'react-router'
import { action as apiAction, loader as apiLoader } from '~/routes/api.$'
import { continueWithinLimit, limitRequestBody } from '~/utils/body-limit.server'
import { clientIpContext } from '~/utils/security.server'
import { testPayload } from '../support/payload'

/**
 * A real HTTP server on an ephemeral port, wired like server.mjs where these tests need it:
 * `limitRequestBody` first (and `continueWithinLimit` for `Expect: 100-continue`), then
 * /api/* through the real /api route module (its query checks, then Payload), and any other
 * POST read as a form the way a route action reads it (`request.formData()`), answering
 * 200 with the number of fields and bytes it got.
 */
export type TestServer = { url: string; close: () => Promise<void> }

function requestOf(req: IncomingMessage, base: string): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: new Headers() }
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of [value].flat()) (init.headers as Headers).append(name, one)
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(new URL(req.url ?? '/', base), init)
}

async function send(res: ServerResponse, response: Response) {
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(body)
}

export async function startTestServer(): Promise<TestServer> {
  await testPayload()
  let base = ''
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const run = async () => {
      const request = requestOf(req, base)
      const pathname = new URL(request.url).pathname
      if (pathname.startsWith('/api/')) {
        const context = new RouterContextProvider()
        context.set(clientIpContext, '10.0.0.9')
        const args = { request, context, params: { '*': pathname.slice(5) } } as never
        return send(res, await (request.method === 'GET' ? apiLoader(args) : apiAction(args)))
      }
      const form = await request.formData()
      let bytes = 0
      for (const [, value] of form) bytes += typeof value === 'string' ? Buffer.byteLength(value) : value.size
      return send(res, Response.json({ fields: [...form.keys()].length, bytes }))
    }
    run().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(String(error))
    })
  }
  const server = http.createServer((req, res) => limitRequestBody(req, res, () => handle(req, res)))
  server.on('checkContinue', (req, res) => continueWithinLimit(req, res, (r, s) => limitRequestBody(r, s, () => handle(r, s))))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type RawResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** Bytes of the body the client managed to send before the exchange ended. */
  sent: number
  /** A socket error the client saw (e.g. ECONNRESET, EPIPE), if any. */
  error?: string
  /** Whether the server said "100 Continue". */
  continued: boolean
}

/**
 * One request with node:http, so that the tests control the framing: a declared
 * Content-Length, or chunked (`chunked: true`), written in 64 KB pieces with backpressure,
 * and optionally `Expect: 100-continue` (the body is then sent only after "100 Continue").
 */
export function rawRequest(
  url: string,
  { method = 'POST', headers = {}, body = Buffer.alloc(0), chunked = false, expectContinue = false }: {
    method?: string
    headers?: Record<string, string>
    body?: Buffer
    chunked?: boolean
    expectContinue?: boolean
  },
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const allHeaders: Record<string, string> = { ...headers }
    if (!chunked) allHeaders['Content-Length'] = String(body.length)
    if (expectContinue) allHeaders.Expect = '100-continue'
    const request = http.request(url, { method, headers: allHeaders, agent: false })
    let sent = 0
    let error: string | undefined
    let continued = false
    let result: Omit<RawResponse, 'sent' | 'error' | 'continued'> = { status: 0, headers: {}, text: '' }
    // Settles when the exchange is over (the socket closed): a reset after the answer counts too.
    request.on('close', () => resolve({ ...result, sent, error, continued }))
    request.on('error', (cause: NodeJS.ErrnoException) => {
      error ??= cause.code ?? cause.message
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      const keep = () => {
        result = { status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }
      }
      response.on('end', () => {
        keep()
        // Refused before "100 Continue": the body is never sent, the request never ends.
        if (expectContinue && !continued) request.destroy()
      })
      response.on('error', (cause: NodeJS.ErrnoException) => {
        error ??= cause.code ?? cause.message
        keep()
      })
    })
    const write = () => {
      const piece = 64 * 1024
      const next = () => {
        while (sent < body.length && !request.destroyed) {
          const chunk = body.subarray(sent, sent + piece)
          sent += chunk.length
          if (!request.write(chunk)) return void request.once('drain', next)
        }
        if (!request.destroyed) request.end()
      }
      next()
    }
    if (expectContinue) {
      request.on('continue', () => {
        continued = true
        write()
      })
      request.flushHeaders()
    } else write()
  })
}
