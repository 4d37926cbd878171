import type { CollectionBeforeChangeHook } from 'payload'
import { ClientError } from '@api/errors'
import { portfolioMessages, WHOLE_PROPERTY_UNIT } from '@common/portfolio'
import { isBeingTrashed } from '@api/utilities/trash'
import { idOf } from '@common/ids'
import type { Unit } from '@api/payload-types'

/**
 * A unit belongs to its property's organization and takes its address (product-spec §3: the
 * unit's address), with the unit's name as line 2 unless it is the whole property.
 */
export const deriveFromProperty: CollectionBeforeChangeHook<Unit> = async ({ data, originalDoc, req }) => {
  const propertyId = idOf(data.property ?? originalDoc?.property)
  if (!propertyId) return data
  // Read as the caller: a property it cannot read is left to the field's validation
  // (RELATION_NOT_FOUND), the same answer as a missing id, so no id can be probed.
  const property = await req.payload.findByID({ collection: 'properties', id: propertyId, depth: 0, overrideAccess: !req.user, trash: true, req, disableErrors: true })
  if (!property) return data
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
