import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link as RouterLink, redirect, useSearchParams } from 'react-router'
import { messages, ourMessages } from '@common/messages'
import { AuthHeading } from '~/features/auth/auth-heading'
import { FooterLink } from '~/features/auth/footer-link'
import { authHref } from '~/features/auth/links'
import { FormAlert, PasswordField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Link, Text } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { requireAnonymous } from '~/utils/auth.server'
import { ResetPasswordSchema } from '~/features/auth/auth-schemas'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = () => titleMeta('Reset password')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(context)
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
  return { token }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(context)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') {
    const tokenMissing = Boolean(submission.error?.token)
    return data(
      { result: submission.reply({ hideFields, formErrors: tokenMissing ? [ourMessages.invalidOrExpiredToken] : undefined }), tokenInvalid: tokenMissing },
      { status: 400 },
    )
  }
  try {
    const result = await usersApi.resetPassword(submission.value.token, submission.value.password)
    // Payload signs the user in on reset; we send them to the login page instead, so end that session.
    if (result?.token) await usersApi.logout(result.token).catch(() => undefined)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.fieldErrors.password) {
      return data({ result: submission.reply({ hideFields, fieldErrors: { password: [error.fieldErrors.password] } }), tokenInvalid: false }, { status: 400 })
    }
    if (error.status === 429) return data({ result: submission.reply({ hideFields, formErrors: [ourMessages.tooManyAttempts] }), tokenInvalid: false }, { status: 429 })
    const tokenInvalid = error.status >= 400 && error.status < 500
    return data(
      { result: submission.reply({ hideFields, formErrors: [tokenInvalid ? ourMessages.invalidOrExpiredToken : messages.unknownError] }), tokenInvalid },
      { status: tokenInvalid ? 400 : 500 },
    )
  }
  throw redirect('/app/login?passwordReset=true')
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  // The reset token stays on this page: links elsewhere keep only the other parameters.
  const otherParams = new URLSearchParams(searchParams)
  otherParams.delete('token')
  const [form, fields] = useSchemaForm(ResetPasswordSchema, {
    id: 'reset-password',
    lastResult: actionData?.result,
  })
  const tokenInvalid = !loaderData.token || actionData?.tokenInvalid
  const forgotHref = authHref('/app/forgot-password', otherParams)
  return (
    <>
      <AuthHeading title="Choose a new password" description="Enter a new password for your account." />
      <Flex direction="column" gap="4">
        <FormAlert id={form.errorId} errors={loaderData.token ? form.errors : [ourMessages.invalidOrExpiredToken]}>
          {tokenInvalid ? (
            <Text as="p" size="2">
              <Link asChild weight="medium" color="red" underline="always">
                <RouterLink to={forgotHref}>Request a new link</RouterLink>
              </Link>
            </Text>
          ) : null}
        </FormAlert>
        {loaderData.token ? (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name={fields.token.name} value={loaderData.token} />
            <PasswordField field={fields.password} label="New password" autoComplete="new-password" hint={messages.passwordHint} />
            <PasswordField field={fields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
            <SubmitButton>Reset password</SubmitButton>
          </Form>
        ) : null}
        <FooterLink to={authHref('/app/login', otherParams)}>Back to log in</FooterLink>
      </Flex>
    </>
  )
}
