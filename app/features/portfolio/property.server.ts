import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { ApiError, type Doc } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { confirmAction } from '~/utils/form-action.server'
import { withCoordinates } from '~/utils/geocode.server'
import { propertyTitle } from './lease-display'
import type { LeaseStatus } from '@common/portfolio'
import { PROPERTY_INTENTS, UNITS_SHOWN } from './property'
import type { PropertyAddSchema } from './property-schemas'
import type { AddressInput } from '~/utils/schema'

type Context = Readonly<RouterContextProvider>

/** Payload's joins list trashed documents too: every join of ours asks for live ones only. */
export const NOT_TRASHED = { deletedAt: { exists: false } } as const

/** Documents whose `archived` is not set count as not archived. */
export const NOT_ARCHIVED = { archived: { not_equals: true } } as const

/** A property with the units the add drawer listed (one unit named 'Entire property' when none). */
export async function createPropertyWithUnits(context: Context, value: z.output<typeof PropertyAddSchema>) {
  const client = api(context)
  const { doc: property } = await client.create('properties', {
    nickname: value.nickname ?? null,
    propertyType: value.propertyType,
    address: await withCoordinates(value.address),
  })
  // One at a time: the embedded database takes one writer anyway, and the order is the landlord's.
  for (const name of value.unitNames) await client.create('units', { property: property.id, name })
  return property
}

type StoredAddress = Doc<'properties'>['address']
const ADDRESS_TEXT_KEYS = ['line1', 'city', 'state', 'postalCode'] as const

/**
 * The address to save on edit. The form carries the stored coordinates in hidden inputs;
 * when the street address changed but the coordinates did not (typing without
 * autocomplete, or JavaScript off), they belong to the old address and are dropped so
 * that geocoding finds the new ones (or they stay empty without a maps key).
 */
export async function addressForUpdate(posted: AddressInput, stored: StoredAddress | null | undefined) {
  const moved = ADDRESS_TEXT_KEYS.some((key) => (posted[key] ?? '') !== (stored?.[key] ?? ''))
  const sameCoordinates = posted.latitude === (stored?.latitude ?? undefined) && posted.longitude === (stored?.longitude ?? undefined)
  const address = moved && sameCoordinates ? { ...posted, latitude: undefined, longitude: undefined } : posted
  const located = await withCoordinates(address)
  // Explicit nulls: an emptied line 2 or dropped coordinates must replace the stored values.
  return { ...located, line2: located.line2 ?? null, latitude: located.latitude ?? null, longitude: located.longitude ?? null }
}

/** Restores a trashed property (and the units trashed with it, see the collection's hook). */
export function restoreProperty(context: Context, id: number) {
  return api(context).update('properties', id, { deletedAt: null }, { trash: true })
}

/**
 * Archive, unarchive, delete (to the trash) and restore, shared by the list and the
 * property page. The API refuses to delete a property with leases; confirmAction shows
 * its message in the dialog. Returns null for any other intent.
 */
export async function handlePropertyConfirmIntent(
  context: Context,
  formData: FormData,
  id: number,
  /** Where a deleted property's page goes (its own page is gone); by default the form's returnTo. */
  { afterDelete }: { afterDelete?: string } = {},
) {
  const intent = formData.get('intent')
  const client = api(context)
  switch (intent) {
    case PROPERTY_INTENTS.archive:
      return confirmAction({
        context,
        formData,
        intent,
        mutate: () => client.update('properties', id, { archived: true }),
        toast: { type: 'success', title: 'Property archived.' },
      })
    case PROPERTY_INTENTS.unarchive:
      return confirmAction({
        context,
        formData,
        intent,
        mutate: () => client.update('properties', id, { archived: false }),
        toast: { type: 'success', title: 'Property unarchived.' },
      })
    case PROPERTY_INTENTS.delete:
      return confirmAction({
        context,
        formData,
        intent,
        mutate: () => client.update('properties', id, { deletedAt: new Date().toISOString() }),
        toast: { type: 'success', title: 'Property deleted.', description: 'You can restore it from the deleted properties (Filters → Show deleted).' },
        redirectTo: afterDelete,
      })
    case PROPERTY_INTENTS.restore:
      return confirmAction({
        context,
        formData,
        intent,
        mutate: () => restoreProperty(context, id),
        toast: { type: 'success', title: 'Property restored.' },
      })
    default:
      return null
  }
}

/**
 * The property and unit choices of a list's filter dialog: every active property (in pages
 * the API serves: it refuses a limit above MAX_PAGE_SIZE over HTTP) and, once a property is
 * chosen, its units.
 */
export async function propertyUnitFilterOptions(context: Context, property: number | null) {
  const client = api(context)
  const [properties, units] = await Promise.all([
    client.findEvery('properties', { where: { archived: { not_equals: true } }, sort: 'address.line1', depth: 0, select: { nickname: true, address: true } }),
    property ? client.findEvery('units', { where: { property: { equals: property } }, sort: 'name', depth: 0, select: { name: true } }) : null,
  ])
  return {
    properties: properties.map((doc) => [String(doc.id), propertyTitle(doc) || `Property #${doc.id}`] as const),
    units: (units ?? []).map((doc) => [String(doc.id), doc.name] as const),
  }
}

/**
 * The property overview's units: the first UNITS_SHOWN live units by name with their count
 * and each one's current lease status (the active lease, else the next upcoming one), from
 * the property's units and leases joins in one call. A property the caller may not read is a
 * 404, as on its layout.
 */
export async function loadPropertyUnits(context: Context, id: number) {
  let property
  try {
    property = await api(context).findById('properties', id, {
      depth: 1,
      select: { units: true, leases: true },
      populate: {
        units: { name: true, information: true, archived: true },
        leases: { status: true, unit: true, startDate: true },
      },
      joins: {
        units: { limit: UNITS_SHOWN, count: true, sort: 'name', where: NOT_TRASHED },
        leases: { limit: UNITS_SHOWN, sort: 'startDate', where: { and: [NOT_TRASHED, { status: { in: ['active', 'upcoming'] } }] } },
      },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  const currentLease = new Map<number, LeaseStatus>()
  for (const lease of property.leases?.docs ?? []) {
    if (typeof lease !== 'object') continue
    const unitId = typeof lease.unit === 'object' ? lease.unit.id : lease.unit
    if (currentLease.get(unitId) !== 'active') currentLease.set(unitId, lease.status)
  }
  const units = (property.units?.docs ?? []).flatMap((unit) =>
    typeof unit === 'object'
      ? [
          {
            id: unit.id,
            name: unit.name,
            bedrooms: unit.information?.bedrooms ?? null,
            bathrooms: unit.information?.bathrooms ?? null,
            squareFeet: unit.information?.squareFeet ?? null,
            archived: Boolean(unit.archived),
            leaseStatus: currentLease.get(unit.id) ?? null,
          },
        ]
      : [],
  )
  return { units, unitCount: property.units?.totalDocs ?? units.length }
}
