// Production server: one Node process serving the web app at /app and the REST API at /api.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import { RouterContextProvider } from 'react-router'
import { applyKeepAliveTimeouts } from './scripts/lib/http-server.mjs'
import { serveAssets } from './scripts/lib/serve-assets.mjs'

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
// entry.server exports what the server needs to share with the app bundle.
const { clientIpContext, cspNonceContext, continueWithinLimit, limitRequestBody, shutdown } = build.entry.module

const app = express()
app.disable('x-powered-by')
if (process.env.TRUST_PROXY === 'true') app.set('trust proxy', true)
// First: no body above its limit (1 MB forms and JSON, 20 MB uploads) is ever read (common/limits.ts).
app.use(limitRequestBody)
app.use(compression())
// Static files get the basic headers that the app's middleware sets on its own responses.
const setHeaders = (res) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
}
// The build's scripts and styles, from memory once read, brotli-compressed at build time for the
// browsers that accept it (scripts/lib/serve-assets.mjs).
app.use('/assets', await serveAssets(path.join(buildDir, 'client/assets'), { setHeaders }))
// The other files at the root of the client build (the favicon): only their paths reach the
// static middleware, so a page or API request never waits on a file lookup that fails.
const clientDir = path.join(buildDir, 'client')
const rootFiles = new Set(fs.readdirSync(clientDir).filter((name) => name !== 'assets'))
const serveRootFile = express.static(clientDir, { maxAge: '1h', setHeaders })
app.use((req, res, next) => (rootFiles.has(decodeURIComponentSafe(req.path.split('/')[1] ?? '')) ? serveRootFile(req, res, next) : next()))
app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    getLoadContext(req) {
      const context = new RouterContextProvider()
      context.set(clientIpContext, req.ip ?? req.socket.remoteAddress ?? 'unknown')
      context.set(cspNonceContext, randomBytes(16).toString('base64'))
      return context
    },
  }),
)

function decodeURIComponentSafe(value) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const server = app.listen(port, host, () => {
  console.log(`Leasewell is listening on http://localhost:${port}/app`)
})
// Idle connections stay open longer than a proxy's or client's (scripts/lib/http-server.mjs): the
// client closes them, so none sends a request on a connection the server is closing.
applyKeepAliveTimeouts(server)
// A client that asks before sending a body (`Expect: 100-continue`) is refused before it sends one too large.
server.on('checkContinue', (req, res) => continueWithinLimit(req, res, app))

async function stop(signal) {
  console.log(`${signal}: shutting down`)
  server.close()
  // The PostgreSQL pool keeps the process alive: close the database explicitly.
  await shutdown?.().catch((error) => console.error(error))
  process.exit(0)
}
process.once('SIGTERM', () => stop('SIGTERM'))
process.once('SIGINT', () => stop('SIGINT'))
