import { maintenanceTabCsv } from '~/features/maintenance/maintenance.server'
import type { Route } from './+types/properties.$propertyId.maintenance.export'

/** The property's Maintenance tab as CSV (the tab's filters and sort in the URL, every status, every page); another organization's property is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return maintenanceTabCsv(context, request, { kind: 'property', param: params.propertyId })
}
