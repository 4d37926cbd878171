import { APIError, NotFound, type Endpoint } from 'payload'
import type { Answers } from '@common/forms'
import { loadRenderableTemplate, pdfFilename, renderTemplateDocument } from '@api/documents/preview'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { relationId } from '@api/collections/FormSubmissions/shared'
import { requireDownloadAccess } from '@api/collections/EditableDocuments/download'

/** `attachment` with an ASCII file name and its UTF-8 form (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${filename.replace(/["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * GET /api/editable-documents/{id}/file: the document's PDF, rendered on demand from its form
 * submission's answers and its template (so an edited submission gives the edited PDF), with
 * `Content-Disposition: attachment`. Staff of the document's organization only: 401 signed
 * out, 404 for anyone else (and for a trashed document); 402 when the organization's
 * subscription does not grant access.
 */
export const editableDocumentFileEndpoint: Endpoint = {
  path: '/:id/file',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const rawId = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(rawId)) throw new NotFound(req.t)
    const document = await req.payload.findByID({ collection: 'editable-documents', id: Number(rawId), depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    if (!document) throw new NotFound(req.t)
    await requireDownloadAccess(req, relationId(document.organization))
    const submissionId = relationId(document.formSubmission)
    const submission = submissionId === null ? null : await req.payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true, disableErrors: true, req })
    const source = submission ? await loadRenderableTemplate(req, submission.template) : null
    if (!submission || !source) throw new NotFound(req.t)
    let pdf: Buffer
    try {
      ;({ pdf } = await renderTemplateDocument(source, (submission.submission ?? {}) as Answers, new Date(submission.updatedAt)))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Editable document not rendered', editableDocument: document.id })
      throw new APIError('Unable to generate the document.', 500, null, true)
    }
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': attachmentDisposition(pdfFilename(document.name)),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
