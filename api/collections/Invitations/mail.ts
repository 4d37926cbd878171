import type { PayloadRequest } from 'payload'
import { invitationEmail } from '@api/email/templates'
import { afterCommit } from '@api/utilities/afterCommit'

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

