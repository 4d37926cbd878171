import { useLocation } from 'react-router'
import { IncomeStatementView } from '~/features/reports/income-statement'
import { ExportLinks } from '~/features/reports/report-ui'
import { loadIncomeStatement } from '~/features/reports/reports.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reports.income-statement'

export const meta: Route.MetaFunction = () => titleMeta('Income statement')

/** The income statement of the URL's period, basis and columns: one API call, plus the property choices. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadIncomeStatement(context, request)
}

export default function IncomeStatementPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation()
  return (
    <>
      <PageHeader back={{ to: '/app/landlord/reports', label: 'Reports' }} title="Income statement" actions={<ExportLinks base="/app/landlord/reports/income-statement" search={search} />} />
      <IncomeStatementView {...loaderData} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
