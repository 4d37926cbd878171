import { handlePersonAction, loadPersonPage } from '~/features/people/people.server'
import { PersonLayout, personMeta } from '~/features/people/person-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

export const meta: Route.MetaFunction = ({ matches, error }) => (error ? titleMeta('', error) : personMeta(matches, 'contacts'))

/** A contact's or a lead's page (product-spec §2 people/contacts/{contactId}). One API call; an id of another type is redirected to its own page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadPersonPage(context, request, params.contactId, 'contacts')
}

/** The drawers of every tab post here: edit and delete. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireLandlord(context)
  return handlePersonAction(context, request, params.contactId, 'contacts')
}

export default function ContactLayout({ loaderData }: Route.ComponentProps) {
  return <PersonLayout person={loaderData.person} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
