import { useLocation } from 'react-router'
import { landlordMaintenancePath, MAINTENANCE_FILTERS_DRAWER, MAINTENANCE_REQUEST_INTENT } from '~/features/maintenance/maintenance-form'
import { MaintenanceFiltersDrawer, MaintenanceList, MaintenanceListActions } from '~/features/maintenance/maintenance-list'
import { MaintenanceRequestDrawer } from '~/features/maintenance/maintenance-request-drawer'
import { loadMaintenanceList, maintenanceDrawerData, maintenanceRequestAction } from '~/features/maintenance/maintenance.server'
import { Flex, Heading } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

/** The lease's maintenance requests (product-spec §2 leases/{id}/maintenance), every status, filters in the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const lease = requireId(params.leaseId)
  const [list, drawer] = await Promise.all([loadMaintenanceList(context, request, { list: 'all', lease }), maintenanceDrawerData(context, request, 'landlord', `lease:${lease}`)])
  return { lease, list, drawer }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const formData = await request.formData()
  if (formData.get('intent') === MAINTENANCE_REQUEST_INTENT) return maintenanceRequestAction(context, formData, 'landlord')
  throw new Response(null, { status: 400 })
}

export default function LeaseMaintenanceTab({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <section aria-labelledby="tab-maintenance-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="tab-maintenance-title">
          Maintenance
        </Heading>
        <MaintenanceListActions place={`lease:${loaderData.lease}`} />
      </Flex>
      <MaintenanceList data={loaderData.list} hrefOf={landlordMaintenancePath} emptyDescription="No maintenance requests for this lease yet." />
      {openDrawer(location.search).name === MAINTENANCE_FILTERS_DRAWER ? <MaintenanceFiltersDrawer data={loaderData.list} places={false} /> : null}
      {loaderData.drawer ? <MaintenanceRequestDrawer data={loaderData.drawer} area="landlord" /> : null}
    </section>
  )
}
