import { MarketingList, MarketingStatusFilter, SiteLink } from '~/features/listings/marketing-list'
import { loadMarketingList, loadSiteSlug } from '~/features/listings/listings.server'
import { publicOrigin } from '~/features/listings/public-site.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/marketing'

export const meta: Route.MetaFunction = () => titleMeta('Marketing')

/** The marketing list (product-spec §2 landlord marketing): every unit with its listing's status; ADR 032. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLandlord(context)
  const [list, slug] = await Promise.all([loadMarketingList(context, request), loadSiteSlug(context, user)])
  return { ...list, slug, origin: publicOrigin() }
}

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const { rows, status, page, hasNextPage, slug, origin } = loaderData
  return (
    <>
      <PageHeader title="Marketing" description="Your units' listings: publish them on your public website and receive inquiries as leads." />
      <SiteLink slug={slug} origin={origin} />
      <MarketingStatusFilter current={status} />
      <MarketingList rows={rows} page={page} hasNextPage={hasNextPage} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
