import { data, type RouterContextProvider } from 'react-router'
import { apiRaw } from './api.server'
import { getAuth, requireUser } from './auth.server'

type Context = Readonly<RouterContextProvider>

const notFound = () => data(null, { status: 404 })

/**
 * An uploaded file streamed from GET /api/{collection}/file/{filename} with the signed-in
 * user's token (the images and avatar routes). A session is required, but the token itself
 * is checked by the API on the file request, so a picture costs one API call rather than
 * two (no /users/me per picture). The API's access rules decide who may see a file:
 * anyone else gets a 404, never a hint that it exists; so does a name `validName` refuses
 * and a file whose type `contentType` refuses (it returns the type to send, or null).
 */
export async function streamUploadedFile(
  context: Context,
  { collection, filename, validName, contentType }: { collection: 'images' | 'avatars'; filename: string | undefined; validName: (filename: string) => boolean; contentType: (sent: string | null) => string | null },
): Promise<Response> {
  const { token } = getAuth(context)
  if (!token) await requireUser(context)
  if (!filename || !validName(filename)) throw notFound()

  const response = await apiRaw('GET', `/${collection}/file/${encodeURIComponent(filename)}`, { token })
  if (response.status === 401) await requireUser(context)
  const type = response.ok && response.body ? contentType(response.headers.get('Content-Type')) : null
  if (!response.body || type === null) {
    await response.body?.cancel()
    throw notFound()
  }
  const headers = new Headers({
    'Content-Type': type,
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
