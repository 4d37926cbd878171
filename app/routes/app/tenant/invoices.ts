import { tenantInvoicesIndex } from '~/features/invoices/tenant-invoices.server'
import type { Route } from './+types/invoices'

/** Spec §2: /tenant/invoices has no page of its own; it redirects to /tenant/leases?allow-redirect=true (the only lease opens directly). */
export async function loader({ context }: Route.LoaderArgs) {
  return tenantInvoicesIndex(context)
}
