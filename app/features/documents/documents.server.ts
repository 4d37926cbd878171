import { data, type RouterContextProvider } from 'react-router'
import { formatLocality } from '@common/address'
import { leaseStatusLabel } from '@common/portfolio'
import { leaseTitle, populated, propertyTitle, unitLocality, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import type { SelectOption } from '~/components/forms'
import { ApiError } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { formatDate } from '~/utils/format'
import { stateSlugOf } from '~/features/forms/templates'
import { findFormTemplate } from '~/features/forms/templates.server'

type Context = Readonly<RouterContextProvider>

/**
 * The choices of the documents pages' pickers (filter drawer, connect drawer): the
 * organization's leases and properties as [id, label] pairs, sorted by label. Loaded only
 * while a drawer that needs them is open.
 */
export async function loadLeaseOptions(context: Context): Promise<SelectOption[]> {
  const leases = await api(context).findEvery('leases', {
    depth: 1,
    sort: 'nickname',
    select: { nickname: true, unit: true, status: true, startDate: true },
    populate: { units: { name: true, address: true } },
  })
  return leases
    .map((lease) => {
      const unit = populated(lease.unit as number | LeaseUnitLike)
      const locality = unitLocality(unit)
      const title = leaseTitle({ id: lease.id, nickname: lease.nickname, unit })
      // A unit has several leases over time: the status and start tell them apart.
      const when = [lease.status ? leaseStatusLabel[lease.status] : null, lease.startDate ? `from ${formatDate(lease.startDate)}` : null].filter(Boolean).join(', ')
      return [String(lease.id), `${locality ? `${title} (${locality})` : title}${when ? ` · ${when}` : ''}`] as const
    })
    .sort((a, b) => a[1].localeCompare(b[1]))
}

export async function loadPropertyOptions(context: Context): Promise<SelectOption[]> {
  const properties = await api(context).findEvery('properties', { depth: 0, sort: 'address.line1', select: { nickname: true, address: true } })
  return properties.map((property) => {
    const locality = formatLocality(property.address)
    const title = propertyTitle(property) || `Property #${property.id}`
    return [String(property.id), locality ? `${title} (${locality})` : title] as const
  })
}

export type DocumentForm = { templateSlug: string; stateSlug: string; tempId: string }

const relationIdOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value !== null ? value.id : (value ?? null))

/**
 * Where a generated document's own form submission opens in the form pages:
 * `/app/forms/{templateSlug}/{stateSlug}?tempId=…` (and its preview PDF). The state is one
 * of the template's states whose lookup finds this very template. Null when the submission
 * or its template is gone; the API's 404 (another organization's document) is rethrown.
 */
export async function resolveDocumentForm(context: Context, formSubmission: number | { id: number } | null | undefined): Promise<DocumentForm | null> {
  const submissionId = relationIdOf(formSubmission)
  if (submissionId === null) return null
  const client = api(context)
  const submission = await client.findById('form-submissions', submissionId, { depth: 0, select: { tempId: true, template: true } }).catch(nullOn404)
  const templateId = relationIdOf(submission?.template)
  if (!submission || templateId === null) return null
  const template = await client
    .findById('templates', templateId, { depth: 1, select: { templateGroup: true, states: true }, populate: { 'template-groups': { slug: true } } })
    .catch(nullOn404)
  const group = template?.templateGroup
  if (!template || typeof group !== 'object' || !group?.slug) return null
  for (const state of template.states ?? []) {
    const stateSlug = stateSlugOf(state)
    const found = await findFormTemplate(context, group.slug, stateSlug)
    if (found?.templateId === template.id) return { templateSlug: group.slug, stateSlug, tempId: submission.tempId }
  }
  return null
}

/** The form of the caller's document `id`, or a 404 (another organization's, or its submission or template gone). */
export async function requireDocumentForm(context: Context, id: number): Promise<DocumentForm> {
  const document = await api(context)
    .findById('editable-documents', id, { depth: 0, select: { formSubmission: true } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
      throw error
    })
  const form = await resolveDocumentForm(context, document.formSubmission)
  if (!form) throw data(null, { status: 404 })
  return form
}

function nullOn404(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null
  throw error
}
