import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import config from '@api/payload.config'
import { readPdfText } from '@api/documents/pdf/pdfText'
import { createLease, createProperty, createUnit, ensureFeatureFlags } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { action as documentAction, loader as documentLoader } from '~/routes/app/landlord/documents.$documentId'
import { loader as documentsLoader } from '~/routes/app/landlord/documents'
import { loader as documentFormLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.$editableDocumentId'
import { loader as documentEditLoader } from '~/routes/app/landlord/documents.$documentId.edit'
import { action as formAction, loader as formLoader } from '~/routes/app/forms/$templateSlug.$stateSlug'
import { loader as previewPdfLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.preview.pdf'
import { loader as formsLoader } from '~/routes/app/landlord/forms'
import { loader as wizardsLoader } from '~/routes/app/landlord/wizards'
import { documentMessages } from '~/features/documents/documents'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { messages } from '@common/messages'
import { createTestDocument, createTestTemplates, type TestTemplates } from './support/documents'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { account, fieldErrors, requestContext, routeRequest, routeRunner, type Account } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * The landlord's documents pages as a browser without JavaScript uses them: the
 * real loaders and actions against the real REST API, with documents made from the small
 * test template (support/documents.ts).
 */
let templates: TestTemplates
let owner: SignedIn<{ organization: Organization }>
let landlord: Account
let other: Account
let otherOrganization: number
/** The owner's documents: a lease one linked to lease A (and its property), an 'other' one unlinked. */
let docs: { leaseDoc: number; otherDoc: number; foreignDoc: number }
let mine: { property: number; leaseA: number; leaseB: number }
let foreignLease: number

const run = routeRunner(() => landlord)
const docPath = (id: number, search = '') => `/app/landlord/documents/${id}${search}`
const docPage = (id: number, who = landlord, search = '') => run(documentLoader, docPath(id, search), { params: { documentId: String(id) }, who })
const docPost = (id: number, form: Record<string, string>, who = landlord) =>
  run(documentAction, docPath(id), { params: { documentId: String(id) }, form: { returnTo: docPath(id), ...form }, who })

beforeAll(async () => {
  const payload = await testPayload()
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  templates = await createTestTemplates(payload)
  owner = await signedInLandlord('documents-pages')
  const foreign = await signedInLandlord('documents-pages-other')
  landlord = account(owner)
  other = account(foreign)
  otherOrganization = foreign.organization.id

  const organization = owner.organization.id
  const property = await createProperty(payload, { organization, nickname: 'Maple Court' })
  const unitA = await createUnit(payload, { property: property.id, name: 'Unit 1' })
  const unitB = await createUnit(payload, { property: property.id, name: 'Unit 2' })
  const leaseA = await createLease(payload, { unit: unitA.id, rent: 150000, status: 'active', nickname: 'Garcia lease' })
  const leaseB = await createLease(payload, { unit: unitB.id, rent: 120000, status: 'active', nickname: 'Nguyen lease' })
  mine = { property: property.id, leaseA: leaseA.id, leaseB: leaseB.id }

  const foreignProperty = await createProperty(payload, { organization: otherOrganization, address: { line1: '9 Elm Street', city: 'Austin', state: 'TX', postalCode: '78701' } })
  const foreignUnit = await createUnit(payload, { property: foreignProperty.id, name: 'Unit 9' })
  foreignLease = (await createLease(payload, { unit: foreignUnit.id, rent: 99000, status: 'active' })).id

  const leaseDoc = (await createTestDocument(payload, organization, templates.ca.id)).document
  await payload.update({ collection: 'editable-documents', id: leaseDoc.id, data: { lease: leaseA.id, property: property.id }, overrideAccess: true })
  const otherDoc = (await createTestDocument(payload, organization, templates.general.id)).document
  await payload.update({ collection: 'editable-documents', id: otherDoc.id, data: { name: 'Notice to enter', category: 'other' }, overrideAccess: true })
  const foreignDoc = (await createTestDocument(payload, otherOrganization, templates.ca.id)).document
  docs = { leaseDoc: leaseDoc.id, otherDoc: otherDoc.id, foreignDoc: foreignDoc.id }
})

afterAll(() => clearFeatureFlagCache())

const idsOf = (outcome: { data?: { rows: Array<{ id: number }> } }) => (outcome.data?.rows ?? []).map((row) => row.id).sort((a, b) => a - b)

describe('the documents list', () => {
  it("lists the organization's documents only, with category, links and dates", async () => {
    const list = await run(documentsLoader, '/app/landlord/documents')
    expect(list.status).toBe(200)
    expect(idsOf(list)).toEqual([docs.leaseDoc, docs.otherDoc].sort((a, b) => a - b))
    const row = list.data.rows.find((candidate: { id: number }) => candidate.id === docs.leaseDoc)
    expect(row).toMatchObject({ name: 'Lease for Maple Court', category: 'lease', lease: { id: mine.leaseA, title: 'Garcia lease' }, property: { id: mine.property, title: 'Maple Court' } })
    expect(row.createdAt).toEqual(expect.any(String))
    expect(list.data).toMatchObject({ page: 1, hasNextPage: false })
    // Forms are on for landlords by default: the empty state and 'Create a document' lead to the in-app catalogue.
    expect(list.data.formsHref).toBe('/app/landlord/forms')
  })

  it('reads the filters from repeated URL params (leases, properties, category) and names them', async () => {
    const byLease = await run(documentsLoader, `/app/landlord/documents?leases=${mine.leaseA}&leases=${mine.leaseB}`)
    expect(idsOf(byLease)).toEqual([docs.leaseDoc])
    expect(byLease.data.filters).toEqual({ leases: [mine.leaseA, mine.leaseB], properties: [], categories: [] })
    expect(byLease.data.leaseOptions.map(([, label]: [string, string]) => label)).toEqual(['Garcia lease (Austin, TX 78701) · Active', 'Nguyen lease (Austin, TX 78701) · Active'])

    const byProperty = await run(documentsLoader, `/app/landlord/documents?properties[]=${mine.property}`)
    expect(idsOf(byProperty)).toEqual([docs.leaseDoc])

    const byCategory = await run(documentsLoader, '/app/landlord/documents?category=other&category=tax&category=bogus')
    expect(idsOf(byCategory)).toEqual([docs.otherDoc])
    expect(byCategory.data.filters.categories).toEqual(['other', 'tax'])

    const combined = await run(documentsLoader, `/app/landlord/documents?category=other&leases=${mine.leaseA}`)
    expect(idsOf(combined)).toEqual([])

    const searched = await run(documentsLoader, '/app/landlord/documents?q=notice')
    expect(idsOf(searched)).toEqual([docs.otherDoc])
  })

  it("offers only the landlord's own leases and properties in the filter drawer; another's ids match nothing", async () => {
    const drawer = await run(documentsLoader, '/app/landlord/documents?d=document-filter')
    expect(drawer.data.leaseOptions.map(([id]: [string]) => Number(id)).sort()).toEqual([mine.leaseA, mine.leaseB].sort())
    expect(drawer.data.propertyOptions.map(([id]: [string]) => Number(id))).toEqual([mine.property])
    expect(idsOf(await run(documentsLoader, `/app/landlord/documents?leases=${foreignLease}`))).toEqual([])
  })
})

describe('one document', () => {
  it('shows the document; another landlord gets 404 for it (page and actions)', async () => {
    const page = await docPage(docs.leaseDoc)
    expect(page.status).toBe(200)
    expect(page.data.document).toMatchObject({ id: docs.leaseDoc, name: 'Lease for Maple Court', category: 'lease', lease: { id: mine.leaseA } })
    expect((await docPage(docs.leaseDoc, other)).status).toBe(404)
    expect((await docPage(docs.foreignDoc)).status).toBe(404)
    expect((await docPost(docs.foreignDoc, { intent: 'document-rename', name: 'Mine now' })).status).toBe(404)
    expect((await docPost(docs.foreignDoc, { intent: 'document-delete' })).status).toBe(404)
    expect((await run(documentLoader, '/app/landlord/documents/abc', { params: { documentId: 'abc' } })).status).toBe(404)
  })

  it("sends the Subscribe dialog's post to the file when access is already granted (no Stripe keys: self-hosted)", async () => {
    const subscribe = await docPost(docs.leaseDoc, { intent: 'subscribe', target: String(docs.leaseDoc) })
    expect(subscribe).toMatchObject({ status: 303, location: `/app/landlord/documents/${docs.leaseDoc}/file` })
    expect((await docPost(docs.foreignDoc, { intent: 'subscribe', target: String(docs.foreignDoc) })).status).toBe(404)
  })

  it('renames (a name is required)', async () => {
    const empty = await docPost(docs.otherDoc, { intent: 'document-rename', name: '  ' })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty).name).toEqual([messages.fieldRequired])

    const renamed = await docPost(docs.otherDoc, { intent: 'document-rename', name: 'Notice to enter — Unit 2' })
    expect(renamed).toMatchObject({ status: 302, location: docPath(docs.otherDoc), toast: { type: 'success', title: documentMessages.renamed } })
    expect((await docPage(docs.otherDoc)).data.document.name).toBe('Notice to enter — Unit 2')
  })

  it("connects to the landlord's lease and property, refuses another's, and disconnects", async () => {
    const drawer = await docPage(docs.otherDoc, landlord, '?d=document-connect')
    expect(drawer.data.leaseOptions.map(([id]: [string]) => Number(id)).sort()).toEqual([mine.leaseA, mine.leaseB].sort())
    expect(drawer.data.propertyOptions).toEqual([[String(mine.property), 'Maple Court (Austin, TX 78701)']])

    const connected = await docPost(docs.otherDoc, { intent: 'document-connect', lease: String(mine.leaseB), property: String(mine.property) })
    expect(connected).toMatchObject({ status: 302, toast: { title: documentMessages.connected } })
    expect((await docPage(docs.otherDoc)).data.document).toMatchObject({ lease: { id: mine.leaseB, title: 'Nguyen lease' }, property: { id: mine.property } })
    expect(idsOf(await run(documentsLoader, `/app/landlord/documents?leases=${mine.leaseB}`))).toEqual([docs.otherDoc])

    const foreign = await docPost(docs.otherDoc, { intent: 'document-connect', lease: String(foreignLease) })
    expect(foreign.status).toBeGreaterThanOrEqual(400)
    expect(foreign.status).toBeLessThan(500)
    expect((await docPage(docs.otherDoc)).data.document.lease).toMatchObject({ id: mine.leaseB })

    const cleared = await docPost(docs.otherDoc, { intent: 'document-connect', lease: '', property: '' })
    expect(cleared.status).toBe(302)
    expect((await docPage(docs.otherDoc)).data.document).toMatchObject({ lease: null, property: null })
  })

  it('deletes to the trash: gone from the list and the page, still in the trash', async () => {
    const deleted = await docPost(docs.otherDoc, { intent: 'document-delete' })
    expect(deleted).toMatchObject({ status: 302, location: '/app/landlord/documents', toast: { title: documentMessages.deleted } })
    expect((await docPage(docs.otherDoc)).status).toBe(404)
    expect(idsOf(await run(documentsLoader, '/app/landlord/documents'))).toEqual([docs.leaseDoc])
    const payload = await testPayload()
    const trashed = await payload.findByID({ collection: 'editable-documents', id: docs.otherDoc, trash: true, overrideAccess: true })
    expect(trashed.deletedAt).toEqual(expect.any(String))
  })
})

/** The document's PDF as the API serves it (GET /api/editable-documents/{id}/file), as text. */
async function documentPdfText(id: number, who: Account) {
  const url = new URL(`/api/editable-documents/${id}/file`, process.env.SERVER_URL)
  const response = await handleEndpoints({ config, request: new Request(url, { headers: { Authorization: `JWT ${who.token}` } }), path: url.pathname })
  expect(response.status).toBe(200)
  return (await readPdfText(new Uint8Array(await response.arrayBuffer()))).pages.join('\n')
}

describe('editing a document through its form', () => {
  it('reopens the prefilled form; a saved page changes the downloaded PDF; another landlord gets 404', async () => {
    const edit = await run(documentEditLoader, docPath(docs.leaseDoc, '/edit'), { params: { documentId: String(docs.leaseDoc) } })
    expect(edit.status).toBe(302)
    // The spec's address of a document reopened in its form, which opens its own submission.
    expect(edit.location).toBe(`/app/forms/${templates.groupSlug}/ca/${docs.leaseDoc}`)
    const reopen = await run(documentFormLoader, edit.location!, {
      params: { templateSlug: templates.groupSlug, stateSlug: 'ca', editableDocumentId: String(docs.leaseDoc) },
    })
    expect(reopen.status).toBe(302)
    const wrongState = await run(documentFormLoader, `/app/forms/${templates.groupSlug}/ny/${docs.leaseDoc}`, {
      params: { templateSlug: templates.groupSlug, stateSlug: 'ny', editableDocumentId: String(docs.leaseDoc) },
    })
    expect(wrongState.location).toBe(edit.location)
    const location = new URL(reopen.location!, 'http://localhost')
    expect(location.pathname).toBe(`/app/forms/${templates.groupSlug}/ca`)
    const tempId = location.searchParams.get('tempId')!
    expect(tempId).toMatch(/^[0-9a-f]{32}$/)

    const formParams = { templateSlug: templates.groupSlug, stateSlug: 'ca' }
    const page = await run(formLoader, `${location.pathname}${location.search}&step=0`, { params: formParams })
    expect(page.status).toBe(200)
    expect(page.data.answers).toMatchObject({ landlordName: 'Alice Landlord', tenantName: 'Tom Tenant' })

    expect(await documentPdfText(docs.leaseDoc, landlord)).toContain('Alice Landlord leases the premises to Tom Tenant.')
    const saved = await run(formAction, `${location.pathname}?tempId=${tempId}&step=0`, {
      params: formParams,
      form: { tempId, stepKey: 'parties', intent: 'next', documentTitle: 'Maple Court', landlordName: 'Alice Landlord', tenantName: 'Tina Tenant' },
    })
    expect(saved.status, JSON.stringify(saved.data)).toBe(302)
    expect(await documentPdfText(docs.leaseDoc, landlord)).toContain('Alice Landlord leases the premises to Tina Tenant.')

    // The document page shows the same answers inline (the form preview's PDF of its submission).
    const view = await docPage(docs.leaseDoc)
    expect(view.data.viewHref).toBe(`/app/forms/${templates.groupSlug}/ca/preview.pdf?tempId=${tempId}`)
    const request = routeRequest(view.data.viewHref)
    const { context } = await requestContext(request.url, landlord)
    const response = (await previewPdfLoader({ request, context, params: formParams } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline/)
    expect((await readPdfText(new Uint8Array(await response.arrayBuffer()))).pages.join('\n')).toContain('to Tina Tenant.')

    expect((await run(documentEditLoader, docPath(docs.leaseDoc, '/edit'), { params: { documentId: String(docs.leaseDoc) }, who: other })).status).toBe(404)
    expect((await run(documentEditLoader, docPath(docs.foreignDoc, '/edit'), { params: { documentId: String(docs.foreignDoc) } })).status).toBe(404)
  })
})

describe('forms and wizards', () => {
  it('shows the in-app catalogue while forms are on, else 404', async () => {
    const catalogue = await run(formsLoader, '/app/landlord/forms')
    expect(catalogue.status).toBe(200)
    expect(catalogue.data.groups.map((group: { slug: string }) => group.slug)).toContain(templates.groupSlug)

    const payload = await testPayload()
    const { docs: flags } = await payload.find({ collection: 'feature-flags', where: { role: { equals: 'landlord' } }, limit: 1, overrideAccess: true })
    const flag = flags[0]!
    await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: (flag.features ?? []).filter((feature) => feature !== 'forms') }, overrideAccess: true })
    clearFeatureFlagCache()
    try {
      expect((await run(formsLoader, '/app/landlord/forms')).status).toBe(404)
      expect((await run(documentsLoader, '/app/landlord/documents')).data.formsHref).toBe('/app/forms')
    } finally {
      await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: flag.features ?? [] }, overrideAccess: true })
      clearFeatureFlagCache()
    }
  })

  it('redirects /app/landlord/wizards to the landlord home', async () => {
    expect(await run(wizardsLoader, '/app/landlord/wizards')).toMatchObject({ status: 302, location: '/app/landlord/' })
  })
})

describe('a document made from a lease', () => {
  it("is connected to the lease (and its property) the form was filled in from; another landlord's lease connects nothing", async () => {
    const payload = await testPayload()
    const group = await payload.create({ collection: 'template-groups', data: { slug: `test-notice-${Date.now()}`, name: 'Test notice', category: 'other', order: 2 } })
    const form = await payload.create({
      collection: 'forms',
      data: {
        name: 'Test notice form',
        fields: [
          {
            blockType: 'pageSection',
            id: 'sec-notice',
            name: 'notice',
            label: 'Notice',
            blocks: [
              { blockType: 'documentName', id: 'n0', name: 'documentTitle', label: 'Name this notice', prepend: 'Notice for', required: true },
              { blockType: 'prefillLease', id: 'n1', name: 'lease', label: 'Fill in from one of your leases', rent: 'rent' },
              { blockType: 'currency', id: 'n2', name: 'rent', label: 'Rent', required: true },
            ],
          },
        ],
      },
    })
    const template = await payload.create({ collection: 'templates', data: { name: 'Test notice', templateGroup: group.id, states: ['ALL'], form: form.id, body: { title: 'Notice', blocks: [{ kind: 'clause', title: 'Rent', content: ['Rent is {{rent | cents}}.'] }] } } })
    const complete = async (lease: number) => {
      const draft = await rest('POST', '/form-submissions/draft', { json: { template: template.id }, token: owner.token })
      expect(draft.status).toBe(201)
      const saved = await rest('PATCH', `/form-submissions/draft/${draft.body.doc.tempId}`, { json: { step: 'notice', values: { documentTitle: 'Garcia', lease: String(lease), rent: '1500' } }, token: owner.token })
      expect(saved.body.errors).toEqual({})
      const completed = await rest('POST', `/form-submissions/${draft.body.doc.id}/complete`, { token: owner.token })
      expect(completed.status).toBe(200)
      return completed.body.editableDocument.id as number
    }
    const fromLease = await complete(mine.leaseA)
    const page = await docPage(fromLease)
    expect(page.data.document).toMatchObject({ lease: { id: mine.leaseA, title: 'Garcia lease' }, property: { id: mine.property, title: 'Maple Court' } })
    const foreign = await docPage(await complete(foreignLease))
    expect(foreign.data.document).toMatchObject({ lease: null, property: null })
  })

  it('has a way back to the documents list', async () => {
    const { document } = await createTestDocument(await testPayload(), owner.organization.id, templates.general.id)
    expect((await docPage(document.id)).data.back).toEqual({ href: '/app/landlord/documents', label: 'Documents' })
  })
})
