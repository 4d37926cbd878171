import { IncomeDetailView } from '~/features/reports/income-statement'
import { loadIncomeDetail } from '~/features/reports/reports.server'
import { TextLink } from '~/features/reports/report-ui'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Text } from '~/components/ui'
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
      <Text as="p" size="2" mb="2" className="print:hidden">
        <TextLink to={`/app/landlord/reports/income-statement?${back}`}>← Income statement</TextLink>
      </Text>
      <PageHeader title="Income behind the figure" />
      <IncomeDetailView {...loaderData} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
