import { ValidationError, type PayloadRequest } from 'payload'
import type { ConditionReport } from '@api/payload-types'
import { conditionReportMessages, hasSigned, MAX_CONDITION_NAME, type ConditionSignature, type ConditionSigner, type ConditionTenantNote } from '@common/condition-reports'
import { completeReport, reportPdfPhotos, writeAsServer } from '../complete'

const SLUG = 'condition-reports'

/** Records a signature; when every requested signer has signed, the report completes and locks (completeReport). */
export async function addSignature(req: PayloadRequest, report: ConditionReport, signature: ConditionSignature): Promise<ConditionReport> {
  const signers = (report.signers ?? []) as ConditionSigner[]
  const signed = [...((report.signatures ?? []) as ConditionSignature[]), signature]
  const completes = signers.every((signer) => hasSigned(signer, signed))
  // The last signature: the PDF's photos are read and encoded before the first write (complete.ts reportPdfPhotos).
  const prepared = completes ? await reportPdfPhotos(req, report.id) : undefined
  const updated = await writeAsServer(req, report.id, { signatures: signed })
  return completes ? completeReport(req, updated, { by: 'tenants', prepared }) : updated
}

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
