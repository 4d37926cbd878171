// Seeds the bench's scratch database: one large portfolio and many small ones.
// Run by scripts/bench/portfolio.mjs through `payload run` (Payload's CLI loads TypeScript), with
// NODE_ENV=production and DATA_DIR/DATABASE_URL pointing at a scratch SQLite file.
//
// The big landlord is a real account (Local API, password and organization as at sign-up),
// so the bench can log in. The portfolio rows are bulk INSERTs into Payload's tables: the
// rows the API would write, with the derived fields (unit address and organization, lease
// property and organization) filled in here — seconds instead of minutes of hooks.
import fs from 'node:fs'
import { getPayload } from 'payload'
import config from '../../api/payload.config'
import { bulkPortfolio } from '../../api/seed/bulk-portfolio'
import { createLandlord } from '../../api/seed/factories'

const BIG = { properties: 1_000, units: 5_000, leases: 5_000 }
const OTHER_ORGANIZATIONS = 200
const OTHER = { properties: 3, unitsPerProperty: 2, leases: 4 }

export const BENCH_LANDLORD = { email: 'bench-landlord@bench.leasewell.app', password: 'Bench-pass1!', firstName: 'Bea', lastName: 'Bench' }

const started = Date.now()
const payload = await getPayload({ config })

const { pick, insert, bulkInsert, portfolio, money, expenses, FIRST, LAST, UNITS_PER_PROPERTY_CYCLE } = bulkPortfolio(payload)

// --- The big landlord: a real account, then 1,000 properties, 5,000 units, 5,000 leases ---
const { user, organization } = await createLandlord(payload, { ...BENCH_LANDLORD, verified: true })
// A landlord of 5,000 leases has finished account setup (product-spec §4): business info and
// payments skipped here, and below a tenant who accepted an invitation and a recurring invoice.
// The shell then stops asking for the progress once the session has seen it complete (ADR 027),
// as it does for such a landlord in a browser, so the bench measures the pages, not the setup banner.
await payload.update({ collection: 'organizations', id: organization.id, data: { setup: { setupSkipped: true, paymentsSkipped: true, ownerInformationSkipped: true } }, overrideAccess: true })
const bigLeases = await portfolio(organization.id, { properties: BIG.properties, unitsFor: (index) => UNITS_PER_PROPERTY_CYCLE[index % UNITS_PER_PROPERTY_CYCLE.length]!, leases: BIG.leases })
const tenantUser = await insert('users', { email: 'bench-tenant@bench.leasewell.app', firstName: pick(FIRST), lastName: pick(LAST), verified: true, role: 'user', hash: 'x', salt: 'x' })
await insert('organization-permissions', { organization: organization.id, user: tenantUser, roles: ['tenant'] })
const firstActive = bigLeases.find((lease) => lease.status === 'active')!
await bulkInsert('recurring_invoices', [{ organization: organization.id, lease: firstActive.id, status: 'paused', dayOfMonth: 1, startDate: new Date().toISOString(), dueDays: 0, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }])
const moneyStarted = Date.now()
const seededMoney = await money(organization.id, bigLeases)
const moneySeconds = (Date.now() - moneyStarted) / 1000

// --- 50,000 expenses of the big landlord over two years (the reports' other half, issue 18) ---
const EXPENSES = 50_000
const expensesStarted = Date.now()
await expenses(organization.id, bigLeases, EXPENSES)
const expensesSeconds = (Date.now() - expensesStarted) / 1000

// --- 20,000 maintenance requests of the big landlord, on its leases, in every status and priority ---
const MAINTENANCE = 20_000
const maintenanceStarted = Date.now()
const statuses = ['new', 'in-progress', 'completed', 'closed', 'cancelled'] as const
const priorities = ['low', 'normal', 'normal', 'high', 'emergency'] as const
const ranks = { emergency: 1, high: 2, normal: 3, low: 4 } as const
const categories = ['plumbing', 'electrical', 'appliance', 'heating-cooling', 'pest', 'structural', 'exterior', 'other'] as const
const maintenanceRows = Array.from({ length: MAINTENANCE }, (_, index) => {
  const lease = bigLeases[index % bigLeases.length]!
  const priority = priorities[index % priorities.length]!
  const createdAt = new Date(Date.now() - (MAINTENANCE - index) * 60_000).toISOString()
  return {
    organization: organization.id,
    number: index + 1,
    title: `${pick(['Leaking', 'Broken', 'Noisy', 'Loose', 'Cracked'])} ${pick(['sink', 'heater', 'door', 'window', 'outlet', 'fridge'])}`,
    description: 'Reported by the tenant.',
    category: categories[index % categories.length]!,
    priority,
    priorityRank: ranks[priority],
    status: statuses[Math.floor(index / 7) % statuses.length]!,
    lease: lease.id,
    property: lease.property,
    unit: lease.unit,
    address: null,
    permissionToEnter: index % 2 === 0,
    assigneeName: index % 3 === 0 ? `${pick(FIRST)} ${pick(LAST)} Repairs` : null,
    vendorLinkVersion: 0,
    createdAt,
    updatedAt: createdAt,
  }
})
await bulkInsert('maintenance_requests', maintenanceRows)
const maintenanceSeconds = (Date.now() - maintenanceStarted) / 1000

// --- 200 other organizations with a few of each (their owners never sign in) ---
for (let o = 0; o < OTHER_ORGANIZATIONS; o++) {
  const email = `owner-${o}@bench.leasewell.app`
  const owner = await insert('users', { email, firstName: pick(FIRST), lastName: pick(LAST), verified: true, role: 'user', hash: 'x', salt: 'x' })
  const otherOrganization = await insert('organizations', { organizationType: 'individual', firstName: 'Other', lastName: `Owner ${o}`, email, owner })
  await insert('organization-permissions', { organization: otherOrganization, user: owner, roles: ['owner'] })
  await portfolio(otherOrganization, { properties: OTHER.properties, unitsFor: () => OTHER.unitsPerProperty, leases: OTHER.leases })
}

const count = async (collection: 'properties' | 'units' | 'leases' | 'contacts' | 'organizations' | 'invoices' | 'payments', where?: object) =>
  (await payload.count({ collection, overrideAccess: true, where: where as never })).totalDocs
const mine = { organization: { equals: organization.id } }
const { docs: leases } = await payload.find({ collection: 'leases', where: { and: [mine, { status: { equals: 'active' } }] }, limit: 1, sort: 'id', depth: 0, overrideAccess: true })
const result = {
  seconds: (Date.now() - started) / 1000,
  landlord: { email: user.email, password: BENCH_LANDLORD.password, organization: organization.id },
  leaseId: leases[0]?.id,
  propertyId: leases[0]?.property && typeof leases[0].property === 'object' ? leases[0].property.id : leases[0]?.property,
  unitId: leases[0]?.unit && typeof leases[0].unit === 'object' ? leases[0].unit.id : leases[0]?.unit,
  big: {
    properties: await count('properties', mine),
    units: await count('units', mine),
    leases: await count('leases', mine),
    contacts: await count('contacts', mine),
    invoices: await count('invoices', mine),
    payments: await count('payments', mine),
  },
  money: { ...seededMoney, seconds: moneySeconds },
  expenses: { expenses: (await payload.count({ collection: 'expenses', where: mine, overrideAccess: true })).totalDocs, seconds: expensesSeconds },
  maintenance: { requests: (await payload.count({ collection: 'maintenance-requests', where: mine, overrideAccess: true })).totalDocs, seconds: maintenanceSeconds },
  total: { organizations: await count('organizations'), properties: await count('properties'), units: await count('units'), leases: await count('leases') },
}
if (process.env.BENCH_SEED_OUTPUT) fs.writeFileSync(process.env.BENCH_SEED_OUTPUT, JSON.stringify(result))
console.log(JSON.stringify(result))
await payload.destroy()
