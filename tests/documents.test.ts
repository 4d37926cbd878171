import { handleEndpoints } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import config from '@api/payload.config'
import { findTemplate } from '@api/collections/Templates/lookup'
import { DOWNLOAD_MESSAGES } from '@api/collections/EditableDocuments/download'
import { SUBMISSION_MESSAGES } from '@api/collections/FormSubmissions/shared'
import { PREVIEW_MESSAGES } from '@api/documents/preview'
import { readPdfText } from '@api/documents/pdf/pdfText'
import type { Organization, Template } from '@api/payload-types'
import { errorMessage, rest } from './rest'
import { createTestTemplates } from './support/documents'
import { testPayload } from './support/payload'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

/**
 * The template catalogue, visitor drafts kept by tempId, the server-side
 * preview, claiming and completing a draft into an editable document, and its download gated
 * by the organization's subscription. A small test template (support/documents.ts), not the
 * product's templates (api/seed/templates).
 */
type Landlord = SignedIn<{ organization: Organization }>

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_leasewell_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_test_leasewell_0123456789', STRIPE_PRICE_PRO_YEARLY: 'price_test_pro_yearly' }

afterEach(() => {
  vi.unstubAllEnvs()
})

const PARTIES = { documentTitle: 'Maple Court', landlordName: 'Alice Landlord', tenantName: 'Tom Tenant' }

let groupSlug: string
let caTemplate: Template
let generalTemplate: Template
let owner: Landlord
let foreign: Landlord
let tenant: SignedIn

beforeAll(async () => {
  const payload = await testPayload()
  ;({ groupSlug, ca: caTemplate, general: generalTemplate } = await createTestTemplates(payload))
  owner = await signedInLandlord('owner')
  foreign = await signedInLandlord('foreign')
  tenant = await signedInTenant('tenant')
})

async function pdfTextOf(bytes: Uint8Array) {
  return (await readPdfText(bytes)).pages.join('\n')
}

async function newDraft(token?: string) {
  const response = await rest('POST', '/form-submissions/draft', { json: { template: caTemplate.id }, token })
  expect(response.status).toBe(201)
  return response.body.doc as { id: number; tempId: string; organization: number | null }
}

async function fillDraft(tempId: string, token?: string, rent = '1,850') {
  const parties = await rest('PATCH', `/form-submissions/draft/${tempId}`, { json: { step: 'parties', values: PARTIES }, token })
  expect(parties.body.errors).toEqual({})
  const rentPage = await rest('PATCH', `/form-submissions/draft/${tempId}`, { json: { step: 'rent', values: { monthlyRent: rent } }, token })
  expect(rentPage.body.errors).toEqual({})
  return rentPage.body.doc
}

/** A visitor's filled draft, claimed and completed by `owner`: the editable document's id. */
async function ownersDocument(rent?: string) {
  const draft = await newDraft()
  await fillDraft(draft.tempId, undefined, rent)
  expect((await rest('POST', `/form-submissions/draft/${draft.tempId}/claim`, { token: owner.token })).status).toBe(200)
  const completed = await rest('POST', `/form-submissions/${draft.id}/complete`, { token: owner.token })
  expect(completed.status).toBe(200)
  return { draft, editableDocument: completed.body.editableDocument as { id: number; name: string; category: string } }
}

describe('template catalogue', () => {
  it('is public to read and changed by admins only', async () => {
    for (const path of ['/template-groups', '/templates', '/forms']) {
      const response = await rest('GET', path)
      expect(response.status).toBe(200)
      expect(response.body.totalDocs).toBeGreaterThan(0)
    }
    const created = await rest('POST', '/template-groups', { json: { slug: 'mine', name: 'Mine' }, token: owner.token })
    expect(created.status).toBe(403)
    const changed = await rest('PATCH', `/templates/${caTemplate.id}`, { json: { states: ['TX'] }, token: owner.token })
    expect(changed.status).toBe(403)
  })

  it('refuses a form definition and a document body the engines cannot read', async () => {
    const payload = await testPayload()
    const brokenForm = payload.create({ collection: 'forms', data: { name: 'Broken', fields: [{ blockType: 'pageSection', name: 'x', label: 'X', blocks: [{ blockType: 'nope' }] }] } })
    expect(await fieldErrors(brokenForm)).toMatch(/Invalid form definition \(/)
    const brokenBody = payload.create({
      collection: 'templates',
      data: { templateGroup: relationIdOf(caTemplate.templateGroup), states: ['NY'], form: relationIdOf(caTemplate.form), body: { title: 'No blocks' } },
    })
    expect(await fieldErrors(brokenBody)).toMatch(/Invalid document body \(blocks/)
    expect(await fieldErrors(payload.create({ collection: 'template-groups', data: { slug: 'Not A Slug', name: 'x', category: 'other' } }))).toMatch(/lower-case/)
  })

  it('finds a template by group slug and state (product-spec §7), general for ALL', async () => {
    const payload = await testPayload()
    const ca = await findTemplate(payload, { slug: groupSlug, state: 'ca' })
    expect(ca?.id).toBe(caTemplate.id)
    expect(typeof ca?.form === 'object' && ca.form.name).toBe('Test lease form')
    expect(typeof ca?.templateGroup === 'object' && ca.templateGroup.slug).toBe(groupSlug)
    expect((await findTemplate(payload, { slug: groupSlug, state: 'general' }))?.id).toBe(generalTemplate.id)
    expect(await findTemplate(payload, { slug: groupSlug, state: 'tx' })).toBeNull()
    expect(await findTemplate(payload, { slug: groupSlug, state: 'zz' })).toBeNull()
    expect(await findTemplate(payload, { slug: 'no-such-group', state: 'ca' })).toBeNull()
  })
})

const relationIdOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The field messages of a refused local-API write (Payload's ValidationError). */
async function fieldErrors(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught as { data?: { errors?: { message: string }[] } },
  )
  expect(error).not.toBeNull()
  return (error?.data?.errors ?? []).map((item) => item.message).join(' | ')
}

describe('visitor drafts', () => {
  it('are created, read and saved page by page through their tempId only', async () => {
    const draft = await newDraft()
    expect(draft.tempId).toMatch(/^[0-9a-f]{32}$/)
    expect(draft.organization).toBeNull()

    const empty = await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'parties', values: { landlordName: '  ' } } })
    expect(empty.status).toBe(200)
    expect(empty.body.errors).toMatchObject({ landlordName: 'This field is required.', tenantName: 'This field is required.' })
    expect(empty.body.doc.visitedSteps).toEqual(['parties'])

    const withPet = await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'parties', values: { ...PARTIES, hasPets: 'on', petDeposit: 'lots' } } })
    expect(withPet.body.errors.petDeposit).toBeTruthy()

    const saved = await fillDraft(draft.tempId)
    expect(saved.submission).toMatchObject({ landlordName: 'Alice Landlord', hasPets: false, monthlyRent: 185000, userDefinedDocumentName: 'Lease for Maple Court' })
    expect(saved.visitedSteps).toEqual(['parties', 'rent'])

    const read = await rest('GET', `/form-submissions/draft/${draft.tempId}`)
    expect(read.status).toBe(200)
    expect(read.body.doc).toMatchObject({ id: draft.id, status: 'draft', submission: { tenantName: 'Tom Tenant' } })

    const unknownStep = await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'nowhere', values: {} } })
    expect(unknownStep.status).toBe(400)
    expect(errorMessage(unknownStep.body)).toBe(SUBMISSION_MESSAGES.unknownStep)
    expect((await rest('GET', `/form-submissions/draft/${'0'.repeat(32)}`)).status).toBe(404)
    expect((await rest('GET', '/form-submissions/draft/not-a-key')).status).toBe(404)
  })

  it('keep both pages when two are saved at once', async () => {
    const draft = await newDraft()
    const [parties, rentPage] = await Promise.all([
      rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'parties', values: PARTIES } }),
      rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'rent', values: { monthlyRent: '900' } } }),
    ])
    expect([parties.status, rentPage.status]).toEqual([200, 200])
    const read = await rest('GET', `/form-submissions/draft/${draft.tempId}`)
    expect(read.body.doc.submission).toMatchObject({ landlordName: 'Alice Landlord', monthlyRent: 90000 })
    expect([...read.body.doc.visitedSteps].sort()).toEqual(['parties', 'rent'])
  })

  it('are never listed nor read by id', async () => {
    const draft = await newDraft()
    expect((await rest('GET', '/form-submissions')).status).toBe(403)
    expect((await rest('GET', `/form-submissions/${draft.id}`)).status).toBe(403)
    const listed = await rest('GET', '/form-submissions', { token: foreign.token, query: { limit: 100 } })
    expect(listed.status).toBe(200)
    expect(listed.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(draft.id)
    expect((await rest('GET', `/form-submissions/${draft.id}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('POST', '/form-submissions', { json: { template: caTemplate.id }, token: foreign.token })).status).toBe(403)
  })

  it('need a known template', async () => {
    const missing = await rest('POST', '/form-submissions/draft', { json: {} })
    expect(missing.status).toBe(400)
    expect(errorMessage(missing.body)).toBe('Template is required')
    expect((await rest('POST', '/form-submissions/draft', { json: { template: 987_654 } })).status).toBe(400)
  })
})

describe('preview', () => {
  it('renders the template with the visible answers as a base64 PDF', async () => {
    const submission = { ...PARTIES, monthlyRent: 185000, hasPets: false, petDeposit: 50000 }
    const response = await rest('POST', '/form-submissions/preview', { json: { template: caTemplate.id, submission } })
    expect(response.status).toBe(200)
    expect(response.body.filename).toBe('Lease-for-Maple-Court.pdf')
    const bytes = Buffer.from(response.body.preview, 'base64')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfTextOf(bytes)
    expect(text).toContain('Alice Landlord leases the premises to Tom Tenant.')
    expect(text).toContain('$1,850.00')
    // The pet deposit is hidden without a pet: neither its clause nor its amount.
    expect(text).not.toContain('$500.00')

    const withPet = await rest('POST', '/form-submissions/preview', { json: { template: caTemplate.id, submission: { ...submission, hasPets: true } } })
    expect(await pdfTextOf(Buffer.from(withPet.body.preview, 'base64'))).toContain('pet deposit of $500.00')
  })

  it('needs a template and a submission', async () => {
    const noTemplate = await rest('POST', '/form-submissions/preview', { json: { submission: PARTIES } })
    expect(noTemplate.status).toBe(400)
    expect(errorMessage(noTemplate.body)).toBe(PREVIEW_MESSAGES.templateRequired)
    const noSubmission = await rest('POST', '/form-submissions/preview', { json: { template: caTemplate.id } })
    expect(noSubmission.status).toBe(400)
    expect(errorMessage(noSubmission.body)).toBe(PREVIEW_MESSAGES.submissionRequired)
    expect((await rest('POST', '/form-submissions/preview', { json: { template: 987_654, submission: {} } })).status).toBe(404)
    const huge = await rest('POST', '/form-submissions/preview', { json: { template: caTemplate.id, submission: { landlordName: 'x'.repeat(600 * 1024) } } })
    expect(huge.status).toBe(413)
  })

  it('is throttled per address', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 200)}.7`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 61; attempt++) {
      statuses.push((await rest('POST', '/form-submissions/preview', { json: { template: caTemplate.id }, ip })).status)
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})

describe('claim, complete and download', () => {
  it('turns a claimed draft into the landlord’s editable document', async () => {
    const draft = await newDraft()
    await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'parties', values: PARTIES } })

    // Not yet claimed: no organization holds it.
    expect((await rest('POST', `/form-submissions/${draft.id}/complete`, { token: owner.token })).status).toBe(404)
    expect((await rest('POST', `/form-submissions/draft/${draft.tempId}/claim`)).status).toBe(401)
    const tenantClaim = await rest('POST', `/form-submissions/draft/${draft.tempId}/claim`, { token: tenant.token })
    expect(tenantClaim.status).toBe(403)

    const claimed = await rest('POST', `/form-submissions/draft/${draft.tempId}/claim`, { token: owner.token })
    expect(claimed.status).toBe(200)
    expect(claimed.body.doc.organization).toBe(owner.organization.id)
    // Once claimed, the tempId opens it for the organization only.
    expect((await rest('GET', `/form-submissions/draft/${draft.tempId}`)).status).toBe(404)
    expect((await rest('GET', `/form-submissions/draft/${draft.tempId}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('POST', `/form-submissions/draft/${draft.tempId}/claim`, { token: foreign.token })).status).toBe(404)
    expect((await rest('GET', `/form-submissions/draft/${draft.tempId}`, { token: owner.token })).status).toBe(200)

    const incomplete = await rest('POST', `/form-submissions/${draft.id}/complete`, { token: owner.token })
    expect(incomplete.status).toBe(400)
    expect(errorMessage(incomplete.body)).toBe(SUBMISSION_MESSAGES.incomplete)
    expect(incomplete.body.errors[0].data).toMatchObject({ step: 'rent', errors: { monthlyRent: 'This field is required.' } })

    await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'rent', values: { monthlyRent: '1850' } }, token: owner.token })
    expect((await rest('POST', `/form-submissions/${draft.id}/complete`, { token: foreign.token })).status).toBe(404)
    const completed = await rest('POST', `/form-submissions/${draft.id}/complete`, { token: owner.token })
    expect(completed.status).toBe(200)
    expect(completed.body.doc.status).toBe('complete')
    const document = completed.body.editableDocument
    expect(document).toMatchObject({ name: 'Lease for Maple Court', category: 'lease', organization: owner.organization.id, formSubmission: draft.id, template: caTemplate.id })
    expect(completed.body.doc.editableDocument).toBe(document.id)

    // Completing again (after an edit) keeps the one document and the landlord's name for it.
    await rest('PATCH', `/editable-documents/${document.id}`, { json: { name: 'Maple lease' }, token: owner.token })
    const again = await rest('POST', `/form-submissions/${draft.id}/complete`, { token: owner.token })
    expect(again.body.editableDocument).toMatchObject({ id: document.id, name: 'Maple lease' })
    const [first, second] = await Promise.all([1, 2].map(() => rest('POST', `/form-submissions/${draft.id}/complete`, { token: owner.token })))
    expect([first!.body.editableDocument.id, second!.body.editableDocument.id]).toEqual([document.id, document.id])
    const listed = await rest('GET', '/editable-documents', { token: owner.token, query: { where: { formSubmission: { equals: draft.id } } } })
    expect(listed.body.totalDocs).toBe(1)
  })

  it('downloads without Stripe keys (self-hosted: every organization has access)', async () => {
    const { editableDocument } = await ownersDocument()
    const plain = await rest('PATCH', `/editable-documents/${editableDocument.id}`, { json: { name: 'Maple lease' }, token: owner.token })
    expect(plain.status).toBe(200)
    expect(plain.body.doc.editableDocumentDownload ?? null).toBeNull()

    const patched = await rest('PATCH', `/editable-documents/${editableDocument.id}`, { json: { download: true }, token: owner.token })
    expect(patched.status).toBe(200)
    const download = patched.body.doc.editableDocumentDownload
    expect(download).toEqual({ url: `http://localhost:3000/api/editable-documents/${editableDocument.id}/file`, filename: 'Maple-lease.pdf' })

    const file = await rest('GET', `/editable-documents/${editableDocument.id}/file`, { token: owner.token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="Maple-lease.pdf"')
  })

  it('renders the current answers: an edit through the form shows in the file', async () => {
    const payload = await testPayload()
    const { draft, editableDocument } = await ownersDocument('2,100')
    const edited = await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'rent', values: { monthlyRent: '2,250' } }, token: owner.token })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ saved: true, errors: {} })
    const text = await pdfTextOf(await fileBytes(editableDocument.id, owner.token))
    expect(text).toContain('$2,250.00')
    expect(text).not.toContain('$2,100.00')
    // A complete submission never takes a page with errors: the document keeps rendering.
    const cleared = await rest('PATCH', `/form-submissions/draft/${draft.tempId}`, { json: { step: 'rent', values: { monthlyRent: '' } }, token: owner.token })
    expect(cleared.body).toMatchObject({ saved: false, errors: { monthlyRent: 'This field is required.' } })
    expect(cleared.body.doc.submission.monthlyRent).toBe(225000)
    const direct = await rest('PATCH', `/form-submissions/${draft.id}`, { json: { submission: { ...cleared.body.doc.submission, monthlyRent: null } }, token: owner.token })
    expect(direct.status).toBe(400)
    expect(errorMessage(direct.body)).toBe(SUBMISSION_MESSAGES.incomplete)
    expect((await rest('PATCH', `/form-submissions/${draft.id}`, { json: { status: 'draft' }, token: owner.token })).body.doc.status).toBe('complete')
    const stored = await payload.findByID({ collection: 'form-submissions', id: draft.id, depth: 0 })
    expect(stored.status).toBe('complete')
  })

  it('is refused without a subscription that grants access when Stripe is configured', async () => {
    const { editableDocument } = await ownersDocument()
    for (const [name, value] of Object.entries(STRIPE_ENV)) vi.stubEnv(name, value)
    const refused = await rest('PATCH', `/editable-documents/${editableDocument.id}`, { json: { download: true }, token: owner.token })
    expect(refused.status).toBe(402)
    expect(errorMessage(refused.body)).toBe(DOWNLOAD_MESSAGES.subscriptionRequired)
    const file = await rest('GET', `/editable-documents/${editableDocument.id}/file`, { token: owner.token })
    expect(file.status).toBe(402)

    const payload = await testPayload()
    await payload.update({ collection: 'organizations', id: owner.organization.id, data: { subscription: { status: 'active', plan: 'pro_yearly' } } })
    try {
      const granted = await rest('PATCH', `/editable-documents/${editableDocument.id}`, { json: { download: true }, token: owner.token })
      expect(granted.status).toBe(200)
      expect(granted.body.doc.editableDocumentDownload.filename).toBe('Lease-for-Maple-Court.pdf')
      expect((await rest('GET', `/editable-documents/${editableDocument.id}/file`, { token: owner.token })).status).toBe(200)
    } finally {
      await payload.update({ collection: 'organizations', id: owner.organization.id, data: { subscription: { status: null } } })
    }
  })

  it('is 404 for another landlord and a tenant, by id and as a file', async () => {
    const { editableDocument } = await ownersDocument()
    for (const other of [foreign, tenant]) {
      expect((await rest('GET', `/editable-documents/${editableDocument.id}`, { token: other.token })).status).toBe(404)
      expect((await rest('GET', `/editable-documents/${editableDocument.id}/file`, { token: other.token })).status).toBe(404)
      expect((await rest('PATCH', `/editable-documents/${editableDocument.id}`, { json: { download: true }, token: other.token })).status).toBe(404)
      expect((await rest('DELETE', `/editable-documents/${editableDocument.id}`, { token: other.token })).status).toBe(404)
    }
    expect((await rest('GET', `/editable-documents/${editableDocument.id}/file`)).status).toBe(401)
    expect((await rest('GET', '/editable-documents/987654/file', { token: owner.token })).status).toBe(404)
  })

  it('are created only by completing a submission', async () => {
    const { draft } = await ownersDocument()
    const direct = await rest('POST', '/editable-documents', { json: { name: 'Forged', formSubmission: draft.id }, token: owner.token })
    expect(direct.status).toBe(403)
    const deleted = await rest('DELETE', `/form-submissions/${draft.id}`, { token: owner.token })
    expect(deleted.status).toBe(409)
    expect(errorMessage(deleted.body)).toBe(SUBMISSION_MESSAGES.hasDocument)
    const abandoned = await newDraft(owner.token)
    expect(abandoned.organization).toBe(owner.organization.id)
    expect((await rest('DELETE', `/form-submissions/${abandoned.id}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('DELETE', `/form-submissions/${abandoned.id}`, { token: owner.token })).status).toBe(200)
  })
})

/** The file endpoint's bytes as they are (rest() reads bodies as text). */
async function fileBytes(id: number, token: string) {
  await testPayload()
  const url = new URL(`/api/editable-documents/${id}/file`, process.env.SERVER_URL)
  const request = new Request(url, { headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': '10.0.0.1' } })
  const response = await handleEndpoints({ config, request, path: url.pathname })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}
