import { tenantMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceThread } from '~/features/maintenance/maintenance-request-page'
import { useTenantRequest } from './_layout'

/** The shared thread with the landlord (internal notes never reach the tenant: the API leaves them out). */
export default function TenantMaintenanceRequestComments() {
  const { request, actionData } = useTenantRequest()
  // A new entry remounts the form: a posted comment leaves an empty form (and 'shared' chosen again).
  return <MaintenanceThread key={request.thread.length} request={request} area="tenant" base={tenantMaintenancePath(request.id)} actionData={actionData} />
}
