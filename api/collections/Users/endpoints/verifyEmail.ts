import { NotFound, type Endpoint } from 'payload'
import { messages, ourMessages } from '@common/messages'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { throttleEmailSending } from '@api/utilities/throttle'
import { hashToken, issueVerificationEmail } from '@api/collections/Users/hooks/sendVerification'
import type { VerifiedReturn } from '@api/email/templates'

/** POST /api/users/verify-email {token}: marks the account verified. Tokens are single-use. */
export const verifyEmailEndpoint: Endpoint = {
  path: '/verify-email',
  method: 'post',
  handler: async (req) => {
    const body = (await req.json?.().catch(() => ({}))) as { token?: unknown } | undefined
    const token = typeof body?.token === 'string' ? body.token.trim() : ''
    if (!token) throw new ClientError(messages.tokenRequired)
    const found = await req.payload.find({
      collection: 'users',
      where: {
        and: [{ verificationTokenHash: { equals: hashToken(token) } }, { verificationTokenExpiresAt: { greater_than: new Date().toISOString() } }],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const user = found.docs[0]
    if (!user) throw new ClientError(ourMessages.invalidOrExpiredToken)
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { verified: true, verificationTokenHash: null, verificationTokenExpiresAt: null },
      overrideAccess: true,
      req,
    })
    return Response.json({ message: 'Email verified successfully.' })
  },
}

/**
 * POST /api/users/verify/{token}: Payload's route for its built-in verification, which we do not
 * use (its token column does not exist: the route failed with a 500). Not found, whatever the
 * token; verification is POST /verify-email with the token in the body (product-spec §7), never
 * in a URL that logs keep.
 */
export const verifyTokenInPathEndpoint: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: (req) => {
    throw new NotFound(req.t)
  },
}

/** POST /api/users/resend-verification-email: a new link for the signed-in, unverified user. */
export const resendVerificationEmailEndpoint: Endpoint = {
  path: '/resend-verification-email',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    if (req.user.verified) return Response.json({ message: 'Email already verified.' })
    await throttleEmailSending(req, req.user.email)
    const body = (await req.json?.().catch(() => ({}))) as Record<string, unknown> | undefined
    await issueVerificationEmail(req, req.user, verifiedReturn(body))
    return Response.json({ message: 'Verification email sent.' })
  },
}

const APP_PATH = /^\/app(\/[A-Za-z0-9._~\-/]*)?$/

/**
 * Where the verification link should lead afterwards (product-spec §2: onVerifiedRedirect and
 * redirectParam). Only paths of the app are kept, so the mail never links elsewhere.
 */
export function verifiedReturn(body: Record<string, unknown> | undefined): VerifiedReturn {
  const path = body?.onVerifiedRedirect
  if (typeof path !== 'string' || !APP_PATH.test(path) || path.includes('//')) return {}
  const param = body?.redirectParam
  return typeof param === 'string' && param.length > 0 && param.length <= 500 ? { onVerifiedRedirect: path, redirectParam: param } : { onVerifiedRedirect: path }
}
