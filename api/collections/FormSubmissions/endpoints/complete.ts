import { commitTransaction, initTransaction, killTransaction, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { buildSteps, firstIncompleteStep, sectionBlocks, submissionData, validateForm, type Answers, type FormDefinition } from '@common/forms'
import { loadRenderableTemplate, renderedDocumentName } from '@api/documents/preview'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { documentCategoryOf } from '@api/collections/EditableDocuments/categories'
import { draftView, relationId, SUBMISSION_MESSAGES, withSubmissionLock } from '@api/collections/FormSubmissions/shared'

/**
 * POST /api/form-submissions/{id}/complete: the landlord's step 3 of the download flow
 * (product-spec §4). The form must be valid (validateForm; hidden fields not required), else 400
 * with `data: { errors, step }` (the first incomplete step's key). Then, in one transaction,
 * the submission keeps only its visible answers plus userDefinedDocumentName, its status
 * becomes 'complete', and its editable document is created (organization, formSubmission,
 * template, name, category from the template group). Completing again (after the landlord
 * edited the answers) keeps the one editable document as it is — its name included, which
 * the landlord may have changed; its PDF is rendered from the answers on demand. Answers
 * { doc: <draft view>, editableDocument }. 401 signed out; 404 for a submission the caller's
 * organizations do not hold (a visitor's draft must be claimed first).
 */
/**
 * The lease a document was made from: the answer of the form's 'Fill in from one of your
 * leases' field (prefillLease), when it names a lease of the submission's organization. The
 * editable document is connected to it and its property (product-spec §3), like a document the
 * landlord connects by hand; another organization's lease or a stale id connects nothing.
 */
async function sourceLease(req: PayloadRequest, form: FormDefinition, answers: Answers, organization: number): Promise<{ lease: number; property: number | null } | null> {
  for (const section of form.fields) {
    if (section.blockType !== 'pageSection') continue
    for (const block of sectionBlocks(section)) {
      if (block.blockType !== 'prefillLease') continue
      const raw = String(answers[block.name] ?? '')
      if (!/^\d+$/.test(raw)) continue
      const lease = await req.payload.findByID({ collection: 'leases', id: Number(raw), depth: 0, select: { organization: true, property: true }, overrideAccess: true, disableErrors: true, req })
      if (lease && relationId(lease.organization) === organization) return { lease: lease.id, property: relationId(lease.property) }
    }
  }
  return null
}

export const completeSubmissionEndpoint: Endpoint = {
  path: '/:id/complete',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const rawId = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(rawId)) throw new NotFound(req.t)
    const readable = await req.payload.findByID({ collection: 'form-submissions', id: Number(rawId), depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    if (!readable) throw new NotFound(req.t)
    // Page saves go through the same lock (by tempId): complete reads the answers they wrote.
    return withSubmissionLock(`temp:${readable.tempId}`, () => completeSubmission(req, readable.id))
  },
}

async function completeSubmission(req: PayloadRequest, id: number): Promise<Response> {
  const found = await req.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const organization = relationId(found?.organization)
  if (!found || organization === null) throw new NotFound(req.t)
  const source = await loadRenderableTemplate(req, found.template)
  if (!source) throw new NotFound(req.t)

  const answers = (found.submission ?? {}) as Answers
  const errors = validateForm(source.form, answers)
  if (Object.keys(errors).length) {
    const step = firstIncompleteStep(buildSteps(source.form, answers), answers)
    throw new ClientError(SUBMISSION_MESSAGES.incomplete, 400, { errors, step: step?.key ?? null })
  }
  const submission = submissionData(source.form, answers)
  const name = renderedDocumentName(source, submission)
  const connected = await sourceLease(req, source.form, submission, organization)

  const ownTransaction = await initTransaction(req)
  try {
    const existingId = relationId(found.editableDocument)
    const existing = existingId === null ? null : await req.payload.findByID({ collection: 'editable-documents', id: existingId, depth: 0, overrideAccess: true, disableErrors: true, trash: true, req })
    const editableDocument =
      existing ??
      (await req.payload.create({
        collection: 'editable-documents',
        data: { organization, formSubmission: found.id, template: source.template.id, name, category: documentCategoryOf(source.group), ...(connected ?? {}) },
        depth: 0,
        overrideAccess: true,
        req,
      }))
    const doc = await req.payload.update({
      collection: 'form-submissions',
      id: found.id,
      data: { status: 'complete', submission, editableDocument: editableDocument.id },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (ownTransaction) await commitTransaction(req)
    return Response.json({ doc: draftView(doc), editableDocument })
  } catch (error) {
    if (!ownTransaction) throw error
    await killTransaction(req)
    // A concurrent complete of the same submission won the unique formSubmission: answer its result.
    const winner = await req.payload.findByID({ collection: 'form-submissions', id: found.id, depth: 0, overrideAccess: true, disableErrors: true, req })
    const winnerDocument = relationId(winner?.editableDocument)
    if (!winner || winner.status !== 'complete' || winnerDocument === null) throw error
    const editableDocument = await req.payload.findByID({ collection: 'editable-documents', id: winnerDocument, depth: 0, overrideAccess: true, trash: true, req })
    return Response.json({ doc: draftView(winner), editableDocument })
  }
}
