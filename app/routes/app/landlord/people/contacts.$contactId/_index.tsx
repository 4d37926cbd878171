import { loadPersonLeases } from '~/features/people/people.server'
import { PersonOverview, personMeta, usePersonView } from '~/features/people/person-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, 'contacts')

/** The person comes from the layout; the overview adds the first leases listing them (one API call). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadPersonLeases(context, params.contactId)
}

export default function ContactOverview({ loaderData }: Route.ComponentProps) {
  const person = usePersonView('contacts')
  if (!person) return null
  return <PersonOverview person={person} leases={loaderData.leases} leaseCount={loaderData.totalDocs} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
