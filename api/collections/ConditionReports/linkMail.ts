import type { PayloadRequest } from 'payload'
import { organizationDisplayName } from '@api/collections/Invitations'
import { conditionReportLinkEmail } from '@api/email/templates'
import type { ConditionReport } from '@api/payload-types'
import { afterCommit } from '@api/utilities/afterCommit'
import type { ConditionReportType } from '@common/condition-reports'
import { idOf } from '@common/ids'

/** A signing link to e-mail (linkToken.ts) and the tenant's address and first name. */
export type LinkMail = { email: string; firstName?: string | null; token: string; expiresAt: string }

/**
 * E-mails each tenant its signing link (ADR 031) once the caller's transaction has committed
 * (ADR 007): a rolled-back request or resend sends nothing. `replaces`: the mail says that the
 * link sent before no longer works.
 */
export async function mailSigningLinks(req: PayloadRequest, report: ConditionReport, mails: readonly LinkMail[], { replaces }: { replaces: boolean }) {
  if (!mails.length) return
  const organization = await req.payload.findByID({
    collection: 'organizations',
    id: idOf(report.organization)!,
    depth: 0,
    select: { organizationType: true, organizationName: true, firstName: true, lastName: true },
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  for (const mail of mails) {
    const message = conditionReportLinkEmail({
      token: mail.token,
      expiresAt: mail.expiresAt,
      type: report.type as ConditionReportType,
      unitAddress: report.unitAddress ?? null,
      organizationName: organizationDisplayName(organization),
      firstName: mail.firstName,
      replaces,
    })
    await afterCommit(req, () => req.payload.sendEmail({ to: mail.email, subject: message.subject, html: message.html, text: message.text }))
  }
}
