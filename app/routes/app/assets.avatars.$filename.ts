import { data } from 'react-router'
import { AVATAR_FILE_TYPES } from '@common/files'
import { apiRaw } from '~/utils/api.server'
import { getAuth, requireUser } from '~/utils/auth.server'
import type { Route } from './+types/assets.avatars.$filename'

const notFound = () => data(null, { status: 404 })

/** Only the raster types the upload check stores; anything else is not an avatar of ours. */
const AVATAR_CONTENT_TYPES = new Set<string>(AVATAR_FILE_TYPES.map((entry) => entry.mimeType))

/**
 * /app/assets/avatars/{filename}: the signed-in user's own avatar (the top bar, user
 * settings), streamed from GET /api/avatars/file/{filename} with the user's token, as the
 * images and files routes do. The API lets only the owner read it: anyone else gets a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A session is required; the token itself is checked by the API (one call per picture).
  const { token } = getAuth(context)
  if (!token) await requireUser(context)
  const filename = params.filename
  if (!filename || !/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(filename)) throw notFound()
  const response = await apiRaw('GET', `/avatars/file/${encodeURIComponent(filename)}`, { token })
  if (response.status === 401) await requireUser(context)
  const contentType = response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!response.ok || !response.body || !AVATAR_CONTENT_TYPES.has(contentType)) {
    await response.body?.cancel()
    throw notFound()
  }
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
  return new Response(response.body, { status: 200, headers })
}
