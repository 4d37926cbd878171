import type { Endpoint, PayloadRequest } from 'payload'
import { getMembership } from '../../../access/membership'
import { requireSignedIn } from './shared'

/** The transactions pages' totals strip (issue 8): what is open, what is overdue, what was paid this month. */
export type InvoiceTotals = {
  openAmountDue: number
  openCount: number
  overdueAmount: number
  overdueCount: number
  paidThisMonth: number
  paidThisMonthCount: number
  /** The first instant of the month 'paid this month' counts from (UTC). */
  monthStart: string
}

const SCOPES = ['lease', 'property', 'unit'] as const
const positiveId = (value: unknown) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The first instant of `now`'s month (UTC), as the API stores dates. */
export function monthStartOf(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
}

/**
 * GET /api/invoices/totals?lease=&property=&unit= — sums over the caller's organizations'
 * charges (security deposits are money held, not income): the amount due of open, partially
 * paid and overdue invoices, the amount due of the overdue ones, and the totals of invoices
 * paid since the first of the month. Payload's REST API has no aggregates and summing
 * 100,000 invoices through pages is out of the question, so this is one SQL statement over
 * the (organization, kind, status, dueDate) index. Its scope is the caller's staff
 * organizations, read like the collection's access does: a tenant or a stranger gets zeros.
 */
export const totalsEndpoint: Endpoint = {
  path: '/totals',
  method: 'get',
  handler: async (req) => Response.json(await invoiceTotals(req)),
}

export async function invoiceTotals(req: PayloadRequest): Promise<InvoiceTotals> {
  requireSignedIn(req)
  const monthStart = monthStartOf(new Date())
  const { organizationIds } = await getMembership(req)
  const empty: InvoiceTotals = { openAmountDue: 0, openCount: 0, overdueAmount: 0, overdueCount: 0, paidThisMonth: 0, paidThisMonthCount: 0, monthStart }
  const organizations = organizationIds.map(positiveId).filter((id): id is number => id !== null)
  if (!organizations.length) return empty

  // Only validated integers and constants reach the statement.
  const conditions = [`organization_id IN (${organizations.join(', ')})`, `kind = 'charge'`]
  for (const scope of SCOPES) {
    const raw = req.query?.[scope]
    if (raw === undefined || raw === '') continue
    const id = positiveId(raw)
    if (id === null) return empty
    conditions.push(`${scope}_id = ${id}`)
  }
  const db = req.payload.db as unknown as {
    name: string
    schemaName?: string
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Array<Record<string, unknown>> }>
  }
  const table = db.name === 'postgres' ? `"${(db.schemaName || 'public').replace(/"/g, '')}"."invoices"` : '"invoices"'
  const where = conditions.join(' AND ')
  // Two index ranges: the unpaid statuses, and this month's paid invoices (status 'paid', then paid_at).
  const raw = `
    SELECT
      COALESCE(SUM(CASE WHEN status IN ('open', 'partially-paid', 'overdue') THEN amount_due ELSE 0 END), 0) AS open_amount,
      COALESCE(SUM(CASE WHEN status IN ('open', 'partially-paid', 'overdue') THEN 1 ELSE 0 END), 0) AS open_count,
      COALESCE(SUM(CASE WHEN status = 'overdue' THEN amount_due ELSE 0 END), 0) AS overdue_amount,
      COALESCE(SUM(CASE WHEN status = 'overdue' THEN 1 ELSE 0 END), 0) AS overdue_count,
      COALESCE(SUM(CASE WHEN status = 'paid' THEN total ELSE 0 END), 0) AS paid_amount,
      COALESCE(SUM(CASE WHEN status = 'paid' THEN 1 ELSE 0 END), 0) AS paid_count
    FROM ${table}
    WHERE ${where}
      AND (status IN ('open', 'partially-paid', 'overdue') OR (status = 'paid' AND paid_at >= '${monthStart}'))`
  const { rows } = await db.execute({ drizzle: db.drizzle, raw })
  const row = rows[0] ?? {}
  const number = (key: string) => Number(row[key] ?? 0) || 0
  return {
    openAmountDue: number('open_amount'),
    openCount: number('open_count'),
    overdueAmount: number('overdue_amount'),
    overdueCount: number('overdue_count'),
    paidThisMonth: number('paid_amount'),
    paidThisMonthCount: number('paid_count'),
    monthStart,
  }
}
