import { pagePathname } from '~/utils/page-path'
import type { Where } from 'payload'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { peopleMessages, type ContactType, type InvitationStatus } from '@common/people'
import { contactName, leaseTitle, populated, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import { readListParams } from '~/components/list'
import { ApiError, DEFAULT_PAGE_SIZE, type Doc, type FindArgs } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { NOT_TRASHED } from '~/features/portfolio/property.server'
import { safeRedirect } from '~/utils/redirect'
import {
  formFieldName,
  PERSON_DRAWERS,
  PERSON_TABS,
  personPath,
  PersonSchema,
  personSectionOf,
  personToApi,
  personToast,
  peopleListOf,
  type PersonSection,
  type PersonValue,
} from './people'

type Context = Readonly<RouterContextProvider>

/** The page's own query parameters (a client-side navigation's data request adds `_routes`). */
function pageSearchParams(url: URL) {
  const search = new URLSearchParams(url.search)
  search.delete('_routes')
  search.delete('index')
  return search
}

export const PEOPLE_SORTS = ['lastName', 'firstName', 'email', 'companyName', 'createdAt'] as const
export const PEOPLE_DEFAULT_SORT = 'lastName'

/**
 * A page of one list (tenants, contacts, vendors or leads): one API call, the people with
 * the number of leases they are on (a join count, not a call per row). Search, sort and
 * page come from the URL.
 */
export async function loadPeopleList(context: Context, request: Request, type: ContactType) {
  const url = new URL(request.url)
  const { page, sort, q } = readListParams(url, { sorts: PEOPLE_SORTS, defaultSort: PEOPLE_DEFAULT_SORT })
  const and: Where[] = [{ type: { equals: type } }, { archived: { not_equals: true } }]
  if (q) and.push({ or: [{ firstName: { like: q } }, { lastName: { like: q } }, { email: { like: q } }, { companyName: { like: q } }] })
  const result = await api(context).findPage('contacts', {
    where: { and },
    sort,
    page,
    limit: DEFAULT_PAGE_SIZE,
    // Depth 1 for the newest invitation's status only (the Portal column); the rest stays ids.
    depth: 1,
    select: { firstName: true, lastName: true, email: true, phoneNumber: true, companyName: true, user: true, leases: true, invitations: true },
    populate: { users: { id: true }, leases: { id: true }, invitations: { status: true } },
    joins: { leases: { limit: 1, count: true, where: NOT_TRASHED }, invitations: { limit: 1, sort: '-createdAt' } },
  })
  // A page past the end (e.g. after deleting the last person of the last page) shows the last page.
  leavePastTheEnd(result, request)
  return {
    type,
    rows: result.docs.map((contact) => ({
      id: contact.id,
      name: contactName(contact),
      email: contact.email ?? null,
      phoneNumber: contact.phoneNumber ?? null,
      companyName: contact.companyName ?? null,
      leases: contact.leases?.totalDocs ?? contact.leases?.docs?.length ?? 0,
      portalAccess: Boolean(contact.user),
      invitation: latestInvitationStatus(contact.invitations?.docs?.[0]),
    })),
    page: result.page,
    hasNextPage: result.hasNextPage,
    sort,
    q,
  }
}

/** The status of a person's newest invitation (the join's first document), if it could be read. */
function latestInvitationStatus(invitation: unknown): InvitationStatus | null {
  return invitation && typeof invitation === 'object' && 'status' in invitation ? (invitation.status as InvitationStatus) : null
}

/** The list's action: 'person-add', with the list's type preset in the form. */
export async function handlePeopleListAction(context: Context, request: Request, listType: ContactType) {
  const formData = await request.formData()
  if (formData.get('intent') !== PERSON_DRAWERS.add) throw data(null, { status: 400 })
  const listPath = peopleListOf(listType).path
  return submitForm({
    context,
    formData,
    schema: PersonSchema,
    intent: PERSON_DRAWERS.add,
    mutate: (value) => savePerson(context, value, (body) => api(context).create('contacts', body)),
    toast: (result) => ({ type: 'success', title: personToast(result.doc.type, 'added') }),
    // Added to another list (the Type select): that list, where the new person shows.
    redirectTo: (result) => (result.doc.type === listType ? safeRedirect(formData.get('returnTo'), listPath) : peopleListOf(result.doc.type).path),
    fallbackRedirect: listPath,
  })
}

/** Saves a person form; the API's errors on custom fields are named as the form's rows. */
async function savePerson<Result>(context: Context, value: PersonValue, save: (body: Record<string, unknown>) => Promise<Result>) {
  const { body, formIndexOf } = personToApi(value)
  try {
    return await save(body)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([path, message]) => [formFieldName(path, formIndexOf), message]))
    throw new ApiError(error.message, error.status, fieldErrors, error.body)
  }
}

/** A person of the caller's organization, or the not-found screen (another landlord's id is a 404 too). */
async function findPersonOr404(context: Context, id: number, args: Pick<FindArgs, 'depth' | 'joins' | 'select'>): Promise<Doc<'contacts'>> {
  try {
    return await api(context).findById('contacts', id, args)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * A person page's layout data (one API call): the person without joins. An id of
 * another type is redirected to its own section (a vendor's id under /people/tenants),
 * keeping the tab when that section has it.
 */
export async function loadPersonPage(context: Context, request: Request, idParam: string | undefined, section: PersonSection) {
  const id = requireId(idParam)
  const contact = await findPersonOr404(context, id, {
    depth: 0,
    joins: false,
    // The organization is read too: the API shows notes and custom fields to the organization's staff only.
    select: {
      organization: true,
      type: true,
      firstName: true,
      lastName: true,
      email: true,
      phoneNumber: true,
      companyName: true,
      notes: true,
      customFields: true,
      user: true,
      archived: true,
    },
  })
  const actualSection = personSectionOf(contact.type)
  if (actualSection !== section) {
    const url = new URL(request.url)
    const tab = pagePathname(url.pathname).split('/').slice(6).join('/')
    const keptTab = PERSON_TABS[actualSection].some((candidate) => candidate.path === tab) ? `/${tab}` : ''
    const search = pageSearchParams(url).toString()
    throw redirect(`${personPath(contact.type, id)}${keptTab}${search ? `?${search}` : ''}`)
  }
  return {
    person: {
      id,
      type: contact.type,
      name: contactName(contact),
      firstName: contact.firstName ?? null,
      lastName: contact.lastName ?? null,
      email: contact.email ?? null,
      phoneNumber: contact.phoneNumber ?? null,
      companyName: contact.companyName ?? null,
      notes: contact.notes ?? null,
      customFields: (contact.customFields ?? []).map((field, index) => ({
        id: field.id ?? String(index),
        label: field.label,
        type: field.type,
        value: field.value ?? null,
      })),
      portalAccess: Boolean(contact.user),
      archived: Boolean(contact.archived),
    },
  }
}

export type PersonView = Awaited<ReturnType<typeof loadPersonPage>>['person']

/**
 * The leases listing a person, newest start first, for the overview (one API call, the
 * units' names for the titles). The tenants' Leases tab pages through all of them.
 */
export async function loadPersonLeases(context: Context, idParam: string | undefined, limit = 5) {
  const id = requireId(idParam)
  const result = await api(context).find('leases', {
    where: { contacts: { in: [id] } },
    sort: '-startDate',
    limit,
    depth: 1,
    select: { nickname: true, status: true, unit: true, startDate: true, endDate: true, archived: true },
    populate: { units: { name: true, address: true } },
  })
  return {
    leases: result.docs.map((lease) => ({
      id: lease.id,
      title: leaseTitle({ id: lease.id, nickname: lease.nickname, unit: populated(lease.unit as number | LeaseUnitLike) }),
      status: lease.status,
      archived: Boolean(lease.archived),
      startDate: lease.startDate ?? null,
      endDate: lease.endDate ?? null,
    })),
    totalDocs: result.totalDocs,
  }
}

export type PersonLease = Awaited<ReturnType<typeof loadPersonLeases>>['leases'][number]

/**
 * The actions of a person page (its drawers post to the layout): edit and delete. A
 * changed type moves the person to another section: the edit then lands on its new page.
 */
export async function handlePersonAction(context: Context, request: Request, idParam: string | undefined, section: PersonSection) {
  const id = requireId(idParam)
  const formData = await request.formData()
  const client = api(context)
  switch (formData.get('intent')) {
    case PERSON_DRAWERS.edit:
      return submitForm({
        context,
        formData,
        schema: PersonSchema,
        intent: PERSON_DRAWERS.edit,
        mutate: (value) => savePerson(context, value, (body) => client.update('contacts', id, body)),
        toast: (result) => ({ type: 'success', title: personToast(result.doc.type, 'saved') }),
        redirectTo: (result) =>
          personSectionOf(result.doc.type) === section ? safeRedirect(formData.get('returnTo'), personPath(result.doc.type, id)) : personPath(result.doc.type, id),
      })
    case PERSON_DRAWERS.delete: {
      const person = await findPersonOr404(context, id, {
        depth: 0,
        select: { type: true, leases: true },
        joins: { leases: { limit: 1, count: true, where: NOT_TRASHED }, invitations: false },
      })
      return confirmAction({
        context,
        formData,
        intent: PERSON_DRAWERS.delete,
        mutate: async () => {
          // Leases name their tenants: a person on a lease stays until the lease lets them go.
          if ((person.leases?.totalDocs ?? person.leases?.docs?.length ?? 0) > 0) throw new ApiError(peopleMessages.contactHasLeases, 409)
          // Payload's trash: hidden from the lists, restorable.
          return client.update('contacts', id, { deletedAt: new Date().toISOString() })
        },
        toast: { type: 'success', title: personToast(person.type, 'deleted') },
        redirectTo: peopleListOf(person.type).path,
      })
    }
    default:
      throw data(null, { status: 400 })
  }
}

const vendorOptions = (vendors: Array<{ id: number; firstName?: string | null; lastName?: string | null; companyName?: string | null }>) =>
  vendors.map((vendor) => [String(vendor.id), [[vendor.firstName, vendor.lastName].filter(Boolean).join(' '), vendor.companyName].filter(Boolean).join(' · ') || `Vendor #${vendor.id}`] as const)

/** The landlord's vendors (People, type vendor) for a form's vendor select (maintenance assignment, expense payee). */
export async function loadVendorOptions(context: Readonly<RouterContextProvider>) {
  const vendors = await api(context).findEvery('contacts', { where: { type: { equals: 'vendor' } }, depth: 0, sort: 'firstName', select: { firstName: true, lastName: true, companyName: true } })
  return vendorOptions(vendors)
}
