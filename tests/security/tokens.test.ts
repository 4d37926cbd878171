
import { beforeAll, describe, expect, it } from 'vitest'
import { action as signUpAction } from '~/routes/app/public/landlord.create-account'
import { action as resetPasswordAction } from '~/routes/app/public/reset-password'
import { action as userSettingsAction } from '~/routes/app/settings.user-settings'


import { hashToken } from '@api/collections/Users/hooks/sendVerification'
import { createContact, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { ourMessages } from '@common/messages'
import { peopleMessages } from '@common/people'
import { errorMessage, rest } from '../rest'
import { mailsTo, tokenFromMail } from '../support/outbox'
import { testPayload } from '../support/payload'
import { account, fieldErrors, runRoute, runAsVisitor, type FormFields, type RouteHandler } from '../support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from '../support/users'

/**
 * Secrets and lookups (ASVS V2.1.7, V2.4.1, V4.2.1, V4.1.3): common passwords are refused on every
 * path that sets one, reset tokens are stored hashed, an invitation answers nothing about
 * itself to a wrong token, and an unverified account reads no invitation by its address.
 */
const COMMON = 'P@ssw0rd' // meets every rule of the spec, and is among the 10,000 most common passwords

/** Runs a route handler as a visitor (a session without a token). */
const asVisitor = (handler: RouteHandler, path: string, form: FormFields) => runAsVisitor(handler, path, { form })

describe('common passwords', () => {
  it('V2.1.7 sign-up with a common password is refused by the API and the page shows why next to the field', async () => {
    const api = await rest('POST', '/users', { json: { email: uniqueEmail('common'), password: COMMON, firstName: 'Com', lastName: 'Mon' } })
    expect(api.status).toBe(400)
    expect(errorMessage(api.body)).toBe(ourMessages.passwordTooCommon)
    expect(api.body.errors[0].data.errors[0]).toMatchObject({ path: 'password' })

    const email = uniqueEmail('common-page')
    const page = await asVisitor(signUpAction, '/app/landlord/create-account', { firstName: 'Com', lastName: 'Mon', email, password: COMMON, terms: 'on' })
    expect(page.status).toBe(400)
    expect(fieldErrors(page).password).toEqual([ourMessages.passwordTooCommon])
    expect(await mailsTo(email)).toEqual([])
  })

  it('V2.1.7 a reset to a common password is refused (API and page) and the link keeps working', async () => {
    const { user } = await signedInTenant('common-reset')
    await rest('POST', '/users/forgot-password', { json: { email: user.email } })
    const token = await tokenFromMail(user.email, '/reset-password')
    const api = await rest('POST', '/users/reset-password', { json: { token, password: COMMON } })
    expect(api.status).toBe(400)
    expect(errorMessage(api.body)).toBe(ourMessages.passwordTooCommon)
    const page = await asVisitor(resetPasswordAction, '/app/reset-password', { token, password: COMMON, confirmPassword: COMMON })
    expect(page.status).toBe(400)
    expect(fieldErrors(page).password).toEqual([ourMessages.passwordTooCommon])
    expect((await rest('POST', '/users/reset-password', { json: { token, password: 'Unusual-horse7' } })).status).toBe(200)
  })

  it('V2.1.7 changing to a common password is refused (API and settings page); the old password stays', async () => {
    const signedIn = await signedInTenant('common-change')
    const api = await rest('PATCH', `/users/${signedIn.user.id}`, { token: signedIn.token, json: { password: COMMON, currentPassword: GOOD_PASSWORD } })
    expect(api.status).toBe(400)
    expect(errorMessage(api.body)).toBe(ourMessages.passwordTooCommon)
    const page = await runRoute(userSettingsAction, '/app/settings/user-settings', {
      who: account(signedIn),
      role: 'tenant',
      form: { intent: 'change-password', currentPassword: GOOD_PASSWORD, newPassword: COMMON, confirmPassword: COMMON },
    })
    expect(page.status).toBe(400)
    expect(fieldErrors(page).newPassword).toEqual([ourMessages.passwordTooCommon])
    expect(await login(signedIn.user.email)).toBeTruthy()
  })
})

describe('password reset tokens', () => {
  it('V2.4.1 are stored hashed: the database holds no usable token, and the mailed one still works once', async () => {
    const { user } = await signedInTenant('reset-hash')
    await rest('POST', '/users/forgot-password', { json: { email: user.email } })
    const token = await tokenFromMail(user.email, '/reset-password')
    const payload = await testPayload()
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({ collection: 'users', where: { id: { equals: user.id } } })
    expect(stored?.resetPasswordToken).toBe(hashToken(token))
    expect(stored?.resetPasswordToken).not.toContain(token)
    // The stored value itself opens nothing.
    expect((await rest('POST', '/users/reset-password', { json: { token: stored!.resetPasswordToken, password: 'Unusual-horse7' } })).status).toBe(403)
    expect((await rest('POST', '/users/reset-password', { json: { token, password: 'Unusual-horse7' } })).status).toBe(200)
    expect((await rest('POST', '/users/reset-password', { json: { token, password: 'Unusual-horse8' } })).status).toBe(403)
    expect(await login(user.email, 'Unusual-horse7')).toBeTruthy()
  })
})

type Landlord = SignedIn<{ organization: Organization }>

describe('invitations', () => {
  let landlord: Landlord
  beforeAll(async () => {
    landlord = await signedInLandlord('sec-inviter')
  })

  async function invited(label: string) {
    const payload = await testPayload()
    const organization = landlord.organization.id
    const email = uniqueEmail(label)
    const property = await createProperty(payload, { organization, address: { line1: `${label} 7 Elm Street`, city: 'Austin', state: 'TX', postalCode: '78701' } })
    const unit = await createUnit(payload, { property: property.id, name: `${label} 1` })
    const contact = await createContact(payload, { organization, firstName: label, lastName: 'Renter', email, type: 'tenant' })
    const lease = await createLease(payload, { unit: unit.id, rent: 120_000, status: 'active', contacts: [contact.id] })
    const created = await rest('POST', '/invitations', { token: landlord.token, json: { lease: lease.id, contact: contact.id } })
    expect(created.status).toBe(201)
    return { invitation: created.body.doc as { id: number }, email, token: await tokenFromMail(email, '/tenant/create-account') }
  }

  it('V4.2.1 a wrong token learns nothing about an answered invitation; the right one is told it was answered', async () => {
    const { invitation, email, token } = await invited('answered')
    const payload = await testPayload()
    await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'Ann', lastName: 'Renter', verified: false })
    const tenantToken = await login(email)
    expect((await rest('POST', `/invitations/${invitation.id}/declined`, { token: tenantToken, json: { token } })).status).toBe(200)

    const wrongLookup = await rest('GET', `/invitations/${invitation.id}`, { query: { token: 'not-the-token' } })
    expect(wrongLookup.status).toBe(400)
    expect(errorMessage(wrongLookup.body)).toBe(peopleMessages.invitationLinkInvalid)
    const wrongAnswer = await rest('POST', `/invitations/${invitation.id}/accepted`, { token: tenantToken, json: { token: 'not-the-token' } })
    expect(wrongAnswer.status).toBe(400)
    expect(errorMessage(wrongAnswer.body)).toBe(peopleMessages.invitationLinkInvalid)

    const rightLookup = await rest('GET', `/invitations/${invitation.id}`, { query: { token } })
    expect(errorMessage(rightLookup.body)).toBe(peopleMessages.invitationAnswered)
    const reused = await rest('POST', `/invitations/${invitation.id}/accepted`, { token: tenantToken, json: { token } })
    expect(errorMessage(reused.body)).toBe(peopleMessages.invitationAnswered)
  })

  it('V4.2.1 an unverified account without the token is told to prove its address before anything about the invitation', async () => {
    const { invitation, email, token } = await invited('unproven')
    const payload = await testPayload()
    await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'Una', lastName: 'Renter', verified: false })
    const tenantToken = await login(email)
    expect((await rest('POST', `/invitations/${invitation.id}/declined`, { token: tenantToken, json: { token } })).status).toBe(200)
    const withoutToken = await rest('POST', `/invitations/${invitation.id}/accepted`, { token: tenantToken, json: {} })
    expect(errorMessage(withoutToken.body)).toBe(peopleMessages.invitationNeedsVerifiedEmail)
  })

  it('V4.1.3 an unverified account reads no invitation sent to its address; once verified it does', async () => {
    const { invitation, email } = await invited('unverified-read')
    const payload = await testPayload()
    const user = await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'Val', lastName: 'Renter', verified: false })
    const tenantToken = await login(email)
    expect((await rest('GET', `/invitations/${invitation.id}`, { token: tenantToken })).status).toBe(404)
    expect((await rest('GET', '/invitations', { token: tenantToken })).body.docs).toEqual([])

    await payload.update({ collection: 'users', id: user.id, data: { verified: true }, overrideAccess: true })
    const verifiedToken = await login(email)
    expect((await rest('GET', `/invitations/${invitation.id}`, { token: verifiedToken })).status).toBe(200)
    expect((await rest('GET', '/invitations', { token: verifiedToken })).body.docs.map((doc: { id: number }) => doc.id)).toEqual([invitation.id])
    // The landlord's staff read it as before.
    expect((await rest('GET', `/invitations/${invitation.id}`, { token: landlord.token })).status).toBe(200)
  })
})
