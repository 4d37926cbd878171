import { data, redirect, type RouterContextProvider } from 'react-router'
import { ApiError, apiFetch, collectionClient, type Doc } from '~/utils/api.server'
import { getAuth, getUser } from '~/utils/auth.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import type { DraftView } from '@api/collections/FormSubmissions/shared'
import { ALL_STATES, formPath, stateCodeOf, stateName, stateSlugOf, type FormsViewer } from './templates'
import { buildSteps, firstIncompleteStep, formDefinitionSchema, type Answers, type FieldErrors, type FormDefinition } from '@common/forms'

/**
 * Server helpers of the public form pages (product-spec §2 Forms, §4 Preview, §7 template lookup):
 * the feature gate, the template lookup, and the draft and preview calls. Everything goes
 * through the REST API with the caller's token (none for visitors); nothing touches the
 * database.
 */

type Context = Readonly<RouterContextProvider>

/**
 * The public form pages exist while forms are on for the caller (product-spec §3 feature config, §4):
 * visitors need the 'public' role's forms flag (`public.forms`), signed-in users their own
 * role's `forms` (or `public.forms`). Otherwise 404.
 */
export async function requireFormsFeature(context: Context) {
  const features = await getFeatureFlags(context)
  if (!features.includes('public.forms') && !features.includes('forms')) throw data(null, { status: 404 })
}

/** Who is looking: no session → visitor; else the session's area role (an expired session reads as a visitor). */
export async function formsViewer(context: Context): Promise<FormsViewer> {
  const auth = getAuth(context)
  if (!auth.token || !(await getUser(context))) return 'visitor'
  return auth.internalRole === 'tenant' ? 'tenant' : 'landlord'
}

export type TemplateGroupSummary = Pick<Doc<'template-groups'>, 'id' | 'slug' | 'name' | 'description'>

/** The catalogue: every template group, in their order. */
export async function listTemplateGroups(context: Context): Promise<TemplateGroupSummary[]> {
  const docs = await collectionClient(getAuth(context).token).findAll('template-groups', {
    sort: 'order',
    depth: 0,
    select: { slug: true, name: true, description: true },
  })
  return docs.map(({ id, slug, name, description }) => ({
    id,
    slug,
    name,
    description: description ?? null,
  }))
}

/** One group by its slug, with the states it has versions for (state codes sorted by name; ALL last); null when unknown. */
export async function loadTemplateGroup(context: Context, slug: string): Promise<{ group: TemplateGroupSummary; states: string[] } | null> {
  const client = collectionClient(getAuth(context).token)
  const { docs } = await client.find('template-groups', {
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  const group = docs[0]
  if (!group) return null
  const templates = await client.findAll('templates', {
    where: { templateGroup: { equals: group.id } },
    depth: 0,
    select: { states: true },
  })
  const codes = new Set<string>(templates.flatMap((template) => template.states ?? []))
  const states = [...codes].filter((code) => code !== ALL_STATES).sort((a, b) => stateName(a).localeCompare(stateName(b)))
  if (codes.has(ALL_STATES)) states.push(ALL_STATES)
  return {
    group: {
      id: group.id,
      slug: group.slug,
      name: group.name,
      description: group.description ?? null,
    },
    states,
  }
}

export type FormTemplate = {
  templateId: number
  group: TemplateGroupSummary
  /** The engine's form definition (common/forms). */
  form: FormDefinition
  /** The state slug of the URL ('ca', 'general'). */
  stateSlug: string
}

/**
 * Template lookup (product-spec §7): the first template (by id) whose templateGroup.slug equals the
 * slug and whose states include the URL's state code (ALL for 'general'), at depth 2 so that
 * its group and form come with it. Null when there is none or the state slug is unknown.
 */
export async function findFormTemplate(context: Context, slug: string | undefined, stateSlug: string | undefined): Promise<FormTemplate | null> {
  const code = stateCodeOf(stateSlug)
  if (!slug || !code) return null
  const { docs } = await collectionClient(getAuth(context).token).find('templates', {
    where: {
      and: [{ 'templateGroup.slug': { equals: slug } }, { states: { contains: code } }],
    },
    depth: 2,
    limit: 1,
    sort: 'id',
  })
  const template = docs[0]
  if (!template || typeof template.form !== 'object' || typeof template.templateGroup !== 'object') return null
  const group = template.templateGroup
  return {
    templateId: template.id,
    group: {
      id: group.id,
      slug: group.slug,
      name: group.name,
      description: group.description ?? null,
    },
    form: formDefinitionSchema.parse({
      id: template.form.id,
      title: template.form.name,
      fields: template.form.fields,
    }),
    stateSlug: stateSlugOf(code),
  }
}

/** Like findFormTemplate, but 404 when there is no such template. */
export async function requireFormTemplate(context: Context, slug: string | undefined, stateSlug: string | undefined): Promise<FormTemplate> {
  const template = await findFormTemplate(context, slug, stateSlug)
  if (!template) throw data(null, { status: 404 })
  return template
}

// --- Drafts (POST /api/form-submissions/draft, GET|PATCH /api/form-submissions/draft/{tempId}) ---

export type Draft = DraftView

const TEMP_ID = /^[0-9a-f]{32}$/

/** How many drafts a browser's session remembers (the oldest are forgotten first). */
export const REMEMBERED_DRAFTS = 10

/** Starts a draft of the template (answers from the form's defaults); a signed-in landlord's belongs to its organization. */
export async function createDraft(context: Context, templateId: number): Promise<Draft> {
  const { doc } = await apiFetch<{ doc: Draft }>('POST', '/form-submissions/draft', { token: getAuth(context).token, json: { template: templateId } })
  rememberDraft(context, doc.tempId)
  return doc
}

/**
 * The session (HttpOnly, encrypted: ADR 003) remembers the drafts this browser started. A
 * visitor's draft belongs to no organization, so its tempId would be its only key: a tempId
 * seen elsewhere (a shared URL, a log, a screenshot) must not open someone else's answers or
 * preview (ASVS V4.2.1).
 */
function rememberDraft(context: Context, tempId: string) {
  const auth = getAuth(context)
  const drafts = (auth.session.get('drafts') ?? []).filter((known) => known !== tempId)
  auth.session.set('drafts', [...drafts, tempId].slice(-REMEMBERED_DRAFTS))
  auth.dirty = true
}

/** Whether this browser may use the draft: one it started, or one claimed by an organization (the API lets only its staff read those). */
function mayUseDraft(context: Context, draft: Draft): boolean {
  if (draft.organization !== null && draft.organization !== undefined) return true
  return (getAuth(context).session.get('drafts') ?? []).includes(draft.tempId)
}

/** The draft a tempId opens for this caller; null when there is none (unknown, malformed, someone else's, another browser's). */
export async function readDraft(context: Context, tempId: string | null | undefined): Promise<Draft | null> {
  if (!tempId || !TEMP_ID.test(tempId)) return null
  try {
    const { doc } = await apiFetch<{ doc: Draft }>('GET', `/form-submissions/draft/${tempId}`, { token: getAuth(context).token })
    return mayUseDraft(context, doc) ? doc : null
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The draft of `tempId` when it is one of `template`'s, else null. */
export async function readTemplateDraft(context: Context, template: FormTemplate, tempId: string | null | undefined): Promise<Draft | null> {
  const draft = await readDraft(context, tempId)
  return draft && draft.template === template.templateId ? draft : null
}

export type SavedStep = {
  doc: Draft
  step: string
  errors: FieldErrors
  saved: boolean
}

/**
 * Saves one page: `values` are the page's inputs as the browser posted them (the API parses
 * them with the engine, the same way with and without JavaScript). Errors do not block
 * saving a draft; they come back for the page to show.
 */
export async function saveDraftStep(context: Context, tempId: string, step: string, values: Record<string, string | string[]>): Promise<SavedStep> {
  return apiFetch<SavedStep>('PATCH', `/form-submissions/draft/${tempId}`, {
    token: getAuth(context).token,
    json: { step, values },
  })
}

/** A posted form as the draft endpoint's `values`: repeated names become lists; `skip` names are the route's own. */
export function postedValues(formData: URLSearchParams, skip: ReadonlySet<string>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of formData.entries()) {
    if (skip.has(name)) continue
    const existing = values[name]
    values[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return values
}

/** Where a refused preview sends the visitor: the first page with an empty required field (null when complete). */
export function firstIncompleteIndex(form: FormDefinition, answers: Answers): number | null {
  const step = firstIncompleteStep(buildSteps(form, answers), answers)
  return step ? step.index : null
}

// --- Preview (POST /api/form-submissions/preview) ---

/** The preview PDF of a draft's answers: `{ pdf, filename }`; throws ApiError when the API refuses or fails. */
export async function renderPreview(context: Context, templateId: number, answers: Answers): Promise<{ pdf: Buffer; filename: string }> {
  const result = await apiFetch<{ preview: string; filename: string }>('POST', '/form-submissions/preview', {
    token: getAuth(context).token,
    json: { template: templateId, submission: answers },
  })
  return {
    pdf: Buffer.from(result.preview, 'base64'),
    filename: result.filename,
  }
}

/**
 * The checks both preview routes make (product-spec §4 Preview): no draft → the form's start; an
 * incomplete form → back to the form at its first incomplete page (`check=1` shows that
 * page's errors). Returns the complete draft.
 */
export async function requireCompleteDraft(context: Context, template: FormTemplate, tempId: string | null): Promise<Draft> {
  const slug = template.group.slug
  const draft = await readTemplateDraft(context, template, tempId)
  if (!draft) throw redirect(formPath(slug, template.stateSlug))
  const incomplete = firstIncompleteIndex(template.form, draft.submission as Answers)
  if (incomplete !== null)
    throw redirect(
      formPath(slug, template.stateSlug, {
        tempId: draft.tempId,
        step: incomplete,
        check: 1,
      }),
    )
  return draft
}
