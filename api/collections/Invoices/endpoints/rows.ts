import type { Endpoint, PayloadRequest } from 'payload'
import { getMembership } from '@api/access/membership'
import { ClientError } from '@api/errors'
import { sqlOf } from '@api/reports/sql'
import { MAX_PAGE_SIZE } from '@common/limits'
import { INVOICE_CATEGORIES, INVOICE_STATUSES, type InvoiceCategory, type InvoiceStatus } from '@common/invoices'
import { reportDate } from '@common/reports'
import { requireSignedIn } from './shared'

/** An address group as the lists read it. */
export type RowAddress = { line1: string | null; line2: string | null; city: string | null; state: string | null; postalCode: string | null }

/**
 * One row of the transactions lists: the invoice's columns the list shows, with its lease,
 * unit and property as Payload returns them populated at depth 1 (the populated fields only),
 * or the bare id when that document is gone (in the trash) — so the page reads it as before.
 */
export type InvoiceListRow = {
  id: number
  dueDate: string | null
  paidAt: string | null
  to: { name: string | null; organizationName: string | null }
  lease: { id: number; nickname: string | null } | null
  unit: { id: number; name: string | null; address: RowAddress } | null
  property: { id: number; nickname: string | null; address: RowAddress } | null
  category: InvoiceCategory | null
  total: number
  amountDue: number
  status: InvoiceStatus
}

export type InvoiceRowsPage = { docs: InvoiceListRow[]; page: number; hasNextPage: boolean; lastPage?: number }

/** The sorts of the lists, each with its tie-breaker in the same direction (ADR 026). */
const SORT_COLUMNS = { dueDate: 'due_date', paidAt: 'paid_at', createdAt: 'created_at' } as const
type SortField = keyof typeof SORT_COLUMNS

const SCOPES = ['lease', 'property', 'unit'] as const

const positiveId = (value: unknown) => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const listOf = (value: unknown): unknown[] => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])

/** A query parameter that must be one of `allowed`, or a 400 naming it. */
function oneOfParam<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new ClientError(`Unknown ${name}: ${String(value)}`)
}

/**
 * GET /api/invoices/rows — one page of the caller's organizations' charges as the transactions
 * lists show them (ADR 045): `lease`, `property`, `unit` (ids), `status` (one or more),
 * `category`, `dueFrom`/`dueTo` (calendar days, inclusive), `sort` (`dueDate`, `paidAt`,
 * `createdAt`, `-` for descending; ties by creation in the same direction), `page`, `limit`
 * (≤ MAX_PAGE_SIZE). It is the collection's find at depth 1 with the lease's nickname and the
 * unit's and property's names and addresses populated — the same rows, order and
 * pagination, one row more read than shown to know whether a next page exists (ADR 037) —
 * written as one statement: Payload's find builds, checks and reads four (the page and one
 * per populated collection), which was a fifth of the list page's server CPU.
 *
 * Its scope is the caller's staff organizations, as the collection's read access gives them:
 * a tenant or a stranger gets an empty page. A related document is read only in the
 * invoice's own organization and out of the trash, as its own read access and Payload's
 * population would. Only validated integers, dates and constants reach the statement.
 */
export const rowsEndpoint: Endpoint = {
  path: '/rows',
  method: 'get',
  handler: async (req) => Response.json(await invoiceRows(req)),
}

export async function invoiceRows(req: PayloadRequest): Promise<InvoiceRowsPage> {
  requireSignedIn(req)
  const query = req.query ?? {}
  const page = query.page === undefined ? 1 : positiveId(query.page)
  const limit = query.limit === undefined ? 10 : positiveId(query.limit)
  if (!page) throw new ClientError('page must be a positive whole number.')
  if (!limit || limit > MAX_PAGE_SIZE) throw new ClientError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  const rawSort = typeof query.sort === 'string' && query.sort ? query.sort : '-dueDate'
  const descending = rawSort.startsWith('-')
  const sortField = oneOfParam<SortField>('sort', rawSort.replace(/^-/, ''), Object.keys(SORT_COLUMNS) as SortField[])

  const conditions = [`i."kind" = 'charge'`]
  for (const scope of SCOPES) {
    if (query[scope] === undefined || query[scope] === '') continue
    const id = positiveId(query[scope])
    if (!id) throw new ClientError(`${scope} must be an id.`)
    conditions.push(`i."${scope}_id" = ${id}`)
  }
  const statuses = [...new Set(listOf(query.status).map((status) => oneOfParam<InvoiceStatus>('status', status, INVOICE_STATUSES)))]
  if (statuses.length) conditions.push(statuses.length === 1 ? `i."status" = '${statuses[0]}'` : `i."status" IN (${statuses.map((status) => `'${status}'`).join(', ')})`)
  if (query.category !== undefined && query.category !== '') conditions.push(`i."category" = '${oneOfParam<InvoiceCategory>('category', query.category, INVOICE_CATEGORIES)}'`)
  for (const [name, bound] of [
    ['dueFrom', `>= '{day}T00:00:00.000Z'`],
    ['dueTo', `<= '{day}T23:59:59.999Z'`],
  ] as const) {
    if (query[name] === undefined || query[name] === '') continue
    const day = reportDate(typeof query[name] === 'string' ? query[name] : null)
    if (!day) throw new ClientError(`${name} must be a date (YYYY-MM-DD).`)
    conditions.push(`i."due_date" ${bound.replace('{day}', day)}`)
  }

  const { organizationIds } = await getMembership(req)
  const organizations = organizationIds.map((id) => positiveId(String(id))).filter((id): id is number => id !== null)
  if (!organizations.length) return { docs: [], page, hasNextPage: false }
  // One organization (almost every caller) is an equality: the list's index is walked in order (ADR 026).
  conditions.unshift(organizations.length === 1 ? `i."organization_id" = ${organizations[0]}` : `i."organization_id" IN (${organizations.join(', ')})`)

  const sql = sqlOf(req)
  const where = conditions.join(' AND ')
  const direction = descending ? 'DESC' : 'ASC'
  const orderBy = sortField === 'createdAt' ? `i."created_at" ${direction}` : `i."${SORT_COLUMNS[sortField]}" ${direction}, i."created_at" ${direction}`
  const related = (table: string, alias: string, column: string) =>
    `LEFT JOIN ${sql.table(table)} ${alias} ON ${alias}."id" = i."${column}" AND ${alias}."organization_id" = i."organization_id" AND ${alias}."deleted_at" IS NULL`
  const rows = await sql.rows(`
    SELECT i."id", i."due_date", i."paid_at", i."to_name", i."to_organization_name",
      i."category", i."total", i."amount_due", i."status",
      l."id" AS "l_id", l."nickname" AS "l_nickname",
      u."id" AS "u_id", u."name" AS "u_name", ${addressColumns('u')},
      p."id" AS "p_id", p."nickname" AS "p_nickname", ${addressColumns('p')}
    FROM ${sql.table('invoices')} i
    ${related('leases', 'l', 'lease_id')}
    ${related('units', 'u', 'unit_id')}
    ${related('properties', 'p', 'property_id')}
    WHERE ${where}
    ORDER BY ${orderBy}
    LIMIT ${limit + 1} OFFSET ${(page - 1) * limit}`)
  const docs = rows.slice(0, limit).map(toRow)
  if (docs.length > 0 || page === 1) return { docs, page, hasNextPage: rows.length > limit }
  // Past the end: the last page, for the list to go to (ADR 037).
  const [{ n }] = await sql.rows(`SELECT COUNT(*) AS "n" FROM ${sql.table('invoices')} i WHERE ${where}`)
  return { docs: [], page, hasNextPage: false, lastPage: Math.max(Math.ceil((Number(n) || 0) / limit), 1) }
}

/** The address group's columns of the table aliased `alias`, read back by `addressOf`. */
export const addressColumns = (alias: string) => ['line1', 'line2', 'city', 'state', 'postal_code'].map((part) => `${alias}."address_${part}" AS "${alias}_${part}"`).join(', ')
export const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value))
/** A date column as Payload returns it: an ISO instant (PostgreSQL's driver gives a Date, SQLite the stored text). */
export const instantOrNull = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())
export const addressOf = (row: Record<string, unknown>, alias: string): RowAddress => ({
  line1: textOrNull(row[`${alias}_line1`]),
  line2: textOrNull(row[`${alias}_line2`]),
  city: textOrNull(row[`${alias}_city`]),
  state: textOrNull(row[`${alias}_state`]),
  postalCode: textOrNull(row[`${alias}_postal_code`]),
})

function toRow(row: Record<string, unknown>): InvoiceListRow {
  return {
    id: Number(row.id),
    dueDate: instantOrNull(row.due_date),
    paidAt: instantOrNull(row.paid_at),
    to: { name: textOrNull(row.to_name), organizationName: textOrNull(row.to_organization_name) },
    lease: row.l_id != null ? { id: Number(row.l_id), nickname: textOrNull(row.l_nickname) } : null,
    unit: row.u_id != null ? { id: Number(row.u_id), name: textOrNull(row.u_name), address: addressOf(row, 'u') } : null,
    property: row.p_id != null ? { id: Number(row.p_id), nickname: textOrNull(row.p_nickname), address: addressOf(row, 'p') } : null,
    category: textOrNull(row.category) as InvoiceCategory | null,
    total: Number(row.total ?? 0) || 0,
    amountDue: Number(row.amount_due ?? 0) || 0,
    status: (textOrNull(row.status) ?? 'open') as InvoiceStatus,
  }
}
