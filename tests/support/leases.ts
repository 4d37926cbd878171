import { createContact, createLease, createProperty, createUnit, createUser } from '@api/seed/factories'
import { testPayload } from './payload'
import { GOOD_PASSWORD, login, uniqueEmail } from './users'

/** A property, unit and lease of `organization` whose tenant has an account (as an accepted invitation leaves it). */
export async function leaseWithTenant(organization: number, label: string, { rent = 120_000 }: { rent?: number } = {}) {
  const payload = await testPayload()
  const property = await createProperty(payload, { organization, address: { line1: `${label} 9 Oak Street`, city: 'Austin', state: 'TX', postalCode: '78701' } })
  const unit = await createUnit(payload, { property: property.id, name: `${label} A` })
  const email = uniqueEmail(`${label}-tenant`)
  const user = await createUser(payload, { email, password: GOOD_PASSWORD, firstName: label, lastName: 'Tenant' })
  const contact = await createContact(payload, { organization, firstName: label, lastName: 'Tenant', email, type: 'tenant' })
  await payload.update({ collection: 'contacts', id: contact.id, data: { user: user.id }, overrideAccess: true })
  await payload.create({ collection: 'organization-permissions', data: { organization, user: user.id, roles: ['tenant'] }, overrideAccess: true })
  const lease = await createLease(payload, { unit: unit.id, rent, status: 'active', contacts: [contact.id] })
  return { property, unit, contact, lease, tenant: { user, email, token: await login(email) } }
}
