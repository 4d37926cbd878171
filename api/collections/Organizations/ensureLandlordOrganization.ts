import { commitTransaction, initTransaction, killTransaction, ValidationError, type PayloadRequest } from 'payload'
import type { Organization, User } from '@api/payload-types'
import { forgetMembership, getMembership } from '@api/access/membership'

type Owner = Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>

/** The first organization the user belongs to as staff (any role but tenant). */
async function findStaffOrganization(req: PayloadRequest, userId: number): Promise<Organization | undefined> {
  const permissions = await req.payload.find({
    collection: 'organization-permissions',
    where: { user: { equals: userId } },
    sort: 'createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const staff = permissions.docs.find((permission) => permission.roles.some((role) => role !== 'tenant'))
  return staff && typeof staff.organization === 'object' ? staff.organization : undefined
}

async function createIndividualOrganization(req: PayloadRequest, user: Owner): Promise<Organization> {
  const organization = await req.payload.create({
    collection: 'organizations',
    data: { organizationType: 'individual', firstName: user.firstName, lastName: user.lastName, email: user.email, owner: user.id },
    overrideAccess: true,
    req,
  })
  await req.payload.create({
    collection: 'organization-permissions',
    data: { organization: organization.id, user: user.id, roles: ['owner'] },
    overrideAccess: true,
    req,
  })
  return organization
}

/**
 * The organization a landlord works in: the first one the user belongs to as staff, or a
 * new individual organization owned by the user (a landlord sign-up, or a tenant who signs
 * in as landlord for the first time). The organization and the owner permission are
 * written in one transaction (the caller's, when it has one). A user owns at most one
 * organization (`owner` is unique), so concurrent first uses end with one organization.
 */
export async function ensureLandlordOrganization(req: PayloadRequest, user: Owner): Promise<Organization> {
  const existing = await findStaffOrganization(req, user.id)
  if (existing) return existing
  const ownTransaction = await initTransaction(req)
  let organization: Organization
  try {
    organization = (await findStaffOrganization(req, user.id)) ?? (await createIndividualOrganization(req, user))
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (!ownTransaction) throw error
    await killTransaction(req)
    // A concurrent request created it first: the unique owner refused ours.
    const raced = error instanceof ValidationError ? await findStaffOrganization(req, user.id) : undefined
    if (!raced) throw error
    organization = raced
  }
  forgetMembership(req)
  await getMembership(req)
  return organization
}
