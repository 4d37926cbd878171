import { describe, expect, it } from 'vitest'
import { rest } from './rest'
import { login, signedInTenant } from './support/users'

describe('tokens', () => {
  it('logout ends the session of its token only', async () => {
    const { user } = await signedInTenant('logout')
    const [first, second] = [await login(user.email), await login(user.email)]
    const logout = await rest('POST', '/users/logout', { token: first })
    expect(logout.status).toBe(200)
    expect((await rest('GET', '/users/me', { token: first })).body.user).toBeNull()
    expect((await rest('GET', '/users/me', { token: second })).body.user?.id).toBe(user.id)
  })

  it('concurrent logins to one account each keep their session', async () => {
    const { user } = await signedInTenant('concurrent-logins')
    const tokens = await Promise.all(Array.from({ length: 5 }, () => login(user.email)))
    const users = await Promise.all(tokens.map(async (token) => (await rest('GET', '/users/me', { token })).body.user?.id))
    expect(users).toEqual(tokens.map(() => user.id))
  })

  it('refreshes and logouts overlapping logins to one account drop no other session', async () => {
    const { user } = await signedInTenant('refresh-vs-login')
    const [kept, leaving] = [await login(user.email), await login(user.email)]
    const [refreshes, fresh] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => rest('POST', '/users/refresh-token', { token: kept }))),
      Promise.all(Array.from({ length: 3 }, () => login(user.email))),
      rest('POST', '/users/logout', { token: leaving }),
    ])
    expect(refreshes.map((response) => response.status)).toEqual([200, 200, 200])
    const me = async (token: string) => (await rest('GET', '/users/me', { token })).body.user?.id ?? null
    expect(await Promise.all(fresh.map(me))).toEqual(fresh.map(() => user.id))
    expect(await me(kept)).toBe(user.id)
    expect(await me(leaving)).toBeNull()
  })

  it('refresh-token gives a new token for the same user', async () => {
    const { user, token } = await signedInTenant('refresh')
    const refreshed = await rest('POST', '/users/refresh-token', { token })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toMatchObject({ refreshedToken: expect.any(String), exp: expect.any(Number), user: { id: user.id } })
    expect((await rest('GET', '/users/me', { token: refreshed.body.refreshedToken })).body.user?.id).toBe(user.id)
  })

  it('the login response carries the token, its expiry and the user, without password material', async () => {
    const { user } = await signedInTenant('login-shape')
    const response = await rest('POST', '/users/login', { json: { email: user.email.toUpperCase(), password: 'Correct-horse1' } })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ token: expect.any(String), exp: expect.any(Number), user: { id: user.id, email: user.email } })
    expect(JSON.stringify(response.body)).not.toMatch(/"hash"|"salt"|verificationToken/)
  })
})
