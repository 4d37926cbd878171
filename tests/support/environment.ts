import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * The database of this worker, set in the environment before any API module reads it
 * (api/env.ts caches the environment on first use). Imported first by the setup file.
 *
 * - SQLite (default): `<run dir>/w<N>/leasewell.db`.
 * - PostgreSQL when TEST_DATABASE_URL is set: database `<name>_w<N>` on that server (`_o<N>` for
 *   integration-own-modules, `_h<N>` for integration-http: each project has workers 1, 2, …).
 */
export type TestDatabase = {
  kind: 'sqlite' | 'postgres'
  /** DATABASE_URL given to the API. */
  url: string
  /** The server's maintenance database, used to drop and create the worker's database. */
  adminUrl?: string
  name?: string
  dataDir: string
}

const PROJECT_TAGS: Record<string, string> = { integration: 'w', 'integration-own-modules': 'o', 'integration-http': 'h' }

function describeTestDatabase(): TestDatabase {
  const workerId = process.env.VITEST_POOL_ID ?? '1'
  const dataDir = path.join(inject('testRunDir'), `w${workerId}`)
  fs.mkdirSync(dataDir, { recursive: true })
  const base = process.env.TEST_DATABASE_URL
  if (base) {
    const url = new URL(base)
    const baseName = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres'
    // Each project has workers 1, 2, … of its own, and projects run at the same time (a project
    // sharing modules between files has its own pool): one database per project and worker.
    const name = `${baseName}_${PROJECT_TAGS[inject('testProject')] ?? 'x'}${workerId}`.replace(/[^A-Za-z0-9_]/g, '_')
    const workerUrl = new URL(base)
    workerUrl.pathname = `/${name}`
    return { kind: 'postgres', url: workerUrl.toString(), adminUrl: base, name, dataDir }
  }
  return { kind: 'sqlite', url: `file:${path.join(dataDir, 'leasewell.db')}`, dataDir }
}

export const testDatabase = describeTestDatabase()

const preparedMarker = path.join(testDatabase.dataDir, '.prepared')

/** First file of this worker in this run: start from an empty database. */
export function isTestDatabaseFresh() {
  return !fs.existsSync(preparedMarker)
}

export function markTestDatabasePrepared() {
  fs.writeFileSync(preparedMarker, new Date().toISOString())
}

process.env.DATA_DIR = testDatabase.dataDir
// No jobs on a timer in tests: a test runs them itself (api/jobs).
process.env.JOBS_AUTORUN = 'false'
process.env.DATABASE_URL = testDatabase.url
// Tests talk to no outside service: mails go to the worker's outbox, throttles stay in memory.
for (const name of ['SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD', 'REDIS_URL', 'DATABASE_SCHEMA', 'DATABASE_PUSH']) {
  delete process.env[name]
}
