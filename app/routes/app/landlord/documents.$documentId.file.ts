import { data, redirect } from 'react-router'
import { apiRaw } from '~/utils/api.server'
import { getAuth, requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/documents.$documentId.file'

/** The response headers of the API's file that the browser gets as they are. */
const PASSED_HEADERS = ['Content-Type', 'Content-Length', 'Content-Disposition', 'Last-Modified', 'ETag'] as const

/**
 * /app/landlord/documents/{documentId}/file: the PDF of one of the landlord's generated
 * documents, as an attachment (the browser downloads it; a plain navigation, so it works
 * without JavaScript). It streams `GET /api/editable-documents/{id}/file` with the user's token
 * — the API renders the PDF from the submission's current answers and applies the
 * subscription gate (ADR 016). Another organization's or an unknown document: 404. Without
 * paid access (402): the document's page with the 'Subscribe' dialog.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = params.documentId
  if (!/^\d+$/.test(id)) throw data(null, { status: 404 })
  const response = await apiRaw('GET', `/editable-documents/${id}/file`, { token: getAuth(context).token })
  if (response.status === 402) {
    await response.body?.cancel()
    throw redirect(`/app/landlord/documents/${id}?d=subscribe&target=${id}`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw data(null, { status: response.status === 401 || response.status === 403 ? 404 : response.status })
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
