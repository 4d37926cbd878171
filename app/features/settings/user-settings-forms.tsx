import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react'
import { Form, useActionData } from 'react-router'
import { z } from 'zod'
import { AVATAR_ACCEPT, avatarTypeOfName, fileMessages, MAX_FILE_BYTES } from '@common/files'
import { messages } from '@common/messages'
import { EMAIL_PATTERN } from '@common/password'
import { Field, FieldShell, FormAlert, PasswordField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { avatarUrl, initials } from '~/components/shell/user-display'
import { Card, Flex, Heading, Text } from '~/components/ui'
import { PASSWORDS_MUST_MATCH, PasswordSchema } from '~/features/auth/auth-schemas'
import { replyFor } from '~/utils/form-action'

/**
 * The user settings page's four forms (product-spec §2 User Settings: avatar, name, email,
 * password) and their zod schemas, which the route action parses too. A chunk of its own: the
 * page renders the forms through `lazyBoundary` (lazy-drawers.tsx), so the server sends them
 * complete and the browser loads this beside hydration (ADR 027).
 */
export const INTENT_PROFILE = 'update-profile'
export const INTENT_PASSWORD = 'change-password'
export const INTENT_EMAIL = 'change-email'
export const INTENT_AVATAR_UPLOAD = 'upload-avatar'
export const INTENT_AVATAR_REMOVE = 'remove-avatar'

const requiredText = z.string({ error: messages.fieldRequired }).trim().min(1, { error: messages.fieldRequired }).max(100)

export const ProfileSchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
})

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: messages.fieldRequired }),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: messages.fieldRequired }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { error: PASSWORDS_MUST_MATCH, path: ['confirmPassword'] })

// A new e-mail is unverified until its owner follows the link the API mails to it.
export const ChangeEmailSchema = z.object({
  email: z.string({ error: messages.emailRequired }).trim().toLowerCase().max(200).regex(EMAIL_PATTERN, { error: messages.emailInvalid }),
  currentPassword: z.string({ error: messages.fieldRequired }),
})

// Spec §5 image upload rules (an avatar takes no SVG); the API checks the bytes too.
export const AvatarSchema = z.object({
  file: z
    .file({ error: fileMessages.fileRequired })
    .min(1, { error: fileMessages.fileRequired })
    .max(MAX_FILE_BYTES, { error: fileMessages.fileTooLarge })
    .refine((file) => avatarTypeOfName(file.name) !== null, { error: fileMessages.fileTypeInvalid }),
})

export function ProfileForm({ defaultValue }: { defaultValue: { firstName: string; lastName: string } }) {
  const lastResult = replyFor(useActionData(), INTENT_PROFILE)
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

export function AvatarForm({ user }: { user: { firstName: string; lastName: string; email: string; avatar: string | null } }) {
  const lastResult = replyFor(useActionData(), INTENT_AVATAR_UPLOAD)
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

export function EmailForm({ email }: { email: string }) {
  const lastResult = replyFor(useActionData(), INTENT_EMAIL)
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

export function PasswordForm({ email }: { email: string }) {
  const lastResult = replyFor(useActionData(), INTENT_PASSWORD)
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
