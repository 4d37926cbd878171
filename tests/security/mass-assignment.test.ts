import { beforeAll, describe, expect, it } from 'vitest'
import { rest } from '../rest'
import { testPayload } from '../support/payload'
import { GOOD_PASSWORD, login, signedInAdmin, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from '../support/users'

/**
 * Mass assignment at sign-up (product-spec §2): POST /api/users takes the e-mail, the
 * password, the names and the `landlord` flag. Everything else a client sends (role,
 * verified, an organization, tokens, password material) is ignored. And the users' hidden
 * fields (password hash and salt, reset and verification tokens, login attempts; sessions
 * for filtering and sorting) are never readable nor usable to filter or sort, even for an admin.
 */

let victim: SignedIn<{ organization: { id: number } }>
let admin: SignedIn
let tenant: SignedIn

beforeAll(async () => {
  ;[victim, admin, tenant] = await Promise.all([signedInLandlord('mass-victim'), signedInAdmin('mass-admin'), signedInTenant('mass-tenant')])
})

const HIDDEN = ['hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'verificationTokenHash', 'verificationTokenExpiresAt', 'loginAttempts', 'lockUntil']

describe('sign-up mass assignment', () => {
  it('V5.1.2 role, verified, organization, tokens and password material in the sign-up body are ignored', async () => {
    const email = uniqueEmail('mass')
    const planted = {
      role: 'admin',
      verified: true,
      _verified: true,
      stripeCustomerId: 'cus_planted',
      avatar: '/planted.png',
      organization: victim.organization.id,
      organizationPermissions: [{ organization: victim.organization.id, roles: ['owner'] }],
      hash: 'planted-hash',
      salt: 'planted-salt',
      resetPasswordToken: 'planted-reset',
      resetPasswordExpiration: new Date(Date.now() + 3_600_000).toISOString(),
      verificationTokenHash: 'planted-verification',
      loginAttempts: 0,
      lockUntil: null,
      sessions: [{ id: 'planted-session', createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() }],
    }
    const response = await rest('POST', '/users', { json: { email, password: GOOD_PASSWORD, firstName: 'Mass', lastName: 'Assign', landlord: true, ...planted } })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'users', id: response.body.doc.id, showHiddenFields: true, depth: 0 })
    expect(stored.role).toBe('user')
    expect(stored.verified).toBe(false)
    expect(stored.stripeCustomerId ?? null).toBeNull()
    expect(stored.avatar ?? null).toBeNull()
    expect(stored.verificationTokenHash).not.toBe('planted-verification')
    const raw = await payload.db.findOne<{ id: number } & Record<string, unknown>>({ collection: 'users', where: { id: { equals: stored.id } } })
    expect(raw?.hash).not.toBe('planted-hash')
    expect(raw?.salt).not.toBe('planted-salt')
    expect(raw?.resetPasswordToken ?? null).toBeNull()
    expect(JSON.stringify(raw?.sessions ?? [])).not.toContain('planted-session')
    // The password sent is the password set; the planted hash opens nothing.
    await expect(login(email)).resolves.toEqual(expect.any(String))
    // The landlord flag made the user's own organization; the victim's is untouched.
    const permissions = await payload.find({ collection: 'organization-permissions', where: { user: { equals: stored.id } }, depth: 0, overrideAccess: true })
    expect(permissions.docs).toHaveLength(1)
    expect(permissions.docs[0]!.organization).not.toBe(victim.organization.id)
    expect(permissions.docs[0]!.roles).toEqual(['owner'])
    // Planted as a client, the reset token does not reset anything.
    const reset = await rest('POST', '/users/reset-password', { json: { token: 'planted-reset', password: 'Another-horse2' } })
    expect(reset.status).toBeGreaterThanOrEqual(400)
    expect(reset.status).toBeLessThan(500)
  })

  it('V5.1.2 a signed-in user cannot raise its own role or set its Stripe customer', async () => {
    const payload = await testPayload()
    const response = await rest('PATCH', `/users/${tenant.user.id}`, { token: tenant.token, json: { role: 'admin', stripeCustomerId: 'cus_planted', firstName: 'Still' } })
    expect(response.status).toBeLessThan(500)
    const stored = await payload.findByID({ collection: 'users', id: tenant.user.id, depth: 0 })
    expect(stored.role).toBe('user')
    expect(stored.stripeCustomerId ?? null).toBeNull()
  })
})

describe('hidden user fields', () => {
  const refusedQueries = [
    'where[hash][exists]=true',
    'where[hash][exists]=false',
    'sort=hash',
    'sort=-salt',
    'where[salt][like]=a',
    'where[resetPasswordToken][like]=a',
    'where[resetPasswordToken][exists]=true',
    'where[verificationTokenHash][exists]=true',
    'where[sessions.id][exists]=true',
    'where[loginAttempts][greater_than]=-1',
    'where[lockUntil][exists]=true',
    'where[or][0][email][exists]=true&where[or][1][hash][like]=a',
  ]

  it('V8.3.4 cannot be used to filter or sort: 400 without rows, for an admin too (no oracle on their values)', async () => {
    for (const who of [admin, tenant]) {
      for (const query of refusedQueries) {
        const response = await rest('GET', `/users?${query}&limit=100`, { token: who.token })
        expect(response.status, query).toBe(400)
        expect(response.body.docs, query).toBeUndefined()
      }
    }
  })

  it('V3.2.3 asking to select the session ids is refused, for an admin too', async () => {
    for (const who of [admin, tenant]) {
      for (const path of ['/users', `/users/${tenant.user.id}`, '/users/me']) {
        const response = await rest('GET', path, { token: who.token, query: { select: { sessions: true } } })
        expect(response.status, path).toBe(400)
        expect(JSON.stringify(response.body)).not.toContain('"sessions"')
      }
    }
  })

  it('V8.3.4 are never returned: select, depth and the document by id leave them out', async () => {
    const payload = await testPayload()
    // A pending reset token, so that there is something to leak.
    expect((await rest('POST', '/users/forgot-password', { json: { email: tenant.user.email } })).status).toBe(200)
    const raw = await payload.db.findOne<{ id: number } & Record<string, unknown>>({ collection: 'users', where: { id: { equals: tenant.user.id } } })
    expect(raw?.resetPasswordToken).toEqual(expect.any(String))
    const select = Object.fromEntries(HIDDEN.map((field) => [field, true]))
    for (const who of [admin, tenant]) {
      const responses = [
        await rest('GET', '/users', { token: who.token, query: { select, limit: 100 } }),
        await rest('GET', `/users/${tenant.user.id}`, { token: who.token, query: { select } }),
        await rest('GET', `/users/${tenant.user.id}?depth=5`, { token: who.token }),
        await rest('GET', '/users/me?depth=3', { token: who.token }),
      ]
      for (const response of responses) {
        expect(response.status).toBe(200)
        const text = JSON.stringify(response.body)
        for (const field of HIDDEN) expect(text, `${field} in ${text}`).not.toContain(`"${field}"`)
        expect(text).not.toContain(String(raw?.hash))
        expect(text).not.toContain(String(raw?.resetPasswordToken))
      }
    }
  })
})
