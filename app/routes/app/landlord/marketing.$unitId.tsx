import { useLocation } from 'react-router'
import { openDrawer } from '~/utils/drawer'
import { formatLocality, formatStreet } from '@common/address'
import { MARKETING_PATH, marketingListingPath } from '@common/listings'
import { healthOf, ListingDetails, ListingHealthPanel, ListingStatusBadge, PublishControls } from '~/features/listings/listing-page'
import { handleListingIntent, loadListingUnit, loadSiteSlug } from '~/features/listings/listings.server'
import { UnitDrawers } from '~/features/portfolio/lazy-drawers'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Flex } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/marketing.$unitId'

export const meta: Route.MetaFunction = ({ data, error }) => titleMeta(data ? `Listing: ${data.unit.marketing?.headline || data.unit.name}` : 'Listing', error)

/** A unit's listing (product-spec §2 landlord marketing/{unitId}; ADR 032): health, content, photos, contact, publish. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await requireLandlord(context)
  const [unit, slug] = await Promise.all([loadListingUnit(context, params.unitId), loadSiteSlug(context, user)])
  return { unit: { ...unit, organization: typeof unit.organization === 'object' ? unit.organization.id : unit.organization }, slug }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const unit = await loadListingUnit(context, params.unitId, { depth: 0 })
  const formData = await request.formData()
  return handleListingIntent(context, formData, unit, marketingListingPath(unit.id))
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { unit, slug } = loaderData
  const location = useLocation()
  const action = `${location.pathname}${location.search}`
  const address = [formatStreet(unit.address), formatLocality(unit.address)].filter(Boolean).join(', ')
  return (
    <>
      <PageHeader
        back={{ to: MARKETING_PATH, label: 'Marketing' }}
        title={unit.marketing?.headline || unit.name}
        badges={<ListingStatusBadge status={unit.marketing?.status} />}
        description={address}
        actions={<PublishControls unit={unit} slug={slug} action={action} />}
      />
      <Flex direction="column" gap="4">
        <ListingHealthPanel health={healthOf(unit)} />
        <ListingDetails unit={unit} />
      </Flex>
      {openDrawer(location.search).name ? <UnitDrawers unit={unit} action={action} /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
