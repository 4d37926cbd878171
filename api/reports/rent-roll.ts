import type { RentRoll, RentRollPage, RentRollParams, RentRollRow } from '@common/reports'
import { addDays, daysBetween, endOfDay, monthsOf, pageOf, RENT_ROLL_PAGE_SIZE, startOfDay } from '@common/reports'
import { addMonths } from '@common/expenses'
import { INVOICE_STATUSES } from '@common/invoices'
import { dayOf, instant, num, propertyLabelSql, receivedPayments, text, type ReportScope } from './sql'

/**
 * The rent roll as of a day (ADR 030), computed from dates and history, never from today's
 * statuses: a unit is let on the day when a lease (not a draft, not deleted) has started by
 * the end of the day and has not ended before it; its balance is what its charges due by the
 * day came to less the payments received by the day (refunds given by then added back); its
 * deposit is what was held on the day (held by then, not yet returned). Five statements.
 *
 * With `page` (the web app's pages, issue 18) the rows are those of one page of 100 units:
 * the summary and the chart still count every unit (from every unit's rent, lease, deposit and
 * balance), but only the page's units are named and only their tenants read.
 */
export async function rentRoll(scope: ReportScope, params: RentRollParams): Promise<RentRoll>
export async function rentRoll(scope: ReportScope, params: RentRollParams, page: string | null): Promise<RentRollPage>
export async function rentRoll(scope: ReportScope, params: RentRollParams, page?: string | null): Promise<RentRoll | RentRollPage> {
  const paged = page !== undefined
  const { sql } = scope
  const dayStart = instant(startOfDay(params.asOf))
  const dayEnd = instant(endOfDay(params.asOf))
  const propertyFilter = (alias: string) => (scope.property ? ` AND ${alias}."property_id" = ${scope.property}` : '')

  // The units of the portfolio (not archived or deleted), in order, with their property (a
  // page: named afterwards, its units only). Not limited by their creation date: a landlord
  // enters a building long after it was first let.
  const unitNames = (alias: string, propertyAlias: string) => `${alias}."name", ${alias}."property_id", ${propertyLabelSql(propertyAlias)} AS "property_label"`
  const unitsQuery = `
    SELECT u."id", u."marketing_rent"${paged ? '' : `, ${unitNames('u', 'p')}`}
    FROM ${sql.table('units')} u JOIN ${sql.table('properties')} p ON p."id" = u."property_id"
    WHERE ${scope.organization('u')} AND u."deleted_at" IS NULL AND ${sql.isFalse('u."archived"')}${propertyFilter('u')}
    ORDER BY ${propertyLabelSql('p')}, p."id", u."name", u."id"`
  // Every lease that had started by the end of the day (the one in force, or the last one of a vacant unit).
  const leaseCondition = (alias: string) =>
    `${scope.organization(alias)} AND ${alias}."deleted_at" IS NULL AND ${alias}."status" <> 'draft' AND ${alias}."start_date" IS NOT NULL AND ${alias}."start_date" < ${dayEnd}${propertyFilter(alias)}`
  const leasesQuery = `
    SELECT l."id", l."unit_id", l."status", l."start_date", l."end_date", l."lease_type", l."rent"
    FROM ${sql.table('leases')} l WHERE ${leaseCondition('l')}
    ORDER BY l."unit_id", l."start_date", l."id"`
  // A lease's tenants (its contacts): of every lease that may be in force, or of the page's leases.
  const tenantsQuery = (leases: string) => `
    SELECT r."parent_id" AS "lease_id", c."first_name", c."last_name", c."company_name"
    FROM ${sql.table('leases_rels')} r JOIN ${sql.table('contacts')} c ON c."id" = r."contacts_id"
    WHERE r."path" = 'contacts' AND r."parent_id" IN (${leases})
    ORDER BY r."parent_id", r."order"`
  const leasesInForce = `SELECT l."id" FROM ${sql.table('leases')} l WHERE ${leaseCondition('l')} AND (l."end_date" IS NULL OR l."end_date" >= ${dayStart})`
  // Deposits held on the day.
  const depositsQuery = `
    SELECT d."lease_id", SUM(d."amount_held") AS "held"
    FROM ${sql.table('security_deposits')} d
    WHERE ${scope.organization('d')} AND d."held_at" IS NOT NULL AND d."held_at" < ${dayEnd} AND (d."returned_at" IS NULL OR d."returned_at" >= ${dayEnd})${propertyFilter('d')}
    GROUP BY d."lease_id"`
  const [units, leases, allTenants, deposits, balances] = await Promise.all([
    sql.rows(unitsQuery),
    sql.rows(leasesQuery),
    paged ? null : sql.rows(tenantsQuery(leasesInForce)),
    sql.rows(depositsQuery),
    leaseBalances(scope, params.asOf),
  ])

  // Per unit: the lease in force on the day (the latest started), and the last lease before it.
  type LeaseRow = { id: number; unit: number; startDate: string; endDate: string | null; leaseType: string; rent: number; past: boolean }
  const current = new Map<number, LeaseRow>()
  const last = new Map<number, LeaseRow>()
  // A lease marked past without an end date ended on an unknown day: it counts for no day.
  const inForce = (lease: LeaseRow, day: string) => lease.startDate <= day && (lease.endDate ? lease.endDate >= day : !lease.past)
  const leaseRows: LeaseRow[] = leases.map((row) => ({
    id: num(row.id),
    unit: num(row.unit_id),
    startDate: dayOf(row.start_date)!,
    endDate: dayOf(row.end_date),
    leaseType: text(row.lease_type),
    rent: num(row.rent),
    past: row.status === 'past',
  }))
  for (const lease of leaseRows) {
    last.set(lease.unit, lease)
    if (inForce(lease, params.asOf)) current.set(lease.unit, lease)
  }
  const heldOf = new Map(deposits.map((row) => [num(row.lease_id), num(row.held)]))
  const balanceOf = balances

  // Every unit's figures (the summary's); the names and tenants of the rows shown.
  const figures = units.map((unit) => {
    const unitId = num(unit.id)
    const lease = current.get(unitId) ?? null
    const owed = lease ? balanceOf.get(lease.id) : undefined
    return {
      unit,
      unitId,
      lease,
      rent: lease?.rent ?? 0,
      depositHeld: lease ? (heldOf.get(lease.id) ?? 0) : 0,
      balanceDue: owed?.balance ?? 0,
      daysOverdue: owed?.balance && owed.oldestDue ? Math.max(0, daysBetween(owed.oldestDue, params.asOf)) : 0,
      marketRent: num(unit.marketing_rent) || last.get(unitId)?.rent || 0,
    }
  })
  const shown = paged ? pageOf(page, figures, RENT_ROLL_PAGE_SIZE) : null
  const shownFigures = shown ? shown.items : figures
  const shownLeases = shownFigures.flatMap((each) => (each.lease ? [each.lease.id] : []))
  const [tenants, names] = await Promise.all([
    allTenants ?? (shownLeases.length ? sql.rows(tenantsQuery(shownLeases.join(', '))) : []),
    shown && shownFigures.length
      ? sql.rows(
          `SELECT u."id", ${unitNames('u', 'p')} FROM ${sql.table('units')} u JOIN ${sql.table('properties')} p ON p."id" = u."property_id" WHERE u."id" IN (${shownFigures.map((each) => each.unitId).join(', ')})`,
        )
      : null,
  ])
  const tenantsOf = new Map<number, string[]>()
  for (const row of tenants) {
    const name = [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ') || text(row.company_name)
    if (!name) continue
    const lease = num(row.lease_id)
    tenantsOf.set(lease, [...(tenantsOf.get(lease) ?? []), name])
  }
  const namesOf = names ? new Map(names.map((row) => [num(row.id), row])) : null
  const rowOf = ({ unit, unitId, lease, ...amounts }: (typeof figures)[number]): RentRollRow => {
    const named = namesOf ? (namesOf.get(unitId) ?? {}) : unit
    return {
      unitId,
      unitName: text(named.name),
      propertyId: num(named.property_id),
      propertyLabel: text(named.property_label),
      leaseId: lease?.id ?? null,
      tenants: lease ? (tenantsOf.get(lease.id) ?? []) : [],
      leaseStatus: !lease ? 'vacant' : lease.leaseType === 'month-to-month' ? 'month-to-month' : 'active',
      startDate: lease?.startDate ?? null,
      endDate: lease?.endDate ?? null,
      ...amounts,
    }
  }

  type Figures = (typeof figures)[number]
  const occupied = figures.filter((each) => each.lease !== null)
  const vacant = figures.filter((each) => each.lease === null)
  const sum = (list: Figures[], pick: (each: Figures) => number) => list.reduce((total, each) => total + pick(each), 0)
  // Occupancy at each month's end over the last 12 months (the day itself for its month), from
  // the same leases: every lease in force on an earlier day had started by this one.
  const unitIds = new Set(figures.map((each) => each.unitId))
  const firstMonth = addMonths(`${params.asOf.slice(0, 7)}-01`, -11)
  const occupancy = monthsOf(firstMonth, params.asOf).map((month) => {
    const monthEnd = addDays(addMonths(`${month}-01`, 1), -1)
    const day = monthEnd < params.asOf ? monthEnd : params.asOf
    const occupiedUnits = new Set(leaseRows.filter((lease) => unitIds.has(lease.unit) && inForce(lease, day)).map((lease) => lease.unit))
    return { month, day, units: unitIds.size, occupied: occupiedUnits.size }
  })

  const report: RentRoll = {
    asOf: params.asOf,
    rows: shownFigures.map(rowOf),
    occupancy,
    summary: {
      units: figures.length,
      occupied: occupied.length,
      vacant: vacant.length,
      occupancyPercent: figures.length ? Math.round((occupied.length / figures.length) * 100) : 0,
      scheduledRent: sum(occupied, (each) => each.rent),
      vacancyLoss: sum(vacant, (each) => each.marketRent),
      depositsHeld: sum(figures, (each) => each.depositHeld),
      balanceDue: sum(figures, (each) => each.balanceDue),
    },
  }
  return shown ? { ...report, paging: shown.paging } : report
}

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
  const query =
    method === 'history'
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
  const rows = await sql.rows(query)
  return new Map(rows.map((row) => [num(row.lease_id), { balance: num(row.balance), oldestDue: dayOf(row.oldest_due) }]))
}

/**
 * The cheaper computation for the day: the stored one while the payments received after the
 * day are few (the day is recent), the history one for a day long ago.
 */
function balanceMethodFor(asOf: string): BalanceMethod {
  return asOf >= addDays(new Date().toISOString().slice(0, 10), -STORED_BALANCES_DAYS) ? 'stored' : 'history'
}
