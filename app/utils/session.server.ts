import { createCookieSessionStorage } from 'react-router'
import { getEnv } from './env.server'

export type InternalRole = 'landlord' | 'tenant'
export type Toast = { type: 'success' | 'error' | 'info'; title: string; description?: string }

export type SessionData = {
  /** The Payload token of the signed-in user, its expiry (seconds since epoch) and the chosen area. */
  token: string
  exp: number
  internalRole: InternalRole
  /** Set at a landlord's sign-in: the first load of /app/landlord may still send them to account setup (product-spec §4). */
  accountSetupCheckDue?: boolean
  /** The organization's five counted setup steps were complete: the shell stops asking (product-spec §2 banner). */
  setupComplete?: boolean
}
export type SessionFlashData = { toast: Toast }

export const SESSION_COOKIE_NAME = '__leasewell_session'

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlashData>> | undefined

export function sessionStorage() {
  if (storage) return storage
  const env = getEnv()
  storage = createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: 'lax',
      secure: env.cookieSecure,
      path: '/',
      secrets: [env.SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 30,
    },
  })
  return storage
}

export const getSession = (request: Request) => sessionStorage().getSession(request.headers.get('Cookie'))
