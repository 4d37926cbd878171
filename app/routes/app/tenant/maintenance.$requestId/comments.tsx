import { tenantMaintenancePath } from '~/features/maintenance/maintenance-form'
import { MaintenanceThread } from '~/features/maintenance/maintenance-request-page'
import { useTenantRequest } from './_layout'

/** The shared thread with the landlord (internal notes never reach the tenant: the API leaves them out). */
export default function TenantMaintenanceRequestComments() {
  const { request } = useTenantRequest()
  return <MaintenanceThread request={request} area="tenant" base={tenantMaintenancePath(request.id)} />
}
