import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/marketing'

export const meta: Route.MetaFunction = () => titleMeta('Marketing')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function MarketingPage() {
  return <EmptyStatePage title="Marketing" icon={<NavIcon name="marketing" />} description="The public listings of your units, shown on your business page, will be managed here." />
}
