import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link as RouterLink } from 'react-router'
import { messages, ourMessages } from '@common/messages'
import { AuthHeading } from '~/features/auth/auth-heading'
import { FormAlert, Notice } from '~/components/forms'
import { Button, Flex } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { VerifyEmailSchema } from '~/features/auth/auth-schemas'
import { titleMeta } from '~/utils/meta'
import { verifiedDestination } from '~/utils/redirect'
import type { Route } from './+types/verify-email'
import { forgetDestination, rememberedDestination } from '~/features/auth/verification.server'

export const meta: Route.MetaFunction = () => titleMeta('Verify e-mail')

export const EMAIL_VERIFIED = 'Your e-mail address is verified. Thank you!'

/**
 * The link in the verification mail: opening it verifies (POST /api/users/verify-email)
 * and shows the result, so it works without JavaScript. Continue leads to the path the
 * user was going to (query onVerifiedRedirect + redirectParam, else the one remembered by
 * the not-verified page, else /app).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const destination =
    verifiedDestination(url.searchParams.get('onVerifiedRedirect'), url.searchParams.get('redirectParam')) ??
    (await rememberedDestination(request)) ??
    '/app'
  const submission = parseWithZod(url.searchParams, { schema: VerifyEmailSchema })
  if (submission.status !== 'success') {
    return data({ verified: false, error: messages.tokenRequired, destination, signedIn: Boolean(await getUser(context)) }, { status: 400 })
  }
  try {
    await usersApi.verifyEmail(submission.value.token)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const user = await getUser(context).catch(() => null)
    // The link opened a second time by someone already verified: nothing to fix.
    if (user?.verified) return verifiedResponse(destination, true)
    const message = error.status === 429 ? ourMessages.tooManyAttempts : error.status < 500 ? ourMessages.invalidOrExpiredToken : messages.unknownError
    return data({ verified: false, error: message, destination, signedIn: Boolean(user) }, { status: error.status < 500 ? 400 : 500 })
  }
  return verifiedResponse(destination, Boolean(await getUser(context).catch(() => null)))
}

async function verifiedResponse(destination: string, signedIn: boolean) {
  return data({ verified: true, error: null, destination, signedIn }, { headers: { 'Set-Cookie': await forgetDestination() } })
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { verified, error, destination, signedIn } = loaderData
  return (
    <>
      <AuthHeading title={verified ? 'E-mail verified' : 'Verify your e-mail'} />
      <Flex direction="column" gap="4">
        {verified ? <Notice>{EMAIL_VERIFIED}</Notice> : <FormAlert errors={[error]} />}
        {verified ? (
          <Button asChild size="3" className="min-h-11">
            <RouterLink to={destination}>Continue</RouterLink>
          </Button>
        ) : signedIn ? (
          <Button asChild size="3" className="min-h-11">
            <RouterLink to="/app/email-not-verified">Send a new verification link</RouterLink>
          </Button>
        ) : (
          <Button asChild size="3" variant="soft" className="min-h-11">
            <RouterLink to={`/app/login?${new URLSearchParams({ redirectTo: '/app/email-not-verified' })}`}>Log in to get a new link</RouterLink>
          </Button>
        )}
      </Flex>
    </>
  )
}
