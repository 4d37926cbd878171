import type { CollectionAfterChangeHook } from 'payload'
import { idOf } from '@common/ids'
import type { Lease } from '@api/payload-types'

/**
 * A listing unpublishes itself when an active lease starts on its unit (ADR 032): the unit's
 * listing becomes 'leased' (its public page then answers 410), in the lease's transaction.
 * A draft listing stays a draft; one already leased is left alone.
 */
export const markListingLeased: CollectionAfterChangeHook<Lease> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.status !== 'active' || (operation === 'update' && previousDoc?.status === 'active' && idOf(previousDoc.unit) === idOf(doc.unit))) return doc
  const unitId = idOf(doc.unit)
  if (!unitId) return doc
  const unit = await req.payload.findByID({ collection: 'units', id: unitId, depth: 0, select: { marketing: { status: true } }, overrideAccess: true, trash: true, req }).catch(() => null)
  const status = unit?.marketing?.status
  if (status !== 'published' && status !== 'unpublished') return doc
  await req.payload.update({ collection: 'units', id: unitId, data: { marketing: { status: 'leased' } }, depth: 0, overrideAccess: true, trash: true, req })
  return doc
}
