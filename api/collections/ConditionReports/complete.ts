import { createHash } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { asServer } from '@api/collections/Invoices/endpoints/shared'
import { notify } from '@api/notifications/emit'
import type { ConditionReport } from '@api/payload-types'
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
 * Completes and locks a report (product-spec §1): renders its PDF with the rooms, photos and
 * signatures, stores it as a file of the report, keeps the PDF's SHA-256 beside the photos'
 * own (each file's `sha256`, taken at upload), and tells the other side. Runs in the
 * caller's transaction: a failure leaves the report as it was.
 */
export async function completeReport(req: PayloadRequest, report: ConditionReport, { by }: { by: 'staff' | 'tenants' }): Promise<ConditionReport> {
  const completedAt = new Date().toISOString()
  const [photoDocs, organization] = await Promise.all([
    req.payload.find({
      collection: 'files',
      where: { and: [{ conditionReport: { equals: report.id } }, { conditionItem: { exists: true } }] },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    req.payload.findByID({ collection: 'organizations', id: idOf(report.organization)!, depth: 0, overrideAccess: true, req, disableErrors: true }),
  ])
  const photos: ConditionReportPhoto[] = []
  for (const file of photoDocs.docs) {
    const stored = await openStoredFile(req, 'files', file).catch(() => null)
    photos.push({ item: file.conditionItem ?? '', nickname: file.nickname, sha256: file.sha256 ?? null, bytes: stored?.status === 200 ? await readAll(stored.body) : null })
  }
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
