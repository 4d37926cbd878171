import { SITES_PATH } from '@common/listings'
import { publicOrigin } from '~/features/listings/public-site.server'

/** Crawlers may read the public websites (ADR 032), nothing else of the app or the API. */
export function loader() {
  const body = ['User-agent: *', `Allow: ${SITES_PATH}/`, 'Disallow: /app/', 'Disallow: /api/', '', `Sitemap: ${publicOrigin()}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
