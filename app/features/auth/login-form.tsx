import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link as RouterLink, useSearchParams } from 'react-router'
import { PRODUCT_NAME } from '@common/messages'
import { LoginSchema, type Role } from './auth-schemas'
import { Field, FormAlert, Notice, PasswordField, RadioCardsField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Link, Text } from '~/components/ui'
import { AuthHeading } from './auth-heading'
import { FooterLink } from './footer-link'
import { authHref } from './links'

const headings: Record<'choose' | Role, { title: string; description: string }> = {
  choose: { title: 'Log in', description: 'Welcome back. Choose your area and enter your e-mail and password.' },
  landlord: { title: 'Landlord log in', description: 'Manage your properties, leases and rent.' },
  tenant: { title: 'Tenant log in', description: 'See your lease, pay rent and request maintenance.' },
}

const roleOptions = [
  { value: 'landlord', label: 'Landlord', description: 'I manage rentals' },
  { value: 'tenant', label: 'Tenant', description: 'I rent a home' },
] as const

const otherRole = (role: Role): Role => (role === 'landlord' ? 'tenant' : 'landlord')

export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Log in with your new password.'

/**
 * The login form of /app/login (role chosen with radios), /app/landlord/login and
 * /app/tenant/login (role fixed by the page). It posts to the page's own action.
 */
export function LoginForm({
  role,
  defaultRole,
  passwordReset,
  lastResult,
  defaultEmail = null,
}: {
  /** The page's fixed role, or null on /app/login where the person chooses. */
  role: Role | null
  defaultRole: Role
  passwordReset: boolean
  lastResult?: SubmissionResult<string[]> | null
  /** The invited e-mail when the page was opened from an invitation's link. */
  defaultEmail?: string | null
}) {
  const [searchParams] = useSearchParams()
  const [form, fields] = useSchemaForm(LoginSchema, {
    id: role ? `${role}-login` : 'login',
    lastResult,
    defaultValue: { role: role ?? defaultRole, email: defaultEmail ?? undefined },
  })
  const heading = headings[role ?? 'choose']

  return (
    <>
      <AuthHeading title={heading.title} description={heading.description} />
      <Flex direction="column" gap="4">
        {passwordReset ? <Notice>{PASSWORD_RESET_NOTICE}</Notice> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name={fields.redirectTo.name} value={searchParams.get('redirectTo') ?? ''} />
          {role ? (
            <input type="hidden" name={fields.role.name} value={role} />
          ) : (
            <RadioCardsField field={fields.role} legend="Log in as" options={roleOptions} />
          )}
          <Field field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
          <PasswordField field={fields.password} label="Password" />
          <Flex justify="end" mt="-3">
            <Link asChild size="2" className="inline-flex min-h-11 items-center">
              <RouterLink to={authHref('/app/forgot-password', searchParams)}>Forgot password?</RouterLink>
            </Link>
          </Flex>
          <SubmitButton>Log in</SubmitButton>
        </Form>
        {role ? (
          <Flex direction="column" mt="2">
            <FooterLink prompt="Don't have an account?" to={authHref(`/app/${role}/create-account`, searchParams)}>
              Create one
            </FooterLink>
            <FooterLink prompt={role === 'landlord' ? 'Renting a home?' : 'Managing rentals?'} to={authHref(`/app/${otherRole(role)}/login`, searchParams)}>
              {headings[otherRole(role)].title}
            </FooterLink>
          </Flex>
        ) : (
          <Flex direction="column" align="center" mt="2">
            <Text size="2" color="gray">
              New to {PRODUCT_NAME}?
            </Text>
            <Flex gap="4" justify="center" wrap="wrap">
              {roleOptions.map((option) => (
                <FooterLink key={option.value} to={authHref(`/app/${option.value}/create-account`, searchParams)}>
                  Create a {option.value} account
                </FooterLink>
              ))}
            </Flex>
          </Flex>
        )}
      </Flex>
    </>
  )
}
