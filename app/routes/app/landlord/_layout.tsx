import { Outlet } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { layoutMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

/** No title of its own; the error screen's title when it catches a page's error (ADR 035). */
export const meta: Route.MetaFunction = (args) => layoutMeta(args)

/** Landlord paths only for the landlord role: a tenant is sent to /app/tenant (product-spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

export default function LandlordLayout() {
  return <Outlet />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
