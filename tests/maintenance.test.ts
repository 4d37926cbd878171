import { beforeAll, describe, expect, it } from 'vitest'
import { idOf } from '@common/ids'
import { maintenanceMessages } from '@common/maintenance'
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
