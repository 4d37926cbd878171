import type { Payload } from 'payload'
import type { User } from '@api/payload-types'

/**
 * Links the demo tenant account to its contact in the demo landlord's organization, as an
 * accepted invitation would: the invitation, the role-tenant permission and the
 * contact's account. The tenant then sees that lease in /app/tenant/leases.
 */
export async function seedDemoTenancy(payload: Payload, organization: number, tenant: User) {
  const contacts = await payload.find({
    collection: 'contacts',
    where: { and: [{ organization: { equals: organization } }, { email: { equals: tenant.email } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const contact = contacts.docs[0]
  if (!contact) return false
  const leases = await payload.find({ collection: 'leases', where: { contacts: { in: [contact.id] } }, depth: 0, limit: 1, overrideAccess: true })
  const lease = leases.docs[0]
  if (!lease) return false
  const invitation = await payload.create({
    collection: 'invitations',
    data: { organization, lease: lease.id, contact: contact.id, email: tenant.email, status: 'pending' },
    overrideAccess: true,
    context: { skipInvitationEmail: true },
  })
  const permission = await payload.create({ collection: 'organization-permissions', data: { organization, user: tenant.id, roles: ['tenant'] }, overrideAccess: true })
  await payload.update({ collection: 'contacts', id: contact.id, data: { user: tenant.id }, overrideAccess: true })
  await payload.update({
    collection: 'invitations',
    id: invitation.id,
    data: { status: 'accepted', answeredAt: new Date().toISOString(), tokenHash: null, user: tenant.id, organizationPermission: permission.id },
    overrideAccess: true,
  })
  return true
}
