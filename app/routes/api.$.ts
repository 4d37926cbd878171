import { refuseApiRequest } from '~/utils/api-query.server'
import { dispatchToPayload } from '~/utils/api.server'
import { clientIpContext } from '~/utils/security.server'
import type { Route } from './+types/api.$'

/**
 * The REST API at /api/*: Payload's own endpoints, dispatched with handleEndpoints. The query
 * is checked strictly first (app/utils/api-query.server.ts: bounded pages and depth, a where
 * of known operators; 400 otherwise); the client IP forwarded to Payload's throttles is the
 * one the server saw, never a header the caller sent.
 */
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url)
  // With v8_passThroughRequests a client-side fetch may carry a `.data` suffix.
  const pathname = url.pathname.replace(/\.data$/, '')
  const refusal = refuseApiRequest(request)
  if (refusal) return refusal
  const headers = new Headers(request.headers)
  headers.delete('x-forwarded-for')
  headers.set('x-forwarded-for', context.get(clientIpContext))
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = request.body
    init.duplex = 'half'
  }
  return dispatchToPayload(new Request(url, init), pathname)
}

export const loader = (args: Route.LoaderArgs) => handle(args)
export const action = (args: Route.ActionArgs) => handle(args)
