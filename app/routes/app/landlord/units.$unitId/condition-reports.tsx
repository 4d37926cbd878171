import { ConditionReportTab } from '~/features/condition-reports/condition-report-list'
import { conditionReportTabAction, loadConditionReportTab } from '~/features/condition-reports/condition-reports.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/condition-reports'

export const meta: Route.MetaFunction = () => titleMeta('Condition Reports')

/** The unit's condition reports (product-spec §2 …/condition-reports) and the new-report drawer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadConditionReportTab(context, request, { kind: 'unit', param: params.unitId })
}

export async function action({ request, context }: Route.ActionArgs) {
  return conditionReportTabAction(context, request)
}

export default function ConditionReportsTab({ loaderData }: Route.ComponentProps) {
  return <ConditionReportTab data={loaderData} />
}
