import { landlordMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { MaintenanceRequestDetails } from '~/features/maintenance/maintenance-request-page'
import { useLandlordRequest } from './_layout'

/** The request's details, status, files, assignment and vendor link (data and action: the layout's). */
export default function LandlordMaintenanceRequestDetails() {
  const { request, vendors, actionData } = useLandlordRequest()
  return <MaintenanceRequestDetails request={request} area="landlord" base={landlordMaintenancePath(request.id)} vendors={vendors} actionData={actionData} />
}
