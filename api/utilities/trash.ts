import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'
import { ClientError } from '@api/errors'

export const DELETE_FROM_TRASH_ONLY = 'Move this record to the trash first; only trashed records can be deleted for good.'

/**
 * Deleting is a move to the trash (`deletedAt`, Payload's trash): a mistaken delete loses
 * nothing. A permanent DELETE is accepted only for a document already in the trash.
 */
export const permanentDeleteFromTrashOnly =
  (collection: CollectionSlug): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const doc = (await req.payload.findByID({ collection, id, trash: true, depth: 0, overrideAccess: true, req, disableErrors: true })) as {
      deletedAt?: string | null
    } | null
    if (doc && !doc.deletedAt) throw new ClientError(DELETE_FROM_TRASH_ONLY, 409)
  }

/** True when this change moves the document to the trash. */
export const isBeingTrashed = (data: { deletedAt?: unknown } | undefined, originalDoc: { deletedAt?: unknown } | undefined) =>
  Boolean(data?.deletedAt) && !originalDoc?.deletedAt
/** True when this change restores the document from the trash. */
export const isBeingRestored = (data: { deletedAt?: unknown } | undefined, originalDoc: { deletedAt?: unknown } | undefined) =>
  data !== undefined && 'deletedAt' in data && !data.deletedAt && Boolean(originalDoc?.deletedAt)

/** Joins list and count trashed documents unless told otherwise (Payload 3.90). */
export const NOT_TRASHED = { deletedAt: { exists: false } } as const
