import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { listingHealth } from '@common/listings'
import { idOf } from '@common/ids'
import type { Unit } from '@api/payload-types'
import { ensureOrganizationSlug } from '@api/collections/Organizations/hooks/slug'

/**
 * The publish rules (ADR 032): a listing is published only while the health check finds no
 * blocker — at least 3 photos, a description long enough and free of contact details, an
 * available date. Checked on every save of a published listing (a change that breaks a rule
 * is refused too), on what the unit will hold after the save. Publishing stamps `publishedAt`.
 */
export const enforcePublishRules: CollectionBeforeChangeHook<Unit> = async ({ data, originalDoc, req, collection }) => {
  const marketing = { ...(originalDoc?.marketing ?? {}), ...(data.marketing ?? {}) }
  // Server-managed: what a client sends is replaced.
  const publishedAt = originalDoc?.marketing?.publishedAt ?? null
  if (marketing.status !== 'published') {
    if (data.marketing) data.marketing = { ...data.marketing, publishedAt }
    return data
  }
  const { blockers } = listingHealth({ ...marketing, availableDate: marketing.availableDate ?? null })
  if (blockers.length) {
    throw new ValidationError({ collection: collection.slug, errors: blockers.map((issue) => ({ path: `marketing.${issue.field}`, message: issue.message })) }, req.t)
  }
  const publishing = originalDoc?.marketing?.status !== 'published'
  // The listing's public page lives on the organization's website: give it its address now.
  const organization = idOf(data.organization ?? originalDoc?.organization)
  if (publishing && organization) await ensureOrganizationSlug(req, organization)
  data.marketing = { ...marketing, publishedAt: publishing ? new Date().toISOString() : publishedAt }
  return data
}
