import { ValidationError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'
import { FILE_PARENT_KINDS, fileMessages, isParentKind, type FileParentKind } from '@common/files'
import { idOf } from '@common/ids'
import { writableParent } from '@api/access/writable'
import type { File } from '@api/payload-types'

const PARENT_COLLECTION: Record<FileParentKind, CollectionSlug> = { lease: 'leases', property: 'properties', unit: 'units', contact: 'contacts', invoice: 'invoices' }

/**
 * A file belongs to exactly what its kind says: a lease file to one lease (and nothing
 * else), a general document or a personal file to no record. Its organization is its
 * parent's; its uploader is the caller. Kind, parent, uploader and original name are fixed
 * at upload: an update keeps them whatever it sends (rename and category only).
 */
export const fileParent: CollectionBeforeChangeHook<File> = async ({ data, operation, originalDoc, req, collection }) => {
  if (operation !== 'create') {
    // Put back what was sent (validation reads the submitted fields), never take it.
    const sent = data as Record<string, unknown>
    const original = originalDoc as Record<string, unknown> | undefined
    for (const field of ['kind', 'uploadedBy', 'originalFilename', ...FILE_PARENT_KINDS]) {
      if (field in sent) sent[field] = idOf(original?.[field]) ?? original?.[field] ?? null
    }
    return data
  }
  const kind = String(data.kind ?? '')
  const error = (message: string, path: string) => new ValidationError({ collection: collection.slug, errors: [{ message, path }] }, req.t)
  for (const field of FILE_PARENT_KINDS) {
    if (field !== kind && idOf(data[field])) throw error(fileMessages.parentNotAllowed, field)
  }
  if (isParentKind(kind)) {
    const parentId = idOf(data[kind])
    if (!parentId) throw error(fileMessages.parentRequired, kind)
    // The write rule (ADR 024): only a parent the caller may write to as its staff; another
    // landlord's record, or a lease or invoice the caller reads as a tenant, is not found.
    const parent = await writableParent<{ organization?: unknown; lease?: unknown }>(req, PARENT_COLLECTION[kind], parentId, { path: kind, slug: collection.slug })
    // A parent always has an organization; null would be refused by the field's validation.
    ;(data as { organization?: number | null }).organization = idOf(parent.organization)
    if (kind === 'invoice') data.lease = idOf(parent.lease)
  }
  data.uploadedBy = req.user?.id ?? null
  return data
}
