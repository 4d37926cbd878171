import { listingPath, siteImagePath, sitePath, type PetsPolicy, type PublicListing, type PublicSite } from '@common/listings'
import { optionLabel, UNIT_AMENITIES } from '@common/portfolio'

/**
 * The organization's published listings in the HotPads rental listing feed format (version
 * 2.1, the one Zillow's rental network and HotPads read; ADR 032): one `Company`, then one
 * `Listing` per published unit with its address, map position, the contact details the
 * organization shares, description, page URL, photos, price, deposit, rooms, size, available
 * date, and pets and amenities as `ListingTag`s. Elements follow the format's order; empty
 * values are left out.
 */
export const HOTPADS_FEED_VERSION = '2.1'

/** Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks). */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text or attribute value, escaped for XML. */
export const escapeXml = (value: string | number) => String(value).replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!)

const element = (name: string, value: string | number | null | undefined, attributes = '') =>
  value === null || value === undefined || value === '' ? null : `<${name}${attributes}>${escapeXml(value)}</${name}>`

/** Our property types → the format's `propertyType` (left out for the ones it has no word for). */
const PROPERTY_TYPES: Record<string, string> = {
  'single-family': 'HOUSE',
  townhouse: 'TOWNHOUSE',
  condo: 'CONDO',
  duplex: 'DIVIDED',
  'multi-family': 'MEDIUM',
  apartment: 'LARGE',
}

/** Which pets the policy allows, as the format's DOGS_ALLOWED / CATS_ALLOWED tags ('case by case' says neither). */
const PETS: Record<PetsPolicy, { dogs: boolean; cats: boolean } | null> = {
  'not-allowed': { dogs: false, cats: false },
  cats: { dogs: false, cats: true },
  dogs: { dogs: true, cats: false },
  'cats-and-dogs': { dogs: true, cats: true },
  'case-by-case': null,
}

/** Cents → the format's dollar amount (whole dollars when there are no cents). */
const dollars = (cents: number | null) => (cents === null ? null : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))

const tag = (type: string, value: string) => `<ListingTag type="${escapeXml(type)}"><tag>${escapeXml(value)}</tag></ListingTag>`

/** 1.5 bathrooms → one full and one half bath. */
function baths(bathrooms: number | null) {
  if (bathrooms === null) return { full: null, half: null }
  const full = Math.floor(bathrooms)
  return { full, half: bathrooms - full >= 0.5 ? 1 : 0 }
}

/** The listing's terms: the fees the format has no element for, in words. */
function terms(listing: PublicListing) {
  const parts = [
    listing.applicationFee !== null ? `Application fee $${dollars(listing.applicationFee)}.` : null,
    listing.petRent !== null ? `Pet rent $${dollars(listing.petRent)}/month.` : null,
    listing.petDeposit !== null ? `Pet deposit $${dollars(listing.petDeposit)}.` : null,
  ]
  return parts.filter(Boolean).join(' ')
}

function listingItem(site: PublicSite, listing: PublicListing, origin: string) {
  const propertyType = listing.propertyType ? PROPERTY_TYPES[listing.propertyType] : undefined
  const pets = listing.petsPolicy ? PETS[listing.petsPolicy] : null
  const { full, half } = baths(listing.bathrooms)
  // The contact: only what the organization shares on its website (its e-mail and phone toggles).
  const email = site.email ? listing.contact.email || site.email : null
  const phone = site.phones.length ? listing.contact.phone || site.phones[0]!.number : null
  const attributes = `id="${listing.id}" type="RENTAL" companyId="${escapeXml(site.slug)}"${propertyType ? ` propertyType="${propertyType}"` : ''}`
  const lines = [
    element('name', listing.title),
    element('unit', listing.address.line2),
    // The street is on the listing's public page too: shown.
    element('street', listing.address.line1, ' hide="false"'),
    element('city', listing.address.city),
    element('state', listing.address.state),
    element('zip', listing.address.postalCode),
    element('country', 'US'),
    element('latitude', listing.latitude),
    element('longitude', listing.longitude),
    element('lastUpdated', listing.updatedAt),
    element('contactName', listing.contact.name || site.name),
    element('contactEmail', email),
    element('contactPhone', phone),
    element('description', listing.description),
    element('terms', terms(listing)),
    element('website', `${origin}${listingPath(site.slug, listing.id)}`),
    ...(pets ? [tag('DOGS_ALLOWED', String(pets.dogs)), tag('CATS_ALLOWED', String(pets.cats))] : []),
    ...listing.amenities.map((value) => tag('MODEL_AMENITY', optionLabel(UNIT_AMENITIES, value))),
    ...listing.photos.map(
      (photo) => `<ListingPhoto source="${escapeXml(`${origin}${siteImagePath(site.slug, photo.filename)}`)}">${photo.alt ? element('caption', photo.alt) : ''}</ListingPhoto>`,
    ),
    element('price', dollars(listing.rent)),
    listing.rent !== null ? element('pricingFrequency', 'MONTHLY') : null,
    element('deposit', dollars(listing.securityDeposit)),
    element('numBedrooms', listing.bedrooms),
    element('numFullBaths', full),
    element('numHalfBaths', half),
    element('squareFeet', listing.squareFeet || null),
    element('dateAvailable', listing.availableDate?.slice(0, 10)),
  ]
  return [`  <Listing ${attributes}>`, ...lines.filter(Boolean).map((line) => `    ${line}`), '  </Listing>'].join('\n')
}

/** The whole feed of a website: its published listings (the API's site view sends no others). */
export function hotpadsFeed(site: PublicSite, listings: PublicListing[], origin: string): string {
  const company = [
    `  <Company id="${escapeXml(site.slug)}">`,
    `    ${element('name', site.name)}`,
    `    ${element('website', `${origin}${sitePath(site.slug)}`)}`,
    ...(site.image ? [`    <CompanyLogo source="${escapeXml(`${origin}${siteImagePath(site.slug, site.image.filename)}`)}"/>`] : []),
    '  </Company>',
  ]
  const items = listings.filter((listing) => listing.status === 'published').map((listing) => listingItem(site, listing, origin))
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<hotPadsItems version="${HOTPADS_FEED_VERSION}">`, ...company, ...items, '</hotPadsItems>', ''].join('\n')
}
