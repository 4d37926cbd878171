import { tenantMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceRequestDetails } from '~/features/maintenance/maintenance-request-page'
import { useTenantRequest } from './_layout'

/** The request's details, its status actions (confirm fixed, reopen, cancel) and files (data and action: the layout's). */
export default function TenantMaintenanceRequestDetails() {
  const { request, actionData } = useTenantRequest()
  return <MaintenanceRequestDetails request={request} area="tenant" base={tenantMaintenancePath(request.id)} actionData={actionData} />
}
