import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@common/messages'
import { errorMessage, rest } from './rest'
import { tokenFromMail } from './support/outbox'
import { GOOD_PASSWORD, login, signedInTenant, uniqueEmail, type SignedIn } from './support/users'

const newUser = (password: unknown) => ({ email: uniqueEmail('weak'), password, firstName: 'Weak', lastName: 'Password' })

/** The spec's rules, each broken by one password (in the order the sign-up form reports them). */
const brokenRules: Array<[string, string]> = [
  ['abc', messages.passwordMinLength],
  ['ABCDEFGH1!', messages.passwordLowercase],
  ['abcdefgh1!', messages.passwordUppercase],
  ['Abcdefgh!!', messages.passwordNumber],
  ['Abcdefgh12', messages.passwordSpecial],
]

let tenant: SignedIn
beforeAll(async () => {
  tenant = await signedInTenant()
})

describe('the API enforces the password rules itself', () => {
  it.each(brokenRules)('sign-up with %j is refused: %s', async (password, message) => {
    const response = await rest('POST', '/users', { json: newUser(password) })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe(message)
    expect(response.body.errors[0].data.errors[0]).toMatchObject({ path: 'password', message })
  })

  it('sign-up without a password is refused', async () => {
    for (const password of [undefined, '', null]) {
      const response = await rest('POST', '/users', { json: newUser(password) })
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe(messages.passwordRequired)
    }
  })

  it("PATCH /api/users/:id with 'abc' is refused and the old password keeps working", async () => {
    const response = await rest('PATCH', `/users/${tenant.user.id}`, { token: tenant.token, json: { password: 'abc' } })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe(messages.passwordMinLength)
    expect(await login(tenant.user.email)).toBeTruthy()
  })

  it("reset-password with 'abc' is refused and the token still works for a good password", async () => {
    const forgot = await rest('POST', '/users/forgot-password', { json: { email: tenant.user.email } })
    expect(forgot.status).toBe(200)
    const token = await tokenFromMail(tenant.user.email, '/reset-password')

    const weak = await rest('POST', '/users/reset-password', { json: { token, password: 'abc' } })
    expect(weak.status).toBe(400)
    expect(errorMessage(weak.body)).toBe(messages.passwordMinLength)

    const strong = await rest('POST', '/users/reset-password', { json: { token, password: `${GOOD_PASSWORD}!` } })
    expect(strong.status).toBe(200)
    expect(strong.body.token).toEqual(expect.any(String))
    expect(await login(tenant.user.email, `${GOOD_PASSWORD}!`)).toBeTruthy()
  })
})
