import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { INVITATION_TTL_DAYS, peopleMessages } from '@common/people'

/** A fresh single-use invitation token; only its hash is stored (on the invitation itself). */
export function newInvitationToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashInvitationToken(token), expiresAt: new Date(now + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString() }
}

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

type TokenHolder = { status?: string | null; tokenHash?: string | null; expiresAt?: string | null }

/**
 * Why a token does not open this invitation, or null when it does. The token is compared
 * first (ASVS V4.2.1): a wrong token learns nothing about the invitation, not even that
 * it was answered. A token belongs to one invitation (its hash is stored there): another
 * invitation's token or a replaced one (resend) does not match; the right token of an
 * answered invitation is told so (it works once).
 */
export function invitationTokenProblem(invitation: TokenHolder, token: string | null | undefined, now = Date.now()): string | null {
  if (!token || !invitation.tokenHash) return peopleMessages.invitationLinkInvalid
  const given = Buffer.from(hashInvitationToken(token), 'hex')
  const stored = Buffer.from(invitation.tokenHash, 'hex')
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return peopleMessages.invitationLinkInvalid
  if (invitation.status && invitation.status !== 'pending') return peopleMessages.invitationAnswered
  if (!invitation.expiresAt || Date.parse(invitation.expiresAt) <= now) return peopleMessages.invitationExpired
  return null
}
