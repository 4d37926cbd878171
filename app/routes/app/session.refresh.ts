import { messages, ourMessages } from '@common/messages'
import { getAuth, refreshToken } from '~/utils/auth.server'
import type { Route } from './+types/session.refresh'

/**
 * POST /app/session/refresh: the browser-side timer (product-spec §4: 30 s before expiry) asks
 * the server to refresh the session's token. Answers `{ exp }`, or 401 when there is no
 * session or the API refused the refresh (the user is then signed out locally); 503 when the
 * API could not answer (the session is kept, and the browser tries again later).
 */
export async function action({ context }: Route.ActionArgs) {
  const auth = getAuth(context)
  if (!auth.token) return Response.json({ error: messages.refreshFailed }, { status: 401 })
  // The session middleware may already have refreshed this request's token (it does so close to expiry).
  const refreshed = auth.dirty || (await refreshToken(auth))
  if (!refreshed && auth.token) return Response.json({ error: ourMessages.serviceUnavailable }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } })
  if (!refreshed || !auth.token || !auth.exp) return Response.json({ error: messages.refreshFailed }, { status: 401 })
  return Response.json({ exp: auth.exp }, { headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
