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
  const db = payload.db as unknown as { name: string; client?: Record<string, unknown>; pool?: Record<string, unknown> }
  // SQLite's client.execute(statement | sql, args) and PostgreSQL's pool.query(text | config, values).
  const [target, method, textOf, argsOf] =
    db.name === 'sqlite'
      ? [db.client!, 'execute', (statement: unknown) => (statement as { sql: string }).sql, (statement: unknown) => (statement as { args?: unknown[] }).args]
      : [db.pool!, 'query', (statement: unknown) => (statement as { text: string }).text, (statement: unknown) => (statement as { values?: unknown[] }).values]
  const original = target[method] as (...args: unknown[]) => Promise<unknown>
  target[method] = function (this: unknown, statement: unknown, args?: unknown) {
    const recorded =
      typeof statement === 'string'
        ? { sql: statement, args: (args as unknown[]) ?? [] }
        : { sql: textOf(statement), args: ((args as unknown[] | undefined) ?? argsOf(statement) ?? []) as unknown[] }
    return record(recorded, original.call(target, statement, args))
  }
  try {
    await fn()
  } finally {
    target[method] = original
  }
  return statements
}
