import { EmptyStatePage } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases'

export const meta: Route.MetaFunction = () => titleMeta('Leases')

export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

/** Filled by its own issue; until then an honest empty state, no fake rows. */
export default function TenantLeasesPage() {
  return <EmptyStatePage title="Leases" icon={<NavIcon name="leases" />} description="Your leases, with their invoices, files and security deposit, will be listed here." />
}
