import { data, Form, Link as RouterLink, redirect } from 'react-router'
import { ourMessages, PRODUCT_NAME } from '@common/messages'
import { AuthHeading } from '~/features/auth/auth-heading'
import { OutboxHint } from '~/features/auth/outbox-hint'
import { FormAlert, Notice, SubmitButton } from '~/components/forms'
import { Button, Card, Flex, Text } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { getAuth, getUser, requireUser } from '~/utils/auth.server'
import { getEnv } from '~/utils/env.server'
import { titleMeta } from '~/utils/meta'
import { verifiedDestination } from '~/utils/redirect'
import type { Route } from './+types/email-not-verified'
import { rememberDestination, rememberedDestination } from '~/features/auth/verification.server'

export const meta: Route.MetaFunction = () => titleMeta('Verify your e-mail')

export const VERIFICATION_SENT = 'We sent a new verification link. It is valid for 48 hours.'

function destinationOf(url: URL) {
  return verifiedDestination(url.searchParams.get('onVerifiedRedirect'), url.searchParams.get('redirectParam'))
}

/**
 * For signed-in users whose e-mail is not verified yet (product-spec §2 Private area). The path
 * they were going to is remembered (signed cookie) so that the verification link, which
 * carries only its token, returns them there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const user = await getUser(context)
  if (!user) throw redirect(`/app/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`)
  const destination = destinationOf(url) ?? (await rememberedDestination(request))
  if (user.verified) throw redirect(destination ?? '/app')
  const headers = new Headers()
  if (destination) headers.append('Set-Cookie', await rememberDestination(destination))
  return data({ email: user.email, destination, outboxPage: getEnv().outboxPage }, { headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context)
  const url = new URL(request.url)
  if (user.verified) throw redirect(destinationOf(url) ?? (await rememberedDestination(request)) ?? '/app')
  const token = getAuth(context).token
  try {
    if (!token) throw new ApiError(ourMessages.invalidOrExpiredToken, 401)
    await usersApi.resendVerificationEmail(token, {
      onVerifiedRedirect: url.searchParams.get('onVerifiedRedirect'),
      redirectParam: url.searchParams.get('redirectParam'),
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const message = error.status === 429 ? ourMessages.tooManyAttempts : error.message
    return data({ sent: false, error: message }, { status: error.status === 429 ? 429 : 400 })
  }
  return { sent: true, error: null }
}

export default function EmailNotVerifiedPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AuthHeading
        title="Verify your e-mail address"
        description={`This part of ${PRODUCT_NAME} needs a verified e-mail address. Open the link we sent you to continue where you left off.`}
      />
      <Flex direction="column" gap="4">
        {actionData?.sent ? <Notice>{VERIFICATION_SENT}</Notice> : null}
        <FormAlert errors={[actionData?.error]} />
        <Card size="2">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              We sent the link to
            </Text>
            <Text size="3" weight="medium" className="break-all">
              {loaderData.email}
            </Text>
          </Flex>
        </Card>
        {loaderData.outboxPage ? <OutboxHint /> : null}
        <Form method="post" className="flex flex-col">
          <SubmitButton intent="resend">Resend verification e-mail</SubmitButton>
        </Form>
        <Flex gap="3" wrap="wrap" justify="between" align="center">
          <Button asChild variant="ghost" size="2" className="min-h-11">
            <RouterLink to={loaderData.destination ?? '/app'}>I have verified it — continue</RouterLink>
          </Button>
          <Form method="post" action="/app/logout">
            <Button type="submit" variant="ghost" color="gray" size="2" className="min-h-11">
              Sign out
            </Button>
          </Form>
        </Flex>
      </Flex>
    </>
  )
}
