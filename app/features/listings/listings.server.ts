import { data, redirect, type RouterContextProvider } from 'react-router'
import { LISTING_STATUSES, listingMessages, slugMessages, type ListingStatus } from '@common/listings'
import { messages } from '@common/messages'
import { idOf } from '@common/ids'
import type { Organization, Unit, User } from '@api/payload-types'
import { handleUnitIntent } from '~/features/portfolio/unit.server'
import { requireLandlordOrganization } from '~/features/settings/setup-progress.server'
import { ApiError } from '~/utils/api.server'
import { api, flashToast } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { requireId, submitForm, type FormReply } from '~/utils/form-action.server'
import { LISTING_INTENTS } from './listing-forms'
import { SITE_ADDRESS_INTENT, SiteAddressSchema } from './site-address'

type Context = Readonly<RouterContextProvider>

export const MARKETING_PAGE_SIZE = 20

/** What the marketing list shows of a unit: its listing's status, rent, date and photo count. */
export type MarketingRow = {
  id: number
  name: string
  title: string | null
  propertyLabel: string
  status: ListingStatus
  rent: number | null
  availableDate: string | null
  photos: number
}

const isStatus = (value: string | null): value is ListingStatus => (LISTING_STATUSES as readonly string[]).includes(value ?? '')

/**
 * The marketing list (product-spec §2 landlord marketing): every unit of the organization that
 * is not archived, with its listing's status; `?status=` narrows it, `?page=` pages it.
 */
export async function loadMarketingList(context: Context, request: Request) {
  const url = new URL(request.url)
  const status = url.searchParams.get('status')
  const requested = Number(url.searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1
  const result = await api(context).findPage('units', {
    where: { and: [{ archived: { not_equals: true } }, ...(isStatus(status) ? [{ 'marketing.status': { equals: status } }] : [])] },
    sort: 'name',
    page,
    limit: MARKETING_PAGE_SIZE,
    depth: 1,
    joins: false,
    select: { name: true, property: true, address: true, marketing: { status: true, headline: true, rent: true, availableDate: true, images: true } },
    populate: { properties: { nickname: true, address: true }, images: { filename: true } },
  })
  leavePastTheEnd(result, request)
  const rows: MarketingRow[] = result.docs.map((unit) => {
    const property = typeof unit.property === 'object' ? unit.property : null
    return {
      id: unit.id,
      name: unit.name,
      title: unit.marketing?.headline ?? null,
      propertyLabel: property?.nickname || property?.address?.line1 || unit.address?.line1 || '',
      status: unit.marketing?.status ?? 'draft',
      rent: unit.marketing?.rent ?? null,
      availableDate: unit.marketing?.availableDate ?? null,
      photos: unit.marketing?.images?.length ?? 0,
    }
  })
  return { rows, status: isStatus(status) ? status : null, page: result.page, hasNextPage: result.hasNextPage }
}

/** A listing page's unit: 404 when it does not exist, is in the trash, or is another organization's (ADR 008). */
export async function loadListingUnit(context: Context, unitIdParam: string | undefined, { depth = 1 }: { depth?: 0 | 1 } = {}): Promise<Unit> {
  const unitId = requireId(unitIdParam)
  try {
    return await api(context).findById('units', unitId, { depth, joins: { leases: false } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** The organization's website address (a slug once its first listing is published). */
export async function loadSiteSlug(context: Context, user: User): Promise<string | null> {
  const organization = await requireLandlordOrganization(context, user)
  return organization.slug ?? null
}

/**
 * Settings → Business Website: the website's address. The API checks it again (format,
 * reserved words, nobody else's address) and keeps the old one answering with a 301; its
 * refusal shows next to the field. Returns null for any other intent.
 */
export async function handleSiteAddressIntent(context: Context, formData: FormData, organization: Pick<Organization, 'id'>, here: string) {
  if (formData.get('intent') !== SITE_ADDRESS_INTENT) return null
  return submitForm({
    context,
    formData,
    schema: SiteAddressSchema,
    intent: SITE_ADDRESS_INTENT,
    fallbackRedirect: here,
    redirectTo: here,
    toast: { type: 'success', title: slugMessages.saved },
    mutate: (value) => api(context).update('organizations', organization.id, { slug: value.slug }),
  })
}

/**
 * The listing page's forms: publish and unpublish (the API checks the publish rules and
 * answers with every blocker, shown above the button), and the unit's marketing drawers
 * (marketing, marketing contact, marketing images and their order, amenities), handled as on
 * the unit page.
 */
export async function handleListingIntent(context: Context, formData: FormData, unit: Unit, here: string) {
  const intent = String(formData.get('intent') ?? '')
  if (intent === LISTING_INTENTS.publish || intent === LISTING_INTENTS.unpublish) {
    const status: ListingStatus = intent === LISTING_INTENTS.publish ? 'published' : 'unpublished'
    try {
      await api(context).update('units', unit.id, { marketing: { status } })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      if (error.status === 404) throw data(null, { status: 404 })
      const problems = Object.values(error.fieldErrors)
      const list = problems.length ? problems : [error.message || messages.unknownError]
      return data<FormReply>({ intent, result: { status: 'error', error: { '': [listingMessages.notPublishable, ...list] } } }, { status: 400 })
    }
    flashToast(context, { type: 'success', title: status === 'published' ? listingMessages.published : listingMessages.unpublished })
    throw redirect(here)
  }
  return handleUnitIntent(context, formData, { id: unit.id, propertyId: idOf(unit.property) ?? 0 })
}
