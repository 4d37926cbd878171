import { LoginForm } from '~/features/auth/login-form'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/landlord.login'
import { loginAction, loginLoader } from '~/features/auth/login.server'

export const meta: Route.MetaFunction = () => titleMeta('Landlord log in')

export const loader = (args: Route.LoaderArgs) => loginLoader(args)

export const action = (args: Route.ActionArgs) => loginAction(args, 'landlord')

export default function LandlordLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm role="landlord" defaultRole="landlord" passwordReset={loaderData.passwordReset} defaultEmail={loaderData.email} lastResult={actionData?.result} />
}
