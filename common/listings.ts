import { messages } from './messages'
import { EMAIL_PATTERN } from './password'
import { isUsPhoneNumber } from './phone'

/**
 * Marketing listings (product-spec §1 marketing listings, §2 marketing and the public business
 * website, §3 Unit marketing): statuses, pets policies, the publish rules and the listing's
 * health check — what blocks publishing, what weakens a listing, and wording that fair-housing
 * advertising rules forbid. The API refuses to publish on the same blockers the landlord's
 * health panel shows (ADR 032).
 */
export const LISTING_STATUSES = ['draft', 'published', 'unpublished', 'leased'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]
export const listingStatusLabel: Record<ListingStatus, string> = { draft: 'Draft', published: 'Published', unpublished: 'Unpublished', leased: 'Leased' }
/** STYLE status colours: green live, gray draft/unpublished, blue leased (done, not failed). */
export const listingStatusColor: Record<ListingStatus, 'green' | 'gray' | 'blue' | 'amber'> = { draft: 'gray', published: 'green', unpublished: 'amber', leased: 'blue' }

export const PETS_POLICIES = [
  ['not-allowed', 'No pets'],
  ['cats', 'Cats allowed'],
  ['dogs', 'Dogs allowed'],
  ['cats-and-dogs', 'Cats and dogs allowed'],
  ['case-by-case', 'Pets considered case by case'],
] as const
export type PetsPolicy = (typeof PETS_POLICIES)[number][0]

export const MIN_LISTING_PHOTOS = 3
export const MIN_LISTING_DESCRIPTION = 100

/** Ours (the spec is silent); the issue's words: missing photos, description too short or with contact details, no available date. */
export const listingMessages = {
  photosMissing: `Add at least ${MIN_LISTING_PHOTOS} photos to publish this listing.`,
  descriptionTooShort: `Write a description of at least ${MIN_LISTING_DESCRIPTION} characters to publish this listing.`,
  descriptionHasContact: 'Remove the phone numbers, e-mail addresses and links from the description: prospects reach you through the inquiry form.',
  availableDateMissing: 'Set the date the unit is available to publish this listing.',
  titleMissing: 'Add a title: the listing shows the unit name until then.',
  rentMissing: 'Add the monthly rent: listings without a price get fewer inquiries.',
  fairHousing: 'Fair-housing advertising rules forbid wording about who may live here',
  published: 'Listing published.',
  unpublished: 'Listing unpublished.',
  notPublishable: 'This listing cannot be published yet.',
  // The public side.
  inquirySent: 'Thank you! Your message was sent. The landlord will get back to you soon.',
  nameRequired: 'Name is required.',
  messageRequired: 'Message is required.',
  contactRequired: 'Give an e-mail address or a phone number so the landlord can answer you.',
  listingGone: 'This listing is no longer available.',
} as const

/** Fair-housing categories (US Fair Housing Act: race, color, religion, sex, disability, familial status, national origin). */
export const FAIR_HOUSING_CATEGORIES = {
  familialStatus: 'familial status',
  religion: 'religion',
  nationalOrigin: 'national origin',
  disability: 'disability',
  sex: 'sex',
  race: 'race or color',
} as const
export type FairHousingCategory = keyof typeof FAIR_HOUSING_CATEGORIES

/**
 * Phrases that advertising rules (HUD 24 CFR 100.75 guidance) treat as stating a preference or
 * limitation. Matched as whole words, case-insensitive. A short list of the clear cases: the
 * panel flags them for the landlord to reword; it does not refuse them (context matters).
 */
export const FAIR_HOUSING_PHRASES: ReadonlyArray<readonly [phrase: string, category: FairHousingCategory]> = [
  ['no children', 'familialStatus'],
  ['no kids', 'familialStatus'],
  ['adults only', 'familialStatus'],
  ['adult only', 'familialStatus'],
  ['perfect for singles', 'familialStatus'],
  ['ideal for couples', 'familialStatus'],
  ['no families', 'familialStatus'],
  ['mature couple', 'familialStatus'],
  ['empty nesters', 'familialStatus'],
  ['christian', 'religion'],
  ['church-going', 'religion'],
  ['jewish', 'religion'],
  ['muslim', 'religion'],
  ['catholic', 'religion'],
  ['english speakers only', 'nationalOrigin'],
  ['english only', 'nationalOrigin'],
  ['no immigrants', 'nationalOrigin'],
  ['american-born', 'nationalOrigin'],
  ['citizens only', 'nationalOrigin'],
  ['no wheelchairs', 'disability'],
  ['able-bodied', 'disability'],
  ['must be able to climb stairs', 'disability'],
  ['no disabled', 'disability'],
  ['mentally ill', 'disability'],
  ['healthy only', 'disability'],
  ['female only', 'sex'],
  ['male only', 'sex'],
  ['women only', 'sex'],
  ['men only', 'sex'],
  ['no men', 'sex'],
  ['no women', 'sex'],
  ['bachelor pad', 'sex'],
  ['white only', 'race'],
  ['whites only', 'race'],
  ['no blacks', 'race'],
  ['exclusive neighborhood', 'race'],
  ['ethnic', 'race'],
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const phrasePatterns = FAIR_HOUSING_PHRASES.map(([phrase, category]) => ({
  phrase,
  category,
  pattern: new RegExp(`(^|[^a-z])${escapeRegExp(phrase).replace(/[\s-]+/g, '[\\s-]+')}($|[^a-z])`, 'i'),
}))

export type FairHousingFlag = { phrase: string; category: FairHousingCategory; label: string }

/** The fair-housing phrases found in a text (each phrase once). */
export function fairHousingFlags(text: string | null | undefined): FairHousingFlag[] {
  if (!text) return []
  return phrasePatterns.filter(({ pattern }) => pattern.test(text)).map(({ phrase, category }) => ({ phrase, category, label: FAIR_HOUSING_CATEGORIES[category] }))
}

const EMAIL_IN_TEXT = /[a-z0-9._%+-]+\s*(@|\(at\)|\[at\])\s*[a-z0-9.-]+\.[a-z]{2,}/i
// Seven or more digits with the usual separators: a phone number (years, prices and sizes are shorter).
const PHONE_IN_TEXT = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/
const LINK_IN_TEXT = /\b(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|io|co|us|info|biz)\b/i

/** Whether a description carries contact details (an e-mail, a phone number, a link). */
export const hasContactDetails = (text: string | null | undefined) => Boolean(text && (EMAIL_IN_TEXT.test(text) || PHONE_IN_TEXT.test(text) || LINK_IN_TEXT.test(text)))

/** What the health check reads of a listing (the unit's marketing group, photos as ids or documents). */
export type ListingInput = {
  headline?: string | null
  description?: string | null
  availableDate?: string | null
  rent?: number | null
  images?: ReadonlyArray<unknown> | null
}

/** A problem of a listing: the field it is about (the API's path under `marketing`) and what to do. */
export type ListingIssue = { field: 'images' | 'description' | 'availableDate' | 'headline' | 'rent'; message: string }

export type ListingHealth = {
  /** What blocks publishing (the API refuses with these messages). */
  blockers: ListingIssue[]
  /** What weakens the listing without blocking it. */
  warnings: ListingIssue[]
  /** Wording fair-housing advertising rules forbid (in the title or the description). */
  fairHousing: FairHousingFlag[]
}

/** The listing's health (product-spec §1 marketing listings; ADR 032): shared by the API's publish rule and the landlord's panel. */
export function listingHealth(listing: ListingInput): ListingHealth {
  const blockers: ListingIssue[] = []
  const warnings: ListingIssue[] = []
  if ((listing.images?.length ?? 0) < MIN_LISTING_PHOTOS) blockers.push({ field: 'images', message: listingMessages.photosMissing })
  const description = listing.description?.trim() ?? ''
  if (description.length < MIN_LISTING_DESCRIPTION) blockers.push({ field: 'description', message: listingMessages.descriptionTooShort })
  else if (hasContactDetails(description)) blockers.push({ field: 'description', message: listingMessages.descriptionHasContact })
  if (!listing.availableDate) blockers.push({ field: 'availableDate', message: listingMessages.availableDateMissing })
  if (!listing.headline?.trim()) warnings.push({ field: 'headline', message: listingMessages.titleMissing })
  if (!listing.rent) warnings.push({ field: 'rent', message: listingMessages.rentMissing })
  const seen = new Set<string>()
  const fairHousing = [...fairHousingFlags(listing.headline), ...fairHousingFlags(listing.description)].filter((flag) => !seen.has(flag.phrase) && seen.add(flag.phrase))
  return { blockers, warnings, fairHousing }
}

/** The public website's paths (product-spec §2: a public business website page per organization). */
export const SITES_PATH = '/app/sites'
export const sitePath = (slug: string) => `${SITES_PATH}/${encodeURIComponent(slug)}`
export const listingPath = (slug: string, unitId: number | string) => `${sitePath(slug)}/listings/${unitId}`
export const siteImagePath = (slug: string, filename: string) => `${sitePath(slug)}/images/${encodeURIComponent(filename)}`
/** The organization's listing feed in the HotPads format (ADR 032), for listing sites to fetch. */
export const siteFeedPath = (slug: string) => `${sitePath(slug)}/feed.xml`
export const MARKETING_PATH = '/app/landlord/marketing'
export const marketingListingPath = (unitId: number | string) => `${MARKETING_PATH}/${unitId}`

/** A readable slug from a business name ('Dana Rentals' → 'dana-rentals'); empty when nothing is left. */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
}

/** The website's address rules (ours): what a landlord may choose in Settings → Business Website. */
export const SLUG_LENGTH = { min: 3, max: 60 } as const
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/**
 * Addresses nobody may take: words that would pass for the product's own pages or staff
 * ('admin', 'support'…), and the website's own path segments.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'api', 'app', 'apps', 'assets', 'billing', 'blog', 'dashboard', 'docs', 'feed', 'help', 'images',
  'landlord', 'leasewell', 'listings', 'login', 'logout', 'mail', 'official', 'payments', 'robots', 'root', 'security', 'settings',
  'signup', 'sitemap', 'sites', 'staff', 'static', 'support', 'system', 'tenant', 'test', 'www',
])

export const slugMessages = {
  required: 'Enter the address of your website.',
  format: 'Use lowercase letters, digits and single hyphens only, starting and ending with a letter or digit.',
  length: `Use ${SLUG_LENGTH.min} to ${SLUG_LENGTH.max} characters.`,
  reserved: 'This address is reserved. Choose another one.',
  taken: 'Another business uses this address. Choose another one.',
  saved: 'Website address saved.',
} as const

/** The API's answer for a website's previous address (404 with `{ movedTo }`); the pages redirect (301). */
export const SITE_MOVED = 'This website has a new address.'

/** What is wrong with a website address a landlord chose (null when it may be used, if free). */
export function slugProblem(slug: string | null | undefined): string | null {
  if (!slug) return slugMessages.required
  if (slug.length < SLUG_LENGTH.min || slug.length > SLUG_LENGTH.max) return slugMessages.length
  if (!SLUG_PATTERN.test(slug)) return slugMessages.format
  if (RESERVED_SLUGS.has(slug)) return slugMessages.reserved
  return null
}

export type PublicAddress = { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; postalCode?: string | null }
export type PublicPhoto = { filename: string; alt: string | null }

/** What the public website shows of an organization (only the contact details it shares). */
export type PublicSite = {
  slug: string
  name: string
  description: string | null
  image: PublicPhoto | null
  website: string | null
  address: PublicAddress | null
  phones: Array<{ number: string; type: string }>
  email: string | null
  updatedAt: string
  /** The organization's properties when it shares them (marketing.shareProperties), otherwise null. */
  properties: PublicProperty[] | null
}

/** A property as the website shows it (shareProperties): the street only when the organization shares its address. */
export type PublicProperty = { id: number; name: string; street: string | null; city: string | null; state: string | null; listingIds: number[] }

/** What the public website shows of a published listing. */
export type PublicListing = {
  id: number
  title: string
  unitName: string
  status: ListingStatus
  description: string
  availableDate: string | null
  publishedAt: string | null
  updatedAt: string
  rent: number | null
  securityDeposit: number | null
  petRent: number | null
  petDeposit: number | null
  applicationFee: number | null
  petsPolicy: PetsPolicy | null
  bedrooms: number | null
  bathrooms: number | null
  squareFeet: number | null
  amenities: string[]
  address: PublicAddress
  /** The map position (the property's geocoded address), for listing feeds. */
  latitude: number | null
  longitude: number | null
  propertyId: number | null
  propertyType: string | null
  photos: PublicPhoto[]
  contact: { name: string | null; phone: string | null; email: string | null; method: string | null }
}

/** Inquiry limits: what a visitor may send (ours). */
export const INQUIRY_LIMITS = { name: 120, email: 254, phone: 30, message: 2000 } as const

export type Inquiry = { name: string; email: string | null; phone: string | null; message: string }
export type InquiryField = keyof Inquiry

/**
 * A visitor's inquiry, read and checked the same way by the public page's action and the API
 * (ours: a name, a message, and a way to answer — an e-mail or a phone number).
 */
export function readInquiry(input: Record<string, unknown>): { inquiry: Inquiry | null; errors: Partial<Record<InquiryField, string>> } {
  const text = (key: InquiryField) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '')
  const value = { name: text('name'), email: text('email') || null, phone: text('phone') || null, message: text('message') }
  const errors: Partial<Record<InquiryField, string>> = {}
  if (!value.name) errors.name = listingMessages.nameRequired
  else if (value.name.length > INQUIRY_LIMITS.name) errors.name = `Use at most ${INQUIRY_LIMITS.name} characters.`
  if (value.email && (value.email.length > INQUIRY_LIMITS.email || !EMAIL_PATTERN.test(value.email))) errors.email = messages.emailInvalid
  if (value.phone && (value.phone.length > INQUIRY_LIMITS.phone || !isUsPhoneNumber(value.phone))) errors.phone = messages.phoneInvalid
  if (!value.email && !value.phone) errors.email = listingMessages.contactRequired
  if (!value.message) errors.message = listingMessages.messageRequired
  else if (value.message.length > INQUIRY_LIMITS.message) errors.message = `Use at most ${INQUIRY_LIMITS.message} characters.`
  return Object.keys(errors).length ? { inquiry: null, errors } : { inquiry: value, errors }
}
