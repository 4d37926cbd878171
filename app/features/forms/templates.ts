import { normalizeStateCode, US_STATES } from '@common/address'

/**
 * What the public form pages share between server and browser code: paths, state slugs and
 * the pages' words (product-spec §2 Forms, Preview screen). Server calls live in forms.server.ts.
 */

/** The public catalogue's base path (product-spec §2 Forms: forms, forms/{templateSlug}, forms/{templateSlug}/{stateSlug}). */
export const FORMS_PATH = '/app/forms'
/** The `{stateSlug}` of the general (ALL) version of a template. */
export const GENERAL_STATE_SLUG = 'general'
export const ALL_STATES = 'ALL'

export const formPageMessages = {
  catalogueTitle: 'Forms',
  /** The catalogue's words for whoever looks: visitors are offered a free landlord account, signed-in users are not. */
  catalogueDescription: {
    visitor: 'Fill in a document template, preview the PDF, and create a free landlord account to download it.',
    landlord: 'Fill in a document template, preview the PDF and download it. Your documents are saved under Documents.',
    tenant: 'Fill in a document template and preview the PDF. Downloading documents is for landlord accounts.',
  },
  catalogueEmpty: 'No form templates are available yet.',
  chooseState: 'Which state is the property in?',
  generalState: 'All other states (general)',
  start: 'Start',
  previewTitle: 'Preview',
  previewFailed: 'Unable to generate a preview.',
  unknownError: 'An unknown error occurred',
  download: 'Download',
  backToForm: 'Back to the form',
  openPdf: 'Open the PDF',
  pdfFallback: 'Your browser cannot show the PDF here.',
} as const

/** Who looks at the form pages: no session → visitor; else the session's area. */
export type FormsViewer = 'visitor' | 'landlord' | 'tenant'

// In a module of its own: the forms layout's browser code needs it without the state tables of @common/address.
export { areaLinkMessages } from './area-link'

/** `/app/forms/{slug}/{stateSlug}` and its preview, with a query. */
export const formPath = (slug: string, stateSlug: string, query?: Record<string, string | number | undefined>) => withQuery(`${FORMS_PATH}/${slug}/${stateSlug}`, query)
export const previewPath = (slug: string, stateSlug: string, tempId: string) => withQuery(`${FORMS_PATH}/${slug}/${stateSlug}/preview`, { tempId })
export const previewPdfPath = (slug: string, stateSlug: string, tempId: string) => withQuery(`${FORMS_PATH}/${slug}/${stateSlug}/preview.pdf`, { tempId })

function withQuery(path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** A URL state slug → the `states` value it asks for: ALL for 'general', else a known upper-case state code, else null. */
export function stateCodeOf(stateSlug: string | undefined): string | null {
  const slug = (stateSlug ?? '').trim().toLowerCase()
  if (slug === GENERAL_STATE_SLUG) return ALL_STATES
  if (slug.length !== 2) return null
  return normalizeStateCode(slug)
}

/** A `states` value → its URL slug ('general' for ALL, else the lower-case code). */
export const stateSlugOf = (code: string) => (code === ALL_STATES ? GENERAL_STATE_SLUG : code.toLowerCase())

/** 'California' for CA, 'All other states (general)' for ALL. */
export function stateName(code: string): string {
  if (code === ALL_STATES) return formPageMessages.generalState
  return US_STATES.find(([candidate]) => candidate === code)?.[1] ?? code
}

/** The spec's address of a landlord's document reopened in its form (§2 Forms). */
export const documentFormPath = (templateSlug: string, stateSlug: string, editableDocumentId: number | string) =>
  `/app/forms/${encodeURIComponent(templateSlug)}/${encodeURIComponent(stateSlug)}/${encodeURIComponent(String(editableDocumentId))}`
