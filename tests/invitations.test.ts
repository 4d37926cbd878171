import { beforeAll, describe, expect, it } from 'vitest'
import { peopleMessages } from '@common/people'
import { createContact, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { hashInvitationToken } from '@api/collections/Invitations/tokens'
import { loader as tenantLoginLoader } from '~/routes/app/public/tenant.login'
import { errorMessage, rest } from './rest'
import { runRoute } from './support/routes'
import { mailsTo, tokenFromMail } from './support/outbox'
import { testPayload } from './support/payload'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from './support/users'

/**
 * Invitations to a lease's tenant portal (product-spec §3 Invitation, §4, §7; ADR 017).
 * A landlord invites a contact on a lease; the e-mail's link prefills the sign-up; the
 * invitee accepts (or declines) with the token or a verified account; acceptance links the
 * contact and grants that lease — and only that lease — to the tenant.
 */
type Landlord = SignedIn<{ organization: Organization }>

let landlord: Landlord
let other: Landlord

async function leaseWithContact(owner: Landlord, label: string, email: string | null = uniqueEmail(label.toLowerCase())) {
  const payload = await testPayload()
  const organization = owner.organization.id
  const property = await createProperty(payload, { organization, address: { line1: `${label} 5 Pine Street`, city: 'Austin', state: 'TX', postalCode: '78701' } })
  const unit = await createUnit(payload, { property: property.id, name: `${label} Unit 1` })
  const contact = await createContact(payload, { organization, firstName: label, lastName: 'Renter', email, type: 'tenant' })
  const lease = await createLease(payload, { unit: unit.id, rent: 120_000, status: 'active', contacts: [contact.id] })
  return { property, unit, contact, lease, email }
}

async function invite(owner: { token: string }, lease: number, contact: number) {
  return rest('POST', '/invitations', { token: owner.token, json: { lease, contact } })
}

beforeAll(async () => {
  ;[landlord, other] = await Promise.all([signedInLandlord('inviter'), signedInLandlord('other-inviter')])
})

describe('creating an invitation', () => {
  it('takes the name and e-mail from the contact, mails a single-use link and keeps only the token hash', async () => {
    const { lease, contact, email } = await leaseWithContact(landlord, 'Mia')
    const created = await invite(landlord, lease.id, contact.id)
    expect(created.status).toBe(201)
    const doc = created.body.doc
    expect(doc).toMatchObject({ status: 'pending', email, firstName: 'Mia', lastName: 'Renter', organization: expect.anything() })
    expect(doc.tokenHash).toBeUndefined()
    expect(doc.propertyLabel).toContain('Mia 5 Pine Street')
    const token = await tokenFromMail(email!, '/tenant/create-account')
    const stored = await (await testPayload()).findByID({ collection: 'invitations', id: doc.id, showHiddenFields: true, overrideAccess: true })
    expect(stored.tokenHash).toBe(hashInvitationToken(token))
    const [mail] = await mailsTo(email!)
    expect(mail.links.some((link) => link.includes('/app/tenant/login') && link.includes(`invitation=${doc.id}`))).toBe(true)
  })

  it('refuses a contact without e-mail, a contact not on the lease, and a second pending invitation', async () => {
    const noEmail = await leaseWithContact(landlord, 'Noe', null)
    const refused = await invite(landlord, noEmail.lease.id, noEmail.contact.id)
    expect(refused.status).toBe(400)
    expect(errorMessage(refused.body)).toBe(peopleMessages.invitationNeedsEmail)

    const first = await leaseWithContact(landlord, 'Ola')
    const stranger = await createContact(await testPayload(), { organization: landlord.organization.id, firstName: 'Stranger', email: uniqueEmail('stranger') })
    expect((await invite(landlord, first.lease.id, stranger.id)).status).toBe(400)
    expect((await invite(landlord, first.lease.id, first.contact.id)).status).toBe(201)
    const twice = await invite(landlord, first.lease.id, first.contact.id)
    expect(twice.status).toBe(400)
    expect(errorMessage(twice.body)).toMatch(/already has a pending invitation/)
  })

  it("refuses another organization's lease or contact, and callers who are not staff", async () => {
    const theirs = await leaseWithContact(other, 'Theirs')
    const mine = await leaseWithContact(landlord, 'Mine')
    expect((await invite(landlord, theirs.lease.id, theirs.contact.id)).status).toBe(400)
    expect((await invite(landlord, mine.lease.id, theirs.contact.id)).status).toBe(400)
    const tenant = await signedInTenant('not-staff')
    expect((await invite(tenant, mine.lease.id, mine.contact.id)).status).toBe(400)
    expect((await rest('POST', '/invitations', { json: { lease: mine.lease.id, contact: mine.contact.id } })).status).toBe(403)
  })
})

describe('answering an invitation', () => {
  it('prefills the sign-up from the token, then a new account accepts with it and sees exactly that lease', async () => {
    const mine = await leaseWithContact(landlord, 'Ana')
    const invitation = (await invite(landlord, mine.lease.id, mine.contact.id)).body.doc
    const token = await tokenFromMail(mine.email!, '/tenant/create-account')

    const prefill = await rest('GET', `/invitations/${invitation.id}`, { query: { token } })
    expect(prefill.status).toBe(200)
    expect(prefill.body).toMatchObject({ email: mine.email, firstName: 'Ana', lastName: 'Renter' })
    expect((await rest('GET', `/invitations/${invitation.id}`, { query: { token: 'wrong' } })).status).toBe(400)

    await rest('POST', '/users', { json: { email: mine.email, password: GOOD_PASSWORD, firstName: 'Ana', lastName: 'Renter' } })
    const tenantToken = await login(mine.email!)
    // Before accepting: no lease; the account is not verified yet, so only the link's token opens the invitation.
    expect((await rest('GET', `/leases/${mine.lease.id}`, { token: tenantToken })).status).toBe(404)
    const pending = await rest('GET', '/invitations', { token: tenantToken, query: { where: { status: { equals: 'pending' } } } })
    expect(pending.body.docs).toEqual([])

    const accepted = await rest('POST', `/invitations/${invitation.id}/accepted`, { token: tenantToken, json: { token } })
    expect(accepted.status).toBe(200)
    expect(accepted.body.doc).toMatchObject({ status: 'accepted' })

    const lease = await rest('GET', `/leases/${mine.lease.id}`, { token: tenantToken })
    expect(lease.status).toBe(200)
    expect((await rest('GET', `/units/${mine.unit.id}`, { token: tenantToken })).status).toBe(200)
    expect((await rest('GET', `/properties/${mine.property.id}`, { token: tenantToken })).status).toBe(200)
    // Own contact, without the landlord's notes; nothing else of the organization.
    const contact = await rest('GET', `/contacts/${mine.contact.id}`, { token: tenantToken })
    expect(contact.status).toBe(200)
    expect(contact.body.notes).toBeUndefined()
    const others = await leaseWithContact(landlord, 'Other')
    for (const [collection, id] of [['leases', others.lease.id], ['units', others.unit.id], ['properties', others.property.id], ['contacts', others.contact.id]] as const) {
      expect((await rest('GET', `/${collection}/${id}`, { token: tenantToken })).status).toBe(404)
    }
    const leases = await rest('GET', '/leases', { token: tenantToken })
    expect(leases.body.docs.map((doc: { id: number }) => doc.id)).toEqual([mine.lease.id])
    // A tenant reads, never changes.
    expect((await rest('PATCH', `/leases/${mine.lease.id}`, { token: tenantToken, json: { rent: 1 } })).status).toBe(403)
    // The permission is role tenant; the tenant is no staff of the organization.
    const payload = await testPayload()
    const tenantUserId = typeof accepted.body.doc.user === 'object' ? accepted.body.doc.user.id : accepted.body.doc.user
    const permissions = await payload.find({ collection: 'organization-permissions', where: { user: { equals: tenantUserId } }, overrideAccess: true })
    expect(permissions.docs.map((doc) => doc.roles)).toEqual([['tenant']])
    // The landlord sees 'accepted' and the contact linked.
    const seen = await rest('GET', `/invitations/${invitation.id}`, { token: landlord.token })
    expect(seen.body.status).toBe('accepted')
    const linked = await rest('GET', `/contacts/${mine.contact.id}`, { token: landlord.token, query: { depth: 0 } })
    expect(linked.body.user).toBe(tenantUserId)

    // The token was single-use.
    const reused = await rest('POST', `/invitations/${invitation.id}/declined`, { token: tenantToken, json: { token } })
    expect(reused.status).toBe(400)
    expect(errorMessage(reused.body)).toBe(peopleMessages.invitationAnswered)
    expect((await rest('GET', `/invitations/${invitation.id}`, { query: { token } })).status).toBe(400)
  })

  it('refuses expired and foreign tokens, and answers from another account; nothing changes', async () => {
    const payload = await testPayload()
    const first = await leaseWithContact(landlord, 'Ben')
    const second = await leaseWithContact(landlord, 'Cy')
    const invitationA = (await invite(landlord, first.lease.id, first.contact.id)).body.doc
    const invitationB = (await invite(landlord, second.lease.id, second.contact.id)).body.doc
    const tokenA = await tokenFromMail(first.email!, '/tenant/create-account')
    const userA = await createUser(payload, { email: first.email!, password: GOOD_PASSWORD, firstName: 'Ben', lastName: 'Renter', verified: false })
    const tokenUserA = await login(userA.email)

    // B's invitation is not A's: 404 by id, whatever the token.
    expect((await rest('POST', `/invitations/${invitationB.id}/accepted`, { token: tokenUserA, json: { token: tokenA } })).status).toBe(404)
    // A's own invitation with a token of nothing.
    const foreign = await rest('POST', `/invitations/${invitationA.id}/accepted`, { token: tokenUserA, json: { token: 'not-a-token' } })
    expect(foreign.status).toBe(400)
    expect(errorMessage(foreign.body)).toBe(peopleMessages.invitationLinkInvalid)
    // Unverified and without the token: refused.
    const unproven = await rest('POST', `/invitations/${invitationA.id}/accepted`, { token: tokenUserA, json: {} })
    expect(errorMessage(unproven.body)).toBe(peopleMessages.invitationNeedsVerifiedEmail)
    // Expired.
    await payload.update({ collection: 'invitations', id: invitationA.id, data: { expiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const expired = await rest('POST', `/invitations/${invitationA.id}/accepted`, { token: tokenUserA, json: { token: tokenA } })
    expect(errorMessage(expired.body)).toBe(peopleMessages.invitationExpired)
    const unchanged = await payload.findByID({ collection: 'invitations', id: invitationA.id, overrideAccess: true })
    expect(unchanged.status).toBe('pending')
    expect((await rest('GET', `/leases/${first.lease.id}`, { token: tokenUserA })).status).toBe(404)

    // A resend issues a new link; the old token stops working; the new one declines.
    const resent = await rest('POST', `/invitations/${invitationA.id}/resend`, { token: landlord.token })
    expect(resent.status).toBe(200)
    const newToken = await tokenFromMail(first.email!, '/tenant/create-account')
    expect(newToken).not.toBe(tokenA)
    expect(errorMessage((await rest('POST', `/invitations/${invitationA.id}/accepted`, { token: tokenUserA, json: { token: tokenA } })).body)).toBe(peopleMessages.invitationLinkInvalid)
    const declined = await rest('POST', `/invitations/${invitationA.id}/declined`, { token: tokenUserA, json: { token: newToken } })
    expect(declined.status).toBe(200)
    expect(declined.body.doc.status).toBe('declined')
    expect((await rest('GET', `/leases/${first.lease.id}`, { token: tokenUserA })).status).toBe(404)
  })

  it('lets a verified account accept without the token; another landlord neither reads, resends nor deletes it', async () => {
    const payload = await testPayload()
    const mine = await leaseWithContact(landlord, 'Dee')
    const invitation = (await invite(landlord, mine.lease.id, mine.contact.id)).body.doc
    for (const [method, path] of [['GET', `/invitations/${invitation.id}`], ['POST', `/invitations/${invitation.id}/resend`], ['DELETE', `/invitations/${invitation.id}`]] as const) {
      expect((await rest(method, path, { token: other.token })).status).toBe(404)
    }
    const list = await rest('GET', '/invitations', { token: other.token })
    expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(invitation.id)
    await createUser(payload, { email: mine.email!, password: GOOD_PASSWORD, firstName: 'Dee', lastName: 'Renter', verified: true })
    const tenantToken = await login(mine.email!)
    expect((await rest('POST', `/invitations/${invitation.id}/accepted`, { token: tenantToken, json: {} })).status).toBe(200)
    expect((await rest('GET', `/leases/${mine.lease.id}`, { token: tenantToken })).status).toBe(200)
  })

  it('a tenant on two landlords’ leases reads both, each only as a tenant', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('two-homes')
    const one = await leaseWithContact(landlord, 'Eve', email)
    const two = await leaseWithContact(other, 'Eve', email)
    const first = (await invite(landlord, one.lease.id, one.contact.id)).body.doc
    const second = (await invite(other, two.lease.id, two.contact.id)).body.doc
    await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'Eve', lastName: 'Renter', verified: true })
    const tenantToken = await login(email)
    expect((await rest('POST', `/invitations/${first.id}/accepted`, { token: tenantToken, json: {} })).status).toBe(200)
    expect((await rest('POST', `/invitations/${second.id}/accepted`, { token: tenantToken, json: {} })).status).toBe(200)
    const leases = await rest('GET', '/leases', { token: tenantToken, query: { sort: 'id' } })
    expect(leases.body.docs.map((doc: { id: number }) => doc.id).sort()).toEqual([one.lease.id, two.lease.id].sort())
    // Still no staff access: no notes, no organization, no property list beyond its own.
    expect((await rest('GET', '/notes', { token: tenantToken })).body.totalDocs).toBe(0)
    expect((await rest('GET', `/organizations/${landlord.organization.id}`, { token: tenantToken })).status).toBe(404)
    const properties = await rest('GET', '/properties', { token: tenantToken })
    expect(properties.body.docs.map((doc: { id: number }) => doc.id).sort()).toEqual([one.property.id, two.property.id].sort())
  })
})

describe('resending, and the e-mail’s log-in link', () => {
  it('resending to someone who has an account notifies them again', async () => {
    const tenant = await signedInTenant('resend-invitee')
    const mine = await leaseWithContact(landlord, 'Rae', tenant.user.email)
    const invitation = (await invite(landlord, mine.lease.id, mine.contact.id)).body.doc
    const invitedNotifications = async () =>
      (await rest('GET', '/notifications', { token: tenant.token, query: { where: { event: { equals: 'invitation:invited' } }, depth: 0 } })).body.docs.filter((doc: { invitation: number }) => doc.invitation === invitation.id)
    expect(await invitedNotifications()).toHaveLength(1)
    expect((await rest('POST', `/invitations/${invitation.id}/resend`, { token: landlord.token })).status).toBe(200)
    expect(await invitedNotifications()).toHaveLength(2)
  })

  it('prefills the invited e-mail on the tenant log-in page opened from the invitation e-mail', async () => {
    const mine = await leaseWithContact(landlord, 'Lou')
    await invite(landlord, mine.lease.id, mine.contact.id)
    const [mail] = await mailsTo(mine.email!)
    const link = new URL(mail!.links.find((href) => href.includes('/app/tenant/login'))!)
    const anonymous = { token: '', exp: 0 }
    const page = await runRoute(tenantLoginLoader, `${link.pathname}${link.search}`, { who: anonymous, role: 'tenant' })
    expect(page.status).toBe(200)
    expect(page.data.email).toBe(mine.email)
    // Without the link's token nothing is prefilled.
    expect((await runRoute(tenantLoginLoader, '/app/tenant/login', { who: anonymous, role: 'tenant' })).data.email).toBeNull()
  })
})
