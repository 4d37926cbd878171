import { commitTransaction, initTransaction, killTransaction, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { INVITATION_ANSWERS, peopleMessages, type InvitationAnswer } from '@common/people'
import { forgetMembership, getMembership } from '@api/access/membership'
import { forgetTenancy } from '@api/access/tenancy'
import { isAdmin } from '@api/access'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import type { Invitation } from '@api/payload-types'
import { notify } from '@api/notifications/emit'
import { mailInvitation, notifyInvitee } from './mail'
import { invitationTokenProblem, newInvitationToken } from './tokens'
import { idOf } from '@common/ids'

function invitationId(req: PayloadRequest): number {
  const raw = req.routeParams?.id
  const id = Number(raw)
  if (raw === undefined || raw === null || raw === '') throw new ClientError(peopleMessages.invitationIdRequired, 400)
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound(req.t)
  return id
}

const readToken = (req: PayloadRequest, body?: Record<string, unknown>) => {
  const fromQuery = typeof req.query?.token === 'string' ? req.query.token : null
  const fromBody = typeof body?.token === 'string' ? body.token : null
  return (fromBody || fromQuery || '').trim() || null
}

async function findInvitation(req: PayloadRequest, id: number): Promise<Invitation | null> {
  return req.payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true, showHiddenFields: true, req }).catch(() => null)
}

/** Runs `work` in one transaction (the accept writes three documents: all or none). */
async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/**
 * GET /api/invitations/{id}?token= (product-spec §7): with the link's token, anyone gets the
 * invitee's firstName, lastName and email (the sign-up prefill); a bad, used or expired
 * token answers 400 with its message. Without a token this is the ordinary read by id.
 */
export const invitationLookupEndpoint: Endpoint = {
  path: '/:id',
  method: 'get',
  handler: async (req) => {
    const id = invitationId(req)
    const token = readToken(req)
    if (!token) {
      const depth = Number(req.query?.depth ?? 1)
      const doc = await req.payload.findByID({ collection: 'invitations', id, depth: Number.isInteger(depth) ? Math.min(Math.max(depth, 0), 2) : 1, overrideAccess: false, user: req.user, req })
      return Response.json(doc)
    }
    const invitation = await findInvitation(req, id)
    const problem = invitation ? invitationTokenProblem(invitation, token) : peopleMessages.invitationLinkInvalid
    if (problem || !invitation) return Response.json({ errors: [{ message: problem }] }, { status: 400 })
    return Response.json({
      id: invitation.id,
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      email: invitation.email,
      organizationName: invitation.organizationName ?? '',
      propertyLabel: invitation.propertyLabel ?? '',
    })
  },
}

/**
 * POST /api/invitations/{id}/resend: the organization's staff send a new link (the old one stops
 * working); a declined invitation is pending again. An invitee with an account is notified again.
 */
export const resendInvitationEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const id = invitationId(req)
    const invitation = await findInvitation(req, id)
    const { organizationIds } = await getMembership(req)
    if (!invitation || (!isAdmin(req) && !organizationIds.includes(idOf(invitation.organization)))) throw new NotFound(req.t)
    if (invitation.status === 'accepted') {
      return Response.json({ doc: null, message: peopleMessages.invitationAnswered, errors: [{ message: peopleMessages.invitationAnswered }] }, { status: 400 })
    }
    const { token, tokenHash, expiresAt } = newInvitationToken()
    const doc = await inTransaction(req, async () => {
      const updated = await req.payload.update({
        collection: 'invitations',
        id,
        data: { status: 'pending', tokenHash, expiresAt, sentAt: new Date().toISOString(), answeredAt: null },
        overrideAccess: true,
        req,
      })
      await mailInvitation(req, updated, token)
      await notifyInvitee(req, updated)
      return updated
    })
    return Response.json({ doc, message: 'Invitation sent.', errors: [] })
  },
}

/** invitation:accepted / invitation:declined: the inviting organization's owners, in the answer's transaction (ADR 019). */
async function notifyOwners(req: PayloadRequest, event: 'invitation:accepted' | 'invitation:declined', invitation: Invitation) {
  const organization = idOf(invitation.organization)
  await notify(req, { event, category: 'organization', recipients: { organizationOwners: organization }, organization, related: { invitation } })
}

/**
 * POST /api/invitations/{id}/accepted|declined (product-spec §7): the invitee answers. The caller
 * must be signed in with the invited e-mail, and prove it: a verified account, or the
 * link's token in the body. Accepting links the contact to the account and records an
 * organization permission with role tenant (the tenant then reads the leases that list
 * that contact — never the organization's other data). A token works once.
 */
export const answerInvitationEndpoint: Endpoint = {
  path: '/:id/:type',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const type = String(req.routeParams?.type ?? '') as InvitationAnswer
    if (!INVITATION_ANSWERS.includes(type)) throw new NotFound(req.t)
    const id = invitationId(req)
    let body: Record<string, unknown> = {}
    try {
      body = req.json ? ((await req.json()) as Record<string, unknown>) ?? {} : {}
    } catch {
      body = {}
    }
    const user = req.user
    const invitation = await findInvitation(req, id)
    // Someone else's invitation does not exist for the caller (ADR 008).
    if (!invitation || invitation.email !== user.email) throw new NotFound(req.t)
    const token = readToken(req, body)
    const refuse = (message: string) => Response.json({ doc: null, message, errors: [{ message }] }, { status: 400 })
    // The proof comes before anything about the invitation's state: a wrong token, or an
    // unverified account that merely claims the address, learns nothing.
    if (token) {
      const problem = invitationTokenProblem(invitation, token)
      if (problem) return refuse(problem)
    } else {
      if (!user.verified) return refuse(peopleMessages.invitationNeedsVerifiedEmail)
      if (invitation.status !== 'pending') return refuse(peopleMessages.invitationAnswered)
      if (!invitation.expiresAt || Date.parse(invitation.expiresAt) <= Date.now()) return refuse(peopleMessages.invitationExpired)
    }

    // The token's hash stays on the answered invitation: the status makes it single-use, and
    // whoever opens the link again is told it was answered (a wrong token is told nothing).
    const doc = await inTransaction(req, async () => {
      const answeredAt = new Date().toISOString()
      if (type === 'declined') {
        const declined = await req.payload.update({ collection: 'invitations', id, data: { status: 'declined', answeredAt, user: user.id }, overrideAccess: true, req })
        await notifyOwners(req, 'invitation:declined', declined)
        return declined
      }
      const organization = idOf(invitation.organization)
      const existing = await req.payload.find({
        collection: 'organization-permissions',
        where: { and: [{ organization: { equals: organization } }, { user: { equals: user.id } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
        req,
      })
      let permission = existing.docs[0]
      if (!permission) {
        permission = await req.payload.create({ collection: 'organization-permissions', data: { organization, user: user.id, roles: ['tenant'] }, overrideAccess: true, req })
      } else if (!permission.roles.includes('tenant')) {
        permission = await req.payload.update({ collection: 'organization-permissions', id: permission.id, data: { roles: [...permission.roles, 'tenant'] }, overrideAccess: true, req })
      }
      await req.payload.update({ collection: 'contacts', id: idOf(invitation.contact), data: { user: user.id, type: 'tenant' }, overrideAccess: true, req })
      // A proven e-mail: the link's token reached this inbox.
      if (token && !user.verified) {
        await req.payload.update({ collection: 'users', id: user.id, data: { verified: true }, overrideAccess: true, context: { skipVerificationEmail: true }, req })
      }
      const accepted = await req.payload.update({
        collection: 'invitations',
        id,
        data: { status: 'accepted', answeredAt, user: user.id, organizationPermission: permission.id },
        overrideAccess: true,
        req,
      })
      await notifyOwners(req, 'invitation:accepted', accepted)
      return accepted
    })
    forgetMembership(req)
    forgetTenancy(req)
    return Response.json({ doc, message: type === 'accepted' ? 'Invitation accepted.' : 'Invitation declined.', errors: [] })
  },
}
