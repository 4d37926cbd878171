import { NotFound, type Endpoint, type PayloadRequest, type Where } from 'payload'
import { listingMessages, readInquiry, SITE_MOVED, type ListingStatus, type PublicAddress, type PublicListing, type PublicProperty, type PublicSite } from '@common/listings'
import { idOf } from '@common/ids'
import type { Image, Organization, Property, Unit } from '@api/payload-types'
import { readJsonBody } from '@api/collections/FormSubmissions/body'
import { ClientError } from '@api/errors'
import { notify } from '@api/notifications/emit'
import { openStoredFile } from '@api/storage/storedFile'
import { throttleInquiry } from '@api/utilities/throttle'

/**
 * The public business website's API (ADR 032): open to visitors, read with access overridden,
 * answering only what a website shows — the organization's name, description, image, the
 * contact details it chose to share, and its published listings. Nothing else of the
 * organization or its units leaves here.
 *
 * - GET  /api/organizations/sites                                  every site's slug and listings (sitemap)
 * - GET  /api/organizations/sites/{slug}                           { site, listings }
 * - GET  /api/organizations/sites/{slug}/listings/{unitId}         { site, listing }; 410 unpublished or leased
 * - POST /api/organizations/sites/{slug}/listings/{unitId}/inquiries  a lead and a notification; 201
 * - GET  /api/organizations/sites/{slug}/images/{filename}         a picture the website shows
 *
 * A previous address of a website (the owner changed it) answers 404 with `{ movedTo }`, the
 * current address, in the error's data: the pages turn it into a 301.
 */

const SITE_ORGANIZATION_SELECT = {
  slug: true,
  organizationType: true,
  organizationName: true,
  firstName: true,
  lastName: true,
  address: true,
  phoneNumber: true,
  email: true,
  website: true,
  description: true,
  websiteImage: true,
  marketing: true,
  updatedAt: true,
} as const

type SiteOrganization = Pick<Organization, keyof typeof SITE_ORGANIZATION_SELECT | 'id'>

const PUBLISHED: Where = { 'marketing.status': { equals: 'published' } }
const LISTED_UNIT: Where = { and: [{ archived: { not_equals: true } }, { deletedAt: { exists: false } }] }

const filenameOf = (image: unknown) => (typeof image === 'object' && image !== null && 'filename' in image ? ((image as Image).filename ?? null) : null)
const photo = (image: unknown) => {
  const filename = filenameOf(image)
  return filename ? { filename, alt: (image as Image).alt ?? null } : null
}

type SiteAddress = PublicAddress

/** What the website shows of the organization: the contact details only as the organization chose to share them. */
function siteView(organization: SiteOrganization, properties: PublicProperty[] | null = null): PublicSite {
  const marketing = organization.marketing ?? {}
  const info = marketing.contactInfo ?? {}
  const address = info.address?.line1 ? info.address : organization.address
  const phones = (info.phone ?? []).filter((slot) => slot.number).map((slot) => ({ number: slot.number!, type: slot.type ?? 'call' }))
  const name = organization.organizationName || [organization.firstName, organization.lastName].filter(Boolean).join(' ') || 'Rentals'
  return {
    slug: organization.slug!,
    name,
    description: organization.description ?? null,
    image: photo(organization.websiteImage),
    website: organization.organizationType === 'company' ? (organization.website ?? null) : null,
    address: marketing.shareAddress && address?.line1 ? pickAddress(address) : null,
    phones: marketing.sharePhone ? (phones.length ? phones : organization.phoneNumber ? [{ number: organization.phoneNumber, type: 'call' }] : []) : [],
    email: marketing.shareEmail ? (info.email ?? organization.email ?? null) : null,
    updatedAt: organization.updatedAt,
    properties,
  }
}

const pickAddress = (address: SiteAddress): SiteAddress => ({ line1: address.line1, line2: address.line2 ?? null, city: address.city, state: address.state, postalCode: address.postalCode })

/** A published listing as the public sees it. */
function listingView(unit: Unit): PublicListing {
  const marketing = unit.marketing ?? {}
  const info = unit.information ?? {}
  const contact = marketing.contact ?? {}
  return {
    id: unit.id,
    title: marketing.headline || unit.name,
    unitName: unit.name,
    status: (marketing.status ?? 'draft') as ListingStatus,
    description: marketing.description ?? '',
    availableDate: marketing.availableDate ?? null,
    publishedAt: marketing.publishedAt ?? null,
    updatedAt: unit.updatedAt,
    rent: marketing.rent ?? null,
    securityDeposit: marketing.securityDeposit ?? null,
    petRent: marketing.petRent ?? null,
    petDeposit: marketing.petDeposit ?? null,
    applicationFee: marketing.applicationFee ?? null,
    petsPolicy: marketing.petsPolicy ?? null,
    bedrooms: info.bedrooms ?? null,
    bathrooms: info.bathrooms ?? null,
    squareFeet: info.squareFeet ?? null,
    amenities: unit.amenities ?? [],
    address: pickAddress(unit.address ?? {}),
    latitude: unit.address?.latitude ?? null,
    longitude: unit.address?.longitude ?? null,
    propertyId: idOf(unit.property) ?? null,
    propertyType: typeof unit.property === 'object' && unit.property ? (unit.property.propertyType ?? null) : null,
    photos: (marketing.images ?? []).map(photo).filter((image) => image !== null),
    // The listing's contact, as the landlord set it for this listing (the marketing contact drawer).
    contact: { name: contact.name ?? null, phone: contact.phone ?? null, email: contact.email ?? null, method: contact.method ?? null },
  }
}

async function findSite(req: PayloadRequest): Promise<SiteOrganization> {
  const slug = String(req.routeParams?.slug ?? '')
  if (!slug || slug.length > 80) throw new NotFound(req.t)
  const { docs } = await req.payload.find({ collection: 'organizations', where: { slug: { equals: slug } }, select: SITE_ORGANIZATION_SELECT, depth: 1, limit: 1, overrideAccess: true, req })
  if (docs[0]) return docs[0] as SiteOrganization
  // An address the website had before: the visitor is sent on to the current one.
  const moved = await req.payload.find({ collection: 'organizations', where: { 'previousSlugs.slug': { equals: slug } }, select: { slug: true }, depth: 0, limit: 1, overrideAccess: true, req })
  const movedTo = moved.docs[0]?.slug
  if (movedTo) throw new ClientError(SITE_MOVED, 404, { movedTo })
  throw new NotFound(req.t)
}

/**
 * The organization's properties as its website shows them when it shares them (shareProperties):
 * name, city and state, the street only when it shares its address; each with its published
 * listings (a property without a nickname is named by its street, or by its city when the
 * street is not shared).
 */
async function sharedProperties(req: PayloadRequest, organization: SiteOrganization, listings: Unit[]): Promise<PublicProperty[] | null> {
  if (!organization.marketing?.shareProperties) return null
  const { docs } = await req.payload.find({
    collection: 'properties',
    where: { and: [{ organization: { equals: organization.id } }, LISTED_UNIT] },
    select: { nickname: true, address: true },
    sort: 'nickname',
    depth: 0,
    limit: 200,
    overrideAccess: true,
    req,
  })
  const showStreet = Boolean(organization.marketing.shareAddress)
  return (docs as Array<Pick<Property, 'id' | 'nickname' | 'address'>>).map((property) => {
    const street = [property.address?.line1, property.address?.line2].filter(Boolean).join(', ') || null
    const city = property.address?.city ?? null
    const state = property.address?.state ?? null
    return {
      id: property.id,
      name: property.nickname?.trim() || (showStreet && street) || [city, state].filter(Boolean).join(', ') || 'Property',
      street: showStreet ? street : null,
      city,
      state,
      listingIds: listings.filter((unit) => idOf(unit.property) === property.id).map((unit) => unit.id),
    }
  })
}

/** The unit of a listing page: 404 unless it is this organization's and was ever published; 410 once unpublished or leased. */
async function findListing(req: PayloadRequest, organization: SiteOrganization): Promise<Unit> {
  const id = Number(req.routeParams?.unitId)
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound(req.t)
  const unit = await req.payload.findByID({ collection: 'units', id, depth: 1, overrideAccess: true, trash: true, joins: { leases: false }, req, disableErrors: true })
  if (!unit || idOf(unit.organization) !== organization.id) throw new NotFound(req.t)
  const status = unit.marketing?.status ?? 'draft'
  if (status === 'draft') throw new NotFound(req.t)
  if (status !== 'published' || unit.archived || unit.deletedAt) throw new ClientError(listingMessages.listingGone, 410)
  return unit
}

async function publishedListings(req: PayloadRequest, organizationId: number, depth: 0 | 1) {
  const { docs } = await req.payload.find({
    collection: 'units',
    where: { and: [{ organization: { equals: organizationId } }, PUBLISHED, LISTED_UNIT] },
    sort: '-marketing.publishedAt',
    depth,
    limit: 200,
    joins: { leases: false },
    overrideAccess: true,
    req,
  })
  return docs
}

export const sitesIndexEndpoint: Endpoint = {
  path: '/sites',
  method: 'get',
  handler: async (req) => {
    const { docs: organizations } = await req.payload.find({ collection: 'organizations', where: { slug: { exists: true } }, select: { slug: true, updatedAt: true }, depth: 0, limit: 5000, overrideAccess: true, req })
    const { docs: units } = await req.payload.find({
      collection: 'units',
      where: { and: [PUBLISHED, LISTED_UNIT] },
      select: { organization: true, updatedAt: true },
      depth: 0,
      limit: 50_000,
      overrideAccess: true,
      req,
    })
    const sites = organizations
      .filter((organization) => organization.slug)
      .map((organization) => ({
        slug: organization.slug!,
        updatedAt: organization.updatedAt,
        listings: units.filter((unit) => idOf(unit.organization) === organization.id).map((unit) => ({ id: unit.id, updatedAt: unit.updatedAt })),
      }))
    return Response.json({ sites })
  },
}

export const siteEndpoint: Endpoint = {
  path: '/sites/:slug',
  method: 'get',
  handler: async (req) => {
    const organization = await findSite(req)
    const listings = await publishedListings(req, organization.id, 1)
    return Response.json({ site: siteView(organization, await sharedProperties(req, organization, listings)), listings: listings.map(listingView) })
  },
}

export const siteListingEndpoint: Endpoint = {
  path: '/sites/:slug/listings/:unitId',
  method: 'get',
  handler: async (req) => {
    const organization = await findSite(req)
    const unit = await findListing(req, organization)
    return Response.json({ site: siteView(organization), listing: listingView(unit) })
  },
}

const splitName = (name: string) => {
  const parts = name.split(/\s+/)
  return parts.length > 1 ? { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! } : { firstName: name, lastName: null }
}

const oneLineAddress = (address: SiteAddress | null | undefined) =>
  [address?.line1, address?.line2, [address?.city, address?.state].filter(Boolean).join(', ')].filter(Boolean).join(', ') || null

export const inquiryEndpoint: Endpoint = {
  path: '/sites/:slug/listings/:unitId/inquiries',
  method: 'post',
  handler: async (req) => {
    await throttleInquiry(req)
    const organization = await findSite(req)
    const unit = await findListing(req, organization)
    const { inquiry, errors } = readInquiry(await readJsonBody(req, 16_384))
    if (!inquiry) {
      const list = Object.entries(errors).map(([path, message]) => ({ path, message }))
      throw new ClientError(list[0]?.message ?? listingMessages.messageRequired, 400, { errors: list })
    }
    const unitAddress = oneLineAddress(unit.address)
    const lead = await req.payload.create({
      collection: 'contacts',
      data: {
        organization: organization.id,
        type: 'lead',
        ...splitName(inquiry.name),
        email: inquiry.email ?? null,
        phoneNumber: inquiry.phone ?? null,
        notes: `Inquiry about ${listingView(unit).title}${unitAddress ? ` (${unitAddress})` : ''}, ${new Date().toISOString().slice(0, 10)}:\n\n${inquiry.message}`,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await notify(req, { event: 'inquiry:received', category: 'organization', recipients: { organizationOwners: organization.id }, related: { inquiry: { contact: lead.id, unitAddress } } })
    return Response.json({ ok: true }, { status: 201 })
  },
}

/** A picture of the website: its image, or a photo of one of its published listings. Anything else is not found. */
export const siteImageEndpoint: Endpoint = {
  path: '/sites/:slug/images/:filename',
  method: 'get',
  handler: async (req) => {
    const organization = await findSite(req)
    const filename = String(req.routeParams?.filename ?? '')
    const { docs } = await req.payload.find({ collection: 'images', where: { and: [{ filename: { equals: filename } }, { organization: { equals: organization.id } }] }, depth: 0, limit: 1, overrideAccess: true, req })
    const image = docs[0]
    if (!image) throw new NotFound(req.t)
    const isWebsiteImage = idOf(organization.websiteImage) === image.id
    if (!isWebsiteImage) {
      const shown = await req.payload.count({ collection: 'units', where: { and: [{ organization: { equals: organization.id } }, PUBLISHED, LISTED_UNIT, { 'marketing.images': { in: [image.id] } }] }, overrideAccess: true, req })
      if (!shown.totalDocs) throw new NotFound(req.t)
    }
    const file = await openStoredFile(req, 'images', image)
    if (!file?.body) throw new NotFound(req.t)
    const headers = new Headers(file.headers)
    headers.set('Content-Type', image.mimeType ?? 'application/octet-stream')
    return new Response(file.body, { status: file.status, headers })
  },
}

export const siteEndpoints: Endpoint[] = [sitesIndexEndpoint, siteEndpoint, siteListingEndpoint, inquiryEndpoint, siteImageEndpoint]
