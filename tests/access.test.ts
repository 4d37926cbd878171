import type { SanitizedCollectionConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { rest } from './rest'
import { createTestDocument, createTestTemplates } from './support/documents'
import { createTestFile } from './support/files'
import { testPayload } from './support/payload'
import { GOOD_PASSWORD, signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from './support/users'
import type { Organization } from '@api/payload-types'
import { createContact, createImage, createInvoice, createLease, createMaintenanceComment, createMaintenanceRequest, createNote, createPayment, createProperty, createRecurringInvoice, createSecurityDeposit, createUnit, createUser } from '@api/seed/factories'

type Landlord = SignedIn<{ organization: Organization }>

let owner: Landlord
let foreignLandlord: Landlord
let tenant: SignedIn

beforeAll(async () => {
  ;[owner, foreignLandlord, tenant] = await Promise.all([signedInLandlord('owner'), signedInLandlord('foreign'), signedInTenant()])
})

const MISSING_ID = 987654

describe('users', () => {
  it('a user reads and updates itself', async () => {
    const read = await rest('GET', `/users/${tenant.user.id}`, { token: tenant.token })
    expect(read.status).toBe(200)
    expect(read.body.id).toBe(tenant.user.id)
    const update = await rest('PATCH', `/users/${tenant.user.id}`, { token: tenant.token, json: { firstName: 'Renamed' } })
    expect(update.status).toBe(200)
    expect(update.body.doc.firstName).toBe('Renamed')
  })

  it('another user is not found by id: read, update, delete', async () => {
    for (const [method, json] of [['GET'], ['PATCH', { firstName: 'Hacked' }], ['DELETE']] as const) {
      const other = await rest(method, `/users/${owner.user.id}`, { token: tenant.token, json })
      const missing = await rest(method, `/users/${MISSING_ID}`, { token: tenant.token, json })
      expect(other.status, `${method} another user`).toBe(404)
      expect(other.body).toEqual(missing.body)
    }
    const payload = await testPayload()
    const unchanged = await payload.findByID({ collection: 'users', id: owner.user.id })
    expect(unchanged.firstName).toBe(owner.user.firstName)
  })

  it('the list shows only oneself', async () => {
    const list = await rest('GET', '/users', { token: tenant.token, query: { limit: 100 } })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((user: { id: number }) => user.id)).toEqual([tenant.user.id])
  })

  it('a bulk update cannot reach another user', async () => {
    const response = await rest('PATCH', '/users', {
      token: tenant.token,
      query: { where: { id: { equals: owner.user.id } } },
      json: { firstName: 'Hacked' },
    })
    expect(response.body.docs ?? []).toEqual([])
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'users', id: owner.user.id })).firstName).toBe(owner.user.firstName)
  })

  it("Payload's first-user registration is closed: nobody makes itself an admin through it", async () => {
    const email = uniqueEmail('first')
    const response = await rest('POST', '/users/first-register', {
      json: { email, password: GOOD_PASSWORD, firstName: 'First', lastName: 'User', role: 'admin', verified: true },
    })
    expect(response.status).toBe(404)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('without a token nothing is readable', async () => {
    const response = await rest('GET', `/users/${owner.user.id}`)
    expect([401, 403, 404]).toContain(response.status)
    expect(JSON.stringify(response.body)).not.toContain(owner.user.email)
  })
})

describe('access is explicit for every collection', () => {
  it('each collection of the sanitized config defines read, create, update and delete itself', async () => {
    const payload = await testPayload()
    const collections = payload.config.collections
    expect(collections.map((collection) => collection.slug)).toEqual(expect.arrayContaining(['users', 'organizations', 'organization-permissions', 'feature-flags']))
    for (const collection of collections) {
      for (const operation of ['read', 'create', 'update', 'delete'] as const) {
        const access = collection.access[operation]
        expect(access, `${collection.slug}.${operation}`).toBeTypeOf('function')
        // Payload fills a missing rule with `defaultAccess`: any signed-in user may do anything.
        expect(access.name, `${collection.slug}.${operation} is Payload's default`).not.toBe('defaultAccess')
      }
    }
  })

  it("Payload's own collections are not reachable through the REST API", async () => {
    const payload = await testPayload()
    const internal = payload.config.collections.filter((collection) => collection.slug.startsWith('payload-'))
    expect(internal.length).toBeGreaterThan(0)
    for (const { slug } of internal) {
      for (const [method, json] of [['GET'], ['POST', { key: 'x', value: {} }]] as const) {
        const response = await rest(method, `/${slug}`, { token: tenant.token, json })
        expect(response.status, `${method} /api/${slug}`).toBeGreaterThanOrEqual(400)
        expect(response.body?.docs).toBeUndefined()
        expect(response.body?.doc).toBeUndefined()
      }
    }
  })
})

/** Documents owned by `owner`'s organization, one per organization-scoped collection. */
const orgScopedDocuments: Record<string, (landlord: Landlord) => Promise<number>> = {
  organizations: async (landlord) => landlord.organization.id,
  'organization-permissions': async (landlord) => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'organization-permissions', where: { user: { equals: landlord.user.id } }, limit: 1 })
    return docs[0]!.id
  },
  // The portfolio; tests/portfolio-access.test.ts covers lists, bulk calls, links and the trash.
  properties: async (landlord) => (await createProperty(await testPayload(), { organization: landlord.organization.id })).id,
  units: async (landlord) => {
    const payload = await testPayload()
    const property = await createProperty(payload, { organization: landlord.organization.id })
    return (await createUnit(payload, { property: property.id, name: 'A' })).id
  },
  leases: async (landlord) => {
    const payload = await testPayload()
    const property = await createProperty(payload, { organization: landlord.organization.id })
    const unit = await createUnit(payload, { property: property.id, name: 'A' })
    return (await createLease(payload, { unit: unit.id, rent: 100_000 })).id
  },
  contacts: async (landlord) => (await createContact(await testPayload(), { organization: landlord.organization.id, firstName: 'Casey' })).id,
  notes: async (landlord) => {
    const payload = await testPayload()
    const property = await createProperty(payload, { organization: landlord.organization.id })
    return (await createNote(payload, { organization: landlord.organization.id, body: 'Private', property: property.id })).id
  },
  images: async (landlord) => (await createImage(await testPayload(), { organization: landlord.organization.id })).id,
  // Generated documents; tests/documents.test.ts covers drafts, files and downloads.
  'form-submissions': async (landlord) => {
    const payload = await testPayload()
    const { ca } = await createTestTemplates(payload)
    return (await createTestDocument(payload, landlord.organization.id, ca.id)).submission.id
  },
  'editable-documents': async (landlord) => {
    const payload = await testPayload()
    const { ca } = await createTestTemplates(payload)
    return (await createTestDocument(payload, landlord.organization.id, ca.id)).document.id
  },
  // Uploaded files; tests/files.test.ts covers uploads, serving, tenants of the lease and personal files.
  files: async (landlord) => {
    const payload = await testPayload()
    const property = await createProperty(payload, { organization: landlord.organization.id })
    return (await createTestFile(payload, { organization: landlord.organization.id, kind: 'property', property: property.id })).id
  },
  // Notifications: readable by their recipient only; tests/notifications.test.ts covers lists and bulk calls.
  notifications: async (landlord) => {
    const payload = await testPayload()
    const notification = await payload.create({
      collection: 'notifications',
      data: { recipient: landlord.user.id, category: 'organization', event: 'invoice:received', markedRead: false, organization: landlord.organization.id },
      overrideAccess: true,
    })
    return notification.id
  },
  // Invitations; tests/invitations.test.ts covers tokens, answers and the invitee's reads.
  invitations: async (landlord) => {
    const payload = await testPayload()
    const property = await createProperty(payload, { organization: landlord.organization.id })
    const unit = await createUnit(payload, { property: property.id, name: 'A' })
    const contact = await createContact(payload, { organization: landlord.organization.id, firstName: 'Ivy', email: uniqueEmail('ivy') })
    const lease = await createLease(payload, { unit: unit.id, rent: 100_000, contacts: [contact.id] })
    const created = await rest('POST', '/invitations', { token: landlord.token, json: { lease: lease.id, contact: contact.id } })
    return created.body.doc.id as number
  },
  // Money; tests/money-access.test.ts covers what a tenant of the lease reads.
  accounts: async (landlord) => {
    const payload = await testPayload()
    return (await payload.create({ collection: 'accounts', data: { organization: landlord.organization.id, zelle: { enabled: true, handle: 'owner@example.com' } } })).id
  },
  invoices: async (landlord) => (await moneyInvoice(landlord)).id,
  payments: async (landlord) => {
    const payload = await testPayload()
    const invoice = await moneyInvoice(landlord)
    return (await createPayment(payload, { invoice: invoice.id, method: 'zelle', amount: 1_000 })).id
  },
  'recurring-invoices': async (landlord) => {
    const payload = await testPayload()
    const lease = await moneyLease(landlord)
    const data = { lease: lease.id, dayOfMonth: 1, startDate: new Date().toISOString(), dueDays: 5, category: 'rent' as const, paymentMethods: ['zelle' as const], items: lineItems }
    return (await createRecurringInvoice(payload, data, { trustedMethods: true })).id
  },
  'security-deposits': async (landlord) => {
    const payload = await testPayload()
    const lease = await moneyLease(landlord)
    return (await createSecurityDeposit(payload, { lease: lease.id, amount: 150_000 })).id
  },
  // Maintenance; tests/maintenance.test.ts covers the tenants of the lease, internal comments and the vendor link.
  'maintenance-requests': async (landlord) => {
    const lease = await moneyLease(landlord)
    return (await createMaintenanceRequest(await testPayload(), { lease: lease.id, title: 'Leak', description: 'Under the sink', category: 'plumbing' })).id
  },
  'maintenance-comments': async (landlord) => {
    const payload = await testPayload()
    const lease = await moneyLease(landlord)
    const request = await createMaintenanceRequest(payload, { lease: lease.id, title: 'Leak', description: 'Under the sink', category: 'plumbing' })
    return (await createMaintenanceComment(payload, { maintenanceRequest: request.id, body: 'Plumber booked', visibility: 'shared' })).id
  },
  // Expenses; tests/expenses.test.ts covers receipts, the totals and the recurring job.
  expenses: async (landlord) => {
    const payload = await testPayload()
    const data = { organization: landlord.organization.id, date: new Date().toISOString(), amount: 12_500, payeeName: 'Ace Plumbing', category: 'repair', taxCategory: 'repairs' }
    return (await payload.create({ collection: 'expenses', data: data as never, overrideAccess: true })).id
  },
  'recurring-expenses': async (landlord) => {
    const payload = await testPayload()
    const data = { organization: landlord.organization.id, startDate: new Date().toISOString(), frequency: 'monthly', status: 'active', amount: 5_000, payeeName: 'Insurer', category: 'other', taxCategory: 'insurance' }
    return (await payload.create({ collection: 'recurring-expenses', data: data as never, overrideAccess: true })).id
  },
  // Condition reports; tests/condition-reports.test.ts covers the lease's tenants once requested, and the lock.
  'condition-reports': async (landlord) => {
    const lease = await moneyLease(landlord)
    return (await (await testPayload()).create({ collection: 'condition-reports', data: { lease: lease.id, type: 'move-in' } as never, overrideAccess: true })).id
  },
  // A tenant's autopay on the landlord's lease: the lease's staff read it, nobody else.
  autopays: async (landlord) => {
    const payload = await testPayload()
    const lease = await moneyLease(landlord)
    const payer = await createUser(payload, { email: uniqueEmail('payer'), password: GOOD_PASSWORD, firstName: 'Pat', lastName: 'Payer' })
    return (await payload.create({ collection: 'autopays', data: { user: payer.id, lease: lease.id, paymentMethodId: 'pm_card_visa' } })).id
  },
}

/** A lease of `landlord` and a charge on it, for the money collections. */
async function moneyLease(landlord: Landlord) {
  const payload = await testPayload()
  const property = await createProperty(payload, { organization: landlord.organization.id })
  const unit = await createUnit(payload, { property: property.id, name: 'A' })
  return createLease(payload, { unit: unit.id, rent: 100_000, status: 'active' })
}
const lineItems = [{ name: 'Rent', description: 'Month', amount: 100_000, quantity: 1 }]
async function moneyInvoice(landlord: Landlord) {
  const payload = await testPayload()
  const lease = await moneyLease(landlord)
  // Methods are checked against an operating account; this document is about access, not methods.
  return createInvoice(payload, { lease: lease.id, dueDate: new Date().toISOString(), category: 'rent', paymentMethods: ['zelle'], items: lineItems }, { trustedMethods: true })
}

const isOrganizationScoped = (collection: SanitizedCollectionConfig) =>
  collection.slug === 'organizations' ||
  collection.flattenedFields.some((field) => field.name === 'organization' && field.type === 'relationship' && field.relationTo === 'organizations')

describe('organization-scoped collections', () => {
  it('every organization-scoped collection is covered by this test', async () => {
    const payload = await testPayload()
    const scoped = payload.config.collections.filter(isOrganizationScoped).map((collection) => collection.slug)
    expect(scoped.sort()).toEqual(Object.keys(orgScopedDocuments).sort())
  })

  for (const [slug, createDocument] of Object.entries(orgScopedDocuments)) {
    describe(slug, () => {
      let id: number
      beforeAll(async () => {
        id = await createDocument(owner)
      })

      it('its organization reads it', async () => {
        const response = await rest('GET', `/${slug}/${id}`, { token: owner.token })
        expect(response.status).toBe(200)
        expect(response.body.id).toBe(id)
      })

      for (const outsider of ['a foreign landlord', 'a tenant'] as const) {
        it(`${outsider} gets 404 by id on read, update and delete, exactly as for a missing id`, async () => {
          const caller = outsider === 'a tenant' ? tenant : foreignLandlord
          for (const [method, json] of [['GET'], ['PATCH', { organizationName: 'Taken over' }], ['DELETE']] as const) {
            const existing = await rest(method, `/${slug}/${id}`, { token: caller.token, json })
            const missing = await rest(method, `/${slug}/${MISSING_ID}`, { token: caller.token, json })
            expect(existing.status, `${method} /api/${slug}/${id}`).toBe(404)
            expect(existing.body).toEqual(missing.body)
          }
          const list = await rest('GET', `/${slug}`, { token: caller.token, query: { where: { id: { equals: id } } } })
          expect(list.status).toBe(200)
          expect(list.body.docs).toEqual([])
        })
      }
    })
  }

  it("organization permissions: one sees one's own, and those of the organizations one owns", async () => {
    const forForeign = await rest('GET', '/organization-permissions', { token: foreignLandlord.token, query: { limit: 100, depth: 0 } })
    expect(forForeign.body.docs.map((permission: { user: number }) => permission.user)).toEqual([foreignLandlord.user.id])
    const forTenant = await rest('GET', '/organization-permissions', { token: tenant.token, query: { limit: 100 } })
    expect(forTenant.body.docs).toEqual([])
    const members = await rest('GET', `/organizations/${owner.organization.id}`, { token: owner.token, query: { depth: 1 } })
    expect(members.body.members.docs.map((permission: { user: number }) => permission.user)).toEqual([owner.user.id])
  })

  it("an owner cannot change another organization's documents through a bulk update", async () => {
    const response = await rest('PATCH', '/organizations', {
      token: foreignLandlord.token,
      query: { where: { id: { equals: owner.organization.id } } },
      json: { organizationName: 'Taken over' },
    })
    expect(response.body.docs ?? []).toEqual([])
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'organizations', id: owner.organization.id })).organizationName).toBeNull()
  })

  it('a user cannot grant itself a role in another organization', async () => {
    const response = await rest('POST', '/organization-permissions', {
      token: tenant.token,
      json: { organization: owner.organization.id, user: tenant.user.id, roles: ['owner'] },
    })
    expect(response.status).toBe(403)
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'organization-permissions', where: { user: { equals: tenant.user.id } } })
    expect(totalDocs).toBe(0)
  })

  it('an owner updates its own organization but not its owner', async () => {
    const response = await rest('PATCH', `/organizations/${owner.organization.id}`, {
      token: owner.token,
      json: { organizationName: 'Owner Rentals', owner: foreignLandlord.user.id },
    })
    expect(response.status).toBe(200)
    expect(response.body.doc.organizationName).toBe('Owner Rentals')
    const ownerId = typeof response.body.doc.owner === 'object' ? response.body.doc.owner.id : response.body.doc.owner
    expect(ownerId).toBe(owner.user.id)
  })
})
