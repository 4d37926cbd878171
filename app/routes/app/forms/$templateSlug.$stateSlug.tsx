import { data, Form, redirect, useLocation } from 'react-router'
import { AreaErrorBoundary } from '~/components/error-screens'
import { DefaultSubmitButton, FormNavigation, FormStep, StepIndicator, applyRepeaterIntent, parseFormStepIntent, reviewRequests, type LeaseOption, type ReviewSummary } from '~/features/forms'
import { leaseTitle } from '~/features/portfolio/lease-display'
import { PageHeader } from '~/components/shell/page-header'
import { Card } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, getAuth } from '~/utils/auth.server'
import { formatDate, personName } from '~/utils/format'
import { centsToDollarInput, formatCents } from '~/utils/money'
import { titleMeta } from '~/utils/meta'
import { usePageHydrates, type StaticHandle } from '~/utils/hydrate'
import visitorFormScript from '~/features/forms/enhance/visitor-form.ts?page-script'
import { formatLocality, formatStreet } from '@common/address'
import { buildSteps, stepStatuses, validateStep, type Answers, type FieldErrors, type FormStep as EngineFormStep, type ReviewDetails } from '@common/forms'
import { leaseStatusLabel } from '@common/portfolio'
import type { Route } from './+types/$templateSlug.$stateSlug'
import { formPath, previewPath, stateCodeOf, stateName } from '~/features/forms/templates'
import { createDraft, firstIncompleteIndex, postedValues, readTemplateDraft, requireFormsFeature, requireFormTemplate, saveDraftStep, type FormTemplate } from '~/features/forms/templates.server'

/**
 * /app/forms/{templateSlug}/{stateSlug}?tempId=…&step=N: one page of a template's form (spec
 * §2 Forms, §4 Form step indicator). The answers live in a server-side draft keyed by `tempId`
 * (POST/GET/PATCH /api/form-submissions/draft), so every page works without JavaScript: each
 * button posts the page, the action saves it and redirects (PRG) — or renders the page again
 * with its errors (400). `check=1` (a refused preview) shows the page's errors at once.
 */

/**
 * Visitors get the page without React (ADR 027: the public pages' ≤ 100 KB of JavaScript) and a
 * small script of its own instead, which keeps the live visibility of conditional blocks and adds
 * and removes repeater rows in place; signed-in users get the app.
 */
export const handle: StaticHandle = { hydrate: 'signed-in', enhance: visitorFormScript }

/** Names the page posts besides the form's own inputs. */
const CONTROL_NAMES: ReadonlySet<string> = new Set(['intent', 'tempId', 'stepKey'])

/** Leases offered by prefillLease blocks (signed-in landlords). */
const LEASE_OPTIONS_SHOWN = 100

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.title ?? 'Form', error)

const stepIndexOf = (value: string | null, count: number) => {
  const index = Number(value)
  return Number.isInteger(index) && index >= 0 ? Math.min(index, Math.max(0, count - 1)) : 0
}

const isLandlord = (context: Route.LoaderArgs['context']) => {
  const auth = getAuth(context)
  return Boolean(auth.token) && (auth.internalRole ?? 'landlord') === 'landlord'
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireFormsFeature(context)
  const template = await requireFormTemplate(context, params.templateSlug, params.stateSlug)
  const url = new URL(request.url)
  const slug = template.group.slug
  // One URL per state: /forms/lease/CA → /forms/lease/ca.
  if (params.stateSlug !== template.stateSlug) throw redirect(`${formPath(slug, template.stateSlug)}${url.search}`)
  const tempId = url.searchParams.get('tempId')
  if (!tempId) {
    const draft = await createDraft(context, template.templateId)
    throw redirect(formPath(slug, template.stateSlug, { tempId: draft.tempId, step: 0 }))
  }
  const draft = await readTemplateDraft(context, template, tempId)
  // An unknown or expired key starts again (a new draft).
  if (!draft) throw redirect(formPath(slug, template.stateSlug))

  const answers = draft.submission as Answers
  const steps = buildSteps(template.form, answers)
  if (steps.length === 0) throw data(null, { status: 404 })
  const index = stepIndexOf(url.searchParams.get('step'), steps.length)
  const step = steps[index]!
  const errors: FieldErrors = url.searchParams.get('check') === '1' ? validateStep(step, answers) : {}
  return {
    slug,
    stateSlug: template.stateSlug,
    title: template.form.title || template.group.name,
    stateName: stateName(stateCodeOf(template.stateSlug) ?? ''),
    tempId: draft.tempId,
    version: draft.updatedAt,
    steps: steps.map(({ key, title }) => ({ key, title })),
    statuses: stepStatuses(steps, answers, index, draft.visitedSteps),
    index,
    step,
    answers,
    errors,
    leaseOptions: hasPrefill(step) && isLandlord(context) ? await loadLeaseOptions(context) : undefined,
    reviews: isLandlord(context) ? await loadReviews(context, step, answers) : undefined,
  }
}

/**
 * The summaries of the step's review blocks (product-spec §3: property, unit, lease, collect-rent,
 * payment-schedule details) for the lease chosen in their source field — read with the
 * landlord's token, so another organization's lease shows nothing. One call per lease.
 */
async function loadReviews(context: Route.LoaderArgs['context'], step: EngineFormStep, answers: Answers): Promise<Record<string, ReviewSummary>> {
  const requests = reviewRequests(step, answers).filter((request) => request.leaseId && /^\d+$/.test(request.leaseId))
  const leases = new Map<string, Awaited<ReturnType<typeof readLease>>>()
  for (const leaseId of new Set(requests.map((request) => request.leaseId!))) leases.set(leaseId, await readLease(context, leaseId))
  const reviews: Record<string, ReviewSummary> = {}
  for (const request of requests) {
    const lease = leases.get(request.leaseId!)
    if (lease) reviews[request.key] = leaseReview(request.details, lease)
  }
  return reviews
}

async function readLease(context: Route.LoaderArgs['context'], leaseId: string) {
  try {
    return await api(context).findById('leases', leaseId, { depth: 2 })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

type LeaseDoc = NonNullable<Awaited<ReturnType<typeof readLease>>>

function leaseReview(details: ReviewDetails, lease: LeaseDoc): ReviewSummary {
  const unit = typeof lease.unit === 'object' ? lease.unit : null
  const property = typeof lease.property === 'object' ? lease.property : null
  const tenants = (lease.contacts ?? []).flatMap((contact) => (typeof contact === 'object' && contact ? [personName(contact)] : [])).filter(Boolean)
  const term = `${formatDate(lease.startDate)} – ${lease.endDate ? formatDate(lease.endDate) : 'open-ended'}`
  switch (details) {
    case 'property':
      return { items: [{ label: 'Address', value: [formatStreet(property?.address), formatLocality(property?.address)].filter(Boolean).join(', ') || '—' }, { label: 'Nickname', value: property?.nickname || '—' }] }
    case 'unit':
      return {
        items: [
          { label: 'Unit', value: unit?.name ?? '—' },
          { label: 'Address', value: [formatStreet(unit?.address), formatLocality(unit?.address)].filter(Boolean).join(', ') || '—' },
          { label: 'Bedrooms / bathrooms', value: `${unit?.information?.bedrooms ?? '—'} / ${unit?.information?.bathrooms ?? '—'}` },
        ],
      }
    case 'collect-rent':
      return { items: [{ label: 'Monthly rent', value: formatCents(lease.rent) }, { label: 'Due', value: `Day ${lease.rentDueDay ?? 1} of each month` }] }
    case 'payment-schedule':
      return { items: [{ label: 'Term', value: term }, { label: 'Monthly rent', value: formatCents(lease.rent) }, { label: 'Security deposit', value: formatCents(lease.securityDeposit) }, { label: 'Due', value: `Day ${lease.rentDueDay ?? 1} of each month` }] }
    case 'lease':
    default:
      return {
        items: [
          { label: 'Unit', value: [formatStreet(unit?.address), formatLocality(unit?.address)].filter(Boolean).join(', ') || '—' },
          { label: 'Tenants', value: tenants.join(', ') || '—' },
          { label: 'Status', value: leaseStatusLabel[lease.status] },
          { label: 'Term', value: term },
          { label: 'Monthly rent', value: formatCents(lease.rent) },
          { label: 'Security deposit', value: formatCents(lease.securityDeposit) },
        ],
      }
  }
}

const hasPrefill = (step: EngineFormStep) => step.blocks.some((block) => block.blockType === 'prefillLease')

async function loadLeaseOptions(context: Route.LoaderArgs['context']): Promise<LeaseOption[]> {
  const result = await api(context).find('leases', {
    where: { archived: { not_equals: true } },
    sort: '-startDate',
    limit: LEASE_OPTIONS_SHOWN,
    depth: 1,
  })
  return result.docs.map((lease) => ({
    id: lease.id,
    label: leaseTitle({
      id: lease.id,
      nickname: lease.nickname,
      unit: lease.unit,
    }),
    rent: lease.rent,
    securityDeposit: lease.securityDeposit ?? null,
  }))
}

/**
 * 'Use this lease' without JavaScript: the chosen lease's rent and deposit (a lease of the
 * landlord's own organization — the API reads it with their token) replace the posted amounts
 * of the prefillLease block's target fields, in dollars as a visitor would type them.
 */
async function applyLeasePrefill(context: Route.ActionArgs['context'], step: EngineFormStep, values: Record<string, string | string[]>) {
  if (!isLandlord(context)) return
  for (const block of step.blocks) {
    if (block.blockType !== 'prefillLease') continue
    const chosen = values[block.name]
    if (typeof chosen !== 'string' || !/^\d+$/.test(chosen)) continue
    const lease = await api(context)
      .findById('leases', chosen, { depth: 0 })
      .catch((error: unknown) => {
        // Not one of the landlord's leases (or gone): nothing to fill in.
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      })
    if (!lease) continue
    if (block.rent) values[block.rent] = centsToDollarInput(lease.rent)
    if (block.securityDeposit) values[block.securityDeposit] = centsToDollarInput(lease.securityDeposit ?? null)
  }
}

export type FormPageActionData = {
  stepKey: string
  answers: Answers
  errors: FieldErrors
  repeaterRows?: Record<string, number>
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await requireFormsFeature(context)
  const template: FormTemplate = await requireFormTemplate(context, params.templateSlug, params.stateSlug)
  const slug = template.group.slug
  const url = new URL(request.url)
  const formData = await request.formData()
  const posted = formData.get('tempId')
  const draft = await readTemplateDraft(context, template, typeof posted === 'string' ? posted : url.searchParams.get('tempId'))
  if (!draft) throw redirect(formPath(slug, template.stateSlug))
  const here = (index: number, extra: Record<string, string | number> = {}) =>
    formPath(slug, template.stateSlug, {
      tempId: draft.tempId,
      step: index,
      ...extra,
    })

  const steps = buildSteps(template.form, draft.submission as Answers)
  const postedKey = formData.get('stepKey')
  const step = steps.find((candidate) => candidate.key === postedKey) ?? steps[stepIndexOf(url.searchParams.get('step'), steps.length)]
  if (!step) throw data(null, { status: 404 })
  const intent = parseFormStepIntent(formData.get('intent')) ?? {
    type: 'next' as const,
  }
  const { formData: page, repeaterRows } = applyRepeaterIntent(step, formData, intent)
  const values = postedValues(page, CONTROL_NAMES)
  if (intent.type === 'prefill-lease') await applyLeasePrefill(context, step, values)

  const saved = await saveDraftStep(context, draft.tempId, step.key, values)
  const answers = saved.doc.submission as Answers
  const nextSteps = buildSteps(template.form, answers)
  const position = nextSteps.findIndex((candidate) => candidate.key === step.key)
  const current = position >= 0 ? position : Math.min(step.index, nextSteps.length - 1)

  switch (intent.type) {
    case 'repeater-add':
    case 'repeater-remove':
      return data<FormPageActionData>({
        stepKey: step.key,
        answers,
        errors: {},
        repeaterRows,
      })
    case 'prefill-lease':
      return data<FormPageActionData>({
        stepKey: step.key,
        answers,
        errors: {},
      })
    case 'back':
      throw redirect(here(Math.max(0, current - 1)))
    case 'goto': {
      // The step indicator: saved like Back (errors allowed, they show when the visitor comes
      // back or previews), then the chosen page; a page that no longer exists keeps them here.
      const target = nextSteps.findIndex((candidate) => candidate.key === intent.stepKey)
      throw redirect(here(target >= 0 ? target : current))
    }
    case 'next':
    case 'preview': {
      if (Object.keys(saved.errors).length > 0) return data<FormPageActionData>({ stepKey: step.key, answers, errors: saved.errors }, { status: 400 })
      const isLast = current >= nextSteps.length - 1
      if (intent.type === 'next' && !isLast) throw redirect(here(current + 1))
      // Preview (product-spec §4): refused while any page has an empty required field.
      const incomplete = firstIncompleteIndex(template.form, answers)
      if (incomplete !== null) throw redirect(here(incomplete, { check: 1 }))
      throw redirect(previewPath(slug, template.stateSlug, draft.tempId))
    }
  }
}

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation()
  const { tempId, index, step, steps, statuses } = loaderData
  // After a post that stayed on this page, the action's answers are the saved ones (a 400 does not reload the loader's).
  const reply = actionData && actionData.stepKey === step.key ? actionData : null
  const answers = reply?.answers ?? loaderData.answers
  const errors = reply ? reply.errors : loaderData.errors
  const isLast = index === steps.length - 1
  const pageHref = `${pathname}?${new URLSearchParams({ tempId, step: String(index) })}`
  const enhance = !usePageHydrates()
  return (
    <>
      <PageHeader title={loaderData.title} description={loaderData.title.includes(loaderData.stateName) ? undefined : loaderData.stateName} />
      {/* One form holds the page and the step indicator: its steps post the page's answers too (intent goto:<stepKey>). */}
      <Form method="post" action={pageHref} className="grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)]" noValidate>
        <input type="hidden" name="tempId" value={tempId} />
        <input type="hidden" name="stepKey" value={step.key} />
        {/* Before the indicator's buttons: Enter in a field means Next (Preview on the last page). */}
        <DefaultSubmitButton intent={isLast ? 'preview' : 'next'} />
        <StepIndicator steps={steps} statuses={statuses} currentIndex={index} />
        <Card size="3" className="min-w-0">
          <div className="flex flex-col gap-6">
            <FormStep
              key={`${step.key}:${loaderData.version}`}
              step={step}
              answers={answers}
              errors={errors}
              leaseOptions={loaderData.leaseOptions}
              reviews={loaderData.reviews}
              repeaterRows={reply?.repeaterRows}
              defaultIntent={null}
              enhance={enhance}
            />
            <FormNavigation isFirst={index === 0} isLast={isLast} />
          </div>
        </Card>
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="FormsSystem" frame="panel" />
}
