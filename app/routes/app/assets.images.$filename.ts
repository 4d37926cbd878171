import { data } from 'react-router'
import { apiRaw } from '~/utils/api.server'
import { getAuth, requireUser } from '~/utils/auth.server'
import type { Route } from './+types/assets.images.$filename'

/** An uploaded SVG is shown as a picture, never run as a page: no script, no requests, no same-origin powers. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const notFound = () => data(null, { status: 404 })

/**
 * The organization's images (property, unit and marketing pictures), streamed from
 * GET /api/images/file/{filename} with the signed-in user's token. The API's access rules
 * decide who may see a file: anyone else gets a 404, never a hint that it exists.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A session is required; the token itself is checked by the API on the file request,
  // so an image costs one API call rather than two (no /users/me per picture).
  const { token } = getAuth(context)
  if (!token) await requireUser(context)
  const filename = params.filename
  if (!filename || filename.startsWith('.') || /[/\\\0]/.test(filename)) throw notFound()

  const response = await apiRaw('GET', `/images/file/${encodeURIComponent(filename)}`, { token })
  if (response.status === 401) await requireUser(context)
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw notFound()
  }

  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream'
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
  })
  for (const name of ['Content-Length', 'ETag', 'Last-Modified']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (contentType.toLowerCase().startsWith('image/svg')) headers.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
  return new Response(response.body, { status: 200, headers })
}
