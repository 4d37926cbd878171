import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useLocation } from 'react-router'
import { z } from 'zod'
import { messages, ourMessages } from '../../../common/messages'
import { EMAIL_PATTERN } from '../../../common/password'
import { Field, FormAlert, PasswordField, SubmitButton, useSchemaForm } from '~/components/forms'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Flex, Heading, Text } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { api, flashToast, requireUser } from '~/utils/auth.server'
import { PASSWORDS_MUST_MATCH, PasswordSchema } from '~/utils/auth-schemas'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/settings.user-settings'

export const meta: Route.MetaFunction = () => titleMeta('User Settings')

const requiredText = z.string({ error: messages.fieldRequired }).trim().min(1, { error: messages.fieldRequired }).max(100)

const ProfileSchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
})

const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: messages.fieldRequired }),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: messages.fieldRequired }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { error: PASSWORDS_MUST_MATCH, path: ['confirmPassword'] })

// A new e-mail is unverified until its owner follows the link the API mails to it.
const ChangeEmailSchema = z.object({
  email: z.string({ error: messages.emailRequired }).trim().toLowerCase().max(200).regex(EMAIL_PATTERN, { error: messages.emailInvalid }),
  currentPassword: z.string({ error: messages.fieldRequired }),
})

const USER_SETTINGS_PATH = '/app/settings/user-settings'
const INTENT_PROFILE = 'update-profile'
const INTENT_PASSWORD = 'change-password'
const INTENT_EMAIL = 'change-email'
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** Ours (the spec is silent). */
const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.'
const PROFILE_SAVED = 'Your name has been saved.'
const PASSWORD_CHANGED = 'Your password has been changed.'
const EMAIL_UNCHANGED = 'This is already your email address.'
const EMAIL_CHANGED = 'Your email has been changed. Check your inbox to verify it.'

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  return { user: { firstName: user.firstName, lastName: user.lastName, email: user.email } }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context)
  const formData = await request.formData()
  const intent = formData.get('intent')

  if (intent === INTENT_PROFILE) {
    const submission = parseWithZod(formData, { schema: ProfileSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })
    try {
      await api(context).update('users', user.id, submission.value)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      return data({ intent, result: submission.reply({ formErrors: [error.message], fieldErrors: listed(error.fieldErrors) }) }, { status: error.status })
    }
    flashToast(context, { type: 'success', title: PROFILE_SAVED })
    throw redirect(USER_SETTINGS_PATH)
  }

  if (intent === INTENT_EMAIL) {
    const submission = parseWithZod(formData, { schema: ChangeEmailSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply({ hideFields: ['currentPassword'] }) }, { status: 400 })
    const { email, currentPassword } = submission.value
    if (email === user.email) return data({ intent, result: submission.reply({ fieldErrors: { email: [EMAIL_UNCHANGED] }, hideFields: ['currentPassword'] }) }, { status: 400 })
    // Re-authentication as for the password (ASVS 2.1.6): a borrowed session cannot move the account to another inbox.
    try {
      const check = await usersApi.login(user.email, currentPassword)
      await usersApi.logout(check.token).catch(() => undefined)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      const reply =
        error.status === 429
          ? submission.reply({ formErrors: [ourMessages.tooManyAttempts], hideFields: ['currentPassword'] })
          : submission.reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] }, hideFields: ['currentPassword'] })
      return data({ intent, result: reply }, { status: error.status === 429 ? 429 : 400 })
    }
    try {
      // The API marks a changed e-mail unverified and mails a verification link to it.
      await api(context).update('users', user.id, { email })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      const taken = Object.keys(error.fieldErrors).includes('email')
      const reply = taken
        ? submission.reply({ fieldErrors: { email: [ourMessages.emailTaken] }, hideFields: ['currentPassword'] })
        : submission.reply({ formErrors: [error.message], hideFields: ['currentPassword'] })
      return data({ intent, result: reply }, { status: error.status })
    }
    flashToast(context, { type: 'success', title: EMAIL_CHANGED })
    throw redirect(USER_SETTINGS_PATH)
  }

  if (intent === INTENT_PASSWORD) {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 })
    const { currentPassword, newPassword } = submission.value
    // Payload's PATCH needs only the new password; asking for the current one keeps a
    // borrowed session from taking over the account (ASVS 2.1.6). The check is a login,
    // so it is throttled like one, and its extra session is ended at once.
    try {
      const check = await usersApi.login(user.email, currentPassword)
      await usersApi.logout(check.token).catch(() => undefined)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      const reply =
        error.status === 429
          ? submission.reply({ formErrors: [ourMessages.tooManyAttempts], hideFields: PASSWORD_FIELDS })
          : submission.reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] }, hideFields: PASSWORD_FIELDS })
      return data({ intent, result: reply }, { status: error.status === 429 ? 429 : 400 })
    }
    try {
      await api(context).update('users', user.id, { password: newPassword })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      const { password, ...others } = error.fieldErrors
      const fieldErrors = { ...listed(others), ...(password ? { newPassword: [password] } : {}) }
      return data({ intent, result: submission.reply({ formErrors: [error.message], fieldErrors, hideFields: PASSWORD_FIELDS }) }, { status: error.status })
    }
    flashToast(context, { type: 'success', title: PASSWORD_CHANGED })
    throw redirect(USER_SETTINGS_PATH)
  }

  throw data(null, { status: 400 })
}

const listed = (fieldErrors: Record<string, string>) => Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, [message]]))

export default function UserSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData
  // Each successful save redirects here: a new location clears the password fields.
  const location = useLocation()
  return (
    <>
      <PageHeader title="User Settings" description={user.email} />
      <Flex direction="column" gap="5" className="max-w-2xl">
        <ProfileForm defaultValue={{ firstName: user.firstName, lastName: user.lastName }} lastResult={actionData?.intent === INTENT_PROFILE ? actionData.result : undefined} />
        <EmailForm key={`email-${location.key}`} email={user.email} lastResult={actionData?.intent === INTENT_EMAIL ? actionData.result : undefined} />
        <PasswordForm key={location.key} email={user.email} lastResult={actionData?.intent === INTENT_PASSWORD ? actionData.result : undefined} />
      </Flex>
    </>
  )
}

type LastResult = NonNullable<Route.ComponentProps['actionData']>['result'] | undefined

function ProfileForm({ defaultValue, lastResult }: { defaultValue: { firstName: string; lastName: string }; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(ProfileSchema, {
    id: 'profile',
    lastResult,
    defaultValue,
  })
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Heading as="h2" size="4" mb="1" id="profile-heading">
        Your Name
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Shown in the app and to the people you rent with.
      </Text>
      <Form method="post" {...getFormProps(form)} aria-labelledby="profile-heading" className="flex flex-col gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.firstName} label="First Name" autoComplete="given-name" />
          <Field field={fields.lastName} label="Last Name" autoComplete="family-name" />
        </div>
        <div>
          <SubmitButton intent={INTENT_PROFILE}>Save</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

function EmailForm({ email, lastResult }: { email: string; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(ChangeEmailSchema, { id: 'change-email', lastResult, defaultValue: { email } })
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Heading as="h2" size="4" mb="1" id="email-heading">
        Change Email
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        We send a verification link to the new address; until you follow it your email is unverified.
      </Text>
      <Form method="post" {...getFormProps(form)} aria-labelledby="email-heading" className="flex flex-col gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" />
        <PasswordField field={fields.currentPassword} label="Current Password" autoComplete="current-password" />
        <div>
          <SubmitButton intent={INTENT_EMAIL}>Change Email</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

function PasswordForm({ email, lastResult }: { email: string; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(ChangePasswordSchema, {
    id: 'change-password',
    lastResult,
  })
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Heading as="h2" size="4" mb="4" id="password-heading">
        Change Password
      </Heading>
      <Form method="post" {...getFormProps(form)} aria-labelledby="password-heading" className="flex flex-col gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField field={fields.currentPassword} label="Current Password" autoComplete="current-password" />
        <PasswordField field={fields.newPassword} label="New Password" autoComplete="new-password" hint={messages.passwordHint} />
        <PasswordField field={fields.confirmPassword} label="Confirm New Password" autoComplete="new-password" />
        <div>
          <SubmitButton intent={INTENT_PASSWORD}>Change Password</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
