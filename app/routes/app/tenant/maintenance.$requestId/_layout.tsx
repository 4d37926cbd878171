import { Outlet, useOutletContext, useRouteLoaderData } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { tenantMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { requestLabel } from '~/features/maintenance/maintenance-list'
import { MaintenanceRequestHeader } from '~/features/maintenance/maintenance-request-page'
import { loadMaintenanceRequest, maintenanceRequestPageAction } from '~/features/maintenance/maintenance.server'
import { requireTenant } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

export const TENANT_REQUEST_ROUTE_ID = 'routes/app/tenant/maintenance.$requestId/_layout'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData ? requestLabel(loaderData.request) : 'Maintenance request', error)

/** /app/tenant/maintenance/{id}: one request of the tenant's leases (any other is the API's 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  return { request: await loadMaintenanceRequest(context, params.requestId, 'tenant') }
}

/** Every form of the request's tabs posts here: comment, status (confirm, reopen, cancel), files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const result = await maintenanceRequestPageAction(context, request, formData, params.requestId, 'tenant')
  if (result === null) throw new Response(null, { status: 400 })
  return result
}

export default function TenantMaintenanceRequestLayout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <MaintenanceRequestHeader request={loaderData.request} area="tenant" base={tenantMaintenancePath(loaderData.request.id)} />
      {/* The tabs' forms post here: they read this route's action data through the outlet. */}
      <Outlet context={actionData} />
    </>
  )
}

export function useTenantRequest() {
  return { ...useRouteLoaderData<typeof loader>(TENANT_REQUEST_ROUTE_ID)!, actionData: useOutletContext<unknown>() }
}

export const ErrorBoundary = PrivateAreaErrorBoundary
