import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useLocation } from 'react-router'
import { fileMessages } from '@common/files'
import { ourMessages } from '@common/messages'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Flex } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireUser } from '~/utils/auth.server'
import { apiErrorReply } from '~/utils/form-action.server'
import {
  AvatarSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  INTENT_AVATAR_REMOVE,
  INTENT_AVATAR_UPLOAD,
  INTENT_EMAIL,
  INTENT_PASSWORD,
  INTENT_PROFILE,
  ProfileSchema,
} from '~/features/settings/user-settings-forms'
import { AvatarForm, EmailForm, PasswordForm, ProfileForm } from '~/features/settings/lazy-drawers'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/settings.user-settings'

export const meta: Route.MetaFunction = () => titleMeta('User Settings')

const USER_SETTINGS_PATH = '/app/settings/user-settings'
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

export default function UserSettingsPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
  // Each successful save redirects here: a new location clears the password fields.
  const location = useLocation()
  return (
    <>
      <PageHeader title="User Settings" description={user.email} />
      <Flex direction="column" gap="5" className="max-w-2xl">
        {/* Each form takes its own reply from the action data (by intent). */}
        <AvatarForm user={user} />
        <ProfileForm defaultValue={{ firstName: user.firstName, lastName: user.lastName }} />
        <EmailForm key={`email-${location.key}`} email={user.email} />
        <PasswordForm key={location.key} email={user.email} />
      </Flex>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
