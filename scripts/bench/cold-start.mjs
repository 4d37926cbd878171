// Cold start (ADR 027): a fresh `node server.mjs` process on the embedded default (SQLite,
// no PostgreSQL, S3, Redis or Sentry), from spawn to the first 200 of /app/login. Twice on one
// scratch data folder: a first start (migrations, demo data, ANALYZE) and a restart on the
// database it left, the usual case. Loopback only, each start bounded by a timeout.
// `node scripts/bench/cold-start.mjs [buildDir]` runs it alone.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

export const COLD_START_GOAL_MS = 1500
const TIMEOUT_MS = 60_000
const OUTSIDE_SERVICES = ['API_URL', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SENTRY_DSN', 'DATABASE_PUSH', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Spawns the server and returns the milliseconds to the first 200 of /app/login. */
async function startOnce({ projectRoot, buildDir, dataDir }) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env }
  for (const name of OUTSIDE_SERVICES) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_URL: base,
    COOKIE_SECURE: 'false',
    SEED_DEMO_DATA: 'true',
  })
  const started = performance.now()
  const child = spawn(process.execPath, ['server.mjs'], { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`)
      try {
        const response = await fetch(`${base}/app/login`)
        await response.arrayBuffer()
        if (response.status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no 200 from ${base}/app/login in ${TIMEOUT_MS / 1000} s: ${stderr}`)
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
  }
}

export async function runColdStartBench({ projectRoot, buildDir }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-cold-start-'))
  try {
    const firstStartMs = await startOnce({ projectRoot, buildDir, dataDir })
    const restartMs = await startOnce({ projectRoot, buildDir, dataDir })
    const mark = (ms) => (ms <= COLD_START_GOAL_MS ? '✓' : '✗')
    console.log(
      `\nCold start to the first 200 of /app/login (new process, embedded SQLite): ` +
        `first start ${firstStartMs.toFixed(0)} ms (migrations + demo data), restart ${restartMs.toFixed(0)} ms ${mark(restartMs)} ` +
        `(goal ≤ ${COLD_START_GOAL_MS} ms)`,
    )
    return { firstStartMs, restartMs }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  await runColdStartBench({ projectRoot, buildDir: process.argv[2] ?? process.env.BUILD_DIR ?? 'build' })
}
