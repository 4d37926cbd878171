import { TabEmptyState } from '~/components/tab-empty-state'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = () => titleMeta('Files')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TenantFilesTab() {
  return <TabEmptyState title="Files" description="Files your landlord shares with everyone on this lease will be listed here." />
}
