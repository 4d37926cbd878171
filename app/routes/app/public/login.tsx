import { LoginForm } from '~/features/auth/login-form'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/login'
import { loginAction, loginLoader } from '~/features/auth/login.server'

export const meta: Route.MetaFunction = () => titleMeta('Log in')

export const loader = (args: Route.LoaderArgs) => loginLoader(args)

export const action = (args: Route.ActionArgs) => loginAction(args, null)

/** /app/login: the person chooses landlord or tenant. */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm role={null} defaultRole={loaderData.defaultRole} passwordReset={loaderData.passwordReset} defaultEmail={loaderData.email} lastResult={actionData?.result} />
}
