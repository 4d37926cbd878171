import { useRouteLoaderData } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { UnitOverview } from '~/features/portfolio/unit-overview'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/_index'
import { UNIT_LAYOUT_ID, type loader as unitLayoutLoader } from './_layout'

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  // The unit itself comes from the layout's loader: no second API call.
  return null
}

export default function UnitOverviewTab() {
  const layout = useRouteLoaderData<typeof unitLayoutLoader>(UNIT_LAYOUT_ID)
  if (!layout) return null
  return <UnitOverview unit={layout.unit} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
