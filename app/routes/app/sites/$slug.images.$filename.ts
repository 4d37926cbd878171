import { data } from 'react-router'
import { apiRaw } from '~/utils/api.server'
import { movedSiteSlug, redirectToMovedSite, requirePublicWebsite } from '~/features/listings/public-site.server'
import type { Route } from './+types/$slug.images.$filename'

/** An uploaded SVG is shown as a picture, never run as a page. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * A picture of the public website (its image, or a photo of a published listing), streamed
 * from the API's public image endpoint, which decides what may be shown (ADR 032).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePublicWebsite()
  const { slug, filename } = params
  if (!slug || !filename || filename.startsWith('.') || /[/\\\0]/.test(filename)) throw data(null, { status: 404 })
  const response = await apiRaw('GET', `/organizations/sites/${encodeURIComponent(slug)}/images/${encodeURIComponent(filename)}`)
  if (!response.ok || !response.body) {
    const movedTo = response.status === 404 ? movedSiteSlug(await response.json().catch(() => null)) : null
    if (movedTo) redirectToMovedSite(request, slug, movedTo)
    await response.body?.cancel().catch(() => undefined)
    throw data(null, { status: 404 })
  }
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream'
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
  })
  const length = response.headers.get('Content-Length')
  if (length) headers.set('Content-Length', length)
  if (contentType.toLowerCase().startsWith('image/svg')) headers.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
  return new Response(response.body, { status: 200, headers })
}
