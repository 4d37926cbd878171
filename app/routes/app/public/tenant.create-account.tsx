import { SignUpForm } from '~/features/auth/sign-up-form'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/tenant.create-account'
import { createAccountAction, createAccountLoader } from '~/features/auth/create-account.server'

export const meta: Route.MetaFunction = () => titleMeta('Create tenant account')

export const loader = (args: Route.LoaderArgs) => createAccountLoader(args)

/** Sends landlord: false: a tenant account without an organization. */
export const action = (args: Route.ActionArgs) => createAccountAction(args, 'tenant')

export default function TenantCreateAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignUpForm role="tenant" {...loaderData} lastResult={actionData?.result} />
}
