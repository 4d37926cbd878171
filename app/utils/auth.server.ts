import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { messages, ourMessages } from '@common/messages'
import { withAuthScope } from '@api/utilities/requestAuthScope'
import { ApiError, apiFetch, collectionClient, usersApi, type AuthResult, type Doc } from './api.server'
import { analytics } from './analytics.server'
import { getSession, sessionStorage, SESSION_COOKIE_NAME, type InternalRole, type SessionData, type Toast } from './session.server'
import { isExpired, shouldRefreshOnRequest } from './token-refresh'

export type User = Doc<'users'>

type Session = Awaited<ReturnType<typeof getSession>>

export type Auth = {
  session: Session
  url: URL
  token: string | null
  exp: number | null
  internalRole: InternalRole | null
  /** Set when the session changed and must be sent back with the response. */
  dirty: boolean
  userPromise?: Promise<User | null>
}

export const authContext = createContext<Auth>()

type Context = Readonly<RouterContextProvider>

/**
 * Reads the session, refreshes a token close to expiry, ends an idle session, and commits
 * changes. The request's in-process API calls authenticate its token once (ADR 038).
 */
export const authMiddleware: MiddlewareFunction<Response> = (args, next) => withAuthScope(() => authenticateRequest(args, next))

const authenticateRequest: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await getSession(request)
  const auth: Auth = {
    session,
    url: new URL(request.url),
    token: session.get('token') ?? null,
    exp: session.get('exp') ?? null,
    internalRole: session.get('internalRole') ?? null,
    dirty: false,
  }
  if (auth.token && auth.exp) {
    if (isExpired(auth.exp)) {
      clearAuth(auth)
    } else if (shouldRefreshOnRequest(auth.exp)) {
      await refreshToken(auth)
    }
  }
  context.set(authContext, auth)
  const response = await next()
  const alreadySet = response.headers.getSetCookie?.().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))
  if (auth.dirty && !alreadySet) response.headers.append('Set-Cookie', await sessionStorage().commitSession(auth.session))
  return response
}

function clearAuth(auth: Auth) {
  auth.session.unset('token')
  auth.session.unset('exp')
  auth.token = null
  auth.exp = null
  auth.userPromise = Promise.resolve(null)
  auth.dirty = true
}

/** The 503 the app answers while the API or its database cannot be reached (never "signed out"). */
export function serviceUnavailable() {
  return data({ message: ourMessages.serviceUnavailable }, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } })
}

/** The API answered 503 (its database gone or locked); a 502 counts too where only the health check was asked (a proxy before API_URL). */
const isUnavailable = (error: unknown, orBadGateway = false) => error instanceof ApiError && (error.status === 503 || (orBadGateway && error.status === 502))

/**
 * Before a rejected token counts as signed out: Payload reads a user lookup that failed (the
 * database gone or locked) as no user at all, so the API's health answers whether it was
 * the token. Throws the 503 when the database does not answer.
 */
async function assertApiAvailable() {
  try {
    await apiFetch('GET', '/health')
  } catch (error) {
    if (isUnavailable(error, true)) throw serviceUnavailable()
    throw error
  }
}

/**
 * Refreshes the session's token; a refresh the API refuses (401/403) signs the user out locally
 * (product-spec §4). When the API cannot answer (503) the session is kept: its token is still
 * valid until it expires.
 */
export async function refreshToken(auth: Auth): Promise<boolean> {
  if (!auth.token) return false
  try {
    const result = await usersApi.refresh(auth.token)
    auth.session.set('token', result.refreshedToken)
    auth.session.set('exp', result.exp)
    auth.token = result.refreshedToken
    auth.exp = result.exp
    auth.dirty = true
    return true
  } catch (error) {
    console.warn(messages.refreshFailed, error instanceof Error ? error.message : error)
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearAuth(auth)
    return false
  }
}

export const getAuth = (context: Context) => context.get(authContext)

/** The signed-in user (GET /api/users/me at depth 1: its own fields and permission rows), read once per request. */
export function getUser(context: Context): Promise<User | null> {
  const auth = getAuth(context)
  if (!auth.token) return Promise.resolve(null)
  auth.userPromise ??= usersApi.me(auth.token).then(
    async (result) => {
      if (!result.user) {
        await assertApiAvailable()
        clearAuth(auth)
      }
      return result.user
    },
    async (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        await assertApiAvailable()
        clearAuth(auth)
        return null
      }
      if (isUnavailable(error)) throw serviceUnavailable()
      throw error
    },
  )
  return auth.userPromise
}

/** A collection client with the caller's token; a 401 from the API signs the user out. */
export function api(context: Context) {
  const auth = getAuth(context)
  const client = collectionClient(auth.token, auth.internalRole)
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args)
        } catch (error) {
          if (error instanceof ApiError && error.status === 401 && auth.token) {
            await assertApiAvailable()
            clearAuth(auth)
            throw await signedOutRedirect(auth)
          }
          if (isUnavailable(error)) throw serviceUnavailable()
          throw error
        }
      }
    },
  }) as typeof client
}

export const areaHome = (role: InternalRole) => (role === 'landlord' ? '/app/landlord' : '/app/tenant/leases')

/** The page the user was on; client data requests carry a `.data` suffix that is not a page. */
function currentPath(url: URL) {
  const search = new URLSearchParams(url.search)
  search.delete('_routes')
  const query = search.toString()
  return `${url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/app'}${query ? `?${query}` : ''}`
}

async function signedOutRedirect(auth: Auth) {
  const params = new URLSearchParams({ redirectTo: currentPath(auth.url) })
  return redirect(`/app/login?${params}`, { headers: { 'Set-Cookie': await sessionStorage().commitSession(auth.session) } })
}

/** Every private loader and action calls one of these guards. */
export async function requireUser(context: Context): Promise<User> {
  const auth = getAuth(context)
  const user = await getUser(context)
  if (!user) throw await signedOutRedirect(auth)
  return user
}

export async function requireRole(context: Context, role: InternalRole): Promise<User> {
  const user = await requireUser(context)
  const current = getAuth(context).internalRole ?? 'landlord'
  if (current !== role) throw redirect(current === 'landlord' ? '/app/landlord' : '/app/tenant')
  return user
}

export const requireLandlord = (context: Context) => requireRole(context, 'landlord')
export const requireTenant = (context: Context) => requireRole(context, 'tenant')

/**
 * Paths that need a verified e-mail send an unverified user to the not-verified page with
 * onVerifiedRedirect and redirectParam (product-spec §2 Private area: both, redirectParam
 * empty when the path had no query), and back after.
 */
export async function requireVerifiedEmail(context: Context, redirectParam?: string): Promise<User> {
  const user = await requireUser(context)
  if (user.verified) return user
  const { url } = getAuth(context)
  const params = new URLSearchParams({ onVerifiedRedirect: url.pathname, redirectParam: redirectParam ?? url.search.slice(1) })
  throw redirect(`/app/email-not-verified?${params}`)
}

/** Public pages: a signed-in user is sent to their area. */
export async function requireAnonymous(context: Context) {
  const auth = getAuth(context)
  if (!auth.token) return
  const user = await getUser(context)
  if (user) throw redirect(areaHome(auth.internalRole ?? 'landlord'))
}

export function flashToast(context: Context, toast: Toast) {
  const auth = getAuth(context)
  auth.session.flash('toast', toast)
  auth.dirty = true
}

export function consumeToast(context: Context): Toast | null {
  const auth = getAuth(context)
  const toast = auth.session.get('toast') ?? null
  if (toast) auth.dirty = true
  return toast
}

const authenticator = new Authenticator<AuthResult>()
authenticator.use(
  new FormStrategy(async ({ form }) => usersApi.login(String(form.get('email') ?? ''), String(form.get('password') ?? ''))),
  'form',
)

/**
 * Logs in through the API (remix-auth FormStrategy) and stores the token and the area it
 * signs in to: the chosen one, except that a tenant choosing the landlord area gets the
 * tenant area (areaFor). Returns that area.
 */
export async function login(request: Request, context: Context, chosen: InternalRole): Promise<AuthResult & { role: InternalRole }> {
  const result = await authenticator.authenticate('form', request)
  const role = await areaFor(result, chosen)
  await startSession(context, result, role)
  analytics.track('USER_LOGGED_IN', { userId: result.user.id, role })
  return { ...result, role }
}

/**
 * The area a sign-in opens (product-spec §2 Private area: a tenant on a landlord path goes to
 * /tenant). The landlord area is for staff of an organization: a user who is no one's staff
 * (a tenant, or an account that never managed rentals) signs in to the tenant area, and no
 * organization is created behind their back. An admin keeps the landlord area and, as
 * before, an organization of its own.
 */
export async function areaFor(result: Pick<AuthResult, 'token' | 'user'>, chosen: InternalRole): Promise<InternalRole> {
  if (chosen !== 'landlord') return chosen
  if (result.user.role === 'admin') {
    await usersApi.ensureOrganization(result.token)
    return 'landlord'
  }
  const { docs } = await collectionClient(result.token).find('organization-permissions', {
    where: { user: { equals: result.user.id } },
    depth: 0,
    limit: 100,
    select: { roles: true },
  })
  return docs.some((permission) => (permission.roles ?? []).some((role) => role !== 'tenant')) ? 'landlord' : 'tenant'
}

export async function startSession(context: Context, result: Pick<AuthResult, 'token' | 'exp'>, role: InternalRole) {
  const auth = getAuth(context)
  const data: SessionData = { token: result.token, exp: result.exp, internalRole: role }
  auth.session.set('token', data.token)
  auth.session.set('exp', data.exp)
  auth.session.set('internalRole', data.internalRole)
  // Once per session (product-spec §4): the landlord index checks account setup on its first load.
  if (role === 'landlord') auth.session.set('accountSetupCheckDue', true)
  else auth.session.unset('accountSetupCheckDue')
  auth.session.unset('setupComplete')
  auth.token = data.token
  auth.exp = data.exp
  auth.internalRole = role
  auth.userPromise = undefined
  auth.dirty = true
}

/** Ends the Payload session (its session row) and the cookie; keeps the remembered role. */
export async function logout(context: Context) {
  const auth = getAuth(context)
  if (auth.token) await usersApi.logout(auth.token).catch(() => undefined)
  clearAuth(auth)
}
