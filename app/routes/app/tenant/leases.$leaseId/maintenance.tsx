import { TabEmptyState } from '~/components/tab-empty-state'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/maintenance'

export const meta: Route.MetaFunction = () => titleMeta('Maintenance')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TenantMaintenanceTab() {
  return <TabEmptyState title="Maintenance" description="Your repair requests for this home will be listed here." />
}
