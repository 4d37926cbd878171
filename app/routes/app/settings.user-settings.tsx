import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useLocation } from 'react-router'
import { z } from 'zod'
import { AVATAR_ACCEPT, avatarTypeOfName, fileMessages, MAX_FILE_BYTES } from '@common/files'
import { messages, ourMessages } from '@common/messages'
import { EMAIL_PATTERN } from '@common/password'
import { Field, FieldShell, FormAlert, PasswordField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { PageHeader } from '~/components/shell/page-header'
import { avatarUrl, initials } from '~/components/shell/user-display'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Flex, Heading, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireUser } from '~/utils/auth.server'
import { apiErrorReply } from '~/utils/form-action.server'
import { PASSWORDS_MUST_MATCH, PasswordSchema } from '~/features/auth/auth-schemas'
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

// Spec §5 image upload rules (an avatar takes no SVG); the API checks the bytes too.
const AvatarSchema = z.object({
  file: z
    .file({ error: fileMessages.fileRequired })
    .min(1, { error: fileMessages.fileRequired })
    .max(MAX_FILE_BYTES, { error: fileMessages.fileTooLarge })
    .refine((file) => avatarTypeOfName(file.name) !== null, { error: fileMessages.fileTypeInvalid }),
})

const USER_SETTINGS_PATH = '/app/settings/user-settings'
const INTENT_PROFILE = 'update-profile'
const INTENT_PASSWORD = 'change-password'
const INTENT_EMAIL = 'change-email'
const INTENT_AVATAR_UPLOAD = 'upload-avatar'
const INTENT_AVATAR_REMOVE = 'remove-avatar'
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** Ours (the spec is silent). */
const CURRENT_PASSWORD_WRONG = ourMessages.currentPasswordWrong
const PROFILE_SAVED = 'Your name has been saved.'
const PASSWORD_CHANGED = 'Your password has been changed.'
const EMAIL_UNCHANGED = 'This is already your email address.'
const EMAIL_CHANGED = 'Your email has been changed. Check your inbox to verify it.'
const AVATAR_UPLOADED = 'Your avatar has been updated.'
const AVATAR_REMOVED = 'Your avatar has been removed.'
/** Payload names the upload's problems by these paths; the form shows them next to the file. */
const UPLOAD_FIELD_NAMES = { file: 'file', filename: 'file', filesize: 'file', mimeType: 'file' }

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  return { user: { firstName: user.firstName, lastName: user.lastName, email: user.email, avatar: user.avatar ?? null } }
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

  if (intent === INTENT_AVATAR_UPLOAD) {
    // Spec §5: only the first chosen file is taken.
    const chosen = formData.getAll('file').filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
    if (chosen.length > 1) formData.set('file', chosen[0]!)
    const submission = parseWithZod(formData, { schema: AvatarSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })
    const upload = new FormData()
    upload.append('file', submission.value.file, submission.value.file.name)
    upload.append('_payload', JSON.stringify({}))
    try {
      // The API makes it the user's avatar and deletes the previous one.
      await api(context).create('avatars', upload)
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) return data({ intent, result: submission.reply({ fieldErrors: { file: [fileMessages.fileTooLarge] } }) }, { status: 400 })
      const reply = apiErrorReply(error, UPLOAD_FIELD_NAMES)
      if (!reply) throw error
      return data({ intent, result: submission.reply(reply.reply) }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: AVATAR_UPLOADED })
    throw redirect(USER_SETTINGS_PATH)
  }

  if (intent === INTENT_AVATAR_REMOVE) {
    // The API reads a user only its own avatars; deleting one clears users.avatar.
    const { docs } = await api(context).find('avatars', { limit: 10, depth: 0, select: { id: true } })
    await Promise.all(docs.map((avatar) => api(context).remove('avatars', avatar.id)))
    flashToast(context, { type: 'success', title: AVATAR_REMOVED })
    throw redirect(USER_SETTINGS_PATH)
  }

  if (intent === INTENT_EMAIL) {
    const submission = parseWithZod(formData, { schema: ChangeEmailSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply({ hideFields: ['currentPassword'] }) }, { status: 400 })
    const { email, currentPassword } = submission.value
    if (email === user.email) return data({ intent, result: submission.reply({ fieldErrors: { email: [EMAIL_UNCHANGED] }, hideFields: ['currentPassword'] }) }, { status: 400 })
    try {
      // The API asks for the current password itself (a token alone cannot move the account to
      // another inbox), marks the new e-mail unverified, mails a verification link to it and tells the old address.
      await api(context).update('users', user.id, { email, currentPassword })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      const fields = Object.keys(error.fieldErrors)
      const reply =
        error.status === 429
          ? submission.reply({ formErrors: [ourMessages.tooManyAttempts], hideFields: ['currentPassword'] })
          : fields.includes('currentPassword')
            ? submission.reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] }, hideFields: ['currentPassword'] })
            : fields.includes('email')
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
    try {
      // The API checks the current password (throttled like a login), ends the account's other
      // sessions (this one stays signed in) and mails the account's address.
      await api(context).update('users', user.id, { password: newPassword, currentPassword })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      if (error.status === 429) return data({ intent, result: submission.reply({ formErrors: [ourMessages.tooManyAttempts], hideFields: PASSWORD_FIELDS }) }, { status: 429 })
      const { password, currentPassword: currentProblem, ...others } = error.fieldErrors
      if (currentProblem) return data({ intent, result: submission.reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] }, hideFields: PASSWORD_FIELDS }) }, { status: 400 })
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
        <AvatarForm user={user} lastResult={actionData?.intent === INTENT_AVATAR_UPLOAD ? actionData.result : undefined} />
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

function AvatarForm({ user, lastResult }: { user: { firstName: string; lastName: string; email: string; avatar: string | null }; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(AvatarSchema, { id: 'avatar', lastResult })
  const src = avatarUrl(user)
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Heading as="h2" size="4" mb="1" id="avatar-heading">
        Avatar
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Shown in your top bar.
      </Text>
      <Flex gap="4" align="start" direction={{ initial: 'column', sm: 'row' }}>
        {/* The picture opens the file picker too (ADR 035: the avatar picker styled). */}
        <label htmlFor={fields.file.id} className="shrink-0 cursor-pointer rounded-full" title="Choose an image">
          {src ? (
            <img src={src} alt="Your avatar" width={80} height={80} className="size-20 rounded-full object-cover" style={{ boxShadow: '0 0 0 1px var(--gray-a5)' }} />
          ) : (
            <Text
              as="span"
              size="6"
              weight="medium"
              role="img"
              aria-label="No avatar yet"
              className="inline-flex size-20 items-center justify-center rounded-full"
              style={{ backgroundColor: 'var(--accent-a3)', color: 'var(--accent-a11)' }}
            >
              {initials(user)}
            </Text>
          )}
        </label>
        <div className="flex grow flex-col gap-4">
          <Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-labelledby="avatar-heading" className="flex flex-col gap-4">
            <FormAlert id={form.errorId} errors={form.errors} />
            <AvatarFileField field={fields.file} />
            <div>
              <SubmitButton intent={INTENT_AVATAR_UPLOAD}>Upload</SubmitButton>
            </div>
          </Form>
          {src ? (
            <Form method="post" aria-label="Remove avatar">
              <SubmitButton intent={INTENT_AVATAR_REMOVE} variant="soft" color="red">
                Remove
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </Flex>
    </Card>
  )
}

function AvatarFileField({ field }: { field: FieldMetadata<File | undefined> }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'file', ariaDescribedBy: field.descriptionId })
  return (
    <FieldShell field={field} label="Avatar Image" hint="JPG, PNG or GIF, up to 20 MB.">
      <input key={key} {...controlProps} accept={AVATAR_ACCEPT} className="min-h-11 text-[length:var(--font-size-2)]" />
    </FieldShell>
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
