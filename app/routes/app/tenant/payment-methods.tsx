import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/payment-methods'

export const meta: Route.MetaFunction = () => titleMeta('Payment Methods')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function PaymentMethodsPage() {
  return <EmptyStatePage title="Payment Methods" icon={<NavIcon name="payment-methods" />} description="The cards and bank accounts you pay rent with will be managed here." />
}
