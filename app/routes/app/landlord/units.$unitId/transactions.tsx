import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TransactionsTab() {
  return <TabEmptyState title="Transactions" description="Invoices and payments for this unit will be listed here." />
}
