import type { PayloadRequest } from 'payload'
import { invitationEmail } from '@api/email/templates'
import { afterCommit } from '@api/utilities/afterCommit'
import { notify } from '@api/notifications/emit'
import type { Invitation } from '@api/payload-types'

/** The invitation e-mail, once the invitation is committed (ADR 007). */
export async function mailInvitation(req: PayloadRequest, doc: { id: number; email: string; firstName?: string | null; organizationName?: string | null; propertyLabel?: string | null }, token: string) {
  const mail = invitationEmail({
    invitationId: doc.id,
    token,
    firstName: doc.firstName,
    organizationName: doc.organizationName || 'Your landlord',
    propertyLabel: doc.propertyLabel || 'your home',
  })
  await afterCommit(req, () => req.payload.sendEmail({ to: doc.email, subject: mail.subject, html: mail.html, text: mail.text }))
}


/**
 * invitation:invited (ADR 019): an invitee who already has an account also finds the
 * invitation under its bell — when it is sent and each time it is sent again. The
 * invitation e-mail is its e-mail copy; a new person gets that e-mail only.
 */
export async function notifyInvitee(req: PayloadRequest, doc: Invitation) {
  const { docs } = await req.payload.find({ collection: 'users', where: { email: { equals: doc.email.toLowerCase() } }, depth: 0, limit: 1, select: { email: true }, overrideAccess: true, req })
  const invitee = docs[0]
  if (!invitee) return
  await notify(req, { event: 'invitation:invited', category: 'tenant', recipients: { users: [invitee.id] }, related: { invitation: doc }, email: false })
}
