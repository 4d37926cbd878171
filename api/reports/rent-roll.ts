import type { RentRoll, RentRollPage, RentRollParams, RentRollRow } from '@common/reports'
import { addDays, daysBetween, endOfDay, monthsOf, pagingOf, RENT_ROLL_PAGE_SIZE, requestedPage, startOfDay } from '@common/reports'
import { addMonths } from '@common/expenses'
import { INVOICE_STATUSES } from '@common/invoices'
import { dayOf, instant, num, propertyLabelSql, receivedPayments, text, type ReportScope } from './sql'

/**
 * The rent roll as of a day (ADR 030), computed from dates and history, never from today's
 * statuses: a unit is let on the day when a lease (not a draft, not deleted) has started by
 * the end of the day and has not ended before it; its balance is what its charges due by the
 * day came to less the payments received by the day (refunds given by then added back); its
 * deposit is what was held on the day (held by then, not yet returned).
 *
 * In SQL (issue 18): one statement gives each unit's figures (its lease in force, the last
 * lease before it, its deposit and balance, joined in the database) and the summary over
 * every unit beside the rows it answers — with `page` (the web app's pages) only those 100
 * units, in the roll's order — so the database hands over a page, not 5,000 units, their
 * leases and balances. A second gives the occupancy at each of the 12 month ends, the third the
 * rows' tenants.
 */
export async function rentRoll(scope: ReportScope, params: RentRollParams): Promise<RentRoll>
export async function rentRoll(scope: ReportScope, params: RentRollParams, page: string | null): Promise<RentRollPage>
export async function rentRoll(scope: ReportScope, params: RentRollParams, page?: string | null): Promise<RentRoll | RentRollPage> {
  const paged = page !== undefined
  const { sql } = scope
  const dayStart = instant(startOfDay(params.asOf))
  const dayEnd = instant(endOfDay(params.asOf))
  const propertyFilter = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')

  // The units of the portfolio (not archived or deleted). Not limited by their creation date: a
  // landlord enters a building long after it was first let.
  const units = `${sql.table('units')} u JOIN ${sql.table('properties')} pr ON pr."id" = u."property_id"`
  const unitCondition = `${scope.organization('u')} AND u."deleted_at" IS NULL AND ${sql.isFalse('u."archived"')}${propertyFilter('u')}`
  // Every lease that had started by the end of the day (the one in force, or the last one of a vacant unit).
  const started = `${scope.organization('l')} AND l."deleted_at" IS NULL AND l."status" <> 'draft' AND l."start_date" IS NOT NULL AND l."start_date" < ${dayEnd}${propertyFilter('l')}`
  // A unit's latest started lease (by start, then id) that is in force on the day, or any
  // (its index on the unit: a few rows per unit).
  const latest = (column: string, inForce: boolean) =>
    `(SELECT l."${column}" FROM ${sql.table('leases')} l WHERE l."unit_id" = u."id" AND ${started}${inForce ? ` AND ${inForceOn('l', dayStart)}` : ''} ORDER BY l."start_date" DESC, l."id" DESC LIMIT 1)`
  // Held on the day: held by then, not yet returned.
  const held = `(SELECT SUM(d."amount_held") FROM ${sql.table('security_deposits')} d
    WHERE d."lease_id" = cur."id" AND ${scope.organization('d')} AND d."held_at" IS NOT NULL AND d."held_at" < ${dayEnd} AND (d."returned_at" IS NULL OR d."returned_at" >= ${dayEnd})${propertyFilter('d')})`
  // Each unit's figures: its market rent (what a vacant unit loses) is its marketing rent, else its last lease's rent.
  const figures = `SELECT u."id" AS "unit_id", u."name" AS "unit_name", u."property_id", ${propertyLabelSql('pr')} AS "property_label",
      cur."id" AS "lease_id", cur."start_date", cur."end_date", cur."lease_type", COALESCE(cur."rent", 0) AS "rent",
      CASE WHEN cur."id" IS NULL THEN 0 ELSE COALESCE(${held}, 0) END AS "deposit_held",
      COALESCE(bal."balance", 0) AS "balance_due", bal."oldest_due",
      COALESCE(NULLIF(u."marketing_rent", 0), NULLIF(${latest('rent', false)}, 0), 0) AS "market_rent"
    FROM ${units}
    LEFT JOIN ${sql.table('leases')} cur ON cur."id" = ${latest('id', true)}
    LEFT JOIN (${leaseBalancesSql(scope, params.asOf)}) bal ON bal."lease_id" = cur."id"
    WHERE ${unitCondition}`
  // The summary over every unit, on each row answered (window sums: computed before the LIMIT).
  const rowsQuery = (offset: number | null) => `
    SELECT f.*,
      COUNT(*) OVER () AS "s_units", COUNT(f."lease_id") OVER () AS "s_occupied",
      SUM(CASE WHEN f."lease_id" IS NULL THEN 0 ELSE f."rent" END) OVER () AS "s_scheduled_rent",
      SUM(CASE WHEN f."lease_id" IS NULL THEN f."market_rent" ELSE 0 END) OVER () AS "s_vacancy_loss",
      SUM(f."deposit_held") OVER () AS "s_deposits_held", SUM(f."balance_due") OVER () AS "s_balance_due"
    FROM (${figures}) f
    ORDER BY f."property_label", f."property_id", f."unit_name", f."unit_id"${offset === null ? '' : ` LIMIT ${RENT_ROLL_PAGE_SIZE} OFFSET ${offset}`}`

  // Occupancy at each month's end over the last 12 months (the day itself for its month), from
  // the same leases: every lease in force on an earlier day had started by this one.
  const firstMonth = addMonths(`${params.asOf.slice(0, 7)}-01`, -11)
  const occupancyDays = monthsOf(firstMonth, params.asOf).map((month) => {
    const monthEnd = addDays(addMonths(`${month}-01`, 1), -1)
    return { month, day: monthEnd < params.asOf ? monthEnd : params.asOf }
  })
  const occupancyQuery = `SELECT ${occupancyDays
    .map(({ day }, index) => `COUNT(DISTINCT CASE WHEN l."start_date" < ${instant(endOfDay(day))} AND ${inForceOn('l', instant(startOfDay(day)))} THEN l."unit_id" END) AS "o${index}"`)
    .join(', ')}
    FROM ${sql.table('leases')} l WHERE ${started} AND l."unit_id" IN (SELECT u."id" FROM ${units} WHERE ${unitCondition})`

  const requested = paged ? requestedPage(page) : null
  const [firstRows, occupancyRows] = await Promise.all([sql.rows(rowsQuery(requested === null ? null : (requested - 1) * RENT_ROLL_PAGE_SIZE)), sql.rows(occupancyQuery)])
  let rows = firstRows
  // A page past the last one is the last one (its rows carry the count).
  if (requested !== null && !rows.length && requested > 1) {
    const [count] = await sql.rows(`SELECT COUNT(*) AS "units" FROM ${units} WHERE ${unitCondition}`)
    const last = pagingOf(page ?? null, num(count?.units), RENT_ROLL_PAGE_SIZE).page
    rows = await sql.rows(rowsQuery((last - 1) * RENT_ROLL_PAGE_SIZE))
  }

  const leaseIds = rows.flatMap((row) => (row.lease_id === null || row.lease_id === undefined ? [] : [num(row.lease_id)]))
  const tenants = leaseIds.length
    ? await sql.rows(`
    SELECT r."parent_id" AS "lease_id", c."first_name", c."last_name", c."company_name"
    FROM ${sql.table('leases_rels')} r JOIN ${sql.table('contacts')} c ON c."id" = r."contacts_id"
    WHERE r."path" = 'contacts' AND r."parent_id" IN (${leaseIds.join(', ')})
    ORDER BY r."parent_id", r."order"`)
    : []
  const tenantsOf = new Map<number, string[]>()
  for (const row of tenants) {
    const name = [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ') || text(row.company_name)
    if (!name) continue
    const lease = num(row.lease_id)
    tenantsOf.set(lease, [...(tenantsOf.get(lease) ?? []), name])
  }
  const rowOf = (row: Record<string, unknown>): RentRollRow => {
    const leaseId = row.lease_id === null || row.lease_id === undefined ? null : num(row.lease_id)
    const balanceDue = num(row.balance_due)
    const oldestDue = dayOf(row.oldest_due)
    return {
      unitId: num(row.unit_id),
      unitName: text(row.unit_name),
      propertyId: num(row.property_id),
      propertyLabel: text(row.property_label),
      leaseId,
      tenants: leaseId ? (tenantsOf.get(leaseId) ?? []) : [],
      leaseStatus: leaseId === null ? 'vacant' : row.lease_type === 'month-to-month' ? 'month-to-month' : 'active',
      startDate: leaseId === null ? null : dayOf(row.start_date),
      endDate: leaseId === null ? null : dayOf(row.end_date),
      rent: num(row.rent),
      depositHeld: num(row.deposit_held),
      balanceDue,
      daysOverdue: balanceDue && oldestDue ? Math.max(0, daysBetween(oldestDue, params.asOf)) : 0,
      marketRent: num(row.market_rent),
    }
  }

  // Without units no row answers, and every figure is 0.
  const [first] = rows
  const unitCount = num(first?.s_units)
  const occupied = num(first?.s_occupied)
  const [counts] = occupancyRows
  const report: RentRoll = {
    asOf: params.asOf,
    rows: rows.map(rowOf),
    occupancy: occupancyDays.map(({ month, day }, index) => ({ month, day, units: unitCount, occupied: num(counts?.[`o${index}`]) })),
    summary: {
      units: unitCount,
      occupied,
      vacant: unitCount - occupied,
      occupancyPercent: unitCount ? Math.round((occupied / unitCount) * 100) : 0,
      scheduledRent: num(first?.s_scheduled_rent),
      vacancyLoss: num(first?.s_vacancy_loss),
      depositsHeld: num(first?.s_deposits_held),
      balanceDue: num(first?.s_balance_due),
    },
  }
  return paged ? { ...report, paging: pagingOf(page ?? null, unitCount, RENT_ROLL_PAGE_SIZE) } : report
}

/**
 * A started lease (of alias `l`) not ended before the day starting at `dayStart`: its end date
 * is that day or later; a lease marked past without an end date ended on an unknown day and
 * counts for no day.
 */
const inForceOn = (alias: string, dayStart: string) =>
  `(CASE WHEN ${alias}."end_date" IS NULL THEN ${alias}."status" <> 'past' ELSE ${alias}."end_date" >= ${dayStart} END)`

/** How a day's balances are computed: both give the same figures (`leaseBalances`). */
export type BalanceMethod = 'history' | 'stored'

/**
 * How far back the stored balances are used: their work grows with the payments since the
 * day (each then finds its charge by id), the history's with everything before it. At the
 * bench's 20 months of rent (docs/testing.md) the stored statement costs on SQLite 15 ms
 * today, 25 ms six months back and the same as the history a year back; on PostgreSQL it is
 * 3× cheaper today but already dearer six months back. A month covers today and the last
 * month's end, the days a rent roll is asked for most.
 */
const STORED_BALANCES_DAYS = 31

/** The statuses of a charge that may still owe money now: every one but void and paid. */
const UNPAID_STATUSES = INVOICE_STATUSES.filter((status) => status !== 'void' && status !== 'paid')

/**
 * Per lease, what its charges (not void) due by the end of `asOf` still owed that day — each
 * charge's total less its succeeded payments received by then, plus the refunds that succeeded
 * by then, counted when positive — and the oldest due date, before the day, of a charge that
 * still owed something (a lease owing nothing may be absent). Two statements that give the
 * same figures:
 *
 * - 'history': every charge due by the day and every payment received by then (a pass over
 *   both, ~180 ms of CPU on SQLite at 100,000 invoices);
 * - 'stored': a charge's balance on the day is what its stored amounts leave now
 *   (`total − amountPaid`, amountPaid being the sum of its succeeded payments, kept by the
 *   invoice's hook on every write of the invoice or of one of its payments, ADR 021) plus the
 *   succeeded payments received after the day, plus the refunds by then (as history counts
 *   them). Only charges that can owe anything then are read: those unpaid now (a charge whose
 *   status is paid has amountDue 0, so `total − amountPaid ≤ −amountRefunded ≤ 0`), and those
 *   with a payment after the day or a refund by then (few). Both read a charge's total and
 *   whether it is void as they are now, as the rent roll always has (a total changes only
 *   while the charge holds no payment; a charge is voided only when it holds no money).
 *
 * The stored one reads the charges unpaid now and the payments after the day: for today a few
 * thousand index entries (~15 ms of CPU on SQLite at the bench's 100,000 invoices, the history
 * ~130 ms), for a day long ago most payments; `balanceMethodFor` chooses.
 * tests/reports-balances.test.ts: both equal a model of the history on random data, both databases.
 */
export async function leaseBalances(scope: ReportScope, asOf: string, method: BalanceMethod = balanceMethodFor(asOf)) {
  const rows = await scope.sql.rows(leaseBalancesSql(scope, asOf, method))
  return new Map(rows.map((row) => [num(row.lease_id), { balance: num(row.balance), oldestDue: dayOf(row.oldest_due) }]))
}

/** The statement of `leaseBalances`: rows of ("lease_id", "balance", "oldest_due"), one per lease with charges. */
function leaseBalancesSql(scope: ReportScope, asOf: string, method: BalanceMethod = balanceMethodFor(asOf)): string {
  const { sql } = scope
  const dayStart = instant(startOfDay(asOf))
  const dayEnd = instant(endOfDay(asOf))
  const propertyFilter = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')
  const received = (start: string | null, end: string | null) =>
    receivedPayments(sql, 'p."invoice_id", p."amount"', `${scope.organization('p')} AND p."status" = 'succeeded'${propertyFilter('p')}`, start, end)
  const refunds = `${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p
    WHERE p."id" = r."_parent_id" AND ${scope.organization('p')} AND r."status" = 'succeeded' AND r."created_at" < ${dayEnd}${propertyFilter('p')}`
  const charges = (alias: string) => `${scope.organization(alias)} AND ${alias}."kind" = 'charge' AND ${alias}."due_date" < ${dayEnd}${propertyFilter(alias)}`
  const grouped = (from: string, owed: string) => `
    SELECT c."lease_id", SUM(CASE WHEN ${owed} > 0 THEN ${owed} ELSE 0 END) AS "balance",
      MIN(CASE WHEN ${owed} > 0 AND c."due_date" < ${dayStart} THEN c."due_date" END) AS "oldest_due"
    FROM ${from} AND c."status" <> 'void'
    GROUP BY c."lease_id"`
  return method === 'history'
      ? grouped(
          `${sql.table('invoices')} c
    LEFT JOIN (SELECT rp."invoice_id", SUM(rp."amount") AS "amount" FROM ${received(null, dayEnd)} rp GROUP BY rp."invoice_id") paid ON paid."invoice_id" = c."id"
    LEFT JOIN (SELECT p."invoice_id", SUM(r."amount") AS "amount" FROM ${refunds} GROUP BY p."invoice_id") refunded ON refunded."invoice_id" = c."id"
    WHERE ${charges('c')}`,
          `(c."total" - COALESCE(paid."amount", 0) + COALESCE(refunded."amount", 0))`,
        )
      : // The charges that may owe something on the day, each with what moved after it (payments
        // after the day, refunds by then), then each charge's stored amounts by its id.
        grouped(
          `(SELECT m."invoice_id", SUM(m."amount") AS "amount" FROM (
        SELECT i."id" AS "invoice_id", 0 AS "amount" FROM ${sql.table('invoices')} i
        WHERE ${charges('i')} AND i."status" IN (${UNPAID_STATUSES.map((status) => `'${status}'`).join(', ')})
        UNION ALL
        SELECT rp."invoice_id", rp."amount" FROM ${received(dayEnd, null)} rp
        UNION ALL
        SELECT p."invoice_id", r."amount" FROM ${refunds}
      ) m GROUP BY m."invoice_id") moved
    JOIN ${sql.table('invoices')} c ON c."id" = moved."invoice_id"
    WHERE ${charges('c')}`,
          `(c."total" - c."amount_paid" + moved."amount")`,
        )
}

/**
 * The cheaper computation for the day: the stored one while the payments received after the
 * day are few (the day is recent), the history one for a day long ago.
 */
function balanceMethodFor(asOf: string): BalanceMethod {
  return asOf >= addDays(new Date().toISOString().slice(0, 10), -STORED_BALANCES_DAYS) ? 'stored' : 'history'
}
