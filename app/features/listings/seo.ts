import type { MetaDescriptor } from 'react-router'
import { listingPath, siteImagePath, sitePath, type PublicAddress, type PublicListing, type PublicSite } from '@common/listings'
import { optionLabel, UNIT_AMENITIES } from '@common/portfolio'
import { formatCents } from '~/utils/money'
import { factsLine } from './public-site'

/**
 * What search engines and link previews read of the public website (ADR 032): the title and
 * description, the canonical URL, Open Graph (with the first picture), and schema.org data —
 * the organization as a RealEstateAgent, each listing as a RealEstateListing offering a home.
 */
const clip = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

const postalAddress = (address: PublicAddress) => ({
  '@type': 'PostalAddress',
  streetAddress: [address.line1, address.line2].filter(Boolean).join(', ') || undefined,
  addressLocality: address.city ?? undefined,
  addressRegion: address.state ?? undefined,
  postalCode: address.postalCode ?? undefined,
  addressCountry: 'US',
})

function organizationData(site: PublicSite, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site.name,
    url: `${origin}${sitePath(site.slug)}`,
    description: site.description ?? undefined,
    image: site.image ? `${origin}${siteImagePath(site.slug, site.image.filename)}` : undefined,
    telephone: site.phones[0]?.number,
    email: site.email ?? undefined,
    address: site.address ? postalAddress(site.address) : undefined,
  }
}

function listingData(site: PublicSite, listing: PublicListing, origin: string) {
  const url = `${origin}${listingPath(site.slug, listing.id)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    url,
    description: clip(oneLine(listing.description), 500),
    datePosted: listing.publishedAt ?? undefined,
    image: listing.photos.map((photo) => `${origin}${siteImagePath(site.slug, photo.filename)}`),
    offers: {
      '@type': 'Offer',
      price: listing.rent === null ? undefined : (listing.rent / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      availabilityStarts: listing.availableDate ?? undefined,
      seller: { '@type': 'RealEstateAgent', name: site.name, url: `${origin}${sitePath(site.slug)}` },
    },
    about: {
      '@type': 'Apartment',
      name: listing.title,
      address: postalAddress(listing.address),
      numberOfBedrooms: listing.bedrooms ?? undefined,
      numberOfBathroomsTotal: listing.bathrooms ?? undefined,
      floorSize: listing.squareFeet ? { '@type': 'QuantitativeValue', value: listing.squareFeet, unitCode: 'FTK' } : undefined,
      petsAllowed: listing.petsPolicy ? listing.petsPolicy !== 'not-allowed' : undefined,
      amenityFeature: listing.amenities.map((value) => ({ '@type': 'LocationFeatureSpecification', name: optionLabel(UNIT_AMENITIES, value), value: true })),
    },
  }
}

function common(title: string, description: string, url: string, image: string | null, type: string): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
}

export function siteMeta(site: PublicSite, listings: PublicListing[], origin: string): MetaDescriptor[] {
  const description = clip(oneLine(site.description) || `Homes for rent from ${site.name}: ${listings.length} available now.`)
  const image = site.image ?? listings[0]?.photos[0] ?? null
  return [
    ...common(`${site.name}: homes for rent`, description, `${origin}${sitePath(site.slug)}`, image ? `${origin}${siteImagePath(site.slug, image.filename)}` : null, 'website'),
    { 'script:ld+json': organizationData(site, origin) },
  ]
}

export function listingMeta(site: PublicSite, listing: PublicListing, origin: string): MetaDescriptor[] {
  const price = listing.rent === null ? '' : `${formatCents(listing.rent)}/month · `
  const description = clip(`${price}${factsLine(listing)}${factsLine(listing) ? ' · ' : ''}${oneLine(listing.description)}`)
  const photo = listing.photos[0]
  const city = [listing.address.city, listing.address.state].filter(Boolean).join(', ')
  return [
    ...common(`${listing.title}${city ? ` in ${city}` : ''} | ${site.name}`, description, `${origin}${listingPath(site.slug, listing.id)}`, photo ? `${origin}${siteImagePath(site.slug, photo.filename)}` : null, 'website'),
    { 'script:ld+json': listingData(site, listing, origin) },
    { 'script:ld+json': organizationData(site, origin) },
  ]
}
