import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = () => titleMeta('Files')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function FilesTab() {
  return <TabEmptyState title="Files" description="Files you upload for this unit (photos, insurance, receipts) will be listed here." />
}
