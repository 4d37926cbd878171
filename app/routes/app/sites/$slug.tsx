import type { StaticHandle } from '~/root'
import { ListingCards, PublicShell, SiteIntro, SiteProperties } from '~/features/listings/public-site'
import { loadSite, publicOrigin } from '~/features/listings/public-site.server'
import { siteMeta } from '~/features/listings/seo'
import { NotFoundScreen } from '~/components/error-screens'
import type { Route } from './+types/$slug'

/** Plain HTML: no script on the public website (ADR 032). */
export const handle: StaticHandle = { hydrate: false }

export const meta: Route.MetaFunction = ({ data }) => (data ? siteMeta(data.site, data.listings, data.origin) : [])

/** The organization's public website (product-spec §1, §2: a public business website page per organization). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, listings } = await loadSite(request, params.slug)
  return { site, listings, origin: publicOrigin() }
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { site, listings } = loaderData
  return (
    <PublicShell site={site}>
      <SiteIntro site={site} />
      <section aria-labelledby="homes">
        <h2 id="homes" className="mb-4 text-xl font-semibold">
          Homes for rent
        </h2>
        <ListingCards site={site} listings={listings} />
      </section>
      <SiteProperties site={site} listings={listings} />
    </PublicShell>
  )
}

export function ErrorBoundary() {
  return <NotFoundScreen />
}
