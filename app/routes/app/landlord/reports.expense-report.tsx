import { useLocation } from 'react-router'
import { ExpenseReportView } from '~/features/reports/expense-report'
import { ExportLinks } from '~/features/reports/report-ui'
import { loadExpenseReport } from '~/features/reports/reports.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reports.expense-report'

export const meta: Route.MetaFunction = () => titleMeta('Expense report')

/** The expense report of the URL's period and property: one API call, plus the property choices. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadExpenseReport(context, request)
}

export default function ExpenseReportPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation()
  return (
    <>
      <PageHeader back={{ to: '/app/landlord/reports', label: 'Reports' }} title="Expense report" actions={<ExportLinks base="/app/landlord/reports/expense-report" search={search} />} />
      <ExpenseReportView {...loaderData} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
