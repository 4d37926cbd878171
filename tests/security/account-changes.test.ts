import { describe, expect, it } from 'vitest'
import { action as userSettingsAction } from '~/routes/app/settings.user-settings'
import { getSession, openSessionData, sealSessionData, sessionStorage, SESSION_COOKIE_NAME } from '~/utils/session.server'
import { messages, ourMessages } from '@common/messages'
import { errorMessage, rest } from '../rest'
import { mailsTo } from '../support/outbox'
import { account, fieldErrors, runRoute } from '../support/routes'
import { GOOD_PASSWORD, login, signedInTenant, uniqueEmail } from '../support/users'

/**
 * Account takeover with a borrowed token (ASVS V2.1.6, V3.7.1, V3.3.3, V2.2.3, V3.2.3): the API
 * itself asks for the current password before an e-mail or password change, tells the
 * owner, ends the other sessions, and the session cookie does not carry a readable token.
 */
const NEW_PASSWORD = 'Another-horse2!'
const me = async (token: string) => (await rest('GET', '/users/me', { token })).body.user as { id: number; email: string } | null

describe('the API asks for the current password', () => {
  it('V2.1.6 a password change without the current password is refused and the old password still works', async () => {
    const { user, token } = await signedInTenant('pw-no-current')
    const response = await rest('PATCH', `/users/${user.id}`, { token, json: { password: NEW_PASSWORD } })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe(ourMessages.currentPasswordRequired)
    expect(response.body.errors[0].data.errors[0]).toMatchObject({ path: 'currentPassword' })
    expect(await login(user.email)).toBeTruthy()
    await expect(login(user.email, NEW_PASSWORD)).rejects.toThrow()
  })

  it('V2.1.6 a wrong current password is refused for a password change', async () => {
    const { user, token } = await signedInTenant('pw-wrong-current')
    const response = await rest('PATCH', `/users/${user.id}`, { token, json: { password: NEW_PASSWORD, currentPassword: 'Wrong-horse1!' } })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe(ourMessages.currentPasswordWrong)
    expect(await login(user.email)).toBeTruthy()
  })

  it('V3.7.1 an e-mail change without (or with a wrong) current password is refused and the address stays', async () => {
    const { user, token } = await signedInTenant('mail-no-current')
    const target = uniqueEmail('thief')
    const without = await rest('PATCH', `/users/${user.id}`, { token, json: { email: target } })
    expect(without.status).toBe(400)
    expect(errorMessage(without.body)).toBe(ourMessages.currentPasswordRequired)
    const wrong = await rest('PATCH', `/users/${user.id}`, { token, json: { email: target, currentPassword: 'Wrong-horse1!' } })
    expect(wrong.status).toBe(400)
    expect(errorMessage(wrong.body)).toBe(ourMessages.currentPasswordWrong)
    expect((await me(token))?.email).toBe(user.email)
    expect(await mailsTo(target)).toEqual([])
  })

  it('V3.7.1 a bulk PATCH cannot change the e-mail or password without the current password', async () => {
    const { user, token } = await signedInTenant('bulk-no-current')
    const response = await rest('PATCH', '/users', { token, query: { where: { id: { equals: user.id } } }, json: { password: NEW_PASSWORD } })
    expect(response.status).toBe(400)
    expect(await login(user.email)).toBeTruthy()
  })

  it('V2.1.6 a borrowed token cannot plant a reset token of its own to get around the check', async () => {
    const { user, token } = await signedInTenant('plant-reset')
    const planted = await rest('PATCH', `/users/${user.id}`, {
      token,
      json: { resetPasswordToken: 'planted-token', resetPasswordExpiration: new Date(Date.now() + 3_600_000).toISOString() },
    })
    expect(planted.status).toBe(200)
    const reset = await rest('POST', '/users/reset-password', { json: { token: 'planted-token', password: NEW_PASSWORD } })
    expect(reset.status).toBe(403)
    expect(await login(user.email)).toBeTruthy()
  })

  it('V3.7.1 the rest of the profile is changed with the token alone (and the same e-mail again is no change)', async () => {
    const { user, token } = await signedInTenant('profile-only')
    const response = await rest('PATCH', `/users/${user.id}`, { token, json: { firstName: 'Renamed', email: user.email.toUpperCase() } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.doc).toMatchObject({ firstName: 'Renamed', email: user.email })
  })

  it('V2.2.1 wrong current passwords are throttled like logins', async () => {
    const { user, token } = await signedInTenant('reauth-throttle')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await rest('PATCH', `/users/${user.id}`, { token, json: { password: NEW_PASSWORD, currentPassword: `Wrong-horse${attempt}!` } })).status)
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses[5]).toBe(429)
  })
})

describe('a password change', () => {
  it('V3.3.3 ends the other sessions, keeps the current one, and mails the owner', async () => {
    const { user, token } = await signedInTenant('pw-change')
    const other = await login(user.email)
    const response = await rest('PATCH', `/users/${user.id}`, { token, json: { password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD } })
    expect(response.status).toBe(200)
    expect((await me(token))?.id).toBe(user.id)
    expect(await me(other)).toBeNull()
    expect(await login(user.email, NEW_PASSWORD)).toBeTruthy()
    const notices = (await mailsTo(user.email)).filter((mail) => mail.subject === 'Your Leasewell password was changed')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('/app/forgot-password')
  })

  it('V2.2.3 a password set with a reset link is reported to the owner', async () => {
    const { user } = await signedInTenant('pw-reset-notice')
    expect((await rest('POST', '/users/forgot-password', { json: { email: user.email } })).status).toBe(200)
    const link = (await mailsTo(user.email)).find((mail) => mail.subject === 'Reset your password')!.links.find((href) => href.includes('/reset-password'))!
    const reset = await rest('POST', '/users/reset-password', { json: { token: new URL(link).searchParams.get('token'), password: NEW_PASSWORD } })
    expect(reset.status).toBe(200)
    expect((await mailsTo(user.email)).some((mail) => mail.subject === 'Your Leasewell password was changed')).toBe(true)
  })
})

describe('an e-mail change', () => {
  it('V2.2.3 is reported to the old address; with a new password as well, both addresses hear of it', async () => {
    const { user, token } = await signedInTenant('mail-change')
    const newEmail = uniqueEmail('mail-changed')
    const response = await rest('PATCH', `/users/${user.id}`, { token, json: { email: newEmail, password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD } })
    expect(response.status).toBe(200)
    const old = await mailsTo(user.email)
    const changed = old.find((mail) => mail.subject === 'Your Leasewell e-mail address was changed')
    expect(changed?.text).toContain(newEmail)
    expect(old.some((mail) => mail.subject === 'Your Leasewell password was changed')).toBe(true)
    const fresh = await mailsTo(newEmail)
    expect(fresh.some((mail) => mail.subject === 'Your Leasewell password was changed')).toBe(true)
    expect(fresh.some((mail) => mail.subject === 'Verify your e-mail address')).toBe(true)
  })
})

describe('the user settings page sends the current password to the API', () => {
  it('V2.1.6 change-password: a wrong current password gets the page message; the right one changes it and keeps the session', async () => {
    const signedIn = await signedInTenant('settings-pw')
    const who = account(signedIn)
    const form = { intent: 'change-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    // A new password against the rules is refused on its field before the API is asked.
    const short = await runRoute(userSettingsAction, '/app/settings/user-settings', { who, role: 'tenant', form: { ...form, newPassword: 'short', confirmPassword: 'short', currentPassword: 'Wrong-horse1!' } })
    expect(short.status).toBe(400)
    expect(fieldErrors(short).newPassword).toContain(messages.passwordMinLength)
    const wrong = await runRoute(userSettingsAction, '/app/settings/user-settings', { who, role: 'tenant', form: { ...form, currentPassword: 'Wrong-horse1!' } })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong).currentPassword).toEqual(['The current password is incorrect.'])
    const right = await runRoute(userSettingsAction, '/app/settings/user-settings', { who, role: 'tenant', form: { ...form, currentPassword: GOOD_PASSWORD } })
    expect(right.status).toBe(302)
    expect(right.toast).toMatchObject({ title: 'Your password has been changed.' })
    expect((await me(who.token))?.id).toBe(signedIn.user.id)
    expect(await login(signedIn.user.email, NEW_PASSWORD)).toBeTruthy()
    await expect(login(signedIn.user.email)).rejects.toThrow()
  })

  it('V3.7.1 change-email: the old address is told', async () => {
    const signedIn = await signedInTenant('settings-mail')
    const newEmail = uniqueEmail('settings-moved')
    const changed = await runRoute(userSettingsAction, '/app/settings/user-settings', {
      who: account(signedIn),
      role: 'tenant',
      form: { intent: 'change-email', email: newEmail, currentPassword: GOOD_PASSWORD },
    })
    expect(changed.status).toBe(302)
    expect((await mailsTo(signedIn.user.email)).some((mail) => mail.subject === 'Your Leasewell e-mail address was changed')).toBe(true)
  })
})

describe('the session cookie', () => {
  it('V3.2.3 does not carry a readable API token, and a tampered cookie is no session', async () => {
    const { token } = await signedInTenant('cookie')
    const session = await getSession(new Request('http://localhost:3000/app'))
    session.set('token', token)
    session.set('exp', 1)
    session.set('internalRole', 'tenant')
    const setCookie = await sessionStorage().commitSession(session)
    const value = decodeURIComponent(setCookie.split(';')[0]!.slice(`${SESSION_COOKIE_NAME}=`.length))
    const [tokenHeader, tokenPayload] = token.split('.')
    for (const readable of [value, Buffer.from(value.split('.')[0]!, 'base64').toString('latin1')]) {
      expect(readable).not.toContain(tokenHeader)
      expect(readable).not.toContain(tokenPayload)
      expect(readable).not.toContain(token)
    }
    const cookieHeader = setCookie.split(';')[0]!
    const reread = await getSession(new Request('http://localhost:3000/app', { headers: { Cookie: cookieHeader } }))
    expect(reread.get('token')).toBe(token)

    const sealed = sealSessionData({ token }, 'a-secret-of-sixteen-or-more')
    expect(openSessionData(sealed, 'a-secret-of-sixteen-or-more')).toEqual({ token })
    expect(openSessionData(sealed, 'another-secret-of-sixteen')).toEqual({})
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1)
    expect(openSessionData(flipped, 'a-secret-of-sixteen-or-more')).toEqual({})
  })

  it('V3.2.3 the earlier signed-only cookie (readable JSON) is not accepted as a session', async () => {
    const legacy = await (await import('react-router')).createCookie(SESSION_COOKIE_NAME, { secrets: [] }).serialize({ token: 'x', exp: 1, internalRole: 'tenant' })
    const session = await getSession(new Request('http://localhost:3000/app', { headers: { Cookie: legacy.split(';')[0]! } }))
    expect(session.get('token')).toBeUndefined()
  })
})
