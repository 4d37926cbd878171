// The bench's server process: the real production server (server.mjs, listening on PORT)
// plus one service for the parent bench over IPC — run one request to the same app
// in-process while `observeApiCalls` (exported by entry.server) lists the REST calls it
// makes. Same process, same build module, same Payload instance and database.
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, RouterContextProvider } from 'react-router'

await import('../../server.mjs')
// server.mjs imported this very URL: one module instance.
const build = await import(pathToFileURL(path.join(path.resolve(process.env.BUILD_DIR ?? 'build'), 'server/index.js')).href)
const { clientIpContext, cspNonceContext, observeApiCalls } = build.entry.module
if (typeof observeApiCalls !== 'function') throw new Error('The build does not export observeApiCalls from entry.server')
const handle = createRequestHandler(build, 'production')

process.on('message', async (message) => {
  // The server's CPU time so far (user + system, microseconds): the bench takes the difference over a run.
  if (message?.type === 'cpu') return process.send({ type: 'cpu', id: message.id, usage: process.cpuUsage() })
  // BENCH_CPU_PROFILE: the V8 CPU profile of a run (start, then stop with the file to write).
  if (message?.type === 'profile') return profile(message).then(() => process.send({ type: 'profile', id: message.id }))
  if (message?.type !== 'observe') return
  try {
    const context = new RouterContextProvider()
    context.set(clientIpContext, '127.0.0.1')
    context.set(cspNonceContext, 'bench')
    const { result, calls } = await observeApiCalls(async () => {
      const response = await handle(new Request(message.url, { headers: message.headers }), context)
      // Read the whole body inside the observation: streamed (deferred) data counts too.
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
    })
    process.send({ type: 'observed', id: message.id, ...result, calls })
  } catch (error) {
    process.send({ type: 'observed', id: message.id, error: String(error?.stack ?? error) })
  }
})

let inspector
async function profile({ action, file }) {
  if (action === 'start') {
    inspector = new Session()
    inspector.connect()
    await inspector.post('Profiler.enable')
    // 0.1 ms between samples (V8's default is 1 ms): pages cost tens of milliseconds.
    await inspector.post('Profiler.setSamplingInterval', { interval: 100 })
    await inspector.post('Profiler.start')
    return
  }
  const { profile: result } = await inspector.post('Profiler.stop')
  inspector.disconnect()
  inspector = undefined
  fs.writeFileSync(file, JSON.stringify(result))
}

process.send({ type: 'ready' })
