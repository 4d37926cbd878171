import { LoginForm } from '~/features/auth/login-form'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/tenant.login'
import { loginAction, loginLoader } from '~/features/auth/login.server'

export const meta: Route.MetaFunction = () => titleMeta('Tenant log in')

export const loader = (args: Route.LoaderArgs) => loginLoader(args)

export const action = (args: Route.ActionArgs) => loginAction(args, 'tenant')

export default function TenantLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm role="tenant" defaultRole="tenant" passwordReset={loaderData.passwordReset} defaultEmail={loaderData.email} lastResult={actionData?.result} />
}
