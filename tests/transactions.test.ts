import type { CollectionAfterChangeHook } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Organization } from '@api/payload-types'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { mailsTo } from './support/outbox'
import { useFastPasswordHashing, useRealPasswordHashing } from './support/password-hashing.mjs'
import { GOOD_PASSWORD, signedInLandlord, uniqueEmail, type SignedIn } from './support/users'

type Landlord = SignedIn<{ organization: Organization }>

let landlords: Landlord[]
beforeAll(async () => {
  landlords = await Promise.all([1, 2, 3, 4, 5].map((index) => signedInLandlord(`writer${index}`)))
})

describe('concurrent writes', () => {
  it('50 concurrent writes through the REST API all succeed', async () => {
    type Write = { kind: 'sign-up' | 'organization' | 'user'; index: number; landlord: Landlord }
    // A fifth are landlord sign-ups (user, organization, permission and token in one transaction),
    // the others change an organization (access checked against memberships) or the user itself,
    // spread over the landlords in turn.
    let turn = 0
    const plan: Write[] = Array.from({ length: 50 }, (_, index) => {
      if (index % 5 === 0) return { kind: 'sign-up', index, landlord: landlords[0]! }
      turn++
      return { kind: turn % 2 === 0 ? 'organization' : 'user', index, landlord: landlords[Math.floor(turn / 2) % landlords.length]! }
    })
    const send = ({ kind, index, landlord }: Write) => {
      if (kind === 'sign-up') {
        const json = { email: uniqueEmail(`burst${index}`), password: GOOD_PASSWORD, firstName: 'Burst', lastName: `${index}`, landlord: true }
        return rest('POST', '/users', { ip: `10.9.1.${index}`, json })
      }
      return kind === 'organization'
        ? rest('PATCH', `/organizations/${landlord.organization.id}`, { token: landlord.token, json: { organizationName: `Rentals ${index}` } })
        : rest('PATCH', `/users/${landlord.user.id}`, { token: landlord.token, json: { lastName: `Writer ${index}` } })
    }
    // Reads run alongside.
    const reads = landlords.map((landlord) => rest('GET', '/users/me', { token: landlord.token, query: { depth: 3 } }))
    const responses = await Promise.all([...plan.map(send), ...reads])

    const failures = responses.filter((response) => response.status >= 300)
    expect(failures.map((response) => `${response.status} ${JSON.stringify(response.body)}`)).toEqual([])
    expect(JSON.stringify(responses.map((response) => response.body))).not.toMatch(/SQLITE_BUSY|database is locked/)

    const payload = await testPayload()
    // Every sign-up has its organization and permission; every organization ends with the name of one of its writes.
    for (const [position, write] of plan.entries()) {
      if (write.kind !== 'sign-up') continue
      const userId = responses[position]!.body.doc.id
      const owned = await payload.count({ collection: 'organizations', where: { owner: { equals: userId } } })
      const permissions = await payload.count({ collection: 'organization-permissions', where: { user: { equals: userId } } })
      expect([owned.totalDocs, permissions.totalDocs]).toEqual([1, 1])
    }
    for (const landlord of landlords) {
      const organization = await payload.findByID({ collection: 'organizations', id: landlord.organization.id })
      const names = plan.filter((write) => write.kind === 'organization' && write.landlord === landlord).map((write) => `Rentals ${write.index}`)
      expect(names).toContain(organization.organizationName)
    }
  })

  it('concurrent sign-ups, each writing a user, an organization and a permission, all succeed without holding up other writes', async () => {
    // Real password hashing: a second of CPU per sign-up is what must not hold the write lock.
    useRealPasswordHashing()
    try {
      const emails = Array.from({ length: 6 }, () => uniqueEmail('rush'))
      const started = performance.now()
      const signUps = Promise.all(
        emails.map((email, index) =>
          // Each from its own address, as real visitors would be (sign-ups are throttled per IP).
          rest('POST', '/users', { ip: `10.9.0.${index + 1}`, json: { email, password: GOOD_PASSWORD, firstName: 'Rush', lastName: 'Hour', landlord: true } }),
        ),
      ).then((responses) => ({ responses, ms: performance.now() - started }))
      // A write that arrives while the sign-ups hash their passwords goes through at once.
      await new Promise((resolve) => setTimeout(resolve, 20))
      const writeStarted = performance.now()
      const write = await rest('PATCH', `/users/${landlords[0]!.user.id}`, { token: landlords[0]!.token, json: { firstName: 'Meanwhile' } })
      const writeMs = performance.now() - writeStarted
      const { responses, ms } = await signUps

      expect(write.status).toBe(200)
      expect(responses.map((response) => response.status)).toEqual(Array(emails.length).fill(201))
      expect(writeMs).toBeLessThan(ms / 2)
      const payload = await testPayload()
      for (const response of responses) {
        const owned = await payload.count({ collection: 'organizations', where: { owner: { equals: response.body.doc.id } } })
        const permissions = await payload.count({ collection: 'organization-permissions', where: { user: { equals: response.body.doc.id } } })
        expect([owned.totalDocs, permissions.totalDocs]).toEqual([1, 1])
      }
    } finally {
      useFastPasswordHashing()
    }
  })
})

describe('a write whose hook fails leaves nothing behind', () => {
  const failingEmail = uniqueEmail('doomed')
  let removeHook: (() => void) | undefined

  afterEach(() => removeHook?.())

  it('a landlord sign-up failing after its organization was created rolls back the user, the organization and the permission', async () => {
    const payload = await testPayload()
    const organizationsBefore = await payload.count({ collection: 'organizations' })
    const permissionsBefore = await payload.count({ collection: 'organization-permissions' })
    let organizationSeenByHook = 0

    // A last afterChange hook on users, added for this test only: it runs after the
    // organization hook (same transaction) and fails.
    const failAfterOrganization: CollectionAfterChangeHook = async ({ doc, req }) => {
      if (doc.email !== failingEmail) return doc
      organizationSeenByHook = (await req.payload.count({ collection: 'organizations', where: { owner: { equals: doc.id } }, req })).totalDocs
      throw new Error('Simulated failure after the organization was created')
    }
    const hooks = payload.collections.users.config.hooks.afterChange
    hooks.push(failAfterOrganization)
    removeHook = () => hooks.splice(hooks.indexOf(failAfterOrganization), 1)

    const response = await rest('POST', '/users', { json: { email: failingEmail, password: GOOD_PASSWORD, firstName: 'Doomed', lastName: 'Write', landlord: true } })
    expect(response.status).toBe(500)
    expect(organizationSeenByHook).toBe(1)

    expect((await payload.count({ collection: 'users', where: { email: { equals: failingEmail } } })).totalDocs).toBe(0)
    expect(await payload.count({ collection: 'organizations' })).toEqual(organizationsBefore)
    expect(await payload.count({ collection: 'organization-permissions' })).toEqual(permissionsBefore)
    // Nor did the verification e-mail go out for an account that does not exist.
    expect(await mailsTo(failingEmail)).toEqual([])

    // The database is left usable: the same sign-up succeeds once the failure is gone.
    removeHook()
    removeHook = undefined
    const retry = await rest('POST', '/users', { json: { email: failingEmail, password: GOOD_PASSWORD, firstName: 'Doomed', lastName: 'Write', landlord: true } })
    expect(retry.status).toBe(201)
    expect((await payload.count({ collection: 'organizations', where: { owner: { equals: retry.body.doc.id } } })).totalDocs).toBe(1)
    expect(await mailsTo(failingEmail)).toHaveLength(1)
  })
})
