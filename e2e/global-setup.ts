import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildCommand, staleReason } from '../scripts/lib/build.mjs'
import { E2E_BASE_URL, E2E_BUILD_DIR, E2E_DATA_DIR, E2E_PORT, E2E_SERVER_LOG } from './fixtures'
import { assertPortFree, startServer } from './server'

/**
 * Builds the production bundle once, starts `node server.mjs` on a wiped data folder
 * (first start: migrations and demo data, as on a fresh machine; e2e/server.ts) and stops
 * it after the run. The build is reused when it is newer than every source file (scripts/lib/build.mjs);
 * E2E_SKIP_BUILD=true reuses any existing build.
 */
export default async function globalSetup() {
  await assertPortFree(E2E_PORT)

  const reason = process.env.E2E_SKIP_BUILD === 'true' && fs.existsSync(path.join(E2E_BUILD_DIR, 'server/index.js')) ? null : staleReason(E2E_BUILD_DIR)
  if (!reason) {
    console.log(`[e2e] reusing the build in ${E2E_BUILD_DIR} (up to date)`)
  } else {
    const started = Date.now()
    const [command, args, options] = buildCommand(E2E_BUILD_DIR)
    const build = spawnSync(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
    if (build.status !== 0) {
      throw new Error(`[e2e] production build failed:\n${build.stdout}\n${build.stderr}`)
    }
    console.log(`[e2e] production build in ${E2E_BUILD_DIR} (${reason}): ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }

  const started = Date.now()
  const server = await startServer({ port: E2E_PORT, dataDir: E2E_DATA_DIR, log: E2E_SERVER_LOG })
  console.log(`[e2e] server ready on ${E2E_BASE_URL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(process.cwd(), E2E_SERVER_LOG)})`)

  return () => server.stop()
}
