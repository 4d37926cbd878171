import { useLocation } from 'react-router'
import { ExportLinks } from '~/features/reports/report-ui'
import { RentRollView } from '~/features/reports/rent-roll'
import { loadRentRoll } from '~/features/reports/reports.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reports.rent-roll'

export const meta: Route.MetaFunction = () => titleMeta('Rent roll')

/** The rent roll as of the URL's day (default today): one API call, plus the property choices. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadRentRoll(context, request)
}

export default function RentRollPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation()
  return (
    <>
      <PageHeader back={{ to: '/app/landlord/reports', label: 'Reports' }} title="Rent roll" actions={<ExportLinks base="/app/landlord/reports/rent-roll" search={search} />} />
      <RentRollView {...loaderData} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
