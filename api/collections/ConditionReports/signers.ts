import type { PayloadRequest } from 'payload'
import { notify } from '@api/notifications/emit'
import type { ConditionReport, Contact, Lease } from '@api/payload-types'
import { linkMailAllowed } from '@api/utilities/throttle'
import { hasSigned, type ConditionSignature, type ConditionSigner } from '@common/condition-reports'
import { idOf } from '@common/ids'
import { notificationSubject } from './complete'
import { writeSigning } from './endpoints/signing'
import { mailSigningLinks, type LinkMail } from './linkMail'
import { createConditionLinkToken } from './linkToken'

/** The ids of a lease's tenants (its `contacts`), in the lease's order. */
export const leaseContactIds = (contacts: Lease['contacts'] | undefined): number[] => (contacts ?? []).map(idOf).filter((id): id is number => id !== null)

/** The lease's tenants (contacts), in the lease's order. */
export async function leaseContacts(req: PayloadRequest, contactIds: readonly number[]): Promise<Contact[]> {
  if (!contactIds.length) return []
  const { docs } = await req.payload.find({ collection: 'contacts', where: { id: { in: [...contactIds] } }, depth: 0, pagination: false, overrideAccess: true, req })
  return docs.sort((a, b) => contactIds.indexOf(a.id) - contactIds.indexOf(b.id))
}

/**
 * A tenant of the lease as a signer of the report: with its account when it has one (notified by
 * the caller); without one but with an e-mail address, a new signing link to e-mail. `before`:
 * the entry of a tenant removed from the lease and added back — its link version moves on, so an
 * older link never works again. `capped`: the link mail counts towards the signer's 3 an hour
 * (over it, the signer is asked without a mail; the landlord sends or copies one from the page) —
 * not for the request's own mails.
 */
export async function signerFor(
  req: PayloadRequest,
  report: number,
  contact: Contact,
  { before, now, capped }: { before?: ConditionSigner; now: string; capped: boolean },
): Promise<{ signer: ConditionSigner; mail: LinkMail | null }> {
  const user = idOf(contact.user)
  const address = user === null ? contact.email?.trim() || null : null
  const email = address && (!capped || (await linkMailAllowed(report, contact.id))) ? address : null
  const previous = before?.linkVersion ?? 0
  const linkVersion = email || previous > 0 ? previous + 1 : 0
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email || 'Tenant'
  const signer: ConditionSigner = { user, contact: contact.id, name, linkVersion, ...(email ? { linkSentAt: now } : {}) }
  const mail = email ? { email, firstName: contact.firstName, ...createConditionLinkToken(req.payload.secret, report, contact.id, linkVersion) } : null
  return { signer, mail }
}

/** Asks the new signers of a requested report: `condition-report:requested` to those with an account, the signing links e-mailed (after commit) to the others. */
export async function askSigners(req: PayloadRequest, report: ConditionReport, users: readonly number[], mails: readonly LinkMail[]) {
  if (users.length) await notify(req, { event: 'condition-report:requested', category: 'tenant', recipients: { users: [...users] }, related: { conditionReport: notificationSubject(report) } })
  await mailSigningLinks(req, report, mails, { replaces: false })
}

/**
 * Brings a requested report's signers in line with its lease's tenants (ADR 031), in the caller's
 * transaction: a tenant added since the request is asked like those asked at the request
 * (notified, or e-mailed a link); one whose account was linked since (an accepted invitation) is
 * asked on its account too; one removed stops being asked (`removedAt`; its link stops working) —
 * its signature, if it signed, stays. When that leaves every signer asked signed, the report
 * completes as when the last one signs (writeSigning).
 */
async function syncReportSigners(req: PayloadRequest, report: ConditionReport, onLease: ReadonlySet<number>, contacts: readonly Contact[]) {
  const now = new Date().toISOString()
  const before = (report.signers ?? []) as ConditionSigner[]
  const signatures = (report.signatures ?? []) as ConditionSignature[]
  const signers = before.map((signer) => (signer.contact !== null && !signer.removedAt && !onLease.has(signer.contact) ? { ...signer, removedAt: now } : signer))
  const mails: LinkMail[] = []
  const asked: number[] = []
  for (const contact of contacts) {
    const index = signers.findIndex((signer) => signer.contact === contact.id)
    const current = index >= 0 ? signers[index]! : undefined
    const user = idOf(contact.user)
    if (current && !current.removedAt) {
      // Still a tenant: only an account linked since changes it.
      if (user === null || current.user === user) continue
      signers[index] = { ...current, user }
      if (!hasSigned(current, signatures)) asked.push(user)
      continue
    }
    if (current && hasSigned(current, signatures)) {
      // Back on the lease, and had signed already: nothing more to ask.
      const { removedAt: _removed, ...back } = current
      signers[index] = { ...back, user: user ?? back.user }
      continue
    }
    const { signer, mail } = await signerFor(req, report.id, contact, { before: current, now, capped: true })
    if (current) signers[index] = signer
    else signers.push(signer)
    if (mail) mails.push(mail)
    if (signer.user !== null) asked.push(signer.user)
  }
  if (JSON.stringify(signers) === JSON.stringify(before)) return
  await askSigners(req, await writeSigning(req, report, { signers }), asked, mails)
}

/** After a change of a lease's tenants (or of a tenant's account): every report of the lease that waits for its tenants follows it. */
export async function syncLeaseSigners(req: PayloadRequest, lease: number, contactIds: readonly number[]) {
  const { docs } = await req.payload.find({
    collection: 'condition-reports',
    where: { and: [{ lease: { equals: lease } }, { status: { equals: 'requested' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (!docs.length) return
  // A contact in the trash is not asked (as at the request), nor taken off while the lease lists it.
  const contacts = await leaseContacts(req, contactIds)
  for (const report of docs) await syncReportSigners(req, report, new Set(contactIds), contacts)
}
