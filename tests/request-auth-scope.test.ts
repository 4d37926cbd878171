import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Organization, Property } from '@api/payload-types'
import { createProperty } from '@api/seed/factories'
import { withAuthScope } from '@api/utilities/requestAuthScope'
import { apiFetch, collectionClient } from '~/utils/api.server'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { signedInLandlord, login, type SignedIn } from './support/users'

/**
 * One authentication per page request (ADR 038): inside a request's scope the in-process
 * API calls with the same token reuse the JWT strategy's user; another token, a write, or
 * no scope at all authenticates as before, and access control is unchanged.
 */
let alice: SignedIn<{ organization: Organization }>
let bob: SignedIn<{ organization: Organization }>
let aliceProperty: Property

beforeAll(async () => {
  ;[alice, bob] = await Promise.all([signedInLandlord('scope-alice'), signedInLandlord('scope-bob')])
  aliceProperty = await createProperty(await testPayload(), { organization: alice.organization.id, nickname: 'Scoped' })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Counts the JWT strategy's user reads (findByID of a user with overrideAccess) while `fn` runs. */
async function countAuthentications(fn: () => Promise<unknown>) {
  const payload = await testPayload()
  const findByID = vi.spyOn(payload, 'findByID')
  await fn()
  const reads = findByID.mock.calls.filter(([args]) => args.collection === 'users' && args.overrideAccess === true).length
  findByID.mockRestore()
  return reads
}

const readProperty = (token: string, id: number) => collectionClient(token, 'landlord').findById('properties', id, { depth: 0 })

describe('the request auth scope', () => {
  it('authenticates a token once for every GET of the request, concurrent ones included', async () => {
    const reads = await countAuthentications(() =>
      withAuthScope(async () => {
        const [me, property] = await Promise.all([apiFetch<{ user: { id: number } }>('GET', '/users/me', { token: alice.token }), readProperty(alice.token, aliceProperty.id)])
        expect(me.user.id).toBe(alice.user.id)
        expect(property.id).toBe(aliceProperty.id)
        await collectionClient(alice.token, 'landlord').find('properties', { depth: 0 })
      }),
    )
    expect(reads).toBe(1)
  })

  it('authenticates every call outside a scope, as before', async () => {
    const reads = await countAuthentications(async () => {
      await apiFetch('GET', '/users/me', { token: alice.token })
      await readProperty(alice.token, aliceProperty.id)
      await collectionClient(alice.token, 'landlord').find('properties', { depth: 0 })
    })
    expect(reads).toBe(3)
  })

  it('keeps each token to its own user: another landlord still gets 404 for the property inside the same scope', async () => {
    await withAuthScope(async () => {
      expect((await readProperty(alice.token, aliceProperty.id)).id).toBe(aliceProperty.id)
      await expect(readProperty(bob.token, aliceProperty.id)).rejects.toMatchObject({ status: 404 })
      const bobs = await collectionClient(bob.token, 'landlord').find('properties', { depth: 0, where: { id: { equals: aliceProperty.id } } })
      expect(bobs.docs).toHaveLength(0)
      const me = await apiFetch<{ user: { id: number } }>('GET', '/users/me', { token: bob.token })
      expect(me.user.id).toBe(bob.user.id)
    })
  })

  it('does not remember a token that was rejected', async () => {
    await withAuthScope(async () => {
      const me = await apiFetch<{ user: unknown }>('GET', '/users/me', { token: 'not-a-token' })
      expect(me.user).toBeNull()
      await expect(readProperty('not-a-token', aliceProperty.id)).rejects.toMatchObject({ status: expect.any(Number) })
    })
  })

  it('authenticates again after a write: a session ended in the request is seen by its next call', async () => {
    const token = await login(alice.user.email)
    await withAuthScope(async () => {
      expect((await apiFetch<{ user: { id: number } | null }>('GET', '/users/me', { token })).user?.id).toBe(alice.user.id)
      await apiFetch('POST', '/users/logout', { token })
      expect((await apiFetch<{ user: unknown }>('GET', '/users/me', { token })).user).toBeNull()
    })
  })

  it('authenticates again after a write that reached Payload without the web app (the /api route)', async () => {
    const token = await login(alice.user.email)
    await withAuthScope(async () => {
      expect((await rest('GET', '/users/me', { token })).body.user.id).toBe(alice.user.id)
      expect((await rest('POST', '/users/logout', { token })).status).toBe(200)
      expect((await rest('GET', '/users/me', { token })).body.user).toBeNull()
    })
  })

  it('hands each call its own copy of the user', async () => {
    await withAuthScope(async () => {
      const payload = await testPayload()
      const seen: unknown[] = []
      const original = payload.findByID
      vi.spyOn(payload, 'findByID').mockImplementation(async (args) => {
        if (args.collection === 'users' && args.overrideAccess === false && args.req?.user) seen.push(args.req.user)
        return original(args as never)
      })
      await apiFetch('GET', '/users/me', { token: alice.token })
      await apiFetch('GET', '/users/me', { token: alice.token })
      expect(seen).toHaveLength(2)
      expect(seen[0]).not.toBe(seen[1])
      expect(seen[0]).toEqual(seen[1])
    })
  })
})
