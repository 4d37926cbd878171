import { SignUpForm } from '~/features/auth/sign-up-form'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/landlord.create-account'
import { createAccountAction, createAccountLoader } from '~/features/auth/create-account.server'

export const meta: Route.MetaFunction = () => titleMeta('Create landlord account')

export const loader = (args: Route.LoaderArgs) => createAccountLoader(args)

/** Sends landlord: true, so the API creates the user's individual organization. */
export const action = (args: Route.ActionArgs) => createAccountAction(args, 'landlord')

export default function LandlordCreateAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignUpForm role="landlord" {...loaderData} lastResult={actionData?.result} />
}
