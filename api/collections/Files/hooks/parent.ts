import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { FILE_PARENT_COLLECTION, FILE_PARENT_KINDS, fileMessages, isParentKind } from '@common/files'
import { maintenanceMessages, MAX_COMMENT_FILES, MAX_MAINTENANCE_FILES } from '@common/maintenance'
import { expenseMessages, MAX_EXPENSE_RECEIPTS } from '@common/expenses'
import { conditionReportMessages, MAX_CONDITION_PHOTOS_PER_ITEM, type ConditionRoom } from '@common/condition-reports'
import { ClientError } from '@api/errors'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { idOf } from '@common/ids'
import { allWritable, relationNotFound, writableParent } from '@api/access/writable'
import type { File } from '@api/payload-types'

const PARENT_COLLECTION = FILE_PARENT_COLLECTION

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
    for (const field of ['kind', 'uploadedBy', 'originalFilename', 'internal', 'sha256', 'conditionItem', ...FILE_PARENT_KINDS]) {
      if (field in sent) sent[field] = idOf(original?.[field]) ?? original?.[field] ?? null
    }
    return data
  }
  const kind = String(data.kind ?? '')
  const error = (message: string, path: string) => new ValidationError({ collection: collection.slug, errors: [{ message, path }] }, req.t)
  for (const field of FILE_PARENT_KINDS) {
    if (field !== kind && idOf(data[field])) throw error(fileMessages.parentNotAllowed, field)
  }
  // Staff-only files: an internal comment's (below), or a request's file staff mark internal (a receipt).
  const wantsInternal = data.internal === true
  data.internal = false
  if (kind === 'maintenanceComment') {
    const parentId = idOf(data.maintenanceComment)
    if (!parentId) throw error(fileMessages.parentRequired, kind)
    await attachToComment(req, data, parentId, error)
  } else if (isParentKind(kind)) {
    const parentId = idOf(data[kind])
    if (!parentId) throw error(fileMessages.parentRequired, kind)
    // The write rule (ADR 024): only a parent the caller may write to as its staff; another
    // landlord's record, or a lease or invoice the caller reads as a tenant, is not found. The
    // one exception is a maintenance request, which its lease's tenants add photos to: for
    // them it must be one they can read (their own lease's), else it is not found either.
    const tenantWritable = kind === 'maintenanceRequest' || kind === 'conditionReport'
    const parent =
      tenantWritable && req.user && !isAdmin(req) && !(await allWritable(req, PARENT_COLLECTION[kind], [parentId]))
        ? await readableParent(req, PARENT_COLLECTION[kind] as 'maintenance-requests' | 'condition-reports', parentId, kind, collection.slug)
        : await writableParent<{ organization?: unknown; lease?: unknown; status?: string | null; rooms?: unknown }>(req, PARENT_COLLECTION[kind], parentId, { path: kind, slug: collection.slug })
    // A parent always has an organization; null would be refused by the field's validation.
    ;(data as { organization?: number | null }).organization = idOf(parent.organization)
    // An invoice's attachment is shown to the tenants of the invoice's lease, like a lease file (ADR 021).
    // So is a maintenance request's photo or PDF (product-spec §1 maintenance requests).
    if (kind === 'invoice' || kind === 'maintenanceRequest' || kind === 'conditionReport') data.lease = idOf(parent.lease)
    // A photo (it names an item) is checked for everyone, the server too (a tenant's signing link); the server's PDF names none.
    if (kind === 'conditionReport' && (req.user || data.conditionItem)) await checkConditionPhoto(req, data, parentId, parent, error)
    if (kind !== 'conditionReport') data.conditionItem = null
    if (kind === 'maintenanceRequest') {
      const { totalDocs } = await req.payload.count({ collection: 'files', where: { and: [{ maintenanceRequest: { equals: parentId } }, { kind: { equals: kind } }] }, overrideAccess: true, req })
      if (totalDocs >= MAX_MAINTENANCE_FILES) throw error(maintenanceMessages.tooManyFiles, 'file')
      // Only the request's staff keep a file to themselves (a receipt); a tenant's is always shared.
      data.internal = wantsInternal && (!req.user || isAdmin(req) || (await getMembership(req)).organizationIds.includes(idOf(parent.organization) as number))
    }
    if (kind === 'expense') {
      const { totalDocs } = await req.payload.count({ collection: 'files', where: { expense: { equals: parentId } }, overrideAccess: true, req })
      if (totalDocs >= MAX_EXPENSE_RECEIPTS) throw error(expenseMessages.tooManyReceipts, 'file')
    }
  }
  // A tenant uploads only to a maintenance request of its lease (or its own comment on one) or a condition report it is asked to fill; every other kind is the staff's.
  if (req.user && !isAdmin(req) && kind !== 'maintenanceRequest' && kind !== 'maintenanceComment' && kind !== 'conditionReport') {
    const { organizationIds } = await getMembership(req)
    if (!organizationIds.length || (data.organization && !organizationIds.includes(idOf(data.organization) as number))) throw error(fileMessages.parentRequired, kind || 'kind')
  }
  data.uploadedBy = req.user?.id ?? null
  return data
}

type Parent = { organization?: unknown; lease?: unknown; status?: string | null; rooms?: unknown }

/** A maintenance request or condition report as its lease's tenant reads it (its read access), else not found. */
async function readableParent(req: PayloadRequest, collection: 'maintenance-requests' | 'condition-reports', id: number, path: string, slug: string): Promise<Parent> {
  const parent = await req.payload.findByID({ collection, id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
  if (!parent) throw relationNotFound(req, slug, path)
  return parent as Parent
}

/**
 * A photo of a condition report's item (product-spec §1): only JPEG or PNG, of an item of the
 * report, at most 10 per item; staff while the report is not completed, a tenant of its lease
 * only while it is requested (whose read access already hides a draft). A completed report is locked.
 */
async function checkConditionPhoto(req: PayloadRequest, data: Partial<File>, reportId: number, report: Parent, error: (message: string, path: string) => ValidationError) {
  if (report.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
  // Without a user it is a signing link's photo (ADR 031): a tenant's, only while requested.
  const staff = Boolean(req.user) && (isAdmin(req) || (await allWritable(req, 'condition-reports', [reportId])))
  if (!staff && report.status !== 'requested') throw new ClientError(conditionReportMessages.notRequested, 403)
  if (!['image/jpeg', 'image/png'].includes(req.file?.mimetype ?? '')) throw error(conditionReportMessages.photoType, 'file')
  const item = String(data.conditionItem ?? '')
  const rooms = (report.rooms ?? []) as ConditionRoom[]
  if (!rooms.some((room) => room.items.some((entry) => entry.id === item))) throw error(conditionReportMessages.itemRequired, 'conditionItem')
  const { totalDocs } = await req.payload.count({ collection: 'files', where: { and: [{ conditionReport: { equals: reportId } }, { conditionItem: { equals: item } }] }, overrideAccess: true, req })
  if (totalDocs >= MAX_CONDITION_PHOTOS_PER_ITEM) throw error(conditionReportMessages.tooManyPhotos, 'file')
}

/**
 * A comment's photo or PDF (at most 5): the comment must be one the caller reads (a tenant
 * never reads an internal one) and wrote; the server (a vendor's link) attaches to any. The
 * file takes the comment's organization, lease, request and visibility: an internal
 * comment's file is internal, never a tenant's.
 */
async function attachToComment(req: PayloadRequest, data: Partial<File>, commentId: number, error: (message: string, path: string) => Error) {
  const comment = await req.payload.findByID({ collection: 'maintenance-comments', id: commentId, depth: 0, overrideAccess: !req.user, user: req.user, req, disableErrors: true })
  if (!comment || comment.kind !== 'comment') throw relationNotFound(req, 'files', 'maintenanceComment')
  if (req.user && !isAdmin(req) && idOf(comment.author) !== req.user.id) throw error(maintenanceMessages.commentFileNotYours, 'maintenanceComment')
  const { totalDocs } = await req.payload.count({ collection: 'files', where: { maintenanceComment: { equals: commentId } }, overrideAccess: true, req })
  if (totalDocs >= MAX_COMMENT_FILES) throw error(maintenanceMessages.tooManyCommentFiles, 'file')
  data.organization = idOf(comment.organization)
  data.lease = idOf(comment.lease)
  data.maintenanceRequest = idOf(comment.maintenanceRequest)
  data.internal = comment.visibility === 'internal'
}
