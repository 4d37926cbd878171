import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { RouterContextProvider } from 'react-router'
import { loader as apiRoute } from '~/routes/api.$'
import { clientIpContext } from '~/utils/security.server'
import { testPayload } from './payload'

/**
 * The REST API of this test file's database behind a real listening socket, for the
 * integration-http project (TEST_API_OVER_HTTP): the web app's REST client is given its
 * address as API_URL, so every call a loader or action makes goes over HTTP through the
 * /api route (its strict query check, the API's page cap) the way a separately deployed API
 * receives it, instead of the in-process dispatch that skips the route.
 *
 * The client address is read from X-Forwarded-For, as a deployed API behind the web app
 * does with TRUST_PROXY=true (the web app forwards each visitor's address).
 */
export async function startHttpApi(): Promise<{ url: string; close: () => Promise<void> }> {
  await testPayload()
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500
      res.end(error instanceof Error ? error.message : 'error')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item)
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = Readable.toWeb(req) as ReadableStream
    init.duplex = 'half'
  }
  const request = new Request(`http://${req.headers.host}${req.url}`, init)
  const context = new RouterContextProvider()
  const forwarded = req.headers['x-forwarded-for']
  context.set(clientIpContext, String(forwarded ?? req.socket.remoteAddress ?? 'unknown').split(',')[0]!.trim())
  const response = await apiRoute({ request, context, params: {} } as unknown as Parameters<typeof apiRoute>[0])
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    // The body is sent whole below (already decoded by fetch's Response).
    if (name === 'content-encoding' || name === 'content-length' || name === 'transfer-encoding') return
    res.appendHeader(name, value)
  })
  res.end(Buffer.from(await response.arrayBuffer()))
}
