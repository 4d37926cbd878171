import { conditionReportTypeLabel } from '@common/condition-reports'
import { ConditionReportPage } from '~/features/condition-reports/condition-report-page'
import { conditionReportPageAction, loadConditionReport } from '~/features/condition-reports/condition-reports.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/condition-reports.$conditionReportId'

export const meta: Route.MetaFunction = ({ data, error }) => titleMeta(data ? `${conditionReportTypeLabel[data.type]} report #${data.id}` : 'Condition report', error)

/** A condition report (product-spec §2 condition-reports/{id}): the overview, or one room (`?room=`). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadConditionReport(context, request, params.conditionReportId, 'landlord')
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return conditionReportPageAction(context, request, params.conditionReportId, 'landlord')
}

export default function LandlordConditionReport({ loaderData }: Route.ComponentProps) {
  return <ConditionReportPage report={loaderData} area="landlord" backHref={loaderData.lease ? `/app/landlord/leases/${loaderData.lease}/condition-reports` : '/app/landlord'} backLabel="Lease condition reports" />
}
