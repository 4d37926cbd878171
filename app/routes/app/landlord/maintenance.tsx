import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function MaintenancePage() {
  return <EmptyStatePage title="Maintenance" icon={<NavIcon name="maintenance" />} description="Maintenance requests for your properties, open and completed, will be listed here." />
}
