import { ListSection } from '~/components/list'
import { ConditionReportList } from '~/features/condition-reports/condition-report-list'
import { loadTenantConditionReports } from '~/features/condition-reports/condition-reports.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/condition-reports'

export const meta: Route.MetaFunction = () => titleMeta('Condition reports')

/** The lease's condition reports the landlord has sent (product-spec §2 tenant leases/{id}/condition-reports). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadTenantConditionReports(context, params.leaseId)
}

export default function TenantConditionReportsTab({ loaderData }: Route.ComponentProps) {
  return (
    <ListSection
      id="tab-condition-reports-title"
      title="Condition reports"
      action={null}
      empty={loaderData.rows.length === 0}
      emptyDescription="When your landlord asks you to check the home's condition (at move-in, move-out or a periodic inspection), the report appears here for you to add notes and photos and sign."
    >
      <ConditionReportList rows={loaderData.rows} />
    </ListSection>
  )
}
