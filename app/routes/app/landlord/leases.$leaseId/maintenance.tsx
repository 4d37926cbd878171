import { MaintenanceTab } from '~/features/maintenance/maintenance-tab'
import { loadMaintenanceTab, maintenanceTabAction } from '~/features/maintenance/maintenance.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

/** The lease's maintenance requests (product-spec §2 leases/{id}/maintenance), every status, filters in the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadMaintenanceTab(context, request, { kind: 'lease', param: params.leaseId })
}

export async function action({ request, context }: Route.ActionArgs) {
  return maintenanceTabAction(context, request)
}

export default function LeaseMaintenanceTab({ loaderData }: Route.ComponentProps) {
  return <MaintenanceTab data={loaderData} />
}
