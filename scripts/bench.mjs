// `npm run bench`, two parts, loopback only, bounded loops (docs/testing.md):
// 1. Foundation: boots the production server in this process on a throw-away data folder
//    (SQLite, first start: migrations + demo data) and measures cold start, in-process
//    REST latency, the same call over HTTP, /app/login render latency, and 50 concurrent
//    writes through the API (must all succeed).
// 2. Portfolio (scripts/bench/portfolio.mjs): a large seeded portfolio on a scratch
//    database, the production server in a child process, autocannon on the landlord's
//    pages and on the REST calls behind them, API calls per page, first-load JS per route.
// 3. PDF (scripts/bench/pdf.mjs): median of 20 warm renders of the 4-page sample lease.
// 4. First load and cold start (ADR 027): per-route first-load JS/CSS gzipped from the build
//    (scripts/bench/first-load.mjs), a new server process to its first 200
//    (scripts/bench/cold-start.mjs), and Lighthouse's mobile score in the OS Chromium
//    (scripts/bench/lighthouse.mjs), each against its goal, never asserted.
// 5. Body limit (scripts/bench/body-limit.mjs): server RSS idle and after 20 oversized
//    (150 MB) bodies, each answered 413 without a reset; goal within 50 MB of idle.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { ensureBuild, projectRoot } from './lib/build.mjs'

const ITERATIONS = 200
const CONCURRENT_WRITES = 50
const WRITE_ROUNDS = 3

process.chdir(projectRoot)
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(projectRoot, '.tmp/bench-data')
fs.rmSync(dataDir, { recursive: true, force: true })

for (const name of ['API_URL', 'DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SENTRY_DSN', 'DATABASE_PUSH']) delete process.env[name]
Object.assign(process.env, {
  NODE_ENV: 'production',
  // Its own build folder: never the one `npm start` or the e2e suite serves.
  BUILD_DIR: process.env.BUILD_DIR ?? 'build-bench',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SERVER_URL: base,
  COOKIE_SECURE: 'false',
  SEED_DEMO_DATA: 'true',
})

const buildSeconds = ensureBuild(process.env.BUILD_DIR)
if (buildSeconds) console.log(`build: ${buildSeconds.toFixed(1)} s`)

// --- cold start: module load, database creation, migrations, demo data, first page ---
const bootStarted = performance.now()
await import('../server.mjs')
await waitFor(`${base}/app/login`)
const coldStartMs = performance.now() - bootStarted

// The same module instance server.mjs loaded: one Payload, one database connection.
const build = await import(pathToFileURL(path.join(projectRoot, process.env.BUILD_DIR, 'server/index.js')).href)
const { createRequestHandler, RouterContextProvider } = await import('react-router')
const handle = createRequestHandler(build, 'production')
const { clientIpContext, cspNonceContext, shutdown } = build.entry.module
function inProcess(pathname, init = {}) {
  const context = new RouterContextProvider()
  context.set(clientIpContext, '127.0.0.1')
  context.set(cspNonceContext, 'bench')
  return handle(new Request(`${base}${pathname}`, init), context)
}

const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'landlord@demo.leasewell.app', password: 'Demo-pass1!' }),
})
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
const { token, user } = await login.json()
const auth = { Authorization: `JWT ${token}` }

const results = { coldStartMs }

results.inProcessMe = await measure(async () => {
  const response = await inProcess('/api/users/me', { headers: auth })
  const body = await response.json()
  if (body.user?.id !== user.id) throw new Error('me returned another user')
})
results.inProcessOrganizations = await measure(async () => {
  const response = await inProcess('/api/organizations?depth=1&limit=10', { headers: auth })
  if (!response.ok) throw new Error(`organizations: ${response.status}`)
  await response.json()
})
results.httpMe = await measure(async () => {
  const response = await fetch(`${base}/api/users/me`, { headers: auth })
  if (!response.ok) throw new Error(`me: ${response.status}`)
  await response.json()
})
results.loginPage = await measure(async () => {
  const response = await fetch(`${base}/app/login`)
  if (response.status !== 200) throw new Error(`/app/login: ${response.status}`)
  await response.text()
}, 100)

// --- concurrent writes: 50 PATCHes at once on the SQLite default, a few rounds ---
const writes = { ok: 0, failed: 0, errors: new Map(), ms: [] }
for (let round = 0; round < WRITE_ROUNDS; round++) {
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENT_WRITES }, async (_, index) => {
      const response = await fetch(`${base}/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ firstName: `Dana ${round}-${index}` }),
      })
      if (response.ok) writes.ok++
      else {
        writes.failed++
        const key = `${response.status} ${(await response.text()).slice(0, 160)}`
        writes.errors.set(key, (writes.errors.get(key) ?? 0) + 1)
      }
    }),
  )
  writes.ms.push(performance.now() - started)
}
const check = await (await fetch(`${base}/api/users/me`, { headers: auth })).json()

console.log('\nLeasewell bench (production build, embedded SQLite, loopback)')
console.log(`cold start to first /app/login: ${coldStartMs.toFixed(0)} ms (first start: migrations + demo data)`)
printLatency('in-process REST GET /api/users/me', results.inProcessMe)
printLatency('in-process REST GET /api/organizations?depth=1&limit=10', results.inProcessOrganizations)
printLatency('HTTP GET /api/users/me', results.httpMe)
printLatency('HTTP GET /app/login (SSR)', results.loginPage)
const totalWriteMs = writes.ms.reduce((sum, ms) => sum + ms, 0)
console.log(
  `${CONCURRENT_WRITES} concurrent PATCH /api/users/:id × ${WRITE_ROUNDS}: ${writes.ok} ok, ${writes.failed} failed; ` +
    `rounds ${writes.ms.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; ` +
    `throughput ${((writes.ok + writes.failed) / (totalWriteMs / 1000)).toFixed(0)} writes/s; last name "${check.user?.firstName}"`,
)
for (const [error, count] of writes.errors) console.log(`  ${count}× ${error}`)

// --- first load, Lighthouse (on this server, demo landlord signed in through the form) ---
const { printFirstLoad } = await import('./bench/first-load.mjs')
printFirstLoad(build, path.join(projectRoot, process.env.BUILD_DIR, 'client'))
const lighthouseOk = await (async () => {
  const { runLighthouseBench } = await import('./bench/lighthouse.mjs')
  const form = await fetch(`${base}/app/landlord/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ role: 'landlord', email: 'landlord@demo.leasewell.app', password: 'Demo-pass1!' }),
  })
  const cookie = form.headers.getSetCookie().find((value) => value.startsWith('__leasewell_session='))?.split(';')[0]
  if (!cookie) throw new Error(`form login failed: ${form.status}`)
  await runLighthouseBench({ base, cookie })
  return true
})().catch((error) => {
  console.error('\nLighthouse bench failed:', error)
  return false
})

// Imported only now: it loads react-router, which must see NODE_ENV=production (set above).
const { runPortfolioBench } = await import('./bench/portfolio.mjs')
const portfolioOk = await runPortfolioBench({ projectRoot, buildDir: process.env.BUILD_DIR, build, port: await freePort() }).catch((error) => {
  console.error('\nPortfolio bench failed:', error)
  return false
})

// 3. PDF (scripts/bench/pdf.mjs): the server-side preview engine on the
//    sample 4-page residential lease, in this process. Printed, not a pass/fail gate: only an
//    error fails the bench.
const { runPdfBench, BUDGET_MS: PDF_BUDGET_MS } = await import('./bench/pdf.mjs')
const pdfOk = await runPdfBench({ projectRoot }).then(
  (pdf) => {
    console.log(
      `\nPDF preview: ${pdf.pages}-page lease median of ${pdf.runs} warm renders ${pdf.medianMs.toFixed(1)} ms ` +
        `(p95 ${pdf.p95Ms.toFixed(1)} ms, min ${pdf.minMs.toFixed(1)} ms, max ${pdf.maxMs.toFixed(1)} ms, ${(pdf.bytes / 1024).toFixed(1)} KiB; ` +
        `budget ${PDF_BUDGET_MS} ms: ${pdf.withinBudget ? 'met' : 'MISSED'})`,
    )
    return true
  },
  (error) => {
    console.error('\nPDF bench failed:', error)
    return false
  },
)

// 5. Body limit (scripts/bench/body-limit.mjs): the server's memory before and after oversized bodies.
const { runBodyLimitBench } = await import('./bench/body-limit.mjs')
const bodyLimitOk = await runBodyLimitBench({ projectRoot, buildDir: process.env.BUILD_DIR, port: await freePort() }).catch((error) => {
  console.error('\nBody limit bench failed:', error)
  return false
})

await shutdown?.().catch(() => {})
fs.rmSync(dataDir, { recursive: true, force: true })

// --- cold start: new server processes, after this one's server is shut down ---
const { runColdStartBench } = await import('./bench/cold-start.mjs')
const coldStartOk = await runColdStartBench({ projectRoot, buildDir: process.env.BUILD_DIR }).then(
  () => true,
  (error) => {
    console.error('\nCold start bench failed:', error)
    return false
  },
)
process.exit(writes.failed || !portfolioOk || !pdfOk || !bodyLimitOk || !lighthouseOk || !coldStartOk ? 1 : 0)

async function measure(call, iterations = ITERATIONS) {
  for (let i = 0; i < 10; i++) await call() // warm-up
  const samples = []
  for (let i = 0; i < iterations; i++) {
    const started = performance.now()
    await call()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  return { n: iterations, p50: at(0.5), p95: at(0.95), max: samples.at(-1) }
}

function printLatency(label, { n, p50, p95, max }) {
  console.log(`${label}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(1)} ms (n=${n})`)
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
}

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
