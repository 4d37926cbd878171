import { conditionReportTypeLabel } from '@common/condition-reports'
import { ConditionReportPage } from '~/features/condition-reports/condition-report-page'
import { conditionReportPageAction, loadConditionReport } from '~/features/condition-reports/condition-reports.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases.$leaseId.condition-reports.$conditionReportId'

export const meta: Route.MetaFunction = ({ data, error }) => titleMeta(data ? `${conditionReportTypeLabel[data.type]} report #${data.id}` : 'Condition report', error)

/** A condition report of the tenant's lease (product-spec §2 leases/{leaseId}/condition-reports/{id}): add notes and photos room by room, sign. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadConditionReport(context, request, params.conditionReportId, 'tenant', params.leaseId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return conditionReportPageAction(context, request, params.conditionReportId, 'tenant', params.leaseId)
}

export default function TenantConditionReport({ loaderData, params }: Route.ComponentProps) {
  return <ConditionReportPage report={loaderData} area="tenant" backHref={`/app/tenant/leases/${params.leaseId}/condition-reports`} backLabel="Condition reports" />
}
