// Shared by start.mjs and bench.mjs: build the production bundle when it is missing or
// older than the sources it is made from.
import { spawnSync } from 'node:child_process'
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

/** Builds into `buildDir` (relative to the project) if needed; returns the seconds spent (0 when skipped). */
export function ensureBuild(buildDir = 'build', { force = false, quiet = false } = {}) {
  const reason = force ? 'build forced' : staleReason(buildDir)
  if (!reason) return 0
  if (!quiet) console.log(`Building the app (${reason})…`)
  const started = Date.now()
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: projectRoot,
    stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error(`The build failed (exit ${result.status}).`)
    process.exit(result.status ?? 1)
  }
  return (Date.now() - started) / 1000
}
