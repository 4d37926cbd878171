import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { slugify } from '@common/listings'
import type { Organization } from '@api/payload-types'

type Named = Pick<Organization, 'organizationName' | 'firstName' | 'lastName'>

const baseSlug = (organization: Named) => slugify(organization.organizationName) || slugify([organization.firstName, organization.lastName].filter(Boolean).join(' ')) || 'rentals'

/** The first free slug of `base`, `base-2`, `base-3`… (another organization's is never taken). */
async function freeSlug(req: PayloadRequest, base: string, ownId: number | undefined): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'organizations',
    where: { or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }] },
    select: { slug: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const taken = new Set(docs.filter((doc) => doc.id !== ownId).map((doc) => doc.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

const ASSIGN_SLUG = 'assignOrganizationSlug'

/**
 * The public website's address (ADR 032): a readable slug from the business name, given when
 * the organization's first listing is published (ensureOrganizationSlug) and then kept, so
 * links already shared keep working when the name changes. Nobody sets it over the API.
 */
export const keepSlug: CollectionBeforeChangeHook<Organization> = ({ data, originalDoc, context }) => {
  if (context[ASSIGN_SLUG] && !originalDoc?.slug) return data
  data.slug = originalDoc?.slug ?? null
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
