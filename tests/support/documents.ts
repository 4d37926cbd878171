import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { EditableDocument, FormSubmission, Template } from '@api/payload-types'

/**
 * A small lease template for the document tests (not product content: the real templates
 * live in api/seed/templates). Two pages: parties (document name, names, a pet question
 * whose deposit shows only with a pet) and rent.
 */
export const TEST_FORM_FIELDS = [
  {
    blockType: 'pageSection',
    id: 'sec-parties',
    name: 'parties',
    label: 'Parties',
    blocks: [
      { blockType: 'documentName', id: 'p0', name: 'documentTitle', label: 'Name this lease', prepend: 'Lease for', required: true },
      { blockType: 'text', id: 'p1', name: 'landlordName', label: 'Landlord', required: true },
      { blockType: 'text', id: 'p2', name: 'tenantName', label: 'Tenant', required: true },
      { blockType: 'checkbox', id: 'p3', name: 'hasPets', label: 'The tenant keeps a pet' },
      {
        blockType: 'currency',
        id: 'p4',
        name: 'petDeposit',
        label: 'Pet deposit',
        required: true,
        conditional: { enableConditional: true, fieldSelector: 'hasPets', conditionalIs: 'equal', value: 'true' },
      },
    ],
  },
  {
    blockType: 'pageSection',
    id: 'sec-rent',
    name: 'rent',
    label: 'Rent',
    blocks: [{ blockType: 'currency', id: 'r1', name: 'monthlyRent', label: 'Monthly rent', required: true }],
  },
]

/** Its document body: currency answers are cents, hence `| cents`. */
export const TEST_DOCUMENT_BODY = {
  title: 'Residential Lease Agreement',
  blocks: [
    { kind: 'clause', title: 'Parties', content: ['{{landlordName}} leases the premises to {{tenantName}}.'] },
    { kind: 'clause', title: 'Rent', content: ['Tenant pays {{monthlyRent | cents}} each month.'] },
    {
      kind: 'clause',
      title: 'Pets',
      when: { fieldSelector: 'hasPets', conditionalIs: 'equal', value: 'true' },
      content: ['Tenant pays a pet deposit of {{petDeposit | cents}}.'],
    },
  ],
}

/** Answers that complete the test form (currency in cents). */
export const TEST_ANSWERS = { documentTitle: 'Maple Court', landlordName: 'Alice Landlord', tenantName: 'Tom Tenant', hasPets: false, monthlyRent: 185000 }

export type TestTemplates = { groupSlug: string; ca: Template; general: Template }

/** A lease template group (unique slug) with a CA and a general (ALL) template of the test form. */
export async function createTestTemplates(payload: Payload): Promise<TestTemplates> {
  const groupSlug = `test-lease-${randomUUID().slice(0, 8)}`
  const group = await payload.create({ collection: 'template-groups', data: { slug: groupSlug, name: 'Test lease', category: 'lease', order: 1 } })
  const form = await payload.create({ collection: 'forms', data: { name: 'Test lease form', fields: TEST_FORM_FIELDS } })
  const ca = await payload.create({ collection: 'templates', data: { name: 'Test lease (CA)', templateGroup: group.id, states: ['CA'], form: form.id, body: TEST_DOCUMENT_BODY } })
  const general = await payload.create({ collection: 'templates', data: { name: 'Test lease', templateGroup: group.id, states: ['ALL'], form: form.id, body: TEST_DOCUMENT_BODY } })
  return { groupSlug, ca, general }
}

/** A complete submission of an organization and the editable document made from it (Local API). */
export async function createTestDocument(payload: Payload, organization: number, template: number): Promise<{ submission: FormSubmission; document: EditableDocument }> {
  const submission = await payload.create({
    collection: 'form-submissions',
    data: { organization, template, status: 'complete', tempId: randomUUID().replaceAll('-', ''), submission: TEST_ANSWERS },
  })
  const document = await payload.create({ collection: 'editable-documents', data: { organization, formSubmission: submission.id, template, name: 'Lease for Maple Court', category: 'lease' } })
  await payload.update({ collection: 'form-submissions', id: submission.id, data: { editableDocument: document.id } })
  return { submission, document }
}
