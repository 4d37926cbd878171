import { beforeAll, describe, expect, it } from 'vitest'
import { idOf } from '@common/ids'
import { MAINTENANCE_EXPENSE_UNKNOWN_PAYEE, maintenanceMessages } from '@common/maintenance'
import { SKIP_MAINTENANCE_EXPENSE } from '@api/collections/MaintenanceRequests/hooks/expense'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import type { Organization } from '@api/payload-types'
import { errorMessage, rest, restMultipart } from './rest'
import { samplePdf, samplePng } from './support/files'
import { leaseWithTenant } from './support/leases'
import { mailsTo } from './support/outbox'
import { testPayload } from './support/payload'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

/**
 * Maintenance requests over REST (product-spec §1): who files, reads and changes what; the
 * thread with shared and internal comments (internal never reaches a tenant); the status
 * transitions and their log; the tenant's 14-day window; files; notifications and e-mails;
 * the vendor's signed link.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let outsider: SignedIn
let held: Awaited<ReturnType<typeof leaseWithTenant>>
let other: Awaited<ReturnType<typeof leaseWithTenant>>
let foreignLease: Awaited<ReturnType<typeof leaseWithTenant>>

const MISSING_ID = 987654
const fieldErrors = (body: any) => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))

const report = (token: string, lease: number, extra: Record<string, unknown> = {}) =>
  rest('POST', '/maintenance-requests', { token, json: { lease, title: 'Leaking sink', description: 'Water under the kitchen sink.', category: 'plumbing', ...extra } })

beforeAll(async () => {
  ;[owner, foreign, outsider] = await Promise.all([signedInLandlord('maint-owner'), signedInLandlord('maint-foreign'), signedInTenant('maint-outsider')])
  const payload = await testPayload()
  await payload.update({ collection: 'organizations', id: owner.organization.id, data: { phoneNumber: '(512) 555-0100' }, overrideAccess: true })
  held = await leaseWithTenant(owner.organization.id, 'Mia')
  other = await leaseWithTenant(owner.organization.id, 'Ned')
  foreignLease = await leaseWithTenant(foreign.organization.id, 'Oli')
})

describe('filing a request', () => {
  it('a tenant files on its own lease; the server sets place, organization, number, status and author', async () => {
    const response = await report(held.tenant.token, held.lease.id, { priority: 'emergency', permissionToEnter: true, preferredTimes: 'Weekday mornings', organization: foreign.organization.id, number: 99 })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = response.body.doc
    expect(doc).toMatchObject({ status: 'new', priority: 'emergency', permissionToEnter: true, preferredTimes: 'Weekday mornings', landlordPhone: '(512) 555-0100' })
    expect(idOf(doc.organization)).toBe(owner.organization.id)
    expect(doc.property).toMatchObject({ id: held.property.id })
    expect(doc.unit).toMatchObject({ id: held.unit.id })
    expect(doc.number).toBeGreaterThanOrEqual(1)
    expect(doc.address).toContain('Mia 9 Oak Street')
    const next = await report(held.tenant.token, held.lease.id)
    expect(next.body.doc.number).toBe(doc.number + 1)
  })

  it("a tenant cannot file on another lease, nor set the landlord's fields; bad input gets its message", async () => {
    for (const lease of [other.lease.id, foreignLease.lease.id, MISSING_ID]) {
      const response = await report(held.tenant.token, lease)
      expect(response.status, `lease ${lease}`).toBe(400)
      expect(errorMessage(response.body)).toBe(RELATION_NOT_FOUND)
    }
    const outsiderReport = await report(outsider.token, held.lease.id)
    expect(outsiderReport.status).toBe(400)
    const assigned = await report(held.tenant.token, held.lease.id, { assigneeName: 'My cousin' })
    expect(assigned.status).toBe(403)
    const empty = await rest('POST', '/maintenance-requests', { token: held.tenant.token, json: { lease: held.lease.id, title: ' ', description: '', category: '' } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty.body)).toMatchObject({ title: maintenanceMessages.titleRequired, description: maintenanceMessages.descriptionRequired })
  })

  it('staff file on a property or unit of their own; never in another organization', async () => {
    const onProperty = await rest('POST', '/maintenance-requests', { token: owner.token, json: { property: held.property.id, title: 'Gutter', description: 'Clean the gutters.', category: 'exterior', assigneeName: 'Ace Gutters', dueDate: new Date().toISOString() } })
    expect(onProperty.status, JSON.stringify(onProperty.body)).toBe(201)
    expect(onProperty.body.doc).toMatchObject({ lease: null, assigneeName: 'Ace Gutters' })
    const foreignProperty = await rest('POST', '/maintenance-requests', { token: owner.token, json: { property: foreignLease.property.id, title: 'X', description: 'Y', category: 'other' } })
    expect(foreignProperty.status).toBe(400)
    expect(errorMessage(foreignProperty.body)).toBe(RELATION_NOT_FOUND)
    const nowhere = await rest('POST', '/maintenance-requests', { token: owner.token, json: { title: 'X', description: 'Y', category: 'other' } })
    expect(errorMessage(nowhere.body)).toBe(maintenanceMessages.leaseOrPropertyRequired)
  })
})

describe('who reads what', () => {
  it('another landlord and another tenant get the 404 of a missing id; lists show only their own', async () => {
    const { body } = await report(held.tenant.token, held.lease.id, { title: 'Private problem' })
    const id = body.doc.id
    for (const token of [foreign.token, other.tenant.token, outsider.token]) {
      for (const [method, json] of [['GET'], ['PATCH', { title: 'Hacked' }], ['DELETE']] as const) {
        const response = await rest(method, `/maintenance-requests/${id}`, { token, json })
        const missing = await rest(method, `/maintenance-requests/${MISSING_ID}`, { token, json })
        expect(response.status, `${method}`).toBe(404)
        expect(response.body).toEqual(missing.body)
      }
      const list = await rest('GET', '/maintenance-requests', { token, query: { limit: 100 } })
      expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(id)
      const bulk = await rest('PATCH', '/maintenance-requests', { token, query: { where: { id: { equals: id } } }, json: { title: 'Hacked' } })
      expect(bulk.body.docs ?? []).toEqual([])
    }
    const mine = await rest('GET', '/maintenance-requests', { token: held.tenant.token, query: { limit: 100 } })
    expect(mine.body.docs.every((doc: { lease: { id: number } }) => doc.lease.id === held.lease.id)).toBe(true)
    const staff = await rest('GET', `/maintenance-requests/${id}`, { token: owner.token })
    expect(staff.body.title).toBe('Private problem')
  })

  it('internal comments are never returned to the tenant, by list, by id or by filter', async () => {
    const { body } = await report(held.tenant.token, held.lease.id)
    const id = body.doc.id
    const shared = await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'A plumber comes Tuesday.', visibility: 'shared' } })
    const internal = await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Tenant probably caused this.', visibility: 'internal' } })
    expect(shared.status).toBe(201)
    expect(internal.status).toBe(201)
    const asTenant = await rest('GET', '/maintenance-comments', { token: held.tenant.token, query: { where: { maintenanceRequest: { equals: id } }, limit: 100 } })
    expect(asTenant.body.docs.map((doc: { body: string }) => doc.body)).toEqual(['A plumber comes Tuesday.'])
    const filtered = await rest('GET', '/maintenance-comments', { token: held.tenant.token, query: { where: { visibility: { equals: 'internal' } }, limit: 100 } })
    expect(filtered.body.docs).toEqual([])
    const byId = await rest('GET', `/maintenance-comments/${internal.body.doc.id}`, { token: held.tenant.token })
    expect(byId.status).toBe(404)
    expect(JSON.stringify(byId.body)).not.toContain('caused')
    // Nor through a notification or a request's depth.
    const notifications = await rest('GET', '/notifications', { token: held.tenant.token, query: { depth: 2, limit: 100 } })
    expect(JSON.stringify(notifications.body)).not.toContain('caused')
    const asStaff = await rest('GET', '/maintenance-comments', { token: owner.token, query: { where: { maintenanceRequest: { equals: id } }, limit: 100 } })
    expect(asStaff.body.docs.map((doc: { body: string }) => doc.body)).toEqual(['A plumber comes Tuesday.', 'Tenant probably caused this.'])
  })

  it('a tenant comments shared only, on its own requests; nobody edits an entry', async () => {
    const { body } = await report(held.tenant.token, held.lease.id)
    const id = body.doc.id
    const comment = await rest('POST', '/maintenance-comments', { token: held.tenant.token, json: { maintenanceRequest: id, body: 'Still leaking.', author: owner.user.id, authorName: 'The landlord' } })
    expect(comment.status).toBe(201)
    expect(comment.body.doc).toMatchObject({ visibility: 'shared', kind: 'comment', authorName: 'Mia Tenant' })
    const internal = await rest('POST', '/maintenance-comments', { token: held.tenant.token, json: { maintenanceRequest: id, body: 'Secret', visibility: 'internal' } })
    expect(internal.status).toBe(403)
    const elsewhere = await rest('POST', '/maintenance-comments', { token: other.tenant.token, json: { maintenanceRequest: id, body: 'Hi' } })
    expect(elsewhere.status).toBe(400)
    expect(errorMessage(elsewhere.body)).toBe(RELATION_NOT_FOUND)
    const edit = await rest('PATCH', `/maintenance-comments/${comment.body.doc.id}`, { token: owner.token, json: { body: 'Changed' } })
    expect(edit.status).toBe(403)
    const foreignEdit = await rest('PATCH', `/maintenance-comments/${comment.body.doc.id}`, { token: foreign.token, json: { body: 'Changed' } })
    expect(foreignEdit.status).toBe(404)
  })
})

describe('statuses', () => {
  it('staff move it along; each change is logged with who; bad transitions are refused', async () => {
    const { body } = await report(held.tenant.token, held.lease.id)
    const id = body.doc.id
    const start = await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'in-progress', assigneeName: 'Bob Plumbing' } })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    const done = await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'completed' } })
    expect(done.body.doc.completedAt).toBeTruthy()
    const back = await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'new' } })
    expect(back.status).toBe(400)
    expect(errorMessage(back.body)).toBe(maintenanceMessages.transitionNotAllowed)
    const log = await rest('GET', '/maintenance-comments', { token: held.tenant.token, query: { where: { and: [{ maintenanceRequest: { equals: id } }, { kind: { equals: 'status' } }] }, limit: 100 } })
    expect(log.body.docs.map((doc: { body: string; authorName: string }) => [doc.body, doc.authorName])).toEqual([
      ['Status changed: New → In progress', 'Test maint-owner'],
      ['Status changed: In progress → Completed', 'Test maint-owner'],
    ])
  })

  it('a tenant changes only the status: cancel a new one, confirm or reopen within 14 days of completion', async () => {
    const first = (await report(held.tenant.token, held.lease.id)).body.doc.id
    const retitle = await rest('PATCH', `/maintenance-requests/${first}`, { token: held.tenant.token, json: { title: 'Changed', priority: 'low' } })
    expect(retitle.status).toBe(403)
    const start = await rest('PATCH', `/maintenance-requests/${first}`, { token: held.tenant.token, json: { status: 'in-progress' } })
    expect(start.status).toBe(400)
    const cancel = await rest('PATCH', `/maintenance-requests/${first}`, { token: held.tenant.token, json: { status: 'cancelled' } })
    expect(cancel.body.doc.status).toBe('cancelled')

    const second = (await report(held.tenant.token, held.lease.id)).body.doc.id
    await rest('PATCH', `/maintenance-requests/${second}`, { token: owner.token, json: { status: 'completed' } })
    const reopen = await rest('PATCH', `/maintenance-requests/${second}`, { token: held.tenant.token, json: { status: 'in-progress' } })
    expect(reopen.status, JSON.stringify(reopen.body)).toBe(200)
    await rest('PATCH', `/maintenance-requests/${second}`, { token: owner.token, json: { status: 'completed' } })
    const confirm = await rest('PATCH', `/maintenance-requests/${second}`, { token: held.tenant.token, json: { status: 'closed' } })
    expect(confirm.body.doc.status).toBe('closed')

    // Completed 15 days ago: too late.
    const payload = await testPayload()
    await payload.update({ collection: 'maintenance-requests', id: second, data: { completedAt: new Date(Date.now() - 15 * 86_400_000).toISOString() }, overrideAccess: true, context: { skipMaintenanceNotifications: true } })
    const late = await rest('PATCH', `/maintenance-requests/${second}`, { token: held.tenant.token, json: { status: 'in-progress' } })
    expect(late.status).toBe(400)
    expect(errorMessage(late.body)).toBe(maintenanceMessages.reopenWindowOver)
    const staffReopen = await rest('PATCH', `/maintenance-requests/${second}`, { token: owner.token, json: { status: 'in-progress' } })
    expect(staffReopen.status).toBe(200)
  })
})

describe('files', () => {
  it('a tenant attaches photos and PDFs to its request (at most 10); the other tenant never sees them', async () => {
    const id = (await report(held.tenant.token, held.lease.id)).body.doc.id
    const photo = await restMultipart('POST', '/files', { token: held.tenant.token, files: [{ bytes: samplePng(), name: 'sink.png', type: 'image/png' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: 'Sink' } })
    expect(photo.status, JSON.stringify(photo.body)).toBe(201)
    expect(idOf(photo.body.doc.organization)).toBe(owner.organization.id)
    const mine = await rest('GET', '/files', { token: held.tenant.token, query: { where: { maintenanceRequest: { equals: id } } } })
    expect(mine.body.docs).toHaveLength(1)
    const theirs = await rest('GET', `/files/${photo.body.doc.id}`, { token: other.tenant.token })
    expect(theirs.status).toBe(404)
    const onOther = await restMultipart('POST', '/files', { token: other.tenant.token, files: [{ bytes: samplePdf(), name: 'x.pdf', type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: 'X' } })
    expect(onOther.status).toBe(400)
    // A tenant uploads nothing else, not even to its own lease.
    const leaseFile = await restMultipart('POST', '/files', { token: held.tenant.token, files: [{ bytes: samplePdf(), name: 'x.pdf', type: 'application/pdf' }], payload: { kind: 'lease', lease: held.lease.id, nickname: 'X' } })
    expect(leaseFile.status).toBeGreaterThanOrEqual(400)
    for (let index = 1; index < 10; index++) {
      const more = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: `p${index}.pdf`, type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: `P${index}` } })
      expect(more.status).toBe(201)
    }
    const eleventh = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: 'p11.pdf', type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: 'P11' } })
    expect(eleventh.status).toBe(400)
    expect(errorMessage(eleventh.body)).toBe(maintenanceMessages.tooManyFiles)
  })
})

describe('notifications and e-mails', () => {
  it('a new request goes to the owners, a staff change and a shared comment to the tenants, an internal comment to nobody', async () => {
    const payload = await testPayload()
    const count = async (user: number, event: string) => (await payload.count({ collection: 'notifications', where: { and: [{ recipient: { equals: user } }, { event: { equals: event } }] } })).totalDocs
    const before = { created: await count(owner.user.id, 'maintenance-request:created'), updated: await count(other.tenant.user.id, 'maintenance-request:updated'), comments: await count(other.tenant.user.id, 'comment:created') }
    const id = (await report(other.tenant.token, other.lease.id, { title: 'Broken heater', category: 'heating-cooling' })).body.doc.id
    expect(await count(owner.user.id, 'maintenance-request:created')).toBe(before.created + 1)
    await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'in-progress' } })
    expect(await count(other.tenant.user.id, 'maintenance-request:updated')).toBe(before.updated + 1)
    await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Note to self', visibility: 'internal' } })
    expect(await count(other.tenant.user.id, 'comment:created')).toBe(before.comments)
    await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'On our way', visibility: 'shared' } })
    expect(await count(other.tenant.user.id, 'comment:created')).toBe(before.comments + 1)

    const tenantMails = await mailsTo(other.tenant.email)
    const update = tenantMails.find((mail) => mail.subject.startsWith('Request Updated'))
    expect(update?.links.some((link) => link.endsWith(`/app/tenant/maintenance/${id}/`))).toBe(true)
    const ownerMails = await mailsTo(owner.user.email)
    expect(ownerMails.some((mail) => mail.subject.startsWith('New Request') && mail.links.some((link) => link.endsWith(`/app/landlord/maintenance/${id}/`)))).toBe(true)
    const view = await rest('GET', '/notifications', { token: other.tenant.token, query: { where: { event: { equals: 'comment:created' } }, depth: 1, limit: 1 } })
    expect(view.body.docs[0].comment).toMatchObject({ maintenanceRequest: id })
  })

  it("what the tenant or the vendor does reaches the owners, what staff or the vendor does the tenants: each event with its e-mail, on both sides", async () => {
    const payload = await testPayload()
    const eventsOf = async (user: number, id: number) =>
      (
        await payload.find({
          collection: 'notifications',
          where: { and: [{ recipient: { equals: user } }, { or: [{ 'maintenanceRequest.request': { equals: id } }, { 'comment.maintenanceRequest': { equals: id } }] }] },
          sort: 'id',
          depth: 0,
          limit: 100,
          overrideAccess: true,
        })
      ).docs.map((doc) => doc.event)
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Window stuck', category: 'structural' })).body.doc.id
    const steps = [
      // The tenant adds a detail; staff assign and start.
      await rest('POST', '/maintenance-comments', { token: held.tenant.token, json: { maintenanceRequest: id, body: 'The bedroom window, not the kitchen one.' } }),
      await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { assigneeName: 'Sash Repairs', status: 'in-progress' } }),
    ]
    // The vendor comments and marks it done through its link.
    const link = await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: owner.token })
    steps.push(
      await rest('POST', `/maintenance-requests/vendor/${link.body.token}`, { json: { intent: 'comment', body: 'Coming Friday morning.' } }),
      await rest('POST', `/maintenance-requests/vendor/${link.body.token}`, { json: { intent: 'done' } }),
      // The tenant reopens; staff complete it again; the tenant confirms it fixed.
      await rest('PATCH', `/maintenance-requests/${id}`, { token: held.tenant.token, json: { status: 'in-progress' } }),
      await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'completed' } }),
      await rest('PATCH', `/maintenance-requests/${id}`, { token: held.tenant.token, json: { status: 'closed' } }),
    )
    for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBeLessThan(300)

    expect(await eventsOf(owner.user.id, id)).toEqual([
      'maintenance-request:created', // the tenant's request
      'comment:created', // the tenant's comment
      'comment:created', // the vendor's comment
      'maintenance-request:updated', // the vendor's 'done'
      'maintenance-request:updated', // the tenant's reopening
      'maintenance-request:updated', // the tenant's confirmation
    ])
    expect(await eventsOf(held.tenant.user.id, id)).toEqual([
      'maintenance-request:updated', // staff started it
      'comment:created', // the vendor's comment
      'maintenance-request:updated', // the vendor's 'done'
      'maintenance-request:updated', // staff completed it again
    ])
    expect(await eventsOf(other.tenant.user.id, id)).toEqual([])

    // Every one of them was e-mailed too, with the link to the request on the recipient's side.
    const mailed = async (email: string, area: 'landlord' | 'tenant') =>
      (await mailsTo(email)).filter((mail) => mail.links.some((link) => link.endsWith(`/app/${area}/maintenance/${id}/`))).map((mail) => mail.subject.split(':')[0]).sort()
    expect(await mailed(owner.user.email, 'landlord')).toEqual(['New Comment', 'New Comment', 'New Request', 'Request Updated', 'Request Updated', 'Request Updated'])
    expect(await mailed(held.tenant.email, 'tenant')).toEqual(['New Comment', 'Request Updated', 'Request Updated', 'Request Updated'])
  })
})

describe('the vendor link', () => {
  it('staff make a link; it shows that job only, takes a comment and marks it done; expired or forged links do not work', async () => {
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Dishwasher', category: 'appliance' })).body.doc.id
    await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Internal only', visibility: 'internal' } })
    await rest('POST', '/maintenance-comments', { token: held.tenant.token, json: { maintenanceRequest: id, body: 'Tenant note' } })
    await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { assigneeName: 'Dana Appliance Repair', status: 'in-progress' } })
    expect((await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: held.tenant.token })).status).toBe(403)
    expect((await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: foreign.token })).status).toBe(404)
    const link = await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: owner.token })
    expect(link.status).toBe(200)
    expect(link.body.path).toBe(`/app/vendor/maintenance/${link.body.token}`)

    const job = await rest('GET', `/maintenance-requests/vendor/${link.body.token}`)
    expect(job.status).toBe(200)
    expect(job.body.job).toMatchObject({ title: 'Dishwasher', status: 'in-progress', assigneeName: 'Dana Appliance Repair', canMarkDone: true })
    expect(JSON.stringify(job.body)).not.toContain('Internal only')
    expect(JSON.stringify(job.body)).not.toContain('Tenant note')

    const comment = await rest('POST', `/maintenance-requests/vendor/${link.body.token}`, { json: { intent: 'comment', body: 'Part ordered.' } })
    expect(comment.status, JSON.stringify(comment.body)).toBe(200)
    expect(comment.body.comments.map((entry: { body: string; authorName: string }) => [entry.body, entry.authorName])).toEqual([['Part ordered.', 'Dana Appliance Repair']])
    const done = await rest('POST', `/maintenance-requests/vendor/${link.body.token}`, { json: { intent: 'done' } })
    expect(done.body.job).toMatchObject({ status: 'completed', canMarkDone: false })
    const log = await rest('GET', '/maintenance-comments', { token: held.tenant.token, query: { where: { maintenanceRequest: { equals: id } }, limit: 100 } })
    expect(log.body.docs.map((entry: { body: string; authorName: string }) => entry.authorName)).toContain('Dana Appliance Repair')

    const forged = link.body.token.replace(/^\d+\./, `${id + 1}.`)
    for (const token of [forged, 'nonsense', `${id}.1000.${'a'.repeat(43)}`]) {
      const response = await rest('GET', `/maintenance-requests/vendor/${token}`)
      expect(response.status).toBe(404)
      expect(errorMessage(response.body)).toBe(maintenanceMessages.vendorLinkInvalid)
      expect((await rest('POST', `/maintenance-requests/vendor/${token}`, { json: { intent: 'done' } })).status).toBe(404)
    }
  })
})

describe('attachments on comments', () => {
  const attach = (token: string, comment: number, name = 'photo.png') =>
    restMultipart('POST', '/files', { token, files: [{ bytes: samplePng(), name, type: 'image/png' }], payload: { kind: 'maintenanceComment', maintenanceComment: comment, nickname: name } })

  it("an internal comment's files never reach a tenant: not by id, list, filter or content URL", async () => {
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Cracked tile' })).body.doc.id
    const internal = await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Quote attached.', visibility: 'internal' } })
    const file = await attach(owner.token, internal.body.doc.id, 'quote.png')
    expect(file.status, JSON.stringify(file.body)).toBe(201)
    expect(file.body.doc).toMatchObject({ internal: true, kind: 'maintenanceComment' })
    expect(idOf(file.body.doc.maintenanceRequest)).toBe(id)
    const { id: fileId, filename } = file.body.doc

    const byId = await rest('GET', `/files/${fileId}`, { token: held.tenant.token })
    const missing = await rest('GET', `/files/${MISSING_ID}`, { token: held.tenant.token })
    expect(byId.status).toBe(404)
    expect(byId.body).toEqual(missing.body)
    for (const where of [{ maintenanceRequest: { equals: id } }, { internal: { equals: true } }, { id: { equals: fileId } }, { maintenanceComment: { exists: true } }]) {
      const list = await rest('GET', '/files', { token: held.tenant.token, query: { where, limit: 100 } })
      expect(list.body.docs.map((doc: { id: number }) => doc.id), JSON.stringify(where)).not.toContain(fileId)
    }
    const everything = await rest('GET', '/files', { token: held.tenant.token, query: { limit: 100, depth: 2 } })
    expect(JSON.stringify(everything.body)).not.toContain(filename)
    const content = await rest('GET', `/files/file/${filename}`, { token: held.tenant.token })
    expect(content.status).toBe(404)
    // Nor by reading the request or its thread at depth.
    const request = await rest('GET', `/maintenance-requests/${id}`, { token: held.tenant.token, query: { depth: 3 } })
    expect(JSON.stringify(request.body)).not.toContain(filename)

    // The staff read it, and its content.
    expect((await rest('GET', `/files/${fileId}`, { token: owner.token })).status).toBe(200)
    expect((await rest('GET', `/files/file/${filename}`, { token: owner.token })).status).toBe(200)
    expect((await rest('GET', `/files/${fileId}`, { token: foreign.token })).status).toBe(404)
  })

  it("a shared comment's files go to its lease's tenants; only the comment's author attaches, at most 5", async () => {
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Mould' })).body.doc.id
    const mine = await rest('POST', '/maintenance-comments', { token: held.tenant.token, json: { maintenanceRequest: id, body: 'See the corner.' } })
    const photo = await attach(held.tenant.token, mine.body.doc.id)
    expect(photo.status, JSON.stringify(photo.body)).toBe(201)
    expect(photo.body.doc.internal).toBe(false)
    expect((await rest('GET', `/files/${photo.body.doc.id}`, { token: owner.token })).status).toBe(200)
    expect((await rest('GET', `/files/file/${photo.body.doc.filename}`, { token: held.tenant.token })).status).toBe(200)
    expect((await rest('GET', `/files/${photo.body.doc.id}`, { token: other.tenant.token })).status).toBe(404)

    // A staff comment (shared) is not the tenant's to attach to; an internal one does not exist for it.
    const staffShared = await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Noted.' } })
    const onStaff = await attach(held.tenant.token, staffShared.body.doc.id)
    expect(onStaff.status).toBe(400)
    expect(errorMessage(onStaff.body)).toBe(maintenanceMessages.commentFileNotYours)
    const staffInternal = await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Hidden.', visibility: 'internal' } })
    const onInternal = await attach(held.tenant.token, staffInternal.body.doc.id)
    expect(onInternal.status).toBe(400)
    expect(errorMessage(onInternal.body)).toBe(RELATION_NOT_FOUND)
    // Another tenant, another landlord: not found.
    expect(errorMessage((await attach(other.tenant.token, mine.body.doc.id)).body)).toBe(RELATION_NOT_FOUND)
    expect(errorMessage((await attach(foreign.token, mine.body.doc.id)).body)).toBe(RELATION_NOT_FOUND)
    // The file rules apply (a text file is no photo), and the fifth is the last.
    const text = await restMultipart('POST', '/files', { token: held.tenant.token, files: [{ bytes: new TextEncoder().encode('hello'), name: 'x.png', type: 'image/png' }], payload: { kind: 'maintenanceComment', maintenanceComment: mine.body.doc.id, nickname: 'x' } })
    expect(text.status).toBe(400)
    for (let index = 2; index <= 5; index++) expect((await attach(held.tenant.token, mine.body.doc.id, `p${index}.png`)).status).toBe(201)
    const sixth = await attach(held.tenant.token, mine.body.doc.id, 'p6.png')
    expect(sixth.status).toBe(400)
    expect(errorMessage(sixth.body)).toBe(maintenanceMessages.tooManyCommentFiles)
    // Comment files do not use up the request's 10.
    const requestFile = await restMultipart('POST', '/files', { token: held.tenant.token, files: [{ bytes: samplePdf(), name: 'r.pdf', type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: 'R', internal: true } })
    expect(requestFile.status).toBe(201)
    // A tenant cannot hide a file from itself: internal is the staff's.
    expect(requestFile.body.doc.internal).toBe(false)
  })
})

describe('closing with a cost', () => {
  it('staff record the cost and an internal receipt of the request; the tenant sees neither', async () => {
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Fridge' })).body.doc.id
    await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'completed' } })
    const receipt = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: 'receipt.pdf', type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: 'Receipt', internal: true } })
    expect(receipt.body.doc.internal).toBe(true)
    const elsewhere = (await report(held.tenant.token, held.lease.id)).body.doc.id
    const foreignReceipt = await restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(), name: 'other.pdf', type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: elsewhere, nickname: 'Other' } })
    const wrong = await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'closed', costCents: 12_550, receipt: foreignReceipt.body.doc.id } })
    expect(wrong.status).toBe(400)
    expect(errorMessage(wrong.body)).toBe(maintenanceMessages.receiptNotOfRequest)
    const negative = await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { costCents: -5 } })
    expect(negative.status).toBe(400)
    const closed = await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'closed', costCents: 12_550, receipt: receipt.body.doc.id } })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect(closed.body.doc).toMatchObject({ status: 'closed', costCents: 12_550 })
    expect(idOf(closed.body.doc.receipt)).toBe(receipt.body.doc.id)

    const asTenant = await rest('GET', `/maintenance-requests/${id}`, { token: held.tenant.token })
    expect(asTenant.body.status).toBe('closed')
    expect(asTenant.body).not.toHaveProperty('costCents')
    expect(asTenant.body).not.toHaveProperty('receipt')
    expect((await rest('GET', `/files/${receipt.body.doc.id}`, { token: held.tenant.token })).status).toBe(404)
    // A tenant cannot set them either (the field is the staff's: ignored).
    await rest('PATCH', `/maintenance-requests/${id}`, { token: held.tenant.token, json: { status: 'in-progress', costCents: 1 } })
    expect((await rest('GET', `/maintenance-requests/${id}`, { token: owner.token })).body.costCents).toBe(12_550)
  })
})

describe('closing with a cost records the expense', () => {
  const expensesOf = async (id: number) => (await testPayload()).find({ collection: 'expenses', where: { maintenanceRequest: { equals: id } }, depth: 0, overrideAccess: true })
  const receiptsOf = async (expense: number) => (await testPayload()).find({ collection: 'files', where: { expense: { equals: expense } }, depth: 0, overrideAccess: true })
  const uploadReceipt = (id: number, text = 'Receipt') =>
    restMultipart('POST', '/files', { token: owner.token, files: [{ bytes: samplePdf(text), name: 'receipt.pdf', type: 'application/pdf' }], payload: { kind: 'maintenanceRequest', maintenanceRequest: id, nickname: text, internal: true } })

  it('one expense: the cost paid to the vendor, a repair on the request\'s place, dated the close day, its receipt copied, linked both ways', async () => {
    const vendor = (await rest('POST', '/contacts', { token: owner.token, json: { type: 'vendor', firstName: 'Pat', lastName: 'Plumber' } })).body.doc
    const request = (await report(held.tenant.token, held.lease.id, { title: 'Dripping tap' })).body.doc
    await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { assigneeContact: vendor.id, status: 'completed' } })
    const receipt = await uploadReceipt(request.id)
    const closed = await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { status: 'closed', costCents: 12_550, receipt: receipt.body.doc.id } })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    const { docs } = await expensesOf(request.id)
    expect(docs).toHaveLength(1)
    const expense = docs[0]!
    const today = new Date().toISOString().slice(0, 10)
    expect(expense).toMatchObject({ amount: 12_550, payeeName: 'Pat Plumber', category: 'repair', taxCategory: 'repairs', memo: `Maintenance request #${request.number}: Dripping tap` })
    expect(idOf(expense.payeeContact)).toBe(vendor.id)
    expect([idOf(expense.organization), idOf(expense.property), idOf(expense.unit)]).toEqual([owner.organization.id, held.property.id, held.unit.id])
    expect([expense.date.slice(0, 10), expense.paidDate?.slice(0, 10)]).toEqual([today, today])
    expect(idOf(closed.body.doc.expense)).toBe(expense.id)
    // The receipt, copied as the expense's own file (same bytes); the request keeps its internal one.
    const copies = (await receiptsOf(expense.id)).docs
    expect(copies.map((file) => [file.kind, file.nickname, file.sha256])).toEqual([['expense', 'Receipt', receipt.body.doc.sha256]])
    // Read through the API: the staff see both links; the expense's is the server's to set.
    const asStaff = await rest('GET', `/expenses/${expense.id}`, { token: owner.token, query: { depth: 0 } })
    expect(asStaff.body.maintenanceRequest).toBe(request.id)
    const moved = await rest('PATCH', `/expenses/${expense.id}`, { token: owner.token, json: { maintenanceRequest: null } })
    expect(moved.status).toBe(200)
    expect((await rest('GET', `/expenses/${expense.id}`, { token: owner.token, query: { depth: 0 } })).body.maintenanceRequest).toBe(request.id)
    await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { expense: null } })
    expect((await rest('GET', `/maintenance-requests/${request.id}`, { token: owner.token, query: { depth: 0 } })).body.expense).toBe(expense.id)
    // The tenant sees neither the expense nor the link; another landlord gets 404 for both.
    const asTenant = await rest('GET', `/maintenance-requests/${request.id}`, { token: held.tenant.token })
    expect(asTenant.body).not.toHaveProperty('expense')
    for (const token of [held.tenant.token, foreign.token]) expect((await rest('GET', `/expenses/${expense.id}`, { token })).status).toBe(404)
    expect((await rest('GET', `/maintenance-requests/${request.id}`, { token: foreign.token })).status).toBe(404)
    const tenantList = await rest('GET', '/expenses', { token: held.tenant.token, query: { where: { maintenanceRequest: { equals: request.id } } } })
    expect(tenantList.body.totalDocs ?? 0).toBe(0)
  })

  it('never twice: a retried close, reopening and closing again; a new cost updates the expense, a new receipt is added', async () => {
    const request = (await report(held.tenant.token, held.lease.id, { title: 'Loose tile' })).body.doc
    await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { assigneeName: 'Tile Co', status: 'completed' } })
    const receipt = await uploadReceipt(request.id)
    const close = { status: 'closed', costCents: 9_000, receipt: receipt.body.doc.id }
    expect((await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: close })).status).toBe(200)
    // The same request sent again (a retry): still one expense, one copied receipt.
    expect((await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: close })).status).toBe(200)
    let { docs } = await expensesOf(request.id)
    expect(docs.map((expense) => [expense.amount, expense.payeeName])).toEqual([[9_000, 'Tile Co']])
    const expenseId = docs[0]!.id
    expect((await receiptsOf(expenseId)).totalDocs).toBe(1)
    // Reopen, then close again with a new cost and a new receipt.
    expect((await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { status: 'in-progress' } })).status).toBe(200)
    expect((await expensesOf(request.id)).totalDocs).toBe(1)
    await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { status: 'completed' } })
    const second = await uploadReceipt(request.id, 'Second receipt')
    const reclosed = await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { status: 'closed', costCents: 11_000, receipt: second.body.doc.id } })
    expect(reclosed.status, JSON.stringify(reclosed.body)).toBe(200)
    ;({ docs } = await expensesOf(request.id))
    expect(docs.map((expense) => [expense.id, expense.amount])).toEqual([[expenseId, 11_000]])
    expect((await receiptsOf(expenseId)).docs.map((file) => file.nickname).sort()).toEqual(['Receipt', 'Second receipt'])
    // Reopened and closed again as it was: nothing new.
    for (const status of ['in-progress', 'completed', 'closed']) expect((await rest('PATCH', `/maintenance-requests/${request.id}`, { token: owner.token, json: { status } })).status).toBe(200)
    expect((await expensesOf(request.id)).docs.map((expense) => expense.amount)).toEqual([11_000])
    expect((await receiptsOf(expenseId)).totalDocs).toBe(2)
  })

  it('no assignee: an unknown payee; no cost or $0.00: no expense; a tenant confirming the fix closes it too', async () => {
    const unassigned = (await report(held.tenant.token, held.lease.id, { title: 'Squeaky door' })).body.doc
    await rest('PATCH', `/maintenance-requests/${unassigned.id}`, { token: owner.token, json: { status: 'completed' } })
    await rest('PATCH', `/maintenance-requests/${unassigned.id}`, { token: owner.token, json: { status: 'closed', costCents: 500 } })
    expect((await expensesOf(unassigned.id)).docs.map((expense) => expense.payeeName)).toEqual([MAINTENANCE_EXPENSE_UNKNOWN_PAYEE])
    for (const costCents of [null, 0]) {
      const free = (await report(held.tenant.token, held.lease.id, { title: 'Bulb' })).body.doc
      await rest('PATCH', `/maintenance-requests/${free.id}`, { token: owner.token, json: { status: 'completed' } })
      await rest('PATCH', `/maintenance-requests/${free.id}`, { token: owner.token, json: { status: 'closed', costCents } })
      expect((await expensesOf(free.id)).totalDocs).toBe(0)
    }
    // Staff record the cost while completed; the tenant confirms fixed, which closes it: the expense follows.
    const confirmed = (await report(held.tenant.token, held.lease.id, { title: 'Window latch' })).body.doc
    await rest('PATCH', `/maintenance-requests/${confirmed.id}`, { token: owner.token, json: { status: 'completed', costCents: 2_500, assigneeName: 'Latch Ltd' } })
    expect((await expensesOf(confirmed.id)).totalDocs).toBe(0)
    const byTenant = await rest('PATCH', `/maintenance-requests/${confirmed.id}`, { token: held.tenant.token, json: { status: 'closed' } })
    expect(byTenant.status, JSON.stringify(byTenant.body)).toBe(200)
    expect(byTenant.body.doc).not.toHaveProperty('expense')
    expect((await expensesOf(confirmed.id)).docs.map((expense) => [expense.amount, expense.payeeName])).toEqual([[2_500, 'Latch Ltd']])
  })

  it("'Record as expense' for a request closed with a cost before: staff only, once", async () => {
    const payload = await testPayload()
    const request = (await report(held.tenant.token, held.lease.id, { title: 'Old repair' })).body.doc
    const receipt = await uploadReceipt(request.id)
    // Closed with a cost and receipt before closing recorded expenses.
    await payload.update({ collection: 'maintenance-requests', id: request.id, data: { status: 'completed' }, overrideAccess: true })
    await payload.update({ collection: 'maintenance-requests', id: request.id, data: { status: 'closed', costCents: 7_700, receipt: receipt.body.doc.id, assigneeName: 'Old Vendor' }, overrideAccess: true, context: { [SKIP_MAINTENANCE_EXPENSE]: true } })
    expect((await expensesOf(request.id)).totalDocs).toBe(0)
    const path = `/maintenance-requests/${request.id}/expense`
    expect((await rest('POST', path, { token: foreign.token })).status).toBe(404)
    expect((await rest('POST', path, { token: held.tenant.token })).status).toBe(403)
    expect((await expensesOf(request.id)).totalDocs).toBe(0)
    const recorded = await rest('POST', path, { token: owner.token })
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200)
    const again = await rest('POST', path, { token: owner.token })
    expect(again.body.expense).toBe(recorded.body.expense)
    const { docs } = await expensesOf(request.id)
    expect(docs.map((expense) => [expense.id, expense.amount, expense.payeeName])).toEqual([[recorded.body.expense, 7_700, 'Old Vendor']])
    expect((await receiptsOf(recorded.body.expense)).totalDocs).toBe(1)
    expect((await rest('GET', `/maintenance-requests/${request.id}`, { token: owner.token, query: { depth: 0 } })).body.expense).toBe(recorded.body.expense)
    // Not closed, or no cost: refused with its message.
    const open = (await report(held.tenant.token, held.lease.id)).body.doc
    const refused = await rest('POST', `/maintenance-requests/${open.id}/expense`, { token: owner.token })
    expect(refused.status).toBe(400)
    expect(errorMessage(refused.body)).toBe(maintenanceMessages.expenseNeedsClosedCost)
  })
})

describe('vendor links, one at a time', () => {
  it('a new link or a revocation ends the old one; the vendor marks done with a photo', async () => {
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Oven', category: 'appliance' })).body.doc.id
    await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { assigneeName: 'Oven Pros' } })
    const first = await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: owner.token })
    const second = await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: owner.token })
    const old = await rest('GET', `/maintenance-requests/vendor/${first.body.token}`)
    expect(old.status).toBe(404)
    expect(errorMessage(old.body)).toBe(maintenanceMessages.vendorLinkInvalid)
    expect((await rest('POST', `/maintenance-requests/vendor/${first.body.token}`, { json: { intent: 'done' } })).status).toBe(404)
    expect((await rest('GET', `/maintenance-requests/vendor/${second.body.token}`)).status).toBe(200)
    // Only staff revoke: a tenant 403, another landlord 404.
    expect((await rest('POST', `/maintenance-requests/${id}/vendor-link/revoke`, { token: held.tenant.token })).status).toBe(403)
    expect((await rest('POST', `/maintenance-requests/${id}/vendor-link/revoke`, { token: foreign.token })).status).toBe(404)
    expect((await rest('POST', `/maintenance-requests/${id}/vendor-link/revoke`, { token: owner.token })).status).toBe(200)
    expect((await rest('GET', `/maintenance-requests/vendor/${second.body.token}`)).status).toBe(404)

    const third = await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: owner.token })
    const done = await restMultipart('POST', `/maintenance-requests/vendor/${third.body.token}`, { files: [{ bytes: samplePng(), name: 'fixed.png', type: 'image/png' }], payload: { intent: 'done' } })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.job.status).toBe('completed')
    expect(done.body.comments).toContainEqual(expect.objectContaining({ body: maintenanceMessages.vendorPhotoOnly, authorName: 'Oven Pros', files: ['fixed.png'] }))
    // The photo is the tenant's to see too (a shared comment's file).
    const files = await rest('GET', '/files', { token: held.tenant.token, query: { where: { maintenanceRequest: { equals: id } } } })
    expect(files.body.docs.map((file: { nickname: string; kind: string }) => [file.nickname, file.kind])).toEqual([['fixed.png', 'maintenanceComment']])
    // A refused file undoes the whole post: nothing is marked, nothing is said.
    const fourth = await rest('POST', `/maintenance-requests/${id}/vendor-link`, { token: owner.token })
    await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'in-progress' } })
    const bad = await restMultipart('POST', `/maintenance-requests/vendor/${fourth.body.token}`, { files: [{ bytes: new TextEncoder().encode('nope'), name: 'x.png', type: 'image/png' }], payload: { intent: 'done', body: 'Done' } })
    expect(bad.status).toBe(400)
    expect((await rest('GET', `/maintenance-requests/${id}`, { token: owner.token })).body.status).toBe('in-progress')
  })
})

describe('unread requests', () => {
  const counts = (who: { token: string }, area: 'landlord' | 'tenant', reading?: number) =>
    rest('GET', '/notifications/unread-counts', { token: who.token, query: { maintenanceArea: area, ...(reading ? { reading } : {}) } }).then((response) => response.body.maintenance as number)

  it("a new entry is unread for everyone else who sees it; reading the request clears the reader's", async () => {
    const [ownerBefore, tenantBefore, otherBefore] = [await counts(owner, 'landlord'), await counts(held.tenant, 'tenant'), await counts(other.tenant, 'tenant')]
    const id = (await report(held.tenant.token, held.lease.id, { title: 'Window' })).body.doc.id
    expect(await counts(owner, 'landlord')).toBe(ownerBefore + 1)
    // The author has read its own request.
    expect(await counts(held.tenant, 'tenant')).toBe(tenantBefore)
    // The page being read is not counted while it marks itself read.
    expect(await counts(owner, 'landlord', id)).toBe(ownerBefore)
    expect((await rest('POST', `/maintenance-requests/${id}/read`, { token: owner.token })).status).toBe(200)
    expect(await counts(owner, 'landlord')).toBe(ownerBefore)

    // An internal note: never unread for the tenant.
    await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Internal', visibility: 'internal' } })
    expect(await counts(held.tenant, 'tenant')).toBe(tenantBefore)
    // A shared comment (or a status change) is; twice is still one request.
    await rest('POST', '/maintenance-comments', { token: owner.token, json: { maintenanceRequest: id, body: 'Coming Friday' } })
    await rest('PATCH', `/maintenance-requests/${id}`, { token: owner.token, json: { status: 'in-progress' } })
    expect(await counts(held.tenant, 'tenant')).toBe(tenantBefore + 1)
    expect(await counts(owner, 'landlord')).toBe(ownerBefore)
    // Not the other lease's tenant; and each reads only its own rows.
    expect(await counts(other.tenant, 'tenant')).toBe(otherBefore)
    const rows = await rest('GET', '/maintenance-unreads', { token: other.tenant.token, query: { limit: 100, depth: 0 } })
    expect(rows.body.docs.map((row: { user: number }) => row.user)).toEqual(Array(otherBefore).fill(other.tenant.user.id))
    await rest('POST', `/maintenance-requests/${id}/read`, { token: held.tenant.token })
    expect(await counts(held.tenant, 'tenant')).toBe(tenantBefore)
    expect((await rest('POST', '/maintenance-unreads', { token: owner.token, json: { user: owner.user.id, maintenanceRequest: id, area: 'landlord' } })).status).toBe(403)
  })
})
