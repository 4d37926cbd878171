import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { messages, ourMessages } from '@common/messages'
import { ApiError } from '~/utils/api.server'
import { areaHome, getAuth, login, requireAnonymous } from '~/utils/auth.server'
import { LoginSchema, type Role } from './auth-schemas'
import { invitationPrefill } from './create-account.server'
import { safeRedirect } from '~/utils/redirect'

/** Shared by /app/login, /app/landlord/login and /app/tenant/login. */
type Args = { request: Request; context: Readonly<RouterContextProvider> }

export async function loginLoader({ request, context }: Args) {
  await requireAnonymous(context)
  const url = new URL(request.url)
  const passwordReset = url.searchParams.get('passwordReset')
  // The invitation e-mail's 'Log in' link (invitation + token) prefills the invited e-mail, as the sign-up does (product-spec §2).
  const { invitation } = await invitationPrefill(url)
  return {
    // The role is remembered after sign-out (product-spec §6): /app/login preselects it.
    defaultRole: (getAuth(context).internalRole ?? 'landlord') as Role,
    passwordReset: passwordReset !== null && passwordReset !== 'false',
    email: invitation?.email ?? null,
  }
}

/** A form request carrying only the parsed credentials, for the FormStrategy to read. */
export function credentialsRequest(request: Request, credentials: { email: string; password: string }) {
  return new Request(request.url, { method: 'POST', body: new URLSearchParams(credentials), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}

/** The same answer whether the e-mail exists or not; the throttle says so when it is the reason. */
export function loginErrorMessage(error: unknown) {
  if (error instanceof ApiError && error.status === 429) return ourMessages.tooManyAttempts
  if (error instanceof ApiError && error.status === 503) return messages.networkError
  return messages.loginFailed
}

export async function loginAction({ request, context }: Args, fixedRole: Role | null) {
  await requireAnonymous(context)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  // The landlord and tenant pages sign in to their own area whatever was posted.
  const chosen: Role = fixedRole ?? submission.value.role
  const { email, password, redirectTo } = submission.value
  let role: Role
  try {
    ;({ role } = await login(credentialsRequest(request, { email, password }), context, chosen))
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Login failed', error)
    const status = error instanceof ApiError && error.status === 429 ? 429 : 401
    return data({ result: submission.reply({ formErrors: [loginErrorMessage(error)], hideFields: ['password'] }) }, { status })
  }
  // Signing in from an invitation's link (product-spec §7: the invitation token travels with the
  // sign-in): straight to the invitation, the link's token kept to answer it.
  const url = new URL(request.url)
  const invitation = url.searchParams.get('invitation')
  const token = url.searchParams.get('token')
  if (role === 'tenant' && invitation && token) throw redirect(`/app/tenant/invitations?${new URLSearchParams({ invitation, token })}`)
  // A tenant who signed in at the landlord login lands in its own area (product-spec §2: a
  // tenant on a /landlord path goes to /tenant), wherever redirectTo pointed.
  if (role !== chosen) throw redirect('/app/tenant')
  throw redirect(safeRedirect(redirectTo, areaHome(role)))
}
