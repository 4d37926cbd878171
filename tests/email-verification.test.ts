import { describe, expect, it } from 'vitest'
import { messages, ourMessages } from '@common/messages'
import { resetThrottles } from '@api/utilities/throttle'
import { errorMessage, rest } from './rest'
import { testPayload } from './support/payload'
import { mailsTo, tokenFromMail } from './support/outbox'
import { GOOD_PASSWORD, login, uniqueEmail } from './support/users'

const SERVER_URL = process.env.SERVER_URL

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const response = await rest('POST', '/users', { json: { email, password: GOOD_PASSWORD, firstName: 'Vera', lastName: 'Fication', ...extra } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc
}

describe('sign-up and e-mail verification', () => {
  it('lower-cases the e-mail, mails a link to our verify page, and verifies once with its token', async () => {
    const email = uniqueEmail('verify')
    const user = await signUp(email.toUpperCase())
    expect(user.email).toBe(email)
    expect(user.verified).toBe(false)

    const [mail] = await mailsTo(email)
    expect(mail).toBeDefined()
    expect(mail!.to).toBe(email)
    const link = mail!.links.find((candidate) => candidate.startsWith(`${SERVER_URL}/app/verify-email?token=`))
    expect(link, mail!.links.join(', ')).toBeDefined()
    const token = new URL(link!).searchParams.get('token')!

    // The token is single-use.
    const verified = await rest('POST', '/users/verify-email', { json: { token } })
    expect(verified.status).toBe(200)
    const again = await rest('POST', '/users/verify-email', { json: { token } })
    expect(again.status).toBe(400)
    expect(errorMessage(again.body)).toBe(ourMessages.invalidOrExpiredToken)

    const me = await rest('GET', '/users/me', { token: await login(user.email) })
    expect(me.body.user.verified).toBe(true)
  })

  it("refuses a missing token with the spec's message", async () => {
    for (const json of [{}, { token: '' }, { token: 42 }]) {
      const response = await rest('POST', '/users/verify-email', { json })
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe(messages.tokenRequired)
    }
  })

  it('refuses a token that was never issued', async () => {
    const response = await rest('POST', '/users/verify-email', { json: { token: 'made-up-token' } })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe(ourMessages.invalidOrExpiredToken)
  })

  it('resends a new link to a signed-in unverified user; the new one replaces the old one', async () => {
    const email = uniqueEmail('resend')
    const user = await signUp(email)
    const first = await tokenFromMail(email, '/verify-email')
    const token = await login(user.email)
    const response = await rest('POST', '/users/resend-verification-email', { token })
    expect(response.status).toBe(200)
    const second = await tokenFromMail(email, '/verify-email')
    expect(second).not.toBe(first)
    expect((await rest('POST', '/users/verify-email', { json: { token: first } })).status).toBe(400)
    expect((await rest('POST', '/users/verify-email', { json: { token: second } })).status).toBe(200)
    const anonymous = await rest('POST', '/users/resend-verification-email')
    expect(anonymous.status).toBe(401)
  })

  it('a resent link leads back to the page that asked for a verified e-mail, and only to pages of the app', async () => {
    const email = uniqueEmail('return')
    const user = await signUp(email)
    const token = await login(user.email)
    const latestLink = async () => {
      const [mail] = await mailsTo(email)
      return new URL(mail!.links.find((candidate) => candidate.startsWith(`${SERVER_URL}/app/verify-email?`))!)
    }

    const returning = await rest('POST', '/users/resend-verification-email', {
      token,
      json: { onVerifiedRedirect: '/app/landlord/accounts/7/stripe', redirectParam: 'step=2' },
    })
    expect(returning.status).toBe(200)
    const link = await latestLink()
    expect(link.searchParams.get('onVerifiedRedirect')).toBe('/app/landlord/accounts/7/stripe')
    expect(link.searchParams.get('redirectParam')).toBe('step=2')

    for (const onVerifiedRedirect of ['https://evil.example/app', '//evil.example', '/api/users', '/app//evil.example']) {
      // Three mails an hour per account: each case is its own hour here.
      resetThrottles()
      const resent = await rest('POST', '/users/resend-verification-email', { token, json: { onVerifiedRedirect, redirectParam: 'x=1' } })
      expect(resent.status, onVerifiedRedirect).toBe(200)
      const refused = await latestLink()
      expect(refused.searchParams.has('onVerifiedRedirect'), onVerifiedRedirect).toBe(false)
      expect(refused.searchParams.has('redirectParam'), onVerifiedRedirect).toBe(false)
    }
  })

  it('a user cannot verify itself: neither the flag nor a token of its own choosing', async () => {
    const email = uniqueEmail('self-verify')
    const user = await signUp(email, { verified: true, role: 'admin' })
    expect(user.verified).toBe(false)
    expect(user.role).toBe('user')
    const token = await login(user.email)

    const patched = await rest('PATCH', `/users/${user.id}`, {
      token,
      json: {
        verified: true,
        role: 'admin',
        // sha256('chosen-token'): a token the caller would know
        verificationTokenHash: '0ad5ba5db4d0a2fd2c7ea36dd81e5c1e3a2b0b1bb0c38ad7bf5c7a1b0fe0e3c5',
        verificationTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.doc).toMatchObject({ verified: false, role: 'user' })
    expect(Object.keys(patched.body.doc)).not.toContain('verificationTokenHash')
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true })
    expect(stored.verificationTokenHash).not.toBe('0ad5ba5db4d0a2fd2c7ea36dd81e5c1e3a2b0b1bb0c38ad7bf5c7a1b0fe0e3c5')
    expect((await rest('POST', '/users/verify-email', { json: { token: 'chosen-token' } })).status).toBe(400)
  })

  it('changing the e-mail address asks for verification again', async () => {
    const email = uniqueEmail('mover')
    const user = await signUp(email)
    await rest('POST', '/users/verify-email', { json: { token: await tokenFromMail(email, '/verify-email') } })
    const token = await login(user.email)
    const newEmail = uniqueEmail('moved')
    const response = await rest('PATCH', `/users/${user.id}`, { token, json: { email: newEmail.toUpperCase(), currentPassword: GOOD_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.doc).toMatchObject({ email: newEmail, verified: false })
    expect(await tokenFromMail(newEmail, '/verify-email')).toBeTruthy()
  })
})

describe('forgot password', () => {
  it('mails a link to our reset page (not an admin panel) and the token resets the password', async () => {
    const email = uniqueEmail('forgot')
    await signUp(email)
    const response = await rest('POST', '/users/forgot-password', { json: { email: email.toUpperCase() } })
    expect(response.status).toBe(200)
    const mail = (await mailsTo(email)).find((candidate) => candidate.subject === 'Reset your password')
    expect(mail).toBeDefined()
    expect(mail!.links.every((link) => !link.includes('/admin'))).toBe(true)
    const link = mail!.links.find((candidate) => candidate.startsWith(`${SERVER_URL}/app/reset-password?token=`))
    expect(link, mail!.links.join(', ')).toBeDefined()

    const reset = await rest('POST', '/users/reset-password', { json: { token: new URL(link!).searchParams.get('token'), password: 'New-pass-2024' } })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect(await login(email, 'New-pass-2024')).toBeTruthy()
  })

  it('answers the same for an e-mail without an account, and mails nobody', async () => {
    const known = uniqueEmail('known')
    await signUp(known)
    const unknown = uniqueEmail('nobody')
    const forKnown = await rest('POST', '/users/forgot-password', { json: { email: known } })
    const forUnknown = await rest('POST', '/users/forgot-password', { json: { email: unknown } })
    expect(forUnknown.status).toBe(forKnown.status)
    expect(forUnknown.body).toEqual(forKnown.body)
    expect(await mailsTo(unknown)).toEqual([])
  })
})
