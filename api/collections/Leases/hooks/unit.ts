import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { portfolioMessages } from '@common/portfolio'
import { idOf } from '@common/ids'
import type { Lease } from '@api/payload-types'

/**
 * The lease's property is its unit's property, and its organization theirs: a unit of
 * another property than the one chosen is a field error, not a silent fix.
 */
export const deriveFromUnit: CollectionBeforeChangeHook<Lease> = async ({ data, originalDoc, req, collection }) => {
  const unitId = idOf(data.unit ?? originalDoc?.unit)
  if (!unitId) return data
  // Read as the caller: a unit it cannot read is left to the field's validation
  // (RELATION_NOT_FOUND), the same answer as a missing id, so no id can be probed.
  const unit = await req.payload.findByID({ collection: 'units', id: unitId, depth: 0, overrideAccess: !req.user, trash: true, req, disableErrors: true })
  if (!unit) return data
  const unitProperty = idOf(unit.property)
  const chosenProperty = idOf(data.property)
  if (chosenProperty && chosenProperty !== unitProperty) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: portfolioMessages.unitNotInProperty, path: 'unit' }] }, req.t)
  }
  data.property = unitProperty
  data.organization = idOf(unit.organization)
  return data
}
