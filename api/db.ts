import path from 'node:path'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { getApiEnv } from './env'
import { runTasksAfterCommit } from './utilities/afterCommit'
import { indexesEndWithId } from './utilities/indexesEndWithId'
import { peekNextPage } from './utilities/peekNextPage'
import { serializeWriteTransactions, sqlitePragmas } from './utilities/sqliteWriteLock'

/**
 * An index Payload's `indexes` cannot declare (its fields must be the collection's, and `id`
 * is not one): the invoices by id with their kind and category, so the reports' cash
 * statements (ADR 030) find a payment's charge and its category in the index, without reading
 * the invoice's row — per payment, tens of thousands of times per report. Added to the
 * adapter's drizzle schema, so the migrations carry it like any other index.
 */
const INVOICE_KIND_CATEGORY_INDEX = 'invoices_id_kind_category_idx'
type IndexBuilder = (name: string) => { on: (...columns: never[]) => unknown }
/** Drizzle's `extendTable`, as both adapters hand it to a schema hook (typed through a direct dependency). */
type ExtendTable = Parameters<SQLiteSchemaHook>[0]['extendTable']
type SchemaHookArgs<S> = { schema: S; extendTable: ExtendTable }
const reportIndexes =
  (index: IndexBuilder) =>
  <S extends { tables: Record<string, unknown> }>({ schema, extendTable }: SchemaHookArgs<S>): S => {
    extendTable({
      table: schema.tables.invoices as Parameters<ExtendTable>[0]['table'],
      extraConfig: (table) => ({ [INVOICE_KIND_CATEGORY_INDEX]: index(INVOICE_KIND_CATEGORY_INDEX).on(table.id as never, table.kind as never, table.category as never) }),
    })
    return schema
  }

export function isPostgresUrl(url: string | undefined): boolean {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url))
}

/**
 * SQLite file under ./data by default; PostgreSQL when DATABASE_URL is a postgres URL.
 * Production applies the committed migrations of the chosen adapter (never push).
 * Only the chosen adapter and its migrations are loaded (ADR 027): each adapter is seconds
 * of module loading on a cold start, and the PostgreSQL migrations import their adapter.
 * An unpaginated find with a limit says whether a next page exists, without a count (peekNextPage, ADR 037).
 */
export async function databaseAdapter(): Promise<DatabaseAdapterObj> {
  const env = getApiEnv()
  if (isPostgresUrl(env.DATABASE_URL)) {
    const [{ postgresAdapter }, { migrations: postgresMigrations }, { index }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('./migrations/postgres'),
      import('@payloadcms/db-postgres/drizzle/pg-core'),
    ])
    return runTasksAfterCommit(
      peekNextPage(
        postgresAdapter({
          pool: { connectionString: env.DATABASE_URL as string },
          schemaName: process.env.DATABASE_SCHEMA || undefined,
          migrationDir: path.resolve(process.cwd(), 'api/migrations/postgres'),
          prodMigrations: postgresMigrations,
          push: process.env.DATABASE_PUSH === 'true',
          // The exports' keyset order ends with the id: so do these lists' indexes (ADR 030).
          beforeSchemaInit: [indexesEndWithId(['expenses', 'maintenance_requests'])],
          afterSchemaInit: [reportIndexes(index as unknown as IndexBuilder)],
        }),
      ),
    )
  }
  const [{ sqliteAdapter }, { migrations: sqliteMigrations }, { index }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('./migrations/sqlite'),
    import('@payloadcms/db-sqlite/drizzle/sqlite-core'),
  ])
  const databaseUrl: string | undefined = env.DATABASE_URL
  const file = databaseUrl?.startsWith('file:')
    ? databaseUrl
    : `file:${path.join(env.dataDir, env.NODE_ENV === 'production' ? 'leasewell.db' : `leasewell-${env.NODE_ENV}.db`)}`
  // WAL with synchronous=NORMAL: a commit waits for the WAL write, not for a checkpoint's fsync.
  const busyTimeout = 5000
  const synchronous = 'NORMAL'
  // Tasks after commit run outside the write lock: the lock wrapper sits inside.
  return runTasksAfterCommit(
    serializeWriteTransactions(
      peekNextPage(
        sqliteAdapter({
          client: { url: file },
          autoIncrement: true,
          busyTimeout,
          wal: { synchronous },
          transactionOptions: { behavior: 'immediate' },
          migrationDir: path.resolve(process.cwd(), 'api/migrations/sqlite'),
          prodMigrations: sqliteMigrations,
          push: process.env.DATABASE_PUSH === 'true' ? true : env.NODE_ENV === 'development',
          afterSchemaInit: [reportIndexes(index as unknown as IndexBuilder)],
        }),
      ),
      sqlitePragmas({ busyTimeout, synchronous }),
    ),
  )
}
