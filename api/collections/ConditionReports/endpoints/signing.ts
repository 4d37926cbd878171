import { ValidationError, type PayloadRequest } from 'payload'
import type { ConditionReport } from '@api/payload-types'
import { conditionReportMessages, everyoneSigned, MAX_CONDITION_NAME, type ConditionSignature, type ConditionSigner, type ConditionTenantNote } from '@common/condition-reports'
import { completeReport, reportPdfPhotos, writeAsServer } from '../complete'

const SLUG = 'condition-reports'

/**
 * Writes a report's signers and/or signatures, and completes and locks it (completeReport) when
 * every signer still asked has signed (`everyoneSigned`) — after a signature, or after a tenant's
 * removal from the lease leaves only signers who have (signers.ts). The one place a report
 * completes through its tenants.
 */
export async function writeSigning(req: PayloadRequest, report: ConditionReport, data: { signers?: ConditionSigner[]; signatures?: ConditionSignature[] }): Promise<ConditionReport> {
  const completes = everyoneSigned(data.signers ?? ((report.signers ?? []) as ConditionSigner[]), data.signatures ?? ((report.signatures ?? []) as ConditionSignature[]))
  // Completing: the PDF's photos are read and encoded before this caller's write to the report (complete.ts reportPdfPhotos).
  const prepared = completes ? await reportPdfPhotos(req, report.id) : undefined
  const updated = await writeAsServer(req, report.id, data)
  return completes ? completeReport(req, updated, { by: 'tenants', prepared }) : updated
}

/** Records a signature; when every requested signer has signed, the report completes and locks (writeSigning). */
export const addSignature = (req: PayloadRequest, report: ConditionReport, signature: ConditionSignature): Promise<ConditionReport> =>
  writeSigning(req, report, { signatures: [...((report.signatures ?? []) as ConditionSignature[]), signature] })

/** The sign form's fields, checked alike for a signed-in tenant and a signing link: the typed name and the checkbox. */
export function signatureFields(req: PayloadRequest, body: Record<string, unknown>): string {
  const name = typeof body.name === 'string' ? body.name.trim().slice(0, MAX_CONDITION_NAME) : ''
  const errors = [
    ...(name ? [] : [{ path: 'name', message: conditionReportMessages.nameRequired }]),
    ...(body.agree === true || body.agree === 'true' || body.agree === 'on' ? [] : [{ path: 'agree', message: conditionReportMessages.agreeRequired }]),
  ]
  if (errors.length) throw new ValidationError({ collection: SLUG, errors }, req.t)
  return name
}

/** A tenant's note on an item replaces that tenant's earlier one (the same account or the same contact); an empty note removes it. */
export function withTenantNote(notes: readonly ConditionTenantNote[], author: { user: number | null; contact: number | null }, entry: ConditionTenantNote | null): ConditionTenantNote[] {
  const mine = (note: ConditionTenantNote) => (author.user !== null && note.user === author.user) || (author.contact !== null && note.contact === author.contact)
  const others = notes.filter((note) => !mine(note))
  return entry ? [...others, entry] : others
}
