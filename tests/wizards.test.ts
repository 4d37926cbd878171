import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { createContact, createLease, createProperty, createUnit, ensureFeatureFlags } from '@api/seed/factories'
import { seedTemplates } from '@api/seed/templates'
import { leaseRenewal } from '@api/seed/templates/leaseRenewal'
import { action as wizardAction, loader as wizardLoader } from '~/routes/app/landlord/wizards.$wizardSlug'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { testPayload } from './support/payload'
import { account, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * The lease renewal wizard (product-spec §2 wizards/{wizardSlug}): a landlord picks one of
 * its leases and lands on the renewal form with a draft filled in from that lease.
 */

let landlord: Account
let organization: number
let mine: { active: number; past: number }
let foreignLease: number
const run = routeRunner(() => landlord)
const PATH = '/app/landlord/wizards/lease-renewal'
const params = { wizardSlug: 'lease-renewal' }

beforeAll(async () => {
  const payload = await testPayload()
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  await seedTemplates(payload, [leaseRenewal])
  const owner = await signedInLandlord('wizards')
  const foreign = await signedInLandlord('wizards-other')
  landlord = account(owner)
  organization = owner.organization.id

  const property = await createProperty(payload, { organization, address: { line1: '12 Oak Street', line2: 'Unit 2B', city: 'Austin', state: 'TX', postalCode: '78701' } })
  const unit = await createUnit(payload, { property: property.id, name: 'Unit 2B' })
  const ana = await createContact(payload, { organization, firstName: 'Ana', lastName: 'Ruiz' })
  const ben = await createContact(payload, { organization, firstName: 'Ben', lastName: 'Li' })
  const past = await createLease(payload, { unit: unit.id, rent: 140000, status: 'past', startDate: '2024-01-01', endDate: '2024-12-31', contacts: [ana.id] })
  const active = await createLease(payload, {
    unit: unit.id,
    rent: 185000,
    securityDeposit: 185000,
    status: 'active',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    contacts: [ana.id, ben.id],
  })
  mine = { active: active.id, past: past.id }

  const foreignProperty = await createProperty(payload, { organization: foreign.organization.id })
  const foreignUnit = await createUnit(payload, { property: foreignProperty.id, name: 'Unit 9' })
  foreignLease = (await createLease(payload, { unit: foreignUnit.id, rent: 99000, status: 'active' })).id
})

afterAll(() => clearFeatureFlagCache())

describe('the lease renewal wizard', () => {
  it("lists the landlord's leases, active first, and preselects ?lease=", async () => {
    const page = await run(wizardLoader, `${PATH}?lease=${mine.past}`, { params })
    expect(page.status).toBe(200)
    const options = page.data.options as Array<[string, string]>
    expect(options.map(([value]) => Number(value))).toEqual([mine.active, mine.past])
    expect(options[0]![1]).toContain('12 Oak Street')
    expect(options[0]![1]).toContain('Ana Ruiz, Ben Li')
    expect(page.data.selected).toBe(String(mine.past))
    // Another landlord's lease is not preselected (nor listed).
    expect((await run(wizardLoader, `${PATH}?lease=${foreignLease}`, { params })).data.selected).toBeUndefined()
  })

  it('starts a draft filled in from the lease and opens the renewal form', async () => {
    const outcome = await run(wizardAction, PATH, { params, form: { lease: String(mine.active) } })
    expect(outcome.status).toBe(302)
    const match = /^\/app\/forms\/lease-renewal\/general\?tempId=([0-9a-f]{32})&step=0$/.exec(outcome.location ?? '')
    expect(match).not.toBeNull()
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'form-submissions', where: { tempId: { equals: match![1] } }, overrideAccess: true, depth: 0 })
    const draft = docs[0]!
    expect(typeof draft.organization === 'object' ? draft.organization?.id : draft.organization).toBe(organization)
    expect(draft.status).toBe('draft')
    expect(draft.submission).toMatchObject({
      landlordName: 'Test wizards',
      tenantNames: ['Ana Ruiz', 'Ben Li'],
      addressLine1: '12 Oak Street',
      addressLine2: 'Unit 2B',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      lease: String(mine.active),
      currentRent: 185000,
      securityDeposit: 185000,
      newRent: 185000,
      newStartDate: '2026-01-01',
      depositChange: 'same',
    })
    const submission = draft.submission as Record<string, unknown>
    expect(submission.originalLeaseDate).toEqual(expect.stringContaining('2025'))
    expect(submission.currentEndDate).toEqual(expect.stringContaining('2025'))
  })

  it("refuses another landlord's lease, a missing choice and an unknown wizard", async () => {
    expect((await run(wizardAction, PATH, { params, form: { lease: String(foreignLease) } })).status).toBe(404)
    expect((await run(wizardAction, PATH, { params, form: {} })).status).toBe(400)
    expect((await run(wizardLoader, '/app/landlord/wizards/nope', { params: { wizardSlug: 'nope' } })).status).toBe(404)
    expect((await run(wizardAction, '/app/landlord/wizards/nope', { params: { wizardSlug: 'nope' }, form: { lease: String(mine.active) } })).status).toBe(404)
  })
})
