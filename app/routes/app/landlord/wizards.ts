import { redirect } from 'react-router'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/wizards'

/** /app/landlord/wizards: no page of its own (product-spec §2) — back to the landlord home. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  throw redirect('/app/landlord/')
}
