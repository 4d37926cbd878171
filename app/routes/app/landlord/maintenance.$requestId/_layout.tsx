import { Outlet, useOutletContext, useRouteLoaderData } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { landlordMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { requestLabel } from '~/features/maintenance/maintenance-list'
import { MaintenanceRequestHeader } from '~/features/maintenance/maintenance-request-page'
import { loadMaintenanceRequest, maintenanceRequestPageAction } from '~/features/maintenance/maintenance.server'
import { loadVendorOptions } from '~/features/people/people.server'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

export const LANDLORD_REQUEST_ROUTE_ID = 'routes/app/landlord/maintenance.$requestId/_layout'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData ? requestLabel(loaderData.request) : 'Maintenance request', error)

/** /app/landlord/maintenance/{id}: one request of the organization (another's is the API's 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const [request, vendors] = await Promise.all([loadMaintenanceRequest(context, params.requestId, 'landlord'), loadVendorOptions(context)])
  return { request, vendors }
}

/** Every form of the request's tabs posts here: comment, status, assignment, files, vendor link. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const result = await maintenanceRequestPageAction(context, request, formData, params.requestId, 'landlord')
  if (result === null) throw new Response(null, { status: 400 })
  return result
}

export default function LandlordMaintenanceRequestLayout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <MaintenanceRequestHeader request={loaderData.request} area="landlord" base={landlordMaintenancePath(loaderData.request.id)} />
      {/* The tabs' forms post here: they read this route's action data through the outlet. */}
      <Outlet context={actionData} />
    </>
  )
}

export function useLandlordRequest() {
  return { ...useRouteLoaderData<typeof loader>(LANDLORD_REQUEST_ROUTE_ID)!, actionData: useOutletContext<unknown>() }
}

export const ErrorBoundary = PrivateAreaErrorBoundary
