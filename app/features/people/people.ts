import { z } from 'zod'
import { messages } from '@common/messages'
import { CONTACT_TYPES, contactTypeLabel, CUSTOM_FIELD_TYPES, type ContactType } from '@common/people'
import { portfolioMessages } from '@common/portfolio'
import { contactShape } from '~/features/portfolio/contact-form'
import { checkbox, optionalText } from '~/utils/schema'
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

/**
 * One custom field row of the form. Existing rows carry their id and a Remove checkbox;
 * the empty row at the end adds one (left empty, it is ignored).
 */
export const CustomFieldRowSchema = z.object({
  id: z.string().trim().max(100).optional(),
  label: optionalText(100),
  type: z.enum(CUSTOM_FIELD_TYPES).optional().default('text'),
  value: optionalText(1000),
  remove: checkbox(),
})

/**
 * The person form (add and edit drawers): the contact's own fields, shared with the
 * lease's invite drawer, plus type, company, notes and custom fields. The values of custom
 * fields are checked by their type by the API, whose errors come back on each row.
 */
export const PersonSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: messages.fieldRequired }),
    ...contactShape,
    companyName: optionalText(200),
    notes: optionalText(5000),
    customFields: z.array(CustomFieldRowSchema).max(40).optional().default([]),
  })
  .superRefine((value, context) => {
    if (!value.firstName && !value.lastName) context.addIssue({ code: 'custom', message: portfolioMessages.contactNeedsName, path: ['firstName'] })
    value.customFields.forEach((row, index) => {
      if (!row.remove && !row.label && row.value) context.addIssue({ code: 'custom', message: messages.fieldRequired, path: ['customFields', index, 'label'] })
    })
  })

export type PersonValue = z.output<typeof PersonSchema>

/**
 * The API body of a person form, and for each custom field sent the index of its row in
 * the form (removed and empty rows are not sent), so that the API's errors
 * ('customFields.1.value') land on the right row.
 */
export function personToApi(value: PersonValue) {
  const kept = value.customFields.flatMap((row, index) => (!row.remove && row.label ? [{ row, index }] : []))
  return {
    body: {
      type: value.type,
      firstName: value.firstName ?? null,
      lastName: value.lastName ?? null,
      email: value.email ?? null,
      phoneNumber: value.phoneNumber ?? null,
      companyName: value.companyName ?? null,
      notes: value.notes ?? null,
      customFields: kept.map(({ row }) => ({ ...(row.id ? { id: row.id } : {}), label: row.label, type: row.type, value: row.value ?? null })),
    },
    formIndexOf: kept.map(({ index }) => index),
  }
}

/** An API field path as the form names it: 'customFields.1.value' → 'customFields[3].value'. */
export function formFieldName(apiPath: string, formIndexOf: readonly number[]) {
  const match = /^customFields\.(\d+)\.(\w+)$/.exec(apiPath)
  if (!match) return apiPath
  const formIndex = formIndexOf[Number(match[1])]
  return formIndex === undefined ? 'customFields' : `customFields[${formIndex}].${match[2]}`
}
