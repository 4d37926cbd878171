import { useLocation } from 'react-router'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { MAINTENANCE_REQUEST_INTENT, MAINTENANCE_FILTERS_DRAWER, landlordMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceList, MaintenanceListActions, MaintenanceListTabs } from '~/features/maintenance/maintenance-list'
import { MaintenanceFiltersDrawer, MaintenanceRequestDrawer } from '~/features/maintenance/lazy-drawers'
import { loadMaintenanceList, maintenanceDrawerData, maintenanceRequestAction } from '~/features/maintenance/maintenance.server'
import { DONE_MAINTENANCE_STATUSES } from '@common/maintenance'
import { requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance.completed'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

/** The completed, closed and cancelled requests (product-spec §2 maintenance: completed), filters in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const [list, drawer] = await Promise.all([loadMaintenanceList(context, request, { list: 'completed' }), maintenanceDrawerData(context, request, 'landlord')])
  return { list, drawer }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') === MAINTENANCE_REQUEST_INTENT) return maintenanceRequestAction(context, formData, 'landlord')
  throw new Response(null, { status: 400 })
}

export default function CompletedMaintenancePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <>
      <PageHeader title="Maintenance" actions={<MaintenanceListActions csvHref="/app/landlord/maintenance/completed/export.csv" />} />
      <MaintenanceListTabs />
      <MaintenanceList data={loaderData.list} hrefOf={landlordMaintenancePath} emptyDescription="Completed, closed and cancelled requests are kept here." />
      {openDrawer(location.search).name === MAINTENANCE_FILTERS_DRAWER ? <MaintenanceFiltersDrawer data={loaderData.list} statuses={DONE_MAINTENANCE_STATUSES} /> : null}
      {loaderData.drawer ? <MaintenanceRequestDrawer data={loaderData.drawer} area="landlord" /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
