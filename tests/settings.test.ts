import { beforeAll, describe, expect, it } from 'vitest'
import { action as settingsAction, loader as settingsLoader } from '~/routes/app/settings'
import { action as websiteAction, loader as websiteLoader } from '~/routes/app/settings.business-website'
import { loader as billingLoader } from '~/routes/app/settings.billing'
import { action as userSettingsAction } from '~/routes/app/settings.user-settings'
import { businessMessages } from '@common/business'
import { messages } from '@common/messages'
import { rest, errorMessage } from './rest'
import { account, fieldErrors, formErrors, routeRunner, type Account, type FormFields } from './support/routes'
import { GOOD_PASSWORD, login, signedInLandlord, signedInTenant } from './support/users'

/**
 * Account settings and the business website (product-spec §2, §5, §8): the drawers' validation
 * messages and saves (JavaScript off: form posts to the routes' actions), the API's own
 * validators, billing without Stripe, and the e-mail change with re-authentication.
 */
let landlord: Account & { organizationId: number; email: string }
let outsider: Account
let tenant: Account
const run = routeRunner(() => landlord)

beforeAll(async () => {
  const signedIn = await signedInLandlord('settings')
  landlord = { ...account(signedIn), organizationId: signedIn.organization.id, email: signedIn.user.email }
  outsider = account(await signedInLandlord('settings-outsider'))
  tenant = account(await signedInTenant('settings-tenant'))
})

const stored = async () => (await rest('GET', `/organizations/${landlord.organizationId}`, { token: landlord.token, query: { depth: 0 } })).body

const post = (form: FormFields, path = '/app/settings') => run(path.includes('business-website') ? websiteAction : settingsAction, path, { form: { returnTo: path, ...form } })

describe('Account Information drawer', () => {
  it('needs first and last name for an individual and a valid US phone', async () => {
    const outcome = await post({ intent: 'account-information', organizationType: 'individual', firstName: '', lastName: '', phoneNumber: '555-0100' })
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome)).toMatchObject({ firstName: [businessMessages.nameRequired], lastName: [businessMessages.nameRequired], phoneNumber: ['Please enter a valid phone number.'] })
  })

  it("refuses a company's bad website ('Please enter a valid website') and stores a good one normalised", async () => {
    const bad = await post({ intent: 'account-information', organizationType: 'company', organizationName: 'Acme Rentals', website: 'not a website' })
    expect(fieldErrors(bad).website).toEqual(['Please enter a valid website'])
    const good = await post({
      intent: 'account-information',
      organizationType: 'company',
      organizationName: 'Acme Rentals',
      website: 'Acme-Rentals.com',
      phoneNumber: '(512) 555-0100',
      email: 'office@acme.example',
      'address.line1': '5 Congress Ave',
      'address.city': 'Austin',
      'address.state': 'tx',
      'address.postalCode': '78701',
    })
    expect(good).toMatchObject({ status: 302, location: '/app/settings', toast: { type: 'success' } })
    expect(await stored()).toMatchObject({
      organizationType: 'company',
      organizationName: 'Acme Rentals',
      website: 'https://acme-rentals.com',
      phoneNumber: '(512) 555-0100',
      address: { line1: '5 Congress Ave', state: 'TX', postalCode: '78701' },
    })
    const page = await run(settingsLoader, '/app/settings')
    expect(page.data.organization.organizationName).toBe('Acme Rentals')
  })

  it('a partial address names the missing parts', async () => {
    const outcome = await post({ intent: 'account-information', organizationType: 'company', 'address.line1': '9 Elm St' })
    expect(fieldErrors(outcome)).toMatchObject({ 'address.city': ['This field is required.'], 'address.postalCode': ['This field is required.'] })
  })
})

describe('the API enforces the same rules (Organizations field validators)', () => {
  it('refuses a bad phone, a bad website, an individual without a name; normalises the website', async () => {
    const patch = (json: object) => rest('PATCH', `/organizations/${landlord.organizationId}`, { token: landlord.token, json })
    const phone = await patch({ phoneNumber: '12345' })
    expect(phone.status).toBe(400)
    expect(errorMessage(phone.body)).toBe('Please enter a valid phone number.')
    const contactPhone = await patch({ marketing: { contactInfo: { phone: [{ number: 'call me', type: 'call' }] } } })
    expect(errorMessage(contactPhone.body)).toBe('Please enter a valid phone number.')
    expect(errorMessage((await patch({ website: 'http//nope' })).body)).toBe('Please enter a valid website')
    expect(errorMessage((await patch({ organizationType: 'individual', firstName: '' })).body)).toBe(businessMessages.nameRequired)
    expect((await patch({ website: 'www.Example.org/about' })).body.doc.website).toBe('https://www.example.org/about')
  })
})

describe('Business Contact Information drawer', () => {
  it('checks each phone, keeps two slots with their contact method (call by default)', async () => {
    const bad = await post({ intent: 'business-contact-information', phone1: '555', phone2: '(512) 555-0199' })
    expect(fieldErrors(bad).phone1).toEqual(['Please enter a valid phone number.'])
    const good = await post({ intent: 'business-contact-information', phone1: '(512) 555-0101', phone2: '512-555-0102', phone2Method: 'text', contactEmail: 'leasing@acme.example' })
    expect(good.status, JSON.stringify(good.data)).toBe(302)
    const { marketing } = await stored()
    expect(marketing.contactInfo.phone).toMatchObject([
      { number: '(512) 555-0101', type: 'call' },
      { number: '512-555-0102', type: 'text' },
    ])
    expect(marketing.contactInfo.email).toBe('leasing@acme.example')
  })
})

describe('Business Website drawer', () => {
  it('saves the toggles and the description, and shows them back', async () => {
    const saved = await post({ intent: 'business-website', shareAddress: 'on', shareEmail: 'on', description: 'Family-run rentals since 1990.' }, '/app/settings/business-website')
    expect(saved).toMatchObject({ status: 302, location: '/app/settings/business-website' })
    expect(await stored()).toMatchObject({ description: 'Family-run rentals since 1990.', marketing: { shareAddress: true, sharePhone: false, shareEmail: true } })
    const page = await run(websiteLoader, '/app/settings/business-website?d=business-website')
    expect(page.data.organization.marketing).toMatchObject({ shareAddress: true, sharePhone: false, shareEmail: true })
    // Turning one off again.
    await post({ intent: 'business-website', shareEmail: 'on' }, '/app/settings/business-website')
    expect((await stored()).marketing).toMatchObject({ shareAddress: false, shareEmail: true })
  })

  it("uploads a website image, replaces nothing else, and removes it; a refused upload reads 'Try again'", async () => {
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))
    const uploaded = await post({ intent: 'website-image-upload', file: new File([png], 'front.png', { type: 'image/png' }) }, '/app/settings/business-website')
    expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(302)
    const imageId = (await stored()).websiteImage
    expect(typeof imageId).toBe('number')
    // Not an image in disguise: the API refuses the bytes; the drawer says 'Try again'.
    const fake = await post({ intent: 'website-image-upload', file: new File(['hello'], 'fake.png', { type: 'image/png' }) }, '/app/settings/business-website')
    expect(fake.status).toBe(400)
    expect(formErrors(fake)).toEqual([businessMessages.tryAgain])
    expect((await stored()).websiteImage).toBe(imageId)
    const removed = await post({ intent: 'website-image-remove' }, '/app/settings/business-website')
    expect(removed.status).toBe(302)
    expect((await stored()).websiteImage).toBeNull()
    expect((await rest('GET', `/images/${imageId}`, { token: landlord.token })).status).toBe(404)
  })
})

describe('privacy and roles', () => {
  it("another landlord's forms change only their own organization; a tenant has no account settings", async () => {
    const before = await stored()
    // The forms act on the caller's own organization: there is no id to swap.
    expect((await run(settingsAction, '/app/settings', { who: outsider, form: { intent: 'business-website', description: 'Hijack', returnTo: '/app/settings' } })).status).toBe(302)
    await run(websiteAction, '/app/settings/business-website', { who: outsider, form: { intent: 'business-website', description: 'Mine', returnTo: '/app/settings/business-website' } })
    expect((await stored()).description).toBe(before.description)
    expect((await run(settingsLoader, '/app/settings', { who: tenant, role: 'tenant' })).location).toBe('/app/settings/user-settings')
    expect((await run(websiteLoader, '/app/settings/business-website', { who: tenant, role: 'tenant' })).status).toBe(302)
  })
})

describe('billing without Stripe', () => {
  it('says every organization has access; no portal', async () => {
    const page = await run(billingLoader, '/app/settings/billing')
    expect(page.data.subscription).toMatchObject({ stripeConfigured: false, grantsAccess: true, canManage: false })
    expect((await rest('POST', `/organizations/${landlord.organizationId}/subscription/portal`, { token: landlord.token })).status).toBe(409)
    expect((await rest('GET', `/organizations/${landlord.organizationId}/subscription`, { token: outsider.token })).status).toBe(404)
  })
})

describe('changing the e-mail (user settings)', () => {
  it('needs the current password, then unverifies the account until the new address is confirmed', async () => {
    const who = await signedInLandlord('email-change')
    const me = account(who)
    const wrong = await run(userSettingsAction, '/app/settings/user-settings', { who: me, form: { intent: 'change-email', email: 'moved@test.leasewell.app', currentPassword: 'Wrong-pass1!' } })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong).currentPassword).toEqual(['The current password is incorrect.'])
    const newEmail = `moved-${who.user.id}@test.leasewell.app`
    const changed = await run(userSettingsAction, '/app/settings/user-settings', { who: me, form: { intent: 'change-email', email: newEmail, currentPassword: GOOD_PASSWORD } })
    expect(changed.status, JSON.stringify(changed.data)).toBe(302)
    const user = (await rest('GET', '/users/me', { token: await login(newEmail) })).body.user
    expect(user).toMatchObject({ email: newEmail, verified: false })
  })
})

describe('the name (user settings)', () => {
  it("an empty first name is refused next to the field with the spec's message, nothing saved; a name saves", async () => {
    const who = await signedInTenant('name-change')
    const me = account(who)
    const path = '/app/settings/user-settings'
    const empty = await run(userSettingsAction, path, { who: me, role: 'tenant', form: { intent: 'update-profile', firstName: ' ', lastName: 'Renamed' } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty).firstName).toEqual([messages.fieldRequired])
    const unchanged = (await rest('GET', '/users/me', { token: me.token })).body.user
    expect(unchanged).toMatchObject({ firstName: who.user.firstName, lastName: who.user.lastName })
    const saved = await run(userSettingsAction, path, { who: me, role: 'tenant', form: { intent: 'update-profile', firstName: 'Robin', lastName: 'Renamed' } })
    expect(saved.status).toBe(302)
    expect((await rest('GET', '/users/me', { token: me.token })).body.user).toMatchObject({ firstName: 'Robin', lastName: 'Renamed' })
  })
})
