import { LeasesTab } from '~/features/portfolio/lease-list'
import { loadLeasePage } from '~/features/portfolio/lease.server'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { addLeaseHref } from '~/features/portfolio/property'
import type { Route } from './+types/leases'

export const meta: Route.MetaFunction = () => titleMeta('Leases')

/** The property's leases, newest first, a page of 10 (one API call; unit and tenant names populated). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const propertyId = requireId(params.propertyId)
  return { propertyId, ...(await loadLeasePage(context, request, { property: { equals: propertyId } })) }
}

export default function PropertyLeasesTab({ loaderData }: Route.ComponentProps) {
  const { propertyId, ...list } = loaderData
  return (
    <LeasesTab
      {...list}
      addHref={addLeaseHref(propertyId)}
      emptyDescription="Leases of this property's units will be listed here: who rents which unit, for how much, and when."
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
