import { PeopleListPage } from '~/features/people/people-list'
import { listTypeOfPath, peopleListOf } from '~/features/people/people-paths'
import { handlePeopleListAction, loadPeopleList } from '~/features/people/people.server'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/contacts'

/** One module, three lists (route ids people-contacts, people-vendors, people-leads): the type is the URL's last segment. */
export const meta: Route.MetaFunction = ({ location }) => titleMeta(peopleListOf(listTypeOfPath(location.pathname)).label)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadPeopleList(context, request, listTypeOfPath(new URL(request.url).pathname))
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  return handlePeopleListAction(context, request, listTypeOfPath(new URL(request.url).pathname))
}

export default function PeopleListRoute({ loaderData }: Route.ComponentProps) {
  return <PeopleListPage data={loaderData} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
