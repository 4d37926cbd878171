import type { RentRoll, RentRollPage, RentRollParams, RentRollRow } from '@common/reports'
import { addDays, daysBetween, endOfDay, monthsOf, pageOf, RENT_ROLL_PAGE_SIZE, startOfDay } from '@common/reports'
import { addMonths } from '@common/expenses'
import { dayOf, instant, num, paymentReceived, propertyLabelSql, text, type ReportScope } from './sql'

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
  // Per lease: the charges due by the end of the day, each less what was paid on it by then.
  const paidByDay = `
    SELECT p."invoice_id", SUM(p."amount") AS "paid"
    FROM ${sql.table('payments')} p
    WHERE ${scope.organization('p')} AND p."status" = 'succeeded' AND ${paymentReceived('p', null, dayEnd)}${propertyFilter('p')}
    GROUP BY p."invoice_id"`
  const refundedByDay = `
    SELECT p."invoice_id", SUM(r."amount") AS "refunded"
    FROM ${sql.table('payments_refunds')} r CROSS JOIN ${sql.table('payments')} p
    WHERE p."id" = r."_parent_id" AND ${scope.organization('p')} AND r."status" = 'succeeded' AND r."created_at" < ${dayEnd}${propertyFilter('p')}
    GROUP BY p."invoice_id"`
  const owed = `(i."total" - COALESCE(paid."paid", 0) + COALESCE(refunded."refunded", 0))`
  const balancesQuery = `
    SELECT i."lease_id", SUM(CASE WHEN ${owed} > 0 THEN ${owed} ELSE 0 END) AS "balance",
      MIN(CASE WHEN ${owed} > 0 AND i."due_date" < ${dayStart} THEN i."due_date" END) AS "oldest_due"
    FROM ${sql.table('invoices')} i
    LEFT JOIN (${paidByDay}) paid ON paid."invoice_id" = i."id"
    LEFT JOIN (${refundedByDay}) refunded ON refunded."invoice_id" = i."id"
    WHERE ${scope.organization('i')} AND i."kind" = 'charge' AND i."status" <> 'void' AND i."due_date" < ${dayEnd}${propertyFilter('i')}
    GROUP BY i."lease_id"`

  const [units, leases, allTenants, deposits, balances] = await Promise.all([
    sql.rows(unitsQuery),
    sql.rows(leasesQuery),
    paged ? null : sql.rows(tenantsQuery(leasesInForce)),
    sql.rows(depositsQuery),
    sql.rows(balancesQuery),
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
  const balanceOf = new Map(balances.map((row) => [num(row.lease_id), { balance: num(row.balance), oldestDue: dayOf(row.oldest_due) }]))

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
