import { PeopleListPage } from '~/features/people/people-list'
import { handlePeopleListAction, loadPeopleList } from '~/features/people/people.server'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = () => titleMeta('Tenants')

/** The people index is the tenants list (product-spec §2); one API call. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadPeopleList(context, request, 'tenant')
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  return handlePeopleListAction(context, request, 'tenant')
}

export default function TenantsPage({ loaderData }: Route.ComponentProps) {
  return <PeopleListPage data={loaderData} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
