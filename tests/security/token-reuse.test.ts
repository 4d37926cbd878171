import { beforeAll, describe, expect, it } from 'vitest'
import { createContact, createLease, createProperty, createUnit } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { resetThrottles } from '@api/utilities/throttle'
import { rest } from '../rest'
import { tokenFromMail } from '../support/outbox'
import { testPayload } from '../support/payload'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from '../support/users'

/**
 * Replays of one-time secrets and guessing: a used reset link, a used verification link and
 * an answered invitation do not work a second time (nor for another account), and guessing
 * a password is throttled whatever the client address.
 */

let landlord: SignedIn<{ organization: Organization }>

beforeAll(async () => {
  landlord = await signedInLandlord('reuse-inviter')
})

describe('one-time tokens', () => {
  it('V2.5.1 a used reset link does not reset the password again', async () => {
    const { user } = await signedInTenant('reuse-reset')
    await resetThrottles()
    expect((await rest('POST', '/users/forgot-password', { json: { email: user.email } })).status).toBe(200)
    const token = await tokenFromMail(user.email, '/reset-password')
    expect((await rest('POST', '/users/reset-password', { json: { token, password: 'First-horse11' } })).status).toBe(200)
    const again = await rest('POST', '/users/reset-password', { json: { token, password: 'Second-horse22' } })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    await expect(login(user.email, 'First-horse11')).resolves.toEqual(expect.any(String))
    await expect(login(user.email, 'Second-horse22')).rejects.toThrow()
  })

  it('V2.5.1 a used verification link is refused the second time', async () => {
    const email = uniqueEmail('reuse-verify')
    expect((await rest('POST', '/users', { json: { email, password: GOOD_PASSWORD, firstName: 'Re', lastName: 'Use' } })).status).toBe(201)
    const token = await tokenFromMail(email, '/verify-email')
    expect((await rest('POST', '/users/verify-email', { json: { token } })).status).toBe(200)
    expect((await rest('POST', '/users/verify-email', { json: { token } })).status).toBe(400)
  })

  it('V2.5.1 an accepted invitation token does not open the lease to a second account', async () => {
    const payload = await testPayload()
    const organization = landlord.organization.id
    const property = await createProperty(payload, { organization, address: { line1: '4 Reuse Lane', city: 'Austin', state: 'TX', postalCode: '78701' } })
    const unit = await createUnit(payload, { property: property.id, name: 'Reuse 1' })
    const email = uniqueEmail('reuse-invitee')
    const contact = await createContact(payload, { organization, firstName: 'Ina', lastName: 'Vitee', email, type: 'tenant' })
    const lease = await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', contacts: [contact.id] })
    const invitation = await rest('POST', '/invitations', { token: landlord.token, json: { lease: lease.id, contact: contact.id } })
    expect(invitation.status, JSON.stringify(invitation.body)).toBe(201)
    const id = invitation.body.doc.id
    const token = await tokenFromMail(email, '/tenant/create-account')

    await rest('POST', '/users', { json: { email, password: GOOD_PASSWORD, firstName: 'Ina', lastName: 'Vitee' } })
    const first = await login(email)
    expect((await rest('POST', `/invitations/${id}/accepted`, { token: first, json: { token } })).status).toBe(200)

    // The link forwarded to (or stolen by) someone else, after use.
    const thief = await signedInTenant('reuse-thief')
    for (const answer of ['accepted', 'declined']) {
      const replay = await rest('POST', `/invitations/${id}/${answer}`, { token: thief.token, json: { token } })
      expect(replay.status, `${answer}: ${JSON.stringify(replay.body)}`).toBeGreaterThanOrEqual(400)
      expect(replay.status).toBeLessThan(500)
    }
    expect((await rest('GET', `/leases/${lease.id}`, { token: thief.token })).status).toBe(404)
    const permissions = await payload.count({ collection: 'organization-permissions', where: { user: { equals: thief.user.id } }, overrideAccess: true })
    expect(permissions.totalDocs).toBe(0)
    expect((await rest('GET', `/invitations/${id}`, { query: { token } })).status).toBe(400)
  })
})

describe('password guessing', () => {
  it('V2.2.1 is throttled after 5 failures, even with the right password and from changing client addresses', async () => {
    const { user } = await signedInTenant('reuse-guess')
    await resetThrottles()
    const statuses: number[] = []
    for (let index = 0; index < 8; index++) {
      const response = await rest('POST', '/users/login', { json: { email: user.email, password: `Guess-number${index}` }, ip: `10.9.${index}.1` })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    const right = await rest('POST', '/users/login', { json: { email: user.email, password: GOOD_PASSWORD }, ip: '10.9.99.1' })
    expect(right.status).toBe(429)
    expect(right.body.token).toBeUndefined()
  })
})
