
import { beforeAll, describe, expect, it } from 'vitest'
import { action as landlordLoginAction } from '~/routes/app/public/landlord.login'
import { action as chooseLoginAction } from '~/routes/app/public/login'
import { action as tenantLoginAction } from '~/routes/app/public/tenant.login'
import { loader as propertiesLoader } from '~/routes/app/landlord/_index'
import { loader as leasesLoader } from '~/routes/app/landlord/leases'
import { loader as leaseLoader } from '~/routes/app/landlord/leases.$leaseId/_layout'
import { loader as tenantLeasesLoader } from '~/routes/app/tenant/leases'


import { createContact, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { testPayload } from '../support/payload'
import { account, runAsVisitor, routeRunner, type Account, type Outcome, type RouteHandler } from '../support/routes'
import { GOOD_PASSWORD, signedInLandlord, uniqueEmail, type SignedIn } from '../support/users'

/**
 * Role areas (product-spec §2 Private area, §6): the landlord area is for the staff of an
 * organization. A tenant who signs in at the landlord login is signed in to its own area
 * (/tenant) and no organization is made for it; a landlord who also rents somewhere sees,
 * on the landlord screens, only its own organization's records.
 */

let landlord: SignedIn<{ organization: Organization }>
let renter: Account
let renterLandlord: SignedIn<{ organization: Organization }>
let rented: { property: number; lease: number }

/** A tenant account (with an accepted invitation's permission) on a lease of `organization`. */
async function tenantOf(organization: number, label: string) {
  const payload = await testPayload()
  const property = await createProperty(payload, { organization, nickname: `${label} rented house`, address: { line1: `${label} 3 Rented Road`, city: 'Austin', state: 'TX', postalCode: '78701' } })
  const unit = await createUnit(payload, { property: property.id, name: `${label} A` })
  const email = uniqueEmail(label)
  const user = await createUser(payload, { email, password: GOOD_PASSWORD, firstName: label, lastName: 'Tenant' })
  const contact = await createContact(payload, { organization, firstName: label, lastName: 'Tenant', email, type: 'tenant', user: user.id })
  await payload.create({ collection: 'organization-permissions', data: { organization, user: user.id, roles: ['tenant'] }, overrideAccess: true })
  const lease = await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', contacts: [contact.id] })
  return { user, email, property: property.id, lease: lease.id }
}

async function organizationsOf(userId: number) {
  const payload = await testPayload()
  const owned = await payload.count({ collection: 'organizations', where: { owner: { equals: userId } }, overrideAccess: true })
  const staff = await payload.count({ collection: 'organization-permissions', where: { and: [{ user: { equals: userId } }, { roles: { not_in: ['tenant'] } }] }, overrideAccess: true })
  return { owned: owned.totalDocs, staff: staff.totalDocs }
}

/** A login page's action as a signed-out browser posts it; the outcome and the session it left. */
async function signIn(handler: RouteHandler, path: string, form: Record<string, string>): Promise<Outcome & { role: unknown }> {
  const outcome = await runAsVisitor(handler, path, { form })
  if (!outcome.response) throw new Error(`expected a redirect, got ${JSON.stringify(outcome.data)}`)
  return { status: outcome.status, location: outcome.location, role: outcome.auth.session.get('internalRole') }
}

beforeAll(async () => {
  ;[landlord, renterLandlord] = await Promise.all([signedInLandlord('area-landlord'), signedInLandlord('area-renter')])
  // The renter owns an organization and rents from the other landlord.
  const payload = await testPayload()
  const property = await createProperty(payload, { organization: landlord.organization.id, nickname: 'Landlord house', address: { line1: '9 Own Street', city: 'Austin', state: 'TX', postalCode: '78701' } })
  const unit = await createUnit(payload, { property: property.id, name: 'Rented A' })
  const contact = await createContact(payload, { organization: landlord.organization.id, firstName: 'Renting', lastName: 'Landlord', email: renterLandlord.user.email, type: 'tenant', user: renterLandlord.user.id })
  await payload.create({ collection: 'organization-permissions', data: { organization: landlord.organization.id, user: renterLandlord.user.id, roles: ['tenant'] }, overrideAccess: true })
  const lease = await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', contacts: [contact.id], nickname: 'Rented lease' })
  rented = { property: property.id, lease: lease.id }
  await createProperty(payload, { organization: renterLandlord.organization.id, nickname: 'Renter own house', address: { line1: '1 Mine Street', city: 'Austin', state: 'TX', postalCode: '78701' } })
  renter = account(renterLandlord)
})

describe('V4.1.3 signing in at the landlord login', () => {
  it('V4.1.3 a tenant is signed in to the tenant area and gets no organization', async () => {
    const tenant = await tenantOf(landlord.organization.id, 'wrong-area')
    const outcome = await signIn(landlordLoginAction, '/app/landlord/login', { email: tenant.email, password: GOOD_PASSWORD, role: 'landlord' })
    expect(outcome).toMatchObject({ status: 302, location: '/app/tenant', role: 'tenant' })
    expect(await organizationsOf(tenant.user.id)).toEqual({ owned: 0, staff: 0 })
  })

  it('V4.1.3 so is a tenant choosing "landlord" on /app/login, whatever redirectTo says', async () => {
    const tenant = await tenantOf(landlord.organization.id, 'chooses-landlord')
    const outcome = await signIn(chooseLoginAction, '/app/login', { email: tenant.email, password: GOOD_PASSWORD, role: 'landlord', redirectTo: '/app/landlord/leases' })
    expect(outcome).toMatchObject({ status: 302, location: '/app/tenant', role: 'tenant' })
    expect(await organizationsOf(tenant.user.id)).toEqual({ owned: 0, staff: 0 })
  })

  it('V4.1.3 an account that holds no lease yet gets no organization either', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('no-lease')
    const user = await createUser(payload, { email, password: GOOD_PASSWORD, firstName: 'No', lastName: 'Lease' })
    const outcome = await signIn(landlordLoginAction, '/app/landlord/login', { email, password: GOOD_PASSWORD, role: 'landlord' })
    expect(outcome).toMatchObject({ status: 302, location: '/app/tenant', role: 'tenant' })
    expect(await organizationsOf(user.id)).toEqual({ owned: 0, staff: 0 })
  })

  it('V4.1.3 a landlord (also when it rents somewhere) is signed in to the landlord area with its one organization', async () => {
    const outcome = await signIn(landlordLoginAction, '/app/landlord/login', { email: renterLandlord.user.email, password: GOOD_PASSWORD, role: 'landlord' })
    expect(outcome).toMatchObject({ status: 302, location: '/app/landlord', role: 'landlord' })
    expect(await organizationsOf(renterLandlord.user.id)).toEqual({ owned: 1, staff: 1 })
  })

  it('V4.1.3 the tenant login still signs a tenant in to the tenant area', async () => {
    const tenant = await tenantOf(landlord.organization.id, 'tenant-login')
    const outcome = await signIn(tenantLoginAction, '/app/tenant/login', { email: tenant.email, password: GOOD_PASSWORD, role: 'tenant' })
    expect(outcome).toMatchObject({ status: 302, location: '/app/tenant/leases', role: 'tenant' })
  })
})

describe("V4.2.1 landlord screens show only the user's own organization's records", () => {
  const run = routeRunner(() => renter)

  it('V4.2.1 the properties and leases lists leave out what the landlord rents elsewhere', async () => {
    const properties = await run(propertiesLoader, '/app/landlord')
    expect(properties.status).toBe(200)
    const names = properties.data.properties.map((property: { nickname: string | null }) => property.nickname)
    expect(names).toContain('Renter own house')
    expect(names).not.toContain('Landlord house')
    const leases = await run(leasesLoader, '/app/landlord/leases')
    expect(leases.data.rows.map((row: { id: number }) => row.id)).not.toContain(rented.lease)
  })

  it('V4.2.1 the rented lease by id is the not-found page in the landlord area', async () => {
    const page = await run(leaseLoader, `/app/landlord/leases/${rented.lease}`, { params: { leaseId: String(rented.lease) } })
    expect(page.status).toBe(404)
  })

  it('V4.2.1 the tenant area still shows the rented lease to the same person', async () => {
    const leases = await run(tenantLeasesLoader, '/app/tenant/leases', { role: 'tenant' })
    expect(leases.data.leases.map((lease: { id: number }) => lease.id)).toEqual([rented.lease])
  })
})
