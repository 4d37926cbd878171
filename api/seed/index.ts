import type { Payload } from 'payload'
import { createLandlord, createUser, ensureFeatureFlags } from './factories'
import { seedDemoConditionReport } from './condition-reports'
import { seedDemoExpenses } from './expenses'
import { seedDemoListings } from './listings'
import { seedDemoMaintenance } from './maintenance'
import { seedDemoMoney } from './money'
import { seedDemoPortfolio } from './portfolio'
import { seedDemoTenancy } from './tenancy'
import { seedTemplates } from './templates'

/** Demo accounts, also listed in the README. */
export const DEMO_PASSWORD = 'Demo-pass1!'
export const DEMO_LANDLORD = { email: 'landlord@demo.leasewell.app', firstName: 'Dana', lastName: 'Landlord' }
export const DEMO_TENANT = { email: 'tenant@demo.leasewell.app', firstName: 'Terry', lastName: 'Tenant' }
export const DEMO_ADMIN = { email: 'admin@demo.leasewell.app', firstName: 'Ada', lastName: 'Admin' }

/**
 * Seeds the demo data once: on a database without users. The feature flags and the shipped
 * form templates are ensured on every start, idempotently, so that a fresh
 * database and an existing one both have the public forms.
 */
export async function seedDemoData(payload: Payload) {
  await ensureFeatureFlags(payload)
  const templates = await seedTemplates(payload)
  if (templates.created || templates.updated) payload.logger.info(`Form templates seeded: ${templates.created} created, ${templates.updated} updated`)
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return false
  const { user: landlord, organization } = await createLandlord(payload, { ...DEMO_LANDLORD, password: DEMO_PASSWORD })
  await payload.update({
    collection: 'organizations',
    id: organization.id,
    // The demo landlord downloads generated documents with Stripe configured too:
    // an active pro_yearly subscription, written as the webhook would (Local API only).
    // Setup skipped (ADR 020): the demo landlord lands on its properties, not on account setup.
    data: { organizationName: 'Dana Rentals', subscription: { plan: 'pro_yearly', status: 'active' }, setup: { setupSkipped: true } },
    overrideAccess: true,
  })
  const tenant = await createUser(payload, { ...DEMO_TENANT, password: DEMO_PASSWORD })
  await createUser(payload, { ...DEMO_ADMIN, password: DEMO_PASSWORD, role: 'admin' })
  await seedDemoPortfolio(payload, organization.id, landlord)
  await seedDemoTenancy(payload, organization.id, tenant)
  await seedDemoMoney(payload, organization.id)
  await seedDemoMaintenance(payload, organization.id, landlord, tenant)
  await seedDemoConditionReport(payload, organization.id, tenant)
  await seedDemoListings(payload, organization.id)
  await seedDemoExpenses(payload, organization.id, landlord)
  payload.logger.info(`Demo data seeded: ${DEMO_LANDLORD.email} / ${DEMO_TENANT.email}, password ${DEMO_PASSWORD}`)
  return true
}
