import { JWTAuthentication, type AuthStrategy, type AuthStrategyResult } from 'payload'
import { runWithScopeValue, scopeKey, scopeValue } from './requestScope'

/**
 * One authentication per page request (ADR 038). The web app makes several in-process REST
 * calls for one page (the shell's user and unread counts, the page's own reads), and each
 * used to run Payload's JWT strategy again: verify the token, read the user with its
 * permission rows, check its session — about a third of a list page's server CPU.
 *
 * `withAuthScope` (the web app's auth middleware, around each incoming request) opens a
 * scope; inside it, this strategy runs the JWT strategy once per token and hands every
 * later GET of the same scope a copy of that result. The scope is the one request: it is
 * never shared with another request or another token, and any write (a call with another
 * method) empties it, since a write may change the user, its memberships or its sessions
 * (`forgetAuthScope` also runs after each write the app makes). Outside a scope, for a
 * write, or for a token that is not an `Authorization: JWT …` header, it steps aside and
 * Payload's own JWT strategy (next in the list) authenticates as before.
 */
type Scope = { results: Map<string, Promise<AuthStrategyResult>> }

const AUTH_SCOPE = scopeKey<Scope>('authentication scope')

/** Runs `fn` (one incoming request) in a scope of its own. */
export function withAuthScope<T>(fn: () => T): T {
  return runWithScopeValue(AUTH_SCOPE, { results: new Map() }, fn)
}

/** Forgets the scope's authentications (after a write: the next call authenticates again). */
export function forgetAuthScope() {
  scopeValue(AUTH_SCOPE)?.results.clear()
}

const READS = new Set(['GET', 'HEAD'])
const JWT_PREFIX = 'JWT '

/**
 * Payload's JWT strategy, once per token and scope. Payload runs the collection's own
 * strategies before its JWT strategy; a `{ user: null }` from this one lets that run.
 */
export const scopedJwtStrategy: AuthStrategy = {
  name: 'scoped-jwt',
  authenticate: async (args) => {
    const scope = scopeValue(AUTH_SCOPE)
    if (!scope) return { user: null }
    if (!READS.has(args.req?.method ?? '')) {
      scope.results.clear()
      return { user: null }
    }
    const header = args.headers.get('Authorization')
    if (!header?.startsWith(JWT_PREFIX)) return { user: null }
    const token = header.slice(JWT_PREFIX.length)
    let result = scope.results.get(token)
    if (!result) {
      // Named as Payload's own strategy: the user looks exactly as if that strategy had authenticated it.
      const authenticating: Promise<AuthStrategyResult> = Promise.resolve(JWTAuthentication({ ...args, strategyName: 'local-jwt' }))
      scope.results.set(token, authenticating)
      // A rejected token is not remembered: Payload's strategy answers it again, as without a scope.
      const forget = () => {
        if (scope.results.get(token) === authenticating) scope.results.delete(token)
      }
      authenticating.then((settled) => settled.user || forget(), forget)
      result = authenticating
    }
    const settled = await result
    if (!settled.user) return { user: null }
    // Each call gets its own copy: operations and hooks may write on req.user.
    return { user: structuredClone(settled.user) }
  },
}
