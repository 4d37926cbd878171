import { LeasesTab } from '~/features/portfolio/lease-list'
import { loadLeasePage } from '~/features/portfolio/lease.server'
import { personMeta } from '~/features/people/person-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import type { Route } from './+types/leases'

export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, 'tenants', 'Leases')

/** The leases listing this tenant, newest start first (one API call; `?page=` pages). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadLeasePage(context, request, { contacts: { in: [requireId(params.tenantId)] } })
}

export default function TenantLeasesTab({ loaderData }: Route.ComponentProps) {
  return (
    <LeasesTab
      {...loaderData}
      addHref="/app/landlord/leases?d=lease-add"
      emptyDescription="This tenant is not on a lease yet. Add them from a lease's Tenants tab, or add a lease."
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
