import { Link, Outlet, useLocation } from 'react-router'
import { formatLocality, formatStreet } from '@common/address'
import { DetailTabs } from '~/components/detail-tabs'
import { ImageThumbnail } from '~/features/files/image-thumbnail'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ArchivedBadge } from '~/components/status-badge'
import { Button, Flex } from '~/components/ui'
import { UnitDrawers } from '~/features/portfolio/lazy-drawers'
import { UNIT_DRAWERS } from '~/features/portfolio/unit-names'
import { handleUnitIntent, loadUnit } from '~/features/portfolio/unit.server'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import { propertyPath, unitPath } from '~/features/portfolio/property'
import type { Route } from './+types/_layout'

/** The route id children use to read the unit this layout loaded. */
export const UNIT_LAYOUT_ID = 'routes/app/landlord/units.$unitId/_layout'

export const meta: Route.MetaFunction = ({ data, error }) => titleMeta(data?.unit.name ?? 'Unit', error)

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const unit = await loadUnit(context, params)
  const property = typeof unit.property === 'object' ? unit.property : null
  return {
    unit,
    property: { id: property?.id ?? Number(params.propertyId), nickname: property?.nickname ?? null, address: property?.address ?? null },
  }
}

/** Every drawer of the unit page posts here (the layout's URL), whichever tab is showing. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const unit = await loadUnit(context, params, { depth: 0 })
  const formData = await request.formData()
  return handleUnitIntent(context, formData, { id: unit.id, propertyId: Number(params.propertyId) })
}

/** The layout's own URL with the current query: the drawer stays open when a form is refused. */
function layoutAction(path: string, search: string) {
  const params = new URLSearchParams(search)
  params.delete('index')
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}`
}

export default function UnitLayout({ loaderData }: Route.ComponentProps) {
  const { unit, property } = loaderData
  const location = useLocation()
  const base = unitPath(property.id, unit.id)
  const propertyLabel = property.nickname || property.address?.line1 || 'Property'
  const address = [formatStreet(unit.address), formatLocality(unit.address)].filter(Boolean).join(', ')
  return (
    <>
          <PageHeader
            back={{ to: propertyPath(property.id), label: propertyLabel }}
            media={
              <Link to={drawerHref(location, UNIT_DRAWERS.image)} preventScrollReset aria-label={unit.image ? 'Change unit image' : 'Add unit image'}>
                <ImageThumbnail image={unit.image} size={64} label={unit.name} />
              </Link>
            }
            title={unit.name}
            badges={<ArchivedBadge archived={unit.archived} />}
            description={address}
            actions={
              <>
                <Button asChild size="3" className="min-h-11">
                  <Link to={`/app/landlord/leases?d=lease-add&unit=${unit.id}`}>Add lease</Link>
                </Button>
                <Button asChild size="3" variant="soft" className="min-h-11">
                  <Link to={drawerHref(location, UNIT_DRAWERS.edit)} preventScrollReset>
                    Edit
                  </Link>
                </Button>
                <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
                  <Link to={drawerHref(location, unit.archived ? UNIT_DRAWERS.unarchive : UNIT_DRAWERS.archive)} preventScrollReset>
                    {unit.archived ? 'Unarchive' : 'Archive'}
                  </Link>
                </Button>
                <Button asChild size="3" variant="soft" color="red" className="min-h-11">
                  <Link to={drawerHref(location, UNIT_DRAWERS.delete)} preventScrollReset>
                    Delete
                  </Link>
                </Button>
              </>
            }
          />
      <DetailTabs
        label="Unit sections"
        tabs={[
          { to: base, label: 'Overview', end: true },
          { to: `${base}/notes`, label: 'Notes' },
          { to: `${base}/leases`, label: 'Leases' },
          { to: `${base}/condition-reports`, label: 'Condition Reports' },
          { to: `${base}/files`, label: 'Files' },
          { to: `${base}/maintenance`, label: 'Maintenance' },
          { to: `${base}/security-deposits`, label: 'Security Deposits' },
          { to: `${base}/transactions`, label: 'Transactions' },
          { to: `${base}/expenses`, label: 'Expenses' },
        ]}
      />
      <Flex direction="column">
        <Outlet />
      </Flex>
      {openDrawer(location.search).name ? <UnitDrawers unit={unit} action={layoutAction(base, location.search)} /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
