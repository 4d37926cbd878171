import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/security-deposits'

export const meta: Route.MetaFunction = () => titleMeta('Security Deposits')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function SecurityDepositsTab() {
  return <TabEmptyState title="Security Deposits" description="Security deposits collected for this unit will be listed here." />
}
