import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { notify } from '@api/notifications/emit'
import type { MaintenanceRequest } from '@api/payload-types'
import { statusChangeText, type MaintenanceStatus } from '@common/maintenance'
import { idOf } from '@common/ids'
import { markMaintenanceUnread } from '@api/collections/MaintenanceUnreads'
import { maintenanceRoleOf, type MaintenanceRole } from '../access'

/** A vendor acting through its signed link (no account): the name its entries carry. */
export const VENDOR_CONTEXT = 'leasewell:maintenanceVendor'

export type MaintenanceActor = { role: MaintenanceRole | 'vendor' | 'server'; userId: number | null; name: string | null }

/** Who is acting: a signed-in staff member or tenant, the vendor of a link, or the server (seed, jobs). */
export async function maintenanceActor(req: PayloadRequest, doc: { organization: unknown; lease?: unknown }): Promise<MaintenanceActor> {
  const vendor = req.context[VENDOR_CONTEXT] as string | undefined
  if (vendor !== undefined) return { role: 'vendor', userId: null, name: vendor }
  if (!req.user) return { role: 'server', userId: null, name: null }
  const name = [req.user.firstName, req.user.lastName].filter(Boolean).join(' ') || req.user.email
  return { role: await maintenanceRoleOf(req, doc), userId: req.user.id as number, name }
}

/**
 * Tells the other side (product-spec §3 notifications): what a tenant or a vendor does goes to
 * the organization's owners; what staff or a vendor does goes to the lease's tenants.
 */
export async function notifyOtherSide(
  req: PayloadRequest,
  actor: MaintenanceActor,
  doc: { organization: unknown; lease?: unknown },
  event: 'maintenance-request:created' | 'maintenance-request:updated' | 'comment:created',
  subject: { maintenanceRequest: number; unitAddress?: string | null; comment?: boolean },
  { tenants = true }: { tenants?: boolean } = {},
) {
  // What the lists show of it is stored on the notification (api/notifications/emit.ts).
  const related = subject.comment
    ? { comment: { maintenanceRequest: subject.maintenanceRequest } }
    : { maintenanceRequest: { id: subject.maintenanceRequest, unitAddress: subject.unitAddress ?? null } }
  const organization = idOf(doc.organization)
  const lease = idOf(doc.lease)
  if (actor.role !== 'staff' && organization) await notify(req, { event, category: 'organization', recipients: { organizationOwners: organization }, related })
  if (tenants && actor.role !== 'tenant' && lease) await notify(req, { event, category: 'tenant', recipients: { leaseTenants: lease }, related })
}

/**
 * After a request is created or its status changes: the change is logged in the thread
 * (who and when, shared with the tenant) and the other side is notified and e-mailed.
 */
export const logAndNotifyMaintenanceRequest: CollectionAfterChangeHook<MaintenanceRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') await markMaintenanceUnread(req, { requestId: doc.id, organization: doc.organization, lease: doc.lease, shared: true, authorId: req.user?.id ?? null })
  if (req.context.skipMaintenanceNotifications) return doc
  const actor = await maintenanceActor(req, doc)
  if (operation === 'create') {
    await notifyOtherSide(req, actor, doc, 'maintenance-request:created', { maintenanceRequest: doc.id, unitAddress: doc.address })
    return doc
  }
  const from = previousDoc?.status as MaintenanceStatus | undefined
  const to = doc.status as MaintenanceStatus
  if (!from || from === to) return doc
  req.context.maintenanceLog = true
  await req.payload.create({
    collection: 'maintenance-comments',
    data: {
      maintenanceRequest: doc.id,
      organization: idOf(doc.organization)!,
      lease: idOf(doc.lease),
      kind: 'status',
      visibility: 'shared',
      body: statusChangeText(from, to),
      fromStatus: from,
      toStatus: to,
      author: actor.userId,
      authorName: actor.name ?? 'Leasewell',
      byVendor: actor.role === 'vendor',
    },
    overrideAccess: true,
    req,
  }).finally(() => delete req.context.maintenanceLog)
  await notifyOtherSide(req, actor, doc, 'maintenance-request:updated', { maintenanceRequest: doc.id, unitAddress: doc.address })
  return doc
}
