import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/accounts'

export const meta: Route.MetaFunction = () => titleMeta('Accounts')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function AccountsPage() {
  return <EmptyStatePage title="Accounts" icon={<NavIcon name="accounts" />} description="The accounts you collect rent into and the payment methods you accept will be managed here." />
}
