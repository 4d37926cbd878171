import { dispatchToPayload } from '~/utils/api.server'
import { MAX_PAGE_SIZE } from '@common/limits'
import { clientIpContext } from '~/utils/security.server'
import type { Route } from './+types/api.$'

/**
 * The REST API at /api/*: Payload's own endpoints, dispatched with handleEndpoints.
 * Clients may not ask for unbounded pages (limit above 100, limit=0, pagination=false)
 * or depth above 5; the client IP forwarded to Payload's throttles is the one the
 * server saw, never a header the caller sent.
 */
export const MAX_DEPTH = 5

function refuse(message: string) {
  return Response.json({ errors: [{ message }] }, { status: 400 })
}

function queryProblem(url: URL): string | null {
  const limit = url.searchParams.get('limit')
  if (limit !== null && (!/^\d+$/.test(limit) || Number(limit) === 0 || Number(limit) > MAX_PAGE_SIZE)) {
    return `limit must be between 1 and ${MAX_PAGE_SIZE}`
  }
  if (url.searchParams.get('pagination') === 'false') return 'pagination cannot be turned off'
  const depth = url.searchParams.get('depth')
  if (depth !== null && (!/^\d+$/.test(depth) || Number(depth) > MAX_DEPTH)) return `depth must be between 0 and ${MAX_DEPTH}`
  return null
}

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url)
  // With v8_passThroughRequests a client-side fetch may carry a `.data` suffix.
  const pathname = url.pathname.replace(/\.data$/, '')
  const problem = queryProblem(url)
  if (problem) return refuse(problem)
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
