// `npm test`: every check the project has, in order, failing fast:
//   typecheck (react-router typegen && tsc) → lint (eslint) → vitest (unit + integration on
//   SQLite, and integration-http: the list and paging tests with the REST client over HTTP) → vitest-pg (integration again on PostgreSQL, when TEST_DATABASE_URL is set) →
//   e2e (Playwright, js-on and js-off, against a fresh production build: started in the
//   background when this script starts, else made by e2e/global-setup.ts).
// Run a subset by naming steps: `node scripts/test.mjs lint vitest`. `--keep-going` runs
// every step even after a failure. The last line is `N passed, N failed`: test cases of
// vitest and Playwright plus one per check step (typecheck, lint).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildInBackground, e2eBuildDir, projectRoot, staleReason } from './lib/build.mjs'

process.chdir(projectRoot)
const bin = (name) => path.join(projectRoot, 'node_modules/.bin', name)
const resultsDir = path.join(projectRoot, '.tmp/test-results')
fs.mkdirSync(resultsDir, { recursive: true })
const vitestJson = path.join(resultsDir, 'vitest.json')
const vitestPgJson = path.join(resultsDir, 'vitest-pg.json')
const e2eJson = path.join(resultsDir, 'e2e-summary.json')

const steps = [
  {
    name: 'typecheck',
    commands: [
      [bin('react-router'), ['typegen']],
      [bin('tsc'), []],
    ],
  },
  { name: 'lint', commands: [[bin('eslint'), ['.']]] },
  {
    // Unit tests and the integration suite on the embedded default, SQLite; integration-http
    // runs the list and paging tests again with the REST client over HTTP (ADR 036).
    name: 'vitest',
    commands: [[bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]]],
    env: { TEST_DATABASE_URL: '' },
    before: () => fs.rmSync(vitestJson, { force: true }),
    counts: () => vitestCounts(vitestJson),
  },
  {
    // The same integration suite on PostgreSQL, when a server is given (CI gives one).
    name: 'vitest-pg',
    when: () => Boolean(process.env.TEST_DATABASE_URL),
    commands: [[bin('vitest'), ['run', '--project', 'integration', '--project', 'integration-own-modules', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPgJson}`]]],
    before: () => fs.rmSync(vitestPgJson, { force: true }),
    counts: () => vitestCounts(vitestPgJson),
  },
  {
    name: 'e2e',
    commands: [[bin('playwright'), ['test']]],
    env: { E2E_SUMMARY_FILE: e2eJson },
    before: async () => {
      fs.rmSync(e2eJson, { force: true })
      await e2eBuildDone()
    },
    counts: () => {
      const report = readJson(e2eJson)
      return report && { passed: report.total.passed + report.total.flaky, failed: report.total.failed }
    },
  },
]

const args = process.argv.slice(2)
const keepGoing = args.includes('--keep-going')
const wanted = args.filter((arg) => !arg.startsWith('--'))
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name))
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((step) => step.name).join(', ')}`)
  process.exit(2)
}
const selected = (wanted.length ? steps.filter((step) => wanted.includes(step.name)) : steps).filter((step) => step.when?.() ?? true)

// The e2e suite's production build (e2e/global-setup.ts) starts now, in the background: the
// checks before it mostly keep one core busy (tsc, eslint), and the build takes a minute or two of
// its own. The e2e setup then finds the build up to date; if this build failed, it builds again
// and reports the error.
let e2eBuild = null
if (selected.some((step) => step.name === 'e2e') && process.env.E2E_SKIP_BUILD !== 'true') {
  const buildDir = e2eBuildDir()
  const reason = staleReason(buildDir)
  if (reason) {
    console.log(`::: e2e production build into ${buildDir}/ started in the background (${reason})`)
    e2eBuild = buildInBackground(buildDir)
    process.on('exit', () => e2eBuild.child.exitCode === null && e2eBuild.child.kill())
  }
}

async function e2eBuildDone() {
  if (!e2eBuild) return
  const { status, seconds, output } = await e2eBuild.done
  if (status === 0) console.log(`::: e2e production build done in ${seconds.toFixed(1)} s (beside the steps before)`)
  else console.log(`::: the background e2e build failed (exit ${status}); the e2e setup builds again:\n${output}`)
}

const summary = []
let failedStep = null
for (const step of selected) {
  if (failedStep && !keepGoing) {
    summary.push({ name: step.name, status: 'not run', seconds: 0 })
    continue
  }
  console.log(`\n━━━ ${step.name} ━━━`)
  const started = Date.now()
  await step.before?.()
  let code = 0
  for (const [command, commandArgs] of step.commands) {
    code = await run(command, commandArgs, step.env)
    if (code !== 0) break
  }
  const seconds = (Date.now() - started) / 1000
  const counts = step.counts?.() ?? null
  const ok = code === 0
  const passed = counts ? counts.passed : ok ? 1 : 0
  // A failing runner with no failing test (crash, no tests found, setup error) still counts as one failure.
  const failed = counts ? Math.max(counts.failed, ok ? 0 : 1) : ok ? 0 : 1
  summary.push({ name: step.name, status: ok ? 'passed' : `FAILED (exit ${code})`, seconds, passed, failed, counted: Boolean(counts) })
  if (!ok) failedStep ??= step.name
}

console.log('\n━━━ summary ━━━')
for (const entry of summary) {
  const detail = entry.counted ? ` — ${entry.passed} passed, ${entry.failed} failed` : ''
  console.log(`${entry.name.padEnd(10)} ${entry.status.padEnd(16)} ${entry.seconds.toFixed(1).padStart(6)} s${detail}`)
}
const totalPassed = summary.reduce((sum, entry) => sum + (entry.passed ?? 0), 0)
const totalFailed = summary.reduce((sum, entry) => sum + (entry.failed ?? 0), 0)
if (failedStep) console.log(`First failure: ${failedStep}${keepGoing ? '' : ' (later steps not run)'}`)
console.log(`${totalPassed} passed, ${totalFailed} failed`)
process.exit(failedStep ? 1 : 0)

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    // Ctrl-C reaches the child through the terminal's process group; SIGTERM must be passed on.
    const forward = (signal) => child.kill(signal)
    const ignore = () => {}
    process.on('SIGINT', ignore)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      console.error(`${path.basename(command)}: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

function vitestCounts(file) {
  const report = readJson(file)
  return report && { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
