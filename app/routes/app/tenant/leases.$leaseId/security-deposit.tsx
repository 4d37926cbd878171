import { TabEmptyState } from '~/components/tab-empty-state'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/security-deposit'

export const meta: Route.MetaFunction = () => titleMeta('Security deposit')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TenantSecurityDepositTab() {
  return <TabEmptyState title="Security deposit" description="Your security deposit, what is held and what is returned, will be shown here." />
}
