import { useLocation } from 'react-router'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { MAINTENANCE_FILTERS_DRAWER, MAINTENANCE_REQUEST_INTENT, tenantMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceList, MaintenanceListActions } from '~/features/maintenance/maintenance-list'
import { MaintenanceFiltersDrawer, MaintenanceRequestDrawer } from '~/features/maintenance/lazy-drawers'
import { loadMaintenanceList, maintenanceDrawerData, maintenanceRequestAction } from '~/features/maintenance/maintenance.server'
import { requireTenant } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

/** The tenant's requests on all its leases (product-spec §2 tenant maintenance); the API shows no other. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const [list, drawer] = await Promise.all([loadMaintenanceList(context, request, { list: 'all' }), maintenanceDrawerData(context, request, 'tenant')])
  return { list, drawer }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') === MAINTENANCE_REQUEST_INTENT) return maintenanceRequestAction(context, formData, 'tenant')
  throw new Response(null, { status: 400 })
}

export default function TenantMaintenancePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <>
      <PageHeader title="Maintenance" actions={<MaintenanceListActions newLabel="Report a problem" />} />
      <MaintenanceList data={loaderData.list} hrefOf={tenantMaintenancePath} showAssignee={false} emptyDescription="Something broken at home? Report it here and follow the repair." />
      {openDrawer(location.search).name === MAINTENANCE_FILTERS_DRAWER ? <MaintenanceFiltersDrawer data={loaderData.list} places={false} /> : null}
      {loaderData.drawer ? <MaintenanceRequestDrawer data={loaderData.drawer} area="tenant" /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
