// The portfolio part of `npm run bench`. On a scratch SQLite database seeded
// with one organization of 1,000 properties, 5,000 units, 5,000 leases and 100,000
// invoices with their payments plus 200 small
// organizations, it starts the production server (server.mjs, in a child process), signs
// in as the big landlord through the login form, and prints per page:
//   - p50/p95 server response time under fixed concurrency (autocannon),
//   - the same for each raw REST call the page makes (with the user's JWT),
//   - the ratio page p50 / sum of its REST calls' p50,
//   - the number of REST calls one request makes (counted in the server process),
//   - the first-load JS of the route (gzip), from the build's manifest.
// Later issues add their pages to PAGES.
import { fork, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { firstLoad } from './first-load.mjs'

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? Math.max(3, Math.round(SECONDS / 2)))

/** The pages measured; `path` gets the seed's facts (e.g. a lease id). */
const PAGES = [
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
]
/** BENCH_PAGES=maintenance measures only the pages whose label contains it (all by default). */
const ONLY = (process.env.BENCH_PAGES ?? '').trim()

/** The goals of every list page (ADR 026), printed beside the figures; never asserted. */
export const GOALS = { oneUserP95Ms: 40, cpuMsPerPage: 25, pageOverRest: 1.5 }
const ONE_USER_REQUESTS = Number(process.env.BENCH_ONE_USER_REQUESTS ?? 100)

/** Variables a developer's shell or .env may hold that must not reach the scratch run. */
const FOREIGN_ENV = ['API_URL', 'DATABASE_URL', 'DATABASE_SCHEMA', 'DATABASE_PUSH', 'REDIS_URL', 'SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD', 'SENTRY_DSN', 'GOOGLE_MAPS_API_KEY', 'STRIPE_PUBLISHABLE_KEY', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY']

export async function runPortfolioBench({ projectRoot, buildDir, build, port }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-bench-portfolio-'))
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env }
  // Empty means unset for the app, and Payload's .env loading never overrides a set variable.
  for (const name of FOREIGN_ENV) env[name] = ''
  Object.assign(env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'leasewell.db')}`,
    SEED_DEMO_DATA: 'false',
    DISABLE_PAYLOAD_HMR: 'true',
    PAYLOAD_CONFIG_PATH: 'api/payload.config.ts',
    // The pages are measured, not the jobs (recurring invoices, overdue notices, autopay): none run in the seed or the server.
    JOBS_AUTORUN: 'false',
  })
  let server
  try {
    // --- seed (Payload's CLI runs the TypeScript seed with the real config) ---
    const seedOutput = path.join(dataDir, 'seed.json')
    const seeding = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/payload/bin.js'), 'run', 'scripts/bench/seed-portfolio.ts'], {
      cwd: projectRoot,
      env: { ...env, BENCH_SEED_OUTPUT: seedOutput },
      encoding: 'utf8',
    })
    if (seeding.status !== 0 || !fs.existsSync(seedOutput)) throw new Error(`Seeding failed (exit ${seeding.status}):\n${seeding.stdout}\n${seeding.stderr}`)
    const seed = JSON.parse(fs.readFileSync(seedOutput, 'utf8'))

    // --- the production server, in its own process ---
    const started = performance.now()
    server = fork(path.join(projectRoot, 'scripts/bench/server.mjs'), {
      cwd: projectRoot,
      env: { ...env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1', SERVER_URL: base, COOKIE_SECURE: 'false', DEV_OUTBOX: 'true' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    const serverLog = []
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => serverLog.push(String(chunk)))
    await new Promise((resolve, reject) => {
      server.once('message', (message) => (message?.type === 'ready' ? resolve() : reject(new Error('unexpected message'))))
      server.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${serverLog.join('')}`)))
    })
    await waitForServer(`${base}/app/login`)
    const readyMs = performance.now() - started

    // --- sign in: the web app's login form (session cookie) and the API (JWT for raw REST) ---
    const cookie = await loginThroughForm(base, seed.landlord)
    const token = await loginThroughApi(base, seed.landlord)

    const restCache = new Map()
    const rows = []
    for (const page of PAGES.filter((candidate) => !ONLY || candidate.label.includes(ONLY))) {
      const pathname = page.path(seed)
      // A first request warms the caches (feature flags, compiled queries); the second is counted.
      await observe(server, `${base}${pathname}`, { cookie })
      const observed = await observe(server, `${base}${pathname}`, { cookie })
      const row = { label: page.label, list: Boolean(page.list), pathname, status: observed.status, calls: observed.calls ?? [], error: observed.error }
      row.firstLoadJs = firstLoad(build, path.join(projectRoot, buildDir, 'client'), pathname, { signedIn: true }).js
      if (observed.status === 200) {
        // One user: sequential requests, with the server's CPU time per request over them.
        const cpuBefore = await serverCpu(server)
        row.oneUser = await sequential(`${base}${pathname}`, { cookie }, ONE_USER_REQUESTS)
        row.cpuMs = (await serverCpu(server)) - cpuBefore
        row.cpuMs /= ONE_USER_REQUESTS
        row.load = await load(`${base}${pathname}`, { cookie }, SECONDS)
        row.rest = []
        for (const call of row.calls) {
          const key = `${call.method} ${call.path}${call.query}`
          if (call.method !== 'GET') continue
          if (!restCache.has(key)) restCache.set(key, await load(`${base}${call.path}${call.query}`, { authorization: `JWT ${token}` }, REST_SECONDS))
          row.rest.push({ key, ...restCache.get(key) })
        }
      }
      rows.push(row)
    }
    print({ seed, readyMs, rows })
    return rows.every((row) => row.status === 200 && row.load?.errors === 0)
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
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

async function loginThroughApi(base, { email, password }) {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!response.ok) throw new Error(`API login failed: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

/** The server process's CPU time so far (user + system), in milliseconds. */
function serverCpu(server) {
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

/** One user: `count` requests one after the other (after a few to warm up); p50/p95 of their times. */
async function sequential(url, headers, count) {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer()
  const samples = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  return { n: count, p50: at(0.5), p95: at(0.95) }
}

let observationId = 0
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

function print({ seed, readyMs, rows }) {
  console.log(
    `\nPortfolio (production build, SQLite scratch database): big organization ${seed.big.properties} properties, ${seed.big.units} units, ` +
      `${seed.big.leases} leases, ${seed.big.contacts} contacts, ${seed.big.invoices} invoices, ${seed.big.payments} payments (money seeded in ${seed.money.seconds.toFixed(1)} s); ${seed.total.organizations} organizations in all ` +
      `(${seed.total.properties} properties, ${seed.total.units} units, ${seed.total.leases} leases). Seeded in ${seed.seconds.toFixed(1)} s; server ready in ${readyMs.toFixed(0)} ms.`,
  )
  console.log(`One user: ${ONE_USER_REQUESTS} sequential requests per page, server CPU (process.cpuUsage) per request over them. Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per page, ${REST_SECONDS} s per REST call, loopback.`)
  console.log(`Goals for the list pages (✓ met, ✗ missed; printed, never asserted): one user p95 ≤ ${GOALS.oneUserP95Ms} ms, server CPU ≤ ${GOALS.cpuMsPerPage} ms per page, page ≤ ${GOALS.pageOverRest}× its REST calls (p50 at ${CONNECTIONS} connections).`)
  const table = rows.map((row) => {
    const restSum = row.rest?.reduce((sum, call) => sum + call.p50, 0)
    const ratio = restSum ? row.load.p50 / restSum : NaN
    const mark = (ok) => (row.list ? (ok ? ' ✓' : ' ✗') : '')
    return {
      page: row.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'),
      status: row.status ?? 'error',
      '1 user p50 ms': ms(row.oneUser?.p50),
      [`1 user p95 ms (≤ ${GOALS.oneUserP95Ms})`]: row.oneUser ? `${ms(row.oneUser.p95)}${mark(row.oneUser.p95 <= GOALS.oneUserP95Ms)}` : '–',
      [`CPU ms/page (≤ ${GOALS.cpuMsPerPage})`]: Number.isFinite(row.cpuMs) ? `${ms(row.cpuMs)}${mark(row.cpuMs <= GOALS.cpuMsPerPage)}` : '–',
      [`${CONNECTIONS} conn p50 ms`]: ms(row.load?.p50),
      [`${CONNECTIONS} conn p95 ms`]: ms(row.load?.p95),
      'pages/s': row.load ? row.load.rps.toFixed(0) : '–',
      'API calls': row.calls.length,
      'REST p50 sum ms': ms(restSum),
      [`page/REST (≤ ${GOALS.pageOverRest}×)`]: Number.isFinite(ratio) ? `${ratio.toFixed(1)}×${mark(ratio <= GOALS.pageOverRest)}` : '–',
      'first-load JS gzip': `${kb(row.firstLoadJs.gzip)} (${row.firstLoadJs.files} files)`,
    }
  })
  console.table(table)
  for (const row of rows) {
    if (row.error) console.log(`${row.pathname}: ${row.error.split('\n')[0]}`)
    if (row.load?.errors) console.log(`${row.pathname}: ${row.load.errors} non-200 responses or errors under load`)
    console.log(`\n${row.label} ${row.pathname} — ${row.calls.length} REST call(s) per request:`)
    for (const call of row.calls) {
      const rest = row.rest?.find((candidate) => candidate.key === `${call.method} ${call.path}${call.query}`)
      const figures = rest ? `p50 ${ms(rest.p50)} ms, p95 ${ms(rest.p95)} ms, ${rest.rps.toFixed(0)} req/s${rest.errors ? `, ${rest.errors} errors` : ''}` : 'not measured'
      console.log(`  ${call.method} ${call.path}${shorten(decodeURIComponent(call.query))}  →  ${figures}`)
    }
  }
}

const shorten = (text, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
