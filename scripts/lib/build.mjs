// Shared by start.mjs, bench.mjs, test.mjs and the e2e setup: build the production bundle when
// it is missing or older than the sources it is made from.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const SOURCE_DIRS = ['app', 'api', 'common', 'public']
const SOURCE_FILES = ['scripts/lib/radix-themes-css.mjs', 'package.json', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts', 'tsconfig.json']

function newestMtime(entry) {
  let stat
  try {
    stat = fs.statSync(entry)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of fs.readdirSync(entry)) {
    // Tests and generated route types do not change the bundle.
    if (name === 'node_modules' || name === '+types' || /\.test\.tsx?$/.test(name)) continue
    newest = Math.max(newest, newestMtime(path.join(entry, name)))
  }
  return newest
}

/** Why the build in `buildDir` must be (re)made, or null when it is up to date. */
export function staleReason(buildDir) {
  const serverEntry = path.join(projectRoot, buildDir, 'server/index.js')
  if (!fs.existsSync(serverEntry)) return `no build in ${buildDir}/`
  const builtAt = fs.statSync(serverEntry).mtimeMs
  const sourcesAt = Math.max(
    ...SOURCE_DIRS.map((dir) => newestMtime(path.join(projectRoot, dir))),
    ...SOURCE_FILES.map((file) => newestMtime(path.join(projectRoot, file))),
  )
  return sourcesAt > builtAt ? `sources changed since the build in ${buildDir}/` : null
}

/** The production build command for `buildDir` (relative to the project): [command, args, options]. */
export function buildCommand(buildDir) {
  return [process.execPath, [path.join(projectRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: projectRoot, env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' } }]
}

/** The e2e suite's build folder (as e2e/fixtures.ts): it follows E2E_PORT, so that two suites can run side by side. */
export const E2E_DEFAULT_PORT = 3456
export function e2eBuildDir(env = process.env) {
  const port = Number(env.E2E_PORT ?? E2E_DEFAULT_PORT)
  return env.E2E_BUILD_DIR ?? `build-e2e${port === E2E_DEFAULT_PORT ? '' : `-${port}`}`
}

/**
 * Builds into `buildDir` in the background (test.mjs: the e2e build beside the checks that use
 * one core): resolves to { status, seconds, output } once done.
 */
export function buildInBackground(buildDir) {
  const [command, args, options] = buildCommand(buildDir)
  const started = Date.now()
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: 127, seconds: (Date.now() - started) / 1000, output: `${output}${error.message}\n` }))
    child.on('exit', (code, signal) => resolve({ status: code ?? (signal ? 128 : 1), seconds: (Date.now() - started) / 1000, output }))
  })
  return { child, done }
}

/** Builds into `buildDir` (relative to the project) if needed; returns the seconds spent (0 when skipped). */
export function ensureBuild(buildDir = 'build', { force = false, quiet = false } = {}) {
  const reason = force ? 'build forced' : staleReason(buildDir)
  if (!reason) return 0
  if (!quiet) console.log(`Building the app (${reason})…`)
  const started = Date.now()
  const [command, args, options] = buildCommand(buildDir)
  const result = spawnSync(command, args, { ...options, stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit' })
  if (result.status !== 0) {
    console.error(`The build failed (exit ${result.status}).`)
    process.exit(result.status ?? 1)
  }
  return (Date.now() - started) / 1000
}
