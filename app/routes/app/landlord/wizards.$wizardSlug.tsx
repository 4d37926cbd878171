import { data, redirect, type RouterContextProvider } from 'react-router'
import { leaseTitle, populated, type LeaseContactLike, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import { loadLeaseOr404 } from '~/features/portfolio/lease.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card } from '~/components/ui'
import type { Doc } from '~/utils/api.server'
import { api, requireLandlord, type User } from '~/utils/auth.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import { formatDate, personName } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { centsToDollarInput } from '~/utils/money'
import { formatLocality, formatStreet } from '@common/address'
import { formPath } from '~/features/forms/templates'
import { createDraft, requireFormTemplate, saveDraftStep } from '~/features/forms/templates.server'
import { WizardLeaseForm } from '~/features/forms/lazy-drawers'
import { LeaseChoiceSchema, wizardMessages } from '~/features/forms/wizard-lease-form'
import type { Route } from './+types/wizards.$wizardSlug'

/**
 * /app/landlord/wizards/{wizardSlug} (product-spec §2): a guided flow that fills a template from the
 * landlord's own data. One wizard so far, `lease-renewal`: the landlord picks a lease, the
 * action starts a draft of the lease renewal form (general version), fills it from the lease
 * page by page — posting each page's values as a browser would — and opens the form at its
 * first page to review and complete. Any other slug is a 404. Works without JavaScript.
 */

type Context = Readonly<RouterContextProvider>

type Wizard = { slug: string; title: string; description: string; templateSlug: string; stateSlug: string }

const WIZARDS: Record<string, Wizard> = {
  'lease-renewal': {
    slug: 'lease-renewal',
    title: 'Renew a lease',
    description: 'Choose a lease: the renewal agreement starts filled in with its tenants, address, dates and rent, for you to check and complete.',
    templateSlug: 'lease-renewal',
    stateSlug: 'general',
  },
}

export const wizardPath = (slug: string, lease?: number) => `/app/landlord/wizards/${slug}${lease ? `?lease=${lease}` : ''}`

export const meta: Route.MetaFunction = ({ data, error }) => titleMeta(data?.wizard.title ?? 'Wizard', error)

async function requireWizard(context: Context, slug: string | undefined): Promise<Wizard> {
  await requireLandlord(context)
  const features = await getFeatureFlags(context)
  const wizard = slug ? WIZARDS[slug] : undefined
  if (!wizard || !features.includes('forms')) throw data(null, { status: 404 })
  return wizard
}

const STATUS_ORDER: Record<string, number> = { active: 0, upcoming: 1, draft: 2, past: 3 }

type LeaseForWizard = Pick<Doc<'leases'>, 'id' | 'nickname' | 'status' | 'startDate' | 'endDate' | 'rent' | 'securityDeposit'> & {
  unit?: number | (LeaseUnitLike & { name?: string | null }) | null
  contacts?: Array<number | (LeaseContactLike & { deletedAt?: string | null })> | null
}

const LEASE_SELECT = { nickname: true, status: true, unit: true, contacts: true, rent: true, securityDeposit: true, startDate: true, endDate: true } as const
const LEASE_POPULATE = { units: { name: true, address: true }, contacts: { firstName: true, lastName: true, email: true } } as const

function tenantNames(lease: LeaseForWizard): string[] {
  return (lease.contacts ?? []).flatMap((contact) => (typeof contact === 'object' && !contact.deletedAt ? [personName(contact) || contact.email || ''] : [])).filter(Boolean)
}

/** '12 Oak Street, Austin, TX 78701 — Unit 2 — Ana Ruiz, Ben Li — Jan 1, 2026 to Dec 31, 2026' */
function leaseLabel(lease: LeaseForWizard): string {
  const unit = populated(lease.unit)
  const address = [formatStreet(unit?.address), formatLocality(unit?.address)].filter(Boolean).join(', ') || leaseTitle(lease)
  const tenants = tenantNames(lease)
  const dates = lease.startDate || lease.endDate ? `${formatDate(lease.startDate)} to ${lease.endDate ? formatDate(lease.endDate) : 'open-ended'}` : null
  const unitName = unit?.name && !address.includes(unit.name) ? unit.name : null
  return [address, unitName, tenants.length ? tenants.join(', ') : 'No tenants', dates].filter(Boolean).join(' — ')
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const wizard = await requireWizard(context, params.wizardSlug)
  const leases = (await api(context).findEvery('leases', {
    where: { archived: { not_equals: true } },
    depth: 1,
    sort: '-startDate',
    select: LEASE_SELECT,
    populate: LEASE_POPULATE,
  })) as LeaseForWizard[]
  const options = leases
    .sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9))
    .map((lease) => [String(lease.id), leaseLabel(lease)] as [string, string])
  const wanted = new URL(request.url).searchParams.get('lease')
  const selected = options.some(([value]) => value === wanted) ? wanted : undefined
  return { wizard: { slug: wizard.slug, title: wizard.title, description: wizard.description }, options, selected }
}

/** The landlord's name as a party: the company's name, else the owner's, else the signed-in user's. */
async function landlordName(context: Context, user: User): Promise<string> {
  const permission = user.organizationPermissions?.docs?.filter((doc) => typeof doc === 'object').find((doc) => doc.roles.includes('owner') || doc.roles.includes('manager'))
  let organization: Doc<'organizations'> | null = null
  if (permission) organization = typeof permission.organization === 'object' ? permission.organization : await api(context).findById('organizations', permission.organization, { depth: 0 })
  const company = organization?.organizationType === 'company' ? organization.organizationName?.trim() : ''
  return company || personName(organization ?? {}) || personName(user) || ''
}

const dayAfter = (iso: string) => {
  const date = new Date(iso)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** The renewal form's pages (api/seed/templates/leaseRenewal.ts), as a browser posts them, from the lease. */
function renewalPages(lease: LeaseForWizard, landlord: string): Array<{ step: string; values: Record<string, string | string[]> }> {
  const unit = populated(lease.unit)
  const address = unit?.address
  const rent = centsToDollarInput(lease.rent)
  return [
    {
      step: 'parties',
      values: {
        documentTitle: leaseTitle(lease),
        landlordName: landlord,
        tenantNames: tenantNames(lease).join('\n'),
        addressLine1: address?.line1 ?? '',
        addressLine2: address?.line2 ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        postalCode: address?.postalCode ?? '',
      },
    },
    {
      step: 'originalLease',
      values: {
        lease: String(lease.id),
        originalLeaseDate: lease.startDate ? formatDate(lease.startDate) : '',
        currentEndDate: lease.endDate ? formatDate(lease.endDate) : '',
        currentRent: rent,
        securityDeposit: centsToDollarInput(lease.securityDeposit),
      },
    },
    {
      step: 'newTerms',
      values: {
        newStartDate: lease.endDate ? dayAfter(lease.endDate) : '',
        newEndDate: '',
        newRent: rent,
        depositChange: 'same',
      },
    },
  ]
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireLandlord(context)
  const wizard = await requireWizard(context, params.wizardSlug)
  const parsed = LeaseChoiceSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ error: wizardMessages.chooseLease }, { status: 400 })
  const lease = (await loadLeaseOr404(context, Number(parsed.data.lease), { depth: 1, select: LEASE_SELECT, populate: LEASE_POPULATE })) as LeaseForWizard
  const template = await requireFormTemplate(context, wizard.templateSlug, wizard.stateSlug)
  const draft = await createDraft(context, template.templateId)
  for (const page of renewalPages(lease, await landlordName(context, user))) await saveDraftStep(context, draft.tempId, page.step, page.values)
  throw redirect(formPath(wizard.templateSlug, wizard.stateSlug, { tempId: draft.tempId, step: 0 }))
}

export default function WizardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { wizard, options, selected } = loaderData
  return (
    <>
      <PageHeader title={wizard.title} description={wizard.description} />
      <Card size="3" className="max-w-2xl">
        <WizardLeaseForm slug={wizard.slug} options={options} selected={selected} error={actionData?.error} />
      </Card>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
