import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/documents'

export const meta: Route.MetaFunction = () => titleMeta('Documents')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function DocumentsPage() {
  return <EmptyStatePage title="Documents" icon={<NavIcon name="documents" />} description="The leases and other documents you create from form templates will be listed here." />
}
