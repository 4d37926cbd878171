import { listingPath, sitePath } from '@common/listings'
import { loadSitemapData, publicOrigin } from '~/features/listings/public-site.server'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
const entry = (loc: string, lastmod: string) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod></url>`

/** Every public website and its published listings (ADR 032); unpublished and leased ones are left out. */
export async function loader() {
  const { sites } = await loadSitemapData()
  const origin = publicOrigin()
  const urls = sites.flatMap((site) => [entry(`${origin}${sitePath(site.slug)}`, site.updatedAt), ...site.listings.map((listing) => entry(`${origin}${listingPath(site.slug, listing.id)}`, listing.updatedAt))])
  const body = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
