import { hotpadsFeed } from '~/features/listings/hotpads-feed'
import { loadSite, publicOrigin } from '~/features/listings/public-site.server'
import type { Route } from './+types/$slug.feed[.]xml'

/**
 * The organization's published listings as a HotPads listing feed (ADR 032): the address a
 * landlord gives listing sites (Zillow's rental network, HotPads) to syndicate without a
 * middleman. 404 while the website is off or the address is unknown; a previous address
 * redirects (301) like the website's pages.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, listings } = await loadSite(request, params.slug)
  return new Response(hotpadsFeed(site, listings, publicOrigin()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  })
}
