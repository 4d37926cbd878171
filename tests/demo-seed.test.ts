import { describe, expect, it } from 'vitest'
import { LEASE_STATUSES } from '@common/portfolio'
import { createUser } from '@api/seed/factories'
import { seedDemoMaintenance } from '@api/seed/maintenance'
import { seedDemoConditionReport } from '@api/seed/condition-reports'
import { seedDemoExpenses } from '@api/seed/expenses'
import { seedDemoMoney } from '@api/seed/money'
import { seedDemoPortfolio } from '@api/seed/portfolio'
import { seedDemoTenancy } from '@api/seed/tenancy'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { GOOD_PASSWORD, login, signedInLandlord } from './support/users'

describe('the demo portfolio', () => {
  it('gives a landlord properties with units, contacts, notes and leases in every status, once', async () => {
    const landlord = await signedInLandlord('demo')
    const payload = await testPayload()
    expect(await seedDemoPortfolio(payload, landlord.organization.id, landlord.user)).toBe(true)

    // Everything is the landlord's own and readable through the API as the landlord.
    const properties = await rest('GET', '/properties', { token: landlord.token, query: { limit: 10 } })
    expect(properties.body.totalDocs).toBe(3)
    expect(new Set(properties.body.docs.map((property: { address: { state: string } }) => property.address.state)).size).toBe(3)
    const units = await rest('GET', '/units', { token: landlord.token, query: { limit: 20 } })
    expect(units.body.totalDocs).toBe(7)
    expect(units.body.docs.filter((unit: { archived: boolean }) => unit.archived)).toHaveLength(1)
    const leases = await rest('GET', '/leases', { token: landlord.token, query: { limit: 20, depth: 0 } })
    const statuses = leases.body.docs.map((lease: { status: string }) => lease.status)
    for (const status of LEASE_STATUSES) expect(statuses, status).toContain(status)
    for (const lease of leases.body.docs) {
      expect(Number.isInteger(lease.rent) && lease.rent > 50_000, `rent in cents: ${lease.rent}`).toBe(true)
      expect(lease.contacts.length).toBeGreaterThan(0)
    }
    const notes = await rest('GET', '/notes', { token: landlord.token, query: { limit: 20 } })
    expect(notes.body.totalDocs).toBeGreaterThanOrEqual(2)
    expect(notes.body.docs[0].authorName).toBe(`${landlord.user.firstName} ${landlord.user.lastName}`)

    // The vendor and the lead are people of their own type.
    const others = await rest('GET', '/contacts', { token: landlord.token, query: { where: { type: { in: ['vendor', 'lead'] } }, depth: 0 } })
    expect(others.body.docs.map((contact: { type: string }) => contact.type).sort()).toEqual(['lead', 'vendor'])

    // The demo tenant's contact, linked to an account as an accepted invitation links it: that lease only.
    const payload2 = await testPayload()
    const tenant = await createUser(payload2, { email: 'tenant@demo.leasewell.app'.replace('@', `+${landlord.user.id}@`), password: GOOD_PASSWORD, firstName: 'Terry', lastName: 'Tenant' })
    await payload2.update({ collection: 'contacts', where: { and: [{ organization: { equals: landlord.organization.id } }, { email: { equals: 'tenant@demo.leasewell.app' } }] }, data: { email: tenant.email }, overrideAccess: true })
    expect(await seedDemoTenancy(payload2, landlord.organization.id, tenant)).toBe(true)
    const tenantLeases = await rest('GET', '/leases', { token: await login(tenant.email), query: { depth: 0 } })
    expect(tenantLeases.body.totalDocs).toBe(1)
    expect(tenantLeases.body.docs[0].status).toBe('active')

    // Money: an operating account, two paid months, this month open and one overdue bill per the first lease; every invoice's amounts add up.
    const active = await seedDemoMoney(payload, landlord.organization.id)
    expect(active).toBeGreaterThan(0)
    const invoices = await rest('GET', '/invoices', { token: landlord.token, query: { limit: 100, depth: 0 } })
    expect(invoices.body.totalDocs).toBe(active * 3 + 1)
    const byStatus = (status: string) => invoices.body.docs.filter((invoice: { status: string }) => invoice.status === status).length
    expect(byStatus('paid')).toBe(active * 2)
    expect(byStatus('overdue')).toBeGreaterThanOrEqual(1)
    for (const invoice of invoices.body.docs) expect(invoice.amountDue).toBe(invoice.total - invoice.amountPaid + invoice.amountRefunded)
    // The dates agree with the statuses: sent before it fell due (and not in the future), paid between sending and today, open only until due.
    const now = Date.now()
    for (const invoice of invoices.body.docs as Array<{ id: number; status: string; dueDate: string; sentAt: string; paidAt: string | null }>) {
      const [due, sent] = [Date.parse(invoice.dueDate), Date.parse(invoice.sentAt)]
      expect(sent, `invoice ${invoice.id} sent`).toBeLessThanOrEqual(Math.min(due, now))
      if (invoice.status === 'paid') {
        expect(Date.parse(invoice.paidAt!), `invoice ${invoice.id} paid`).toBeGreaterThanOrEqual(sent)
        expect(Date.parse(invoice.paidAt!), `invoice ${invoice.id} paid`).toBeLessThanOrEqual(due)
      }
      if (invoice.status === 'open') expect(due + 86_400_000, `invoice ${invoice.id} open`).toBeGreaterThan(now)
    }
    const tenantInvoices = await rest('GET', '/invoices', { token: await login(tenant.email), query: { depth: 0, limit: 100 } })
    expect(tenantInvoices.body.docs.every((invoice: { lease: number }) => invoice.lease === tenantLeases.body.docs[0].id)).toBe(true)
    expect((await rest('GET', '/recurring-invoices', { token: landlord.token, query: { limit: 1 } })).body.totalDocs).toBe(active)

    // Maintenance: requests in every state; the tenant sees those of its lease and never an internal comment.
    expect(await seedDemoMaintenance(payload, landlord.organization.id, landlord.user, tenant)).toBe(true)
    const requests = await rest('GET', '/maintenance-requests', { token: landlord.token, query: { limit: 100, depth: 0 } })
    expect(new Set(requests.body.docs.map((request: { status: string }) => request.status))).toEqual(new Set(['new', 'in-progress', 'completed', 'closed', 'cancelled']))
    const tenantToken = await login(tenant.email)
    const tenantRequests = await rest('GET', '/maintenance-requests', { token: tenantToken, query: { limit: 100, depth: 0 } })
    expect(tenantRequests.body.totalDocs).toBe(3)
    const thread = await rest('GET', '/maintenance-comments', { token: tenantToken, query: { limit: 100 } })
    expect(thread.body.docs.length).toBeGreaterThan(0)
    expect(thread.body.docs.every((comment: { visibility: string }) => comment.visibility === 'shared')).toBe(true)
    const staffThread = await rest('GET', '/maintenance-comments', { token: landlord.token, query: { limit: 100, where: { visibility: { equals: 'internal' } } } })
    expect(staffThread.body.totalDocs).toBe(1)
    // A comment with a photo the tenant sees; the closed request's cost is the landlord's only.
    const photos = await rest('GET', '/files', { token: tenantToken, query: { where: { kind: { equals: 'maintenanceComment' } }, limit: 10 } })
    expect(photos.body.docs.map((file: { nickname: string }) => file.nickname)).toEqual(['Heater valve.png'])
    const closed = requests.body.docs.find((request: { status: string }) => request.status === 'closed')
    expect(closed.costCents).toBe(18_500)

    // Condition reports: a completed move-in on the tenant's lease, locked with its PDF and hash; the tenant reads it.
    expect(await seedDemoConditionReport(payload, landlord.organization.id, tenant)).toBe(true)
    const reports = await rest('GET', '/condition-reports', { token: tenantToken, query: { limit: 100, depth: 0 } })
    expect(reports.body.docs.map((report: { type: string; status: string }) => [report.type, report.status])).toEqual([['move-in', 'completed']])
    expect(reports.body.docs[0].pdfSha256).toMatch(/^[0-9a-f]{64}$/)

    // Expenses: a year of them in several categories on every property, a split that adds up, a recurring one with its occurrences, a receipt.
    const today = new Date('2026-11-20T12:00:00Z')
    expect(await seedDemoExpenses(payload, landlord.organization.id, landlord.user, today)).toBe(true)
    const all = (await payload.find({ collection: 'expenses', where: { organization: { equals: landlord.organization.id } }, pagination: false, depth: 0, sort: 'date' })).docs
    expect((await rest('GET', '/expenses', { token: landlord.token, query: { limit: 1 } })).body.totalDocs).toBe(all.length)
    // The demo's closed request with a cost recorded its expense when it was closed (on the day the seed ran).
    const fromMaintenance = all.filter((expense) => expense.maintenanceRequest)
    expect(fromMaintenance.map((expense) => [expense.amount, expense.category, expense.taxCategory])).toEqual([[18_500, 'repair', 'repairs']])
    const expenses = all.filter((expense) => !expense.maintenanceRequest)
    expect(expenses.length).toBeGreaterThan(50)
    expect(expenses[0]!.date.slice(0, 10) >= '2025-12-01').toBe(true)
    expect(expenses.at(-1)!.date.slice(0, 10) <= '2026-11-20').toBe(true)
    expect(new Set(expenses.map((expense) => expense.date.slice(0, 7))).size).toBe(12)
    expect(new Set(expenses.map((expense) => expense.category)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(expenses.map((expense) => expense.property).filter(Boolean)).size).toBe(3)
    const split = expenses.filter((expense) => expense.splitGroup)
    expect(split).toHaveLength(3)
    expect(new Set(split.map((expense) => expense.splitGroup)).size).toBe(1)
    expect(split.reduce((sum, expense) => sum + expense.amount, 0)).toBe(360_000)
    const recurring = (await rest('GET', '/recurring-expenses', { token: landlord.token, query: { depth: 0 } })).body.docs
    expect(recurring).toHaveLength(1)
    expect(recurring[0].lastOccurrence).toBe('2026-11-05')
    expect(expenses.filter((expense) => expense.recurringExpense === recurring[0].id)).toHaveLength(11)
    const receipts = await rest('GET', '/files', { token: landlord.token, query: { where: { kind: { equals: 'expense' } }, limit: 10 } })
    expect(receipts.body.docs.map((file: { nickname: string }) => file.nickname)).toEqual(['Water heater receipt.png'])
    expect((await rest('GET', '/expenses', { token: tenantToken, query: { limit: 1 } })).body.totalDocs).toBe(0)
    expect(await seedDemoExpenses(payload, landlord.organization.id, landlord.user, today)).toBe(false)

    // Seeding again changes nothing.
    expect(await seedDemoPortfolio(payload, landlord.organization.id, landlord.user)).toBe(false)
    expect((await rest('GET', '/properties', { token: landlord.token, query: { limit: 1 } })).body.totalDocs).toBe(3)
  })
})
