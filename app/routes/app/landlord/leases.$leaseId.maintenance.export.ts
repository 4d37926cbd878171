import { maintenanceTabCsv } from '~/features/maintenance/maintenance.server'
import type { Route } from './+types/leases.$leaseId.maintenance.export'

/** The lease's Maintenance tab as CSV (the tab's filters and sort in the URL, every status, every page); another organization's lease is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return maintenanceTabCsv(context, request, { kind: 'lease', param: params.leaseId })
}
