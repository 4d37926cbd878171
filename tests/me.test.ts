import { beforeAll, describe, expect, it } from 'vitest'
import type { Organization } from '@api/payload-types'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { GOOD_PASSWORD, login, signedInLandlord, uniqueEmail, type SignedIn } from './support/users'

let landlord: SignedIn<{ organization: Organization }>
beforeAll(async () => {
  landlord = await signedInLandlord()
})

describe('GET /api/users/me', () => {
  it('returns no user without a token', async () => {
    const response = await rest('GET', '/users/me', { query: { depth: 3 } })
    expect(response.status).toBe(200)
    expect(response.body.user).toBeNull()
  })

  it('returns no user for a token that is not valid', async () => {
    const response = await rest('GET', '/users/me', { token: 'not-a-token', query: { depth: 3 } })
    expect(response.status).toBe(200)
    expect(response.body.user).toBeNull()
  })

  it('returns the landlord at depth 3, joined with its organization permissions and their organization', async () => {
    const { user, organization, token } = landlord
    const response = await rest('GET', '/users/me', { token, query: { depth: 3 } })
    expect(response.status).toBe(200)
    const me = response.body.user
    expect(me).toMatchObject({ id: user.id, email: user.email, firstName: 'Test', role: 'user', verified: true })
    expect(response.body.exp).toEqual(expect.any(Number))
    const permissions = me.organizationPermissions.docs
    expect(permissions).toHaveLength(1)
    expect(permissions[0].roles).toEqual(['owner'])
    expect(permissions[0].organization).toMatchObject({ id: organization.id, organizationType: 'individual' })
    expect(permissions[0].organization.owner).toMatchObject({ id: user.id })
  })

  it('never returns password material or verification tokens, not even when asked for them', async () => {
    // A fresh sign-up: unverified, so it has a stored verification token hash.
    const email = uniqueEmail('secrets')
    const signUp = await rest('POST', '/users', { json: { email, password: GOOD_PASSWORD, firstName: 'Secret', lastName: 'Keeper' } })
    expect(signUp.status).toBe(201)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'users', id: signUp.body.doc.id, showHiddenFields: true })
    expect(stored.verificationTokenHash).toEqual(expect.any(String))

    const token = await login(email)
    const select = { verificationTokenHash: true, verificationTokenExpiresAt: true, hash: true, salt: true, resetPasswordToken: true, email: true }
    const responses = [
      signUp,
      await rest('GET', '/users/me', { token, query: { depth: 3 } }),
      await rest('GET', `/users/${signUp.body.doc.id}`, { token, query: { select } }),
      await rest('GET', '/users', { token, query: { select } }),
      await rest('PATCH', `/users/${signUp.body.doc.id}`, { token, json: { firstName: 'Still' } }),
    ]
    for (const response of responses) {
      expect(response.status).toBeLessThan(300)
      const text = JSON.stringify(response.body)
      expect(text).toContain(email)
      expect(text).not.toMatch(/verificationToken|resetPassword|"hash"|"salt"|"password"|"landlord"/)
      expect(text).not.toContain(stored.verificationTokenHash!)
    }
  })
})
