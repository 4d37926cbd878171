import { ClientError } from '@api/errors'
import { MAX_PAGE_SIZE } from '@common/limits'

/**
 * What the list endpoints that read a page in SQL share (GET /api/invoices/rows, GET
 * /api/leases/rows; ADR 045): their parameters read strictly (a value they cannot read is a 400
 * naming it, never a 500) and their columns in Payload's shape on both adapters.
 */

/** An address group as the lists read it. */
export type RowAddress = { line1: string | null; line2: string | null; city: string | null; state: string | null; postalCode: string | null }

/** A positive whole number written in decimal, or null. */
export const positiveId = (value: unknown) => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A parameter that may be given once or repeated, as a list ('' and absent: none). */
export const listOf = (value: unknown): unknown[] => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])

/** A query parameter that must be one of `allowed`, or a 400 naming it. */
export function oneOfParam<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new ClientError(`Unknown ${name}: ${String(value)}`)
}

/**
 * `page`, `limit` (10 by default, at most MAX_PAGE_SIZE) and `sort` (one of `fields`, `-` for
 * descending; `defaultSort` when absent) of a list endpoint's query.
 */
export function pageParams<F extends string>(query: Record<string, unknown>, fields: readonly F[], defaultSort: string) {
  const page = query.page === undefined ? 1 : positiveId(query.page)
  const limit = query.limit === undefined ? 10 : positiveId(query.limit)
  if (!page) throw new ClientError('page must be a positive whole number.')
  if (!limit || limit > MAX_PAGE_SIZE) throw new ClientError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  const rawSort = typeof query.sort === 'string' && query.sort ? query.sort : defaultSort
  return { page, limit, descending: rawSort.startsWith('-'), sortField: oneOfParam<F>('sort', rawSort.replace(/^-/, ''), fields) }
}

/** `organization_id = 7` or `organization_id IN (7, 9)` of an alias, for the caller's organizations (null: none). */
export function organizationCondition(alias: string, organizationIds: readonly unknown[]): string | null {
  const organizations = organizationIds.map((id) => positiveId(String(id))).filter((id): id is number => id !== null)
  if (!organizations.length) return null
  // One organization (almost every caller) is an equality: the list's index is walked in order (ADR 026).
  return organizations.length === 1 ? `${alias}."organization_id" = ${organizations[0]}` : `${alias}."organization_id" IN (${organizations.join(', ')})`
}

export const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** A date column as Payload returns it: an ISO instant (PostgreSQL's driver gives a Date, SQLite the stored text). */
export const instantOrNull = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())

/** The address columns of an alias, selected as `<alias>_line1`, … (read back by `addressOf`). */
export const addressColumns = (alias: string) => ['line1', 'line2', 'city', 'state', 'postal_code'].map((part) => `${alias}."address_${part}" AS "${alias}_${part}"`).join(', ')

export const addressOf = (row: Record<string, unknown>, alias: string): RowAddress => ({
  line1: textOrNull(row[`${alias}_line1`]),
  line2: textOrNull(row[`${alias}_line2`]),
  city: textOrNull(row[`${alias}_city`]),
  state: textOrNull(row[`${alias}_state`]),
  postalCode: textOrNull(row[`${alias}_postal_code`]),
})
