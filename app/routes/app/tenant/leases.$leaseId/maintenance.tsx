import { useLocation } from 'react-router'
import { MAINTENANCE_FILTERS_DRAWER, MAINTENANCE_REQUEST_INTENT, tenantMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceList, MaintenanceListActions } from '~/features/maintenance/maintenance-list'
import { MaintenanceFiltersDrawer, MaintenanceRequestDrawer } from '~/features/maintenance/lazy-drawers'
import { loadMaintenanceList, maintenanceDrawerData, maintenanceRequestAction } from '~/features/maintenance/maintenance.server'
import { Flex, Heading } from '~/components/ui'
import { requireTenant } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

/** The requests of this lease (the layout already proved the lease is the tenant's). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const lease = requireId(params.leaseId)
  const [list, drawer] = await Promise.all([loadMaintenanceList(context, request, { list: 'all', lease }), maintenanceDrawerData(context, request, 'tenant', `lease:${lease}`)])
  return { lease, list, drawer }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') === MAINTENANCE_REQUEST_INTENT) return maintenanceRequestAction(context, formData, 'tenant')
  throw new Response(null, { status: 400 })
}

export default function TenantLeaseMaintenanceTab({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <section aria-labelledby="lease-maintenance-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="lease-maintenance-title">
          Maintenance
        </Heading>
        <MaintenanceListActions newLabel="Report a problem" place={`lease:${loaderData.lease}`} />
      </Flex>
      <MaintenanceList data={loaderData.list} hrefOf={tenantMaintenancePath} showAssignee={false} emptyDescription="Something broken in this home? Report it here and follow the repair." />
      {openDrawer(location.search).name === MAINTENANCE_FILTERS_DRAWER ? <MaintenanceFiltersDrawer data={loaderData.list} places={false} /> : null}
      {loaderData.drawer ? <MaintenanceRequestDrawer data={loaderData.drawer} area="tenant" /> : null}
    </section>
  )
}
