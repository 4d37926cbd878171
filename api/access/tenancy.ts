import type { PayloadRequest } from 'payload'
import { getMembership } from './membership'
import { idOf } from '@common/ids'

/**
 * What a user holds as a tenant (ADR 017): the contacts linked to the user's account by an
 * accepted invitation, the leases that list one of them, and those leases' units and
 * properties. Tenant access is by lease: the role-tenant permission never grants
 * organization-wide reads. Read once per request (overriding access: this is the input of
 * the access rules) and kept in req.context.
 */
export type Tenancy = {
  contactIds: number[]
  leaseIds: number[]
  unitIds: number[]
  propertyIds: number[]
}

const CONTEXT_KEY = 'leasewell:tenancy'
const EMPTY: Tenancy = { contactIds: [], leaseIds: [], unitIds: [], propertyIds: [] }

export async function getTenancy(req: PayloadRequest): Promise<Tenancy> {
  if (!req.user || req.user.collection !== 'users') return EMPTY
  const cached = req.context[CONTEXT_KEY] as Tenancy | undefined
  if (cached) return cached
  // No accepted invitation anywhere (no role-tenant permission): nothing to look up.
  const { tenantOrganizationIds } = await getMembership(req)
  if (!tenantOrganizationIds.length) {
    req.context[CONTEXT_KEY] = EMPTY
    return EMPTY
  }
  const contacts = await req.payload.find({
    collection: 'contacts',
    where: { user: { equals: req.user.id } },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  const contactIds = contacts.docs.map((contact) => contact.id)
  let tenancy: Tenancy = { ...EMPTY, contactIds }
  if (contactIds.length) {
    const leases = await req.payload.find({
      collection: 'leases',
      where: { contacts: { in: contactIds } },
      depth: 0,
      pagination: false,
      select: { unit: true, property: true },
      overrideAccess: true,
      req,
    })
    const unique = (values: Array<number | null>) => [...new Set(values.filter((value): value is number => value !== null))]
    tenancy = {
      contactIds,
      leaseIds: leases.docs.map((lease) => lease.id),
      unitIds: unique(leases.docs.map((lease) => idOf(lease.unit))),
      propertyIds: unique(leases.docs.map((lease) => idOf(lease.property))),
    }
  }
  req.context[CONTEXT_KEY] = tenancy
  return tenancy
}

/** After an invitation links a contact, the same request reads again. */
export function forgetTenancy(req: PayloadRequest) {
  delete req.context[CONTEXT_KEY]
}
