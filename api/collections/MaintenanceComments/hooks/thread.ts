import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import { ClientError } from '@api/errors'
import type { MaintenanceComment } from '@api/payload-types'
import { maintenanceMessages } from '@common/maintenance'
import { idOf } from '@common/ids'
import { maintenanceActor, notifyOtherSide } from '@api/collections/MaintenanceRequests/hooks/notify'
import { markMaintenanceUnread } from '@api/collections/MaintenanceUnreads'

/**
 * A thread entry belongs to a request the caller can read (else: 'Choose one of your own
 * records.', as for a missing id); its organization and lease are the request's; its author
 * is the caller. A tenant writes shared comments only; the status log is the server's.
 */
export const threadEntry: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  if (req.context.maintenanceLog) return data
  const requestId = idOf(data.maintenanceRequest)
  const request = requestId
    ? await req.payload.findByID({ collection: 'maintenance-requests', id: requestId, depth: 0, overrideAccess: !req.user, req, disableErrors: true })
    : null
  if (!request) throw new ValidationError({ collection: 'maintenance-comments', errors: [{ message: RELATION_NOT_FOUND, path: 'maintenanceRequest' }] }, req.t)
  const actor = await maintenanceActor(req, request)
  const visibility = data.visibility ?? 'shared'
  if (visibility === 'internal' && (actor.role === 'tenant' || actor.role === 'vendor')) throw new ClientError(maintenanceMessages.tenantCannotChange, 403)
  data.maintenanceRequest = request.id
  data.organization = idOf(request.organization)
  data.lease = idOf(request.lease)
  data.kind = 'comment'
  data.visibility = visibility
  data.fromStatus = null
  data.toStatus = null
  data.author = actor.userId
  data.authorName = actor.name ?? data.authorName ?? 'Leasewell'
  data.byVendor = actor.role === 'vendor'
  return data
}

/** 'New Comment': a shared comment goes to the other side; an internal one never reaches a tenant. Every entry marks the request unread. */
export const notifyComment: CollectionAfterChangeHook<MaintenanceComment> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  // Every entry (a comment, a status change) is unread for the others who see it (the sidebar's count).
  const requestId = idOf(doc.maintenanceRequest)
  if (requestId !== null) await markMaintenanceUnread(req, { requestId, organization: doc.organization, lease: doc.lease, shared: doc.visibility === 'shared', authorId: idOf(doc.author) })
  if (doc.kind !== 'comment' || req.context.skipMaintenanceNotifications) return doc
  const actor = await maintenanceActor(req, doc)
  if (requestId !== null) await notifyOtherSide(req, actor, doc, 'comment:created', { maintenanceRequest: requestId, comment: true }, { tenants: doc.visibility === 'shared' })
  return doc
}
