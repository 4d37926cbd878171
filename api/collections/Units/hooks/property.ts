import type { CollectionBeforeChangeHook } from 'payload'
import { ClientError } from '@api/errors'
import { portfolioMessages, WHOLE_PROPERTY_UNIT } from '@common/portfolio'
import { isBeingTrashed } from '@api/utilities/trash'
import { idOf } from '@common/ids'
import { writableParent } from '@api/access/writable'
import type { Property, Unit } from '@api/payload-types'

/**
 * A unit belongs to its property's organization and takes its address (product-spec §3: the
 * unit's address), with the unit's name as line 2 unless it is the whole property.
 */
export const deriveFromProperty: CollectionBeforeChangeHook<Unit> = async ({ data, originalDoc, req, collection }) => {
  const propertyId = idOf(data.property ?? originalDoc?.property)
  if (!propertyId) return data
  // The write rule (ADR 024): only a property the caller may write to as its staff; another
  // landlord's, or one the caller reads as a tenant, is not found — nothing is written.
  // A unit being trashed with its property still reads it (trash).
  const property = await writableParent<Property>(req, 'properties', propertyId, { path: 'property', slug: collection.slug, trash: idOf(originalDoc?.property) === propertyId })
  const name = (data.name ?? originalDoc?.name ?? '') as string
  data.organization = idOf(property.organization)
  data.address = {
    ...property.address,
    line2: name && name !== WHOLE_PROPERTY_UNIT ? name : property.address.line2,
  }
  return data
}

export const refuseTrashWithLeases: CollectionBeforeChangeHook<Unit> = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc || !isBeingTrashed(data, originalDoc)) return data
  const { totalDocs } = await req.payload.count({ collection: 'leases', where: { unit: { equals: originalDoc.id } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new ClientError(portfolioMessages.unitHasLeases, 409)
  return data
}
