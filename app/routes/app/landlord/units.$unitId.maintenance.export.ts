import { maintenanceTabCsv } from '~/features/maintenance/maintenance.server'
import type { Route } from './+types/units.$unitId.maintenance.export'

/** The unit's Maintenance tab as CSV (the tab's filters and sort in the URL, every status, every page); another organization's unit is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return maintenanceTabCsv(context, request, { kind: 'unit', param: params.unitId })
}
