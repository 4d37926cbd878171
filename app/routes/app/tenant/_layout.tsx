import { Outlet } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireTenant } from '~/utils/auth.server'
import type { Route } from './+types/_layout'

/** Tenant paths only for the tenant role: a landlord is sent to /app/landlord (product-spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

export default function TenantLayout() {
  return <Outlet />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
