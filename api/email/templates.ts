import { conditionReportLinkPath, conditionReportTypeLabel, type ConditionReportType } from '@common/condition-reports'
import { INVITATION_TTL_DAYS } from '@common/people'
import { getApiEnv } from '@api/env'

/** Links in e-mails point at the web app's pages, built from the configured server URL. */
export function appLink(pathname: string, params: Record<string, string> = {}) {
  const url = new URL(`/app${pathname}`, getApiEnv().SERVER_URL)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

type MailLink = { label: string; href: string }

export function layout({ heading, body, action, secondary }: { heading: string; body: string; action: MailLink; secondary?: MailLink & { lead: string } }) {
  const href = escapeHtml(action.href)
  const second = secondary
    ? {
        html: `\n<p>${escapeHtml(secondary.lead)} <a href="${escapeHtml(secondary.href)}">${escapeHtml(secondary.label)}</a></p>`,
        text: `\n${secondary.lead} ${secondary.label}: ${secondary.href}\n`,
      }
    : { html: '', text: '' }
  return {
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c2024;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${href}" style="display:inline-block;background:#3e63dd;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#60646c;font-size:13px">Or open this link: ${href}</p>${second.html}
</body></html>`,
    text: `${heading}\n\n${body}\n\n${action.label}: ${action.href}\n${second.text}`,
  }
}

/** Where to continue after verifying (the page that asked for a verified e-mail). */
export type VerifiedReturn = { onVerifiedRedirect?: string; redirectParam?: string }

export function verificationEmail(token: string, firstName?: string | null, returnTo: VerifiedReturn = {}) {
  return {
    subject: 'Verify your e-mail address',
    ...layout({
      heading: `Welcome${firstName ? `, ${firstName}` : ''}!`,
      body: 'Please confirm your e-mail address to finish setting up your account.',
      action: { label: 'Verify e-mail', href: appLink('/verify-email', { token, ...returnTo }) },
    }),
  }
}

export function resetPasswordEmail(token: string) {
  return layout({
    heading: 'Reset your password',
    body: 'Someone asked to reset the password of this account. If it was you, choose a new password with the link below; it expires in one hour. Otherwise you can ignore this e-mail.',
    action: { label: 'Choose a new password', href: appLink('/reset-password', { token }) },
  })
}

export function invitationEmail({ invitationId, token, firstName, organizationName, propertyLabel }: { invitationId: number; token: string; firstName?: string | null; organizationName: string; propertyLabel: string }) {
  const params = { invitation: String(invitationId), token }
  const login = appLink('/tenant/login', params)
  const mail = layout({
    heading: `${firstName ? `${firstName}, you` : 'You'} are invited to your lease on Leasewell`,
    body: `${organizationName} invites you to the tenant portal for ${propertyLabel}: see your lease, pay rent and ask for repairs online. Create your account with the button below; the invitation is good for ${INVITATION_TTL_DAYS} days.`,
    action: { label: 'Create your account', href: appLink('/tenant/create-account', params) },
    secondary: { lead: 'Already have a Leasewell account?', label: 'Log in to answer the invitation', href: login },
  })
  return { subject: `${organizationName} invited you to your lease`, ...mail }
}

/**
 * A condition report's signing link, to a tenant of the lease without an account (ADR 031): sent
 * when the landlord requests the report and each time the landlord sends a new link, which
 * replaces the one before.
 */
export function conditionReportLinkEmail({ token, expiresAt, type, unitAddress, organizationName, firstName, replaces }: { token: string; expiresAt: string; type: ConditionReportType; unitAddress: string | null; organizationName: string; firstName?: string | null; replaces: boolean }) {
  const report = `${conditionReportTypeLabel[type].toLowerCase()} condition report`
  const until = new Date(expiresAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const mail = layout({
    heading: `${firstName ? `${firstName}, please` : 'Please'} check and sign the ${report}`,
    body: `${organizationName} asks you to check the ${report} of ${unitAddress || 'your home'}: add your own notes and photos room by room, then sign it. You do not need an account; the link works until ${until}.${replaces ? ' It replaces the link sent before, which no longer works.' : ''}`,
    action: { label: 'Open the report', href: new URL(conditionReportLinkPath(token), getApiEnv().SERVER_URL).toString() },
  })
  return { subject: `${organizationName} asks you to sign the ${report}`, ...mail }
}

const SECURITY_FOOTER = "If this wasn't you, choose a new password at once with the link below."

/** To the address an account had before its e-mail was changed. */
export function emailChangedNotice(newEmail: string) {
  return {
    subject: 'Your Leasewell e-mail address was changed',
    ...layout({
      heading: 'Your e-mail address was changed',
      body: `The e-mail address of your Leasewell account was changed to ${newEmail}. Messages about the account now go there. If this wasn't you, contact Leasewell support at once: the account may have been taken over.`,
      action: { label: 'Open Leasewell', href: appLink('/login') },
    }),
  }
}

/** To the account's address (and the old one when both changed) after a new password was set. */
export function passwordChangedNotice() {
  return {
    subject: 'Your Leasewell password was changed',
    ...layout({
      heading: 'Your password was changed',
      body: `The password of your Leasewell account was just changed, and the account's other sessions were signed out. ${SECURITY_FOOTER}`,
      action: { label: 'Reset your password', href: appLink('/forgot-password') },
    }),
  }
}

/** Feedback from the app's Submit Feedback page, to the team (ADR 034): the message as written, and who sent it from where. */
export function feedbackEmail({ from, area, page, message }: { from: string; area: string | null; page: string | null; message: string }) {
  const context = [area ? `${area} area` : null, page ? `page ${page}` : null].filter(Boolean).join(', ')
  const lead = `Feedback from ${from}${context ? ` (${context})` : ''}:`
  return {
    subject: `Feedback from ${from}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c2024;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(lead)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #d9d9e0;margin:0;padding-left:12px">${escapeHtml(message)}</blockquote>
</body></html>`,
    text: `${lead}\n\n${message}\n`,
  }
}
