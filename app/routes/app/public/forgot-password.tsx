import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useSearchParams } from 'react-router'
import { messages, ourMessages } from '@common/messages'
import { AuthHeading } from '~/features/auth/auth-heading'
import { FooterLink } from '~/features/auth/footer-link'
import { authHref } from '~/features/auth/links'
import { OutboxHint } from '~/features/auth/outbox-hint'
import { Field, FormAlert, HoneypotField, Notice, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { requireAnonymous } from '~/utils/auth.server'
import { getEnv } from '~/utils/env.server'
import { ForgotPasswordSchema } from '~/features/auth/auth-schemas'
import { honeypotProps, isSpam } from '~/utils/honeypot.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/forgot-password'

export const meta: Route.MetaFunction = () => titleMeta('Forgot password')

/** The same answer whether an account exists or not (it never reveals which). */
export const RESET_LINK_SENT =
  'If an account exists for that e-mail, we sent a link to choose a new password. It expires in one hour; check your spam folder if it does not arrive.'

export async function loader({ context }: Route.LoaderArgs) {
  await requireAnonymous(context)
  return { honeypot: honeypotProps(), outboxPage: getEnv().outboxPage }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(context)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  // A bot gets the usual confirmation and no mail is sent.
  if (isSpam(formData)) return { result: submission.reply(), sent: true }
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  try {
    await usersApi.forgotPassword(submission.value.email)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return data({ result: submission.reply({ formErrors: [ourMessages.tooManyAttempts] }), sent: false }, { status: 429 })
    }
    console.error('Forgot password failed', error)
    return data({ result: submission.reply({ formErrors: [messages.genericError] }), sent: false }, { status: 500 })
  }
  return { result: submission.reply(), sent: true }
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, {
    id: 'forgot-password',
    lastResult: actionData?.result,
  })
  const loginHref = authHref('/app/login', searchParams)
  return (
    <>
      <AuthHeading title="Forgot your password?" description="Enter the e-mail address of your account and we will send you a link to choose a new password." />
      <Flex direction="column" gap="4">
        {actionData?.sent ? <Notice>{RESET_LINK_SENT}</Notice> : null}
        {actionData?.sent && loaderData.outboxPage ? <OutboxHint /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <HoneypotField {...loaderData.honeypot} />
          <Field field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
          <SubmitButton>{actionData?.sent ? 'Send the link again' : 'Send reset link'}</SubmitButton>
        </Form>
        <FooterLink prompt="Remembered it?" to={loginHref}>
          Back to log in
        </FooterLink>
      </Flex>
    </>
  )
}
