import type { PayloadRequest } from 'payload'
import type { Organization, User } from '../../payload-types'
import { forgetMembership, getMembership } from '../../access/membership'

/**
 * The organization a landlord works in: the first one the user belongs to as staff,
 * or a new individual organization owned by the user (a landlord sign-up, or a tenant
 * who signs in as landlord for the first time).
 */
export async function ensureLandlordOrganization(req: PayloadRequest, user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): Promise<Organization> {
  const permissions = await req.payload.find({
    collection: 'organization-permissions',
    where: { user: { equals: user.id } },
    sort: 'createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const staff = permissions.docs.find((permission) => permission.roles.some((role) => role !== 'tenant'))
  if (staff && typeof staff.organization === 'object') return staff.organization
  const organization = await req.payload.create({
    collection: 'organizations',
    data: {
      organizationType: 'individual',
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      owner: user.id,
    },
    overrideAccess: true,
    req,
  })
  await req.payload.create({
    collection: 'organization-permissions',
    data: { organization: organization.id, user: user.id, roles: ['owner'] },
    overrideAccess: true,
    req,
  })
  forgetMembership(req)
  await getMembership(req)
  return organization
}
