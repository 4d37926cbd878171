import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/security-deposit'

export const meta: Route.MetaFunction = () => titleMeta('Security Deposit')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function SecurityDepositTab() {
  return <TabEmptyState title="Security Deposit" description="The security deposit of this lease, once collected, will be tracked here." />
}
