import { maintenanceCsv } from '~/features/maintenance/maintenance.server'
import type { Route } from './+types/maintenance.completed.export'

/** The filtered completed list as CSV (the list page's URL parameters, every page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return maintenanceCsv(context, request, { list: 'completed' })
}
