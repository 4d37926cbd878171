import type { Payload } from 'payload'
import { createLandlord, createUser, ensureFeatureFlags } from './factories'

/** Demo accounts, also listed in the README. */
export const DEMO_PASSWORD = 'Demo-pass1!'
export const DEMO_LANDLORD = { email: 'landlord@demo.leasewell.app', firstName: 'Dana', lastName: 'Landlord' }
export const DEMO_TENANT = { email: 'tenant@demo.leasewell.app', firstName: 'Terry', lastName: 'Tenant' }
export const DEMO_ADMIN = { email: 'admin@demo.leasewell.app', firstName: 'Ada', lastName: 'Admin' }

/** Seeds the demo data once: on a database without users. */
export async function seedDemoData(payload: Payload) {
  await ensureFeatureFlags(payload)
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return false
  const { organization } = await createLandlord(payload, { ...DEMO_LANDLORD, password: DEMO_PASSWORD })
  await payload.update({
    collection: 'organizations',
    id: organization.id,
    data: { organizationName: 'Dana Rentals' },
    overrideAccess: true,
  })
  await createUser(payload, { ...DEMO_TENANT, password: DEMO_PASSWORD })
  await createUser(payload, { ...DEMO_ADMIN, password: DEMO_PASSWORD, role: 'admin' })
  payload.logger.info(`Demo data seeded: ${DEMO_LANDLORD.email} / ${DEMO_TENANT.email}, password ${DEMO_PASSWORD}`)
  return true
}
