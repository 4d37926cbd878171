import { personMeta } from '~/components/people/person-page'
import { TabEmptyState } from '~/components/tab-empty-state'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, 'vendors', 'Files')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function FilesTab() {
  return <TabEmptyState title="Files" description="Files you upload for this vendor (contracts, insurance certificates, invoices) will be listed here." />
}
