import { describe, expect, it } from 'vitest'
import { formDefinitionSchema } from '@common/forms'
import { parseDocumentBody } from './pdf'
import { readPdfText } from './pdf/pdfText'
import { pdfFilename, renderedDocumentName, renderTemplateDocument } from './preview'

const form = formDefinitionSchema.parse({
  fields: [
    {
      blockType: 'pageSection',
      name: 'notice',
      label: 'Notice',
      blocks: [
        { blockType: 'documentName', name: 'noticeName', label: 'Name', prepend: 'Notice to enter', append: null },
        { blockType: 'text', name: 'tenantName', label: 'Tenant', required: true },
        { blockType: 'checkbox', name: 'withReason', label: 'Give a reason' },
        { blockType: 'text', name: 'reason', label: 'Reason', conditional: { enableConditional: true, fieldSelector: 'withReason', conditionalIs: 'equal', value: 'true' } },
      ],
    },
  ],
})
const body = parseDocumentBody({
  title: 'Notice of Intent to Enter',
  blocks: [{ kind: 'paragraph', text: 'To {{tenantName}}: the landlord will enter the premises. Reason: {{reason}}.' }],
})
const group = { name: 'Notice to enter' }

describe('pdfFilename', () => {
  it('keeps ASCII letters, digits, dots and hyphens, joins words with hyphens, adds .pdf', () => {
    expect(pdfFilename('Lease for 12 Oak St.')).toBe('Lease-for-12-Oak-St.pdf')
    expect(pdfFilename('Café "Lease" / Unit #4')).toBe('Cafe-Lease-Unit-4.pdf')
    expect(pdfFilename('  ')).toBe('document.pdf')
    expect(pdfFilename('../../etc/passwd')).toBe('etc-passwd.pdf')
    expect(pdfFilename('x'.repeat(300))).toBe(`${'x'.repeat(100)}.pdf`)
  })
})

describe('renderedDocumentName', () => {
  it('prefers the form’s document name, then a stored one, then the filled title, then the group', () => {
    const source = { form, body, group }
    expect(renderedDocumentName(source, { noticeName: 'Unit 4' })).toBe('Notice to enter Unit 4')
    expect(renderedDocumentName(source, { userDefinedDocumentName: 'Stored name' })).toBe('Stored name')
    expect(renderedDocumentName(source, {})).toBe('Notice of Intent to Enter')
  })
})

describe('renderTemplateDocument', () => {
  it('renders only the visible answers, names the file, and is deterministic for a given date', async () => {
    const answers = { noticeName: 'Unit 4', tenantName: 'Dana Reyes', withReason: false, reason: 'Smoke detector test' }
    const createdAt = new Date('2026-11-01T10:00:00Z')
    const first = await renderTemplateDocument({ form, body, group }, answers, createdAt)
    expect(first.name).toBe('Notice to enter Unit 4')
    expect(first.filename).toBe('Notice-to-enter-Unit-4.pdf')
    const text = (await readPdfText(first.pdf)).pages.join('\n')
    expect(text).toContain('To Dana Reyes')
    expect(text).not.toContain('Smoke detector test')

    const second = await renderTemplateDocument({ form, body, group }, answers, createdAt)
    expect(second.pdf.equals(first.pdf)).toBe(true)
    const withReason = await renderTemplateDocument({ form, body, group }, { ...answers, withReason: true }, createdAt)
    expect((await readPdfText(withReason.pdf)).pages.join('\n')).toContain('Smoke detector test')
  })
})
