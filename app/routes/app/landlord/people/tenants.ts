import { redirect } from 'react-router'
import { PEOPLE_PATH } from '~/features/people/people'
import type { Route } from './+types/tenants'

/** /people/tenants has no page of its own: the people index is the tenants list (product-spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${PEOPLE_PATH}${new URL(request.url).search}`)
}
