import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { projectRoot, staleReason } from '../scripts/lib/build.mjs'
import { E2E_BASE_URL, E2E_BUILD_DIR, E2E_DATA_DIR, E2E_PORT, E2E_SERVER_LOG } from './fixtures'

/**
 * Builds the production bundle once, starts `node server.mjs` on a wiped data folder
 * (first start: migrations and demo data, as on a fresh machine) and stops it after the
 * run. The build is reused when it is newer than every source file (scripts/lib/build.mjs);
 * E2E_SKIP_BUILD=true reuses any existing build.
 */
export default async function globalSetup() {
  await assertPortFree(E2E_PORT)

  const reason = process.env.E2E_SKIP_BUILD === 'true' && fs.existsSync(path.join(E2E_BUILD_DIR, 'server/index.js')) ? null : staleReason(E2E_BUILD_DIR)
  if (!reason) {
    console.log(`[e2e] reusing the build in ${E2E_BUILD_DIR} (up to date)`)
  } else {
    const started = Date.now()
    const build = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BUILD_DIR: E2E_BUILD_DIR, NODE_ENV: 'production' },
      encoding: 'utf8',
    })
    if (build.status !== 0) {
      throw new Error(`[e2e] production build failed:\n${build.stdout}\n${build.stderr}`)
    }
    console.log(`[e2e] production build in ${E2E_BUILD_DIR} (${reason}): ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }

  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true })
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true })
  fs.mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true })
  const log = fs.openSync(E2E_SERVER_LOG, 'w')

  const started = Date.now()
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: projectRoot,
    stdio: ['ignore', log, log],
    env: {
      ...withoutVariables(process.env, OUTSIDE_SERVICES),
      BUILD_DIR: E2E_BUILD_DIR,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DEV_OUTBOX: 'true',
      // The preview's minimum 'Generating your document...' time (5 s in production) is a wait, not a behaviour.
      PREVIEW_MIN_LOADING_MS: '0',
      COOKIE_SECURE: 'false',
      SERVER_URL: E2E_BASE_URL,
      // Each test presents its own client IP through X-Forwarded-For (see fixtures.ts).
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
    },
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))

  try {
    await waitUntilReady(server, `${E2E_BASE_URL}/app/login`, 60_000)
  } catch (error) {
    await stopServer(server, exited)
    throw new Error(`${(error as Error).message}\n--- server log (${E2E_SERVER_LOG}) ---\n${fs.readFileSync(E2E_SERVER_LOG, 'utf8')}`)
  }
  console.log(`[e2e] server ready on ${E2E_BASE_URL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(process.cwd(), E2E_SERVER_LOG)})`)

  return async () => {
    await stopServer(server, exited)
    fs.closeSync(log)
  }
}

/** The run uses the embedded database and the outbox: nothing configured for a developer's own server leaks in. */
const OUTSIDE_SERVICES = ['API_URL', 'DATABASE_URL', 'DATABASE_SCHEMA', 'DATABASE_PUSH', 'REDIS_URL', 'SMTP_HOST', 'SENTRY_DSN', 'PAYLOAD_SECRET', 'SESSION_SECRET']

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

function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`[e2e] port ${port} is in use: another e2e run or server? Set E2E_PORT to run beside it.`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}
