import { data, type RouterContextProvider } from 'react-router'
import type { Where } from 'payload'
import { formatLocality, formatStreet } from '@common/address'
import { ApiError, DEFAULT_PAGE_SIZE, type Doc, type FindArgs } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { personName } from '~/utils/format'
import type { UnitOptionGroup } from './lease-form'
import type { LeasePage } from './lease-list'
import { contactName, invitedOnly, type LeaseInvitationLike } from './lease-display'

type Context = Readonly<RouterContextProvider>

/**
 * The unit picker's choices: the organization's units that are not archived (plus the
 * lease's current unit, whatever its state), grouped by property — '12 Oak St — Unit 2B'.
 * With `property`, only that property's units.
 */
export async function loadUnitOptions(context: Context, { property, include }: { property?: number | null; include?: number | null } = {}): Promise<UnitOptionGroup[]> {
  const wanted: Where = { and: [{ archived: { not_equals: true } }, ...(property ? [{ property: { equals: property } }] : [])] }
  const where: Where = include ? { or: [wanted, { id: { equals: include } }] } : wanted
  const units = await api(context).findEvery('units', {
    where,
    depth: 0,
    sort: 'address.line1',
    select: { name: true, address: true, property: true },
  })
  const groups = new Map<number, UnitOptionGroup & { sortKey: string }>()
  for (const unit of units) {
    const propertyId = typeof unit.property === 'object' ? unit.property.id : unit.property
    const street = unit.address?.line1 ?? ''
    let group = groups.get(propertyId)
    if (!group) {
      const label = [street, formatLocality(unit.address)].filter(Boolean).join(', ') || `Property #${propertyId}`
      group = { label, options: [], sortKey: label.toLowerCase() }
      groups.set(propertyId, group)
    }
    group.options.push([String(unit.id), `${street || formatStreet(unit.address)} — ${unit.name}`])
  }
  return [...groups.values()]
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
    .map(({ label, options }) => ({ label, options: options.sort((a, b) => a[1].localeCompare(b[1], undefined, { numeric: true })) }))
}

/** The organization's contacts for the invite picker: 'Ana Ruiz (ana@example.com)'. */
export async function loadContactOptions(context: Context, exclude: number[] = []) {
  const contacts = await api(context).findEvery('contacts', {
    where: { and: [{ archived: { not_equals: true } }, ...(exclude.length ? [{ id: { not_in: exclude } }] : [])] },
    depth: 0,
    sort: 'lastName',
    select: { firstName: true, lastName: true, email: true },
  })
  return contacts.map((contact) => [String(contact.id), contact.email && (contact.firstName || contact.lastName) ? `${contactName(contact)} (${contact.email})` : contactName(contact)] as const)
}

/** A lease of the caller's organization, or the not-found screen (another landlord's id is a 404 too). */
export async function loadLeaseOr404(context: Context, id: number, args: Pick<FindArgs, 'depth' | 'select' | 'populate'> = {}): Promise<Doc<'leases'>> {
  try {
    return await api(context).findById('leases', id, args)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * A page of the leases matching `where`, newest start first, as the leases tabs list
 * them (one API call: unit and tenant names populated). The page number is `?page=`.
 */
export async function loadLeasePage(context: Context, request: Request, where: Where): Promise<LeasePage> {
  const pageNumber = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1
  const result = await api(context).findPage('leases', {
    where,
    sort: '-startDate',
    page,
    limit: DEFAULT_PAGE_SIZE,
    depth: 1,
    select: { nickname: true, status: true, unit: true, contacts: true, invitations: true, rent: true, startDate: true, endDate: true, archived: true },
    populate: { units: { name: true }, contacts: { firstName: true, lastName: true, email: true }, invitations: { contact: true, status: true } },
  })
  leavePastTheEnd(result, request)
  return {
    leases: result.docs.map((lease) => {
      const unit = typeof lease.unit === 'object' ? lease.unit : null
      // Contacts only invited (a pending or declined invitation) are not the lease's tenants.
      const excluded = invitedOnly(lease.invitations?.docs as Array<number | LeaseInvitationLike> | undefined)
      const tenants = (lease.contacts ?? []).flatMap((contact) =>
        typeof contact === 'object' && !contact.deletedAt && !excluded.has(contact.id) ? [personName(contact) || contact.email || 'Unnamed tenant'] : [],
      )
      return {
        id: lease.id,
        title: lease.nickname?.trim() || unit?.name || `Lease #${lease.id}`,
        unitName: unit?.name ?? null,
        status: lease.status,
        tenants,
        rent: lease.rent,
        startDate: lease.startDate ?? null,
        endDate: lease.endDate ?? null,
        archived: Boolean(lease.archived),
      }
    }),
    page: result.page,
    hasNextPage: result.hasNextPage,
  }
}

