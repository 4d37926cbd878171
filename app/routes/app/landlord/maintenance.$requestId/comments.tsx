import { landlordMaintenancePath } from '~/features/maintenance/maintenance-form'
import { MaintenanceThread } from '~/features/maintenance/maintenance-request-page'
import { useLandlordRequest } from './_layout'

/** The thread: shared and internal comments and the status log (data and action: the layout's). */
export default function LandlordMaintenanceRequestComments() {
  const { request } = useLandlordRequest()
  return <MaintenanceThread request={request} area="landlord" base={landlordMaintenancePath(request.id)} />
}
