import type { Endpoint, PayloadRequest } from 'payload'
import { getMembership } from '@api/access/membership'
import { requireSignedIn } from '@api/collections/Invoices/endpoints/shared'
import { ClientError } from '@api/errors'
import { sqlOf } from '@api/reports/sql'
import { addressColumns, addressOf, instantOrNull, listOf, oneOfParam, organizationCondition, pageParams, positiveId, textOrNull, type RowAddress } from '@api/utilities/listRows'
import { LEASE_STATUSES, type LeaseStatus } from '@common/portfolio'

/**
 * One row of the leases list: the lease's columns the list shows, with its unit, property,
 * contacts and invitations as Payload's find at depth 1 returns them populated (the populated
 * fields only): null for a unit or property that cannot be read (in the trash), the contacts
 * in the relationship's order without those that cannot be read (as Payload leaves them out of
 * a populated hasMany), the invitations newest first (the join's 50).
 */
export type LeaseListRow = {
  id: number
  nickname: string | null
  status: LeaseStatus
  unit: { id: number; name: string | null; address: RowAddress } | null
  property: { id: number; nickname: string | null; address: RowAddress } | null
  contacts: Array<{ id: number; firstName: string | null; lastName: string | null; email: string | null }>
  invitations: Array<{ id: number; contact: number | null; status: string | null }>
  startDate: string | null
  endDate: string | null
  rent: number
  archived: boolean
}

export type LeaseRowsPage = { docs: LeaseListRow[]; page: number; hasNextPage: boolean; lastPage?: number }

/** The list's sorts, each with its tie-breaker in the same direction (ADR 026, `withTieBreaker`). */
const SORT_COLUMNS = { startDate: 'start_date', endDate: 'end_date', rent: 'rent', status: 'status', nickname: 'nickname', createdAt: 'created_at' } as const
type SortField = keyof typeof SORT_COLUMNS

const LEASE_ROWS_ARCHIVED = ['exclude', 'include', 'only'] as const
type Archived = (typeof LEASE_ROWS_ARCHIVED)[number]

/** The join field's page of invitations per lease (`defaultLimit` of the leases' `invitations`). */
const INVITATIONS_PER_LEASE = 50

/**
 * GET /api/leases/rows — one page of the caller's organizations' leases as the leases list
 * shows them (ADR 045 amendment): `tab` (one status: the list's Upcoming, Draft or Past tab),
 * `status` (one or more: the filter), `property` (an id), `archived` (`exclude`, the default;
 * `include`; `only`), `q` (a search of the nickname and the unit's street and city, Payload's
 * `like`: every word, anywhere, case-insensitive), `sort` (`startDate`, `endDate`, `rent`,
 * `status`, `nickname`, `createdAt`; `-` for descending; ties by creation in the same
 * direction), `page`, `limit` (≤ MAX_PAGE_SIZE).
 *
 * It is the collection's find at depth 1 with the unit's name and address, the property's
 * nickname and address, the contacts' names and e-mail and the invitations' contact and status
 * populated — the same rows, order and pagination, one row more read than shown to know
 * whether a next page exists (ADR 037) — in two statements: the page with its unit and
 * property (each by primary key), then the page's contacts and invitations. Payload's find
 * builds, checks and reads one statement per populated collection and the join.
 *
 * Its scope is the caller's staff organizations, as the collection's read access gives them:
 * a tenant or a stranger gets an empty page. A related document is read only in the lease's
 * own organization and out of the trash. The search's words are bound parameters; only
 * validated integers and constants are written into the statements.
 */
export const leaseRowsEndpoint: Endpoint = {
  path: '/rows',
  method: 'get',
  handler: async (req) => Response.json(await leaseRows(req)),
}

export async function leaseRows(req: PayloadRequest): Promise<LeaseRowsPage> {
  requireSignedIn(req)
  const query = req.query ?? {}
  const { page, limit, descending, sortField } = pageParams(query, Object.keys(SORT_COLUMNS) as SortField[], '-startDate')
  const sql = sqlOf(req)

  const conditions = [`l."deleted_at" IS NULL`]
  if (query.tab !== undefined && query.tab !== '') conditions.push(`l."status" = '${oneOfParam<LeaseStatus>('tab', query.tab, LEASE_STATUSES)}'`)
  const statuses = [...new Set(listOf(query.status).map((status) => oneOfParam<LeaseStatus>('status', status, LEASE_STATUSES)))]
  if (statuses.length) conditions.push(`l."status" IN (${statuses.map((status) => `'${status}'`).join(', ')})`)
  if (query.property !== undefined && query.property !== '') {
    const property = positiveId(query.property)
    if (!property) throw new ClientError('property must be an id.')
    conditions.push(`l."property_id" = ${property}`)
  }
  const archived = query.archived === undefined || query.archived === '' ? 'exclude' : oneOfParam<Archived>('archived', query.archived, LEASE_ROWS_ARCHIVED)
  if (archived === 'exclude') conditions.push(sql.isFalse('l."archived"'))
  if (archived === 'only') conditions.push(sql.isTrue('l."archived"'))
  // Payload's `like`: each word (split at single spaces, as it does) anywhere in the value.
  const params: string[] = []
  if (query.q !== undefined && query.q !== '') {
    // PostgreSQL refuses a NUL in a text parameter: a 400 here, never its error.
    if (typeof query.q !== 'string' || query.q.length > 100 || query.q.includes('\0')) throw new ClientError('q must be a text of at most 100 characters.')
    const like = sql.like
    const words = query.q.split(' ').map((word) => {
      params.push(`%${word}%`)
      return `$${params.length}`
    })
    const matches = (column: string) => `(${words.map((word) => `${column} ${like} ${word}`).join(' AND ')})`
    conditions.push(`(${[matches('l."nickname"'), matches('u."address_line1"'), matches('u."address_line2"'), matches('u."address_city"')].join(' OR ')})`)
  }

  const organization = organizationCondition('l', (await getMembership(req)).organizationIds)
  if (!organization) return { docs: [], page, hasNextPage: false }
  conditions.unshift(organization)

  const where = conditions.join(' AND ')
  const direction = descending ? 'DESC' : 'ASC'
  const orderBy = sortField === 'createdAt' ? `l."created_at" ${direction}` : `l."${SORT_COLUMNS[sortField]}" ${direction}, l."created_at" ${direction}`
  // The unit is joined whatever its state: the search reads its address as Payload's does (a
  // join on the relationship, trash and all); the row shows it only when it may be read.
  const units = `LEFT JOIN ${sql.table('units')} u ON u."id" = l."unit_id"`
  const rows = await sql.rowsWith(
    `
    SELECT l."id", l."organization_id", l."nickname", l."status", l."start_date", l."end_date", l."rent", l."archived",
      u."id" AS "u_id", u."organization_id" AS "u_organization_id", u."deleted_at" AS "u_deleted_at", u."name" AS "u_name", ${addressColumns('u')},
      p."id" AS "p_id", p."nickname" AS "p_nickname", ${addressColumns('p')}
    FROM ${sql.table('leases')} l
    ${units}
    LEFT JOIN ${sql.table('properties')} p ON p."id" = l."property_id" AND p."organization_id" = l."organization_id" AND p."deleted_at" IS NULL
    WHERE ${where}
    ORDER BY ${orderBy}
    LIMIT ${limit + 1} OFFSET ${(page - 1) * limit}`,
    params,
  )
  const pageRows = rows.slice(0, limit)
  if (pageRows.length === 0 && page > 1) {
    // Past the end: the last page, for the list to go to (ADR 037).
    const [{ n }] = await sql.rowsWith(`SELECT COUNT(*) AS "n" FROM ${sql.table('leases')} l ${params.length ? units : ''} WHERE ${where}`, params)
    return { docs: [], page, hasNextPage: false, lastPage: Math.max(Math.ceil((Number(n) || 0) / limit), 1) }
  }
  const related = await relatedOf(req, pageRows)
  return { docs: pageRows.map((row) => toRow(row, related)), page, hasNextPage: rows.length > limit }
}

type Related = { contacts: Map<number, LeaseListRow['contacts']>; invitations: Map<number, LeaseListRow['invitations']> }

/**
 * The page's contacts (in the relationship's order; one in the trash or of another
 * organization left out, as Payload's population leaves it) and invitations (newest first, at most the
 * join's page per lease; only the lease's organization's), in one statement.
 */
async function relatedOf(req: PayloadRequest, rows: Array<Record<string, unknown>>): Promise<Related> {
  const related: Related = { contacts: new Map(), invitations: new Map() }
  if (!rows.length) return related
  const sql = sqlOf(req)
  // Each lease's organization: a contact or invitation is read only in it (checked here, so each
  // table is sought by the page's leases alone: the relationship's and the invitations' lease index).
  const organizationOf = new Map(rows.map((row) => [Number(row.id), Number(row.organization_id)]))
  const leases = [...organizationOf.keys()].join(', ')
  const found = (
    await sql.rows(`
    SELECT 'c' AS "kind", r."parent_id" AS "lease", r."order" AS "position", r."contacts_id" AS "contact", c."organization_id" AS "organization",
      c."id" AS "c_id", c."first_name", c."last_name", c."email", NULL AS "status", NULL AS "created_at"
    FROM ${sql.table('leases_rels')} r
    LEFT JOIN ${sql.table('contacts')} c ON c."id" = r."contacts_id" AND c."deleted_at" IS NULL
    WHERE r."parent_id" IN (${leases}) AND r."path" = 'contacts'
    UNION ALL
    SELECT 'i', v."lease_id", v."id", v."contact_id", v."organization_id", NULL, NULL, NULL, NULL, v."status", v."created_at"
    FROM ${sql.table('invitations')} v
    WHERE v."lease_id" IN (${leases})`)
  ).filter((row) => row.organization != null && Number(row.organization) === organizationOf.get(Number(row.lease)))
  const contacts = found.filter((row) => row.kind === 'c').sort((a, b) => Number(a.lease) - Number(b.lease) || Number(a.position) - Number(b.position))
  for (const row of contacts) {
    const list = related.contacts.get(Number(row.lease)) ?? []
    list.push({ id: Number(row.c_id), firstName: textOrNull(row.first_name), lastName: textOrNull(row.last_name), email: textOrNull(row.email) })
    related.contacts.set(Number(row.lease), list)
  }
  const newestFirst = found
    .filter((row) => row.kind === 'i')
    .map((row) => ({ row, at: instantOrNull(row.created_at) ?? '' }))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : Number(b.row.position) - Number(a.row.position)))
  for (const { row } of newestFirst) {
    const list = related.invitations.get(Number(row.lease)) ?? []
    if (list.length < INVITATIONS_PER_LEASE) list.push({ id: Number(row.position), contact: row.contact != null ? Number(row.contact) : null, status: textOrNull(row.status) })
    related.invitations.set(Number(row.lease), list)
  }
  return related
}

const isSet = (value: unknown) => value === true || value === 1 || value === '1' || value === 't'

function toRow(row: Record<string, unknown>, related: Related): LeaseListRow {
  const id = Number(row.id)
  const unitReadable = row.u_id != null && row.u_deleted_at == null && Number(row.u_organization_id) === Number(row.organization_id)
  return {
    id,
    nickname: textOrNull(row.nickname),
    status: (textOrNull(row.status) ?? 'draft') as LeaseStatus,
    unit: unitReadable ? { id: Number(row.u_id), name: textOrNull(row.u_name), address: addressOf(row, 'u') } : null,
    property: row.p_id != null ? { id: Number(row.p_id), nickname: textOrNull(row.p_nickname), address: addressOf(row, 'p') } : null,
    contacts: related.contacts.get(id) ?? [],
    invitations: related.invitations.get(id) ?? [],
    startDate: instantOrNull(row.start_date),
    endDate: instantOrNull(row.end_date),
    rent: Number(row.rent ?? 0) || 0,
    archived: isSet(row.archived),
  }
}
