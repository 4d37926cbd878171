import { createHash, randomBytes } from 'node:crypto'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { verificationEmail } from '../../../email/templates'

export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Issues a fresh single-use verification token (only its hash is stored) and mails the link. */
export async function issueVerificationEmail(req: PayloadRequest, user: { id: number; email: string; firstName?: string | null }) {
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
  const mail = verificationEmail(token, user.firstName)
  // Sending happens after the transaction's writes; a mail failure is logged, not fatal to sign-up.
  await req.payload.sendEmail({ to: user.email, subject: mail.subject, html: mail.html, text: mail.text }).catch((error: unknown) => {
    req.payload.logger.error({ err: error, msg: `Could not send the verification e-mail to ${user.email}` })
  })
}

export const sendVerificationOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || doc.verified || context.skipVerificationEmail) return doc
  await issueVerificationEmail(req, doc)
  return doc
}
