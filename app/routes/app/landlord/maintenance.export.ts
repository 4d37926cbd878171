import { maintenanceCsv } from '~/features/maintenance/maintenance.server'
import type { Route } from './+types/maintenance.export'

/** The filtered open list as CSV (the list page's URL parameters, every page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return maintenanceCsv(context, request, { list: 'open' })
}
