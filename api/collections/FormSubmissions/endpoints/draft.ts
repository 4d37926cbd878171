import { NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import {
  applyDefaults,
  buildSteps,
  documentName,
  MAX_LONG_TEXT_LENGTH,
  parseFormData,
  USER_DEFINED_DOCUMENT_NAME,
  validateStep,
  type Answers,
  type FormDefinition,
} from '@common/forms'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { loadRenderableTemplate } from '@api/documents/preview'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { throttleDraftCreation } from '@api/utilities/throttle'
import { readJsonBody } from '@api/collections/FormSubmissions/body'
import { draftView, findByTempId, MAX_SUBMISSION_BODY_BYTES, newTempId, relationId, SUBMISSION_MESSAGES, withSubmissionLock } from '@api/collections/FormSubmissions/shared'

/** Step keys kept per draft (a form has far fewer pages). */
const MAX_VISITED_STEPS = 500

/** One step's posted inputs, named as the form's inputs are (`tenants.0.fullName`). */
const valuesSchema = z.record(z.string().min(1).max(300), z.union([z.string().max(MAX_LONG_TEXT_LENGTH), z.array(z.string().max(MAX_LONG_TEXT_LENGTH)).max(500)]))
const patchSchema = z.object({ step: z.string().min(1).max(300), values: valuesSchema.default({}) })

const readJson = (req: PayloadRequest) => readJsonBody(req, MAX_SUBMISSION_BODY_BYTES)

async function templateOrRefuse(req: PayloadRequest, template: unknown) {
  if (template === undefined || template === null || template === '') throw new ClientError('Template is required', 400)
  const source = await loadRenderableTemplate(req, template)
  if (!source) throw new ClientError('Template is required', 400)
  return source
}

/** The answers with the document name the form gives them (product-spec §3: userDefinedDocumentName). */
function withDocumentName(form: FormDefinition, answers: Answers): Answers {
  const { [USER_DEFINED_DOCUMENT_NAME]: _stale, ...rest } = answers
  const name = documentName(form, rest)
  return name ? { ...rest, [USER_DEFINED_DOCUMENT_NAME]: name } : rest
}

/**
 * POST /api/form-submissions/draft with JSON { template } (a template id): starts a draft
 * for anyone (visitors included; throttled per IP) and answers 201 { doc } — the draft view
 * (shared.ts) with its `tempId`, the only key to it. Answers start from the form's defaults.
 * A signed-in landlord's draft belongs to its organization at once. 400 'Template is
 * required' without a known template.
 */
export const createDraftEndpoint: Endpoint = {
  path: '/draft',
  method: 'post',
  handler: async (req) => {
    await throttleDraftCreation(req)
    const data = await readJson(req)
    const source = await templateOrRefuse(req, data.template)
    const organization = req.user && !isAdmin(req) ? ((await getMembership(req)).organizationIds[0] ?? null) : null
    const doc = await req.payload.create({
      collection: 'form-submissions',
      data: { tempId: newTempId(), template: source.template.id, organization, status: 'draft', submission: withDocumentName(source.form, applyDefaults(source.form, {})), visitedSteps: [] },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return Response.json({ doc: draftView(doc) }, { status: 201 })
  },
}

/** GET /api/form-submissions/draft/{tempId}: { doc } (the draft view), or 404 (see findByTempId). */
export const readDraftEndpoint: Endpoint = {
  path: '/draft/:tempId',
  method: 'get',
  handler: async (req) => {
    const doc = await findByTempId(req, req.routeParams?.tempId)
    return Response.json({ doc: draftView(doc) })
  },
}

/**
 * PATCH /api/form-submissions/draft/{tempId} with JSON { step, values }: saves one page.
 * `step` is a step key (FormStep.key, e.g. 'parties' or 'tenantDetails.1'); `values` are that
 * page's inputs as a browser posts them (strings, or lists for multi-value inputs; repeater
 * rows as `name.N.field`), read by the engine's parseFormData — the same path with and
 * without JavaScript. The page's answers replace the stored ones for its fields (an absent
 * checkbox is false), defaults fill new keys, the step is marked visited, and the answer is
 * { doc, step, errors, saved }: on a draft errors (validateStep plus unreadable values) do
 * not block saving — the page shows them, and preview and complete refuse an incomplete
 * form; on a complete submission a page with errors is not saved (saved: false).
 * 400 for an unknown step or unreadable JSON; 404 as GET.
 */
export const updateDraftEndpoint: Endpoint = {
  path: '/draft/:tempId',
  method: 'patch',
  handler: async (req) => {
    const input = await readJson(req)
    return withSubmissionLock(`temp:${String(req.routeParams?.tempId)}`, () => saveStep(req, input))
  },
}

async function saveStep(req: PayloadRequest, input: unknown) {
  const body = patchSchema.safeParse(input)
  if (!body.success) throw new ClientError(SUBMISSION_MESSAGES.invalidValues, 400)
  const draft = await findByTempId(req, req.routeParams?.tempId)
  const source = await templateOrRefuse(req, draft.template)
  const stored = (draft.submission ?? {}) as Answers
  const step = buildSteps(source.form, stored).find((candidate) => candidate.key === body.data.step)
  if (!step) throw new ClientError(SUBMISSION_MESSAGES.unknownStep, 400)

  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(body.data.values)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item)
  const parsed = parseFormData(source.form, step, params)
  const answers = withDocumentName(source.form, applyDefaults(source.form, { ...stored, ...parsed.answers }))
  const errors = { ...validateStep(step, answers), ...parsed.errors }
  // A completed submission (a landlord editing a generated document) stays complete: a page
  // with errors is not saved, so its document never renders from an invalid form.
  if (draft.status === 'complete' && Object.keys(errors).length) return Response.json({ doc: draftView(draft), step: step.key, errors, saved: false })
  const visited = Array.isArray(draft.visitedSteps) ? (draft.visitedSteps as string[]) : []
  const visitedSteps = visited.includes(step.key) ? visited : [...visited, step.key].slice(-MAX_VISITED_STEPS)

  const doc = await req.payload.update({
    collection: 'form-submissions',
    id: draft.id,
    data: { submission: answers, visitedSteps },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return Response.json({ doc: draftView(doc), step: step.key, errors, saved: true })
}

const claimSchema = z.object({ organization: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).optional() })

/**
 * POST /api/form-submissions/draft/{tempId}/claim with optional JSON { organization }: a
 * signed-in landlord attaches a visitor's draft to its organization (the given one, which
 * must be its own, else its first). From then on only that organization's staff open it,
 * by tempId or by id. Claiming a draft one's organization already holds changes nothing.
 * 401 signed out; 403 for an account without a landlord organization; 404 for an unknown
 * draft or one another organization holds.
 */
export const claimDraftEndpoint: Endpoint = {
  path: '/draft/:tempId/claim',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const input = await readJson(req)
    return withSubmissionLock(`temp:${String(req.routeParams?.tempId)}`, () => claim(req, input))
  },
}

async function claim(req: PayloadRequest, input: unknown): Promise<Response> {
  const draft = await findByTempId(req, req.routeParams?.tempId)
  const body = claimSchema.safeParse(input)
  if (!body.success) throw new ClientError(SUBMISSION_MESSAGES.invalidValues, 400)
  const { organizationIds } = await getMembership(req)
  const requested = body.data.organization === undefined ? undefined : Number(body.data.organization)
  if (requested !== undefined && !organizationIds.includes(requested)) throw new NotFound(req.t)
  const organization = requested ?? organizationIds[0]
  if (organization === undefined) throw new ClientError(SUBMISSION_MESSAGES.landlordOnly, 403)
  const current = relationId(draft.organization)
  if (current === organization) return Response.json({ doc: draftView(draft) })
  // findByTempId let an admin through to another organization's draft: it stays where it is.
  if (current !== null) throw new NotFound(req.t)
  const doc = await req.payload.update({ collection: 'form-submissions', id: draft.id, data: { organization }, depth: 0, overrideAccess: true, req })
  return Response.json({ doc: draftView(doc) })
}
