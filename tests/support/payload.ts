import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { getPayload, type Migration, type Payload } from 'payload'
import { isTestDatabaseFresh, markTestDatabasePrepared, testDatabase } from './environment'

/** Drops and recreates the worker's PostgreSQL database, or deletes its SQLite file. */
async function prepareFreshDatabase() {
  if (testDatabase.kind === 'postgres') {
    const client = new pg.Client({ connectionString: testDatabase.adminUrl })
    await client.connect()
    try {
      const name = `"${testDatabase.name}"`
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${name}`)
    } finally {
      await client.end()
    }
  } else {
    const file = testDatabase.url.replace(/^file:/, '')
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true })
  }
  fs.rmSync(path.join(testDatabase.dataDir, 'outbox'), { recursive: true, force: true })
  markTestDatabasePrepared()
}

let forceFresh = false

async function boot(): Promise<Payload> {
  if (isTestDatabaseFresh() || forceFresh) await prepareFreshDatabase()
  const { default: config } = await import('@api/payload.config')
  const payload = await getPayload({ config })
  // The schema comes from the committed migrations that production applies for this adapter.
  const { prodMigrations } = payload.db as typeof payload.db & { prodMigrations?: Migration[] }
  if (!prodMigrations?.length) throw new Error(`The ${payload.db.name} adapter has no committed migrations`)
  await payload.db.migrate({ migrations: prodMigrations })
  return payload
}

let booting: Promise<Payload> | undefined

/** The Payload instance of this test file (booted once, on first use). */
export function testPayload(): Promise<Payload> {
  booting ??= boot()
  return booting
}

/**
 * The Payload instance of this test file on an empty database, whatever files ran before in
 * this worker: for tests whose subject is the planner's statistics (tests/query-plans),
 * which other files' rows would skew. Call it before anything else of the file boots Payload.
 */
export function freshTestPayload(): Promise<Payload> {
  if (booting) throw new Error('freshTestPayload() must come before any other use of testPayload() in the file')
  forceFresh = true
  return testPayload()
}

export async function destroyTestPayload() {
  if (!booting) return
  const payload = await booting.catch(() => undefined)
  booting = undefined
  forceFresh = false
  const pool = testDatabase.kind === 'postgres' ? (payload?.db as { pool?: pg.Pool } | undefined)?.pool : undefined
  await payload?.destroy()
  if (pool) await endPool(pool)
  // Payload keeps its instance in a global cache that destroy() leaves: the worker's next file
  // (on SQLite a worker's files share modules) boots its own.
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.clear()
}

/** What pg-pool keeps of its clients (not in its typings). */
type PoolInternals = { _clients: (pg.PoolClient & { release?: (error?: Error | boolean) => void })[]; _idle: { client: pg.PoolClient }[] }

/**
 * Ends the pool of a file's Payload on PostgreSQL, so that the worker's next file (files share
 * modules, ADR 042) does not inherit its connections. Payload's adapter checks one client out at
 * connect and never gives it back (`connectWithReconnect`), and `destroy()` leaves the pool open,
 * so `pool.end()` alone would wait for that client forever: once `end()` has closed the idle
 * clients, every client still checked out is released with an error, which removes it.
 */
async function endPool(pool: pg.Pool) {
  const ended = pool.end()
  const { _clients: clients, _idle: idle } = pool as unknown as PoolInternals
  const idleClients = new Set(idle.map((item) => item.client))
  for (const client of [...clients]) if (!idleClients.has(client)) client.release?.(true)
  await ended
}
