import { ValidationError, type Access, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionConfig, type Where } from 'payload'
import { formatLocality, formatStreet } from '@common/address'
import { INVITATION_STATUSES, peopleMessages } from '@common/people'
import { adminsOnly, hiddenUnlessReadable, isAdmin, nobodyField, oneOf, organizationMembers } from '@api/access'
import { getMembership } from '@api/access/membership'
import { RELATION_NOT_FOUND, writableParent } from '@api/access/writable'
import { ownRelationField } from '@api/fields/relations'
import type { Contact, Invitation } from '@api/payload-types'
import { answerInvitationEndpoint, invitationLookupEndpoint, resendInvitationEndpoint } from './endpoints'
import { mailInvitation, notifyInvitee } from './mail'
import { newInvitationToken } from './tokens'
import { idOf } from '@common/ids'

const TOKEN_CONTEXT = 'leasewell:invitationToken'

/**
 * Staff of the inviting organization, and the person invited (by the account's e-mail) once
 * that e-mail is verified: anyone can sign up with someone else's address, so an unverified
 * account reads no invitation by its address (it answers with the link's token instead).
 */
const staffOrInvitee: Access = async ({ req }) => {
  if (!req.user || req.user.collection !== 'users') return false
  if (isAdmin(req)) return true
  const { organizationIds } = await getMembership(req)
  const where: Where = req.user.verified ? { or: [oneOf('organization', organizationIds), { email: { equals: req.user.email } }] } : oneOf('organization', organizationIds)
  return where
}

/** 'Dana Rentals' for a company, else the owner's name. */
export function organizationDisplayName(organization: { organizationType?: string | null; organizationName?: string | null; firstName?: string | null; lastName?: string | null } | null): string {
  if (!organization) return 'Your landlord'
  const person = [organization.firstName, organization.lastName].filter(Boolean).join(' ')
  return organization.organizationName?.trim() || person || 'Your landlord'
}

/**
 * A new invitation (POST /api/invitations { lease, contact }): the lease and the contact
 * must be the caller's organization's, the contact on the lease, with an e-mail and no
 * account linked yet, and without another pending invitation to this lease. Everything
 * else — the organization, the invitee's name and e-mail, the token — comes from the server.
 */
// The raw token travels in req.context (the hooks' own `context` argument is not shared between them).
const prepareInvitation: CollectionBeforeChangeHook<Invitation> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const fail = (path: string, message: string): never => {
    throw new ValidationError({ collection: 'invitations', errors: [{ message, path }], req }, req.t)
  }
  const leaseId = idOf(data.lease)
  const contactId = idOf(data.contact)
  if (!leaseId) return fail('lease', 'This field is required.')
  if (!contactId) return fail('contact', 'This field is required.')
  // The write rule (ADR 024): the lease and the contact are the caller's organization's (as
  // its staff), the contact the lease's own organization's; else not found, like a missing id.
  await writableParent(req, 'leases', leaseId, { path: 'lease', slug: 'invitations' })
  const lease = await req.payload.findByID({ collection: 'leases', id: leaseId, depth: 1, overrideAccess: true, req, populate: { units: { name: true, address: true }, organizations: { organizationType: true, organizationName: true, firstName: true, lastName: true } } })
  const organizationId = idOf(lease.organization)
  if (!organizationId) return fail('lease', RELATION_NOT_FOUND)
  const contact = await writableParent<Contact>(req, 'contacts', contactId, { path: 'contact', slug: 'invitations' })
  if (idOf(contact.organization) !== organizationId) return fail('contact', RELATION_NOT_FOUND)
  if (!(lease.contacts ?? []).some((entry) => idOf(entry) === contactId)) return fail('contact', 'Add the contact to the lease before inviting them.')
  if (!contact.email) return fail('contact', peopleMessages.invitationNeedsEmail)
  if (contact.user) return fail('contact', peopleMessages.invitationAlreadyLinked)
  const pending = await req.payload.count({
    collection: 'invitations',
    where: { and: [{ lease: { equals: leaseId } }, { contact: { equals: contactId } }, { status: { equals: 'pending' } }] },
    overrideAccess: true,
    req,
  })
  if (pending.totalDocs) return fail('contact', 'This contact already has a pending invitation to this lease. Resend it instead.')

  const unit = typeof lease.unit === 'object' ? lease.unit : null
  const organization = typeof lease.organization === 'object' ? lease.organization : null
  const { token, tokenHash, expiresAt } = newInvitationToken()
  req.context[TOKEN_CONTEXT] = token
  return {
    ...data,
    organization: organizationId,
    lease: leaseId,
    contact: contactId,
    email: contact.email,
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    organizationName: organizationDisplayName(organization),
    propertyLabel: [formatStreet(unit?.address), formatLocality(unit?.address)].filter(Boolean).join(', ') || unit?.name || lease.nickname || `Lease #${leaseId}`,
    status: 'pending',
    tokenHash,
    expiresAt,
    sentAt: new Date().toISOString(),
    invitedBy: req.user?.id ?? null,
  }
}

const sendInvitation: CollectionAfterChangeHook<Invitation> = async ({ doc, operation, req }) => {
  const token = req.context[TOKEN_CONTEXT]
  if (operation !== 'create' || typeof token !== 'string') return doc
  delete req.context[TOKEN_CONTEXT]
  if (req.context.skipInvitationEmail) return doc
  await mailInvitation(req, doc, token)
  await notifyInvitee(req, doc)
  return doc
}

/**
 * An invitation to a lease's tenant portal (product-spec §3 Invitation, §4 Invitations; ADR 017).
 * Created by the landlord's staff, answered by the invitee through
 * POST /api/invitations/{id}/accepted|declined, resent through /{id}/resend; the
 * prefill lookup GET /api/invitations/{id}?token= answers anyone holding the link.
 * The status changes only through those endpoints.
 */
export const Invitations: CollectionConfig<'invitations'> = {
  slug: 'invitations',
  access: {
    read: staffOrInvitee,
    create: ({ req }) => Boolean(req.user),
    update: hiddenUnlessReadable('invitations', adminsOnly),
    delete: hiddenUnlessReadable('invitations', organizationMembers('organization')),
  },
  lockDocuments: false,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [prepareInvitation], afterChange: [sendInvitation] },
  endpoints: [invitationLookupEndpoint, resendInvitationEndpoint, answerInvitationEndpoint],
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { create: nobodyField, update: nobodyField } },
    ownRelationField({ name: 'lease', relationTo: 'leases', required: true, access: { update: nobodyField } }),
    ownRelationField({ name: 'contact', relationTo: 'contacts', required: true, access: { update: nobodyField } }),
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...INVITATION_STATUSES], index: true, access: { create: nobodyField, update: nobodyField } },
    { name: 'email', type: 'email', required: true, index: true, access: { create: nobodyField, update: nobodyField } },
    { name: 'firstName', type: 'text', access: { create: nobodyField, update: nobodyField } },
    { name: 'lastName', type: 'text', access: { create: nobodyField, update: nobodyField } },
    // Snapshots for the invitee, who cannot read the organization or the lease before accepting.
    { name: 'organizationName', type: 'text', access: { create: nobodyField, update: nobodyField } },
    { name: 'propertyLabel', type: 'text', access: { create: nobodyField, update: nobodyField } },
    { name: 'invitedBy', type: 'relationship', relationTo: 'users', access: { create: nobodyField, update: nobodyField } },
    { name: 'sentAt', type: 'date', access: { create: nobodyField, update: nobodyField } },
    { name: 'expiresAt', type: 'date', access: { create: nobodyField, update: nobodyField } },
    { name: 'answeredAt', type: 'date', access: { create: nobodyField, update: nobodyField } },
    { name: 'user', type: 'relationship', relationTo: 'users', access: { create: nobodyField, update: nobodyField } },
    { name: 'organizationPermission', type: 'relationship', relationTo: 'organization-permissions', access: { create: nobodyField, update: nobodyField } },
    // Only the hash of the single-use token; `hidden` keeps it out of every response.
    { name: 'tokenHash', type: 'text', hidden: true, index: true, access: { create: nobodyField, update: nobodyField } },
  ],
}
