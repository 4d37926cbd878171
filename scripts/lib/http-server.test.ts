import http from 'node:http'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { applyKeepAliveTimeouts, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './http-server.mjs'

const servers: http.Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

async function listening(configure: (server: http.Server) => http.Server) {
  const server = configure(http.createServer((_req, res) => res.end('ok')))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as net.AddressInfo).port
}

/** One connection: a request, `idleMs` of silence, then whether the server still holds it open and answers a second request. */
async function answersAfterIdle(port: number, idleMs: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  let closed = false
  socket.on('data', (chunk) => (received += chunk.toString()))
  socket.on('close', () => (closed = true))
  socket.on('error', () => (closed = true))
  const request = 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'
  socket.write(request)
  await new Promise((resolve) => setTimeout(resolve, idleMs))
  if (closed) return false
  socket.write(request)
  await new Promise((resolve) => setTimeout(resolve, 200))
  socket.destroy()
  return (received.match(/HTTP\/1\.1 200/g) ?? []).length === 2
}

describe('keep-alive timeouts of the production server', () => {
  it('keep an idle connection open longer than a proxy does (60 s), the headers timeout longer still', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS)
    const server = applyKeepAliveTimeouts(http.createServer())
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
  })

  // Node's default closes a connection idle for 5 s: the moment a client reusing it gets a reset.
  it('answer a request sent on a connection idle past Node’s default 5 s, which a default server has closed', async () => {
    const [ours, nodeDefault] = await Promise.all([listening(applyKeepAliveTimeouts), listening((server) => server)])
    const [oursAnswers, defaultAnswers] = await Promise.all([answersAfterIdle(ours, 7_000), answersAfterIdle(nodeDefault, 7_000)])
    expect(defaultAnswers).toBe(false)
    expect(oursAnswers).toBe(true)
  }, 15_000)
})
