import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { getApiEnv } from './env'
import { runTasksAfterCommit } from './utilities/afterCommit'
import { indexesEndWithId } from './utilities/indexesEndWithId'
import { peekNextPage } from './utilities/peekNextPage'
import { serializeWriteTransactions, sqlitePragmas } from './utilities/sqliteWriteLock'

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
    const [{ postgresAdapter }, { migrations: postgresMigrations }] = await Promise.all([import('@payloadcms/db-postgres'), import('./migrations/postgres')])
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
        }),
      ),
    )
  }
  const [{ sqliteAdapter }, { migrations: sqliteMigrations }] = await Promise.all([import('@payloadcms/db-sqlite'), import('./migrations/sqlite')])
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
        }),
      ),
      sqlitePragmas({ busyTimeout, synchronous }),
    ),
  )
}
