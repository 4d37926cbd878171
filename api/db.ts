import path from 'node:path'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { getApiEnv } from './env'
import { runTasksAfterCommit } from './utilities/afterCommit'
import { indexesEndWithId } from './utilities/indexesEndWithId'
import { peekNextPage } from './utilities/peekNextPage'
import { serializeWriteTransactions, sqlitePragmas } from './utilities/sqliteWriteLock'

/**
 * Indexes Payload's `indexes` cannot declare (their fields must be the collection's, and `id`
 * is not one; nor is an expression), added to the adapter's drizzle schema so the migrations
 * carry them like any other index:
 * - the payments by when they were received (organization, status, paid date, creation),
 *   with their invoice, property, amount and income category: the reports' cash statements
 *   and the rent roll's balances (ADR 030) read a period's payments from the index alone.
 *   Declared here for its name: Payload names a compound index by its fields, and past 64
 *   characters `compound_index`, numbered as it comes;
 * - the expenses by organization and cash date (the paid date, else the date: when an expense
 *   counts on the cash basis), with what the expense statements group and sum, so a period's
 *   expenses are one range of the index instead of a pass over every expense and its row.
 *   `paidDate` and `date` end it: an index of an expression covers a statement only when the
 *   columns of the expression are in it too (both databases). The statements must write the
 *   same expression (`cashDate` in api/reports/sql.ts), or the index is not used. It is a
 *   CASE, not COALESCE: drizzle-kit's SQLite migrations split an index's columns at commas;
 * - the same two by category first (the payments' income category, the expenses' tax category),
 *   then the date: the income statement's and the worksheet's sums of a range by category read
 *   each category's rows as one range of the index (`categorySumsSql` in api/reports/sql.ts),
 *   not every row of the range with a CASE per category (ADR 030); the expenses by tax category
 *   and date (the accrual basis) too, declared here for their name (past 64 characters Payload's
 *   is `compound_index`). The charges' by category are in the invoices' `indexes`.
 */
const PAYMENTS_RECEIVED_INDEX = 'payments_received_idx'
const PAYMENTS_BY_CATEGORY_INDEX = 'payments_received_by_category_idx'
const EXPENSE_CASH_DATE_INDEX = 'expenses_organization_cash_date_idx'
const EXPENSE_TAX_CASH_DATE_INDEX = 'expenses_tax_category_cash_date_idx'
const EXPENSE_TAX_DATE_INDEX = 'expenses_tax_category_date_idx'
type IndexBuilder = (name: string) => { on: (...columns: never[]) => unknown }
type SqlTag = (strings: TemplateStringsArray, ...values: unknown[]) => unknown
/** Drizzle's `extendTable`, as both adapters hand it to a schema hook (typed through a direct dependency). */
type ExtendTable = Parameters<SQLiteSchemaHook>[0]['extendTable']
type SchemaHookArgs<S> = { schema: S; extendTable: ExtendTable }
type Columns = Record<string, unknown>
const reportIndexes =
  (index: IndexBuilder, sql: SqlTag) =>
  <S extends { tables: Record<string, unknown> }>({ schema, extendTable }: SchemaHookArgs<S>): S => {
    const columnOf = (indexName: string, table: Columns) => (name: string) => {
      if (!table[name]) throw new Error(`${indexName}: no column ${name}`)
      return table[name] as never
    }
    extendTable({
      table: schema.tables.payments as Parameters<ExtendTable>[0]['table'],
      extraConfig: (table: Columns) => ({
        [PAYMENTS_RECEIVED_INDEX]: index(PAYMENTS_RECEIVED_INDEX).on(
          ...['organization', 'status', 'paidAt', 'createdAt', 'invoice', 'property', 'amount', 'incomeCategory'].map(columnOf(PAYMENTS_RECEIVED_INDEX, table)),
        ),
        [PAYMENTS_BY_CATEGORY_INDEX]: index(PAYMENTS_BY_CATEGORY_INDEX).on(
          ...['organization', 'status', 'incomeCategory', 'paidAt', 'createdAt', 'property', 'amount'].map(columnOf(PAYMENTS_BY_CATEGORY_INDEX, table)),
        ),
      }),
    })
    extendTable({
      table: schema.tables.expenses as Parameters<ExtendTable>[0]['table'],
      extraConfig: (table: Columns) => {
        const column = columnOf(EXPENSE_CASH_DATE_INDEX, table)
        const cashDate = sql`(CASE WHEN ${column('paidDate')} IS NULL THEN ${column('date')} ELSE ${column('paidDate')} END)`
        const on = [column('organization'), cashDate, ...['property', 'taxCategory', 'capitalImprovement', 'category', 'amount', 'paidDate', 'date'].map(column)]
        const byTaxCategory = [column('organization'), column('taxCategory'), cashDate, ...['capitalImprovement', 'amount', 'property', 'paidDate', 'date'].map(column)]
        return {
          [EXPENSE_CASH_DATE_INDEX]: index(EXPENSE_CASH_DATE_INDEX).on(...(on as never[])),
          [EXPENSE_TAX_CASH_DATE_INDEX]: index(EXPENSE_TAX_CASH_DATE_INDEX).on(...(byTaxCategory as never[])),
          [EXPENSE_TAX_DATE_INDEX]: index(EXPENSE_TAX_DATE_INDEX).on(...(['organization', 'taxCategory', 'date', 'capitalImprovement', 'amount', 'property'].map(column) as never[])),
        }
      },
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
 * An unpaginated find with a limit that asks for it says whether a next page exists, without a count
 * (peekNextPage, ADR 037).
 */
export async function databaseAdapter(): Promise<DatabaseAdapterObj> {
  const env = getApiEnv()
  if (isPostgresUrl(env.DATABASE_URL)) {
    const [{ postgresAdapter }, { migrations: postgresMigrations }, { index }, { sql }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('./migrations/postgres'),
      import('@payloadcms/db-postgres/drizzle/pg-core'),
      import('@payloadcms/db-postgres/drizzle'),
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
          afterSchemaInit: [reportIndexes(index as unknown as IndexBuilder, sql as unknown as SqlTag)],
        }),
      ),
    )
  }
  const [{ sqliteAdapter }, { migrations: sqliteMigrations }, { index }, { sql }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('./migrations/sqlite'),
    import('@payloadcms/db-sqlite/drizzle/sqlite-core'),
    import('@payloadcms/db-sqlite/drizzle'),
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
          afterSchemaInit: [reportIndexes(index as unknown as IndexBuilder, sql as unknown as SqlTag)],
        }),
      ),
      sqlitePragmas({ busyTimeout, synchronous }),
    ),
  )
}
