import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reports'

export const meta: Route.MetaFunction = () => titleMeta('Reports')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function ReportsPage() {
  return <EmptyStatePage title="Reports" icon={<NavIcon name="reports" />} description="Your rent roll, income statement and expense report will be available here." />
}
