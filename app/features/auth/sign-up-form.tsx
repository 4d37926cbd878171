import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useMemo } from 'react'
import { Form, useSearchParams } from 'react-router'
import { messages } from '@common/messages'
import { CAPTCHA_FIELD, createSignUpSchema, type Role } from './auth-schemas'
import { CheckboxField, Field, FormAlert, HoneypotField, PasswordField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex } from '~/components/ui'
import { AuthHeading } from './auth-heading'
import { FooterLink } from './footer-link'
import { Captcha } from './captcha'
import { authHref } from './links'

const headings: Record<Role, { title: string; description: string }> = {
  landlord: { title: 'Create your landlord account', description: 'Manage properties, leases and rent in one place.' },
  tenant: { title: 'Create your tenant account', description: 'See your lease, pay rent and request maintenance.' },
}

export const INVITED_EMAIL_HINT = 'This is the e-mail address your invitation was sent to.'

/** The sign-up form of /app/landlord/create-account and /app/tenant/create-account. */
export function SignUpForm({
  role,
  captchaSiteKey,
  honeypot,
  invitation,
  invitationError = null,
  lastResult,
}: {
  role: Role
  captchaSiteKey: string | null
  honeypot: { name: string; label: string }
  invitation: { email: string; firstName: string; lastName: string } | null
  /** A used, expired or unknown invitation link (the form is then an ordinary sign-up). */
  invitationError?: string | null
  lastResult?: SubmissionResult<string[]> | null
}) {
  const [searchParams] = useSearchParams()
  const schema = useMemo(() => createSignUpSchema({ captcha: Boolean(captchaSiteKey) }), [captchaSiteKey])
  const [form, fields] = useSchemaForm(schema, {
    id: `${role}-sign-up`,
    lastResult,
    defaultValue: invitation ? { email: invitation.email, firstName: invitation.firstName, lastName: invitation.lastName } : undefined,
  })
  const heading = headings[role]

  return (
    <>
      <AuthHeading title={heading.title} description={heading.description} />
      <Flex direction="column" gap="4">
        {invitationError ? <FormAlert errors={[invitationError]} /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name={fields.redirectTo.name} value={searchParams.get('redirectTo') ?? ''} />
          <HoneypotField {...honeypot} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field field={fields.firstName} label="First name" autoComplete="given-name" />
            <Field field={fields.lastName} label="Last name" autoComplete="family-name" />
          </div>
          <Field
            field={fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={Boolean(invitation)}
            hint={invitation ? INVITED_EMAIL_HINT : undefined}
          />
          <PasswordField field={fields.password} label="Password" autoComplete="new-password" hint={messages.passwordHint} />
          <CheckboxField field={fields.terms} label="I agree to the terms and conditions" />
          {captchaSiteKey ? <Captcha siteKey={captchaSiteKey} field={fields[CAPTCHA_FIELD]} /> : null}
          <SubmitButton>Create account</SubmitButton>
        </Form>
        <FooterLink prompt="Already have an account?" to={authHref(`/app/${role}/login`, searchParams)}>
          Log in
        </FooterLink>
      </Flex>
    </>
  )
}
