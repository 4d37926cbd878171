import { setupServer } from 'msw/node'
import { RouterContextProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listingPath } from '@common/listings'
import { messages } from '@common/messages'
import type { Organization, Unit } from '@api/payload-types'
import { createImage, createProperty, createUnit, ensureFeatureFlags } from '@api/seed/factories'
import { action as inquiryAction, loader as listingLoader } from '~/routes/app/sites/$slug.listings.$unitId'
import { CAPTCHA_FIELD } from '~/features/listings/public-site.server'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { HONEYPOT_FIELD_NAME } from '~/utils/honeypot.server'
import { clientIpContext } from '~/utils/security.server'
import { PASSING_TOKEN, RECAPTCHA_TEST_KEYS, recaptchaFailures, recaptchaHandlers, siteverifyRequests } from './mocks/recaptcha'
import { rest } from './rest'
import { routeRequest } from './support/routes'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The inquiry form's captcha (ADR 032): with both reCAPTCHA keys set, an inquiry without a
 * token or with one Google refuses (or while Google cannot be reached) is refused with the
 * message next to the captcha, and nothing is created; a passing token creates the lead.
 * Google's siteverify is intercepted by msw. Without keys (tests/listings.test.ts) the form
 * works without a captcha.
 */

// Only this file has the keys (the app reads its environment once per test file).
vi.hoisted(() => {
  // The values of RECAPTCHA_TEST_KEYS (hoisted above the imports).
  vi.stubEnv('RECAPTCHA_SITE_KEY', 'test-site-key')
  vi.stubEnv('RECAPTCHA_SECRET_KEY', 'test-secret-key')
})

const server = setupServer(...recaptchaHandlers)
let owner: SignedIn<{ organization: Organization }>
let unit: Unit
let slug: string

const DESCRIPTION =
  'A bright two-bedroom flat on a quiet tree-lined street, with a renovated kitchen, in-unit laundry and a shared garden. Walk to shops and the light rail.'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  owner = await signedInLandlord('captcha-owner')
  const payload = await testPayload()
  await payload.update({ collection: 'organizations', id: owner.organization.id, data: { organizationName: 'Captcha Court Homes' }, overrideAccess: true })
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  const property = await createProperty(payload, { organization: owner.organization.id })
  const images = []
  for (let index = 0; index < 3; index++) images.push((await createImage(payload, { organization: owner.organization.id })).id)
  unit = await createUnit(payload, {
    property: property.id,
    name: 'Captcha One',
    marketing: { headline: 'Captcha One', description: DESCRIPTION, availableDate: '2027-01-01T00:00:00.000Z', rent: 150_000, images },
  })
  const published = await rest('PATCH', `/units/${unit.id}`, { token: owner.token, json: { marketing: { status: 'published' } } })
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  slug = (await payload.findByID({ collection: 'organizations', id: owner.organization.id, depth: 0 })).slug!
})
afterEach(() => {
  server.resetHandlers()
  siteverifyRequests.length = 0
})
afterAll(() => {
  server.close()
  vi.unstubAllEnvs()
})

/** A visitor's post of the inquiry form, from an address. */
async function inquire(form: Record<string, string>): Promise<{ status: number; errors: Record<string, string>; location: string | null }> {
  const context = new RouterContextProvider()
  context.set(clientIpContext, '203.0.113.7')
  const params = { slug, unitId: String(unit.id) }
  try {
    const value = (await inquiryAction({ request: routeRequest(listingPath(slug, unit.id), { [HONEYPOT_FIELD_NAME]: '', ...form }), context, params } as never)) as unknown
    if (value && typeof value === 'object' && 'init' in value) {
      const reply = value as { init?: { status?: number }; data: { errors: Record<string, string>; values: Record<string, string> } }
      return { status: reply.init?.status ?? 200, errors: reply.data.errors, location: null }
    }
    return { status: 200, errors: {}, location: null }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, errors: {}, location: thrown.headers.get('Location') }
    throw thrown
  }
}

const leadsFrom = async (email: string) => (await rest('GET', '/contacts', { token: owner.token, query: { where: { email: { equals: email } } } })).body.totalDocs as number
const inquiry = (email: string) => ({ name: 'Casey Visitor', email, phone: '', message: 'Is the flat still available?' })

describe('the inquiry form with the captcha configured', () => {
  it('shows Google’s widget with the site key', async () => {
    const page = (await listingLoader({ request: routeRequest(listingPath(slug, unit.id)), params: { slug, unitId: String(unit.id) }, context: new RouterContextProvider() } as never)) as {
      inquiry: { captchaSiteKey: string | null }
    }
    expect(page.inquiry.captchaSiteKey).toBe(RECAPTCHA_TEST_KEYS.RECAPTCHA_SITE_KEY)
  })

  it('refuses an inquiry without a token, next to the captcha, without asking Google; nothing is created', async () => {
    const refused = await inquire(inquiry('no-token@visitor.example'))
    expect(refused.status).toBe(400)
    expect(refused.errors).toEqual({ [CAPTCHA_FIELD]: messages.captchaRequired })
    expect(siteverifyRequests).toHaveLength(0)
    expect(await leadsFrom('no-token@visitor.example')).toBe(0)
  })

  it('refuses a token Google does not confirm; nothing is created', async () => {
    const refused = await inquire({ ...inquiry('bad-token@visitor.example'), [CAPTCHA_FIELD]: 'failing-token' })
    expect(refused.status).toBe(400)
    expect(refused.errors).toEqual({ [CAPTCHA_FIELD]: messages.captchaRequired })
    expect(siteverifyRequests).toHaveLength(1)
    expect(Object.fromEntries(siteverifyRequests[0]!)).toEqual({ secret: RECAPTCHA_TEST_KEYS.RECAPTCHA_SECRET_KEY, response: 'failing-token', remoteip: '203.0.113.7' })
    expect(await leadsFrom('bad-token@visitor.example')).toBe(0)
  })

  it('refuses while Google cannot be reached or fails (never a 500); nothing is created', async () => {
    for (const failure of [recaptchaFailures.unreachable, recaptchaFailures.serverError]) {
      server.use(failure)
      const refused = await inquire({ ...inquiry('google-down@visitor.example'), [CAPTCHA_FIELD]: PASSING_TOKEN })
      expect(refused.status).toBe(400)
      expect(refused.errors[CAPTCHA_FIELD]).toBe(messages.captchaRequired)
      server.resetHandlers()
    }
    expect(await leadsFrom('google-down@visitor.example')).toBe(0)
  })

  it('checks the fields before the captcha: bad input is answered next to its fields first', async () => {
    const refused = await inquire({ name: '', email: 'casey@visitor.example', message: 'Hi', [CAPTCHA_FIELD]: PASSING_TOKEN })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.errors)).toEqual(['name'])
    expect(siteverifyRequests).toHaveLength(0)
  })

  it('a token Google confirms sends the inquiry: the lead is created and the visitor sees the confirmation', async () => {
    const sent = await inquire({ ...inquiry('passing@visitor.example'), [CAPTCHA_FIELD]: PASSING_TOKEN })
    expect(sent).toMatchObject({ status: 302, location: `${listingPath(slug, unit.id)}?sent=1#inquiry` })
    expect(siteverifyRequests.map((form) => form.get('response'))).toEqual([PASSING_TOKEN])
    expect(await leadsFrom('passing@visitor.example')).toBe(1)
  })
})
