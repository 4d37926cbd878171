import { redirect } from 'react-router'
import { logout } from '~/utils/auth.server'
import type { Route } from './+types/logout'

/** Sign-out is a POST (a link or prefetch must not sign anyone out); GET goes back to the app. */
export async function action({ context }: Route.ActionArgs) {
  await logout(context)
  throw redirect('/app/login')
}

export function loader() {
  throw redirect('/app')
}
