import { redirect } from 'react-router'
import { areaHome, getAuth, getUser } from '~/utils/auth.server'
import type { Route } from './+types/_index'

/** /app sends a signed-in user to their area and everyone else to the login page. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getUser(context)
  if (!user) throw redirect('/app/login')
  throw redirect(areaHome(getAuth(context).internalRole ?? 'landlord'))
}
