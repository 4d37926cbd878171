import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TenantMaintenancePage() {
  return <EmptyStatePage title="Maintenance" icon={<NavIcon name="maintenance" />} description="The maintenance requests you send to your landlord will be listed here." />
}
