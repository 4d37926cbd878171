import { Forbidden, NotFound, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { ClientError } from '@api/errors'
import type { ConditionReport } from '@api/payload-types'
import { clientIp } from '@api/utilities/throttle'
import { conditionReportMessages, hasSigned, MAX_CONDITION_NOTES, requiredSigners, type ConditionRoom, type ConditionSignature, type ConditionSigner } from '@common/condition-reports'
import { idOf } from '@common/ids'
import { conditionReportRoleOf } from '../access'
import { completeReport, writeAsServer } from '../complete'
import { deductEndpoint } from './deduct'
import type { LinkMail } from '../linkMail'
import { askSigners, leaseContactIds, leaseContacts, signerFor } from '../signers'
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
 * (endpoints/link.ts), e-mailed to it here when its contact has an e-mail address. Tenants
 * added to or removed from the lease later follow while it waits (signers.ts).
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
      const contactIds = leaseContactIds(lease.contacts)
      // Every tenant of the lease signs, in the lease's order: one with an account on its page, one
      // without through a signing link (endpoints/link.ts), its first one (version 1) e-mailed when it has an address.
      const now = new Date().toISOString()
      const mails: LinkMail[] = []
      const signers: ConditionSigner[] = []
      for (const contact of await leaseContacts(req, contactIds)) {
        const { signer, mail } = await signerFor(req, report.id, contact, { now, capped: false })
        signers.push(signer)
        if (mail) mails.push(mail)
      }
      if (!signers.length) throw new ClientError(conditionReportMessages.noSigners, 409)
      const requested = await writeAsServer(req, report.id, { status: 'requested', requestedAt: now, signers, signatures: [] })
      await askSigners(req, requested, signers.flatMap((signer) => (signer.user === null ? [] : [signer.user])), mails)
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
      // A tenant removed from the lease since the request is no longer asked (signers.ts).
      const signer = requiredSigners(signers).find((entry) => entry.user === userId)
      if (!signer) throw new ClientError(conditionReportMessages.notASigner, 403)
      if (hasSigned(signer, signatures)) throw new ClientError(conditionReportMessages.alreadySigned, 409)
      return json(await addSignature(req, report, { user: userId, contact: signer.contact, name, agreed: true, signedAt: new Date().toISOString(), ip: clientIp(req), via: 'account' }))
    }),
}

// The signing-link endpoints first: `/link/{token}` must not be read as `/{id}/…`.
export const conditionReportEndpoints: Endpoint[] = [...conditionReportLinkEndpoints, requestEndpoint, completeEndpoint, notesEndpoint, signEndpoint, deductEndpoint]
