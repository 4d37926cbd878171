import { Forbidden, NotFound, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { ClientError } from '@api/errors'
import { notify } from '@api/notifications/emit'
import type { ConditionReport } from '@api/payload-types'
import { clientIp } from '@api/utilities/throttle'
import { conditionReportMessages, hasSigned, MAX_CONDITION_NOTES, type ConditionRoom, type ConditionSignature, type ConditionSigner } from '@common/condition-reports'
import { idOf } from '@common/ids'
import { conditionReportRoleOf } from '../access'
import { completeReport, notificationSubject, writeAsServer } from '../complete'
import { deductEndpoint } from './deduct'
import { mailSigningLinks, type LinkMail } from '../linkMail'
import { createConditionLinkToken } from '../linkToken'
import { conditionReportLinkEndpoints } from './link'
import { addSignature, signatureFields, withTenantNote } from './signing'

const SLUG = 'condition-reports'
const fieldError = (req: PayloadRequest, path: string, message: string) => new ValidationError({ collection: SLUG, errors: [{ message, path }] }, req.t)

/** The route's report as the caller reads it (404 otherwise), with the caller's role. */
async function reportOfRoute(req: PayloadRequest) {
  requireSignedIn(req)
  const report = await req.payload.findByID({ collection: SLUG, id: routeId(req), depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
  if (!report) throw new NotFound(req.t)
  return { report, role: await conditionReportRoleOf(req, report) }
}

const json = (report: ConditionReport) => Response.json({ doc: report })

/**
 * POST /api/condition-reports/{id}/request (staff): a draft goes to the lease's tenants. Every
 * tenant of the lease becomes a requested signer; each with an account is notified and
 * e-mailed (`condition-report:requested`), each without one signs through a signing link
 * (endpoints/link.ts), e-mailed to it here when its contact has an e-mail address.
 */
const requestEndpoint: Endpoint = {
  path: '/:id/request',
  method: 'post',
  handler: (req) =>
    inTransaction(req, async () => {
      const { report, role } = await reportOfRoute(req)
      if (role !== 'staff') throw new Forbidden(req.t)
      if (report.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
      if (report.status !== 'draft') throw new ClientError(conditionReportMessages.notDraft, 409)
      const lease = await req.payload.findByID({ collection: 'leases', id: idOf(report.lease)!, depth: 0, select: { contacts: true }, overrideAccess: true, req })
      const contactIds = (lease.contacts ?? []).map(idOf).filter((id): id is number => id !== null)
      const contacts = contactIds.length ? (await req.payload.find({ collection: 'contacts', where: { id: { in: contactIds } }, depth: 0, pagination: false, overrideAccess: true, req })).docs : []
      // Every tenant of the lease signs: one with an account on its page, one without through a signing link (endpoints/link.ts).
      // In the lease's order of its tenants.
      contacts.sort((a, b) => contactIds.indexOf(a.id) - contactIds.indexOf(b.id))
      // A tenant without an account but with an e-mail gets its first signing link by e-mail (version 1).
      const now = new Date().toISOString()
      const mails: LinkMail[] = []
      const signers: ConditionSigner[] = contacts.map((contact) => {
        const user = idOf(contact.user)
        const email = user === null ? contact.email?.trim() : undefined
        if (email) mails.push({ email, firstName: contact.firstName, ...createConditionLinkToken(req.payload.secret, report.id, contact.id, 1) })
        return { user, contact: contact.id, name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email || 'Tenant', linkVersion: email ? 1 : 0, ...(email ? { linkSentAt: now } : {}) }
      })
      if (!signers.length) throw new ClientError(conditionReportMessages.noSigners, 409)
      const requested = await writeAsServer(req, report.id, { status: 'requested', requestedAt: now, signers, signatures: [] })
      const users = signers.flatMap((signer) => (signer.user === null ? [] : [signer.user]))
      if (users.length) await notify(req, { event: 'condition-report:requested', category: 'tenant', recipients: { users }, related: { conditionReport: notificationSubject(requested) } })
      await mailSigningLinks(req, requested, mails, { replaces: false })
      return json(requested)
    }),
}

/** POST /api/condition-reports/{id}/complete (staff): the landlord completes a draft without the tenants; it locks and its PDF is made. */
const completeEndpoint: Endpoint = {
  path: '/:id/complete',
  method: 'post',
  handler: (req) =>
    inTransaction(req, async () => {
      const { report, role } = await reportOfRoute(req)
      if (role !== 'staff') throw new Forbidden(req.t)
      if (report.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
      if (report.status !== 'draft') throw new ClientError(conditionReportMessages.notDraft, 409)
      return json(await completeReport(req, report, { by: 'staff' }))
    }),
}

/** A tenant's own writes happen only while the report waits for the tenants, and only on their lease. */
async function tenantOfRequested(req: PayloadRequest) {
  const { report, role } = await reportOfRoute(req)
  if (report.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
  if (role !== 'tenant' || report.status !== 'requested') throw new ClientError(conditionReportMessages.notRequested, 403)
  return report
}

/**
 * POST /api/condition-reports/{id}/notes { item, notes } (a tenant of the lease, while
 * requested): the tenant's own note on an item; an empty note removes it. Other tenants'
 * notes and the landlord's ratings are untouched.
 */
const notesEndpoint: Endpoint = {
  path: '/:id/notes',
  method: 'post',
  handler: (req) =>
    inTransaction(req, async () => {
      const report = await tenantOfRequested(req)
      const body = await readBody(req)
      const itemId = String(body.item ?? '')
      const notes = typeof body.notes === 'string' ? body.notes.trim() : ''
      if (notes.length > MAX_CONDITION_NOTES) throw fieldError(req, 'notes', conditionReportMessages.notesTooLong)
      const rooms = structuredClone((report.rooms ?? []) as ConditionRoom[])
      const item = rooms.flatMap((room) => room.items).find((entry) => entry.id === itemId)
      if (!item) throw fieldError(req, 'item', conditionReportMessages.itemRequired)
      const user = req.user!
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
      const contact = ((report.signers ?? []) as ConditionSigner[]).find((signer) => signer.user === user.id)?.contact ?? null
      item.tenantNotes = withTenantNote(item.tenantNotes ?? [], { user: user.id as number, contact }, notes ? { user: user.id as number, contact, name, notes, at: new Date().toISOString() } : null)
      return json(await writeAsServer(req, report.id, { rooms }))
    }),
}

/**
 * POST /api/condition-reports/{id}/sign { name, agree } (a requested signer, while requested):
 * the typed name, the checkbox, the time and the caller's IP. When every requested signer has
 * signed, the report completes and locks (completeReport).
 */
const signEndpoint: Endpoint = {
  path: '/:id/sign',
  method: 'post',
  handler: (req) =>
    inTransaction(req, async () => {
      const report = await tenantOfRequested(req)
      const name = signatureFields(req, await readBody(req))
      const signers = (report.signers ?? []) as ConditionSigner[]
      const signatures = (report.signatures ?? []) as ConditionSignature[]
      const userId = req.user!.id as number
      const signer = signers.find((entry) => entry.user === userId)
      if (!signer) throw new ClientError(conditionReportMessages.notASigner, 403)
      if (hasSigned(signer, signatures)) throw new ClientError(conditionReportMessages.alreadySigned, 409)
      return json(await addSignature(req, report, { user: userId, contact: signer.contact, name, agreed: true, signedAt: new Date().toISOString(), ip: clientIp(req), via: 'account' }))
    }),
}

// The signing-link endpoints first: `/link/{token}` must not be read as `/{id}/…`.
export const conditionReportEndpoints: Endpoint[] = [...conditionReportLinkEndpoints, requestEndpoint, completeEndpoint, notesEndpoint, signEndpoint, deductEndpoint]
