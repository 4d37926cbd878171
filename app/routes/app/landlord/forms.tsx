import { data } from 'react-router'
import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireLandlord } from '~/utils/auth.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/forms'

export const meta: Route.MetaFunction = () => titleMeta('Forms')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  // Forms exist only while the 'forms' feature is on (spec §2 Shell, §6).
  const features = await getFeatureFlags(context)
  if (!features.includes('forms')) throw data(null, { status: 404 })
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function FormsPage() {
  return (
    <EmptyStatePage
      title="Forms"
      icon={<NavIcon name="forms" />}
      description="The form templates you fill in to create leases and other documents will be listed here."
    />
  )
}
