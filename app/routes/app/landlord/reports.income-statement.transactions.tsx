import { IncomeDetailView } from '~/features/reports/income-statement'
import { loadIncomeDetail } from '~/features/reports/reports.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reports.income-statement.transactions'

export const meta: Route.MetaFunction = () => titleMeta('Income behind the figure')

/** What an income statement figure is made of (its drill-down): one API call. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadIncomeDetail(context, request)
}

export default function IncomeDetailPage({ loaderData }: Route.ComponentProps) {
  const back = new URLSearchParams({ range: 'custom', from: loaderData.from, to: loaderData.to, basis: loaderData.basis })
  return (
    <>
      <PageHeader back={{ to: `/app/landlord/reports/income-statement?${back}`, label: 'Income statement' }} title="Income behind the figure" />
      <IncomeDetailView {...loaderData} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
