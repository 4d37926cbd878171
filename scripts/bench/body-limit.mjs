// The request-body part of `npm run bench` (common/limits.ts): starts the production server
// (server.mjs, in a child process, on a throw-away data folder), measures its resident memory
// idle, sends OVERSIZED oversized bodies of BODY_MB each (a form to /app/login declared and
// chunked, JSON to /api/users/login, a multipart upload to /api/files), CONCURRENCY at a
// time, and measures the memory again. Goal: every request answered 413 (no reset) and the
// memory after within GOAL_MB of idle.
//
// Run alone: `node scripts/bench/body-limit.mjs` (builds into build-bench/ when needed).
import { spawn } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../lib/build.mjs'

export const OVERSIZED = Number(process.env.BENCH_BODY_REQUESTS ?? 20)
export const BODY_MB = Number(process.env.BENCH_BODY_MB ?? 150)
export const GOAL_MB = 50
const CONCURRENCY = 4
const PIECE = Buffer.alloc(64 * 1024, 0x61)

const KINDS = [
  { path: '/app/login', type: 'application/x-www-form-urlencoded', chunked: false },
  { path: '/app/login', type: 'application/x-www-form-urlencoded', chunked: true },
  { path: '/api/users/login', type: 'application/json', chunked: false },
  { path: '/api/files', type: 'multipart/form-data; boundary=bench', chunked: true },
]

/** Resident memory of a process in MB (Linux /proc, else ps). */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
  } catch {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024
  }
}

/** One oversized request: the body is generated as it is written (the bench itself keeps nothing). */
function oversized(base, kind, bytes) {
  return new Promise((resolve) => {
    const headers = { 'Content-Type': kind.type }
    if (!kind.chunked) headers['Content-Length'] = String(bytes)
    const request = http.request(`${base}${kind.path}`, { method: 'POST', headers, agent: false })
    let status = 0
    let error
    let sent = 0
    request.on('error', (cause) => (error ??= cause.code ?? cause.message))
    request.on('response', (response) => {
      status = response.statusCode
      response.resume()
    })
    request.on('close', () => resolve({ status, error, sent }))
    const write = () => {
      while (sent < bytes && !request.destroyed) {
        const piece = PIECE.subarray(0, Math.min(PIECE.length, bytes - sent))
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', write)
      }
      if (!request.destroyed) request.end()
    }
    write()
  })
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

const FOREIGN_ENV = ['API_URL', 'DATABASE_URL', 'DATABASE_SCHEMA', 'DATABASE_PUSH', 'REDIS_URL', 'SMTP_HOST', 'SENTRY_DSN']

export async function runBodyLimitBench({ projectRoot, buildDir, port }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-bench-body-'))
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env }
  for (const name of FOREIGN_ENV) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_URL: base,
    COOKIE_SECURE: 'false',
    SEED_DEMO_DATA: 'false',
    JOBS_AUTORUN: 'false',
  })
  const server = spawn(process.execPath, ['server.mjs'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const log = []
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => log.push(String(chunk)))
  try {
    await Promise.race([
      waitForServer(`${base}/app/login`),
      new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${log.join('')}`)))),
    ])
    // Warm: a few ordinary requests, then a moment for the heap to settle.
    for (let index = 0; index < 5; index++) await (await fetch(`${base}/app/login`)).text()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const idleMb = rssMb(server.pid)

    const bytes = BODY_MB * 1024 * 1024
    const results = []
    let peakMb = idleMb
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 100)
    const started = performance.now()
    for (let index = 0; index < OVERSIZED; index += CONCURRENCY) {
      const batch = Array.from({ length: Math.min(CONCURRENCY, OVERSIZED - index) }, (_, offset) => oversized(base, KINDS[(index + offset) % KINDS.length], bytes))
      results.push(...(await Promise.all(batch)))
    }
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const afterMb = rssMb(server.pid)

    const refused = results.filter((result) => result.status === 413).length
    const errors = results.filter((result) => result.error).map((result) => result.error)
    const ok = refused === OVERSIZED && errors.length === 0 && afterMb - idleMb <= GOAL_MB
    console.log(
      `\nBody limit: ${OVERSIZED} oversized requests of ${BODY_MB} MB (${CONCURRENCY} at a time, ${seconds.toFixed(1)} s): ` +
        `${refused} answered 413, ${errors.length} client errors${errors.length ? ` (${[...new Set(errors)].join(', ')})` : ''}; ` +
        `server RSS idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, after ${afterMb.toFixed(0)} MB (+${(afterMb - idleMb).toFixed(0)} MB; goal ≤ +${GOAL_MB} MB: ${ok ? 'met' : 'MISSED'})`,
    )
    return ok
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  process.chdir(projectRoot)
  const buildDir = process.env.BUILD_DIR ?? 'build-bench'
  const buildSeconds = ensureBuild(buildDir)
  if (buildSeconds) console.log(`build: ${buildSeconds.toFixed(1)} s`)
  const ok = await runBodyLimitBench({ projectRoot, buildDir, port: await freePort() })
  process.exit(ok ? 0 : 1)
}
