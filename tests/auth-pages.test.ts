import { describe, expect, it } from 'vitest'
import { action as landlordSignUpAction } from '~/routes/app/public/landlord.create-account'
import { action as tenantSignUpAction } from '~/routes/app/public/tenant.create-account'
import { action as loginAction } from '~/routes/app/public/login'
import { action as forgotPasswordAction, RESET_LINK_SENT } from '~/routes/app/public/forgot-password'
import { action as resetPasswordAction } from '~/routes/app/public/reset-password'
import { loader as verifyEmailLoader } from '~/routes/app/public/verify-email'
import { messages, ourMessages } from '@common/messages'
import { mailsTo } from './support/outbox'
import { fieldErrors, formErrors, runAsVisitor } from './support/routes'
import { GOOD_PASSWORD, signedInTenant, uniqueEmail } from './support/users'

/**
 * The public account pages (product-spec §2 sign-up, log in, password reset, e-mail verification)
 * as a browser without JavaScript posts them: each refused form answers 400 with the spec's
 * message on its field and creates nothing. The e2e suite walks the successful flows.
 */
describe('sign-up (/app/landlord/create-account, /app/tenant/create-account)', () => {
  it('refuses an empty form with a message on every required field', async () => {
    const outcome = await runAsVisitor(landlordSignUpAction, '/app/landlord/create-account', { form: {} })
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome)).toMatchObject({
      firstName: [messages.fieldRequired],
      lastName: [messages.fieldRequired],
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
      terms: [messages.termsRequired],
    })
  })

  it('refuses a malformed e-mail and lists every password rule the password misses; no account, no mail', async () => {
    const email = 'not-an-email'
    const outcome = await runAsVisitor(landlordSignUpAction, '/app/landlord/create-account', {
      form: { firstName: 'Bad', lastName: 'Input', email, password: 'abc', terms: 'on' },
    })
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome).email).toEqual([messages.emailInvalid])
    expect(fieldErrors(outcome).password).toEqual([messages.passwordMinLength, messages.passwordUppercase, messages.passwordNumber, messages.passwordSpecial])
    expect(outcome.auth.session.get('token')).toBeUndefined()
  })

  it('an e-mail already in use is reported on the e-mail field, with the form-level failure; the visitor stays signed out', async () => {
    const { user } = await signedInTenant('taken')
    const before = (await mailsTo(user.email)).length
    const outcome = await runAsVisitor(tenantSignUpAction, '/app/tenant/create-account', {
      form: { firstName: 'Terry', lastName: 'Again', email: user.email, password: GOOD_PASSWORD, terms: 'on' },
    })
    expect(outcome.status).toBe(400)
    expect(formErrors(outcome)).toEqual([messages.createAccountFailed])
    expect(fieldErrors(outcome).email).toEqual([ourMessages.emailTaken])
    expect(outcome.auth.session.get('token')).toBeUndefined()
    expect(await mailsTo(user.email)).toHaveLength(before)
  })

  it('a valid sign-up signs the landlord in and sends the verification mail', async () => {
    const email = uniqueEmail('signup-page')
    const outcome = await runAsVisitor(landlordSignUpAction, '/app/landlord/create-account', {
      form: { firstName: 'Sam', lastName: 'Signup', email, password: GOOD_PASSWORD, terms: 'on' },
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toMatch(/^\/app\/landlord/)
    expect(outcome.auth.session.get('token')).toBeTruthy()
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Verify your e-mail address')
  })
})

describe('log in (/app/login)', () => {
  it('refuses missing fields with the spec message on both', async () => {
    const outcome = await runAsVisitor(loginAction, '/app/login', { form: { role: 'tenant' } })
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome)).toMatchObject({ email: [messages.loginRequired], password: [messages.loginRequired] })
  })

  it('a wrong password gets the generic failure (401) and no session', async () => {
    const { user } = await signedInTenant('wrong-password')
    const outcome = await runAsVisitor(loginAction, '/app/login', { form: { role: 'tenant', email: user.email, password: 'Wrong-pass1!' } })
    expect(outcome.status).toBe(401)
    expect(formErrors(outcome)).toEqual([messages.loginFailed])
    expect(outcome.auth.session.get('token')).toBeUndefined()
  })
})

describe('e-mail verification and password reset links', () => {
  it('a verification link without a token, or with a made-up one, is explained (400)', async () => {
    const missing = await runAsVisitor(verifyEmailLoader, '/app/verify-email')
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({ verified: false, error: messages.tokenRequired })
    const madeUp = await runAsVisitor(verifyEmailLoader, '/app/verify-email?token=not-a-real-token')
    expect(madeUp.status).toBe(400)
    expect(madeUp.data).toMatchObject({ verified: false, error: ourMessages.invalidOrExpiredToken })
  })

  it('a reset with a made-up token says the link is invalid and offers a new one (tokenInvalid)', async () => {
    const outcome = await runAsVisitor(resetPasswordAction, '/app/reset-password?token=expired-or-made-up', {
      form: { token: 'expired-or-made-up', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    })
    expect(outcome.status).toBe(400)
    expect(formErrors(outcome)).toEqual([ourMessages.invalidOrExpiredToken])
    expect(outcome.data).toMatchObject({ tokenInvalid: true })
  })

  it('forgot password answers the same confirmation whether or not the account exists, and mails only the account', async () => {
    const { user } = await signedInTenant('forgot-known')
    const unknown = uniqueEmail('forgot-nobody')
    const forKnown = await runAsVisitor(forgotPasswordAction, '/app/forgot-password', { form: { email: user.email } })
    const forUnknown = await runAsVisitor(forgotPasswordAction, '/app/forgot-password', { form: { email: unknown } })
    expect(forKnown).toMatchObject({ status: 200, data: { sent: true } })
    expect(forUnknown).toMatchObject({ status: 200, data: { sent: true } })
    expect(RESET_LINK_SENT).toMatch(/^If an account exists for that e-mail, we sent a link/)
    expect((await mailsTo(user.email)).some((mail) => mail.links.some((link) => link.includes('/reset-password')))).toBe(true)
    expect(await mailsTo(unknown)).toEqual([])
  })
})
