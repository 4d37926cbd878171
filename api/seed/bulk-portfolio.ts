import type { Payload } from 'payload'
import { incomeCategoryOf } from '@common/invoices'

/**
 * A large portfolio written as multi-row INSERTs into Payload's own tables: the rows the
 * API would write, with the derived fields (unit address and organization, lease property
 * and organization, invoice amounts and statuses) filled in here — seconds instead of
 * minutes of hooks. Used by the bench's seed (scripts/bench/seed-portfolio.ts, 100,000
 * invoices, 50,000 expenses) and, scaled down, by the query-plan test (tests/query-plans.test.ts).
 * Deterministic: the same rows on every run.
 */
export function bulkPortfolio(payload: Payload) {
  const database = payload.db as unknown as Drizzle
  // Deterministic data: the same database on every run.
  let seed = 20_261_122
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const CITIES = [
    ['Austin', 'TX', '787'], ['Portland', 'OR', '972'], ['Denver', 'CO', '802'], ['Columbus', 'OH', '432'], ['Raleigh', 'NC', '276'],
    ['Phoenix', 'AZ', '850'], ['Madison', 'WI', '537'], ['Savannah', 'GA', '314'], ['Boise', 'ID', '837'], ['Richmond', 'VA', '232'],
    ['Tulsa', 'OK', '741'], ['Omaha', 'NE', '681'], ['Albany', 'NY', '122'], ['Tacoma', 'WA', '984'], ['Reno', 'NV', '895'],
  ] as const
  const STREETS = ['Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Lake', 'Hill', 'Park', 'Washington', 'Lincoln', 'Jefferson', 'Main', 'River', 'Sunset', 'Highland']
  const SUFFIXES = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Boulevard', 'Way']
  const FIRST = ['Maria', 'James', 'Priya', 'Owen', 'Hannah', 'Luis', 'Grace', 'Noah', 'Ava', 'Mateo', 'Chloe', 'Ethan', 'Zoe', 'Liam', 'Aisha']
  const LAST = ['Lopez', 'Carter', 'Shah', 'Brooks', 'Kim', 'Ortega', 'Nguyen', 'Patel', 'Johnson', 'Garcia', 'Miller', 'Davis', 'Wilson', 'Moore']
  const UNIT_AMENITIES = ['balcony', 'hardwood-floors', 'in-unit-laundry', 'pets-allowed', 'smoke-free']
  const STATUS_CYCLE = ['active', 'active', 'active', 'active', 'active', 'active', 'past', 'past', 'upcoming', 'draft'] as const
  const UNITS_PER_PROPERTY_CYCLE = [1, 2, 4, 8, 10] // 25 units per 5 properties: 5,000 for 1,000

  function address() {
    const [city, state, zip] = pick(CITIES)
    return {
      line1: `${100 + Math.floor(random() * 9_800)} ${pick(STREETS)} ${pick(SUFFIXES)}`,
      line2: null as string | null,
      city,
      state,
      postalCode: `${zip}${String(Math.floor(random() * 100)).padStart(2, '0')}`,
      country: 'US',
    }
  }
  // Dates as the app's forms send them (YYYY-MM-DD).
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

  // --- Writes ------------------------------------------------------------------------------
  // Accounts and organizations (a few hundred rows) through the adapter, one document each.
  async function insert(collection: 'users' | 'organizations' | 'organization-permissions', data: Record<string, unknown>) {
    const now = new Date().toISOString()
    const doc = (await payload.db.create({ collection, data: { createdAt: now, updatedAt: now, ...data } })) as { id: number }
    return doc.id
  }

  // Portfolio rows (tens of thousands) as multi-row INSERTs into Payload's own tables (the
  // column names of its schema: group fields flattened as `address_line1`, hasMany selects
  // in `<collection>_<field>`, hasMany relationships in `<collection>_rels`).
  type Drizzle = {
    drizzle: { insert: (table: unknown) => { values: (rows: object[]) => { returning: (columns: object) => Promise<Array<{ id: number }>> } & PromiseLike<unknown> } }
    tables: Record<string, Record<string, unknown> & { id: unknown }>
  }
  const BATCH = 500
  const MAX_VARIABLES = 30_000 // SQLite allows 32,766 bound values per statement

  async function bulkInsert(tableName: string, rows: Array<Record<string, unknown>>): Promise<number[]> {
    if (!rows.length) return []
    const table = database.tables[tableName]
    if (!table) throw new Error(`No table ${tableName} in the schema`)
    const size = Math.max(1, Math.min(BATCH, Math.floor(MAX_VARIABLES / Object.keys(rows[0]!).length)))
    const ids: number[] = []
    for (let start = 0; start < rows.length; start += size) {
      // RETURNING lists the new rows in the order of VALUES.
      const inserted = await database.drizzle.insert(table).values(rows.slice(start, start + size)).returning({ id: table.id })
      ids.push(...inserted.map((row) => row.id))
    }
    return ids
  }

  const selectRows = (parents: number[], values: Array<string[]>) =>
    parents.flatMap((parent, index) => values[index]!.map((value, order) => ({ parent, value, order: order + 1 })))

  /** Properties, units, contacts and leases of one organization (a handful of multi-row INSERTs). */
  async function portfolio(organization: number, counts: { properties: number; unitsFor: (index: number) => number; leases: number }) {
    const now = new Date().toISOString()
    const stamps = { createdAt: now, updatedAt: now }
    const propertyAddresses = Array.from({ length: counts.properties }, () => address())
    const unitCounts = Array.from({ length: counts.properties }, (_, index) => counts.unitsFor(index))
    const propertyAmenities = unitCounts.map((unitCount) => (unitCount > 4 ? ['parking', 'laundry-room'] : ['yard']))
    const propertyIds = await bulkInsert(
      'properties',
      propertyAddresses.map((propertyAddress, p) => ({
        organization,
        nickname: p % 3 === 0 ? `${propertyAddress.line1.split(' ').slice(1).join(' ')} ${unitCounts[p]! > 1 ? 'Apartments' : 'House'}` : null,
        propertyType: unitCounts[p] === 1 ? 'single-family' : unitCounts[p] === 2 ? 'duplex' : 'multi-family',
        ...flatAddress(propertyAddress),
        yearBuilt: 1900 + Math.floor(random() * 120),
        archived: p % 50 === 49,
        ...stamps,
      })),
    )
    await bulkInsert('properties_amenities', selectRows(propertyIds, propertyAmenities))

    const unitRows: Array<Record<string, unknown>> = []
    const unitAmenities: string[][] = []
    const unitProperty: number[] = []
    propertyIds.forEach((property, p) => {
      const unitCount = unitCounts[p]!
      for (let u = 0; u < unitCount; u++) {
        const name = unitCount === 1 ? 'Entire property' : `Unit ${u + 1}`
        unitRows.push({
          organization,
          property,
          name,
          ...flatAddress({ ...propertyAddresses[p]!, line2: unitCount === 1 ? null : name }),
          information_bedrooms: 1 + (u % 3),
          information_bathrooms: 1 + (u % 2),
          information_squareFeet: 600 + 150 * (u % 5),
          marketing_status: 'draft',
          archived: false,
          ...stamps,
        })
        unitAmenities.push([...new Set([pick(UNIT_AMENITIES), pick(UNIT_AMENITIES)])])
        unitProperty.push(property)
      }
    })
    const unitIds = await bulkInsert('units', unitRows)
    await bulkInsert('units_amenities', selectRows(unitIds, unitAmenities))

    const contactNames = Array.from({ length: counts.leases }, () => [pick(FIRST), pick(LAST)] as const)
    const contactIds = await bulkInsert(
      'contacts',
      Array.from({ length: counts.leases }, (_, l) => ({
        organization,
        firstName: contactNames[l]![0],
        lastName: contactNames[l]![1],
        email: `tenant${organization}-${l}@example.com`,
        type: 'tenant',
        archived: false,
        ...stamps,
      })),
    )
    const leaseRows = Array.from({ length: counts.leases }, (_, l) => {
      const unitIndex = l % unitIds.length
      const status = STATUS_CYCLE[l % STATUS_CYCLE.length]!
      const start = status === 'past' ? -700 : status === 'active' ? -200 : 30
      return {
        organization,
        unit: unitIds[unitIndex],
        property: unitProperty[unitIndex],
        status,
        startDate: day(start),
        endDate: day(start + 365),
        leaseType: 'fixed',
        rent: 90_000 + Math.floor(random() * 250) * 1_000,
        securityDeposit: 100_000,
        rentDueDay: 1,
        archived: false,
        ...stamps,
      }
    })
    const leaseIds = await bulkInsert('leases', leaseRows)
    await bulkInsert(
      'leases_rels',
      leaseIds.map((parent, index) => ({ parent, path: 'contacts', contactsID: contactIds[index], order: 1 })),
    )
    return leaseIds.map((id, index) => ({ id, unit: leaseRows[index]!.unit as number, property: leaseRows[index]!.property as number, status: leaseRows[index]!.status as string, rent: leaseRows[index]!.rent as number, tenant: contactNames[index]! }))
  }

  type SeededLease = Awaited<ReturnType<typeof portfolio>>[number]

  /**
   * The big landlord's money: 20 monthly rent invoices per lease — 100,000 for
   * 5,000 leases — due on the 1st from 18 months ago to next month, with their line item and
   * method, and a payment for each one paid (in full, or in part for some of this month's).
   * Amounts and statuses are what the invoice hook would compute from those payments:
   * older ones paid (a few left overdue), this month's open, partly paid or overdue, next
   * month's open.
   */
  async function money(organization: number, leases: SeededLease[]) {
    const now = new Date()
    const stamp = now.toISOString()
    const invoices: Array<Record<string, unknown>> = []
    const paidShare: number[] = []
    const paidAts: Array<string | null> = []
    for (const lease of leases) {
      for (let month = -18; month <= 1; month++) {
        const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 1, 12))
        const total = lease.rent
        const roll = random()
        // What was received: older months paid unless left overdue; this month varies; next month nothing yet.
        const paid = month < 0 ? (roll < 0.04 ? 0 : total) : month === 0 ? (roll < 0.5 ? total : roll < 0.7 ? Math.floor(total / 2) : 0) : 0
        const amountDue = total - paid
        const overdue = amountDue > 0 && due.getTime() + 86_400_000 < now.getTime()
        const status = amountDue === 0 ? 'paid' : overdue ? 'overdue' : paid > 0 ? 'partially-paid' : 'open'
        const paidAt = paid > 0 ? new Date(Math.min(now.getTime(), due.getTime() + Math.floor(random() * 6) * 86_400_000)).toISOString() : null
        invoices.push({
          organization,
          kind: 'charge',
          lease: lease.id,
          property: lease.property,
          unit: lease.unit,
          from_name: 'Bea Bench',
          to_name: `${lease.tenant[0]} ${lease.tenant[1]}`,
          sentAt: new Date(due.getTime() - 10 * 86_400_000).toISOString(),
          dueDate: due.toISOString(),
          category: 'rent',
          total,
          amountPaid: paid,
          amountRefunded: 0,
          amountDue,
          status,
          voided: false,
          paidAt: status === 'paid' ? paidAt : null,
          // The overdue notice went out when they fell due (the overdue job has nothing left to send).
          overdueNotifiedAt: status === 'overdue' ? new Date(due.getTime() + 86_400_000).toISOString() : null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        paidShare.push(paid)
        paidAts.push(paidAt)
      }
    }
    const invoiceIds = await bulkInsert('invoices', invoices)
    await bulkInsert(
      'invoices_items',
      invoiceIds.map((parent, index) => ({
        _order: 1,
        _parentID: parent,
        id: `${parent.toString(16).padStart(12, '0')}${'0'.repeat(12)}`,
        name: 'Rent',
        description: `Rent due ${String(invoices[index]!.dueDate).slice(0, 7)}`,
        amount: invoices[index]!.total,
        quantity: 1,
      })),
    )
    await bulkInsert('invoices_payment_methods', selectRows(invoiceIds, invoiceIds.map(() => ['zelle', 'check'])))
    const payments = invoiceIds.flatMap((invoice, index) =>
      paidShare[index]! > 0
        ? [
            {
              organization,
              invoice,
              lease: invoices[index]!.lease,
              property: invoices[index]!.property,
              unit: invoices[index]!.unit,
              method: index % 3 === 0 ? 'check' : 'zelle',
              amount: paidShare[index],
              status: 'succeeded',
              // As the payment's hook writes it (its charge's category: rent).
              incomeCategory: incomeCategoryOf(invoices[index] as { kind: string; category: string }),
              paidAt: paidAts[index],
              autopay: false,
              amountRefunded: 0,
              createdAt: stamp,
              updatedAt: stamp,
            },
          ]
        : [],
    )
    await bulkInsert('payments', payments)
    return { invoices: invoiceIds.length, payments: payments.length }
  }

  /**
   * An organization's expenses: `count` of them over the last two years (dates spread evenly,
   * newest today), on the leases' properties and units in turn — one in 20 on the whole
   * portfolio (no property), one in 4 on the property without a unit — in every category and
   * tax category (the category's default tax category, every 7th one another line), paid
   * on the day or up to a week later (one in 10 not paid yet), one in 100 a capital
   * improvement. The rows the expenses hook would write (payeeName filled in, days as
   * midnight UTC).
   */
  async function expenses(organization: number, leases: SeededLease[], count: number) {
    const stamp = new Date().toISOString()
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
    const CATEGORIES = ['utility', 'repair', 'maintenance', 'tax', 'fee', 'other'] as const
    const DEFAULT_TAX = { utility: 'utilities', repair: 'repairs', maintenance: 'cleaning-maintenance', tax: 'taxes', fee: 'legal', other: 'other' } as const
    const TAX = ['advertising', 'auto-travel', 'cleaning-maintenance', 'commissions', 'insurance', 'legal', 'management', 'mortgage-interest', 'interest', 'repairs', 'supplies', 'taxes', 'utilities', 'depreciation', 'other'] as const
    const PAYEES = ['City Water', 'Metro Power', 'Ace Plumbing', 'Bright Electric', 'Green Lawn Care', 'County Tax Office', 'Shield Insurance', 'Home Depot', 'Sparkle Cleaning', 'First Bank']
    const METHODS = ['check', 'us-bank-account', 'card', 'cash', 'zelle'] as const
    const days = 730
    const rows = Array.from({ length: count }, (_, index) => {
      const lease = leases[index % leases.length]!
      const category = CATEGORIES[index % CATEGORIES.length]!
      const date = new Date(today - Math.floor(((count - 1 - index) * days) / Math.max(1, count - 1)) * 86_400_000)
      const paid = index % 10 === 9 ? null : new Date(Math.min(today, date.getTime() + Math.floor(random() * 8) * 86_400_000))
      const portfolioWide = index % 20 === 19
      return {
        organization,
        date: date.toISOString(),
        amount: 1_500 + Math.floor(random() * 200_000),
        payeeName: pick(PAYEES),
        category,
        taxCategory: index % 7 === 6 ? TAX[index % TAX.length]! : DEFAULT_TAX[category],
        property: portfolioWide ? null : lease.property,
        unit: portfolioWide || index % 4 === 0 ? null : lease.unit,
        paymentMethod: paid ? METHODS[index % METHODS.length]! : null,
        memo: index % 3 === 0 ? `Invoice ${10_000 + index}` : null,
        capitalImprovement: index % 100 === 42,
        paidDate: paid ? paid.toISOString() : null,
        createdAt: stamp,
        updatedAt: stamp,
      }
    })
    await bulkInsert('expenses', rows)
    return { expenses: rows.length }
  }

  function flatAddress(value: ReturnType<typeof address>) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [`address_${key}`, field]))
  }

  return { random, pick, insert, UNITS_PER_PROPERTY_CYCLE, bulkInsert, portfolio, money, expenses, FIRST, LAST }
}
