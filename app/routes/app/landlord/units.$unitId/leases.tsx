import { useRouteLoaderData } from 'react-router'
import { LeasesTab } from '~/features/portfolio/lease-list'
import { loadLeasePage } from '~/features/portfolio/lease.server'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases'
import { UNIT_LAYOUT_ID, type loader as unitLayoutLoader } from './_layout'

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === UNIT_LAYOUT_ID)?.data as Awaited<ReturnType<typeof unitLayoutLoader>> | undefined
  return titleMeta(layout ? `Leases · ${layout.unit.name}` : 'Leases')
}

/** This unit's leases, newest start first, with their tenants (one API call). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  return loadLeasePage(context, request, { unit: { equals: unitId } })
}

export default function UnitLeasesTab({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof unitLayoutLoader>(UNIT_LAYOUT_ID)
  return (
    <LeasesTab
      {...loaderData}
      addHref={layout ? `/app/landlord/leases?d=lease-add&unit=${layout.unit.id}` : '/app/landlord/leases?d=lease-add'}
      emptyDescription="No leases for this unit yet. Add one to track its rent, dates and tenants."
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
