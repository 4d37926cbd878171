import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/expenses'

export const meta: Route.MetaFunction = () => titleMeta('Expenses')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function ExpensesPage() {
  return <EmptyStatePage title="Expenses" icon={<NavIcon name="expenses" />} description="The expenses you record for your properties will be listed here." />
}
