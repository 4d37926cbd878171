import { z } from 'zod'
import { messages } from '@common/messages'
import { EMAIL_PATTERN, passwordRules } from '@common/password'

/**
 * One zod schema per public form, shared by the action (parseWithZod on the server) and
 * the browser (conform's client validation). Messages are the spec's, verbatim (§5).
 */
export const roles = ['landlord', 'tenant'] as const
export type Role = (typeof roles)[number]

const redirectTo = z.string().optional()

/** All broken rules are reported, in the spec's order. */
export const PasswordSchema = passwordRules.reduce(
  (schema, rule) => schema.refine(rule.test, { error: rule.message }),
  z.string({ error: messages.passwordRequired }),
)

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

/** The role is chosen with radios on /app/login; the landlord and tenant pages post it hidden. */
export const LoginSchema = z.object({
  role: z.enum(roles, { error: messages.radioRequired }),
  email: requiredText(messages.loginRequired),
  password: z.string({ error: messages.loginRequired }),
  redirectTo,
})

export const CAPTCHA_FIELD = 'g-recaptcha-response'

const SignUpFields = z.object({
  firstName: requiredText(messages.fieldRequired).max(100),
  lastName: requiredText(messages.fieldRequired).max(100),
  email: z.string({ error: messages.emailRequired }).trim().regex(EMAIL_PATTERN, { error: messages.emailInvalid }),
  password: PasswordSchema,
  terms: z.literal(true, { error: messages.termsRequired }),
  redirectTo,
})

/** Sign-up; the captcha answer is required only when reCAPTCHA is configured. */
export function createSignUpSchema({ captcha }: { captcha: boolean }) {
  const captchaAnswer: z.ZodType<string | undefined, string | undefined> = captcha ? z.string({ error: messages.captchaRequired }) : z.string().optional()
  return SignUpFields.extend({ [CAPTCHA_FIELD]: captchaAnswer })
}
export type SignUpValues = z.infer<typeof SignUpFields>

export const ForgotPasswordSchema = z.object({
  email: requiredText(messages.emailRequiredShort),
})

export const PASSWORDS_MUST_MATCH = 'The passwords do not match.'

export const ResetPasswordSchema = z
  .object({
    token: requiredText(messages.tokenRequired),
    password: PasswordSchema,
    confirmPassword: z.string({ error: messages.fieldRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, { error: PASSWORDS_MUST_MATCH, path: ['confirmPassword'] })

export const VerifyEmailSchema = z.object({
  token: requiredText(messages.tokenRequired),
})
