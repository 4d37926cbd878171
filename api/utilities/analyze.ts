import type { Payload } from 'payload'

type RawDatabase = { name: string; drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }

/**
 * Refreshes the query planner's statistics (`ANALYZE`, both adapters). Without them SQLite
 * picks an index by its heuristics, and on the lease, property and unit transactions tabs
 * it takes the organization's index and reads every invoice of the organization instead
 * of the twenty of the lease (ADR 026). Run after the migrations at start (onInit) and by
 * the jobs runner; about 0.2 s for 100,000 invoices on SQLite. PostgreSQL's autovacuum
 * analyzes on its own as tables change; this covers a freshly migrated or restored
 * database. A failure is logged, never thrown: stale statistics are slow, not wrong.
 */
export async function analyzeDatabase(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as RawDatabase
  try {
    await db.execute({ drizzle: db.drizzle, raw: 'ANALYZE' })
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: 'ANALYZE failed' })
    return false
  }
}
