import type { Payload } from 'payload'

type RawDatabase = { name: string; drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }

/** The start of the line `analyzeDatabase` logs when it is done (the bench waits for it, scripts/bench/portfolio.mjs). */
export const ANALYZE_DONE_MESSAGE = 'Planner statistics refreshed (ANALYZE)'

/**
 * Refreshes the query planner's statistics (`ANALYZE`, both adapters). Without them SQLite
 * picks an index by its heuristics, and on the lease, property and unit transactions tabs
 * it takes the organization's index and reads every invoice of the organization instead
 * of the twenty of the lease (ADR 026). Run after the migrations at start (onInit) and by
 * the jobs runner; about 0.5–0.9 s of CPU at the bench's portfolio on SQLite, where libsql
 * runs it on the event loop's thread: every request waits meanwhile. So it logs how long it
 * took. PostgreSQL's autovacuum analyzes on its own as tables change; this covers a freshly
 * migrated or restored database. A failure is logged, never thrown: stale statistics are
 * slow, not wrong.
 */
export async function analyzeDatabase(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as RawDatabase
  const started = performance.now()
  try {
    await db.execute({ drizzle: db.drizzle, raw: 'ANALYZE' })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'ANALYZE failed' })
    return false
  }
  payload.logger.info(`${ANALYZE_DONE_MESSAGE} in ${Math.round(performance.now() - started)} ms`)
  return true
}
