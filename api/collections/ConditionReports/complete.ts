import { createHash } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { asServer } from '@api/collections/Invoices/endpoints/shared'
import { notify } from '@api/notifications/emit'
import type { ConditionReport, File } from '@api/payload-types'
import { asJpeg } from '@api/storage/sharp'
import { openStoredFile, readAll } from '@api/storage/storedFile'
import type { ConditionReportType, ConditionRoom, ConditionSignature } from '@common/condition-reports'
import { idOf } from '@common/ids'
import { CONDITION_REPORT_SERVER_WRITE } from './hooks/derive'
import { renderConditionReportPdf, type ConditionReportPhoto } from './pdf'

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Writes the report as the server (status, signers, signatures, the PDF): no client may, and the lock hook lets it through. */
export async function writeAsServer(req: PayloadRequest, id: number, data: Partial<ConditionReport>): Promise<ConditionReport> {
  req.context[CONDITION_REPORT_SERVER_WRITE] = true
  try {
    return await req.payload.update({ collection: 'condition-reports', id, data, depth: 0, overrideAccess: true, req })
  } finally {
    delete req.context[CONDITION_REPORT_SERVER_WRITE]
  }
}

/** What the notifications show of a report (product-spec §3 Notification: id, type, unit address, lease). */
export const notificationSubject = (report: ConditionReport) => ({ id: report.id, type: report.type, unitAddress: report.unitAddress ?? null, lease: idOf(report.lease) })

/**
 * The bytes a report's PDF embeds for a photo (ADR 031): its display size (long edge ≤ 1600 px,
 * upright, no metadata) re-encoded as JPEG, because pdfkit reads no WebP; the original only for a
 * photo without sizes (uploaded before they existed and not backfilled yet) or whose size cannot
 * be read. The PDF prints the original's SHA-256 either way: the original is the proof.
 */
async function pdfPictureOf(req: PayloadRequest, file: File): Promise<Buffer | null> {
  const display = file.sizes?.display?.filename
  if (display) {
    const stored = await openStoredFile(req, 'files', { ...file, filename: display }).catch(() => null)
    const bytes = stored?.status === 200 ? await readAll(stored.body) : null
    const jpeg = bytes ? await asJpeg(bytes) : null
    if (jpeg) return jpeg
  }
  const stored = await openStoredFile(req, 'files', file).catch(() => null)
  return stored?.status === 200 ? readAll(stored.body) : null
}

/** A report's photos as its PDF embeds them, by file id (reportPdfPhotos). */
export type PreparedPhotos = Map<number, ConditionReportPhoto>

/**
 * A report's photos as its PDF embeds them (~80 ms of CPU each for the JPEG), by file id. A
 * caller that completes the report after a write of its own prepares them *before* that write,
 * so that the SQLite write lock (ADR 007: taken at the transaction's first write) is not held
 * meanwhile; completeReport then lists the photos again under the lock and prepares only one
 * added in between, so the PDF still covers every photo of the report.
 */
export async function reportPdfPhotos(req: PayloadRequest, reportId: number, prepared: PreparedPhotos = new Map()): Promise<PreparedPhotos> {
  const { docs } = await req.payload.find({
    collection: 'files',
    where: { and: [{ conditionReport: { equals: reportId } }, { conditionItem: { exists: true } }] },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const photos: PreparedPhotos = new Map()
  for (const file of docs) photos.set(file.id, prepared.get(file.id) ?? { item: file.conditionItem ?? '', nickname: file.nickname, sha256: file.sha256 ?? null, bytes: await pdfPictureOf(req, file) })
  return photos
}

/**
 * Completes and locks a report (product-spec §1): renders its PDF with the rooms, photos and
 * signatures, stores it as a file of the report, keeps the PDF's SHA-256 beside the photos'
 * own (each file's `sha256`, taken at upload), and tells the other side. Runs in the
 * caller's transaction: a failure leaves the report as it was.
 */
export async function completeReport(req: PayloadRequest, report: ConditionReport, { by, prepared }: { by: 'staff' | 'tenants'; prepared?: PreparedPhotos }): Promise<ConditionReport> {
  const completedAt = new Date().toISOString()
  const organization = await req.payload.findByID({ collection: 'organizations', id: idOf(report.organization)!, depth: 0, overrideAccess: true, req, disableErrors: true })
  const photos = [...(await reportPdfPhotos(req, report.id, prepared)).values()]
  const pdf = await renderConditionReportPdf({
    id: report.id,
    type: report.type as ConditionReportType,
    address: report.unitAddress ?? null,
    organizationName: organization?.organizationName ?? null,
    rooms: (report.rooms ?? []) as ConditionRoom[],
    photos,
    signatures: (report.signatures ?? []) as ConditionSignature[],
    completedAt,
  })
  const file = await asServer(req, () =>
    req.payload.create({
      collection: 'files',
      data: { kind: 'conditionReport', conditionReport: report.id, nickname: `Condition report ${report.id}.pdf`, organization: idOf(report.organization)!, internal: false },
      file: { data: pdf, mimetype: 'application/pdf', name: `condition-report-${report.id}.pdf`, size: pdf.length },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  const completed = await writeAsServer(req, report.id, { status: 'completed', completedAt, pdf: file.id, pdfSha256: sha256(pdf) })
  const related = { conditionReport: notificationSubject(completed) }
  const lease = idOf(completed.lease)
  if (lease) await notify(req, { event: 'condition-report:completed', category: 'tenant', recipients: { leaseTenants: lease }, related })
  if (by === 'tenants') await notify(req, { event: 'condition-report:completed', category: 'organization', recipients: { organizationOwners: idOf(completed.organization)! }, related })
  return completed
}
