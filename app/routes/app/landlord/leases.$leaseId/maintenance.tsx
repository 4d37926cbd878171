import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function MaintenanceTab() {
  return <TabEmptyState title="Maintenance" description="Maintenance requests for this lease will be listed here." />
}
