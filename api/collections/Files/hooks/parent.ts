import { ValidationError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'
import { FILE_PARENT_KINDS, fileMessages, isParentKind, type FileParentKind } from '@common/files'
import { maintenanceMessages, MAX_MAINTENANCE_FILES } from '@common/maintenance'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { idOf } from '@common/ids'

const PARENT_COLLECTION: Record<FileParentKind, CollectionSlug> = { lease: 'leases', property: 'properties', unit: 'units', contact: 'contacts', invoice: 'invoices', maintenanceRequest: 'maintenance-requests' }

/**
 * A file belongs to exactly what its kind says: a lease file to one lease (and nothing
 * else), a general document or a personal file to no record. Its organization is its
 * parent's; its uploader is the caller. Kind, parent, uploader and original name are fixed
 * at upload: an update keeps them whatever it sends (rename and category only).
 */
export const fileParent: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req, collection }) => {
  if (operation !== 'create') {
    // Put back what was sent (validation reads the submitted fields), never take it.
    for (const field of ['kind', 'uploadedBy', 'originalFilename', ...FILE_PARENT_KINDS]) {
      if (field in data) data[field] = idOf(originalDoc?.[field]) ?? originalDoc?.[field] ?? null
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
    // Read as the caller: the relation's validation has already refused a record it cannot read.
    const parent = (await req.payload.findByID({
      collection: PARENT_COLLECTION[kind],
      id: parentId,
      depth: 0,
      overrideAccess: !req.user,
      req,
      disableErrors: true,
    })) as { organization?: unknown; lease?: unknown } | null
    if (parent) data.organization = idOf(parent.organization)
    // An invoice's attachment is shown to the tenants of the invoice's lease, like a lease file (ADR 021).
    // So is a maintenance request's photo or PDF (product-spec §1 maintenance requests).
    if (parent && (kind === 'invoice' || kind === 'maintenanceRequest')) data.lease = idOf(parent.lease)
    if (parent && kind === 'maintenanceRequest') {
      const { totalDocs } = await req.payload.count({ collection: 'files', where: { maintenanceRequest: { equals: parentId } }, overrideAccess: true, req })
      if (totalDocs >= MAX_MAINTENANCE_FILES) throw error(maintenanceMessages.tooManyFiles, 'file')
    }
  }
  // A tenant uploads only to a maintenance request of its lease; every other kind is the staff's.
  if (req.user && !isAdmin(req) && kind !== 'maintenanceRequest') {
    const { organizationIds } = await getMembership(req)
    if (!organizationIds.length || (data.organization && !organizationIds.includes(idOf(data.organization) as number))) throw error(fileMessages.parentRequired, kind || 'kind')
  }
  data.uploadedBy = req.user?.id ?? null
  return data
}
