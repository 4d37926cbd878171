import { createHash, randomBytes } from 'node:crypto'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { isAdmin } from '@api/access'
import { verificationEmail, type VerifiedReturn } from '@api/email/templates'
import { afterCommit } from '@api/utilities/afterCommit'
import type { User } from '@api/payload-types'

export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Issues a fresh single-use verification token (only its hash is stored; a new token
 * replaces the previous one) and mails the link once the request's writes are committed.
 */
export async function issueVerificationEmail(
  req: PayloadRequest,
  user: { id: number; email: string; firstName?: string | null },
  returnTo: VerifiedReturn = {},
) {
  const token = randomBytes(32).toString('base64url')
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: {
      verificationTokenHash: hashToken(token),
      verificationTokenExpiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
    },
    overrideAccess: true,
    context: { skipVerificationEmail: true },
    req,
  })
  const mail = verificationEmail(token, user.firstName, returnTo)
  // A mail failure is logged, not fatal to sign-up: the user can ask for a new link.
  await afterCommit(req, () => req.payload.sendEmail({ to: user.email, subject: mail.subject, html: mail.html, text: mail.text }))
}

/** A changed e-mail address is not verified any more (unless an admin says otherwise). */
export const unverifyChangedEmail: CollectionBeforeChangeHook<User> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || typeof data.email !== 'string' || !originalDoc) return data
  if (data.email !== originalDoc.email && !(isAdmin(req) && data.verified === true)) data.verified = false
  return data
}

export const sendVerificationEmail: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req, context }) => {
  if (doc.verified || context.skipVerificationEmail) return doc
  const emailChanged = operation === 'update' && previousDoc?.email !== doc.email
  if (operation === 'create' || emailChanged) await issueVerificationEmail(req, doc)
  return doc
}
