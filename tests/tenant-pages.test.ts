import { beforeAll, describe, expect, it } from 'vitest'
import { action as leaseAction, loader as leaseLoader } from '~/routes/app/landlord/leases.$leaseId/_layout'
import { action as invitationsAction, loader as invitationsLoader } from '~/routes/app/tenant/invitations'
import { loader as tenantLeasesLoader } from '~/routes/app/tenant/leases'
import { loader as tenantLeaseLoader } from '~/routes/app/tenant/leases.$leaseId/_layout'
import { loader as propertyInfoLoader } from '~/routes/app/tenant/leases.$leaseId/property-info'
import { peopleMessages } from '@common/people'
import { createContact, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import { rest } from './rest'
import { mailsTo, tokenFromMail } from './support/outbox'
import { testPayload } from './support/payload'
import { account, routeRunner, type Account } from './support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, uniqueEmail } from './support/users'

/**
 * Through the pages, as a browser without JavaScript uses them: the landlord's
 * Tenants tab invites and resends, the tenant answers on /app/tenant/invitations and reads
 * its leases; tenant A never reaches tenant B's lease (404 on the page and in the API).
 */
let landlord: Account
let landlordOrganization: number
const run = routeRunner(() => landlord)

async function leaseFor(label: string, email: string) {
  const payload = await testPayload()
  const property = await createProperty(payload, { organization: landlordOrganization, address: { line1: `${label} 3 Birch Road`, city: 'Tampa', state: 'FL', postalCode: '33602' }, amenities: ['pool'] })
  const unit = await createUnit(payload, { property: property.id, name: `${label} Unit`, information: { bedrooms: 2, bathrooms: 1 }, utilities: [{ utility: 'water', paidBy: 'landlord' }] })
  const contact = await createContact(payload, { organization: landlordOrganization, firstName: label, lastName: 'Tenant', email, type: 'tenant', notes: 'Landlord-only note' })
  const lease = await createLease(payload, { unit: unit.id, rent: 150_000, status: 'active', contacts: [contact.id], startDate: '2026-01-01' })
  return { property, unit, contact, lease }
}

/** The invitation id and token of the newest invitation link mailed to `email`. */
async function invitationLink(email: string) {
  for (const mail of await mailsTo(email)) {
    const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/app/tenant/create-account' && url.searchParams.get('token'))
    if (link) return { invitation: link.searchParams.get('invitation')!, token: link.searchParams.get('token')! }
  }
  throw new Error(`No invitation mailed to ${email}`)
}

async function tenantAccount(email: string): Promise<Account> {
  await createUser(await testPayload(), { email, password: GOOD_PASSWORD, firstName: 'Tess', lastName: 'Tenant', verified: false })
  return account({ token: await login(email) })
}

beforeAll(async () => {
  const owner = await signedInLandlord('tenant-pages')
  landlord = account(owner)
  landlordOrganization = owner.organization.id
})

describe('inviting from the lease page and answering on the invitations page', () => {
  it('sends, resends, accepts with the link token, and then shows the lease to its tenant only', async () => {
    const emailA = uniqueEmail('tenant-a')
    const emailB = uniqueEmail('tenant-b')
    const a = await leaseFor('Ann', emailA)
    const b = await leaseFor('Bob', emailB)
    const path = `/app/landlord/leases/${a.lease.id}`
    const params = { leaseId: String(a.lease.id) }

    const sent = await run(leaseAction, `${path}/tenants`, { params, form: { intent: 'invitation-send', target: String(a.contact.id), returnTo: `${path}/tenants` } })
    expect(sent).toMatchObject({ status: 302, location: `${path}/tenants`, toast: { type: 'success', title: 'Invitation sent.' } })
    // Sending twice is refused with a toast, not a second invitation.
    const again = await run(leaseAction, `${path}/tenants`, { params, form: { intent: 'invitation-send', target: String(a.contact.id), returnTo: `${path}/tenants` } })
    expect(again.toast).toMatchObject({ title: 'Contact added to the lease.', description: expect.stringMatching(/already has a pending invitation/) })

    const page = await run(leaseLoader, path, { params })
    const tenant = page.data.lease.tenants.find((entry: { id: number }) => entry.id === a.contact.id)
    expect(tenant).toMatchObject({ portalAccess: false, invitation: { status: 'pending' } })
    const firstToken = await tokenFromMail(emailA, '/tenant/create-account')
    const resent = await run(leaseAction, `${path}/tenants`, { params, form: { intent: 'invitation-resend', target: String(tenant.invitation.id), returnTo: `${path}/tenants` } })
    expect(resent).toMatchObject({ status: 302, toast: { title: 'Invitation sent again.' } })
    const token = await tokenFromMail(emailA, '/tenant/create-account')
    expect(token).not.toBe(firstToken)

    // The invited person (an unverified new account) answers with the link's token.
    const tenantA = await tenantAccount(emailA)
    const listed = await run(invitationsLoader, `/app/tenant/invitations?invitation=${tenant.invitation.id}&token=${token}`, { who: tenantA, role: 'tenant' })
    expect(listed.data.invitations).toEqual([expect.objectContaining({ id: tenant.invitation.id, token, organizationName: expect.any(String), propertyLabel: expect.stringContaining('Ann 3 Birch Road') })])
    // The old token no longer works; nothing changes.
    const stale = await run(invitationsAction, '/app/tenant/invitations', { who: tenantA, role: 'tenant', form: { invitation: String(tenant.invitation.id), answer: 'accepted', token: firstToken } })
    expect(stale).toMatchObject({ status: 400, data: { error: peopleMessages.invitationLinkInvalid } })
    const noAnswer = await run(invitationsAction, '/app/tenant/invitations', { who: tenantA, role: 'tenant', form: { invitation: String(tenant.invitation.id), answer: 'maybe' } })
    expect(noAnswer.status).toBe(400)
    const accepted = await run(invitationsAction, '/app/tenant/invitations', { who: tenantA, role: 'tenant', form: { invitation: String(tenant.invitation.id), answer: 'accepted', token } })
    expect(accepted).toMatchObject({ status: 302, location: '/app/tenant/leases?allow-redirect=true' })

    // Exactly one lease: allow-redirect goes straight to it.
    const redirected = await run(tenantLeasesLoader, '/app/tenant/leases?allow-redirect=true', { who: tenantA, role: 'tenant' })
    expect(redirected).toMatchObject({ status: 302, location: `/app/tenant/leases/${a.lease.id}` })
    const leases = await run(tenantLeasesLoader, '/app/tenant/leases', { who: tenantA, role: 'tenant' })
    expect(leases.data.leases.map((lease: { id: number }) => lease.id)).toEqual([a.lease.id])
    const leasePage = await run(tenantLeaseLoader, `/app/tenant/leases/${a.lease.id}`, { who: tenantA, role: 'tenant', params })
    expect(leasePage.data.lease).toMatchObject({ id: a.lease.id, rent: 150_000, you: ['Ann Tenant'], otherTenants: 0 })
    const info = await run(propertyInfoLoader, `/app/tenant/leases/${a.lease.id}/property-info`, { who: tenantA, role: 'tenant', params })
    expect(info.data.unit).toMatchObject({ name: 'Ann Unit', information: { bedrooms: 2 } })
    expect(info.data.property).toMatchObject({ amenities: ['pool'] })

    // Tenant B's lease, contact and invitation do not exist for tenant A: page and API.
    const bInvitation = await rest('POST', '/invitations', { token: landlord.token, json: { lease: b.lease.id, contact: b.contact.id } })
    expect(bInvitation.status).toBe(201)
    const bParams = { leaseId: String(b.lease.id) }
    expect((await run(tenantLeaseLoader, `/app/tenant/leases/${b.lease.id}`, { who: tenantA, role: 'tenant', params: bParams })).status).toBe(404)
    expect((await run(propertyInfoLoader, `/app/tenant/leases/${b.lease.id}/property-info`, { who: tenantA, role: 'tenant', params: bParams })).status).toBe(404)
    for (const pathname of [`/leases/${b.lease.id}`, `/contacts/${b.contact.id}`, `/invitations/${bInvitation.body.doc.id}`, `/units/${b.unit.id}`, `/properties/${b.property.id}`]) {
      expect((await rest('GET', pathname, { token: tenantA.token })).status, pathname).toBe(404)
    }
    const answerB = await run(invitationsAction, '/app/tenant/invitations', { who: tenantA, role: 'tenant', form: { invitation: String(bInvitation.body.doc.id), answer: 'accepted' } })
    expect(answerB.status).toBe(404)
    // The landlord's notes and custom fields stay the landlord's.
    const ownContact = await rest('GET', `/contacts/${a.contact.id}`, { token: tenantA.token })
    expect(ownContact.body.notes).toBeUndefined()

    // The landlord's tenants tab shows the answer.
    const after = await run(leaseLoader, path, { params })
    expect(after.data.lease.tenants.find((entry: { id: number }) => entry.id === a.contact.id)).toMatchObject({ portalAccess: true, invitation: { status: 'accepted' } })
  })

  it('a declined invitation can be sent again; a tenant page is not for landlords', async () => {
    const email = uniqueEmail('tenant-d')
    const d = await leaseFor('Dora', email)
    const path = `/app/landlord/leases/${d.lease.id}`
    const params = { leaseId: String(d.lease.id) }
    await run(leaseAction, `${path}/tenants`, { params, form: { intent: 'invitation-send', target: String(d.contact.id), returnTo: `${path}/tenants` } })
    const token = await tokenFromMail(email, '/tenant/create-account')
    const tenantD = await tenantAccount(email)
    // Not verified yet: the invitation shows through its link (id and token) only.
    expect((await run(invitationsLoader, '/app/tenant/invitations', { who: tenantD, role: 'tenant' })).data.invitations).toEqual([])
    const invitationId = (await invitationLink(email)).invitation
    expect((await run(invitationsLoader, `/app/tenant/invitations?invitation=${invitationId}&token=${token}`, { who: tenantD, role: 'tenant' })).data.invitations).toEqual([
      expect.objectContaining({ id: Number(invitationId), token, propertyLabel: expect.stringContaining('Dora') }),
    ])
    const declined = await run(invitationsAction, '/app/tenant/invitations', { who: tenantD, role: 'tenant', form: { invitation: String(invitationId), answer: 'declined', token } })
    expect(declined).toMatchObject({ status: 302, location: '/app/tenant/invitations' })
    expect((await run(invitationsLoader, '/app/tenant/invitations', { who: tenantD, role: 'tenant' })).data.invitations).toEqual([])
    expect((await run(tenantLeasesLoader, '/app/tenant/leases', { who: tenantD, role: 'tenant' })).data.leases).toEqual([])
    const page = await run(leaseLoader, path, { params })
    expect(page.data.lease.tenants[0]).toMatchObject({ invitation: { status: 'declined' } })
    const resent = await run(leaseAction, `${path}/tenants`, { params, form: { intent: 'invitation-resend', target: String(invitationId), returnTo: `${path}/tenants` } })
    expect(resent.toast).toMatchObject({ title: 'Invitation sent again.' })
    const again = await invitationLink(email)
    expect(again.token).not.toBe(token)
    expect((await run(invitationsLoader, `/app/tenant/invitations?invitation=${again.invitation}&token=${again.token}`, { who: tenantD, role: 'tenant' })).data.invitations).toHaveLength(1)
    // The tenant area's guard: a landlord session is sent home.
    expect((await run(tenantLeasesLoader, '/app/tenant/leases')).status).toBe(302)
  })
})
