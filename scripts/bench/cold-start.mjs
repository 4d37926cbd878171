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

/** The CPU time (user + system, ms) a process has used so far, from /proc on Linux; null elsewhere. */
function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime (fields 14 and 15 of stat) in clock ticks, 100 per second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * Spawns the server; returns the milliseconds to the first 200 of /app/login and the CPU
 * time the server used until then (the figure that still means something on a busy machine).
 */
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
        if (response.status === 200) return { ms: performance.now() - started, cpuMs: processCpuMs(child.pid) }
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
    const first = await startOnce({ projectRoot, buildDir, dataDir })
    const restart = await startOnce({ projectRoot, buildDir, dataDir })
    const mark = (ms) => (ms <= COLD_START_GOAL_MS ? '✓' : '✗')
    const cpu = ({ cpuMs }) => (cpuMs === null ? '' : `, server CPU ${cpuMs.toFixed(0)} ms`)
    console.log(
      `\nCold start to the first 200 of /app/login (new process, embedded SQLite; goal ≤ ${COLD_START_GOAL_MS} ms):\n` +
        `  first start ${first.ms.toFixed(0)} ms${cpu(first)} (migrations + demo data)\n` +
        `  restart ${restart.ms.toFixed(0)} ms${cpu(restart)} ${mark(restart.ms)}`,
    )
    return { firstStartMs: first.ms, restartMs: restart.ms, firstStartCpuMs: first.cpuMs, restartCpuMs: restart.cpuMs }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  await runColdStartBench({ projectRoot, buildDir: process.argv[2] ?? process.env.BUILD_DIR ?? 'build' })
}
