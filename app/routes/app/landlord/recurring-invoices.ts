import { redirect } from 'react-router'
import { RECURRING_PAYMENTS_PATH } from '~/features/recurring/recurring-paths'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/recurring-invoices'

/** Spec §2: /landlord/recurring-invoices redirects to the recurring payments list (its filters kept). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  throw redirect(`${RECURRING_PAYMENTS_PATH}${new URL(request.url).search}`)
}
