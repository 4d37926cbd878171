import { beforeAll, describe, expect, it } from 'vitest'
import { maintenanceMessages } from '@common/maintenance'
import { loader as landlordListLoader, action as landlordListAction } from '~/routes/app/landlord/maintenance'
import { loader as completedLoader } from '~/routes/app/landlord/maintenance.completed'
import { loader as csvLoader } from '~/routes/app/landlord/maintenance.export'
import { loader as landlordRequestLoader, action as landlordRequestAction } from '~/routes/app/landlord/maintenance.$requestId/_layout'
import { loader as leaseTabLoader } from '~/routes/app/landlord/leases.$leaseId/maintenance'
import { loader as leaseTabCsvLoader } from '~/routes/app/landlord/leases.$leaseId.maintenance.export'
import { loader as propertyTabCsvLoader } from '~/routes/app/landlord/properties.$propertyId.maintenance.export'
import { loader as unitTabCsvLoader } from '~/routes/app/landlord/units.$unitId.maintenance.export'
import { loader as tenantListLoader, action as tenantListAction } from '~/routes/app/tenant/maintenance'
import { loader as tenantRequestLoader, action as tenantRequestAction } from '~/routes/app/tenant/maintenance.$requestId/_layout'
import { loader as vendorLoader, action as vendorAction } from '~/routes/app/vendor.maintenance.$token'
import { loader as notificationsLoader } from '~/routes/app/notifications'
import { loader as expensesLoader } from '~/routes/app/landlord/expenses'
import { SKIP_MAINTENANCE_EXPENSE } from '@api/collections/MaintenanceRequests/hooks/expense'
import { loader as shellLoader } from '~/routes/app/private/_layout'
import { bulkPortfolio } from '@api/seed/bulk-portfolio'
import { samplePdf, samplePng } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, ORIGIN, requestContext, routeRunner, runRoute, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * Maintenance through the pages, as a browser without JavaScript posts them: the tenant
 * reports with a photo, the landlord lists, filters, exports, assigns and comments (shared
 * and internal), the vendor's link marks it done, the tenant confirms it fixed.
 */
let landlord: Account
let foreign: Account
let tenant: Account
let otherTenant: Account
let held: Awaited<ReturnType<typeof leaseWithTenant>>
const run = routeRunner(() => landlord)
const png = () => new File([new Uint8Array(samplePng())], 'leak.png', { type: 'image/png' })

beforeAll(async () => {
  const [owner, other] = await Promise.all([signedInLandlord('maint-pages'), signedInLandlord('maint-pages-foreign')])
  landlord = account(owner)
  foreign = account(other)
  held = await leaseWithTenant(owner.organization.id, 'Pia')
  const second = await leaseWithTenant(owner.organization.id, 'Quinn')
  tenant = account(held.tenant)
  otherTenant = account(second.tenant)
})

describe('the whole flow through the pages', () => {
  let requestId: number

  it('the drawer refuses bad input with messages next to the fields, saving nothing', async () => {
    const outcome = await run(tenantListAction, '/app/tenant/maintenance?d=maintenance-request', { who: tenant, role: 'tenant', form: { intent: 'maintenance-request', place: '', title: '', description: '' } })
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome)).toMatchObject({ place: [maintenanceMessages.leaseOrPropertyRequired], title: [maintenanceMessages.titleRequired], description: [maintenanceMessages.descriptionRequired], category: [maintenanceMessages.categoryRequired] })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'maintenance-requests', where: { lease: { equals: held.lease.id } } })).totalDocs).toBe(0)
    // Another tenant's lease: the API's 'not yours' next to the place.
    const foreignLease = await run(tenantListAction, '/app/tenant/maintenance', { who: otherTenant, role: 'tenant', form: { intent: 'maintenance-request', place: `lease:${held.lease.id}`, title: 'X', description: 'Y', category: 'other' } })
    expect(foreignLease.status).toBe(400)
    expect(fieldErrors(foreignLease).place).toBeDefined()
  })

  it('the tenant reports with a photo and lands on the request', async () => {
    const drawer = await run(tenantListLoader, '/app/tenant/maintenance?d=maintenance-request', { who: tenant, role: 'tenant' })
    expect(drawer.data.drawer.places[0].options.map(([value]: [string]) => value)).toEqual([`lease:${held.lease.id}`])
    const outcome = await run(tenantListAction, '/app/tenant/maintenance?d=maintenance-request', {
      who: tenant,
      role: 'tenant',
      form: { intent: 'maintenance-request', place: `lease:${held.lease.id}`, title: 'Bathroom leak', description: 'Water drips from the ceiling.', category: 'plumbing', priority: 'emergency', permissionToEnter: 'on', preferredTimes: 'Mornings', files: [png()] },
    })
    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302)
    const match = /\/app\/tenant\/maintenance\/(\d+)$/.exec(outcome.location ?? '')
    expect(match).not.toBeNull()
    requestId = Number(match![1])
    const page = await run(tenantRequestLoader, `/app/tenant/maintenance/${requestId}`, { who: tenant, role: 'tenant', params: { requestId: String(requestId) } })
    expect(page.data.request).toMatchObject({ title: 'Bathroom leak', priority: 'emergency', permissionToEnter: true, status: 'new' })
    expect(page.data.request.files).toHaveLength(1)
    expect(page.data.request.transitions).toEqual(['cancelled'])
    const list = await run(tenantListLoader, '/app/tenant/maintenance', { who: tenant, role: 'tenant' })
    expect(list.data.list.rows.map((row: { id: number }) => row.id)).toContain(requestId)
    const stranger = await run(tenantRequestLoader, `/app/tenant/maintenance/${requestId}`, { who: otherTenant, role: 'tenant', params: { requestId: String(requestId) } })
    expect(stranger.status).toBe(404)
  })

  it('the landlord finds it in the open list, by filter, in the lease tab and in the CSV; another landlord gets 404', async () => {
    const open = await run(landlordListLoader, '/app/landlord/maintenance')
    expect(open.data.list.rows.map((row: { id: number }) => row.id)).toContain(requestId)
    const emergency = await run(landlordListLoader, `/app/landlord/maintenance?priority=emergency&category=plumbing&property=${held.property.id}`)
    expect(emergency.data.list.rows.map((row: { id: number }) => row.id)).toEqual([requestId])
    const low = await run(landlordListLoader, '/app/landlord/maintenance?priority=low')
    expect(low.data.list.rows).toEqual([])
    const completed = await run(completedLoader, '/app/landlord/maintenance/completed')
    expect(completed.data.list.rows.map((row: { id: number }) => row.id)).not.toContain(requestId)
    const tab = await run(leaseTabLoader, `/app/landlord/leases/${held.lease.id}/maintenance`, { params: { leaseId: String(held.lease.id) } })
    expect(tab.data.list.rows.map((row: { id: number }) => row.id)).toEqual([requestId])
    const csvUrl = `${ORIGIN}/app/landlord/maintenance/export.csv?priority=emergency`
    const { context } = await requestContext(csvUrl, landlord)
    const response = (await csvLoader({ request: new Request(csvUrl), context, params: {} } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/csv')
    const text = await response.text()
    expect(text.split('\r\n')[0]).toBe('Number,Title,Status,Priority,Category,Address,Assignee,Due date,Created')
    expect(text).toContain('Bathroom leak,new,emergency,plumbing')
    const other = await run(landlordRequestLoader, `/app/landlord/maintenance/${requestId}`, { who: foreign, params: { requestId: String(requestId) } })
    expect(other.status).toBe(404)
  })

  it('the landlord assigns, comments shared and internal, and makes a vendor link; the tenant never sees the internal comment', async () => {
    const path = `/app/landlord/maintenance/${requestId}`
    const params = { requestId: String(requestId) }
    const assign = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-assign', assigneeName: 'Rita Roofing', dueDate: '2026-12-01', priority: 'high', returnTo: path } })
    expect(assign.status, JSON.stringify(assign.data)).toBe(302)
    const start = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-status', status: 'in-progress', returnTo: path } })
    expect(start.status).toBe(302)
    const empty = await run(landlordRequestAction, `${path}/comments`, { params, form: { intent: 'maintenance-comment', body: ' ', visibility: 'shared' } })
    expect(fieldErrors(empty).body).toEqual([maintenanceMessages.commentRequired])
    await run(landlordRequestAction, `${path}/comments`, { params, form: { intent: 'maintenance-comment', body: 'Roofer comes Monday.', visibility: 'shared', returnTo: `${path}/comments` } })
    await run(landlordRequestAction, `${path}/comments`, { params, form: { intent: 'maintenance-comment', body: 'Check the warranty first.', visibility: 'internal', returnTo: `${path}/comments` } })
    const staffView = await run(landlordRequestLoader, path, { params })
    expect(staffView.data.request).toMatchObject({ assigneeName: 'Rita Roofing', priority: 'high', status: 'in-progress' })
    expect(staffView.data.request.thread.map((entry: { body: string }) => entry.body)).toEqual(['Status changed: New → In progress', 'Roofer comes Monday.', 'Check the warranty first.'])
    const tenantView = await run(tenantRequestLoader, path.replace('landlord', 'tenant'), { who: tenant, role: 'tenant', params })
    expect(tenantView.data.request.thread.map((entry: { body: string }) => entry.body)).toEqual(['Status changed: New → In progress', 'Roofer comes Monday.'])

    const link = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-vendor-link' } })
    expect(link.status).toBe(200)
    const token = /\/app\/vendor\/maintenance\/([^/]+)$/.exec(link.data.url)![1]!
    const job = await runRoute(vendorLoader, `/app/vendor/maintenance/${token}`, { who: { token: '', exp: 0 }, params: { token } })
    expect(job.data.job).toMatchObject({ title: 'Bathroom leak', assigneeName: 'Rita Roofing', canMarkDone: true })
    expect(JSON.stringify(job.data)).not.toContain('warranty')
    const done = await runRoute(vendorAction, `/app/vendor/maintenance/${token}`, { who: { token: '', exp: 0 }, params: { token }, form: { intent: 'done', body: 'Fixed the flashing.' } })
    expect(done.status).toBe(302)
    const forged = await runRoute(vendorLoader, `/app/vendor/maintenance/x${token}`, { who: { token: '', exp: 0 }, params: { token: `x${token}` } })
    expect(forged.data).toEqual({ invalid: maintenanceMessages.vendorLinkInvalid })
  })

  it('the tenant confirms it fixed; the landlord sees it in the completed list', async () => {
    const path = `/app/tenant/maintenance/${requestId}`
    const params = { requestId: String(requestId) }
    const view = await run(tenantRequestLoader, path, { who: tenant, role: 'tenant', params })
    expect(view.data.request.status).toBe('completed')
    expect(view.data.request.transitions).toEqual(['closed', 'in-progress'])
    const confirm = await run(tenantRequestAction, path, { who: tenant, role: 'tenant', params, form: { intent: 'maintenance-status', status: 'closed', returnTo: path } })
    expect(confirm.status).toBe(302)
    expect(confirm.toast).toMatchObject({ title: 'Thanks for confirming the fix.' })
    // A tenant cannot assign or make vendor links: those intents are not theirs.
    const assign = await run(tenantRequestAction, path, { who: tenant, role: 'tenant', params, form: { intent: 'maintenance-assign', assigneeName: 'Me', priority: 'low' } })
    expect(assign.status).toBe(400)
    // Both sides' notification lists lead to the request (product-spec §2 destinations).
    const tenantNotifications = await run(notificationsLoader, '/app/notifications', { who: tenant, role: 'tenant' })
    expect(tenantNotifications.data.notifications).toContainEqual(expect.objectContaining({ pill: 'New Comment', actionLabel: 'View Request', destination: `/app/tenant/maintenance/${requestId}/` }))
    expect(tenantNotifications.data.notifications).toContainEqual(expect.objectContaining({ pill: 'Request Updated', destination: `/app/tenant/maintenance/${requestId}/` }))
    const landlordNotifications = await run(notificationsLoader, '/app/notifications')
    expect(landlordNotifications.data.notifications).toContainEqual(expect.objectContaining({ pill: 'New Request', destination: `/app/landlord/maintenance/${requestId}/` }))
    const completed = await run(completedLoader, '/app/landlord/maintenance/completed?status=closed')
    expect(completed.data.list.rows.map((row: { id: number; status: string }) => [row.id, row.status])).toContainEqual([requestId, 'closed'])
  })

  it('the landlord creates one on a property from the drawer', async () => {
    const drawer = await run(landlordListLoader, `/app/landlord/maintenance?d=maintenance-request&place=property:${held.property.id}`)
    expect(drawer.data.drawer.place).toBe(`property:${held.property.id}`)
    const outcome = await run(landlordListAction, '/app/landlord/maintenance?d=maintenance-request', {
      form: { intent: 'maintenance-request', place: `property:${held.property.id}`, title: 'Paint the fence', description: 'Peeling paint.', category: 'exterior', priority: 'low', assigneeName: 'Paint Co' },
    })
    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302)
    expect(outcome.location).toMatch(/^\/app\/landlord\/maintenance\/\d+$/)
  })
})

describe('attachments, unread counts, closing with a cost, revoking the vendor link', () => {
  let id: number
  const maintenanceCount = (outcome: { data?: { navigation: { groups: Array<{ items: Array<{ label: string; count?: number }> }> } } }) =>
    outcome.data!.navigation.groups.flatMap((group) => group.items).find((item) => item.label === 'Maintenance')?.count ?? 0

  it('a comment carries photos; an internal note\'s stay with the staff; the sidebar counts unread requests until they are read', async () => {
    const created = await run(tenantListAction, '/app/tenant/maintenance', {
      who: tenant,
      role: 'tenant',
      form: { intent: 'maintenance-request', place: `lease:${held.lease.id}`, title: 'Loose railing', description: 'The stair railing wobbles.', category: 'structural' },
    })
    id = Number(/(\d+)$/.exec(created.location ?? '')![1])
    const path = `/app/landlord/maintenance/${id}`
    const params = { requestId: String(id) }
    // Unread for the landlord (the sidebar), not while its own page is loading, and read once opened.
    expect(maintenanceCount(await run(shellLoader, '/app/landlord/maintenance'))).toBeGreaterThanOrEqual(1)
    const before = maintenanceCount(await run(shellLoader, '/app/landlord/maintenance'))
    expect(maintenanceCount(await run(shellLoader, path))).toBe(before - 1)
    await run(landlordRequestLoader, path, { params })
    expect(maintenanceCount(await run(shellLoader, '/app/landlord/maintenance'))).toBe(before - 1)

    const photo = new File([new Uint8Array(samplePng())], 'railing.png', { type: 'image/png' })
    const quote = new File([new Uint8Array(samplePdf())], 'quote.pdf', { type: 'application/pdf' })
    const shared = await run(landlordRequestAction, `${path}/comments`, { params, form: { intent: 'maintenance-comment', body: 'Carpenter booked.', visibility: 'shared', files: [photo], returnTo: `${path}/comments` } })
    expect(shared.status, JSON.stringify(shared.data)).toBe(302)
    const internal = await run(landlordRequestAction, `${path}/comments`, { params, form: { intent: 'maintenance-comment', body: 'Quote is high.', visibility: 'internal', files: [quote], returnTo: `${path}/comments` } })
    expect(internal.status).toBe(302)
    const tooMany = await run(landlordRequestAction, `${path}/comments`, { params, form: { intent: 'maintenance-comment', body: 'Six', files: Array.from({ length: 6 }, (_, n) => new File([new Uint8Array(samplePng())], `p${n}.png`, { type: 'image/png' })) } })
    expect(fieldErrors(tooMany).files).toEqual([maintenanceMessages.tooManyCommentFiles])

    const staffView = await run(landlordRequestLoader, path, { params })
    const staffFiles = staffView.data.request.thread.filter((entry: { kind: string }) => entry.kind === 'comment').map((entry: { body: string; files: Array<{ nickname: string; internal: boolean }> }) => [entry.body, entry.files.map((file) => [file.nickname, file.internal])])
    expect(staffFiles).toEqual([
      ['Carpenter booked.', [['railing.png', false]]],
      ['Quote is high.', [['quote.pdf', true]]],
    ])
    // The tenant: the shared comment and its photo, now unread for it; nothing of the internal note.
    expect(maintenanceCount(await run(shellLoader, '/app/tenant/maintenance', { who: tenant, role: 'tenant' }))).toBe(1)
    const tenantView = await run(tenantRequestLoader, `/app/tenant/maintenance/${id}`, { who: tenant, role: 'tenant', params })
    expect(JSON.stringify(tenantView.data)).not.toContain('quote')
    expect(tenantView.data.request.thread.find((entry: { body: string }) => entry.body === 'Carpenter booked.').files.map((file: { nickname: string }) => file.nickname)).toEqual(['railing.png'])
    expect(maintenanceCount(await run(shellLoader, '/app/tenant/maintenance', { who: tenant, role: 'tenant' }))).toBe(0)
    // A tenant's comment with a photo.
    const reply = await run(tenantRequestAction, `/app/tenant/maintenance/${id}/comments`, { who: tenant, role: 'tenant', params, form: { intent: 'maintenance-comment', body: 'Thanks!', files: [photo] } })
    expect(reply.status).toBe(302)
  })

  it('revoking the vendor link ends it (the page says so); the vendor marks done with a photo; the landlord closes with a cost and receipt', async () => {
    const path = `/app/landlord/maintenance/${id}`
    const params = { requestId: String(id) }
    const vendor = { who: { token: '', exp: 0 } }
    const tokenOf = (outcome: { data?: { url: string } }) => /\/app\/vendor\/maintenance\/([^/]+)$/.exec(outcome.data!.url)![1]!
    const first = tokenOf(await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-vendor-link' } }))
    const revoked = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-revoke-link', returnTo: path } })
    expect(revoked.status).toBe(302)
    expect(revoked.toast).toMatchObject({ title: 'Vendor link revoked.' })
    expect((await runRoute(vendorLoader, `/app/vendor/maintenance/${first}`, { ...vendor, params: { token: first } })).data).toEqual({ invalid: maintenanceMessages.vendorLinkInvalid })

    const token = tokenOf(await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-vendor-link' } }))
    const photo = new File([new Uint8Array(samplePng())], 'after.png', { type: 'image/png' })
    const done = await runRoute(vendorAction, `/app/vendor/maintenance/${token}`, { ...vendor, params: { token }, form: { intent: 'done', body: '', photo } })
    expect(done.status, JSON.stringify(done.data)).toBe(302)
    const job = await runRoute(vendorLoader, `/app/vendor/maintenance/${token}`, { ...vendor, params: { token } })
    expect(job.data.job.status).toBe('completed')
    expect(job.data.comments.flatMap((comment: { files: string[] }) => comment.files)).toEqual(['after.png'])

    const bad = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-close', cost: '-3', returnTo: path } })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad).cost).toBeDefined()
    const receipt = new File([new Uint8Array(samplePdf())], 'receipt.pdf', { type: 'application/pdf' })
    const closed = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-close', cost: '$245.50', receipt, returnTo: path } })
    expect(closed.status, JSON.stringify(closed.data)).toBe(302)
    const view = await run(landlordRequestLoader, path, { params })
    expect(view.data.request).toMatchObject({ status: 'closed', costCents: 24_550 })
    expect(view.data.request.files.find((file: { id: number }) => file.id === view.data.request.receipt)).toMatchObject({ nickname: 'receipt.pdf', internal: true })
    // The expense it recorded: linked from the request, and back from the expenses page's list and drawer.
    const expense = view.data.request.expense as number
    expect(expense).toEqual(expect.any(Number))
    const expenses = await run(expensesLoader, `/app/landlord/expenses?d=expense-edit&target=${expense}`)
    expect(expenses.data.list.rows.find((row: { id: number }) => row.id === expense)).toMatchObject({ amount: 24_550, category: 'repair', taxCategory: 'repairs', maintenanceRequest: id })
    expect(expenses.data.drawer).toMatchObject({ target: expense, maintenanceRequest: { id, label: `Maintenance request #${view.data.request.number}` } })
    expect(expenses.data.drawer.receipts.map((file: { nickname: string }) => file.nickname)).toEqual(['receipt.pdf'])
    expect((await run(expensesLoader, `/app/landlord/expenses?d=expense-edit&target=${expense}`, { who: foreign })).status).toBe(404)
    const tenantView = await run(tenantRequestLoader, `/app/tenant/maintenance/${id}`, { who: tenant, role: 'tenant', params })
    expect(tenantView.data.request).toMatchObject({ status: 'closed', costCents: null, receipt: null, expense: null })
    expect(tenantView.data.request.files.map((file: { nickname: string }) => file.nickname)).not.toContain('receipt.pdf')
  })

  it("'Record as expense' on a request closed with a cost before: the staff's button, without JavaScript", async () => {
    const payload = await testPayload()
    const old = await payload.create({ collection: 'maintenance-requests', data: { lease: held.lease.id, title: 'Old boiler fix', description: 'Done last year.', category: 'heating-cooling', assigneeName: 'Boiler Bros', status: 'completed' } as never, overrideAccess: true })
    await payload.update({ collection: 'maintenance-requests', id: old.id, data: { status: 'closed', costCents: 30_000 }, overrideAccess: true, context: { [SKIP_MAINTENANCE_EXPENSE]: true } })
    const path = `/app/landlord/maintenance/${old.id}`
    const params = { requestId: String(old.id) }
    expect((await run(landlordRequestLoader, path, { params })).data.request).toMatchObject({ costCents: 30_000, expense: null })
    const foreignTry = await run(landlordRequestAction, path, { who: foreign, params, form: { intent: 'maintenance-record-expense', returnTo: path } })
    expect(foreignTry.status).toBe(404)
    const recorded = await run(landlordRequestAction, path, { params, form: { intent: 'maintenance-record-expense', returnTo: path } })
    expect(recorded.status, JSON.stringify(recorded.data)).toBe(302)
    expect(recorded.toast).toMatchObject({ title: 'Expense recorded.' })
    const expense = (await run(landlordRequestLoader, path, { params })).data.request.expense
    expect(expense).toEqual(expect.any(Number))
    expect(await payload.findByID({ collection: 'expenses', id: expense, depth: 0, overrideAccess: true })).toMatchObject({ amount: 30_000, payeeName: 'Boiler Bros', memo: `Maintenance request #${old.number}: Old boiler fix` })
  })
})

describe("the 'Priority' sort", () => {
  it('orders by rank (emergency, high, normal, low), not by name; a changed priority moves with it', async () => {
    const owner = await signedInLandlord('maint-rank')
    const lease = await leaseWithTenant(owner.organization.id, 'Rae')
    const payload = await testPayload()
    const ids: Record<string, number> = {}
    for (const priority of ['low', 'emergency', 'normal', 'high'] as const) {
      ids[priority] = (await payload.create({ collection: 'maintenance-requests', data: { lease: lease.lease.id, title: `P ${priority}`, description: 'x', category: 'other', priority } as never, overrideAccess: true })).id
    }
    const priorities = async (sort: string) => (await runRoute(landlordListLoader, `/app/landlord/maintenance?sort=${sort}`, { who: account(owner) })).data.list.rows.map((row: { priority: string }) => row.priority)
    expect(await priorities('priority')).toEqual(['emergency', 'high', 'normal', 'low'])
    expect(await priorities('-priority')).toEqual(['low', 'normal', 'high', 'emergency'])
    await payload.update({ collection: 'maintenance-requests', id: ids.low!, data: { priority: 'emergency' }, overrideAccess: true })
    expect(await priorities('priority')).toEqual(['emergency', 'emergency', 'high', 'normal'])
  })
})

describe('the filters in the URL and the CSV of the filtered list', () => {
  it('unit, property, assignee and the reported days filter the list and its CSV alike; unknown values are dropped, never a 500', async () => {
    const owner = await signedInLandlord('maint-filters')
    const who = account(owner)
    const place = await leaseWithTenant(owner.organization.id, 'Uma')
    const payload = await testPayload()
    const create = (data: Record<string, unknown>) => payload.create({ collection: 'maintenance-requests', data: { description: 'x', category: 'other', ...data } as never, overrideAccess: true })
    const sink = await create({ lease: place.lease.id, title: 'Filter sink', assigneeName: 'Alder Plumbing' })
    const porch = await create({ property: place.property.id, title: 'Filter porch light', assigneeName: 'Birch Electric' })
    const done = await create({ property: place.property.id, title: 'Filter done fence', assigneeName: 'Birch Electric', status: 'completed' })
    const ids = async (query: string, list: 'open' | 'completed' = 'open') => {
      const outcome =
        list === 'open' ? await runRoute(landlordListLoader, `/app/landlord/maintenance${query}`, { who }) : await runRoute(completedLoader, `/app/landlord/maintenance/completed${query}`, { who })
      expect(outcome.status ?? 200, query).toBe(200)
      return outcome.data.list.rows.map((row: { id: number }) => row.id)
    }
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

    expect(await ids('')).toEqual([porch.id, sink.id])
    expect(await ids(`?unit=${place.unit.id}`)).toEqual([sink.id])
    expect(await ids(`?property=${place.property.id}&assignee=birch`)).toEqual([porch.id])
    expect(await ids('?assignee=Alder')).toEqual([sink.id])
    expect(await ids(`?from=${day(0)}&to=${day(0)}`)).toEqual([porch.id, sink.id])
    expect(await ids(`?to=${day(-1)}`)).toEqual([])
    expect(await ids(`?from=${day(1)}`)).toEqual([])
    // The completed list: its own statuses only, whatever the URL asks.
    expect(await ids('?assignee=birch', 'completed')).toEqual([done.id])
    expect(await ids('?status=new', 'completed')).toEqual([])

    // Junk in the URL: dropped, the page answers with the unfiltered list.
    const junk = await runRoute(landlordListLoader, '/app/landlord/maintenance?unit=abc&property=-2&status=bogus&priority=urgent&category=gold&from=2026-13-45&to=yesterday&sort=secret&page=x', { who })
    expect(junk.status ?? 200).toBe(200)
    expect(junk.data.list.filters).toEqual({ statuses: [], priorities: [], categories: [], property: null, unit: null, assignee: '', from: null, to: null })
    expect(junk.data.list.rows.map((row: { id: number }) => row.id)).toEqual([porch.id, sink.id])

    // The CSV is the list as filtered (every page of it).
    const csv = async (query: string) => {
      const url = `${ORIGIN}/app/landlord/maintenance/export.csv${query}`
      const { context } = await requestContext(url, who)
      const response = (await csvLoader({ request: new Request(url), context, params: {} } as never)) as Response
      expect(response.status).toBe(200)
      return (await response.text()).trim().split('\r\n').slice(1)
    }
    expect(await csv(`?property=${place.property.id}&assignee=birch`)).toEqual([expect.stringMatching(/^\d+,Filter porch light,new,normal,other,/)])
    expect(await csv(`?unit=${place.unit.id}&from=${day(0)}`)).toEqual([expect.stringMatching(/^\d+,Filter sink,new,normal,other,.*,Alder Plumbing,/)])
    expect(await csv('?from=2026-13-45')).toHaveLength(2)
  })
})

describe('days typed without a date picker', () => {
  it("an impossible due date gets 'Enter a date.' next to the field, in the assignment and in the drawer, and nothing is saved", async () => {
    const owner = await signedInLandlord('maint-days')
    const who = account(owner)
    const place = await leaseWithTenant(owner.organization.id, 'Vic')
    const payload = await testPayload()
    const request = await payload.create({ collection: 'maintenance-requests', data: { lease: place.lease.id, title: 'Door sticks', description: 'x', category: 'other' } as never, overrideAccess: true })
    const path = `/app/landlord/maintenance/${request.id}`
    const params = { requestId: String(request.id) }
    // 31 February would be saved as 3 March; 2026-13-45 is no day at all.
    for (const dueDate of ['2026-02-31', '2026-13-45']) {
      const assign = await runRoute(landlordRequestAction, path, { who, params, form: { intent: 'maintenance-assign', assigneeName: 'Door Co', dueDate, priority: 'normal', returnTo: path } })
      expect(assign.status, dueDate).toBe(400)
      expect(fieldErrors(assign).dueDate).toEqual(['Enter a date.'])
      const create = await runRoute(landlordListAction, '/app/landlord/maintenance?d=maintenance-request', {
        who,
        form: { intent: 'maintenance-request', place: `property:${place.property.id}`, title: 'Gate', description: 'x', category: 'other', dueDate },
      })
      expect(create.status, dueDate).toBe(400)
      expect(fieldErrors(create).dueDate).toEqual(['Enter a date.'])
    }
    expect(await payload.findByID({ collection: 'maintenance-requests', id: request.id, depth: 0, overrideAccess: true })).toMatchObject({ assigneeName: null, dueDate: null })
    expect((await payload.count({ collection: 'maintenance-requests', where: { title: { equals: 'Gate' } }, overrideAccess: true })).totalDocs).toBe(0)
    // A real day still saves.
    const saved = await runRoute(landlordRequestAction, path, { who, params, form: { intent: 'maintenance-assign', assigneeName: 'Door Co', dueDate: '2026-02-28', priority: 'normal', returnTo: path } })
    expect(saved.status).toBe(302)
    expect((await payload.findByID({ collection: 'maintenance-requests', id: request.id, depth: 0, overrideAccess: true })).dueDate?.slice(0, 10)).toBe('2026-02-28')
  })
})

describe('a long CSV export', () => {
  it('streams every request once, in the list order, when they tie on the sort key and creation time and some have no due date', async () => {
    const owner = await signedInLandlord('maint-long-csv')
    const who = account(owner)
    const payload = await testPayload()
    const stamps = [new Date(Date.now() - 60_000).toISOString(), new Date().toISOString()]
    const count = 230
    const priorities = ['emergency', 'high', 'normal', 'low'] as const
    await bulkPortfolio(payload).bulkInsert(
      'maintenance_requests',
      Array.from({ length: count }, (_, index) => ({
        organization: owner.organization.id,
        number: index + 1,
        title: index % 4 === 0 ? 'Broken door' : 'Leaking sink',
        description: 'x',
        category: 'other',
        priority: priorities[index % 4],
        priorityRank: (index % 4) + 1,
        status: 'new',
        // A third without a due date (NULL sorts first on SQLite, last on PostgreSQL).
        dueDate: index % 3 === 0 ? null : `2026-09-0${1 + (index % 2)}T12:00:00.000Z`,
        vendorLinkVersion: 0,
        createdAt: stamps[index % 2],
        updatedAt: stamps[index % 2],
      })),
    )
    const csvNumbers = async (query: string) => {
      const url = `${ORIGIN}/app/landlord/maintenance/export.csv${query}`
      const { context } = await requestContext(url, who)
      const response = (await csvLoader({ request: new Request(url), context, params: {} } as never)) as Response
      expect(response.status).toBe(200)
      return (await response.text()).trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]))
    }
    // The order the database gives the whole list in one statement.
    const expected = async (sort: string[]) =>
      (await payload.find({ collection: 'maintenance-requests', where: { organization: { equals: owner.organization.id } }, sort, pagination: false, depth: 0 })).docs.map((doc) => doc.number)
    for (const [query, sort] of [
      ['', ['-createdAt', '-id']],
      ['?sort=dueDate', ['dueDate', 'createdAt', 'id']],
      ['?sort=-dueDate', ['-dueDate', '-createdAt', '-id']],
      ['?sort=priority', ['priorityRank', 'createdAt', 'id']],
      ['?sort=title', ['title', 'createdAt', 'id']],
    ] as const) {
      const numbers = await csvNumbers(query)
      expect(numbers, query).toHaveLength(count)
      expect(new Set(numbers).size).toBe(count)
      expect(numbers, query).toEqual(await expected([...sort]))
    }
  })
})

describe("the Maintenance tabs' CSV (property, unit, lease)", () => {
  /** A tab's export as the browser downloads it: its status, and the title and status of each row. */
  async function tabCsv(loader: unknown, path: string, params: Record<string, string>, who: Account) {
    const url = `${ORIGIN}${path}`
    const { context } = await requestContext(url, who)
    let response: Response
    try {
      response = (await (loader as (args: object) => Promise<Response>)({ request: new Request(url), context, params })) as Response
    } catch (thrown) {
      // A 404 is thrown as the route's data (data(null, { status: 404 })).
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, rows: [] as string[][], disposition: null }
    }
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('Number,Title,Status,Priority,Category,Address,Assignee,Due date,Created')
    return { status: response.status, rows: lines.slice(1).map((line) => line.split(',').slice(1, 3)), disposition: response.headers.get('Content-Disposition') }
  }

  it("holds only that place's requests, every status, with the tab's filters; another landlord gets 404", async () => {
    const owner = await signedInLandlord('maint-tab-csv')
    const who = account(owner)
    const home = await leaseWithTenant(owner.organization.id, 'Wren')
    const elsewhere = await leaseWithTenant(owner.organization.id, 'Xia')
    const payload = await testPayload()
    const create = (data: Record<string, unknown>) => payload.create({ collection: 'maintenance-requests', data: { description: 'x', category: 'other', ...data } as never, overrideAccess: true })
    // On the lease (its unit and property follow), on the property itself, done on the property, and elsewhere.
    await create({ lease: home.lease.id, title: 'Tab sink' })
    await create({ property: home.property.id, title: 'Tab roof' })
    await create({ property: home.property.id, title: 'Tab gutter', status: 'completed' })
    await create({ lease: elsewhere.lease.id, title: 'Other stairs' })
    const propertyPath = `/app/landlord/properties/${home.property.id}/maintenance/export.csv`
    const unitPath = `/app/landlord/properties/${home.property.id}/units/${home.unit.id}/maintenance/export.csv`
    const leasePath = `/app/landlord/leases/${home.lease.id}/maintenance/export.csv`
    const propertyParams = { propertyId: String(home.property.id) }
    const unitParams = { propertyId: String(home.property.id), unitId: String(home.unit.id) }
    const leaseParams = { leaseId: String(home.lease.id) }

    const property = await tabCsv(propertyTabCsvLoader, propertyPath, propertyParams, who)
    expect(property.status).toBe(200)
    expect(property.disposition).toBe(`attachment; filename="maintenance-property-${home.property.id}.csv"`)
    expect(property.rows).toEqual([
      ['Tab gutter', 'completed'],
      ['Tab roof', 'new'],
      ['Tab sink', 'new'],
    ])
    expect((await tabCsv(unitTabCsvLoader, unitPath, unitParams, who)).rows).toEqual([['Tab sink', 'new']])
    expect((await tabCsv(leaseTabCsvLoader, leasePath, leaseParams, who)).rows).toEqual([['Tab sink', 'new']])
    // The tab's filters and sort from the URL, as the tab's list reads them.
    expect((await tabCsv(propertyTabCsvLoader, `${propertyPath}?status=completed`, propertyParams, who)).rows).toEqual([['Tab gutter', 'completed']])
    expect((await tabCsv(propertyTabCsvLoader, `${propertyPath}?status=new&sort=title`, propertyParams, who)).rows).toEqual([
      ['Tab roof', 'new'],
      ['Tab sink', 'new'],
    ])
    const list = await runRoute(leaseTabLoader, `/app/landlord/leases/${home.lease.id}/maintenance`, { who, params: leaseParams })
    expect(list.data.list.rows.map((row: { title: string }) => row.title)).toEqual(['Tab sink'])
    // A place of the landlord's without requests: the header alone.
    const quiet = await leaseWithTenant(owner.organization.id, 'Yul')
    const empty = await tabCsv(leaseTabCsvLoader, `/app/landlord/leases/${quiet.lease.id}/maintenance/export.csv`, { leaseId: String(quiet.lease.id) }, who)
    expect(empty).toMatchObject({ status: 200, rows: [] })

    // Another landlord: 404 for each tab's CSV (and nothing of it), as for an id that does not exist.
    for (const [loader, path, params] of [
      [propertyTabCsvLoader, propertyPath, propertyParams],
      [unitTabCsvLoader, unitPath, unitParams],
      [leaseTabCsvLoader, leasePath, leaseParams],
    ] as const) {
      expect(await tabCsv(loader, path, params, foreign), path).toMatchObject({ status: 404, rows: [] })
    }
    expect((await tabCsv(leaseTabCsvLoader, '/app/landlord/leases/999999999/maintenance/export.csv', { leaseId: '999999999' }, who)).status).toBe(404)
    expect((await tabCsv(leaseTabCsvLoader, '/app/landlord/leases/abc/maintenance/export.csv', { leaseId: 'abc' }, who)).status).toBe(404)
  })
})
