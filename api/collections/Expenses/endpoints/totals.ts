import type { Endpoint, PayloadRequest } from 'payload'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { dayStart, EXPENSE_CATEGORIES, nextDay, readExpenseFilters, TAX_CATEGORIES, type ExpenseCategory, type ExpenseTotals, type TaxCategory } from '@common/expenses'

type SqlTag = typeof import('@payloadcms/db-sqlite').sql
type RawDatabase = { name: string; schemaName?: string; drizzle: { all?: (statement: unknown) => Promise<unknown[]>; execute?: (statement: unknown) => Promise<{ rows: unknown[] }> } }

/** The adapter's own drizzle `sql` tag (each adapter bundles its drizzle): values are bound, never spliced. */
async function sqlTagOf(db: RawDatabase): Promise<SqlTag> {
  return db.name === 'postgres' ? ((await import('@payloadcms/db-postgres')).sql as unknown as SqlTag) : (await import('@payloadcms/db-sqlite')).sql
}

/**
 * GET /api/expenses/totals?<the list's filters> — the total and the sums by category and by
 * tax category of the caller's organization's expenses that the list's filters select
 * (product-spec §2 expenses: the totals strip). Payload's REST API has no aggregates, and a
 * strip must not sum pages in the browser: one GROUP BY through the list's indexes (ADR 026,
 * 029). Staff only, like the collection: anyone else sums nothing.
 */
export const expenseTotalsEndpoint: Endpoint = {
  path: '/totals',
  method: 'get',
  handler: async (req) => Response.json(await expenseTotals(req, queryParams(req.query))),
}

/** Payload's parsed query (`category[0]=a` or `category=a&category=b` alike) as the list's URL parameters. */
function queryParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [value]
    for (const entry of values) if (typeof entry === 'string' || typeof entry === 'number') params.append(key, String(entry))
  }
  return params
}

export async function expenseTotals(req: PayloadRequest, params: URLSearchParams): Promise<ExpenseTotals> {
  if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
  const totals: ExpenseTotals = { total: 0, count: 0, byCategory: [], byTaxCategory: [] }
  const organizations = isAdmin(req) ? null : (await getMembership(req)).organizationIds
  if (organizations && !organizations.length) return totals
  const filters = readExpenseFilters(params)
  const db = req.payload.db as unknown as RawDatabase
  const sql = await sqlTagOf(db)
  const table = sql.raw(db.name === 'postgres' ? `"${(db.schemaName || 'public').replace(/"/g, '')}"."expenses"` : '"expenses"')
  const conditions = [sql`1 = 1`]
  // One organization (almost every caller) is an equality: an index range, not a merge of ranges.
  if (organizations) conditions.push(organizations.length === 1 ? sql`organization_id = ${organizations[0]}` : sql`organization_id IN (${sql.join(organizations.map((id) => sql`${id}`), sql`, `)})`)
  if (filters.from) conditions.push(sql`date >= ${dayStart(filters.from)}`)
  if (filters.to) conditions.push(sql`date < ${dayStart(nextDay(filters.to))}`)
  if (filters.property) conditions.push(sql`property_id = ${filters.property}`)
  if (filters.unit) conditions.push(sql`unit_id = ${filters.unit}`)
  if (filters.categories.length) conditions.push(sql`category IN (${sql.join(filters.categories.map((value) => sql`${value}`), sql`, `)})`)
  if (filters.taxCategories.length) conditions.push(sql`tax_category IN (${sql.join(filters.taxCategories.map((value) => sql`${value}`), sql`, `)})`)
  if (filters.payee) conditions.push(sql`LOWER(payee_name) LIKE ${`%${filters.payee.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`} ESCAPE '\\'`)
  const statement = sql`SELECT category, tax_category, COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM ${table} WHERE ${sql.join(conditions, sql` AND `)} GROUP BY category, tax_category`
  const rows = (db.drizzle.all ? await db.drizzle.all(statement) : (await db.drizzle.execute!(statement)).rows) as Array<Record<string, unknown>>
  const byCategory = new Map<ExpenseCategory, { amount: number; count: number }>()
  const byTaxCategory = new Map<TaxCategory, { amount: number; count: number }>()
  for (const row of rows) {
    const amount = Number(row.amount ?? 0) || 0
    const count = Number(row.n ?? 0) || 0
    totals.total += amount
    totals.count += count
    const category = row.category as ExpenseCategory
    const taxCategory = row.tax_category as TaxCategory
    byCategory.set(category, { amount: (byCategory.get(category)?.amount ?? 0) + amount, count: (byCategory.get(category)?.count ?? 0) + count })
    byTaxCategory.set(taxCategory, { amount: (byTaxCategory.get(taxCategory)?.amount ?? 0) + amount, count: (byTaxCategory.get(taxCategory)?.count ?? 0) + count })
  }
  // In the vocabulary's order (the strip and the reports read them as they are).
  totals.byCategory = EXPENSE_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => ({ category, ...byCategory.get(category)! }))
  totals.byTaxCategory = TAX_CATEGORIES.filter((category) => byTaxCategory.has(category)).map((taxCategory) => ({ taxCategory, ...byTaxCategory.get(taxCategory)! }))
  return totals
}
