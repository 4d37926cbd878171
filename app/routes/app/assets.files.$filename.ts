import { data } from 'react-router'
import { STORED_FILE_NAME } from '@common/files'
import { apiRaw } from '~/utils/api.server'
import { getAuth, requireUser } from '~/utils/auth.server'
import type { Route } from './+types/assets.files.$filename'

/** The API's headers the browser gets as they are (type, length, the RFC 6266 name, the inert-content policy). */
const PASSED_HEADERS = ['Content-Type', 'Content-Length', 'Content-Disposition', 'Content-Security-Policy', 'Cache-Control'] as const

const notFound = () => data(null, { status: 404 })

/**
 * /app/assets/files/{filename}[?download=1]: an uploaded file (thumbnails, the file page's
 * preview, downloads), streamed from GET /api/files/file/{filename} with the signed-in
 * user's token — the browser holds the session cookie, never an API token. The API's
 * access rules decide (ADR 018): the organization's staff, and for a lease file that
 * lease's tenants; anyone else gets a 404, never a hint that the file exists.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // A session is required; the token itself is checked by the API (one call per file).
  const { token } = getAuth(context)
  if (!token) await requireUser(context)
  const filename = params.filename
  if (!filename || !STORED_FILE_NAME.test(filename)) throw notFound()
  const download = new URL(request.url).searchParams.get('download') === '1'
  const response = await apiRaw('GET', `/files/file/${encodeURIComponent(filename)}`, { token, query: download ? { download: 'true' } : undefined })
  if (response.status === 401) await requireUser(context)
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw notFound()
  }
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' })
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (!download && headers.get('Content-Type') === 'application/pdf') {
    // The file page embeds it (<object>, without JavaScript): our own pages only.
    headers.set('X-Frame-Options', 'SAMEORIGIN')
    headers.set('Content-Security-Policy', "frame-ancestors 'self'")
  }
  return new Response(response.body, { status: 200, headers })
}
