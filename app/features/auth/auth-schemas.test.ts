import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { messages } from '@common/messages'
import {
  CAPTCHA_FIELD,
  createSignUpSchema,
  ForgotPasswordSchema,
  LoginSchema,
  PASSWORDS_MUST_MATCH,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from './auth-schemas'

/** Parses like the action does: a posted form, through conform. */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], entries: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(entries)) formData.set(key, value)
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'error' ? (submission.error ?? {}) : {}
}

const goodSignUp = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Str0ng-pass', terms: 'on' }

describe('login', () => {
  test('email and password are required', () => {
    expect(errorsOf(LoginSchema, { role: 'landlord' })).toEqual({ email: [messages.loginRequired], password: [messages.loginRequired] })
    expect(errorsOf(LoginSchema, { role: 'landlord', email: '  ', password: 'x' })).toEqual({ email: [messages.loginRequired] })
    expect(errorsOf(LoginSchema, { role: 'landlord', email: 'a@b.co', password: 'x' })).toEqual({})
  })

  test('the role choice is required on /app/login', () => {
    expect(errorsOf(LoginSchema, { email: 'a@b.co', password: 'x' })).toEqual({ role: [messages.radioRequired] })
    expect(errorsOf(LoginSchema, { email: 'a@b.co', password: 'x', role: 'admin' })).toEqual({ role: [messages.radioRequired] })
    expect(errorsOf(LoginSchema, { email: 'a@b.co', password: 'x', role: 'tenant' })).toEqual({})
  })
})

describe('sign-up', () => {
  const schema = createSignUpSchema({ captcha: false })

  test('an empty form shows every required message', () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: [messages.fieldRequired],
      lastName: [messages.fieldRequired],
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
      terms: [messages.termsRequired],
    })
  })

  test('a malformed e-mail', () => {
    expect(errorsOf(schema, { ...goodSignUp, email: 'ada@example' })).toEqual({ email: [messages.emailInvalid] })
  })

  test('every broken password rule, in the spec order', () => {
    expect(errorsOf(schema, { ...goodSignUp, password: 'abc' }).password).toEqual([
      messages.passwordMinLength,
      messages.passwordUppercase,
      messages.passwordNumber,
      messages.passwordSpecial,
    ])
    expect(errorsOf(schema, { ...goodSignUp, password: 'ABCDEFGH' }).password).toEqual([
      messages.passwordLowercase,
      messages.passwordNumber,
      messages.passwordSpecial,
    ])
    expect(errorsOf(schema, { ...goodSignUp, password: 'Abcdefg1' }).password).toEqual([messages.passwordSpecial])
  })

  test('a valid sign-up passes and the captcha is asked only when enabled', () => {
    expect(errorsOf(schema, goodSignUp)).toEqual({})
    const withCaptcha = createSignUpSchema({ captcha: true })
    expect(errorsOf(withCaptcha, goodSignUp)).toEqual({ [CAPTCHA_FIELD]: [messages.captchaRequired] })
    expect(errorsOf(withCaptcha, { ...goodSignUp, [CAPTCHA_FIELD]: 'token' })).toEqual({})
  })
})

describe('password pages', () => {
  test('forgot password needs an e-mail', () => {
    expect(errorsOf(ForgotPasswordSchema, {})).toEqual({ email: [messages.emailRequiredShort] })
  })

  test('reset password applies the rules and the confirmation', () => {
    expect(errorsOf(ResetPasswordSchema, { token: 't', password: 'short', confirmPassword: 'short' }).password).toEqual([
      messages.passwordMinLength,
      messages.passwordUppercase,
      messages.passwordNumber,
      messages.passwordSpecial,
    ])
    expect(errorsOf(ResetPasswordSchema, { token: 't', password: 'Str0ng-pass', confirmPassword: 'Str0ng-pas' })).toEqual({
      confirmPassword: [PASSWORDS_MUST_MATCH],
    })
    expect(errorsOf(ResetPasswordSchema, { token: 't', password: 'Str0ng-pass', confirmPassword: 'Str0ng-pass' })).toEqual({})
  })

  test('verification needs a token', () => {
    expect(errorsOf(VerifyEmailSchema, {})).toEqual({ token: [messages.tokenRequired] })
  })
})
