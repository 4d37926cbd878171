import { createLocalReq, type CollectionSlug, type Field, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { RELATION_NOT_FOUND } from '@api/access/writable'
import { ORGANIZATION_NOT_YOURS } from '@api/fields/organization'
import { OWN_RELATION } from '@api/fields/relations'
import { CONDITION_REPORT_SERVER_WRITE } from '@api/collections/ConditionReports/hooks/derive'
import { createContact, createImage, createInvoice, createLease, createNote, createPayment, createProperty, createRecurringInvoice, createSecurityDeposit, createUnit } from '@api/seed/factories'
import type { Organization, User } from '@api/payload-types'
import { portfolioMessages } from '@common/portfolio'
import { idOf } from '@common/ids'
import { rest, restMultipart, type RestResponse } from '../rest'
import { createTestDocument, createTestTemplates } from '../support/documents'
import { createTestFile, samplePdf, samplePng } from '../support/files'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'

/**
 * The write rule (ADR 024): every relationship a client sets on create or update points at
 * a document the caller may write as staff of that document's organization. The attacker
 * owns an organization and is also the tenant of another landlord's (the victim's) lease, so
 * it READS the victim's property, unit, lease, its own contact there and the lease's
 * invoices. Neither those nor a stranger's documents (which it cannot read) may be linked:
 * the answer is the one for a missing id, and nothing is written. The relationship fields
 * are enumerated from the Payload config, so a new one fails here until it is classified.
 */

type Landlord = SignedIn<{ organization: Organization }>
type Target = 'images' | 'properties' | 'units' | 'leases' | 'contacts' | 'invoices' | 'expenses' | 'condition-reports'
type Portfolio = Record<Target, number> & { recurringExpense: number; notes: number; files: number; recurring: number; deposit: number; payment: number; document: number; maintenance: number }

const MISSING_ID = 987_654
const ADDRESS = { line1: '7 Write Rule Road', city: 'Austin', state: 'TX' as const, postalCode: '78701' }
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const ITEMS = [{ name: 'Fee', description: 'Test', amount: 1_000, quantity: 1 }]

let attacker: Landlord
let victim: Landlord
let stranger: Landlord
let own: Portfolio
let readable: Portfolio
let foreign: Portfolio
let templateId: number

async function portfolio(landlord: Landlord, label: string, tenant?: User): Promise<Portfolio> {
  const payload = await testPayload()
  const organization = landlord.organization.id
  const image = await createImage(payload, { organization, name: `${label}.png` })
  const property = await createProperty(payload, { organization, nickname: `${label} House`, address: { ...ADDRESS, line1: `${label} 1 Elm Street` } })
  const unit = await createUnit(payload, { property: property.id, name: `${label} A` })
  const contact = await createContact(payload, { organization, firstName: label, lastName: 'Tenant', email: tenant?.email ?? `${label.toLowerCase()}-${organization}@example.com`, type: 'tenant' })
  if (tenant) {
    await payload.update({ collection: 'contacts', id: contact.id, data: { user: tenant.id }, overrideAccess: true })
    await payload.create({ collection: 'organization-permissions', data: { organization, user: tenant.id, roles: ['tenant'] }, overrideAccess: true })
  }
  const lease = await createLease(payload, { unit: unit.id, rent: 100_000, status: 'active', contacts: [contact.id] })
  const invoice = await createInvoice(payload, { lease: lease.id, dueDate: dueIn(5), category: 'rent', paymentMethods: ['cash'], items: ITEMS }, { trustedMethods: true })
  const recurring = await createRecurringInvoice(payload, { lease: lease.id, startDate: dueIn(40), dayOfMonth: 1, dueDays: 0, category: 'rent', paymentMethods: ['cash'], items: ITEMS }, { trustedMethods: true })
  const deposit = await createSecurityDeposit(payload, { lease: lease.id, amount: 50_000, status: 'held', amountHeld: 50_000 })
  const payment = await createPayment(payload, { invoice: invoice.id, method: 'cash', amount: 100 })
  const note = await createNote(payload, { organization, body: `${label} note`, lease: lease.id })
  const file = await createTestFile(payload, { organization, kind: 'lease', lease: lease.id, nickname: `${label} lease file` })
  const { document } = await createTestDocument(payload, organization, templateId)
  const maintenance = await payload.create({ collection: 'maintenance-requests', data: { lease: lease.id, title: `${label} sink`, description: 'Leaking', category: 'plumbing' } as never, overrideAccess: true, context: { skipMaintenanceNotifications: true } })
  const expense = await payload.create({ collection: 'expenses', data: { organization, date: dueIn(-3), amount: 12_500, payeeName: `${label} Plumbing`, category: 'repair', taxCategory: 'repairs', property: property.id }, overrideAccess: true })
  const recurringExpense = await payload.create({
    collection: 'recurring-expenses',
    data: { organization, startDate: dueIn(30), frequency: 'monthly', status: 'active', amount: 5_000, payeeName: `${label} Insurance`, category: 'other', taxCategory: 'insurance', property: property.id },
    overrideAccess: true,
  })
  // A completed move-in (what a move-out is started from).
  const report = await payload.create({ collection: 'condition-reports', data: { lease: lease.id, type: 'move-in' } as never, overrideAccess: true })
  await payload.update({ collection: 'condition-reports', id: report.id, data: { status: 'completed' }, overrideAccess: true, context: { [CONDITION_REPORT_SERVER_WRITE]: true } })
  return {
    'condition-reports': report.id,
    expenses: expense.id,
    recurringExpense: recurringExpense.id,
    maintenance: maintenance.id,
    images: image.id,
    properties: property.id,
    units: unit.id,
    leases: lease.id,
    contacts: contact.id,
    invoices: invoice.id,
    notes: note.id,
    files: file.id,
    recurring: recurring.id,
    deposit: deposit.id,
    payment: payment.id,
    document: document.id,
  }
}

beforeAll(async () => {
  const payload = await testPayload()
  templateId = (await createTestTemplates(payload)).general.id
  ;[attacker, victim, stranger] = await Promise.all([signedInLandlord('attacker'), signedInLandlord('victim'), signedInLandlord('stranger')])
  own = await portfolio(attacker, 'Attacker')
  readable = await portfolio(victim, 'Victim', attacker.user)
  foreign = await portfolio(stranger, 'Stranger')
  // The attacker's operating account takes cash: its own invoices are valid.
  const account = await rest('POST', '/accounts', { token: attacker.token, json: { manual: { enabled: true, methods: ['cash', 'check'], address: '1 Main St, Austin, TX 78701' } } })
  expect(account.status, JSON.stringify(account.body)).toBe(201)
})

// ---------------------------------------------------------------------------------------------
// The relationship fields of the config.

type RelationField = {
  collection: CollectionSlug
  path: string
  field: Field & { type: 'relationship' | 'upload'; relationTo: CollectionSlug | CollectionSlug[] }
  /** The field and the groups or arrays it sits in: each one's access must let a client write. */
  chain: Field[]
}

function relationFields(payload: Payload): RelationField[] {
  const found: RelationField[] = []
  const walk = (collection: CollectionSlug, fields: Field[], prefix: string, parents: Field[]) => {
    for (const field of fields) {
      const name = 'name' in field && field.name ? `${prefix}${field.name}` : null
      const chain = [...parents, field]
      if (field.type === 'relationship' || field.type === 'upload') found.push({ collection, path: name as string, field: field as RelationField['field'], chain })
      else if ((field.type === 'group' || field.type === 'array') && 'fields' in field) walk(collection, field.fields, name ? `${name}.` : prefix, chain)
      else if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) walk(collection, field.fields, prefix, parents)
      else if (field.type === 'tabs') for (const tab of field.tabs) walk(collection, tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, parents)
      else if (field.type === 'blocks') for (const block of field.blocks) walk(collection, block.fields, name ? `${name}.` : prefix, chain)
    }
  }
  for (const collection of payload.config.collections) walk(collection.slug as CollectionSlug, collection.fields, '', [])
  return found
}

/** Relationship fields that are not checked by the write rule, and why a client cannot abuse them. */
const NOT_OWN_RELATIONS: Record<string, 'organization' | 'server-set' | 'tenant-enrols' | 'tenant-own-lease' | 'no-client-write' | 'own-request-file'> = {
  // organizationField(): the caller's own organization, or ORGANIZATION_NOT_YOURS (tested below).
  'properties.organization': 'organization',
  'units.organization': 'organization',
  'contacts.organization': 'organization',
  'leases.organization': 'organization',
  'notes.organization': 'organization',
  'images.organization': 'organization',
  'files.organization': 'organization',
  'editable-documents.organization': 'organization',
  'accounts.organization': 'organization',
  'invoices.organization': 'organization',
  'payments.organization': 'organization',
  'recurring-invoices.organization': 'organization',
  'expenses.organization': 'organization',
  'recurring-expenses.organization': 'organization',
  'security-deposits.organization': 'organization',
  // Set by the server from the caller whatever the client sends (tested below).
  'files.uploadedBy': 'server-set',
  'notes.author': 'server-set',
  'avatars.owner': 'server-set',
  // A tenant enrols itself in autopay on a lease it holds (the collection's hook checks the tenancy).
  'autopays.lease': 'tenant-enrols',
  // A tenant files a maintenance request on its own lease, comments on it and adds photos: the
  // collections' hooks accept staff of the target's organization (the write rule) or a tenant
  // of its lease, and nothing else (tests/maintenance.test.ts).
  'maintenance-requests.lease': 'tenant-own-lease',
  'maintenance-requests.property': 'tenant-own-lease',
  'maintenance-requests.unit': 'tenant-own-lease',
  'maintenance-comments.maintenanceRequest': 'tenant-own-lease',
  'files.maintenanceRequest': 'tenant-own-lease',
  // A comment's photo: the hook accepts only a comment the caller reads and wrote (tests/maintenance.test.ts).
  'files.maintenanceComment': 'tenant-own-lease',
  // Closing with a cost: the receipt must be a file of that very request (staff only; tests/maintenance.test.ts).
  'maintenance-requests.receipt': 'own-request-file',
  // A condition report's photos: its staff (the write rule) or, while it is requested, a tenant of its lease (tests/condition-reports.test.ts).
  'files.conditionReport': 'tenant-own-lease',
}

/** A request as the attacker makes it, for evaluating access functions. */
async function attackerReq(): Promise<PayloadRequest> {
  const payload = await testPayload()
  return createLocalReq({ user: { ...attacker.user, collection: 'users' } as never }, payload)
}

/** Whether a non-admin client may set this field at all (collection and field access). */
async function clientMaySet(req: PayloadRequest, { collection, chain }: RelationField, operation: 'create' | 'update'): Promise<boolean> {
  const config = req.payload.collections[collection].config
  const collectionRule = config.access[operation]
  if (collectionRule && !(await collectionRule({ req } as never))) return false
  for (const field of chain) {
    const rule = 'access' in field ? field.access?.[operation] : undefined
    if (rule && !(await rule({ req, data: {}, siblingData: {} } as never))) return false
  }
  return true
}

// ---------------------------------------------------------------------------------------------
// How each checked field is set, on create and on update, with a given id.

type Attempt = { create?: (id: number) => Promise<RestResponse>; update?: { doc: () => number; slug: CollectionSlug; send: (id: number) => Promise<RestResponse>; ownValue?: () => number } }

const nested = (path: string, value: unknown): Record<string, unknown> => path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>
const post = (slug: string, json: unknown) => rest('POST', `/${slug}`, { token: attacker.token, json })
const patch = (slug: string, id: number, json: unknown) => rest('PATCH', `/${slug}/${id}`, { token: attacker.token, json })
const uploadFile = (data: Record<string, unknown>) =>
  restMultipart('POST', '/files', { token: attacker.token, files: [{ bytes: samplePdf(), name: 'upload.pdf', type: 'application/pdf' }], payload: { nickname: 'Upload', ...data } })

let freshInvitationContact = 0
async function contactOnOwnLease(): Promise<{ lease: number; contact: number }> {
  const payload = await testPayload()
  freshInvitationContact += 1
  const contact = await createContact(payload, { organization: attacker.organization.id, firstName: 'Invitee', lastName: `${freshInvitationContact}`, email: `invitee-${freshInvitationContact}-${attacker.organization.id}@example.com` })
  const lease = await createLease(payload, { unit: own.units, rent: 100_000, contacts: [contact.id] })
  return { lease: lease.id, contact: contact.id }
}

const ATTEMPTS: Record<string, Attempt> = {
  'properties.image': {
    create: (id) => post('properties', { address: ADDRESS, image: id }),
    update: { slug: 'properties', doc: () => own.properties, send: (id) => patch('properties', own.properties, { image: id }) },
  },
  'units.property': {
    create: (id) => post('units', { property: id, name: 'New unit' }),
    // Moving an own unit into another property.
    update: { slug: 'units', doc: () => own.units, send: (id) => patch('units', own.units, { property: id }) },
  },
  'units.image': {
    create: (id) => post('units', { property: own.properties, name: 'With image', image: id }),
    update: { slug: 'units', doc: () => own.units, send: (id) => patch('units', own.units, { image: id }) },
  },
  'units.marketing.images': {
    create: (id) => post('units', { property: own.properties, name: 'Marketed', marketing: { images: [id] } }),
    update: { slug: 'units', doc: () => own.units, send: (id) => patch('units', own.units, nested('marketing.images', [id])) },
  },
  'leases.property': {
    create: (id) => post('leases', { unit: own.units, property: id, rent: 100_000 }),
    update: { slug: 'leases', doc: () => own.leases, send: (id) => patch('leases', own.leases, { property: id }) },
  },
  'leases.unit': {
    create: (id) => post('leases', { unit: id, rent: 100_000 }),
    update: { slug: 'leases', doc: () => own.leases, send: (id) => patch('leases', own.leases, { unit: id }) },
  },
  'leases.contacts': {
    create: (id) => post('leases', { unit: own.units, rent: 100_000, contacts: [id] }),
    update: { slug: 'leases', doc: () => own.leases, send: (id) => patch('leases', own.leases, { contacts: [own.contacts, id] }) },
  },
  'invitations.lease': {
    create: async (id) => {
      const { lease, contact } = await contactOnOwnLease()
      return post('invitations', { lease: id === own.leases ? lease : id, contact })
    },
  },
  'invitations.contact': {
    create: async (id) => {
      const { lease, contact } = await contactOnOwnLease()
      return post('invitations', { lease, contact: id === own.contacts ? contact : id })
    },
  },
  'notes.property': {
    create: (id) => post('notes', { body: 'Note', property: id }),
    update: { slug: 'notes', doc: () => own.notes, send: (id) => patch('notes', own.notes, { property: id }) },
  },
  'notes.unit': {
    create: (id) => post('notes', { body: 'Note', unit: id }),
    update: { slug: 'notes', doc: () => own.notes, send: (id) => patch('notes', own.notes, { unit: id }) },
  },
  'notes.lease': {
    create: (id) => post('notes', { body: 'Note', lease: id }),
    update: { slug: 'notes', doc: () => own.notes, send: (id) => patch('notes', own.notes, { lease: id }) },
  },
  // A file's parent is fixed at upload: an update that names one is ignored (checked below).
  ...Object.fromEntries(
    (['lease', 'property', 'unit', 'contact', 'invoice', 'expense'] as const).map((kind) => [
      `files.${kind}`,
      {
        create: (id: number) => uploadFile({ kind, [kind]: id }),
        update: { slug: 'files' as CollectionSlug, doc: () => own.files, send: (id: number) => patch('files', own.files, { [kind]: id }) },
      },
    ]),
  ),
  'maintenance-requests.assigneeContact': {
    create: (id) => post('maintenance-requests', { lease: own.leases, title: 'Sink', description: 'Leaking', category: 'plumbing', assigneeContact: id }),
    update: { slug: 'maintenance-requests', doc: () => own.maintenance, send: (id) => patch('maintenance-requests', own.maintenance, { assigneeContact: id }) },
  },
  // An expense (and a recurring expense) of the caller: its property, unit and vendor.
  ...Object.fromEntries(
    (['expenses', 'recurring-expenses'] as const).flatMap((slug) => {
      const base = { amount: 1_000, payeeName: 'Hardware Store', category: 'repair', taxCategory: 'repairs', ...(slug === 'expenses' ? { date: dueIn(-1) } : { startDate: dueIn(10), frequency: 'monthly' }) }
      const doc = () => (slug === 'expenses' ? own.expenses : own.recurringExpense)
      return [
        [`${slug}.property`, { create: (id: number) => post(slug, { ...base, property: id }), update: { slug, doc, send: (id: number) => patch(slug, doc(), { property: id, unit: null }) } }],
        [`${slug}.unit`, { create: (id: number) => post(slug, { ...base, property: own.properties, unit: id }), update: { slug, doc, send: (id: number) => patch(slug, doc(), { property: own.properties, unit: id }) } }],
        [`${slug}.payeeContact`, { create: (id: number) => post(slug, { ...base, payeeContact: id }), update: { slug, doc, send: (id: number) => patch(slug, doc(), { payeeContact: id }) } }],
      ]
    }),
  ),
  'editable-documents.lease': {
    update: { slug: 'editable-documents', doc: () => own.document, send: (id) => patch('editable-documents', own.document, { lease: id }) },
  },
  'editable-documents.property': {
    update: { slug: 'editable-documents', doc: () => own.document, send: (id) => patch('editable-documents', own.document, { property: id }) },
  },
  // A money record's lease (and a payment's invoice) never changes: the own case sends its own.
  'invoices.lease': {
    create: (id) => post('invoices', { lease: id, dueDate: dueIn(3), category: 'fee', paymentMethods: ['cash'], items: ITEMS }),
    update: { slug: 'invoices', doc: () => own.invoices, send: (id) => patch('invoices', own.invoices, { lease: id }), ownValue: () => own.leases },
  },
  'recurring-invoices.lease': {
    create: (id) => post('recurring-invoices', { lease: id, startDate: dueIn(40), dayOfMonth: 1, dueDays: 0, category: 'rent', paymentMethods: ['cash'], items: ITEMS }),
    update: { slug: 'recurring-invoices', doc: () => own.recurring, send: (id) => patch('recurring-invoices', own.recurring, { lease: id }), ownValue: () => own.leases },
  },
  'payments.invoice': {
    create: (id) => post('payments', { invoice: id, method: 'cash', amount: 100 }),
    update: { slug: 'payments', doc: () => own.payment, send: (id) => patch('payments', own.payment, { invoice: id }), ownValue: () => own.invoices },
  },
  'security-deposits.lease': {
    update: { slug: 'security-deposits', doc: () => own.deposit, send: (id) => patch('security-deposits', own.deposit, { lease: id }), ownValue: () => own.leases },
  },
  // A report's lease and the report it starts from are fixed at create (an update keeps them).
  'condition-reports.lease': {
    create: (id) => post('condition-reports', { lease: id, type: 'move-in' }),
  },
  'condition-reports.basedOn': {
    create: (id) => post('condition-reports', { lease: own.leases, type: 'move-out', basedOn: id }),
  },
  'organizations.websiteImage': {
    update: { slug: 'organizations', doc: () => attacker.organization.id, send: (id) => patch('organizations', attacker.organization.id, { websiteImage: id }) },
  },
}

/** The messages a refusal may carry: not found, or the field's own rule (the same for a missing id). */
const REFUSALS = [RELATION_NOT_FOUND, portfolioMessages.unitNotInProperty, 'The lease of this record cannot change.', 'The invoice of a payment cannot change.']

const fieldMessages = (body: any): string[] => (body?.errors ?? []).flatMap((error: any) => [error.message, ...((Array.isArray(error.data) ? error.data : (error.data?.errors ?? [])) as any[]).map((detail) => detail.message)])

async function countOf(slug: CollectionSlug): Promise<number> {
  const payload = await testPayload()
  const trash = Boolean(payload.collections[slug].config.trash)
  return (await payload.count({ collection: slug, overrideAccess: true, trash })).totalDocs
}

async function stored(slug: CollectionSlug, id: number): Promise<Record<string, unknown>> {
  const payload = await testPayload()
  return (await payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true, trash: true })) as unknown as Record<string, unknown>
}

const valueAt = (doc: Record<string, unknown>, path: string): unknown => {
  const value = path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | null | undefined)?.[key], doc)
  return Array.isArray(value) ? value.map((entry) => idOf(entry)) : idOf(value)
}

describe('V4.1.1 every relationship field a client can set is classified', () => {
  it('V4.1.1 each settable relationship field is checked by the write rule or listed with its reason', async () => {
    const payload = await testPayload()
    const req = await attackerReq()
    const unclassified: string[] = []
    const checked: string[] = []
    for (const relation of relationFields(payload)) {
      const key = `${relation.collection}.${relation.path}`
      const settable = (await clientMaySet(req, relation, 'create')) || (await clientMaySet(req, relation, 'update'))
      if (relation.field.custom?.[OWN_RELATION]) {
        checked.push(key)
        // The rule reads the target's organization: the target must have one.
        const target = relation.field.relationTo as CollectionSlug
        expect(payload.collections[target].config.flattenedFields.some((field) => field.name === 'organization'), `${key} → ${target}`).toBe(true)
        expect(ATTEMPTS[key], `${key} has no attempts in this file`).toBeDefined()
        continue
      }
      if (settable && !NOT_OWN_RELATIONS[key]) unclassified.push(key)
    }
    expect(unclassified, 'relationship fields a client can set that neither the write rule checks nor this file lists').toEqual([])
    // Nothing listed here is stale: every checked field is attempted, every listed one exists.
    expect([...checked].sort()).toEqual(Object.keys(ATTEMPTS).sort())
    const all = relationFields(payload).map((relation) => `${relation.collection}.${relation.path}`)
    expect(Object.keys(NOT_OWN_RELATIONS).filter((key) => !all.includes(key))).toEqual([])
  })

  it('V4.1.1 the attacker really reads the victim documents it is tested with, and none of the stranger', async () => {
    for (const slug of ['properties', 'units', 'leases', 'contacts', 'invoices'] as const) {
      expect((await rest('GET', `/${slug}/${readable[slug]}`, { token: attacker.token, query: { depth: 0 } })).status, `victim ${slug}`).toBe(200)
      expect((await rest('GET', `/${slug}/${foreign[slug]}`, { token: attacker.token, query: { depth: 0 } })).status, `stranger ${slug}`).toBe(404)
    }
  })
})

describe('V4.2.1 a relationship points only at a document the caller may write', () => {
  for (const [key, attempt] of Object.entries(ATTEMPTS)) {
    const [slug] = key.split('.') as [CollectionSlug]
    const path = key.slice(slug.length + 1)
    const targetOf = async (): Promise<Target> => {
      const payload = await testPayload()
      const field = payload.collections[slug].config.flattenedFields.find((entry) => entry.name === path.split('.')[0])
      const leaf = path.includes('.') ? (field as { flattenedFields?: { name: string; relationTo?: string }[] }).flattenedFields?.find((entry) => entry.name === path.split('.')[1]) : field
      return (leaf as { relationTo: Target }).relationTo
    }

    for (const [label, owner] of [
      ["another landlord's", () => foreign],
      ['a merely readable (the caller is its tenant)', () => readable],
    ] as const) {
      if (attempt.create) {
        it(`V4.2.1 POST ${slug} with ${path} = ${label} document: refused like a missing id, nothing written`, async () => {
          const target = await targetOf()
          const before = await countOf(slug)
          const refused = await attempt.create!(owner()[target])
          const missing = await attempt.create!(MISSING_ID)
          expect(refused.status, JSON.stringify(refused.body)).toBe(400)
          expect(fieldMessages(refused.body).some((message) => REFUSALS.includes(message)), JSON.stringify(refused.body)).toBe(true)
          expect(refused.body).toEqual(missing.body)
          expect(await countOf(slug)).toBe(before)
        })
      }
      if (attempt.update) {
        it(`V4.2.1 PATCH own ${slug} with ${path} = ${label} document: refused (or ignored), nothing written`, async () => {
          const target = await targetOf()
          const { slug: updated, doc } = attempt.update!
          const before = await stored(updated, doc())
          const refused = await attempt.update!.send(owner()[target])
          if (updated === 'files') expect([200, 400]).toContain(refused.status)
          else {
            const missing = await attempt.update!.send(MISSING_ID)
            expect(refused.status, JSON.stringify(refused.body)).toBe(400)
            expect(fieldMessages(refused.body).some((message) => REFUSALS.includes(message)), JSON.stringify(refused.body)).toBe(true)
            expect(refused.body).toEqual(missing.body)
            expect(await stored(updated, doc())).toEqual(before)
          }
          const after = await stored(updated, doc())
          expect(valueAt(after, path)).toEqual(valueAt(before, path))
          expect(idOf(after.organization)).toBe(idOf(before.organization))
        })
      }
    }

    if (attempt.create) {
      it(`V4.2.1 POST ${slug} with ${path} = an own document works`, async () => {
        const target = await targetOf()
        const before = await countOf(slug)
        const created = await attempt.create!(own[target])
        expect(created.status, JSON.stringify(created.body)).toBe(201)
        expect(idOf(created.body.doc.organization)).toBe(attacker.organization.id)
        expect(await countOf(slug)).toBe(before + 1)
      })
    }
    if (attempt.update && slug !== 'files') {
      it(`V4.2.1 PATCH own ${slug} with ${path} = an own document works`, async () => {
        const target = await targetOf()
        const value = attempt.update!.ownValue?.() ?? own[target]
        const response = await attempt.update!.send(value)
        expect(response.status, JSON.stringify(response.body)).toBe(200)
        const after = await stored(attempt.update!.slug, attempt.update!.doc())
        const storedValue = valueAt(after, path)
        expect(Array.isArray(storedValue) ? storedValue : [storedValue]).toContain(value)
      })
    }
  }
})

describe('V4.2.1 moving and copying into another organization', () => {
  it("V4.2.1 an own unit is not moved into another landlord's property, nor into one the caller rents", async () => {
    const payload = await testPayload()
    const unit = await createUnit(payload, { property: own.properties, name: 'Mover' })
    for (const property of [foreign.properties, readable.properties]) {
      const moved = await patch('units', unit.id, { property })
      expect(moved.status, JSON.stringify(moved.body)).toBe(400)
      expect(fieldMessages(moved.body)).toContain(RELATION_NOT_FOUND)
      const after = await stored('units', unit.id)
      expect(idOf(after.property)).toBe(own.properties)
      expect(idOf(after.organization)).toBe(attacker.organization.id)
    }
    // Nothing of the attacker's appears in the victim's or the stranger's organization.
    for (const organization of [victim.organization.id, stranger.organization.id]) {
      const { totalDocs } = await payload.count({ collection: 'units', where: { organization: { equals: organization } }, overrideAccess: true, trash: true })
      expect(totalDocs).toBe(1)
    }
  })

  it("V4.2.1 a lease, unit, note, file or invoice never lands in the victim's organization", async () => {
    const payload = await testPayload()
    for (const slug of ['units', 'leases', 'notes', 'files', 'invoices', 'recurring-invoices', 'payments', 'invitations'] as const) {
      const { docs } = await payload.find({ collection: slug, where: { organization: { equals: victim.organization.id } }, overrideAccess: true, depth: 0, pagination: false, trash: Boolean(payload.collections[slug].config.trash) })
      const byAttacker = docs.filter((doc) => idOf((doc as { uploadedBy?: unknown }).uploadedBy) === attacker.user.id || idOf((doc as { author?: unknown }).author) === attacker.user.id || idOf((doc as { recordedBy?: unknown }).recordedBy) === attacker.user.id)
      expect(byAttacker, slug).toEqual([])
    }
  })

  it('V4.2.1 the organization field names only an organization the caller is staff of', async () => {
    for (const organization of [victim.organization.id, stranger.organization.id]) {
      const before = await countOf('properties')
      const response = await post('properties', { organization, address: ADDRESS })
      expect(response.status).toBe(403)
      expect(response.body.errors[0].message).toBe(ORGANIZATION_NOT_YOURS)
      expect(await countOf('properties')).toBe(before)
    }
  })
})

describe('V4.1.2 fields the server sets from the caller ignore what the client sends', () => {
  it('V4.1.2 notes.author and files.uploadedBy are the caller', async () => {
    const note = await post('notes', { body: 'Mine', lease: own.leases, author: victim.user.id })
    expect(note.status, JSON.stringify(note.body)).toBe(201)
    expect(idOf(note.body.doc.author)).toBe(attacker.user.id)
    const file = await uploadFile({ kind: 'lease', lease: own.leases, uploadedBy: victim.user.id })
    expect(file.status, JSON.stringify(file.body)).toBe(201)
    expect(idOf(file.body.doc.uploadedBy)).toBe(attacker.user.id)
  })

  it('V4.1.2 avatars.owner is the uploader', async () => {
    const avatar = await restMultipart('POST', '/avatars', { token: attacker.token, files: [{ bytes: samplePng(), name: 'me.png', type: 'image/png' }], payload: { owner: victim.user.id } })
    expect(avatar.status, JSON.stringify(avatar.body)).toBe(201)
    expect(idOf(avatar.body.doc.owner)).toBe(attacker.user.id)
  })
})

describe('V4.2.1 what a tenant may still do on what it only reads', () => {
  it('V4.2.1 the tenant marks its invoice sent (the server writes the payment)', async () => {
    const payload = await testPayload()
    const account = await payload.create({ collection: 'accounts', data: { organization: victim.organization.id, manual: { enabled: true, methods: ['cash'], address: '1 Main St' } }, overrideAccess: true }).catch(() => null)
    expect(account ?? true).toBeTruthy()
    const before = await countOf('payments')
    const invoice = await createInvoice(payload, { lease: readable.leases, dueDate: dueIn(5), category: 'fee', paymentMethods: ['cash'], items: ITEMS }, { trustedMethods: true })
    const response = await rest('POST', `/invoices/${invoice.id}/mark-sent`, { token: attacker.token, json: { method: 'cash' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(await countOf('payments')).toBe(before + 1)
  })

  it('V4.2.1 but does not record a payment, bill, or file on it', async () => {
    const before = await Promise.all((['payments', 'invoices', 'files'] as const).map(countOf))
    const payment = await post('payments', { invoice: readable.invoices, method: 'cash', amount: 100 })
    const invoice = await post('invoices', { lease: readable.leases, dueDate: dueIn(3), category: 'fee', paymentMethods: ['cash'], items: ITEMS })
    const file = await uploadFile({ kind: 'invoice', invoice: readable.invoices })
    for (const response of [payment, invoice, file]) {
      expect(response.status, JSON.stringify(response.body)).toBe(400)
      expect(fieldMessages(response.body)).toContain(RELATION_NOT_FOUND)
    }
    expect(await Promise.all((['payments', 'invoices', 'files'] as const).map(countOf))).toEqual(before)
  })
})
