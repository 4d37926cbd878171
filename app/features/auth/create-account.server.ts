import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { messages, ourMessages } from '@common/messages'
import { peopleMessages } from '@common/people'
import { EMAIL_PATTERN, normalizeEmail } from '@common/password'
import { ApiError, apiFetch, usersApi } from '~/utils/api.server'
import { areaHome, login, requireAnonymous } from '~/utils/auth.server'
import { CAPTCHA_FIELD, createSignUpSchema, type Role } from './auth-schemas'
import { captchaSiteKey, isCaptchaEnabled, verifyCaptcha } from '~/utils/captcha.server'
import { honeypotProps, isSpam } from '~/utils/honeypot.server'
import { safeRedirect } from '~/utils/redirect'
import { clientIpContext } from '~/utils/security.server'
import { credentialsRequest } from './login.server'

/** Shared by /app/landlord/create-account and /app/tenant/create-account. */
type Args = { request: Request; context: Readonly<RouterContextProvider> }

export type InvitationPrefill = { email: string; firstName: string; lastName: string }

/**
 * `invitation` + `token` in the query prefill the sign-up and lock the e-mail, from the
 * invitation lookup (GET /api/invitations/{id}?token=, product-spec §7). A used, expired or unknown
 * link gets the API's message instead, and the form stays an ordinary sign-up.
 */
export async function invitationPrefill(url: URL): Promise<{ invitation: InvitationPrefill | null; invitationError: string | null }> {
  const invitation = url.searchParams.get('invitation')
  const token = url.searchParams.get('token')
  if (!invitation || !token) return { invitation: null, invitationError: null }
  try {
    const found = await apiFetch<Partial<InvitationPrefill>>('GET', `/invitations/${encodeURIComponent(invitation)}`, { query: { token } })
    if (typeof found.email !== 'string' || !EMAIL_PATTERN.test(found.email)) return { invitation: null, invitationError: peopleMessages.invitationLinkInvalid }
    return { invitation: { email: normalizeEmail(found.email), firstName: found.firstName ?? '', lastName: found.lastName ?? '' }, invitationError: null }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    return { invitation: null, invitationError: error.status === 404 ? peopleMessages.invitationLinkInvalid : error.message }
  }
}

/** After signing up from an invitation: its page, with the link's token to answer it. */
function invitationAnswerPath(url: URL) {
  const params = new URLSearchParams({ invitation: url.searchParams.get('invitation') ?? '', token: url.searchParams.get('token') ?? '' })
  return `/app/tenant/invitations?${params}`
}

export async function createAccountLoader({ request, context }: Args) {
  await requireAnonymous(context)
  return {
    captchaSiteKey: captchaSiteKey(),
    honeypot: honeypotProps(),
    ...(await invitationPrefill(new URL(request.url))),
  }
}

const API_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

export async function createAccountAction({ request, context }: Args, role: Role) {
  await requireAnonymous(context)
  const formData = await request.formData()
  const captcha = isCaptchaEnabled()
  // A locked (invited) e-mail wins over whatever was posted.
  const url = new URL(request.url)
  const { invitation } = await invitationPrefill(url)
  if (invitation) formData.set('email', invitation.email)
  const submission = parseWithZod(formData, { schema: createSignUpSchema({ captcha }) })
  const fail = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, status = 400) =>
    data({ result: submission.reply({ ...options, hideFields: ['password'] }) }, { status })

  if (isSpam(formData)) {
    console.warn('Sign-up refused: honeypot filled')
    return fail({ formErrors: [messages.createAccountFailed] })
  }
  if (submission.status !== 'success') return fail({})
  const { email, password, firstName, lastName, redirectTo } = submission.value

  if (captcha && !(await verifyCaptcha(String(formData.get(CAPTCHA_FIELD) ?? ''), context.get(clientIpContext)))) {
    return fail({ fieldErrors: { [CAPTCHA_FIELD]: [messages.captchaRequired] } })
  }

  try {
    await usersApi.create({ email, password, firstName, lastName, landlord: role === 'landlord' })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 429) return fail({ formErrors: [ourMessages.tooManyAttempts] }, 429)
    // The API's field errors (password rules, e-mail taken) go next to their field. The form has
    // checked the e-mail's format, so the API refusing it means an account has it: say what to do
    // (as the user settings do), not Payload's 'A user with the given email is already registered.'
    const fieldErrors: Record<string, string[]> = {}
    for (const field of API_FIELDS) {
      const message = error.fieldErrors[field]
      if (message) fieldErrors[field] = [field === 'email' ? ourMessages.emailTaken : message]
    }
    return fail({ formErrors: [messages.createAccountFailed], fieldErrors })
  }

  // Signed in right away with the page's role; the verification mail is already in the outbox.
  try {
    await login(credentialsRequest(request, { email, password }), context, role)
  } catch (error) {
    console.error('Sign-in after sign-up failed', error)
    return fail({ formErrors: [messages.signInFailed] })
  }
  throw redirect(invitation && role === 'tenant' ? invitationAnswerPath(url) : safeRedirect(redirectTo, areaHome(role)))
}
