import type { Payload } from 'payload'

/** A statement the database client received, with its parameters and how many rows it returned. */
export type Statement = { sql: string; args: unknown[]; rows?: number }

type Rows = { rows?: unknown[] } | undefined

/** Records the SQL the database client receives while `fn` runs (both adapters). */
export async function recordSql(payload: Payload, fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = []
  const record = (statement: Statement, result: Promise<unknown>) => {
    statements.push(statement)
    return result.then((value) => {
      statement.rows = (value as Rows)?.rows?.length
      return value
    })
  }
  const db = payload.db as unknown as { name: string; client?: { execute: (...args: unknown[]) => Promise<unknown> }; pool?: { query: (...args: unknown[]) => Promise<unknown> } }
  if (db.name === 'sqlite') {
    const client = db.client!
    const execute = client.execute
    client.execute = function (this: unknown, statement: unknown, args?: unknown) {
      const recorded =
        typeof statement === 'string'
          ? { sql: statement, args: (args as unknown[]) ?? [] }
          : { sql: (statement as { sql: string }).sql, args: ((statement as { args?: unknown[] }).args ?? []) as unknown[] }
      return record(recorded, execute.call(client, statement, args))
    } as typeof client.execute
    try {
      await fn()
    } finally {
      client.execute = execute
    }
  } else {
    const pool = db.pool!
    const query = pool.query
    pool.query = function (this: unknown, text: unknown, values?: unknown) {
      const recorded =
        typeof text === 'string'
          ? { sql: text, args: (values as unknown[]) ?? [] }
          : { sql: (text as { text: string }).text, args: ((values ?? (text as { values?: unknown[] }).values) ?? []) as unknown[] }
      return record(recorded, query.call(pool, text, values))
    } as typeof pool.query
    try {
      await fn()
    } finally {
      pool.query = query
    }
  }
  return statements
}
