import { Outlet } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/_layout'

/** Landlord paths only for the landlord role: a tenant is sent to /app/tenant (product-spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

export default function LandlordLayout() {
  return <Outlet />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
