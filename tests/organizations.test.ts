import { describe, expect, it } from 'vitest'
import type { Organization, OrganizationPermission } from '@api/payload-types'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { GOOD_PASSWORD, login, signedInTenant, uniqueEmail } from './support/users'

async function signUp(landlord: boolean) {
  const email = uniqueEmail(landlord ? 'landlord' : 'tenant')
  const response = await rest('POST', '/users', { json: { email, password: GOOD_PASSWORD, firstName: 'Sign', lastName: 'Up', landlord } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number; email: string }
}

async function permissionsOf(userId: number): Promise<OrganizationPermission[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'organization-permissions', where: { user: { equals: userId } }, depth: 0 })
  return docs
}

async function organizationsOwnedBy(userId: number): Promise<Organization[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'organizations', where: { owner: { equals: userId } }, depth: 0 })
  return docs
}

describe('sign-up', () => {
  it('a landlord sign-up creates an individual organization owned by the user, with an owner permission', async () => {
    const user = await signUp(true)
    const [organization, ...others] = await organizationsOwnedBy(user.id)
    expect(others).toEqual([])
    expect(organization).toMatchObject({ organizationType: 'individual', owner: user.id, firstName: 'Sign', lastName: 'Up', email: user.email })
    const permissions = await permissionsOf(user.id)
    expect(permissions).toHaveLength(1)
    expect(permissions[0]).toMatchObject({ organization: organization!.id, roles: ['owner'] })

    // The landlord sees it through the API, and the virtual flag is never stored or returned.
    const token = await login(user.email)
    const me = await rest('GET', '/users/me', { token, query: { depth: 3 } })
    expect(me.body.user.organizationPermissions.docs[0].organization.id).toBe(organization!.id)
    expect(me.body.user).not.toHaveProperty('landlord')
  })

  it('a tenant sign-up creates no organization', async () => {
    const user = await signUp(false)
    expect(await organizationsOwnedBy(user.id)).toEqual([])
    expect(await permissionsOf(user.id)).toEqual([])
  })
})

describe('POST /api/organizations/mine', () => {
  it('creates the individual organization on first use and returns the same one afterwards', async () => {
    const { user, token } = await signedInTenant('becomes-landlord')
    const first = await rest('POST', '/organizations/mine', { token })
    expect(first.status).toBe(200)
    expect(first.body.doc).toMatchObject({ organizationType: 'individual' })
    const second = await rest('POST', '/organizations/mine', { token })
    expect(second.body.doc.id).toBe(first.body.doc.id)
    expect(await organizationsOwnedBy(user.id)).toHaveLength(1)
    expect(await permissionsOf(user.id)).toHaveLength(1)
  })

  it('concurrent first uses still end with one organization', async () => {
    const { user, token } = await signedInTenant('eager')
    const responses = await Promise.all(Array.from({ length: 8 }, () => rest('POST', '/organizations/mine', { token })))
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200))
    expect(new Set(responses.map((response) => response.body.doc.id)).size).toBe(1)
    expect(await organizationsOwnedBy(user.id)).toHaveLength(1)
    expect(await permissionsOf(user.id)).toHaveLength(1)
  })

  it('needs a signed-in user', async () => {
    const response = await rest('POST', '/organizations/mine')
    expect(response.status).toBe(401)
  })
})

describe('organization permissions', () => {
  it('roles (a select with many values) can be queried through the API', async () => {
    const { token } = await signedInTenant('queries')
    const mine = await rest('POST', '/organizations/mine', { token })
    for (const where of [{ roles: { in: ['owner'] } }, { roles: { contains: 'owner' } }, { roles: { equals: 'owner' } }]) {
      const found = await rest('GET', '/organization-permissions', { token, query: { where, depth: 0 } })
      expect(found.status, JSON.stringify(where)).toBe(200)
      expect(found.body.docs.map((permission: OrganizationPermission) => permission.organization)).toEqual([mine.body.doc.id])
    }
    const none = await rest('GET', '/organization-permissions', { token, query: { where: { roles: { in: ['tenant'] } } } })
    expect(none.body.docs).toEqual([])
  })

  it('the organization lists its members through the join', async () => {
    const { token } = await signedInTenant('members')
    const mine = await rest('POST', '/organizations/mine', { token })
    const organization = await rest('GET', `/organizations/${mine.body.doc.id}`, { token, query: { depth: 1 } })
    expect(organization.body.members.docs).toHaveLength(1)
    expect(organization.body.members.docs[0].roles).toEqual(['owner'])
  })
})
