import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/invitations'

export const meta: Route.MetaFunction = () => titleMeta('Invitations')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function InvitationsPage() {
  return <EmptyStatePage title="Invitations" icon={<NavIcon name="invitations" />} description="Invitations from landlords to join a lease will be listed here." />
}
