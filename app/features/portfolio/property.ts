import { PROPERTY_TYPES, propertyTypeLabel, WHOLE_PROPERTY_UNIT } from '@common/portfolio'

/**
 * The property pages' forms (list, detail layout and its tabs): the drawer names and intents
 * they use. Their zod schemas are in property-schemas.ts, so that a page importing these names
 * does not load zod (ADR 027).
 */
export const PROPERTY_DRAWERS = {
  add: 'property-add',
  filter: 'property-filter',
  edit: 'property-edit',
  amenities: 'property-amenities',
  image: 'property-image',
  archive: 'property-archive',
  unarchive: 'property-unarchive',
  delete: 'property-delete',
  unitAdd: 'unit-add',
} as const

export const PROPERTY_INTENTS = {
  add: 'property-add',
  edit: 'property-edit',
  amenities: 'property-amenities',
  archive: 'property-archive',
  unarchive: 'property-unarchive',
  delete: 'property-delete',
  restore: 'property-restore',
  unitAdd: 'unit-add',
} as const

export const propertyPath = (id: number | string) => `/app/landlord/properties/${id}`
export const unitPath = (propertyId: number | string, unitId: number | string) => `${propertyPath(propertyId)}/units/${unitId}`
export const leasePath = (id: number | string) => `/app/landlord/leases/${id}`
/** The lease drawer of the leases list, preset to this property (helper of the leases pages honours `property`). */
export const addLeaseHref = (propertyId: number | string) => `/app/landlord/leases?d=lease-add&property=${propertyId}`

export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((type) => [type, propertyTypeLabel[type]] as const)

/** How many units the property page lists (one join page); more are rare, and counted. */
export const UNITS_SHOWN = 100

export const UNIT_NAME_MAX = 80
export const UNITS_PER_ADD_MAX = 200

/** Ours (the spec is silent on the wording). */
export const propertyMessages = {
  unitNamesHint: `One per line or separated by commas, e.g. “Unit 1, Unit 2”. Leave empty for a single-unit home: it gets one unit named “${WHOLE_PROPERTY_UNIT}”.`,
  unitNameTooLong: `Keep each unit name to ${UNIT_NAME_MAX} characters or fewer.`,
  tooManyUnits: `Add at most ${UNITS_PER_ADD_MAX} units at a time.`,
  duplicateUnitName: (name: string) => `“${name}” is listed twice; give each unit its own name.`,
} as const

/** Spec §5: string lists split on comma, semicolon or newline and drop empty entries. */
export function parseUnitNames(input: string | null | undefined): string[] {
  return (input ?? '')
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter(Boolean)
}

/** The properties list's filter (product-spec §2 filter dialog for properties), read from the URL. */
export const ARCHIVED_FILTERS = [
  ['exclude', 'Hide archived'],
  ['only', 'Archived only'],
  ['include', 'Show archived too'],
] as const
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number][0]

export const PROPERTY_SORTS = ['address.line1', 'address.city', 'nickname', 'createdAt'] as const
export const PROPERTY_DEFAULT_SORT = 'address.line1'

export function readPropertyFilters(url: URL): { archived: ArchivedFilter; trash: boolean } {
  const requested = url.searchParams.get('archived')
  const archived = ARCHIVED_FILTERS.some(([value]) => value === requested) ? (requested as ArchivedFilter) : 'exclude'
  return { archived, trash: url.searchParams.get('view') === 'trash' }
}
