import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { ClientError } from '@api/errors'
import { readLinkPost } from '@api/utilities/linkPost'
import type { MaintenanceRequest } from '@api/payload-types'
import type { File } from 'payload'
import { canTransition, maintenanceMessages } from '@common/maintenance'
import { idOf } from '@common/ids'
import { markMaintenanceRead } from '@api/collections/MaintenanceUnreads'
import { inTransaction, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { maintenanceRoleOf } from '../access'
import { VENDOR_CONTEXT } from '../hooks/notify'
import { recordMaintenanceExpense } from '../hooks/expense'
import { createVendorToken, verifyVendorToken } from '../vendorToken'

/** Where the web app shows a vendor its job. */
export const vendorJobPath = (token: string) => `/app/vendor/maintenance/${token}`

/** The request of the route for its staff (a tenant of its lease: 403; anyone else: 404). */
async function requestForStaff(req: PayloadRequest): Promise<MaintenanceRequest> {
  requireSignedIn(req)
  const request = await req.payload.findByID({ collection: 'maintenance-requests', id: routeId(req), depth: 0, overrideAccess: false, req, disableErrors: true })
  if (!request) throw new NotFound(req.t)
  if ((await maintenanceRoleOf(req, request)) !== 'staff') throw new Forbidden(req.t)
  return request
}

/** Moves the request's link version on: every link made before stops working. */
async function nextLinkVersion(req: PayloadRequest, request: MaintenanceRequest) {
  const version = (request.vendorLinkVersion ?? 0) + 1
  await req.payload.update({ collection: 'maintenance-requests', id: request.id, data: { vendorLinkVersion: version }, overrideAccess: true, req, context: { skipMaintenanceNotifications: true } })
  return version
}

/**
 * POST /api/maintenance-requests/{id}/vendor-link: the landlord's staff make a signed,
 * expiring link for the request's vendor; the link made before it stops working (a tenant
 * of the lease: 403; anyone else: 404).
 */
export const vendorLinkEndpoint: Endpoint = {
  path: '/:id/vendor-link',
  method: 'post',
  handler: async (req) => {
    const result = await inTransaction(req, async () => {
      const request = await requestForStaff(req)
      return createVendorToken(req.payload.secret, request.id, await nextLinkVersion(req, request))
    })
    return Response.json({ ...result, path: vendorJobPath(result.token) })
  },
}

/** POST /api/maintenance-requests/{id}/vendor-link/revoke: the request's current link stops working (staff only, as above). */
export const revokeVendorLinkEndpoint: Endpoint = {
  path: '/:id/vendor-link/revoke',
  method: 'post',
  handler: async (req) => {
    await inTransaction(req, async () => nextLinkVersion(req, await requestForStaff(req)))
    return Response.json({ revoked: true })
  },
}

/**
 * POST /api/maintenance-requests/{id}/expense: records the expense of a request closed with a
 * cost before closing did so itself ('Record as expense'; staff only, as above). Once: a request
 * that has its expense answers with it.
 */
export const recordExpenseEndpoint: Endpoint = {
  path: '/:id/expense',
  method: 'post',
  handler: async (req) => {
    const expense = await inTransaction(req, async () => {
      const request = await requestForStaff(req)
      const id = await recordMaintenanceExpense(req, request.id, { previousReceipt: idOf(request.receipt) })
      if (id === null) throw new ClientError(maintenanceMessages.expenseNeedsClosedCost, 400)
      return id
    })
    return Response.json({ expense })
  },
}

/** POST /api/maintenance-requests/{id}/read: the caller has read the request (the sidebar's unread count drops it). */
export const markReadEndpoint: Endpoint = {
  path: '/:id/read',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    await markMaintenanceRead(req, routeId(req))
    return Response.json({ read: true })
  },
}

async function requestOfToken(req: PayloadRequest): Promise<MaintenanceRequest> {
  const link = verifyVendorToken(req.payload.secret, String(req.routeParams?.token ?? ''))
  const request = link ? await req.payload.findByID({ collection: 'maintenance-requests', id: link.id, depth: 0, overrideAccess: true, req, disableErrors: true }) : null
  // A link of an older version was replaced by a newer one or revoked: as invalid as a forged one.
  if (!request || (request.vendorLinkVersion ?? 0) !== link!.version) throw new ClientError(maintenanceMessages.vendorLinkInvalid, 404)
  return request
}

/** What a vendor sees: that one job, the vendor's own comments, and nothing of the tenant's thread or other requests. */
async function vendorView(req: PayloadRequest, request: MaintenanceRequest) {
  const [organization, comments] = await Promise.all([
    req.payload.findByID({ collection: 'organizations', id: request.organization as number, depth: 0, overrideAccess: true, req, disableErrors: true }),
    req.payload.find({
      collection: 'maintenance-comments',
      where: { and: [{ maintenanceRequest: { equals: request.id } }, { byVendor: { equals: true } }] },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const files = comments.docs.length
    ? await req.payload.find({
        collection: 'files',
        where: { maintenanceComment: { in: comments.docs.map((comment) => comment.id) } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        select: { nickname: true, maintenanceComment: true },
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  return {
    job: {
      number: request.number,
      title: request.title,
      description: request.description,
      category: request.category,
      priority: request.priority,
      status: request.status,
      address: request.address ?? null,
      permissionToEnter: Boolean(request.permissionToEnter),
      preferredTimes: request.preferredTimes ?? null,
      assigneeName: request.assigneeName ?? null,
      dueDate: request.dueDate ?? null,
      landlordName: organization ? organization.organizationName || [organization.firstName, organization.lastName].filter(Boolean).join(' ') || null : null,
      landlordPhone: organization?.phoneNumber ?? null,
      canMarkDone: canTransition(request.status, 'completed'),
    },
    comments: comments.docs.map((comment) => ({
      id: comment.id,
      body: comment.body,
      authorName: comment.authorName,
      createdAt: comment.createdAt,
      kind: comment.kind,
      // The names of the vendor's own attachments (the files themselves are for signed-in readers).
      files: files.docs.filter((file) => idOf(file.maintenanceComment) === comment.id).map((file) => file.nickname),
    })),
  }
}

/** GET /api/maintenance-requests/vendor/{token}: the job of a valid link (else 404 'This link is invalid or has expired.'). */
export const vendorJobEndpoint: Endpoint = {
  path: '/vendor/:token',
  method: 'get',
  handler: async (req) => Response.json(await vendorView(req, await requestOfToken(req))),
}

/**
 * POST /api/maintenance-requests/vendor/{token} {intent: 'comment', body} | {intent: 'done', body?}
 * (JSON, or multipart with `_payload` and one `file`: a photo or PDF on the vendor's comment):
 * the vendor posts a comment (shared with the landlord and the tenant) or marks the job
 * done (completed, logged in the thread under the vendor's name). No account, no session.
 */
export const vendorActionEndpoint: Endpoint = {
  path: '/vendor/:token',
  method: 'post',
  handler: async (req) => {
    const { body, file } = await readLinkPost(req)
    const result = await inTransaction(req, async () => {
      const request = await requestOfToken(req)
      req.context[VENDOR_CONTEXT] = request.assigneeName?.trim() || 'Vendor'
      const text = typeof body.body === 'string' ? body.body.trim() : ''
      if (body.intent !== 'comment' && body.intent !== 'done') throw new ClientError('Unknown action.', 400)
      if (body.intent === 'comment' || text || file) {
        if (!text && !file) throw new ClientError(maintenanceMessages.commentRequired, 400, { errors: [{ path: 'body', message: maintenanceMessages.commentRequired }] })
        const comment = await req.payload.create({
          collection: 'maintenance-comments',
          data: { maintenanceRequest: request.id, visibility: 'shared', body: text || maintenanceMessages.vendorPhotoOnly, organization: request.organization as number, kind: 'comment' },
          overrideAccess: true,
          req,
        })
        // The photo goes with the comment (the file rules apply: a refused file undoes the whole post).
        if (file) {
          await req.payload.create({
            collection: 'files',
            data: { kind: 'maintenanceComment', maintenanceComment: comment.id, nickname: (file.name || 'Photo').slice(0, 200), organization: request.organization as number, internal: false },
            file: file as File,
            overrideAccess: true,
            req,
          })
        }
      }
      if (body.intent === 'done') {
        if (!canTransition(request.status, 'completed')) throw new ClientError(maintenanceMessages.transitionNotAllowed, 409)
        await req.payload.update({ collection: 'maintenance-requests', id: request.id, data: { status: 'completed' }, overrideAccess: true, req })
      }
      return vendorView(req, await requestOfToken(req))
    })
    return Response.json(result)
  },
}

export const maintenanceRequestEndpoints = [vendorLinkEndpoint, revokeVendorLinkEndpoint, recordExpenseEndpoint, markReadEndpoint, vendorJobEndpoint, vendorActionEndpoint]
