import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = () => titleMeta('Properties')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function PropertiesPage() {
  return <EmptyStatePage title="Properties" icon={<NavIcon name="properties" />} description="The homes and buildings you rent out, with their units, will be listed here." />
}
