import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as notificationsAction, loader as notificationsLoader } from '~/routes/app/notifications'
import { loader as readNotificationsLoader } from '~/routes/app/notifications.read'
import { loader as shellLoader } from '~/routes/app/private/_layout'
import { notify, type NotifyArgs } from '@api/notifications/emit'
import type { Notification, Organization } from '@api/payload-types'
import type { NotificationListItem } from '@common/notifications'
import { createContact, createInvoice, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import { rest } from './rest'
import { mailsTo } from './support/outbox'
import { testPayload } from './support/payload'
import { account, routeRunner } from './support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from './support/users'

/**
 * Notifications (product-spec §3 Notification, §4; ADR 019). The invitation flow
 * notifies the right people — the invitee if it already has an account, the inviting
 * organization's owners when it is answered — with an e-mail copy; a user only ever reads
 * and marks its own notifications; the pages and the bell's form posts mark them read.
 */
type Landlord = SignedIn<{ organization: Organization }>

let landlord: Landlord
let coOwner: SignedIn
let manager: SignedIn

async function leaseWithContact(owner: Landlord, label: string, email: string) {
  const payload = await testPayload()
  const organization = owner.organization.id
  const property = await createProperty(payload, { organization, address: { line1: `${label} 9 Elm Street`, city: 'Austin', state: 'TX', postalCode: '78701' } })
  const unit = await createUnit(payload, { property: property.id, name: `${label} Unit` })
  const contact = await createContact(payload, { organization, firstName: label, lastName: 'Renter', email, type: 'tenant' })
  const lease = await createLease(payload, { unit: unit.id, rent: 120_000, status: 'active', contacts: [contact.id] })
  return { property, unit, contact, lease }
}

async function invite(owner: Landlord, lease: number, contact: number): Promise<number> {
  const response = await rest('POST', '/invitations', { token: owner.token, json: { lease, contact } })
  expect(response.status).toBe(201)
  return response.body.doc.id
}

/** Every notification about an invitation, whoever it went to (the Local API, without access control). */
async function notificationsOf(invitation: number): Promise<Notification[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'notifications', where: { invitation: { equals: invitation } }, depth: 0, pagination: false, overrideAccess: true, sort: 'id' })
  return docs
}

const recipientOf = (notification: Notification) => (typeof notification.recipient === 'object' ? notification.recipient.id : notification.recipient)

beforeAll(async () => {
  landlord = await signedInLandlord('notify-owner')
  const payload = await testPayload()
  // A second owner and a manager of the same organization: owners are notified, managers are not.
  ;[coOwner, manager] = await Promise.all([signedInTenant('co-owner'), signedInTenant('manager')])
  await payload.create({ collection: 'organization-permissions', data: { organization: landlord.organization.id, user: coOwner.user.id, roles: ['owner'] }, overrideAccess: true })
  await payload.create({ collection: 'organization-permissions', data: { organization: landlord.organization.id, user: manager.user.id, roles: ['manager'] }, overrideAccess: true })
})

describe('the invitation flow', () => {
  it('an invitee with an account gets a tenant notification (no second e-mail); accepting notifies the owners, with an e-mail copy', async () => {
    const tenant = await signedInTenant('invitee')
    const { contact, lease } = await leaseWithContact(landlord, 'Ivy', tenant.user.email)
    const invitation = await invite(landlord, lease.id, contact.id)

    const invited = await notificationsOf(invitation)
    expect(invited).toHaveLength(1)
    expect(invited[0]).toMatchObject({ event: 'invitation:invited', category: 'tenant', markedRead: false, organization: null })
    expect(recipientOf(invited[0]!)).toBe(tenant.user.id)
    // The invitation e-mail is the only mail the invitee gets.
    expect(await mailsTo(tenant.user.email)).toHaveLength(1)

    const mine = await rest('GET', '/notifications', { token: tenant.token, query: { depth: 1 } })
    expect(mine.body.docs).toHaveLength(1)
    expect(mine.body.docs[0].invitation).toMatchObject({ id: invitation, organizationName: expect.any(String) })

    const accepted = await rest('POST', `/invitations/${invitation}/accepted`, { token: tenant.token, json: {} })
    expect(accepted.status).toBe(200)
    const answered = (await notificationsOf(invitation)).filter((notification) => notification.event === 'invitation:accepted')
    expect(answered.map(recipientOf).sort()).toEqual([landlord.user.id, coOwner.user.id].sort())
    for (const notification of answered) expect(notification).toMatchObject({ category: 'organization', organization: landlord.organization.id, markedRead: false })

    const [copy] = await mailsTo(landlord.user.email)
    expect(copy?.subject).toMatch(/^Invitation Accepted: Ivy Renter accepted your invitation to Ivy 9 Elm Street, Ivy Unit, Austin, TX 78701\.$/)
    expect(copy?.links).toContain(`http://localhost:3000/app/landlord/people/tenants/${contact.id}/`)
    expect((await mailsTo(coOwner.user.email)).map((mail) => mail.subject)).toEqual([copy?.subject])
    expect(await mailsTo(manager.user.email)).toEqual([])
  })

  it('a new person gets only the invitation e-mail; declining notifies the owners', async () => {
    const email = uniqueEmail('newcomer')
    const { contact, lease } = await leaseWithContact(landlord, 'Noa', email)
    const invitation = await invite(landlord, lease.id, contact.id)
    expect(await notificationsOf(invitation)).toEqual([])
    expect(await mailsTo(email)).toHaveLength(1)

    await createUser(await testPayload(), { email, password: GOOD_PASSWORD, firstName: 'Noa', lastName: 'Renter' })
    const declined = await rest('POST', `/invitations/${invitation}/declined`, { token: await login(email), json: {} })
    expect(declined.status).toBe(200)
    const notifications = await notificationsOf(invitation)
    expect(notifications.map((notification) => notification.event)).toEqual(['invitation:declined', 'invitation:declined'])
    const subjects = (await mailsTo(landlord.user.email)).map((mail) => mail.subject)
    expect(subjects).toContainEqual(expect.stringMatching(/^Invitation Declined: Noa Renter declined your invitation to Noa 9 Elm Street/))
  })

  it('a refused answer notifies nobody', async () => {
    const tenant = await signedInTenant('refused')
    const { contact, lease } = await leaseWithContact(landlord, 'Rex', tenant.user.email)
    const invitation = await invite(landlord, lease.id, contact.id)
    expect((await rest('POST', `/invitations/${invitation}/accepted`, { token: tenant.token, json: { token: 'wrong' } })).status).toBe(400)
    expect((await notificationsOf(invitation)).map((notification) => notification.event)).toEqual(['invitation:invited'])
  })
})

describe('recipients', () => {
  it("tenant-category notifications go to the lease's contacts that have an account", async () => {
    const payload = await testPayload()
    const [withAccount, other] = await Promise.all([signedInTenant('lease-tenant'), signedInTenant('not-on-lease')])
    const { contact, lease } = await leaseWithContact(landlord, 'Lea', withAccount.user.email)
    const invitation = await payload.create({ collection: 'invitations', data: { organization: landlord.organization.id, lease: lease.id, contact: contact.id, email: withAccount.user.email, status: 'pending' }, overrideAccess: true, context: { skipInvitationEmail: true } })
    await payload.update({ collection: 'contacts', id: contact.id, data: { user: withAccount.user.id }, overrideAccess: true })
    const withoutAccount = await createContact(payload, { organization: landlord.organization.id, firstName: 'Nobody', email: uniqueEmail('nobody') })
    await payload.update({ collection: 'leases', id: lease.id, data: { contacts: [contact.id, withoutAccount.id] }, overrideAccess: true })

    const req = await createLocalReq({}, payload)
    const ids = await notify(req, { event: 'invitation:invited', category: 'tenant', recipients: { leaseTenants: lease.id }, related: { invitation }, email: false })
    expect(ids).toHaveLength(1)
    const created = await payload.findByID({ collection: 'notifications', id: ids[0]!, depth: 0, overrideAccess: true })
    expect(recipientOf(created)).toBe(withAccount.user.id)
    expect((await rest('GET', '/notifications', { token: other.token })).body.docs).toEqual([])
  })
})

describe('access: a user reads and marks only its own notifications', () => {
  let owner: SignedIn
  let stranger: SignedIn
  let theirs: number
  let own: number

  beforeAll(async () => {
    const payload = await testPayload()
    ;[owner, stranger] = await Promise.all([signedInTenant('notified'), signedInTenant('stranger')])
    const make = (recipient: number) => payload.create({ collection: 'notifications', data: { recipient, category: 'tenant', event: 'invoice:received', markedRead: false }, overrideAccess: true })
    theirs = (await make(owner.user.id)).id
    own = (await make(stranger.user.id)).id
  })

  it('another user gets the 404 of a missing id on read, update and delete, and never sees it in a list', async () => {
    for (const [method, json] of [['GET'], ['PATCH', { markedRead: true }], ['DELETE']] as const) {
      const other = await rest(method, `/notifications/${theirs}`, { token: stranger.token, json })
      const missing = await rest(method, `/notifications/987654`, { token: stranger.token, json })
      expect(other.status, method).toBe(404)
      expect(other.body).toEqual(missing.body)
    }
    const list = await rest('GET', '/notifications', { token: stranger.token, query: { where: { id: { in: [theirs, own] } }, limit: 100 } })
    expect(list.body.docs.map((doc: { id: number }) => doc.id)).toEqual([own])
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'notifications', id: theirs, overrideAccess: true })).markedRead).toBe(false)
  })

  it('a bulk PATCH by ids marks only the caller’s own', async () => {
    const response = await rest('PATCH', '/notifications', { token: stranger.token, query: { where: { id: { in: [theirs, own] } } }, json: { markedRead: true } })
    expect(response.status).toBe(200)
    expect(response.body.docs.map((doc: { id: number }) => doc.id)).toEqual([own])
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'notifications', id: theirs, overrideAccess: true })).markedRead).toBe(false)
    expect((await payload.findByID({ collection: 'notifications', id: own, overrideAccess: true })).markedRead).toBe(true)
  })

  it('its recipient changes markedRead only, cannot delete it, and nobody creates notifications over the API', async () => {
    const update = await rest('PATCH', `/notifications/${theirs}`, { token: owner.token, json: { markedRead: true, event: 'payment:failed', recipient: stranger.user.id, category: 'organization' } })
    expect(update.status).toBe(200)
    expect(update.body.doc).toMatchObject({ markedRead: true, event: 'invoice:received', category: 'tenant' })
    expect(recipientOf(update.body.doc)).toBe(owner.user.id)
    expect((await rest('DELETE', `/notifications/${theirs}`, { token: owner.token })).status).toBe(403)
    const created = await rest('POST', '/notifications', { token: owner.token, json: { recipient: owner.user.id, category: 'tenant', event: 'invoice:received' } })
    expect(created.status).toBe(403)
    expect((await rest('POST', '/notifications', { json: { recipient: owner.user.id, category: 'tenant', event: 'invoice:received' } })).status).toBe(403)
  })
})

describe('the pages and the bell', () => {
  it('lists unread ones, marks one read through its action (then its destination), and lists it as read', async () => {
    const tenant = await signedInTenant('pages')
    const who = account(tenant)
    const run = routeRunner(() => who)
    const { contact, lease } = await leaseWithContact(landlord, 'Pia', tenant.user.email)
    const invitation = await invite(landlord, lease.id, contact.id)
    const [created] = await notificationsOf(invitation)

    const shell = await run(shellLoader, '/app/tenant/leases', { role: 'tenant' })
    expect(shell.data.unreadNotifications).toBe(1)
    // The landlord area lists organization notifications: none of the tenant's.
    expect((await run(notificationsLoader, '/app/notifications', { role: 'landlord' })).data.notifications).toEqual([])

    const unread = await run(notificationsLoader, '/app/notifications', { role: 'tenant' })
    expect(unread.data).toMatchObject({ page: 1, hasNextPage: false })
    expect(unread.data.notifications).toEqual([
      expect.objectContaining({ id: created!.id, pill: 'Invitation Recieved', actionLabel: 'View Invitation', destination: '/app/tenant/invitations/', time: 'just now' }),
    ])

    const clicked = await run(notificationsAction, '/app/notifications', { role: 'tenant', form: { intent: 'mark-read', notification: String(created!.id) } })
    expect(clicked).toMatchObject({ status: 302, location: '/app/tenant/invitations/' })
    expect((await run(shellLoader, '/app/tenant/invitations', { role: 'tenant' })).data.unreadNotifications).toBe(0)
    const read = await run(readNotificationsLoader, '/app/notifications/read', { role: 'tenant' })
    expect(read.data.notifications.map((item: { id: number; markedRead: boolean }) => [item.id, item.markedRead])).toEqual([[created!.id, true]])

    // Someone else's notification through the page: 404, unchanged.
    const stranger = account(await signedInTenant('pages-stranger'))
    const foreign = await run(notificationsAction, '/app/notifications', { who: stranger, role: 'tenant', form: { intent: 'mark-read', notification: String(created!.id) } })
    expect(foreign.status).toBe(404)
  })

  it("'Mark as read' stays on the list; 'Mark all as read' marks every unread one; a notification without its invitation is skipped", async () => {
    const owner = await signedInLandlord('pages-owner')
    const who = account(owner)
    const run = routeRunner(() => who)
    const payload = await testPayload()
    const invitations: number[] = []
    for (const label of ['Ada', 'Bo', 'Cy']) {
      const tenant = await signedInTenant(`answer-${label}`)
      const { contact, lease } = await leaseWithContact(owner, label, tenant.user.email)
      const invitation = await invite(owner, lease.id, contact.id)
      invitations.push(invitation)
      expect((await rest('POST', `/invitations/${invitation}/${label === 'Cy' ? 'declined' : 'accepted'}`, { token: tenant.token, json: {} })).status).toBe(200)
    }
    const page = await run(notificationsLoader, '/app/notifications')
    expect(page.data.notifications.map((item: { pill: string }) => item.pill)).toEqual(['Invitation Declined', 'Invitation Accepted', 'Invitation Accepted'])

    // The invitation is deleted: its notification is skipped, and no longer counted.
    await payload.delete({ collection: 'invitations', id: invitations[0]!, overrideAccess: true })
    const after = await run(notificationsLoader, '/app/notifications')
    expect(after.data).toMatchObject({ page: 1, hasNextPage: false })
    expect(after.data.notifications.map((item: { text: string }) => item.text)).toEqual([expect.stringMatching(/^Cy Renter declined/), expect.stringMatching(/^Bo Renter accepted/)])
    expect((await run(shellLoader, '/app/landlord')).data.unreadNotifications).toBe(2)

    const first = after.data.notifications[0]
    const stay = await run(notificationsAction, '/app/notifications', { form: { intent: 'mark-read', notification: String(first.id), stay: '1', returnTo: '/app/notifications?page=1' } })
    expect(stay).toMatchObject({ status: 302, location: '/app/notifications?page=1' })
    // Not another site.
    const offsite = await run(notificationsAction, '/app/notifications', { form: { intent: 'mark-read', notification: String(first.id), stay: '1', returnTo: 'https://evil.example' } })
    expect(offsite.location).toBe('/app/notifications')

    const all = await run(notificationsAction, '/app/notifications', { form: { intent: 'mark-all-read' } })
    expect(all).toMatchObject({ status: 302, location: '/app/notifications', toast: { type: 'success' } })
    expect((await run(notificationsLoader, '/app/notifications')).data).toMatchObject({ hasNextPage: false, notifications: [] })
    expect((await run(readNotificationsLoader, '/app/notifications/read')).data.notifications).toHaveLength(2)
  })

  it('pages by 10: a next page while one follows, none on the last; past the end goes to the last page', async () => {
    const tenant = await signedInTenant('many')
    const payload = await testPayload()
    const { contact, lease } = await leaseWithContact(landlord, 'Max', tenant.user.email)
    const invitation = await invite(landlord, lease.id, contact.id)
    for (let index = 0; index < 11; index++) {
      await payload.create({ collection: 'notifications', data: { recipient: tenant.user.id, category: 'tenant', event: 'invitation:invited', markedRead: false, invitation }, overrideAccess: true })
    }
    const run = routeRunner(() => account(tenant))
    const first = await run(notificationsLoader, '/app/notifications', { role: 'tenant' })
    expect(first.data).toMatchObject({ hasNextPage: true, page: 1 })
    expect(first.data.notifications).toHaveLength(10)
    const second = await run(notificationsLoader, '/app/notifications?page=2', { role: 'tenant' })
    expect(second.data).toMatchObject({ hasNextPage: false, page: 2 })
    expect(second.data.notifications).toHaveLength(2)
    expect(await run(notificationsLoader, '/app/notifications?page=5', { role: 'tenant' })).toMatchObject({ status: 302, location: '/app/notifications?page=2' })
  })
})

describe('every event of product-spec §3 Notification, through the pages', () => {
  /** Each kind in the category the server sends it to, with its spec pill, action and destination (product-spec §2 Other routes, §4). */
  it('renders all 17 kinds with their label, action and destination, and the counts agree with the lists', async () => {
    const payload = await testPayload()
    const owner = await signedInLandlord('every-event')
    const tenant = await signedInTenant('every-event-tenant')
    const decliner = await signedInTenant('every-event-decliner')
    const req = await createLocalReq({}, payload)

    // The invitation events come from the real flow: one accepted, one declined.
    const ivy = await leaseWithContact(owner, 'Eve', tenant.user.email)
    const accepted = await invite(owner, ivy.lease.id, ivy.contact.id)
    expect((await rest('POST', `/invitations/${accepted}/accepted`, { token: tenant.token, json: {} })).status).toBe(200)
    const dan = await leaseWithContact(owner, 'Dan', decliner.user.email)
    const declined = await invite(owner, dan.lease.id, dan.contact.id)
    expect((await rest('POST', `/invitations/${declined}/declined`, { token: decliner.token, json: {} })).status).toBe(200)
    const invitee = await leaseWithContact(owner, 'Ian', uniqueEmail('every-event-invitee'))
    await payload.update({ collection: 'contacts', id: invitee.contact.id, data: { email: tenant.user.email }, overrideAccess: true })
    await invite(owner, invitee.lease.id, invitee.contact.id)

    // The money events, about one invoice of a lease without tenant accounts (no other notification).
    const billed = await leaseWithContact(owner, 'Bo', uniqueEmail('every-event-billed'))
    const invoice = await createInvoice(payload, { lease: billed.lease.id, dueDate: new Date().toISOString(), category: 'rent', paymentMethods: ['zelle'], items: [{ name: 'Rent', description: 'November rent', amount: 120_000, quantity: 1 }] }, { trustedMethods: true })
    const address = '9 Elm Street, Unit 2, Austin, TX 78701'
    const send = (event: NotifyArgs['event'], category: NotifyArgs['category'], related: NotifyArgs['related']) =>
      notify(req, { event, category, recipients: { users: [category === 'tenant' ? tenant.user.id : owner.user.id] }, related, organization: category === 'organization' ? owner.organization.id : null })
    const refund = { amount: 5_000, invoice: invoice.id }
    const report = { id: 71, type: 'move-in', unitAddress: address, lease: billed.lease.id }
    const request = { id: 83, unitAddress: address }
    await send('invoice:received', 'tenant', { invoice: invoice.id })
    await send('invoice:payment-marked-sent', 'organization', { invoice: invoice.id })
    await send('invoice:payment-marked-not-received', 'tenant', { invoice: invoice.id })
    await send('invoice:payment-overdue', 'tenant', { invoice: invoice.id })
    await send('payment:succeeded', 'tenant', { invoice: invoice.id })
    await send('payment:failed', 'organization', { invoice: invoice.id })
    await send('refund:requires-action', 'organization', { refund })
    await send('refund:succeeded', 'tenant', { refund })
    await send('refund:failed', 'organization', { refund })
    await send('condition-report:requested', 'tenant', { conditionReport: report })
    await send('condition-report:completed', 'organization', { conditionReport: report })
    await send('maintenance-request:created', 'organization', { maintenanceRequest: request })
    await send('maintenance-request:updated', 'tenant', { maintenanceRequest: request })
    await send('comment:created', 'tenant', { comment: { maintenanceRequest: request.id } })
    await send('inquiry:received', 'organization', { inquiry: { contact: billed.contact.id, unitAddress: address } })

    const tenantInvoice = `/app/tenant/invoices/${invoice.id}/`
    const landlordInvoice = `/app/landlord/invoices/${invoice.id}/`
    const expected = {
      tenant: [
        ['comment:created', 'New Comment', 'View Request', `/app/tenant/maintenance/${request.id}/`],
        ['maintenance-request:updated', 'Request Updated', 'View Request', `/app/tenant/maintenance/${request.id}/`],
        ['condition-report:requested', 'Action Required', 'View Report', `/app/tenant/leases/${billed.lease.id}/condition-reports/${report.id}/`],
        ['refund:succeeded', 'Refund Complete', 'View Invoice', tenantInvoice],
        ['payment:succeeded', 'Payment Received', 'View Invoice', tenantInvoice],
        ['invoice:payment-overdue', 'Payment Overdue', 'View Invoice', tenantInvoice],
        ['invoice:payment-marked-not-received', 'Payment Not Received', 'View Invoice', tenantInvoice],
        ['invoice:received', 'Invoice Received', 'View Invoice', tenantInvoice],
        ['invitation:invited', 'Invitation Recieved', 'View Invitation', '/app/tenant/invitations/'],
      ],
      landlord: [
        ['inquiry:received', 'New Inquiry', 'View Lead', `/app/landlord/people/contacts/${billed.contact.id}/`],
        ['maintenance-request:created', 'New Request', 'View Request', `/app/landlord/maintenance/${request.id}/`],
        ['condition-report:completed', 'Request Complete', 'View Report', `/app/landlord/condition-reports/${report.id}/`],
        ['refund:failed', 'Refund Failed', 'View Invoice', landlordInvoice],
        ['refund:requires-action', 'Action Required', 'View Invoice', landlordInvoice],
        ['payment:failed', 'Payment Failed', 'View Invoice', landlordInvoice],
        ['invoice:payment-marked-sent', 'Payment Marked Sent', 'Confirm', landlordInvoice],
        ['invitation:declined', 'Invitation Declined', 'View Person', `/app/landlord/people/tenants/${dan.contact.id}/`],
        ['invitation:accepted', 'Invitation Accepted', 'View Person', `/app/landlord/people/tenants/${ivy.contact.id}/`],
      ],
    } as const
    // Each of the 18 kinds appears once.
    expect(new Set([...expected.tenant, ...expected.landlord].map(([event]) => event)).size).toBe(18)
    // The tenant's earlier invitation (accepted, still a notification) is read: only this test's events remain.
    await payload.update({ collection: 'notifications', where: { and: [{ invitation: { equals: accepted } }, { recipient: { equals: tenant.user.id } }] }, data: { markedRead: true }, overrideAccess: true })

    for (const role of ['tenant', 'landlord'] as const) {
      const run = routeRunner(() => account(role === 'tenant' ? tenant : owner))
      const page = await run(notificationsLoader, '/app/notifications', { role })
      const shown = page.data.notifications.map((item: NotificationListItem) => [item.event, item.pill, item.actionLabel, item.destination])
      expect(shown, role).toEqual(expected[role])
      expect(page.data.hasNextPage, role).toBe(false)
      expect((await run(shellLoader, role === 'tenant' ? '/app/tenant/leases' : '/app/landlord', { role })).data.unreadNotifications, role).toBe(expected[role].length)
      for (const item of page.data.notifications as NotificationListItem[]) expect(item.text, item.event).toMatch(/\S/)
    }

    // The landlord confirms a payment marked sent: the action goes to the invoice.
    const landlordPage = await routeRunner(() => account(owner))(notificationsLoader, '/app/notifications')
    const markedSent = (landlordPage.data.notifications as NotificationListItem[]).find((item) => item.event === 'invoice:payment-marked-sent')!
    const clicked = await routeRunner(() => account(owner))(notificationsAction, '/app/notifications', { form: { intent: 'mark-read', notification: String(markedSent.id) } })
    expect(clicked).toMatchObject({ status: 302, location: landlordInvoice })
    const mail = (await mailsTo(owner.user.email)).find((message) => message.subject.startsWith('Request Complete:'))
    expect(mail?.subject).toBe(`Request Complete: A condition report for ${address} is complete.`)
  })
})
