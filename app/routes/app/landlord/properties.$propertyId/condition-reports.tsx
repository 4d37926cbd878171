import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/condition-reports'

export const meta: Route.MetaFunction = () => titleMeta('Condition Reports')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function ConditionReportsTab() {
  return <TabEmptyState title="Condition Reports" description="Move-in and move-out condition reports for this property will be listed here." />
}
