import { createCookie } from 'react-router'
import { getEnv } from '~/utils/env.server'
import { safeRedirect } from '~/utils/redirect'

/**
 * Where an unverified user was going (onVerifiedRedirect + redirectParam), remembered in
 * a signed cookie by the not-verified page, so that the verification link (which carries
 * only its token) brings them back there in the same browser.
 */
let cookie: ReturnType<typeof createCookie> | undefined

function destinationCookie() {
  const env = getEnv()
  cookie ??= createCookie('__leasewell_after_verify', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.cookieSecure,
    path: '/app',
    // As long as a verification link lives.
    maxAge: 48 * 60 * 60,
    secrets: [env.SESSION_SECRET],
  })
  return cookie
}

export const rememberDestination = (destination: string) => destinationCookie().serialize(destination)

export async function rememberedDestination(request: Request): Promise<string | null> {
  const value: unknown = await destinationCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? safeRedirect(value, '') || null : null
}

export const forgetDestination = () => destinationCookie().serialize('', { maxAge: 0 })
