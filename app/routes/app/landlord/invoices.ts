import { redirect } from 'react-router'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/invoices'

/** Spec §2: /landlord/invoices has no page of its own; the invoices are the transactions. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  throw redirect('/app/landlord/transactions')
}
