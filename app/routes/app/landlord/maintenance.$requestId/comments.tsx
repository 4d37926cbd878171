import { landlordMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceThread } from '~/features/maintenance/maintenance-request-page'
import { useLandlordRequest } from './_layout'

/** The thread: shared and internal comments and the status log (data and action: the layout's). */
export default function LandlordMaintenanceRequestComments() {
  const { request, actionData } = useLandlordRequest()
  // A new entry remounts the form: a posted comment leaves an empty form (and 'shared' chosen again).
  return <MaintenanceThread key={request.thread.length} request={request} area="landlord" base={landlordMaintenancePath(request.id)} actionData={actionData} />
}
