import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'
import { slugify, slugMessages, slugProblem } from '@common/listings'
import type { Organization } from '@api/payload-types'

type Named = Pick<Organization, 'organizationName' | 'firstName' | 'lastName'>

function baseSlug(organization: Named) {
  const base = slugify(organization.organizationName) || slugify([organization.firstName, organization.lastName].filter(Boolean).join(' ')) || 'rentals'
  // A name too short or reserved ('Admin', 'AB') still gets an address a landlord could choose.
  return slugProblem(base) ? slugify(`${base} rentals`) : base
}

/** The organizations (other than `ownId`) holding one of the addresses, now or as a previous address. */
async function holders(req: PayloadRequest, where: Where, ownId: number | undefined) {
  const { docs } = await req.payload.find({
    collection: 'organizations',
    where: ownId === undefined ? where : { and: [where, { id: { not_equals: ownId } }] },
    select: { slug: true, previousSlugs: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

const addressesOf = (docs: Array<Pick<Organization, 'slug' | 'previousSlugs'>>) => new Set(docs.flatMap((doc) => [doc.slug, ...(doc.previousSlugs ?? []).map((entry) => entry.slug)]).filter(Boolean))

/** The first free slug of `base`, `base-2`, `base-3`… (another organization's address, current or previous, is never taken). */
async function freeSlug(req: PayloadRequest, base: string, ownId: number | undefined): Promise<string> {
  const docs = await holders(req, { or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }, { 'previousSlugs.slug': { equals: base } }, { 'previousSlugs.slug': { like: `${base}-` } }] }, ownId)
  const taken = addressesOf(docs)
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

const ASSIGN_SLUG = 'assignOrganizationSlug'

/**
 * The public website's address (ADR 032): a readable slug from the business name, given when
 * the organization's first listing is published (ensureOrganizationSlug). An owner may change
 * it (Settings → Business Website): the new one must follow the format, avoid reserved words
 * and be nobody else's address, current or previous; the old one is kept in `previousSlugs`
 * so links already shared answer with a 301 to the new address.
 */
export const keepSlug: CollectionBeforeChangeHook<Organization> = async ({ data, originalDoc, context, req, collection }) => {
  const current = originalDoc?.slug ?? null
  if (context[ASSIGN_SLUG] && !current) return data
  const wanted = typeof data.slug === 'string' ? data.slug.trim() : data.slug
  if (wanted === undefined || wanted === current) {
    data.slug = current
    return data
  }
  const refuse = (message: string) => new ValidationError({ collection: collection.slug, errors: [{ path: 'slug', message }] }, req.t)
  const problem = slugProblem(wanted)
  if (problem) throw refuse(problem)
  const wantedSlug = wanted as string
  const others = await holders(req, { or: [{ slug: { equals: wantedSlug } }, { 'previousSlugs.slug': { equals: wantedSlug } }] }, originalDoc?.id)
  if (others.length) throw refuse(slugMessages.taken)
  const previous = (originalDoc?.previousSlugs ?? []).map((entry) => entry.slug).filter((slug) => slug !== wantedSlug)
  if (current && !previous.includes(current)) previous.push(current)
  data.slug = wantedSlug
  data.previousSlugs = previous.map((slug) => ({ slug }))
  return data
}

/** The organization's slug, assigned now if it has none yet (publishing a listing needs the website's address). */
export async function ensureOrganizationSlug(req: PayloadRequest, organizationId: number): Promise<string> {
  const organization = await req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, select: { slug: true, organizationName: true, firstName: true, lastName: true }, overrideAccess: true, req })
  if (organization.slug) return organization.slug
  const slug = await freeSlug(req, baseSlug(organization), organizationId)
  await req.payload.update({ collection: 'organizations', id: organizationId, data: { slug }, depth: 0, overrideAccess: true, context: { [ASSIGN_SLUG]: true }, req })
  return slug
}
