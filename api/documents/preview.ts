import { APIError, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { documentName, submissionData, USER_DEFINED_DOCUMENT_NAME, type Answers, type FormDefinition } from '@common/forms'
import { formDefinitionOf } from '@api/collections/Forms'
import { readJsonBody } from '@api/collections/FormSubmissions/body'
import { ClientError } from '@api/errors'
import type { Form, Template, TemplateGroup } from '@api/payload-types'
import { throttlePreview } from '@api/utilities/throttle'
import { fillPlaceholders, parseDocumentBody, renderDocumentPdf, type DocumentBody } from './pdf'
import { idOf } from '@common/ids'

export const PREVIEW_MESSAGES = {
  templateRequired: 'Template is required',
  submissionRequired: 'Submission is required',
  failed: 'Unable to generate a preview.',
} as const

/** Written across every page of a preview PDF. */
export const PREVIEW_WATERMARK = 'Preview'

/** A preview request is a template id and the answers: far below this. */
export const MAX_PREVIEW_BODY_BYTES = 512 * 1024

/** A template with what rendering needs: its engine form, its document body, its group. */
export type RenderableTemplate = {
  template: Template
  group: TemplateGroup | null
  form: FormDefinition
  body: DocumentBody
}

/** What rendering a document needs: the engine form, the document body, the group's name as a last-resort title. */
export type DocumentSource = { form: FormDefinition; body: DocumentBody; group?: Pick<TemplateGroup, 'name'> | null }

/**
 * Loads a template by id with its group and form (public data: read with overrideAccess) and
 * parses its form and body. Null when there is no such template; throws when its stored
 * form or body is not valid (they are validated on save, so that is a server error).
 */
export async function loadRenderableTemplate(req: PayloadRequest, templateId: unknown): Promise<RenderableTemplate | null> {
  const id = idOf(templateId)
  if (id === null) return null
  const template = await req.payload.findByID({ collection: 'templates', id, depth: 1, overrideAccess: true, disableErrors: true, req })
  if (!template) return null
  const formDoc = typeof template.form === 'object' ? template.form : await req.payload.findByID({ collection: 'forms', id: template.form, depth: 0, overrideAccess: true, req })
  const group = typeof template.templateGroup === 'object' ? template.templateGroup : null
  return { template, group, form: formDefinitionOf(formDoc as Form), body: parseDocumentBody(template.body) }
}

/**
 * The name of a document made from a template and answers: the form's documentName
 * (prepend, answer, append), else a stored userDefinedDocumentName, else the body's title
 * with its placeholders filled, else the group's name.
 */
export function renderedDocumentName(source: DocumentSource, answers: Answers): string {
  const fromForm = documentName(source.form, answers)
  if (fromForm) return fromForm
  const stored = answers[USER_DEFINED_DOCUMENT_NAME]
  if (typeof stored === 'string' && stored.trim()) return stored.trim()
  const title = fillPlaceholders(source.body.title, answers).trim()
  return title || source.group?.name || 'Document'
}

/**
 * A safe file name for a document name: ASCII letters, digits, spaces turned into hyphens,
 * at most 100 characters, '.pdf' appended ('Lease for 12 Oak St' → 'Lease-for-12-Oak-St.pdf').
 */
export function pdfFilename(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100)
    .replace(/[.-]+$/, '')
  return `${base || 'document'}.pdf`
}

/**
 * Renders a template's document from answers: only the answers of visible fields count
 * (`submissionData`: hidden, stale and unknown keys dropped, the document name added).
 * `createdAt` is the PDF's date (pass the submission's updatedAt; never the clock, ADR 014).
 */
export async function renderTemplateDocument(source: DocumentSource, answers: Answers, createdAt?: Date, { watermark }: { watermark?: string } = {}) {
  const data = submissionData(source.form, answers)
  const name = renderedDocumentName(source, data)
  const pdf = await renderDocumentPdf(source.body, data, { documentName: name, author: 'Leasewell', createdAt, watermark })
  return { pdf, name, filename: pdfFilename(name) }
}

const isAnswersMap = (value: unknown): value is Answers => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * POST /api/form-submissions/preview with JSON { template, submission } (product-spec §7): the PDF of
 * the template's document body filled with the answers (visible answers only), as
 * `{ preview: <base64 PDF>, filename }`. Anyone may call it (visitors preview before they
 * have an account); it is throttled per IP and the body is capped at 512 KiB.
 * 400 'Template is required' / 'Submission is required'; 404 for an unknown template;
 * 413 for a larger body (415 for another type than JSON); 429 when throttled; 500 'Unable to generate a preview.' when
 * rendering fails. Whether every required field is filled is the form pages' concern (spec
 * §4 Preview): a missing answer renders as a blank line.
 */
export const previewEndpoint: Endpoint = {
  path: '/preview',
  method: 'post',
  handler: async (req) => {
    await throttlePreview(req)
    const data = (await readJsonBody(req, MAX_PREVIEW_BODY_BYTES)) as { template?: unknown; submission?: unknown }
    if (data.template === undefined || data.template === null || data.template === '') throw new ClientError(PREVIEW_MESSAGES.templateRequired, 400)
    if (!isAnswersMap(data.submission)) throw new ClientError(PREVIEW_MESSAGES.submissionRequired, 400)
    const source = await loadRenderableTemplate(req, data.template)
    if (!source) throw new NotFound(req.t)
    try {
      // A preview is marked as one on every page; the clean document is the download (signed up, and subscribed where required).
      const { pdf, filename } = await renderTemplateDocument(source, data.submission, undefined, { watermark: PREVIEW_WATERMARK })
      return Response.json({ preview: pdf.toString('base64'), filename })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Preview not rendered', template: source.template.id })
      throw new APIError(PREVIEW_MESSAGES.failed, 500, null, true)
    }
  },
}
