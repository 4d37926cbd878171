import type { Endpoint, PayloadRequest } from 'payload'
import { getMembership } from '@api/access/membership'
import { sqlOf } from '@api/reports/sql'
import { organizationCondition, positiveId } from '@api/utilities/listRows'
import { requireSignedIn } from './shared'

/** The transactions pages' totals strip: what is open, what is overdue, what was paid this month. */
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
 * a covering index (ADR 026). Its scope is the caller's staff
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
  // Only validated integers and constants reach the statement (one organization: an equality, an index range).
  const organization = organizationCondition('i', organizationIds)
  if (!organization) return empty
  const conditions = [organization, `i."kind" = 'charge'`]
  for (const scope of SCOPES) {
    const raw = req.query?.[scope]
    if (raw === undefined || raw === '') continue
    const id = positiveId(String(raw))
    if (id === null) return empty
    conditions.push(`i."${scope}_id" = ${id}`)
  }
  const sql = sqlOf(req)
  const table = sql.table('invoices')
  const where = conditions.join(' AND ')
  // Two index ranges, each read on its own (an OR of the two would read every invoice of the
  // organization): the unpaid statuses, and this month's paid invoices (status 'paid', then
  // paid_at). The (organization, kind, status, paid_at, created_at, amount_due, total) index
  // covers both: the table itself is not read. A lease, property or unit scope reads its
  // own few invoices through its tab's index.
  const raw = `
    SELECT i."status" AS status, COUNT(*) AS n, COALESCE(SUM(i."amount_due"), 0) AS amount
    FROM ${table} i
    WHERE ${where} AND i."status" IN ('open', 'partially-paid', 'overdue')
    GROUP BY i."status"
    UNION ALL
    SELECT 'paid' AS status, COUNT(*) AS n, COALESCE(SUM(i."total"), 0) AS amount
    FROM ${table} i
    WHERE ${where} AND i."status" = 'paid' AND i."paid_at" >= '${monthStart}'`
  const rows = await sql.rows(raw)
  const totals = { ...empty }
  for (const row of rows) {
    const count = Number(row.n ?? 0) || 0
    const amount = Number(row.amount ?? 0) || 0
    if (row.status === 'paid') {
      totals.paidThisMonth += amount
      totals.paidThisMonthCount += count
      continue
    }
    totals.openAmountDue += amount
    totals.openCount += count
    if (row.status === 'overdue') {
      totals.overdueAmount += amount
      totals.overdueCount += count
    }
  }
  return totals
}
