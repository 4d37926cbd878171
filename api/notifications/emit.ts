import type { PayloadRequest } from 'payload'
import { notificationInput, presentNotification, type NotificationCategory, type NotificationEvent, type NotificationRelated } from '@common/notifications'
import type { Invitation } from '@api/payload-types'
import { afterCommit } from '@api/utilities/afterCommit'
import { notificationEmail } from './email'
import { idOf } from '@common/ids'

/**
 * Who a notification goes to (ADR 019):
 * - `users`: these accounts (e.g. an invitee who already has one);
 * - `organizationOwners`: the members of the organization with the owner role;
 * - `leaseTenants`: the tenants of the lease, i.e. its contacts linked to an account.
 */
export type NotificationRecipients = { users: number[] } | { organizationOwners: number } | { leaseTenants: number }

/**
 * The related documents: relations to invitations, invoices and payments; a condition report,
 * a maintenance request and a comment as the data the lists show of them (product-spec §3 Notification).
 */
export type NotificationRelations = {
  invitation?: Invitation | number
  invoice?: { id: number } | number
  payment?: { id: number } | number
  refund?: { amount: number; invoice: number }
  conditionReport?: { id: number; type?: string | null; unitAddress?: string | null; lease?: number | null }
  maintenanceRequest?: { id: number; unitAddress?: string | null }
  comment?: { maintenanceRequest: number }
  inquiry?: { contact: number; unitAddress?: string | null }
}

export type NotifyArgs = {
  event: NotificationEvent
  category: NotificationCategory
  recipients: NotificationRecipients
  related: NotificationRelations
  /** The organization an organization-category notification is about (defaults to `organizationOwners`). */
  organization?: number | null
  /** Off when another mail already tells the recipient (the invitation e-mail itself). */
  email?: boolean
}

export async function resolveRecipients(req: PayloadRequest, recipients: NotificationRecipients): Promise<number[]> {
  if ('users' in recipients) return recipients.users
  if ('organizationOwners' in recipients) {
    const { docs } = await req.payload.find({
      collection: 'organization-permissions',
      where: { and: [{ organization: { equals: recipients.organizationOwners } }, { roles: { in: ['owner'] } }] },
      depth: 0,
      pagination: false,
      select: { user: true },
      overrideAccess: true,
      req,
    })
    return docs.map((permission) => idOf(permission.user)).filter((id): id is number => id !== null)
  }
  const lease = await req.payload.findByID({ collection: 'leases', id: recipients.leaseTenants, depth: 0, select: { contacts: true }, overrideAccess: true, req }).catch(() => null)
  const contactIds = (lease?.contacts ?? []).map(idOf).filter((id): id is number => id !== null)
  if (!contactIds.length) return []
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { and: [{ id: { in: contactIds } }, { user: { exists: true } }] },
    depth: 0,
    pagination: false,
    select: { user: true },
    overrideAccess: true,
    req,
  })
  return docs.map((contact) => idOf(contact.user)).filter((id): id is number => id !== null)
}

/**
 * Creates one notification per recipient in the request's transaction (a rolled-back
 * request leaves none) and e-mails each recipient a copy once it is committed (ADR 007).
 * Returns the created notifications' ids.
 */
export async function notify(req: PayloadRequest, { event, category, recipients, related, organization, email = true }: NotifyArgs): Promise<number[]> {
  const userIds = [...new Set(await resolveRecipients(req, recipients))]
  if (!userIds.length) return []
  const organizationId = category === 'organization' ? (organization ?? ('organizationOwners' in recipients ? recipients.organizationOwners : null)) : null
  const invitationId = idOf(related.invitation)
  const invoiceId = idOf(related.invoice)
  const paymentId = idOf(related.payment)
  const { conditionReport: report, maintenanceRequest: request, comment, inquiry } = related
  const stored = {
    invitation: invitationId,
    invoice: invoiceId,
    payment: paymentId,
    refund: related.refund,
    conditionReport: report ? { report: report.id, type: report.type ?? null, unitAddress: report.unitAddress ?? null, lease: report.lease ?? null } : undefined,
    maintenanceRequest: request ? { request: request.id, unitAddress: request.unitAddress ?? null } : undefined,
    comment: comment ? { maintenanceRequest: comment.maintenanceRequest } : undefined,
    inquiry: inquiry ? { contact: inquiry.contact, unitAddress: inquiry.unitAddress ?? null } : undefined,
  }
  const created: number[] = []
  for (const recipient of userIds) {
    const doc = await req.payload.create({
      collection: 'notifications',
      data: { recipient, category, event, markedRead: false, organization: organizationId, ...stored },
      depth: 0,
      overrideAccess: true,
      req,
    })
    created.push(doc.id)
    if (!email) continue
    const view = presentNotification(notificationInput({ id: doc.id, event, category, createdAt: doc.createdAt, ...stored, invitation: related.invitation as NotificationRelated['invitation'] }))
    if (!view) continue
    const user = await req.payload.findByID({ collection: 'users', id: recipient, depth: 0, select: { email: true, firstName: true }, overrideAccess: true, req }).catch(() => null)
    if (!user?.email) continue
    const mail = notificationEmail(view, user.firstName)
    await afterCommit(req, () => req.payload.sendEmail({ to: user.email, subject: mail.subject, html: mail.html, text: mail.text }))
  }
  return created
}
