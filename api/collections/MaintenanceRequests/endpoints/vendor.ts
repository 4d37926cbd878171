import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { ClientError } from '@api/errors'
import type { MaintenanceRequest } from '@api/payload-types'
import { canTransition, maintenanceMessages } from '@common/maintenance'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { maintenanceRoleOf } from '../access'
import { VENDOR_CONTEXT } from '../hooks/notify'
import { createVendorToken, verifyVendorToken } from '../vendorToken'

/** Where the web app shows a vendor its job. */
export const vendorJobPath = (token: string) => `/app/vendor/maintenance/${token}`

/**
 * POST /api/maintenance-requests/{id}/vendor-link: the landlord's staff make a signed,
 * expiring link for the request's vendor (a tenant of the lease: 403; anyone else: 404).
 */
export const vendorLinkEndpoint: Endpoint = {
  path: '/:id/vendor-link',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const request = await req.payload.findByID({ collection: 'maintenance-requests', id: routeId(req), depth: 0, overrideAccess: false, req, disableErrors: true })
    if (!request) throw new NotFound(req.t)
    if ((await maintenanceRoleOf(req, request)) !== 'staff') throw new Forbidden(req.t)
    const { token, expiresAt } = createVendorToken(req.payload.secret, request.id)
    return Response.json({ token, expiresAt, path: vendorJobPath(token) })
  },
}

async function requestOfToken(req: PayloadRequest): Promise<MaintenanceRequest> {
  const id = verifyVendorToken(req.payload.secret, String(req.routeParams?.token ?? ''))
  const request = id ? await req.payload.findByID({ collection: 'maintenance-requests', id, depth: 0, overrideAccess: true, req, disableErrors: true }) : null
  if (!request) throw new ClientError(maintenanceMessages.vendorLinkInvalid, 404)
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
    comments: comments.docs.map((comment) => ({ id: comment.id, body: comment.body, authorName: comment.authorName, createdAt: comment.createdAt, kind: comment.kind })),
  }
}

/** GET /api/maintenance-requests/vendor/{token}: the job of a valid link (else 404 'This link is invalid or has expired.'). */
export const vendorJobEndpoint: Endpoint = {
  path: '/vendor/:token',
  method: 'get',
  handler: async (req) => Response.json(await vendorView(req, await requestOfToken(req))),
}

/**
 * POST /api/maintenance-requests/vendor/{token} {intent: 'comment', body} | {intent: 'done', body?}:
 * the vendor posts a comment (shared with the landlord and the tenant) or marks the job
 * done (completed, logged in the thread under the vendor's name). No account, no session.
 */
export const vendorActionEndpoint: Endpoint = {
  path: '/vendor/:token',
  method: 'post',
  handler: async (req) => {
    const body = await readBody(req)
    req.user = null
    const result = await inTransaction(req, async () => {
      const request = await requestOfToken(req)
      req.context[VENDOR_CONTEXT] = request.assigneeName?.trim() || 'Vendor'
      const text = typeof body.body === 'string' ? body.body.trim() : ''
      if (body.intent === 'comment' || (body.intent === 'done' && text)) {
        if (!text) throw new ClientError(maintenanceMessages.commentRequired, 400, { errors: [{ path: 'body', message: maintenanceMessages.commentRequired }] })
        await req.payload.create({ collection: 'maintenance-comments', data: { maintenanceRequest: request.id, visibility: 'shared', body: text, organization: request.organization as number, kind: 'comment' }, overrideAccess: true, req })
      }
      if (body.intent === 'done') {
        if (!canTransition(request.status, 'completed')) throw new ClientError(maintenanceMessages.transitionNotAllowed, 409)
        await req.payload.update({ collection: 'maintenance-requests', id: request.id, data: { status: 'completed' }, overrideAccess: true, req })
      } else if (body.intent !== 'comment') {
        throw new ClientError('Unknown action.', 400)
      }
      return vendorView(req, await requestOfToken(req))
    })
    return Response.json(result)
  },
}

export const maintenanceRequestEndpoints = [vendorLinkEndpoint, vendorJobEndpoint, vendorActionEndpoint]
