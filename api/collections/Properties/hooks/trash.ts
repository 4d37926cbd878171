import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { ClientError } from '@api/errors'
import { portfolioMessages } from '@common/portfolio'
import { isBeingRestored, isBeingTrashed } from '@api/utilities/trash'
import type { Property } from '@api/payload-types'

/** A property that still has leases is not deleted: the landlord deletes or archives first. */
export const refuseTrashWithLeases: CollectionBeforeChangeHook<Property> = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc || !isBeingTrashed(data, originalDoc)) return data
  const { totalDocs } = await req.payload.count({ collection: 'leases', where: { property: { equals: originalDoc.id } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new ClientError(portfolioMessages.propertyHasLeases, 409)
  return data
}

/**
 * Units live and die with their property: trashing a property trashes its units with the
 * same timestamp, and restoring it brings back exactly those units. An address change is
 * carried to the units' addresses (each keeps its own line 2).
 */
export const cascadeToUnits: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc
  if (isBeingTrashed(doc, previousDoc)) {
    await req.payload.update({
      collection: 'units',
      where: { property: { equals: doc.id } },
      data: { deletedAt: doc.deletedAt },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } else if (isBeingRestored(doc, previousDoc)) {
    await req.payload.update({
      collection: 'units',
      where: { and: [{ property: { equals: doc.id } }, { deletedAt: { equals: previousDoc.deletedAt } }] },
      data: { deletedAt: null },
      trash: true,
      overrideAccess: true,
      depth: 0,
      req,
    })
  } else if (addressChanged(doc.address, previousDoc.address)) {
    await req.payload.update({
      collection: 'units',
      where: { property: { equals: doc.id } },
      // The units' own hook derives their address from this property's.
      data: {},
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}

type Address = Record<string, unknown> | null | undefined
const ADDRESS_KEYS = ['line1', 'city', 'state', 'postalCode', 'latitude', 'longitude']
const addressChanged = (next: Address, previous: Address) => ADDRESS_KEYS.some((key) => (next?.[key] ?? null) !== (previous?.[key] ?? null))
