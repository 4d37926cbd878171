import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/account-setup'

export const meta: Route.MetaFunction = () => titleMeta('Account Setup')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function AccountSetupPage() {
  return <EmptyStatePage title="Account Setup" icon={<NavIcon name="settings" />} description="The steps to set up your account (verify your email, business information, payments, properties and tenants) will be tracked here." />
}
