import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases'

export const meta: Route.MetaFunction = () => titleMeta('Leases')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function LeasesPage() {
  return <EmptyStatePage title="Leases" icon={<NavIcon name="leases" />} description="Your leases (active, upcoming, draft and past) will be listed here, with their tenants and rent." />
}
