import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/my-files'

export const meta: Route.MetaFunction = () => titleMeta('My Files')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function MyFilesPage() {
  return <EmptyStatePage title="My Files" icon={<NavIcon name="files" />} description="Files you upload for yourself, private to you and your organization, will be listed here." />
}
