// The portfolio part of `npm run bench` (also runs alone: `node scripts/bench/portfolio.mjs`).
// On a scratch database — SQLite in the OS temp folder, or the PostgreSQL database of
// BENCH_DATABASE_URL, dropped and created anew — seeded with one organization of 1,000
// properties, 5,000 units, 5,000 leases, 100,000 invoices with their payments, 50,000
// expenses and 20,000 maintenance requests plus 200 small organizations, it starts the
// production server (server.mjs, in a child process), signs in as the big landlord through
// the login form, and prints per page:
//   - p50/p95/p99 of 100 sequential requests of one user, sent and timed by a process of its own
//     (./one-user.mjs: this process's heap and collections stay out of the timed requests),
//   - p50/p95 server response time under fixed concurrency (autocannon),
//   - the same for each raw REST call the page makes (with the user's JWT),
//   - the ratio page p50 / sum of its REST calls' p50,
//   - the number of REST calls one request makes (counted in the server process),
//   - the first-load JS of the route (gzip), from the build's manifest,
//   - the load average when the page was measured (the machine's, not the server's),
// and per CSV export of more than 10,000 rows (EXPORTS): time to the response's headers
// and to its first byte, the whole download, and the server's resident memory before and
// at its peak during the download (read from /proc), which shows whether it streams.
// Later issues add their pages to PAGES.
import { fork, spawnSync } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { firstLoad } from './first-load.mjs'
import { ANALYZE_DONE, waitForLogLine } from './server-log.mjs'

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** BENCH_SECONDS=0: one user only (no load at 10 connections, no REST replay) — for a busy machine. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? Math.max(3, Math.round(SECONDS / 2)))

/** The pages measured; `path` gets the seed's facts (e.g. a lease id). */
export const PAGES = [
  { label: 'properties list', list: true, path: () => '/app/landlord' },
  { label: 'leases list', list: true, path: () => '/app/landlord/leases' },
  { label: 'lease page', path: (seed) => `/app/landlord/leases/${seed.leaseId}` },
  { label: 'people (tenants) list', list: true, path: () => '/app/landlord/people' },
  // 100,000 invoices of the big landlord.
  { label: 'transactions (invoices)', list: true, path: () => '/app/landlord/transactions' },
  { label: 'transactions, overdue only', list: true, path: () => '/app/landlord/transactions?status=overdue' },
  { label: 'paid invoices', list: true, path: () => '/app/landlord/transactions/paid-invoices' },
  { label: 'recurring', list: true, path: () => '/app/landlord/transactions/recurring-payments' },
  { label: 'lease transactions tab', list: true, path: (seed) => `/app/landlord/leases/${seed.leaseId}/transactions` },
  { label: 'property transactions tab', list: true, path: (seed) => `/app/landlord/properties/${seed.propertyId}/transactions` },
  { label: 'unit transactions tab', list: true, path: (seed) => `/app/landlord/properties/${seed.propertyId}/units/${seed.unitId}/transactions` },
  { label: 'documents', list: true, path: () => '/app/landlord/documents' },
  { label: 'notifications', list: true, path: () => '/app/notifications' },
  // 20,000 maintenance requests of the big landlord (open and completed, one filter).
  { label: 'maintenance (open)', list: true, path: () => '/app/landlord/maintenance' },
  { label: 'maintenance (completed)', list: true, path: () => '/app/landlord/maintenance/completed' },
  { label: 'maintenance, emergency only', list: true, path: () => '/app/landlord/maintenance?priority=emergency' },
  // The reports over the whole portfolio (100,000 invoices, 50,000 expenses; issue 18): goal p95 ≤ 300 ms for one user.
  { label: 'report: rent roll (today)', report: true, path: () => '/app/landlord/reports/rent-roll' },
  { label: 'report: rent roll a year ago', report: true, path: () => `/app/landlord/reports/rent-roll?asOf=${dayOffset(-365)}` },
  { label: 'report: income statement, cash, by month', report: true, path: () => '/app/landlord/reports/income-statement?range=year-to-date&basis=cash&columns=month' },
  { label: 'report: income statement, accrual, by month', report: true, path: () => '/app/landlord/reports/income-statement?range=year-to-date&basis=accrual&columns=month' },
  { label: 'report: income statement, cash, by property', report: true, path: () => '/app/landlord/reports/income-statement?range=year-to-date&basis=cash&columns=property' },
  { label: 'report: income statement, accrual, by property', report: true, path: () => '/app/landlord/reports/income-statement?range=year-to-date&basis=accrual&columns=property' },
  { label: 'report: expense report (year to date)', report: true, path: () => '/app/landlord/reports/expense-report?range=year-to-date' },
  { label: 'report: Schedule E worksheet (last tax year)', report: true, path: () => '/app/landlord/reports/expense-report?range=last-year' },
]
/** CSV exports of more than 10,000 rows: they must stream (issue 18). */
const EXPORTS = [
  { label: 'export: expenses CSV (every expense)', path: () => '/app/landlord/expenses/export.csv' },
  { label: 'export: maintenance CSV (open and completed)', path: () => '/app/landlord/maintenance/completed/export.csv' },
]
const dayOffset = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
/** BENCH_PAGES=maintenance measures only the pages (and exports) whose label contains it; commas for several (`report,export`). All by default. */
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean)
const selected = (label) => !ONLY.length || ONLY.some((part) => label.includes(part))

/** The goals of every list page (ADR 026) and report (issue 18), printed beside the figures; never asserted. */
export const GOALS = { oneUserP95Ms: 40, cpuMsPerPage: 25, pageOverRest: 1.5, reportP95Ms: 300 }
const ONE_USER_REQUESTS = Number(process.env.BENCH_ONE_USER_REQUESTS ?? 100)
/**
 * BENCH_WARMUP: requests of every selected page, in rounds of 5 over them, before the first page is
 * measured (ADR 043 amendment). Without it the first page measured (the properties list) carried the
 * server process's warm-up — V8 compiling the shared code (React, React Router, Payload, drizzle) on
 * its own threads, which process.cpuUsage counts — and the page after it part of it.
 */
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP ?? 20)

/** Variables a developer's shell or .env may hold that must not reach the scratch run. */
const FOREIGN_ENV = ['API_URL', 'DATABASE_URL', 'DATABASE_SCHEMA', 'DATABASE_PUSH', 'REDIS_URL', 'SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD', 'SENTRY_DSN', 'GOOGLE_MAPS_API_KEY', 'STRIPE_PUBLISHABLE_KEY', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY']

/**
 * BENCH_DATABASE_URL=postgres://…/<name> runs the portfolio on PostgreSQL: that database is
 * dropped and created anew (its name must contain 'bench': a safeguard against pointing it
 * at real data). Unset: a SQLite file in the scratch folder.
 */
const BENCH_DATABASE_URL = (process.env.BENCH_DATABASE_URL ?? '').trim()
const POSTGRES = /^postgres(ql)?:\/\//.test(BENCH_DATABASE_URL)
/**
 * BENCH_KEEP_DATA=true keeps the scratch folder (and the PostgreSQL database) for a look with
 * sqlite3/psql afterwards; BENCH_REUSE_DATA=<that folder> measures it again without seeding
 * (minutes on a busy machine; the server still applies new migrations) and keeps it.
 */
const REUSE_DATA = (process.env.BENCH_REUSE_DATA ?? '').trim()
/** BENCH_DATA_REQUESTS=true also measures each page's `.data` request (its loaders and API calls without the HTML): server CPU per request. */
const DATA_REQUESTS = process.env.BENCH_DATA_REQUESTS === 'true'

/** The page's single-fetch URL: `/app/landlord/leases?page=2` → `/app/landlord/leases.data?page=2`. */
export function dataPath(pathname) {
  const [path, query] = pathname.split('?')
  return `${path.replace(/\/$/, '')}.data${query ? `?${query}` : ''}`
}
const KEEP_DATA = process.env.BENCH_KEEP_DATA === 'true' || Boolean(REUSE_DATA)
/** BENCH_PROGRESS=true names each page on stderr as its measurement starts (a long run on a busy machine). */
const PROGRESS = process.env.BENCH_PROGRESS === 'true'
/**
 * BENCH_CPU_PROFILE=<folder>: a V8 CPU profile of the server over each page's one-user run,
 * written there as `<label>.cpuprofile` (summarise it with scripts/bench/profile-summary.mjs).
 * The profiler adds its own cost: compare CPU per page without it.
 */
const CPU_PROFILE = (process.env.BENCH_CPU_PROFILE ?? '').trim()

/** Drops and creates the PostgreSQL database of `url` (through the server's `postgres` database). */
async function recreatePostgresDatabase(url, { create = true } = {}) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/bench/i.test(name) || !/^[\w-]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL: the database name must contain 'bench' (it is dropped and created anew): ${name}`)
  const { default: pg } = await import('pg')
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    if (create) await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
}

/**
 * `VACUUM (ANALYZE)` of the freshly seeded PostgreSQL database: what autovacuum does to a
 * production database after a bulk load (it sets the visibility map, without which no scan is
 * index-only: the totals strip and the reports read the table's pages instead of their covering
 * indexes — 39 ms instead of 7 for the totals at this portfolio). The test machines' PostgreSQL
 * runs with autovacuum off, so the bench does it once, after the seed.
 */
async function vacuumPostgresDatabase(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('VACUUM (ANALYZE)')
  } finally {
    await client.end()
  }
}

/** The environment of the seed and the server on the scratch data in `dataDir` (or BENCH_DATABASE_URL). */
export function benchEnv(dataDir) {
  const env = { ...process.env }
  // Empty means unset for the app, and Payload's .env loading never overrides a set variable.
  for (const name of FOREIGN_ENV) env[name] = ''
  return Object.assign(env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: POSTGRES ? BENCH_DATABASE_URL : `file:${path.join(dataDir, 'leasewell.db')}`,
    SEED_DEMO_DATA: 'false',
    DISABLE_PAYLOAD_HMR: 'true',
    PAYLOAD_CONFIG_PATH: 'api/payload.config.ts',
    // The pages are measured, not the jobs (recurring invoices, overdue notices, autopay): none run in the seed or the server.
    JOBS_AUTORUN: 'false',
  })
}

/** The production server of `buildDir` in a child process on 127.0.0.1:`port` (scripts/bench/server.mjs), once it answers. */
export async function startBenchServer({ projectRoot, env, buildDir, port }) {
  const base = `http://127.0.0.1:${port}`
  const server = fork(path.join(projectRoot, 'scripts/bench/server.mjs'), {
    cwd: projectRoot,
    env: { ...env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1', SERVER_URL: base, COOKIE_SECURE: 'false', DEV_OUTBOX: 'true' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const serverLog = []
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => serverLog.push(String(chunk)))
  /** Everything the server logged so far (waitForStartupAnalyze reads it). */
  server.logText = () => serverLog.join('')
  await new Promise((resolve, reject) => {
    server.once('message', (message) => (message?.type === 'ready' ? resolve() : reject(new Error('unexpected message'))))
    server.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${serverLog.join('')}`)))
  })
  await waitForServer(`${base}/app/login`)
  return server
}

/**
 * Waits until the server has refreshed the planner's statistics, which it does 3 s after Payload's
 * start (api/payload.config.ts, ADR 026): ANALYZE runs on the event loop's thread for 0.5–0.9 s of
 * CPU at this portfolio, and measured inside a page's run it was that page's (the first page's: the
 * properties list, ~5–9 ms a page over 100 requests). Returns its time in ms, or null if the line
 * did not come within `timeoutMs` (the bench then goes on and says so).
 */
export async function waitForStartupAnalyze(server, timeoutMs = 60_000) {
  const match = await waitForLogLine(server.logText, ANALYZE_DONE, timeoutMs)
  if (!match) console.error(`The server logged no ANALYZE within ${timeoutMs / 1000} s: the first page measured may include it.`)
  return match ? Number(match[1]) : null
}

/** `requests` GETs of each URL, in rounds of 5 over the URLs (a warm server before measuring). */
export async function warmUp(urls, headers, requests) {
  for (let done = 0; done < requests; done += 5) {
    for (const url of urls) for (let i = 0; i < Math.min(5, requests - done); i++) await (await fetch(url, { headers })).arrayBuffer()
  }
}

/** The big landlord's session cookie: signed in through the login form, then a first visit to its area. */
export async function signIn(base, landlord) {
  return firstVisit(base, await loginThroughForm(base, landlord))
}

export async function runPortfolioBench({ projectRoot, buildDir, build, port }) {
  const dataDir = REUSE_DATA ? path.resolve(REUSE_DATA) : fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-bench-portfolio-'))
  const base = `http://127.0.0.1:${port}`
  if (POSTGRES && !REUSE_DATA) await recreatePostgresDatabase(BENCH_DATABASE_URL)
  const env = benchEnv(dataDir)
  let server
  try {
    // --- seed (Payload's CLI runs the TypeScript seed with the real config) ---
    const seedOutput = path.join(dataDir, 'seed.json')
    const seeding = REUSE_DATA ? { status: 0 } : spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/payload/bin.js'), 'run', 'scripts/bench/seed-portfolio.ts'], {
      cwd: projectRoot,
      env: { ...env, BENCH_SEED_OUTPUT: seedOutput },
      encoding: 'utf8',
    })
    if (seeding.status !== 0 || !fs.existsSync(seedOutput)) throw new Error(`Seeding failed (exit ${seeding.status}):\n${seeding.stdout}\n${seeding.stderr}`)
    if (POSTGRES && !REUSE_DATA) await vacuumPostgresDatabase(BENCH_DATABASE_URL)
    const seed = JSON.parse(fs.readFileSync(seedOutput, 'utf8'))

    // --- the production server, in its own process ---
    const started = performance.now()
    server = await startBenchServer({ projectRoot, env, buildDir, port })
    const readyMs = performance.now() - started

    // --- sign in: the web app's login form (session cookie) and the API (JWT for raw REST) ---
    const cookie = await signIn(base, seed.landlord)
    const token = await loginThroughApi(base, seed.landlord)

    // A server that has run its start-up ANALYZE and served every page measured a few times: each
    // page's figures are its own, whatever its place in the list (ADR 043 amendment).
    const analyzeMs = await waitForStartupAnalyze(server)
    const warmUpStarted = performance.now()
    const warmUpPaths = PAGES.filter((candidate) => selected(candidate.label)).map((page) => page.path(seed))
    // With BENCH_DATA_REQUESTS the `.data` requests too: their single-fetch encoding is code of its own.
    await warmUp(warmUpPaths.flatMap((pathname) => (DATA_REQUESTS ? [pathname, dataPath(pathname)] : [pathname])).map((pathname) => `${base}${pathname}`), { cookie }, WARMUP_REQUESTS)
    const warmUpSeconds = (performance.now() - warmUpStarted) / 1000

    const restCache = new Map()
    const rows = []
    for (const page of PAGES.filter((candidate) => selected(candidate.label))) {
      const pathname = page.path(seed)
      if (PROGRESS) console.error(`${new Date().toISOString().slice(11, 19)} ${page.label} (load ${os.loadavg()[0].toFixed(1)})`)
      // A first request warms the caches (feature flags, compiled queries); the second is counted.
      await observe(server, `${base}${pathname}`, { cookie })
      const observed = await observe(server, `${base}${pathname}`, { cookie })
      const row = { label: page.label, list: Boolean(page.list), report: Boolean(page.report), pathname, status: observed.status, calls: observed.calls ?? [], error: observed.error, loadAverage: os.loadavg()[0] }
      row.firstLoadJs = firstLoad(build, path.join(projectRoot, buildDir, 'client'), pathname, { signedIn: true }).js
      if (observed.status === 200) {
        // One user: sequential requests, with the server's CPU time per request over them.
        if (CPU_PROFILE) await profileControl(server, { action: 'start' })
        const cpuBefore = await serverCpu(server)
        row.oneUser = await sequential(`${base}${pathname}`, { cookie }, ONE_USER_REQUESTS)
        row.cpuMs = (await serverCpu(server)) - cpuBefore
        if (CPU_PROFILE) {
          fs.mkdirSync(CPU_PROFILE, { recursive: true })
          await profileControl(server, { action: 'stop', file: path.resolve(CPU_PROFILE, `${page.label.replace(/[^\w-]+/g, '-')}.cpuprofile`) })
        }
        row.cpuMs /= ONE_USER_REQUESTS
        if (DATA_REQUESTS) {
          // The page as data (React Router's single fetch: every loader and API call, no HTML).
          if (CPU_PROFILE) await profileControl(server, { action: 'start' })
          const cpuBeforeData = await serverCpu(server)
          row.dataOneUser = await sequential(`${base}${dataPath(pathname)}`, { cookie }, ONE_USER_REQUESTS)
          row.dataCpuMs = ((await serverCpu(server)) - cpuBeforeData) / ONE_USER_REQUESTS
          if (CPU_PROFILE) await profileControl(server, { action: 'stop', file: path.resolve(CPU_PROFILE, `${page.label.replace(/[^\w-]+/g, '-')}.data.cpuprofile`) })
        }
        row.load = SECONDS > 0 ? await load(`${base}${pathname}`, { cookie }, SECONDS) : undefined
        row.rest = []
        for (const call of SECONDS > 0 ? row.calls : []) {
          const key = `${call.method} ${call.path}${call.query}`
          if (call.method !== 'GET') continue
          if (!restCache.has(key)) restCache.set(key, await load(`${base}${call.path}${call.query}`, { authorization: `JWT ${token}` }, REST_SECONDS))
          row.rest.push({ key, ...restCache.get(key) })
        }
      }
      rows.push(row)
    }
    const downloads = []
    for (const item of EXPORTS.filter((candidate) => selected(candidate.label))) {
      downloads.push({ label: item.label, pathname: item.path(seed), loadAverage: os.loadavg()[0], ...(await download(server, `${base}${item.path(seed)}`, { cookie })) })
    }
    print({ seed, readyMs, analyzeMs, warmUpSeconds, rows, downloads })
    return rows.every((row) => row.status === 200 && (row.load?.errors ?? 0) === 0 && !row.oneUser?.errors) && downloads.every((item) => item.status === 200)
  } finally {
    await stopOneUserClient()
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    if (KEEP_DATA) console.log(`Kept: ${POSTGRES ? BENCH_DATABASE_URL : path.join(dataDir, 'leasewell.db')}`)
    else {
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (POSTGRES) await recreatePostgresDatabase(BENCH_DATABASE_URL, { create: false }).catch((error) => console.error('Dropping the bench database failed:', error))
    }
  }
}

/** The resident memory of a process in bytes (Linux /proc), or NaN elsewhere. */
function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : NaN
  } catch {
    return NaN
  }
}

/**
 * One download of an export: time to the headers and to the first byte of the body, the
 * whole download, its size and lines, and the server's resident memory before and at its
 * peak while it ran (sampled every 10 ms): a streamed file leaves the server's memory
 * about where it was, a file built whole first grows it by a multiple of the file's size.
 */
async function download(server, url, headers) {
  const before = residentBytes(server.pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.pid))
  }, 10)
  try {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const headersMs = performance.now() - started
    let firstByteMs = NaN
    let bytes = 0
    let lines = 0
    let chunks = 0
    for await (const chunk of response.body) {
      if (!chunks++) firstByteMs = performance.now() - started
      bytes += chunk.length
      for (let index = 0; index < chunk.length; index++) if (chunk[index] === 10) lines++
    }
    const totalMs = performance.now() - started
    peak = Math.max(peak, residentBytes(server.pid))
    return { status: response.status, headersMs, firstByteMs, totalMs, bytes, rows: Math.max(0, lines - 1), chunks, rssBefore: before, rssPeak: peak }
  } finally {
    clearInterval(sampler)
  }
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
}

async function loginThroughForm(base, { email, password }) {
  const response = await fetch(`${base}/app/landlord/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ role: 'landlord', email, password }),
  })
  const session = response.headers.getSetCookie().find((value) => value.startsWith('__leasewell_session='))
  if (response.status >= 400 || !session) throw new Error(`Form login failed: ${response.status} ${(await response.text()).slice(0, 300)}`)
  return session.split(';')[0]
}

/**
 * The session after a first visit to the landlord area, as a browser keeps it: that visit
 * records what the session remembers (account setup complete: no setup-progress call on
 * later pages, ADR 027; the once-per-session setup check done).
 */
async function firstVisit(base, cookie) {
  const response = await fetch(`${base}/app/landlord`, { headers: { cookie }, redirect: 'manual' })
  await response.arrayBuffer()
  const session = response.headers.getSetCookie().find((value) => value.startsWith('__leasewell_session='))
  return session ? session.split(';')[0] : cookie
}

async function loginThroughApi(base, { email, password }) {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!response.ok) throw new Error(`API login failed: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

/** The server process's CPU time so far (user + system), in milliseconds. */
export function serverCpu(server) {
  const id = ++observationId
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.type !== 'cpu' || message.id !== id) return
      server.off('message', onMessage)
      resolve((message.usage.user + message.usage.system) / 1000)
    }
    server.on('message', onMessage)
    server.send({ type: 'cpu', id })
  })
}

/**
 * One user: `count` requests one after the other (after a few to warm up), sent and timed by the
 * one-user client (./one-user.mjs), a process of its own: this process's heap (the server build it
 * imports, and in `npm run bench` the foundation's whole server) made its own collections part of the
 * timed requests (ADR 026 amendment of 2026-11-28). p50/p95/p99 of their times.
 */
async function sequential(url, headers, count) {
  const client = await oneUserClient()
  const id = ++observationId
  const result = await new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`The one-user client exited (${code})`))
    const onMessage = (message) => {
      if (message?.type !== 'result' || message.id !== id) return
      client.off('message', onMessage)
      client.off('exit', onExit)
      resolve(message)
    }
    client.on('message', onMessage)
    client.once('exit', onExit)
    client.send({ type: 'run', id, url, headers, count })
  })
  if (result.error) throw new Error(result.error)
  const samples = [...result.samples].sort((a, b) => a - b)
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  return { n: count, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: result.errors, bytes: result.bytes, clientMajorGcs: result.clientMajorGcs, clientMajorGcMs: result.clientMajorGcMs }
}

let oneUser
/** The one-user client process, started on first use (stopOneUserClient ends it). */
function oneUserClient() {
  oneUser ??= new Promise((resolve, reject) => {
    // None of the bench's flags (a `--trace-gc` meant for it); `gc()` to collect its own garbage between two timed requests.
    const child = fork(fileURLToPath(new URL('./one-user.mjs', import.meta.url)), { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    child.once('message', (message) => (message?.type === 'ready' ? resolve(child) : reject(new Error('one-user client: unexpected message'))))
    child.once('exit', (code) => reject(new Error(`The one-user client exited (${code})`)))
  })
  return oneUser
}

/** Ends the one-user client process, if one was started. */
export async function stopOneUserClient() {
  const started = oneUser
  oneUser = undefined
  const child = await started?.catch(() => undefined)
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

let observationId = 0
/** Starts or stops (and writes) the server's CPU profile (BENCH_CPU_PROFILE). */
export function profileControl(server, message) {
  const id = ++observationId
  return new Promise((resolve) => {
    const onMessage = (reply) => {
      if (reply?.type !== 'profile' || reply.id !== id) return
      server.off('message', onMessage)
      resolve()
    }
    server.on('message', onMessage)
    server.send({ type: 'profile', id, ...message })
  })
}

/** One request to the app inside the server process, with the REST calls it made. */
function observe(server, url, headers) {
  const id = ++observationId
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.type !== 'observed' || message.id !== id) return
      server.off('message', onMessage)
      resolve(message)
    }
    server.on('message', onMessage)
    server.send({ type: 'observe', id, url, headers })
  })
}

/** autocannon at fixed concurrency; latencies from every response (autocannon reports no p95 itself). */
async function load(url, headers, seconds) {
  await autocannon({ url, headers, connections: 2, amount: 20 }) // warm-up
  const samples = []
  let errors = 0
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: seconds })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    samples.push(responseTime)
    if (statusCode !== 200) errors++
  })
  const result = await instance
  samples.sort((a, b) => a - b)
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN
  return { n: samples.length, p50: at(0.5), p95: at(0.95), rps: result.requests.average, errors: errors + result.errors + result.timeouts }
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–')
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

function print({ seed, readyMs, analyzeMs, warmUpSeconds, rows, downloads }) {
  console.log(
    `\nPortfolio (production build, ${POSTGRES ? `PostgreSQL scratch database ${new URL(BENCH_DATABASE_URL).pathname.slice(1)}` : 'SQLite scratch database'}; ${new Date().toISOString()}; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.cpus().length} cores): big organization ${seed.big.properties} properties, ${seed.big.units} units, ` +
      `${seed.big.leases} leases, ${seed.big.contacts} contacts, ${seed.big.invoices} invoices, ${seed.big.payments} payments (money seeded in ${seed.money.seconds.toFixed(1)} s), ` +
      `${seed.expenses?.expenses ?? 0} expenses, ${seed.maintenance?.requests ?? 0} maintenance requests; ${seed.total.organizations} organizations in all ` +
      `(${seed.total.properties} properties, ${seed.total.units} units, ${seed.total.leases} leases). Seeded in ${seed.seconds.toFixed(1)} s; server ready in ${readyMs.toFixed(0)} ms.`,
  )
  console.log(
    `Before the first page: the server's start-up ANALYZE ${analyzeMs === null ? 'not seen in its log' : `done (${analyzeMs} ms)`}, then ${WARMUP_REQUESTS} requests of every page measured${DATA_REQUESTS ? ' and of its .data' : ''} (${warmUpSeconds.toFixed(1)} s).`,
  )
  console.log(`One user: ${ONE_USER_REQUESTS} sequential requests per page, server CPU (process.cpuUsage) per request over them. Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per page, ${REST_SECONDS} s per REST call, loopback.`)
  console.log(
    `Goals (✓ met, ✗ missed; printed, never asserted): list pages one user p95 ≤ ${GOALS.oneUserP95Ms} ms, server CPU ≤ ${GOALS.cpuMsPerPage} ms per page, page ≤ ${GOALS.pageOverRest}× its REST calls (p50 at ${CONNECTIONS} connections); ` +
      `reports one user p95 ≤ ${GOALS.reportP95Ms} ms. 'load' is the machine's 1-minute load average when the page was measured.`,
  )
  const table = rows.map((row) => {
    const restSum = row.rest?.reduce((sum, call) => sum + call.p50, 0)
    const ratio = restSum && row.load ? row.load.p50 / restSum : NaN
    const mark = (ok) => (row.list ? (ok ? ' ✓' : ' ✗') : '')
    const p95Goal = row.report ? GOALS.reportP95Ms : row.list ? GOALS.oneUserP95Ms : null
    return {
      page: row.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'),
      status: row.status ?? 'error',
      load: row.loadAverage.toFixed(1),
      '1 user p50 ms': ms(row.oneUser?.p50),
      '1 user p95 ms (goal)': row.oneUser ? `${ms(row.oneUser.p95)}${p95Goal ? ` ${row.oneUser.p95 <= p95Goal ? '✓' : '✗'} (≤ ${p95Goal})` : ''}` : '–',
      '1 user p99 ms': ms(row.oneUser?.p99),
      [`CPU ms/page (≤ ${GOALS.cpuMsPerPage})`]: Number.isFinite(row.cpuMs) ? `${ms(row.cpuMs)}${mark(row.cpuMs <= GOALS.cpuMsPerPage)}` : '–',
      ...(DATA_REQUESTS ? { '.data CPU ms': row.dataOneUser ? `${ms(row.dataCpuMs)}${row.dataOneUser.errors ? ` (${row.dataOneUser.errors} not 200)` : ''}` : '–' } : {}),
      [`${CONNECTIONS} conn p50 ms`]: ms(row.load?.p50),
      [`${CONNECTIONS} conn p95 ms`]: ms(row.load?.p95),
      'pages/s': row.load ? row.load.rps.toFixed(0) : '–',
      'API calls': row.calls.length,
      'HTML kB': row.oneUser ? (row.oneUser.bytes / 1024).toFixed(0) : '–',
      'REST p50 sum ms': ms(restSum),
      [`page/REST (≤ ${GOALS.pageOverRest}×)`]: Number.isFinite(ratio) ? `${ratio.toFixed(1)}×${mark(ratio <= GOALS.pageOverRest)}` : '–',
      'first-load JS gzip': `${kb(row.firstLoadJs.gzip)} (${row.firstLoadJs.files} files)`,
    }
  })
  console.table(table)
  const clientGcs = rows.reduce((sum, row) => sum + (row.oneUser?.clientMajorGcs ?? 0), 0)
  const clientGcMs = rows.reduce((sum, row) => sum + (row.oneUser?.clientMajorGcMs ?? 0), 0)
  const timed = rows.reduce((sum, row) => sum + (row.oneUser?.n ?? 0), 0)
  if (timed) console.log(`The one-user client's own major GCs inside timed requests (its own process, ./one-user.mjs): ${clientGcs} in ${timed} requests, ${ms(clientGcMs)} ms in all.`)
  if (downloads.length) {
    console.log('\nCSV exports of more than 10,000 rows (must stream): one download each, the server\'s resident memory (/proc) before and at its peak during it.')
    console.table(
      downloads.map((item) => ({
        export: item.pathname,
        status: item.status,
        load: item.loadAverage.toFixed(1),
        rows: item.rows,
        size: `${(item.bytes / 1024 / 1024).toFixed(1)} MB`,
        chunks: item.chunks,
        'headers ms': ms(item.headersMs),
        'first byte ms': ms(item.firstByteMs),
        'whole ms': ms(item.totalMs),
        'server RSS before → peak': `${(item.rssBefore / 1024 / 1024).toFixed(0)} → ${(item.rssPeak / 1024 / 1024).toFixed(0)} MB (+${((item.rssPeak - item.rssBefore) / 1024 / 1024).toFixed(0)})`,
      })),
    )
  }
  for (const row of rows) {
    if (row.error) console.log(`${row.pathname}: ${row.error.split('\n')[0]}`)
    if (row.load?.errors) console.log(`${row.pathname}: ${row.load.errors} non-200 responses or errors under load`)
    if (row.oneUser?.errors) console.log(`${row.pathname}: ${row.oneUser.errors} of ${row.oneUser.n} sequential requests not 200`)
    console.log(`\n${row.label} ${row.pathname} — ${row.calls.length} REST call(s) per request:`)
    for (const call of row.calls) {
      const rest = row.rest?.find((candidate) => candidate.key === `${call.method} ${call.path}${call.query}`)
      const figures = rest ? `p50 ${ms(rest.p50)} ms, p95 ${ms(rest.p95)} ms, ${rest.rps.toFixed(0)} req/s${rest.errors ? `, ${rest.errors} errors` : ''}` : 'not measured'
      console.log(`  ${call.method} ${call.path}${shorten(decodeURIComponent(call.query))}  →  ${figures}`)
    }
  }
}

const shorten = (text, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

// Alone: `node scripts/bench/portfolio.mjs` (BENCH_PAGES, BENCH_SECONDS, BENCH_DATABASE_URL as for `npm run bench`).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // react-router (imported above) and the build must see NODE_ENV=production: start again with it.
  if (process.env.NODE_ENV !== 'production') {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    process.exit(child.status ?? 1)
  }
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  process.chdir(projectRoot)
  const { ensureBuild } = await import('../lib/build.mjs')
  const buildDir = process.env.BUILD_DIR ?? 'build-bench'
  // BENCH_NO_BUILD=true measures the build as it is (e.g. an older one kept in another BUILD_DIR, for a before/after).
  const buildSeconds = process.env.BENCH_NO_BUILD === 'true' ? 0 : ensureBuild(buildDir)
  if (buildSeconds) console.log(`build: ${buildSeconds.toFixed(1)} s`)
  const build = await import(pathToFileURL(path.join(projectRoot, buildDir, 'server/index.js')).href)
  const net = await import('node:net')
  const port = await new Promise((resolve) => {
    const probe = net.createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address()
      probe.close(() => resolve(free))
    })
  })
  const ok = await runPortfolioBench({ projectRoot, buildDir, build, port }).catch((error) => {
    console.error('Portfolio bench failed:', error)
    return false
  })
  process.exit(ok ? 0 : 1)
}
