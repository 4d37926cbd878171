import { beforeAll, describe, expect, it } from 'vitest'
import { fairHousingFlags, hasContactDetails, listingHealth, listingMessages, listingPath, MIN_LISTING_DESCRIPTION, SITE_MOVED, siteFeedPath, sitePath, slugify, slugMessages, slugProblem } from '@common/listings'
import { createImage, createLease, createProperty, createUnit } from '@api/seed/factories'
import type { Organization, Unit } from '@api/payload-types'
import type { PublicProperty } from '@common/listings'
import { idOf } from '@common/ids'
import { INQUIRIES_PER_HOUR } from '@api/utilities/throttle'
import { loader as marketingLoader } from '~/routes/app/landlord/marketing'
import { action as listingAction, loader as listingLoader } from '~/routes/app/landlord/marketing.$unitId'
import { RouterContextProvider } from 'react-router'
import { ensureFeatureFlags } from '@api/seed/factories'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { HONEYPOT_FIELD_NAME } from '~/utils/honeypot.server'
import { handle as listingPageHandle, action as publicListingAction, loader as publicListingLoader } from '~/routes/app/sites/$slug.listings.$unitId'
import { handle as sitePageHandle, loader as sitePageLoader } from '~/routes/app/sites/$slug'
import { loader as feedLoader } from '~/routes/app/sites/$slug.feed[.]xml'
import { loader as siteImageLoader } from '~/routes/app/sites/$slug.images.$filename'
import { action as websiteSettingsAction, loader as websiteSettingsLoader } from '~/routes/app/settings.business-website'
import { escapeXml } from '~/features/listings/hotpads-feed'
import { loader as robotsLoader } from '~/routes/robots[.]txt'
import { loader as sitemapLoader } from '~/routes/sitemap[.]xml'
import { seedDemoListings } from '@api/seed/listings'
import { seedDemoPortfolio } from '@api/seed/portfolio'
import { rest } from './rest'
import { account, fieldErrors as pageFieldErrors, formErrors, routeRequest, routeRunner } from './support/routes'
import { childrenNamed, childText, parseXml, type XmlElement } from './support/xml'
import { mailsTo } from './support/outbox'
import { testPayload } from './support/payload'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

/**
 * Marketing listings and the public business website (ADR 032): the publish rules, the
 * fair-housing check, who may edit a listing, what the public sees (published only; 410 once
 * unpublished or leased), inquiries becoming leads with a notification, and the listing that
 * unpublishes itself when an active lease starts.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let outsider: SignedIn

const DESCRIPTION =
  'A bright two-bedroom flat on a quiet tree-lined street, with a renovated kitchen, in-unit laundry and a shared garden. Walk to shops and the light rail.'
const fieldErrors = (body: any): Record<string, string> => Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [error.path, error.message]))

async function unitOf(organization: number, name: string, { photos = 3 } = {}): Promise<Unit> {
  const payload = await testPayload()
  const property = await createProperty(payload, { organization, address: { line1: `${name} 5 Birch Lane`, city: 'Portland', state: 'OR', postalCode: '97201' } })
  const images = []
  for (let index = 0; index < photos; index++) images.push((await createImage(payload, { organization, alt: `${name} photo ${index + 1}` })).id)
  return createUnit(payload, {
    property: property.id,
    name,
    information: { bedrooms: 2, bathrooms: 1, squareFeet: 850 },
    marketing: { headline: `${name}: sunny two-bedroom`, description: DESCRIPTION, availableDate: '2027-01-01T00:00:00.000Z', rent: 185_000, images },
  })
}

const publish = (token: string, unit: number, marketing: Record<string, unknown> = {}) => rest('PATCH', `/units/${unit}`, { token, json: { marketing: { status: 'published', ...marketing } } })
const slugOf = async (organization: number) => (await (await testPayload()).findByID({ collection: 'organizations', id: organization, depth: 0 })).slug!

beforeAll(async () => {
  ;[owner, foreign, outsider] = await Promise.all([signedInLandlord('listing-owner'), signedInLandlord('listing-foreign'), signedInTenant('listing-outsider')])
  const payload = await testPayload()
  await payload.update({
    collection: 'organizations',
    id: owner.organization.id,
    data: { organizationName: 'Birch Lane Homes', phoneNumber: '(503) 555-0100', email: 'office@birch.example', description: 'Family-run rentals.', marketing: { sharePhone: true, shareEmail: false, shareAddress: false } },
    overrideAccess: true,
  })
})

describe('the health check (common/listings.ts)', () => {
  it('names what blocks publishing and what only weakens the listing', () => {
    expect(listingHealth({}).blockers.map((issue) => issue.message)).toEqual([listingMessages.photosMissing, listingMessages.descriptionTooShort, listingMessages.availableDateMissing])
    expect(listingHealth({}).warnings.map((issue) => issue.field)).toEqual(['headline', 'rent'])
    const healthy = listingHealth({ headline: 'Flat', description: DESCRIPTION, availableDate: '2027-01-01', rent: 1, images: [1, 2, 3] })
    expect(healthy).toEqual({ blockers: [], warnings: [], fairHousing: [] })
    expect(listingHealth({ description: 'x'.repeat(MIN_LISTING_DESCRIPTION - 1) }).blockers.map((issue) => issue.field)).toContain('description')
  })

  it('finds contact details in a description, but not prices, years or sizes', () => {
    for (const text of ['Call 503-555-0199 today', 'Write to dana@example.com', 'See www.example.com', 'see danarentals.com for more', 'Text (503) 555 0199']) expect(hasContactDetails(text), text).toBe(true)
    for (const text of ['Rent $1,850, built 1998, 850 sq ft, 2 bedrooms', DESCRIPTION]) expect(hasContactDetails(text), text).toBe(false)
  })

  it('flags fair-housing wording in the title and the description, each category by its phrases', () => {
    const flags = listingHealth({ headline: 'Adults only retreat', description: 'Quiet building, no children, Christian household, female only, English speakers only, no wheelchairs, whites only.' }).fairHousing
    expect(flags.map((flag) => flag.category).sort()).toEqual(['disability', 'familialStatus', 'familialStatus', 'nationalOrigin', 'race', 'religion', 'sex'])
    expect(fairHousingFlags('NO   KIDS please')[0]).toMatchObject({ phrase: 'no kids', label: 'familial status' })
    // Whole words only: 'menu' is not 'men', a 'family room' is not a preference.
    expect(fairHousingFlags('Great menu of amenities, a family room and a mudroom.')).toEqual([])
  })

  it('makes readable slugs, and names what is wrong with a chosen one', () => {
    expect(slugify('Dana Rentals')).toBe('dana-rentals')
    expect(slugify('  Élan & Co. — Homes ')).toBe('elan-co-homes')
    expect(slugify('!!!')).toBe('')
    expect(slugProblem('dana-rentals-2')).toBeNull()
    expect(slugProblem('')).toBe(slugMessages.required)
    expect(slugProblem('ab')).toBe(slugMessages.length)
    expect(slugProblem('a'.repeat(61))).toBe(slugMessages.length)
    for (const bad of ['Dana', 'dana_rentals', '-dana', 'dana-', 'dana--rentals', 'dana rentals', 'dána']) expect(slugProblem(bad), bad).toBe(slugMessages.format)
    for (const reserved of ['admin', 'support', 'api', 'sitemap']) expect(slugProblem(reserved), reserved).toBe(slugMessages.reserved)
  })

  it('escapes XML text and attributes, and drops the characters XML cannot carry', () => {
    expect(escapeXml(`Tom & Jerry's <loft> "A"\u0001`)).toBe('Tom &amp; Jerry&apos;s &lt;loft&gt; &quot;A&quot;')
  })
})

describe('publishing', () => {
  it('the API refuses to publish with the health check’s messages, next to each field; nothing is saved', async () => {
    const unit = await unitOf(owner.organization.id, 'Bare', { photos: 1 })
    const refused = await publish(owner.token, unit.id, { description: 'Nice flat.', availableDate: null })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual({
      'marketing.images': listingMessages.photosMissing,
      'marketing.description': listingMessages.descriptionTooShort,
      'marketing.availableDate': listingMessages.availableDateMissing,
    })
    const withContact = await publish(owner.token, unit.id, { description: `${DESCRIPTION} Call me at 503-555-0199.` })
    expect(fieldErrors(withContact.body)['marketing.description']).toBe(listingMessages.descriptionHasContact)
    const stored = await (await testPayload()).findByID({ collection: 'units', id: unit.id, depth: 0 })
    expect(stored.marketing).toMatchObject({ status: 'draft', description: DESCRIPTION, publishedAt: null })
  })

  it('a listing that meets the rules is published, stamped and given the website’s address; a change breaking a rule is refused', async () => {
    const unit = await unitOf(owner.organization.id, 'Ready')
    const response = await publish(owner.token, unit.id, { publishedAt: '2001-01-01T00:00:00.000Z' })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const publishedAt = response.body.doc.marketing.publishedAt
    expect(Date.now() - Date.parse(publishedAt)).toBeLessThan(60_000)
    expect(await slugOf(owner.organization.id)).toBe('birch-lane-homes')
    const trimmed = await rest('PATCH', `/units/${unit.id}`, { token: owner.token, json: { marketing: { images: response.body.doc.marketing.images.slice(0, 2).map((image: { id: number }) => image.id) } } })
    expect(fieldErrors(trimmed.body)['marketing.images']).toBe(listingMessages.photosMissing)
    const unpublished = await rest('PATCH', `/units/${unit.id}`, { token: owner.token, json: { marketing: { status: 'unpublished' } } })
    expect(unpublished.body.doc.marketing).toMatchObject({ status: 'unpublished', publishedAt })
  })

  it('only the organization’s staff edit its listings: another landlord or a tenant gets 404', async () => {
    const unit = await unitOf(owner.organization.id, 'Guarded')
    for (const who of [foreign, outsider]) {
      expect((await publish(who.token, unit.id)).status).toBe(404)
      expect((await rest('GET', `/units/${unit.id}`, { token: who.token })).status).toBe(404)
    }
    const stored = await (await testPayload()).findByID({ collection: 'units', id: unit.id, depth: 0 })
    expect(stored.marketing?.status).toBe('draft')
  })

  it('a listing unpublishes itself (leased) when an active lease starts on its unit; a draft stays a draft', async () => {
    const payload = await testPayload()
    const unit = await unitOf(owner.organization.id, 'Soon Leased')
    expect((await publish(owner.token, unit.id)).status).toBe(200)
    const lease = await createLease(payload, { unit: unit.id, rent: 185_000, status: 'upcoming' })
    expect((await payload.findByID({ collection: 'units', id: unit.id, depth: 0 })).marketing?.status).toBe('published')
    const started = await rest('PATCH', `/leases/${lease.id}`, { token: owner.token, json: { status: 'active' } })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect((await payload.findByID({ collection: 'units', id: unit.id, depth: 0 })).marketing?.status).toBe('leased')
    const slug = await slugOf(owner.organization.id)
    expect((await rest('GET', `/organizations/sites/${slug}/listings/${unit.id}`)).status).toBe(410)

    const draft = await unitOf(owner.organization.id, 'Still Draft')
    await createLease(payload, { unit: draft.id, rent: 100_000, status: 'active' })
    expect((await payload.findByID({ collection: 'units', id: draft.id, depth: 0 })).marketing?.status).toBe('draft')
  })
})

describe('the public website', () => {
  let published: Unit
  let draft: Unit
  let unpublished: Unit
  let slug: string

  beforeAll(async () => {
    ;[published, draft, unpublished] = await Promise.all([unitOf(owner.organization.id, 'Shown'), unitOf(owner.organization.id, 'Hidden'), unitOf(owner.organization.id, 'Withdrawn')])
    expect((await publish(owner.token, published.id)).status).toBe(200)
    expect((await publish(owner.token, unpublished.id)).status).toBe(200)
    expect((await rest('PATCH', `/units/${unpublished.id}`, { token: owner.token, json: { marketing: { status: 'unpublished' } } })).status).toBe(200)
    slug = await slugOf(owner.organization.id)
  })

  it('shows the organization with only the contact details it shares, and only its published listings', async () => {
    const response = await rest('GET', `/organizations/sites/${slug}`)
    expect(response.status).toBe(200)
    const { site, listings } = response.body
    expect(site).toMatchObject({ slug, name: 'Birch Lane Homes', description: 'Family-run rentals.', email: null, address: null, phones: [{ number: '(503) 555-0100', type: 'call' }] })
    const ids = listings.map((listing: { id: number }) => listing.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
    expect(ids).not.toContain(unpublished.id)
    const shown = listings.find((listing: { id: number }) => listing.id === published.id)
    expect(shown).toMatchObject({ title: 'Shown: sunny two-bedroom', rent: 185_000, bedrooms: 2, squareFeet: 850, status: 'published' })
    expect(shown.photos).toHaveLength(3)
    // Nothing of the organization beyond the website's view.
    expect(JSON.stringify(response.body)).not.toContain('office@birch.example')
    expect(site).not.toHaveProperty('subscription')
    expect((await rest('GET', '/organizations/sites/no-such-site')).status).toBe(404)
  })

  it('shows the organization’s properties with their published listings only when it shares them; the street only with its address', async () => {
    const payload = await testPayload()
    const setShares = (marketing: Record<string, boolean>) => payload.update({ collection: 'organizations', id: owner.organization.id, data: { marketing }, overrideAccess: true })
    const { docs: ownProperties } = await payload.find({ collection: 'properties', where: { organization: { equals: owner.organization.id } }, pagination: false, depth: 0, overrideAccess: true })
    const publishedProperty = idOf(published.property)
    try {
      expect((await rest('GET', `/organizations/sites/${slug}`)).body.site.properties).toBeNull()

      await setShares({ shareProperties: true })
      const shared = (await rest('GET', `/organizations/sites/${slug}`)).body.site.properties as PublicProperty[]
      expect(shared.map((property) => property.id).sort()).toEqual(ownProperties.map((property) => property.id).sort())
      const withListing = shared.find((property) => property.id === publishedProperty)!
      // No nickname and the address not shared: named by its city; no street anywhere.
      expect(withListing).toEqual({ id: publishedProperty, name: 'Portland, OR', street: null, city: 'Portland', state: 'OR', listingIds: [published.id] })
      expect(shared.find((property) => property.id === idOf(draft.property))!.listingIds).toEqual([])
      expect(JSON.stringify(shared)).not.toContain('Birch Lane')

      await setShares({ shareProperties: true, shareAddress: true })
      const withStreet = ((await rest('GET', `/organizations/sites/${slug}`)).body.site.properties as PublicProperty[]).find((property) => property.id === publishedProperty)!
      expect(withStreet).toMatchObject({ name: 'Shown 5 Birch Lane', street: 'Shown 5 Birch Lane' })

      await setShares({ shareProperties: false, shareAddress: true })
      expect((await rest('GET', `/organizations/sites/${slug}`)).body.site.properties).toBeNull()
    } finally {
      await setShares({ shareProperties: false, shareAddress: false })
    }
  })

  it('a listing page: published 200, draft or another organization’s 404, unpublished 410', async () => {
    expect((await rest('GET', `/organizations/sites/${slug}/listings/${published.id}`)).body.listing).toMatchObject({ id: published.id, description: DESCRIPTION })
    expect((await rest('GET', `/organizations/sites/${slug}/listings/${draft.id}`)).status).toBe(404)
    expect((await rest('GET', `/organizations/sites/${slug}/listings/${unpublished.id}`)).status).toBe(410)
    const foreignUnit = await unitOf(foreign.organization.id, 'Elsewhere')
    expect((await publish(foreign.token, foreignUnit.id)).status).toBe(200)
    expect((await rest('GET', `/organizations/sites/${slug}/listings/${foreignUnit.id}`)).status).toBe(404)
    expect((await rest('GET', `/organizations/sites/${slug}/listings/abc`)).status).toBe(404)
  })

  it('serves the photos of published listings only', async () => {
    const { listing } = (await rest('GET', `/organizations/sites/${slug}/listings/${published.id}`)).body
    const photo = await rest('GET', `/organizations/sites/${slug}/images/${encodeURIComponent(listing.photos[0].filename)}`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    const hidden = await (await testPayload()).findByID({ collection: 'units', id: draft.id, depth: 1 })
    const hiddenPhoto = (hidden.marketing?.images?.[0] as { filename: string }).filename
    expect((await rest('GET', `/organizations/sites/${slug}/images/${encodeURIComponent(hiddenPhoto)}`)).status).toBe(404)
  })

  it('lists every site and its published listings for the sitemap', async () => {
    const { sites } = (await rest('GET', '/organizations/sites')).body
    const ours = sites.find((site: { slug: string }) => site.slug === slug)
    expect(ours.listings.map((listing: { id: number }) => listing.id)).toContain(published.id)
    expect(ours.listings.map((listing: { id: number }) => listing.id)).not.toContain(draft.id)
  })

  it('an inquiry becomes a lead in People and notifies the owners (bell and e-mail)', async () => {
    const inquiry = { name: 'Pat Prospect', email: 'pat@prospect.example', phone: '(503) 555-0142', message: 'Is parking included?' }
    const response = await rest('POST', `/organizations/sites/${slug}/listings/${published.id}/inquiries`, { json: inquiry, ip: '10.9.0.1' })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const leads = await rest('GET', '/contacts', { token: owner.token, query: { where: { type: { equals: 'lead' }, email: { equals: 'pat@prospect.example' } } } })
    expect(leads.body.docs).toHaveLength(1)
    const lead = leads.body.docs[0]
    expect(lead).toMatchObject({ firstName: 'Pat', lastName: 'Prospect', phoneNumber: '(503) 555-0142' })
    expect(lead.notes).toContain('Is parking included?')
    expect(lead.notes).toContain('Shown: sunny two-bedroom')
    const notifications = await rest('GET', '/notifications', { token: owner.token, query: { where: { event: { equals: 'inquiry:received' } } } })
    expect(notifications.body.docs[0]).toMatchObject({ category: 'organization', markedRead: false, inquiry: { contact: lead.id } })
    const mails = await mailsTo(owner.user.email)
    expect(mails.some((mail) => mail.subject.includes('New Inquiry') || mail.text.includes('New inquiry'))).toBe(true)
    // The other landlord hears nothing and cannot read the lead.
    expect((await rest('GET', `/contacts/${lead.id}`, { token: foreign.token })).status).toBe(404)
  })

  it('refuses an inquiry without a way to answer or a message; nothing is created', async () => {
    const response = await rest('POST', `/organizations/sites/${slug}/listings/${published.id}/inquiries`, { json: { name: 'No Way', message: '' }, ip: '10.9.0.2' })
    expect(response.status).toBe(400)
    const messages = response.body.errors[0].data.errors.map((error: { message: string }) => error.message)
    expect(messages).toEqual(expect.arrayContaining([listingMessages.messageRequired, listingMessages.contactRequired]))
    const leads = await rest('GET', '/contacts', { token: owner.token, query: { where: { firstName: { equals: 'No' } } } })
    expect(leads.body.totalDocs).toBe(0)
    expect((await rest('POST', `/organizations/sites/${slug}/listings/${unpublished.id}/inquiries`, { json: { name: 'Late', email: 'late@x.example', message: 'Hi' }, ip: '10.9.0.3' })).status).toBe(410)
  })

  it('throttles inquiries per address', async () => {
    const send = () => rest('POST', `/organizations/sites/${slug}/listings/${published.id}/inquiries`, { json: { name: 'Spammy', email: 'spam@x.example', message: 'Hello' }, ip: '10.9.0.9' })
    for (let attempt = 0; attempt < INQUIRIES_PER_HOUR; attempt++) expect((await send()).status).toBe(201)
    expect((await send()).status).toBe(429)
    expect((await rest('POST', `/organizations/sites/${slug}/listings/${published.id}/inquiries`, { json: { name: 'Other', email: 'other@x.example', message: 'Hello' }, ip: '10.9.0.10' })).status).toBe(201)
  })
})

describe('the landlord’s marketing pages', () => {
  const run = routeRunner(() => account(owner))
  const listingUrl = (unit: Unit) => `/app/landlord/marketing/${unit.id}`
  const post = (unit: Unit, form: Record<string, string>, who = account(owner)) => run(listingAction, listingUrl(unit), { params: { unitId: String(unit.id) }, form, who })

  it('lists the units with their listing status, filtered by status', async () => {
    const unit = await unitOf(owner.organization.id, 'Listed Unit')
    const all = await run(marketingLoader, '/app/landlord/marketing?page=1')
    expect(all.status).toBe(200)
    expect(all.data.rows.map((row: { id: number }) => row.id)).toContain(unit.id)
    expect(all.data.rows.find((row: { id: number }) => row.id === unit.id)).toMatchObject({ status: 'draft', photos: 3, rent: 185_000 })
    const published = await run(marketingLoader, '/app/landlord/marketing?status=published')
    expect(published.data.rows.every((row: { status: string }) => row.status === 'published')).toBe(true)
    expect(published.data.rows.map((row: { id: number }) => row.id)).not.toContain(unit.id)
  })

  it('publishes from the listing page, or lists every blocker; unpublishes', async () => {
    const weak = await unitOf(owner.organization.id, 'Weak', { photos: 2 })
    const refused = await post(weak, { intent: 'listing-publish' })
    expect(refused.status).toBe(400)
    expect(formErrors(refused)).toEqual([listingMessages.notPublishable, listingMessages.photosMissing])
    const page = await run(listingLoader, listingUrl(weak), { params: { unitId: String(weak.id) } })
    expect(page.data.unit.marketing.status).toBe('draft')

    const ready = await unitOf(owner.organization.id, 'Strong')
    const published = await post(ready, { intent: 'listing-publish' })
    expect(published).toMatchObject({ status: 302, location: listingUrl(ready), toast: { title: listingMessages.published } })
    const unpublished = await post(ready, { intent: 'listing-unpublish' })
    expect(unpublished.toast).toMatchObject({ title: listingMessages.unpublished })
    expect((await run(listingLoader, listingUrl(ready), { params: { unitId: String(ready.id) } })).data.unit.marketing.status).toBe('unpublished')
  })

  it('reorders the photos (the first is the cover)', async () => {
    const unit = await unitOf(owner.organization.id, 'Ordered')
    const before = ((await testPayload().then((payload) => payload.findByID({ collection: 'units', id: unit.id, depth: 0 }))).marketing?.images ?? []) as number[]
    const moved = await post(unit, { intent: 'marketing-image-move', imageId: String(before[2]), direction: 'up', returnTo: listingUrl(unit) })
    expect(moved.status).toBe(302)
    const after = (await testPayload().then((payload) => payload.findByID({ collection: 'units', id: unit.id, depth: 0 }))).marketing?.images
    expect(after).toEqual([before[0], before[2], before[1]])
  })

  it('another landlord gets 404 on the listing page and its forms; nothing changes', async () => {
    const unit = await unitOf(owner.organization.id, 'Private')
    const stranger = account(foreign)
    expect((await run(listingLoader, listingUrl(unit), { params: { unitId: String(unit.id) }, who: stranger })).status).toBe(404)
    expect((await post(unit, { intent: 'listing-publish' }, stranger)).status).toBe(404)
    expect((await post(unit, { intent: 'unit-marketing', headline: 'Mine now' }, stranger)).status).toBe(404)
    expect((await run(listingLoader, '/app/landlord/marketing/abc', { params: { unitId: 'abc' } })).status).toBe(404)
    const stored = await (await testPayload()).findByID({ collection: 'units', id: unit.id, depth: 0 })
    expect(stored.marketing).toMatchObject({ status: 'draft', headline: 'Private: sunny two-bedroom' })
  })
})

describe('the public pages (no account, no script)', () => {
  let shown: Unit
  let withdrawn: Unit
  let slug: string

  /** A visitor's request: no session, as a browser without an account sends it. */
  async function visit(handler: (args: never) => unknown, path: string, params: Record<string, string>, form?: Record<string, string>) {
    const call = handler as unknown as (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => unknown
    try {
      const value = await call({ request: routeRequest(path, form), context: new RouterContextProvider(), params })
      if (value instanceof Response) return { status: value.status, location: value.headers.get('Location'), text: await value.text(), data: undefined as any }
      if (value && typeof value === 'object' && 'init' in value) return { status: (value as any).init?.status ?? 200, data: (value as any).data, location: null, text: '' }
      return { status: 200, data: value as any, location: null, text: '' }
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location'), text: '', data: undefined as any }
      if (thrown && typeof thrown === 'object' && 'init' in thrown) return { status: (thrown as any).init?.status ?? 500, data: undefined as any, location: null, text: '' }
      throw thrown
    }
  }

  beforeAll(async () => {
    await ensureFeatureFlags(await testPayload())
    clearFeatureFlagCache()
    ;[shown, withdrawn] = await Promise.all([unitOf(owner.organization.id, 'Public One'), unitOf(owner.organization.id, 'Public Gone')])
    expect((await publish(owner.token, shown.id)).status).toBe(200)
    expect((await publish(owner.token, withdrawn.id)).status).toBe(200)
    await rest('PATCH', `/units/${withdrawn.id}`, { token: owner.token, json: { marketing: { status: 'unpublished' } } })
    slug = await slugOf(owner.organization.id)
  })

  it('render as plain HTML (the routes ask the root for no scripts)', () => {
    expect(sitePageHandle).toEqual({ hydrate: false })
    expect(listingPageHandle).toEqual({ hydrate: false })
  })

  it('the site and a published listing load; an unpublished one answers 410, an unknown site 404', async () => {
    const site = await visit(sitePageLoader, `/app/sites/${slug}`, { slug })
    expect(site.status).toBe(200)
    expect(site.data.listings.map((listing: { id: number }) => listing.id)).toContain(shown.id)
    const page = await visit(publicListingLoader, `/app/sites/${slug}/listings/${shown.id}`, { slug, unitId: String(shown.id) })
    expect(page.data.listing).toMatchObject({ id: shown.id, title: 'Public One: sunny two-bedroom' })
    expect(page.data.inquiry.honeypot.name).toBe(HONEYPOT_FIELD_NAME)
    // Without the reCAPTCHA keys the form has no captcha (tests/listings-captcha.test.ts has them).
    expect(page.data.inquiry.captchaSiteKey).toBeNull()
    expect((await visit(publicListingLoader, `/app/sites/${slug}/listings/${withdrawn.id}`, { slug, unitId: String(withdrawn.id) })).status).toBe(410)
    expect((await visit(sitePageLoader, '/app/sites/nobody-here', { slug: 'nobody-here' })).status).toBe(404)
  })

  it('an inquiry is sent and confirmed; a filled honeypot is silently dropped; bad input is answered next to the fields', async () => {
    const url = `/app/sites/${slug}/listings/${shown.id}`
    const params = { slug, unitId: String(shown.id) }
    const sent = await visit(publicListingAction, url, params, { name: 'Robin Renter', email: 'robin@renter.example', phone: '', message: 'Can I see it Saturday?', [HONEYPOT_FIELD_NAME]: '' })
    expect(sent).toMatchObject({ status: 302, location: `${url}?sent=1#inquiry` })
    const spam = await visit(publicListingAction, url, params, { name: 'Bot', email: 'bot@spam.example', message: 'Buy now', [HONEYPOT_FIELD_NAME]: 'http://spam.example' })
    expect(spam).toMatchObject({ status: 302, location: `${url}?sent=1#inquiry` })
    const leads = async (email: string) => (await rest('GET', '/contacts', { token: owner.token, query: { where: { email: { equals: email } } } })).body.totalDocs
    expect(await leads('robin@renter.example')).toBe(1)
    expect(await leads('bot@spam.example')).toBe(0)
    const refused = await visit(publicListingAction, url, params, { name: '', email: 'nope', message: '' })
    expect(refused.status).toBe(400)
    expect(refused.data.errors).toEqual({ name: listingMessages.nameRequired, email: 'Please enter a valid email address', message: listingMessages.messageRequired })
    expect(refused.data.values.email).toBe('nope')
  })

  describe('the listing feed (HotPads format)', () => {
    let quirky: Unit
    let leased: Unit
    const origin = 'http://localhost:3000'

    beforeAll(async () => {
      const payload = await testPayload()
      const property = await createProperty(payload, {
        organization: owner.organization.id,
        propertyType: 'condo',
        address: { line1: '9 Elm & Oak Court', city: 'Portland', state: 'OR', postalCode: '97202', latitude: 45.51, longitude: -122.65 },
      })
      const images = []
      for (let index = 0; index < 3; index++) images.push((await createImage(payload, { organization: owner.organization.id, alt: `Room "${index + 1}" & more` })).id)
      quirky = await createUnit(payload, {
        property: property.id,
        name: 'Unit <2B>',
        information: { bedrooms: 1, bathrooms: 1.5, squareFeet: 640 },
        amenities: ['balcony', 'in-unit-laundry'],
        marketing: {
          headline: `Loft "A" & <B> at Elm's`,
          description: DESCRIPTION,
          availableDate: '2027-02-15T00:00:00.000Z',
          rent: 172_550,
          securityDeposit: 200_000,
          applicationFee: 4_500,
          petsPolicy: 'cats',
          contact: { name: 'Lee Leasing', email: 'lee@birch.example', phone: '(503) 555-0177' },
          images,
        },
      })
      expect((await publish(owner.token, quirky.id)).status).toBe(200)
      leased = await unitOf(owner.organization.id, 'Feed Leased')
      expect((await publish(owner.token, leased.id)).status).toBe(200)
      const lease = await createLease(payload, { unit: leased.id, rent: 185_000, status: 'upcoming' })
      expect((await rest('PATCH', `/leases/${lease.id}`, { token: owner.token, json: { status: 'active' } })).status).toBe(200)
    })

    const fetchFeed = async (feedSlug = slug) => {
      const response = await visit(feedLoader, siteFeedPath(feedSlug), { slug: feedSlug })
      return response
    }
    const listingOf = (root: XmlElement, id: number) => childrenNamed(root, 'Listing').find((listing) => listing.attributes.id === String(id))

    it('is well-formed XML with the company and only its published listings, each with its facts, photos and page', async () => {
      const response = await feedLoader({ request: routeRequest(siteFeedPath(slug)), params: { slug }, context: new RouterContextProvider() } as never)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
      const root = parseXml(await response.text())
      expect(root.name).toBe('hotPadsItems')
      expect(root.attributes.version).toBe('2.1')
      const company = childrenNamed(root, 'Company')[0]!
      expect(company.attributes.id).toBe(slug)
      expect(childText(company, 'name')).toBe('Birch Lane Homes')
      expect(childText(company, 'website')).toBe(`${origin}${sitePath(slug)}`)

      const ids = childrenNamed(root, 'Listing').map((listing) => Number(listing.attributes.id))
      expect(ids).toEqual(expect.arrayContaining([shown.id, quirky.id]))
      for (const absent of [withdrawn.id, leased.id]) expect(ids).not.toContain(absent)
      const { docs: stillPublished } = await (await testPayload()).find({ collection: 'units', where: { and: [{ organization: { equals: owner.organization.id } }, { 'marketing.status': { equals: 'published' } }] }, pagination: false, depth: 0, overrideAccess: true })
      expect(ids.sort()).toEqual(stillPublished.map((unit) => unit.id).sort())

      const listing = listingOf(root, shown.id)!
      expect(listing.attributes).toEqual({ id: String(shown.id), type: 'RENTAL', companyId: slug, propertyType: 'HOUSE' })
      expect(Object.fromEntries(listing.children.filter((child) => !child.children.length).map((child) => [child.name, child.text]))).toMatchObject({
        name: 'Public One: sunny two-bedroom',
        unit: 'Public One',
        street: 'Public One 5 Birch Lane',
        city: 'Portland',
        state: 'OR',
        zip: '97201',
        country: 'US',
        description: DESCRIPTION,
        website: `${origin}${listingPath(slug, shown.id)}`,
        price: '1850',
        pricingFrequency: 'MONTHLY',
        numBedrooms: '2',
        numFullBaths: '1',
        numHalfBaths: '0',
        squareFeet: '850',
        dateAvailable: '2027-01-01',
      })
      expect(childrenNamed(listing, 'street')[0]!.attributes).toEqual({ hide: 'false' })
      const photos = childrenNamed(listing, 'ListingPhoto')
      expect(photos).toHaveLength(3)
      for (const photo of photos) expect(photo.attributes.source).toMatch(new RegExp(`^${origin}/app/sites/${slug}/images/[^/]+$`))
      // The photo URLs are the website's own: they answer.
      const filename = decodeURIComponent(photos[0]!.attributes.source!.split('/').at(-1)!)
      expect((await visit(siteImageLoader, new URL(photos[0]!.attributes.source!).pathname, { slug, filename })).status).toBe(200)
    })

    it('shares only the contact details the organization shares: the phone, not the e-mail', async () => {
      const root = parseXml((await fetchFeed()).text)
      const listing = listingOf(root, quirky.id)!
      expect(childText(listing, 'contactName')).toBe('Lee Leasing')
      expect(childText(listing, 'contactPhone')).toBe('(503) 555-0177')
      expect(childText(listing, 'contactEmail')).toBeUndefined()
      expect(childText(listingOf(root, shown.id)!, 'contactPhone')).toBe('(503) 555-0100')
      expect(childText(listingOf(root, shown.id)!, 'contactName')).toBe('Birch Lane Homes')

      const payload = await testPayload()
      await payload.update({ collection: 'organizations', id: owner.organization.id, data: { marketing: { sharePhone: false, shareEmail: true } }, overrideAccess: true })
      try {
        const swapped = listingOf(parseXml((await fetchFeed()).text), quirky.id)!
        expect(childText(swapped, 'contactPhone')).toBeUndefined()
        expect(childText(swapped, 'contactEmail')).toBe('lee@birch.example')
      } finally {
        await payload.update({ collection: 'organizations', id: owner.organization.id, data: { marketing: { sharePhone: true, shareEmail: false } }, overrideAccess: true })
      }
    })

    it('escapes the landlord’s text and carries position, deposit, half baths, pets and amenities', async () => {
      const { text } = await fetchFeed()
      expect(text).toContain('<name>Loft &quot;A&quot; &amp; &lt;B&gt; at Elm&apos;s</name>')
      const listing = listingOf(parseXml(text), quirky.id)!
      expect(listing.attributes.propertyType).toBe('CONDO')
      expect(childText(listing, 'name')).toBe(`Loft "A" & <B> at Elm's`)
      expect(childText(listing, 'unit')).toBe('Unit <2B>')
      expect(childText(listing, 'street')).toBe('9 Elm & Oak Court')
      expect(Number(childText(listing, 'latitude'))).toBe(45.51)
      expect(Number(childText(listing, 'longitude'))).toBe(-122.65)
      expect(childText(listing, 'price')).toBe('1725.50')
      expect(childText(listing, 'deposit')).toBe('2000')
      expect(childText(listing, 'terms')).toBe('Application fee $45.')
      expect([childText(listing, 'numFullBaths'), childText(listing, 'numHalfBaths')]).toEqual(['1', '1'])
      expect(childText(listing, 'dateAvailable')).toBe('2027-02-15')
      const tags = childrenNamed(listing, 'ListingTag').map((tag) => [tag.attributes.type, childText(tag, 'tag')])
      expect(tags).toEqual([
        ['DOGS_ALLOWED', 'false'],
        ['CATS_ALLOWED', 'true'],
        ['MODEL_AMENITY', 'Balcony'],
        ['MODEL_AMENITY', 'In-unit laundry'],
      ])
      expect(childrenNamed(listing, 'ListingPhoto').map((photo) => childText(photo, 'caption'))).toEqual(['Room "1" & more', 'Room "2" & more', 'Room "3" & more'])
    })

    it('an unknown website has no feed (404)', async () => {
      expect((await fetchFeed('nobody-here')).status).toBe(404)
    })
  })

  it('robots.txt lets crawlers read the websites only; the sitemap lists published listings, not withdrawn ones', async () => {
    const robots = (await robotsLoader()) as Response
    const text = await robots.text()
    expect(text).toContain('Allow: /app/sites/')
    expect(text).toContain('Disallow: /api/')
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/)
    const sitemap = await (((await sitemapLoader()) as Response).text())
    expect(sitemap).toContain(`/app/sites/${slug}</loc>`)
    expect(sitemap).toContain(`/app/sites/${slug}/listings/${shown.id}</loc>`)
    expect(sitemap).not.toContain(`/listings/${withdrawn.id}<`)
  })

  it('is off (404) while the public feature flag lacks the website', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'feature-flags', where: { role: { equals: 'public' } }, limit: 1, overrideAccess: true })
    const flag = docs[0]!
    await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: (flag.features ?? []).filter((feature) => feature !== 'public.website') }, overrideAccess: true })
    clearFeatureFlagCache()
    try {
      expect((await visit(sitePageLoader, `/app/sites/${slug}`, { slug })).status).toBe(404)
      expect((await visit(publicListingLoader, `/app/sites/${slug}/listings/${shown.id}`, { slug, unitId: String(shown.id) })).status).toBe(404)
      expect((await visit(feedLoader, siteFeedPath(slug), { slug })).status).toBe(404)
    } finally {
      await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: flag.features }, overrideAccess: true })
      clearFeatureFlagCache()
    }
  })
})

describe('the website’s address (Settings → Business Website)', () => {
  let landlord: Landlord
  let listing: Unit
  let original: string
  const run = routeRunner(() => account(landlord))
  const PAGE = '/app/settings/business-website'
  const save = (slug: string, who?: ReturnType<typeof account>) => run(websiteSettingsAction, PAGE, { form: { intent: 'website-address', slug, returnTo: PAGE }, who })
  /** A visitor's GET of a public route: the redirect it answers with, if any. */
  async function visitorGet(handler: (args: never) => unknown, path: string, params: Record<string, string>) {
    try {
      const value = await (handler as unknown as (args: object) => Promise<unknown>)({ request: routeRequest(path), context: new RouterContextProvider(), params })
      return { status: value instanceof Response ? value.status : 200, location: value instanceof Response ? value.headers.get('Location') : null }
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
      if (thrown && typeof thrown === 'object' && 'init' in thrown) return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, location: null }
      throw thrown
    }
  }

  beforeAll(async () => {
    landlord = await signedInLandlord('listing-slug')
    await (await testPayload()).update({ collection: 'organizations', id: landlord.organization.id, data: { organizationName: 'Maple Row Flats' }, overrideAccess: true })
    listing = await unitOf(landlord.organization.id, 'Maple One')
    expect((await publish(landlord.token, listing.id)).status).toBe(200)
    original = await slugOf(landlord.organization.id)
    expect(original).toBe('maple-row-flats')
    await ensureFeatureFlags(await testPayload())
    clearFeatureFlagCache()
  })

  it('shows the address and the listing feed’s address on the settings page', async () => {
    const page = await run(websiteSettingsLoader, PAGE)
    expect(page.data).toMatchObject({ organization: { slug: original }, origin: 'http://localhost:3000' })
  })

  it('the Business Website drawer turns the shared properties on and off', async () => {
    const stored = async () => (await (await testPayload()).findByID({ collection: 'organizations', id: landlord.organization.id, depth: 0 })).marketing?.shareProperties
    const post = (form: Record<string, string>) => run(websiteSettingsAction, PAGE, { form: { intent: 'business-website', returnTo: PAGE, ...form } })
    expect((await post({ shareProperties: 'on' })).status).toBe(302)
    expect(await stored()).toBe(true)
    expect((await post({})).status).toBe(302)
    expect(await stored()).toBe(false)
  })

  it('refuses a malformed, too short or reserved address next to the field (the page and the API alike); nothing changes', async () => {
    for (const [slug, message] of [
      ['Maple Row!', slugMessages.format],
      ['mr', slugMessages.length],
      ['admin', slugMessages.reserved],
      ['', slugMessages.required],
    ] as const) {
      const refused = await save(slug)
      expect(refused.status, slug).toBe(400)
      expect(pageFieldErrors(refused).slug, slug).toEqual([message])
    }
    // The API enforces the same rules for any client.
    for (const [slug, message] of [
      ['Maple Row!', slugMessages.format],
      ['support', slugMessages.reserved],
    ] as const) {
      const response = await rest('PATCH', `/organizations/${landlord.organization.id}`, { token: landlord.token, json: { slug } })
      expect(response.status, slug).toBe(400)
      expect(fieldErrors(response.body), slug).toEqual({ slug: message })
    }
    expect(await slugOf(landlord.organization.id)).toBe(original)
  })

  it('refuses another organization’s address, current or previous', async () => {
    const taken = await save(await slugOf(owner.organization.id))
    expect(taken.status).toBe(400)
    expect(pageFieldErrors(taken).slug).toEqual([slugMessages.taken])
    expect(await slugOf(landlord.organization.id)).toBe(original)
  })

  it('saves a new address; the old one answers 301 to the same page at the new one; nobody else may take it', async () => {
    const saved = await save('  Maple-Row-Homes ')
    expect(saved).toMatchObject({ status: 302, location: PAGE, toast: { title: slugMessages.saved } })
    const stored = await (await testPayload()).findByID({ collection: 'organizations', id: landlord.organization.id, depth: 0 })
    expect(stored.slug).toBe('maple-row-homes')
    expect(stored.previousSlugs?.map((entry) => entry.slug)).toEqual([original])

    const api = await rest('GET', `/organizations/sites/${original}`)
    expect(api.status).toBe(404)
    expect(api.body.errors[0]).toMatchObject({ message: SITE_MOVED, data: { movedTo: 'maple-row-homes' } })
    expect(await visitorGet(sitePageLoader, `${sitePath(original)}?utm=x`, { slug: original })).toEqual({ status: 301, location: `${sitePath('maple-row-homes')}?utm=x` })
    expect(await visitorGet(publicListingLoader, listingPath(original, listing.id), { slug: original, unitId: String(listing.id) })).toEqual({
      status: 301,
      location: listingPath('maple-row-homes', listing.id),
    })
    expect(await visitorGet(feedLoader, siteFeedPath(original), { slug: original })).toEqual({ status: 301, location: siteFeedPath('maple-row-homes') })
    expect((await visitorGet(sitePageLoader, sitePath('maple-row-homes'), { slug: 'maple-row-homes' })).status).toBe(200)

    // Another landlord cannot take the old address (its links lead to this website), nor change this one's.
    const other = account(foreign)
    const refused = await save(original, other)
    expect(pageFieldErrors(refused).slug).toEqual([slugMessages.taken])
    expect((await rest('PATCH', `/organizations/${landlord.organization.id}`, { token: foreign.token, json: { slug: 'hijacked-site' } })).status).toBe(404)
    // Nobody writes the previous addresses directly.
    await rest('PATCH', `/organizations/${landlord.organization.id}`, { token: landlord.token, json: { previousSlugs: [{ slug: 'stolen-address' }] } })
    expect((await (await testPayload()).findByID({ collection: 'organizations', id: landlord.organization.id, depth: 0 })).previousSlugs?.map((entry) => entry.slug)).toEqual([original])
  })

  it('taking the old address back makes it current again, the other one forwarding', async () => {
    expect((await save(original)).status).toBe(302)
    const stored = await (await testPayload()).findByID({ collection: 'organizations', id: landlord.organization.id, depth: 0 })
    expect(stored.slug).toBe(original)
    expect(stored.previousSlugs?.map((entry) => entry.slug)).toEqual(['maple-row-homes'])
    expect(await visitorGet(sitePageLoader, sitePath('maple-row-homes'), { slug: 'maple-row-homes' })).toEqual({ status: 301, location: sitePath(original) })
  })
})

describe('the demo data', () => {
  it('gives the demo organization a website with two published listings, three photos each', async () => {
    const landlord = await signedInLandlord('listing-demo')
    const payload = await testPayload()
    await payload.update({ collection: 'organizations', id: landlord.organization.id, data: { organizationName: 'Demo Listings Rentals' }, overrideAccess: true })
    await seedDemoPortfolio(payload, landlord.organization.id, landlord.user)
    await seedDemoListings(payload, landlord.organization.id)
    const slug = await slugOf(landlord.organization.id)
    expect(slug).toBe('demo-listings-rentals')
    const { site, listings } = (await rest('GET', `/organizations/sites/${slug}`)).body
    expect(site.phones).toEqual([{ number: '(612) 555-0134', type: 'call' }])
    expect(listings).toHaveLength(2)
    for (const listing of listings) {
      expect(listing.photos).toHaveLength(3)
      expect(listingHealth({ ...listing, headline: listing.title, images: listing.photos })).toEqual({ blockers: [], warnings: [], fairHousing: [] })
    }
  })
})
