import { NotFound, type PayloadRequest } from 'payload'
import { getMembership } from '@api/access/membership'
import { requireSignedIn } from '@api/collections/Invoices/endpoints/shared'
import { NO_PROPERTY } from '@common/reports'

/**
 * Raw SQL for the reports (ADR 030): Payload's REST API has no aggregates, and a report sums
 * up to 100,000 invoices, so each figure is one grouped statement over the tables' indexes
 * (as GET /api/invoices/totals does). Both adapters take the same SQL: identifiers are
 * quoted, dates are ISO strings compared with ISO literals (SQLite stores text, PostgreSQL
 * timestamptz casts the literal). Only validated integers, dates and constants are
 * interpolated: no value from the request reaches a statement as text.
 *
 * Refunds are read from the refunds to their payment (`r CROSS JOIN p WHERE p.id =
 * r._parent_id`: SQLite keeps that order), the few refunds rather than every payment of the
 * organization; payments by the range they were received in (`receivedPayments`). A payment's
 * income is its stored `income_category` (its charge's category; null for a deposit), so no
 * cash statement reads the invoices.
 */
type Db = {
  name: string
  schemaName?: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Array<Record<string, unknown>> }>
  /** SQLite (libsql) and PostgreSQL (node-postgres): the clients Payload's adapters hold. */
  client?: { execute: (statement: { sql: string; args: unknown[] }) => Promise<{ rows: Array<Record<string, unknown>> }> }
  pool?: { query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }
}

export type Sql = {
  /** A table's qualified name. */
  table: (name: string) => string
  /** The 'YYYY-MM' of a date column (UTC). */
  month: (column: string) => string
  /** The 'YYYY-MM-DD' of a date column (UTC) as text. */
  day: (column: string) => string
  /** A checkbox column that is not set (null or false). */
  isFalse: (column: string) => string
  /** A checkbox column that is set: sargable, so an index on it is sought (unlike NOT isFalse). */
  isTrue: (column: string) => string
  /** Payload's `like` operator: case-insensitive (PostgreSQL's ILIKE; SQLite's LIKE is, for ASCII). */
  like: 'LIKE' | 'ILIKE'
  rows: (raw: string) => Promise<Array<Record<string, unknown>>>
  /**
   * A statement with bound parameters `$1`, `$2`, … (PostgreSQL's; SQLite's `?1`, `?2` are
   * written for it): the one way a request's text (a search) reaches a statement.
   */
  rowsWith: (raw: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>
}

export function sqlOf(req: PayloadRequest): Sql {
  const db = req.payload.db as unknown as Db
  const postgres = db.name === 'postgres'
  const schema = `"${(db.schemaName || 'public').replace(/"/g, '')}"`
  return {
    table: (name) => (postgres ? `${schema}."${name}"` : `"${name}"`),
    month: (column) => (postgres ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')` : `substr(${column}, 1, 7)`),
    day: (column) => (postgres ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `substr(${column}, 1, 10)`),
    isFalse: (column) => `(${column} IS NULL OR ${column} = ${postgres ? 'false' : '0'})`,
    isTrue: (column) => `${column} = ${postgres ? 'true' : '1'}`,
    like: postgres ? 'ILIKE' : 'LIKE',
    rows: async (raw) => (await db.execute({ drizzle: db.drizzle, raw })).rows,
    rowsWith: async (raw, params) => {
      if (!params.length) return (await db.execute({ drizzle: db.drizzle, raw })).rows
      if (postgres) return (await db.pool!.query(raw, params)).rows
      return (await db.client!.execute({ sql: raw.replace(/\$(\d+)/g, '?$1'), args: params })).rows
    },
  }
}

/** A validated ISO instant as an SQL literal. */
export function instant(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) throw new Error(`Not an ISO instant: ${value}`)
  return `'${value}'`
}

/**
 * The payments received in [start, end) as a derived table: on their paid date, else (none
 * recorded) when they were created. COALESCE(paidAt, createdAt) is written as its two ranges,
 * joined by UNION ALL, so the payments' (organization, status, paidAt, createdAt, …) index
 * seeks each of them and covers both (an OR of the two would be SQLite's MULTI-INDEX OR, which
 * reads each payment's row). `columns` are of the payment `p` (the index's: invoice, property,
 * amount, income category); `received` is the instant it counts at. `where` holds the rest of
 * the conditions on `p`. `end` alone: received before it; `start` alone: at or after it. Callers
 * name the derived table `rp`: a pass over it is over the period's index entries, not `p`.
 */
export function receivedPayments(sql: Sql, columns: string, where: string, start: string | null, end: string | null): string {
  const range = (column: string) => [start ? `p."${column}" >= ${start}` : null, end ? `p."${column}" < ${end}` : null].filter(Boolean).join(' AND ')
  const part = (received: string, condition: string) => `SELECT ${columns}, p."${received}" AS "received" FROM ${sql.table('payments')} p WHERE ${where} AND ${condition}`
  return `(${part('paid_at', `p."paid_at" IS NOT NULL AND ${range('paid_at')}`)} UNION ALL ${part('created_at', `p."paid_at" IS NULL AND ${range('created_at')}`)})`
}

/**
 * When an expense counts on the cash basis: its paid date, else its date (COALESCE). Written
 * exactly as the expenses' cash date index (api/db.ts) is, so a period is one range of it.
 */
export const cashDate = (alias: string) => `CASE WHEN ${alias}."paid_date" IS NULL THEN ${alias}."date" ELSE ${alias}."paid_date" END`

export const num = (value: unknown) => Number(value ?? 0) || 0
export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
/** A date column's value (Date on PostgreSQL, text on SQLite) as 'YYYY-MM-DD', or null. */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

/** What a report reads: the caller's staff organizations and, optionally, one of their properties. */
export type ReportScope = {
  sql: Sql
  /** `organization_id = 7` or `organization_id IN (7, 9)`, for the given table alias. */
  organization: (alias: string) => string
  property: number | null
}

/**
 * The caller's scope: the organizations it is staff of (a tenant, or anyone with none, gets
 * 404: the reports exist only for staff), and a property filter that must be one of theirs
 * (another organization's property is 404, as its page would be).
 */
export async function reportScope(req: PayloadRequest, property: number | null): Promise<ReportScope> {
  requireSignedIn(req)
  const { organizationIds } = await getMembership(req)
  const organizations = organizationIds.filter((id) => Number.isSafeInteger(id) && id > 0)
  if (!organizations.length) throw new NotFound(req.t)
  const sql = sqlOf(req)
  const organization = (alias: string) =>
    organizations.length === 1 ? `${alias}."organization_id" = ${organizations[0]}` : `${alias}."organization_id" IN (${organizations.join(', ')})`
  if (property !== null) {
    const found = await sql.rows(`SELECT p."id" FROM ${sql.table('properties')} p WHERE p."id" = ${property} AND ${organization('p')} AND p."deleted_at" IS NULL`)
    if (!found.length) throw new NotFound(req.t)
  }
  return { sql, organization, property }
}

/** A property's label: its nickname, else its street line. */
export const propertyLabelSql = (alias: string) => `COALESCE(NULLIF(${alias}."nickname", ''), ${alias}."address_line1")`

/**
 * The property columns of a report from the keys of its figures: each property with a figure
 * (by label, then id; a property deleted since keeps its column as 'Property #id', the
 * totals holding its figures), then `none` (figures of no property) under `noPropertyLabel`.
 */
export async function propertyColumnsOf(scope: ReportScope, keys: ReadonlySet<string>, noProperty: string, noPropertyLabel: string) {
  const ids = [...keys].filter((key) => /^\d+$/.test(key))
  const labels = ids.length
    ? await scope.sql.rows(`SELECT p."id", ${propertyLabelSql('p')} AS "label" FROM ${scope.sql.table('properties')} p WHERE ${scope.organization('p')} AND p."id" IN (${ids.join(', ')}) ORDER BY 2, 1`)
    : []
  const columns = labels.map((row) => ({ key: String(num(row.id)), label: text(row.label) }))
  const labelled = new Set(columns.map((column) => column.key))
  for (const id of ids) if (!labelled.has(id)) columns.push({ key: id, label: `Property #${id}` })
  if (keys.has(noProperty)) columns.push({ key: noProperty, label: noPropertyLabel })
  return columns
}

/** The rows one of a report's sums reads: a table with its alias, a condition, what is summed. */
export type SumSource = { alias: string; amount: string; from: string; where: string }

/**
 * The money received in [start, end) on charges, less refunds (the cash basis' income and the
 * worksheet's rents), as three sources of `p` rows: payments on their paid date, payments with
 * none recorded on their creation (COALESCE(paidAt, createdAt) as its two index ranges, as
 * `receivedPayments`), and the refunds that succeeded in the range, negative. Only payments with
 * an `income_category` (their charge's; none for a deposit) count.
 */
export function cashReceiptSources(scope: ReportScope, start: string, end: string): SumSource[] {
  const { sql } = scope
  const property = scope.property ? ` AND p."property_id" = ${scope.property}` : ''
  const received = `${scope.organization('p')} AND p."status" = 'succeeded' AND p."income_category" IS NOT NULL${property}`
  const payments = { alias: 'p', amount: 'p."amount"', from: `${sql.table('payments')} p` }
  return [
    { ...payments, where: `${received} AND p."paid_at" IS NOT NULL AND p."paid_at" >= ${start} AND p."paid_at" < ${end}` },
    { ...payments, where: `${received} AND p."paid_at" IS NULL AND p."created_at" >= ${start} AND p."created_at" < ${end}` },
    {
      alias: 'p',
      amount: '-r."amount"',
      from: `${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p`,
      where: `p."id" = r."_parent_id" AND ${scope.organization('p')} AND r."status" = 'succeeded' AND p."income_category" IS NOT NULL AND r."created_at" >= ${start} AND r."created_at" < ${end}${property}`,
    },
  ]
}

/**
 * `sums` over a source's rows as rows of ("col", sums…): with a `column`, one row of that column;
 * without (null), one row per property column — the property's id, NO_PROPERTY for none — and
 * with `columns` only the rows of those property columns (`ofPropertyColumns`).
 */
export function sumsSql(source: SumSource & { column: string | null }, sums: string, columns: readonly string[] | null = null): string {
  const { alias, column, from, where } = source
  return column === null
    ? `SELECT COALESCE(CAST(${alias}."property_id" AS TEXT), '${NO_PROPERTY}') AS "col", ${sums} FROM ${from} WHERE ${where}${ofPropertyColumns(alias, columns)} GROUP BY ${alias}."property_id"`
    : `SELECT '${column}' AS "col", ${sums} FROM ${from} WHERE ${where}`
}

/**
 * Only the rows of these property columns (a page of them, `pageOf`: their property indexes
 * are sought), `none` meaning no property; null: every column.
 */
function ofPropertyColumns(alias: string, columns: readonly string[] | null, noProperty = NO_PROPERTY): string {
  if (!columns) return ''
  const ids = columns.filter((key) => /^\d+$/.test(key))
  const parts = [ids.length ? `${alias}."property_id" IN (${ids.join(', ')})` : null, columns.includes(noProperty) ? `${alias}."property_id" IS NULL` : null].filter(Boolean)
  return parts.length ? ` AND (${parts.join(' OR ')})` : ' AND 1 = 0'
}

/**
 * The property columns of a report by property without summing it: the properties (and `none`)
 * with at least one row in one of `sources` (a table with its alias, and the rows of one of the
 * report's sums; `amount` not null, as a sum counts it) — exactly the keys of the report's
 * figures, each row being in one of its sums. A pass over the period's index entries,
 * deduplicated (UNION) on the integer ids, instead of grouping every row by property (issue 18).
 */
export async function propertyKeysOf(scope: ReportScope, sources: readonly SumSource[], noProperty = NO_PROPERTY): Promise<Set<string>> {
  const rows = await scope.sql.rows(sources.map(({ alias, amount, from, where }) => `SELECT ${alias}."property_id" AS "col" FROM ${from} WHERE ${where} AND ${amount} IS NOT NULL`).join(' UNION '))
  return new Set(rows.map((row) => (row.col === null || row.col === undefined ? noProperty : String(num(row.col)))))
}

/**
 * One sum per category as columns of one row (`c0`, `c1`, …, in the order of `categories`; with
 * `lastTakesRest` the last one also takes any other value and none, as the reports' `asCategory`
 * does): a range's figures by category without a GROUP BY, so the database sums the range as it
 * reads it instead of sorting its rows (ADR 030). A sum is null when no row has that category
 * (the figure is absent, as a group would be). `excluded`: rows left out of every sum. The
 * categories are the code's constants, never the request's.
 */
export function pivot(categories: readonly string[], category: string, amount: string, { excluded, lastTakesRest = true }: { excluded?: string; lastTakesRest?: boolean } = {}): string {
  const others = categories.slice(0, -1).map((each) => `'${each}'`).join(', ')
  return categories
    .map((each, index) => {
      const is = lastTakesRest && index === categories.length - 1 ? `(${category} IS NULL OR ${category} NOT IN (${others}))` : `${category} = '${each}'`
      return `SUM(CASE WHEN ${excluded ? `${excluded} THEN NULL WHEN ` : ''}${is} THEN ${amount} END) AS "c${index}"`
    })
    .join(', ')
}

/**
 * What a range's sums are by: the category column, its values (the code's constants, which are
 * the select field's options — the column's only values), and whether a row may have none (it
 * then counts under the last value, as the reports' `asCategory` does).
 */
export type CategoryColumn = { column: string; values: readonly string[]; nullable?: boolean }

/**
 * A range's `sums` by category as rows of ("col", "category", sums…), for a source of one
 * column (a month, the period): `category IN (…)` with GROUP BY the category, so over an index
 * that leads with (organization, …, category, date) each category's rows are one index range
 * read in the group's order — no sort of the period's rows (a GROUP BY over a date index), and no
 * CASE per category evaluated on every row (`pivot`: 3× the cost of reading the range; ADR 030).
 * A nullable category adds the range of no category (`IS NULL`, a seek too). A category with no
 * row gives no row; a row whose sums are all null (e.g. only excluded rows) gives no figure.
 */
export function categorySumsSql(source: SumSource & { column: string }, category: CategoryColumn, sums: string): string {
  const { column, from, where } = source
  const part = (condition: string, value: string) => `SELECT '${column}' AS "col", ${value} AS "category", ${sums} FROM ${from} WHERE ${where} AND ${condition}`
  const values = `${category.column} IN (${category.values.map((value) => `'${value}'`).join(', ')})`
  return [`${part(values, category.column)} GROUP BY ${category.column}`, ...(category.nullable ? [part(`${category.column} IS NULL`, 'NULL')] : [])].join(' UNION ALL ')
}

/** The figures of rows by category (`categorySumsSql`): one per row whose `sum` is not null; no category counts under the last. */
export function categoryFigures<T extends string>(rows: Array<Record<string, unknown>>, categories: readonly T[], sum = 'amount'): Array<{ column: string; category: T; amount: number }> {
  return rows.flatMap((row) => {
    const value = row[sum]
    if (value === null || value === undefined) return []
    const category = (categories as readonly unknown[]).includes(row.category) ? (row.category as T) : categories[categories.length - 1]!
    return [{ column: text(row.col), category, amount: num(value) }]
  })
}

/** The figures of pivoted rows: one per category column that is not null. */
export function unpivot<T extends string>(rows: Array<Record<string, unknown>>, categories: readonly T[]): Array<{ column: string; category: T; amount: number }> {
  return rows.flatMap((row) =>
    categories.flatMap((category, index) => {
      const value = row[`c${index}`]
      return value === null || value === undefined ? [] : [{ column: text(row.col), category, amount: num(value) }]
    }),
  )
}
