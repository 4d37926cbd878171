import { TabEmptyState } from '~/components/tab-empty-state'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/condition-reports'

export const meta: Route.MetaFunction = () => titleMeta('Condition reports')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TenantConditionReportsTab() {
  return <TabEmptyState title="Condition reports" description="Move-in and move-out condition reports for this lease will be listed here." />
}
