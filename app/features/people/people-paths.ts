import { CONTACT_TYPES, contactTypeLabel, type ContactType } from '@common/people'
import { pagePathname } from '~/utils/page-path'

/**
 * The people pages (product-spec §2 Landlord routes 'people'): four lists of one `contacts`
 * collection, one per type, and the person pages under three URL sections. Shared by the
 * routes, their server helpers and the drawers.
 */
export const PEOPLE_PATH = '/app/landlord/people'

/** The drawers and dialogs of the people pages (`?d=`). */
export const PERSON_DRAWERS = { add: 'person-add', edit: 'person-edit', delete: 'person-delete' } as const

/** The lists in the order of their tabs: the people index is the tenants list. */
export const PEOPLE_LISTS: ReadonlyArray<{ type: ContactType; label: string; path: string; noun: [string, string] }> = [
  { type: 'tenant', label: 'Tenants', path: PEOPLE_PATH, noun: ['tenant', 'tenants'] },
  { type: 'contact', label: 'Contacts', path: `${PEOPLE_PATH}/contacts`, noun: ['contact', 'contacts'] },
  { type: 'vendor', label: 'Vendors', path: `${PEOPLE_PATH}/vendors`, noun: ['vendor', 'vendors'] },
  { type: 'lead', label: 'Leads', path: `${PEOPLE_PATH}/leads`, noun: ['lead', 'leads'] },
]

export const peopleListOf = (type: ContactType) => PEOPLE_LISTS.find((list) => list.type === type) ?? PEOPLE_LISTS[0]!


/** Which list a URL shows: /people (tenants), /people/contacts, /people/vendors or /people/leads. */
export function listTypeOfPath(pathname: string): ContactType {
  const path = pagePathname(pathname)
  return PEOPLE_LISTS.find((list) => list.path === path)?.type ?? 'tenant'
}

/** A person page lives under one of three sections; leads share the contacts' pages (product-spec §2). */
export type PersonSection = 'tenants' | 'contacts' | 'vendors'
export const personSectionOf = (type: ContactType): PersonSection => (type === 'tenant' ? 'tenants' : type === 'vendor' ? 'vendors' : 'contacts')

/** The tabs of each section's person page, after the overview. */
export const PERSON_TABS: Record<PersonSection, ReadonlyArray<{ path: string; label: string }>> = {
  tenants: [
    { path: 'leases', label: 'Leases' },
    { path: 'files', label: 'Files' },
  ],
  contacts: [{ path: 'files', label: 'Files' }],
  vendors: [{ path: 'files', label: 'Files' }],
}

export const personPath = (type: ContactType, id: number | string) => `${PEOPLE_PATH}/${personSectionOf(type)}/${id}`

/** 'Vendor added.', 'Tenant deleted.' */
export const personToast = (type: ContactType, done: string) => `${contactTypeLabel[type]} ${done}.`

export const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((type) => [type, contactTypeLabel[type]] as const)
