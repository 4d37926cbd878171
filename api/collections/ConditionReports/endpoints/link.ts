import { Forbidden, NotFound, ValidationError, type Endpoint, type File, type PayloadRequest } from 'payload'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { ClientError } from '@api/errors'
import type { ConditionReport } from '@api/payload-types'
import { readLinkPost } from '@api/utilities/linkPost'
import { clientIp, throttleLinkMail } from '@api/utilities/throttle'
import {
  conditionReportLinkPath,
  conditionReportMessages,
  hasSigned,
  MAX_CONDITION_NOTES,
  requiredSigners,
  shownSigners,
  type ConditionReportStatus,
  type ConditionReportType,
  type ConditionRoom,
  type ConditionSignature,
  type ConditionSigner,
} from '@common/condition-reports'
import { conditionReportRoleOf } from '../access'
import { writeAsServer } from '../complete'
import { mailSigningLinks } from '../linkMail'
import { createConditionLinkToken, verifyConditionLinkToken } from '../linkToken'
import { addSignature, signatureFields, withTenantNote } from './signing'

const SLUG = 'condition-reports'

/**
 * POST /api/condition-reports/{id}/tenant-link {contact, send?} (staff of the report, while it
 * waits for the tenants): a signed, expiring link for one requested signer who has not signed —
 * the way a tenant without an account fills in and signs (ADR 031). The signer's earlier link
 * stops working. With `send`, the link is e-mailed to the tenant's contact address (none: 400 on
 * `contact`); without, the landlord copies it. A tenant of the lease: 403; anyone else: 404. At most
 * LINK_MAILS_PER_SIGNER_PER_HOUR e-mails an hour to one signer of a report (429; copying still works).
 */
const createLinkEndpoint: Endpoint = {
  path: '/:id/tenant-link',
  method: 'post',
  handler: async (req) => {
    const result = await inTransaction(req, async () => {
      requireSignedIn(req)
      const report = await req.payload.findByID({ collection: SLUG, id: routeId(req), depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
      if (!report) throw new NotFound(req.t)
      if ((await conditionReportRoleOf(req, report)) !== 'staff') throw new Forbidden(req.t)
      if (report.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
      if (report.status !== 'requested') throw new ClientError(conditionReportMessages.notRequested, 409)
      const body = await readBody(req)
      const contact = Number(body.contact)
      const signers = (report.signers ?? []) as ConditionSigner[]
      const signer = requiredSigners(signers).find((entry) => entry.contact !== null && entry.contact === contact)
      if (!signer || hasSigned(signer, (report.signatures ?? []) as ConditionSignature[])) {
        throw new ValidationError({ collection: SLUG, errors: [{ path: 'contact', message: conditionReportMessages.linkSignerRequired }] }, req.t)
      }
      const send = body.send === true || body.send === 'true'
      const tenant = send ? await req.payload.findByID({ collection: 'contacts', id: contact, depth: 0, select: { email: true, firstName: true }, overrideAccess: true, req, disableErrors: true }) : null
      const email = tenant?.email?.trim()
      if (send && !email) throw new ValidationError({ collection: SLUG, errors: [{ path: 'contact', message: conditionReportMessages.linkNoEmail }] }, req.t)
      if (email) await throttleLinkMail(report.id, contact, conditionReportMessages.linkMailLimit)
      const version = (signer.linkVersion ?? 0) + 1
      const sentAt = email ? new Date().toISOString() : null
      const updated = await writeAsServer(req, report.id, { signers: signers.map((entry) => (entry === signer ? { ...entry, linkVersion: version, linkSentAt: sentAt } : entry)) })
      const link = createConditionLinkToken(req.payload.secret, report.id, contact, version)
      if (email) await mailSigningLinks(req, updated, [{ email, firstName: tenant?.firstName, ...link }], { replaces: version > 1 })
      return { ...link, sentTo: email ?? null }
    })
    return Response.json({ ...result, path: conditionReportLinkPath(result.token) })
  },
}

/** The report and signer of a valid link: the newest link made for a signer of a report still waiting for the tenants, else 404. */
async function reportOfLink(req: PayloadRequest): Promise<{ report: ConditionReport; signer: ConditionSigner }> {
  const link = verifyConditionLinkToken(req.payload.secret, String(req.routeParams?.token ?? ''))
  const report = link ? await req.payload.findByID({ collection: SLUG, id: link.report, depth: 0, overrideAccess: true, req, disableErrors: true }) : null
  const signer = ((report?.signers ?? []) as ConditionSigner[]).find((entry) => entry.contact === link?.contact)
  // An older link of the signer (replaced by a newer one), a tenant removed from the lease since the
  // request (signers.ts), a report no longer waiting: as invalid as a forged link.
  if (!report || !signer || signer.removedAt || (signer.linkVersion ?? 0) !== link!.version || (report.status !== 'requested' && report.status !== 'completed')) {
    throw new ClientError(conditionReportMessages.linkInvalid, 404)
  }
  return { report, signer }
}

/** What the link shows: that one report (rooms, ratings, everyone's notes, how many photos), who signed, and whether this tenant has. */
async function linkView(req: PayloadRequest, report: ConditionReport, signer: ConditionSigner) {
  const photos = await req.payload.find({
    collection: 'files',
    where: { and: [{ conditionReport: { equals: report.id } }, { conditionItem: { exists: true } }] },
    depth: 0,
    pagination: false,
    select: { conditionItem: true },
    overrideAccess: true,
    req,
  })
  const photoCounts: Record<string, number> = {}
  for (const photo of photos.docs) if (photo.conditionItem) photoCounts[photo.conditionItem] = (photoCounts[photo.conditionItem] ?? 0) + 1
  const signatures = (report.signatures ?? []) as ConditionSignature[]
  return {
    report: {
      id: report.id,
      type: report.type as ConditionReportType,
      status: report.status as ConditionReportStatus,
      unitAddress: report.unitAddress ?? null,
      rooms: (report.rooms ?? []) as ConditionRoom[],
      photoCounts,
      signers: shownSigners((report.signers ?? []) as ConditionSigner[], signatures).map((entry) => ({ contact: entry.contact, name: entry.name, signed: hasSigned(entry, signatures) })),
      pdfSha256: report.pdfSha256 ?? null,
    },
    signer: { contact: signer.contact!, name: signer.name, signed: hasSigned(signer, signatures) },
  }
}

/** GET /api/condition-reports/link/{token}: the report of a valid signing link (else 404 'This link is invalid or has expired.'). */
const linkViewEndpoint: Endpoint = {
  path: '/link/:token',
  method: 'get',
  handler: async (req) => {
    req.user = null
    const { report, signer } = await reportOfLink(req)
    return Response.json(await linkView(req, report, signer))
  },
}

/**
 * POST /api/condition-reports/link/{token} — no account, no session; the link is the credential:
 * - `{intent: 'notes', item, notes}` (JSON, or multipart with `_payload` and one JPEG/PNG `file`):
 *   this tenant's note on an item (an empty note removes it) and a photo of it, under the files
 *   collection's rules and the report's (10 per item); a refused photo undoes the whole post.
 * - `{intent: 'sign', name, agree}`: the typed name, the checkbox, the time and the IP; the report
 *   completes and locks when every requested signer has signed.
 * Only while the report waits for the tenants; once completed the link still shows it.
 */
const linkActionEndpoint: Endpoint = {
  path: '/link/:token',
  method: 'post',
  handler: async (req) => {
    const { body, file } = await readLinkPost(req)
    const result = await inTransaction(req, async () => {
      const { report, signer } = await reportOfLink(req)
      if (report.status === 'completed') throw new ClientError(conditionReportMessages.locked, 403)
      const signatures = (report.signatures ?? []) as ConditionSignature[]
      if (body.intent === 'sign') {
        const name = signatureFields(req, body)
        if (hasSigned(signer, signatures)) throw new ClientError(conditionReportMessages.alreadySigned, 409)
        const signed = await addSignature(req, report, { user: null, contact: signer.contact, name, agreed: true, signedAt: new Date().toISOString(), ip: clientIp(req), via: 'link' })
        return linkView(req, signed, signer)
      }
      if (body.intent !== 'notes') throw new ClientError('Unknown action.', 400)
      if (hasSigned(signer, signatures)) throw new ClientError(conditionReportMessages.alreadySigned, 409)
      const itemId = String(body.item ?? '')
      const notes = typeof body.notes === 'string' ? body.notes.trim() : ''
      const fieldError = (path: string, message: string) => new ValidationError({ collection: SLUG, errors: [{ path, message }] }, req.t)
      if (notes.length > MAX_CONDITION_NOTES) throw fieldError('notes', conditionReportMessages.notesTooLong)
      const rooms = structuredClone((report.rooms ?? []) as ConditionRoom[])
      const item = rooms.flatMap((room) => room.items).find((entry) => entry.id === itemId)
      if (!item) throw fieldError('item', conditionReportMessages.itemRequired)
      const author = { user: null, contact: signer.contact }
      const before = JSON.stringify(item.tenantNotes ?? [])
      item.tenantNotes = withTenantNote(item.tenantNotes ?? [], author, notes ? { ...author, name: signer.name, notes, at: new Date().toISOString() } : null)
      let current = report
      if (JSON.stringify(item.tenantNotes) !== before) current = await writeAsServer(req, report.id, { rooms })
      if (file) {
        // As the server, with the report's photo rules (hooks/parent.ts: JPEG/PNG, an item of the report, 10 per item, only while requested).
        await req.payload.create({
          collection: 'files',
          data: { kind: 'conditionReport', conditionReport: report.id, conditionItem: itemId, nickname: (file.name || 'Photo').slice(0, 200), organization: report.organization as number, internal: false },
          file: file as File,
          overrideAccess: true,
          req,
        })
      }
      return linkView(req, current, signer)
    })
    return Response.json(result)
  },
}

export const conditionReportLinkEndpoints: Endpoint[] = [linkViewEndpoint, linkActionEndpoint, createLinkEndpoint]
