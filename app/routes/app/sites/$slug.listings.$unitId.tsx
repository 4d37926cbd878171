import { isRouteErrorResponse, useLocation } from 'react-router'
import { listingPath } from '@common/listings'
import type { StaticHandle } from '~/root'
import { InquiryForm, ListingBody, ListingGone, PublicShell } from '~/features/listings/public-site'
import { loadPublicListing, publicOrigin, submitInquiry, type InquiryReply } from '~/features/listings/public-site.server'
import { listingMeta } from '~/features/listings/seo'
import { GeneralErrorScreen, NotFoundScreen } from '~/components/error-screens'
import { useNonce } from '~/utils/nonce'
import type { Route } from './+types/$slug.listings.$unitId'

/** Plain HTML: no script on the public website (ADR 032). */
export const handle: StaticHandle = { hydrate: false }

export const meta: Route.MetaFunction = ({ data }) => (data ? listingMeta(data.site, data.listing, data.origin) : [{ name: 'robots', content: 'noindex' }])

/** A published listing: photos, facts and the inquiry form; 410 once unpublished or leased. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const result = await loadPublicListing(request, params.slug, params.unitId)
  return { ...result, origin: publicOrigin() }
}

/** The inquiry (a lead for the landlord); see submitInquiry. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return submitInquiry(context, request, params)
}

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { site, listing, inquiry } = loaderData
  const location = useLocation()
  const nonce = useNonce()
  const reply = actionData as InquiryReply | undefined
  const sent = new URLSearchParams(location.search).get('sent') === '1'
  return (
    <PublicShell site={site}>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ListingBody site={site} listing={listing} />
        <div>
          <InquiryForm
            action={listingPath(site.slug, listing.id)}
            sent={sent}
            errors={reply?.errors}
            values={reply?.values}
            honeypot={inquiry.honeypot}
            captchaSiteKey={inquiry.captchaSiteKey}
            nonce={nonce}
          />
        </div>
      </div>
    </PublicShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) return <ListingGone />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  return <GeneralErrorScreen />
}
