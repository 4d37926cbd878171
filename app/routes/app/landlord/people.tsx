import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/people'

export const meta: Route.MetaFunction = () => titleMeta('People')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function PeoplePage() {
  return <EmptyStatePage title="People" icon={<NavIcon name="people" />} description="Your contacts, tenants, vendors and leads will be listed here." />
}
