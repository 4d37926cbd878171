import { RouterContextProvider } from 'react-router'
import { authContext, type Auth } from '~/utils/auth.server'
import { getSession, type InternalRole, type SessionData } from '~/utils/session.server'

/**
 * Calls the app's real React Router loaders and actions from a test, the way a browser
 * without JavaScript reaches them: a GET for a page, a form post for a drawer's form.
 * The route talks to the real REST API of the test file's database (through `api(context)`),
 * so a test checks the page's behaviour end to end without a server or a browser.
 *
 *     const landlord = account(await signedInLandlord('units'))
 *     const outcome = await runRoute(action, '/app/landlord/properties/1/units/2', {
 *       who: landlord, params: { propertyId: '1', unitId: '2' }, form: { intent: 'unit-edit', name: '' },
 *     })
 *     expect(outcome.status).toBe(400)
 *     expect(fieldErrors(outcome).name).toEqual([messages.fieldRequired])
 */

/** The origin the requests claim (as SERVER_URL of the integration project). */
export const ORIGIN = 'http://localhost:3000'

type RouteSession = Awaited<ReturnType<typeof getSession>>

/**
 * The browser of the test file: what its session cookie carries from one request to the next
 * besides the sign-in (the public-form drafts it started, product-spec §4 Preview, and a
 * download pending across a sign-up). Every route run (signed in or not) starts from it and
 * writes it back. `newBrowser()` starts another browser (one that never saw those drafts).
 */
const browser: Pick<SessionData, 'drafts' | 'pendingDownload'> = {}

export function newBrowser() {
  delete browser.drafts
  delete browser.pendingDownload
}

/** Puts the browser's remembered state into a request's session. */
export function openBrowserSession(session: RouteSession) {
  if (browser.drafts?.length) session.set('drafts', [...browser.drafts])
  if (browser.pendingDownload) session.set('pendingDownload', { ...browser.pendingDownload })
}

/** Keeps what a request left in its session for the browser's next request. */
export function keepBrowserSession(session: RouteSession) {
  browser.drafts = [...(session.get('drafts') ?? [])]
  const pending = session.get('pendingDownload')
  if (pending) browser.pendingDownload = { ...pending }
  else delete browser.pendingDownload
}

/** A signed-in account as the session holds it: the API token and its expiry. */
export type Account = { token: string; exp: number }

/** The session form of an account signed in by tests/support/users (reads `exp` from the JWT). */
export function account({ token }: { token: string }): Account {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }
  return { token, exp: payload.exp }
}

/**
 * The context the root middleware (authMiddleware) gives a request of `who`: a session
 * holding the token, and the Auth that the guards and `api(context)` read. The returned
 * `auth` shows what the route did to the session (its toast, for one).
 */
export async function requestContext(url: string, who: Account, role: InternalRole = 'landlord') {
  const session = await getSession(new Request(url))
  session.set('token', who.token)
  session.set('exp', who.exp)
  session.set('internalRole', role)
  openBrowserSession(session)
  const auth: Auth = { session, url: new URL(url), token: who.token, exp: who.exp, internalRole: role, dirty: false }
  const context = new RouterContextProvider()
  context.set(authContext, auth)
  return { context, auth }
}

/** The context of a signed-out browser's request: its session holds no token, only what the browser remembers (drafts). */
export async function visitorContext(url: string) {
  const session = await getSession(new Request(url))
  openBrowserSession(session)
  const auth: Auth = { session, url: new URL(url), token: null, exp: null, internalRole: null, dirty: false }
  const context = new RouterContextProvider()
  context.set(authContext, auth)
  return { context, auth }
}

/** Any loader or action of a route module (their argument types differ per route). */
export type RouteHandler = (args: never) => unknown

/**
 * What a loader or action answered, returned or thrown alike:
 * - a Response (a redirect, usually): its status and Location, and the Response itself;
 * - `data(value, init)`: its status (200 without one) and value;
 * - a plain value: status 200 and the value.
 * `toast` is the toast the route flashed into the session, if any.
 */
export type Outcome = { status: number; location?: string | null; data?: any; toast?: unknown; response?: Response }

/** A form field's values: repeated names (checkbox lists) as arrays; files as Blobs. */
export type FormFields = Record<string, string | Blob | ReadonlyArray<string | Blob>>

export type RunOptions = {
  /** The account the request is signed in as. */
  who: Account
  /** Posted as multipart form data (a POST); without it the request is a GET. */
  form?: FormFields
  /** The route's URL parameters, e.g. `{ propertyId: '1' }`. */
  params?: Record<string, string>
  /** The session's area role (the guards' first check); 'landlord' unless given. */
  role?: InternalRole
}

/** The request a browser makes for `path` (under ORIGIN): a GET, or a POST of `form`. */
export function routeRequest(path: string, form?: FormFields): Request {
  const url = `${ORIGIN}${path}`
  if (!form) return new Request(url)
  const body = new FormData()
  for (const [name, value] of Object.entries(form)) {
    for (const item of [value].flat()) body.append(name, item)
  }
  return new Request(url, { method: 'POST', body })
}

/**
 * Runs a loader or action like React Router does for a request to `path`, and turns what
 * it returned or threw (a redirect, a 404 thrown with data(), a 400 reply) into an
 * Outcome. Other errors are rethrown: they would be a 500.
 */
export async function runRoute(handler: RouteHandler, path: string, { who, form, params = {}, role = 'landlord' }: RunOptions): Promise<Outcome> {
  const request = routeRequest(path, form)
  const { context, auth } = await requestContext(request.url, who, role)
  return call(handler, request, context, params, auth)
}

/**
 * `runRoute` for a signed-out browser (the public pages: sign-up, log in, password reset, the
 * public forms). `auth` shows what the route did to the session (signed in, a draft remembered).
 */
export async function runAsVisitor(
  handler: RouteHandler,
  path: string,
  { form, params = {} }: Pick<RunOptions, 'form' | 'params'> = {},
): Promise<Outcome & { auth: Auth }> {
  const request = routeRequest(path, form)
  const { context, auth } = await visitorContext(request.url)
  return { ...(await call(handler, request, context, params, auth)), auth }
}

async function call(handler: RouteHandler, request: Request, context: RouterContextProvider, params: Record<string, string>, auth: Auth) {
  const run = handler as unknown as (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => unknown
  try {
    return settle(await run({ request, context, params }), auth)
  } catch (thrown) {
    return settle(thrown, auth)
  }
}

function settle(value: unknown, auth: Auth): Outcome {
  keepBrowserSession(auth.session)
  const toast = auth.session.get('toast')
  if (value instanceof Response) return { status: value.status, location: value.headers.get('Location'), toast, response: value }
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const { init, data } = value as { init: { status?: number } | null; data: unknown }
    return { status: init?.status ?? 200, data, toast }
  }
  if (value instanceof Error) throw value
  return { status: 200, data: value, toast }
}

/**
 * A runner whose requests are signed in as `defaultWho()` unless a call says otherwise
 * (`who`). A function, because the account is usually created in a beforeAll.
 */
export function routeRunner(defaultWho: () => Account) {
  return (handler: RouteHandler, path: string, options: Partial<RunOptions> = {}) => runRoute(handler, path, { ...options, who: options.who ?? defaultWho() })
}

/** The field errors of a refused form (conform's reply: field name → messages). */
export function fieldErrors(outcome: Outcome): Record<string, string[]> {
  return outcome.data?.result?.error ?? {}
}

/** The form-level errors of a refused form or confirmation (conform keeps them under ''). */
export function formErrors(outcome: Outcome): string[] {
  return fieldErrors(outcome)[''] ?? []
}
