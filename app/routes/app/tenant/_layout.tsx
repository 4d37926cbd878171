import { Outlet } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireTenant } from '~/utils/auth.server'
import { layoutMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

/** No title of its own; the error screen's title when it catches a page's error (ADR 035). */
export const meta: Route.MetaFunction = (args) => layoutMeta(args)

/** Tenant paths only for the tenant role: a landlord is sent to /app/landlord (product-spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return null
}

export default function TenantLayout() {
  return <Outlet />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
