import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectRoot } from '../scripts/lib/build.mjs'
import { E2E_BUILD_DIR } from './fixtures'

/**
 * Starts `node server.mjs` of the e2e build on a wiped data folder (first start: migrations
 * and demo data, as on a fresh machine), as a production server (passwords hashed with few
 * rounds, e2e/fast-password-hashing.mjs): the run's server
 * (global-setup.ts) and the Stripe spec's own server (stripe-fake/) both come from here.
 */
export type E2EServer = { url: string; dataDir: string; log: string; stop: () => Promise<void> }

export async function startServer(options: { port: number; dataDir: string; log: string; env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number }): Promise<E2EServer> {
  const url = `http://localhost:${options.port}`
  fs.rmSync(options.dataDir, { recursive: true, force: true })
  fs.mkdirSync(options.dataDir, { recursive: true })
  fs.mkdirSync(path.dirname(options.log), { recursive: true })
  const log = fs.openSync(options.log, 'w')

  const server = spawn(process.execPath, ['--import', FAST_PASSWORD_HASHING, ...(options.nodeArgs ?? []), 'server.mjs'], {
    cwd: projectRoot,
    stdio: ['ignore', log, log],
    env: {
      ...withoutVariables(process.env, OUTSIDE_SERVICES),
      BUILD_DIR: E2E_BUILD_DIR,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DEV_OUTBOX: 'true',
      // The preview's minimum 'Generating your document...' time (5 s in production) is a wait, not a behaviour.
      PREVIEW_MIN_LOADING_MS: '0',
      COOKIE_SECURE: 'false',
      SERVER_URL: url,
      // Each test presents its own client IP through X-Forwarded-For (see fixtures.ts).
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
      ...options.env,
    },
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  const stop = async () => {
    await stopServer(server, exited)
    fs.closeSync(log)
  }
  try {
    await waitUntilReady(server, `${url}/app/login`, options.timeoutMs ?? 60_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n--- server log (${options.log}) ---\n${fs.readFileSync(options.log, 'utf8')}`)
  }
  return { url, dataDir: options.dataDir, log: options.log, stop }
}

/** Few PBKDF2 rounds, as in the integration suite: a login costs the server milliseconds, not a second. */
const FAST_PASSWORD_HASHING = pathToFileURL(path.join(projectRoot, 'e2e/fast-password-hashing.mjs')).href

/** The run uses the embedded database and the outbox: nothing configured for a developer's own server leaks in. */
const OUTSIDE_SERVICES = [
  'API_URL',
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'DATABASE_PUSH',
  'REDIS_URL',
  'SMTP_HOST',
  'SENTRY_DSN',
  'PAYLOAD_SECRET',
  'SESSION_SECRET',
  // Stripe only where a server asks for it (the Stripe spec's, with its fake): never a developer's keys.
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_YEARLY',
  'STRIPE_PUBLISHABLE_KEY',
]

function withoutVariables(env: NodeJS.ProcessEnv, names: string[]): NodeJS.ProcessEnv {
  const copy = { ...env }
  for (const name of names) delete copy[name]
  return copy
}

async function waitUntilReady(server: ChildProcess, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`[e2e] server exited with code ${server.exitCode} before answering`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`[e2e] ${url} did not answer within ${timeoutMs / 1000} s`)
}

async function stopServer(server: ChildProcess, exited: Promise<number | null>) {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill('SIGTERM')
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref())
  if ((await Promise.race([exited, timeout])) === 'timeout') server.kill('SIGKILL')
}

export function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`[e2e] port ${port} is in use: another e2e run or server? Set E2E_PORT to run beside it.`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/** A port the OS says is free now (for a server started right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
