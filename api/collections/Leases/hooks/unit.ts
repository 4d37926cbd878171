import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { portfolioMessages } from '@common/portfolio'
import { idOf } from '@common/ids'
import { writableParent } from '@api/access/writable'
import type { Lease, Unit } from '@api/payload-types'

/**
 * The lease's property is its unit's property, and its organization theirs: a unit of
 * another property than the one chosen is a field error, not a silent fix.
 */
export const deriveFromUnit: CollectionBeforeChangeHook<Lease> = async ({ data, originalDoc, req, collection }) => {
  const unitId = idOf(data.unit ?? originalDoc?.unit)
  if (!unitId) return data
  // The write rule (ADR 024): only a unit the caller may write to as its staff; another
  // landlord's, or one the caller reads as a tenant, is not found — nothing is written.
  // The lease's own unit is read even in the trash.
  const unit = await writableParent<Unit>(req, 'units', unitId, { path: 'unit', slug: collection.slug, trash: idOf(originalDoc?.unit) === unitId })
  const unitProperty = idOf(unit.property)
  const chosenProperty = idOf(data.property)
  if (chosenProperty && chosenProperty !== unitProperty) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: portfolioMessages.unitNotInProperty, path: 'unit' }] }, req.t)
  }
  data.property = unitProperty
  data.organization = idOf(unit.organization)
  return data
}
