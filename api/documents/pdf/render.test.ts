import { beforeAll, describe, expect, test } from 'vitest'
import type { DocumentBody } from './body'
import { BLANK } from './format'
import { readPdfText } from './pdfText'
import { renderDocumentPdf } from './render'
import { residentialLeaseAnswers, residentialLeaseBody } from './residentialLease.sample'

const meta = { documentName: 'Residential Lease - 1458 Alder Street' }

async function render(body: DocumentBody, answers: Record<string, unknown>, documentMeta: Parameters<typeof renderDocumentPdf>[2] = meta) {
  const pdf = await renderDocumentPdf(body, answers, documentMeta)
  const read = await readPdfText(pdf)
  return { pdf, ...read, text: read.pages.join('\n') }
}

// The renderer loads pdfkit on its first call: load it once here, outside the tests' timeouts.
beforeAll(() => import('pdfkit'), 60_000)

describe('renderDocumentPdf', () => {
  test('a filled lease is a PDF whose text holds the answers, formatted, with no placeholder left', async () => {
    const { pdf, pages, text, title } = await render(residentialLeaseBody, residentialLeaseAnswers)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(title).toBe(meta.documentName)
    expect(pages).toHaveLength(4)
    expect(pages[0]).toMatch(/^Residential Lease Agreement\n/)
    for (const expected of [
      'Landlord: Harbor Street Properties LLC',
      'Tenant: María José Hernández; Daniel Okafor',
      '1458 Alder Street, Sacramento, CA 95814, Unit 3B',
      'monthly rent of $2,450.00',
      'January 1, 2027 and ends on December 31, 2027',
      'bank transfer, check, money order',
      'pet deposit of $300.00',
      'at least $100,000.00',
      '(916) 555-0142',
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected)
    }
    expect(text).not.toContain('{{')
    expect(text).not.toContain(BLANK)
  })

  test('clauses are numbered in order, tables and lists print one line per entry, every name signs', async () => {
    const { text } = await render(residentialLeaseBody, residentialLeaseAnswers)
    const clauses = [...text.matchAll(/^(\d+)\. [A-Z]/gm)].map((match) => Number(match[1]))
    expect(clauses).toEqual(Array.from({ length: clauses.length }, (_, index) => index + 1))
    expect(text).toContain('Period Due date Amount\nJanuary 2027 January 1, 2027 $2,450.00\nFebruary 2027 February 1, 2027 $2,450.00')
    expect(text).toContain('• Water\n• Sewer\n• Trash collection')
    expect(text).toContain('Harbor Street Properties LLC, Landlord Date\nMaría José Hernández, Tenant Date\nDaniel Okafor, Tenant Date')
  })

  test('every page has the document name and Page N of M in its footer', async () => {
    const { pages } = await render(residentialLeaseBody, residentialLeaseAnswers)
    pages.forEach((page, index) => expect(page.split('\n').at(-1)).toBe(`${meta.documentName} Page ${index + 1} of ${pages.length}`))
  })

  test('blocks whose condition fails are left out, and a left-out clause takes no number', async () => {
    const { text } = await render(residentialLeaseBody, { ...residentialLeaseAnswers, petsAllowed: false, parkingSpace: '', builtBefore1978: false })
    expect(text).not.toContain('Miso')
    expect(text).not.toContain('parking space')
    expect(text).not.toContain('lead-based paint')
    expect(text).toMatch(/^8\. No Pets$/m)
    expect(text).toMatch(/^9\. Maintenance and Repairs$/m)
    expect(text).not.toMatch(/\d+\. Pets$/m)
  })

  test('missing answers print a visible blank line, and empty lists their empty text', async () => {
    const body: DocumentBody = {
      title: 'Notice to Enter',
      blocks: [
        { kind: 'paragraph', text: 'To {{tenantName}}: the landlord will enter on {{entryDate}} at {{entryTime}}.' },
        { kind: 'list', source: 'reasons', emptyText: 'No reason given.' },
        { kind: 'list', source: 'workers' },
        { kind: 'table', source: 'schedule', columns: [{ header: 'Day', field: 'day' }] },
        { kind: 'signatureLines', parties: [{ role: 'Landlord', field: 'landlordName' }] },
      ],
    }
    const { text } = await render(body, { entryDate: '2026-12-03' })
    expect(text).toContain(`To ${BLANK}: the landlord will enter on December 3, 2026 at ${BLANK}.`)
    expect(text).toContain('No reason given.')
    expect(text).toContain(`${BLANK}, Landlord Date`)
    expect(text.split(BLANK).length - 1).toBe(5)
  })

  test('page breaks start new pages, but never leave an empty one', async () => {
    const body: DocumentBody = {
      title: 'Addenda',
      blocks: [
        { kind: 'heading', text: 'Addendum A' },
        { kind: 'paragraph', text: 'First page, for {{tenantName}}.' },
        { kind: 'pageBreak' },
        { kind: 'pageBreak' },
        { kind: 'heading', text: 'Addendum B' },
        { kind: 'pageBreak', when: { fieldSelector: 'hasAddendumC', conditionalIs: 'equal', value: true } },
        { kind: 'heading', text: 'Addendum C' },
      ],
    }
    const withC = await render(body, { tenantName: 'Daniel Okafor', hasAddendumC: true })
    expect(withC.pages).toHaveLength(3)
    expect(withC.pages[0]).toContain('First page, for Daniel Okafor.')
    expect(withC.pages[1]).toMatch(/^Addendum B\n/)
    expect(withC.pages[2]).toMatch(/^Addendum C\n/)
    const withoutC = await render(body, { tenantName: 'Daniel Okafor' })
    expect(withoutC.pages).toHaveLength(2)
  })

  test('a long table continues on the next page under its header again', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => ({ month: `Month ${index + 1}`, amount: 1000 + index }))
    const body: DocumentBody = {
      title: 'Rent Schedule',
      blocks: [{ kind: 'table', source: 'rows', columns: [{ header: 'Month', field: 'month' }, { header: 'Rent', field: 'amount', format: 'currency', align: 'right' }] }],
    }
    const { pages } = await render(body, { rows })
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page).toContain('Month Rent\n')
    expect(pages.join('\n')).toContain('Month 60 $1,059.00')
  })

  test('a row taller than a page prints as labelled lines, and the table goes on under its header', async () => {
    const notes = 'Tenant reported a slow drain in the kitchen sink. '.repeat(250)
    const body: DocumentBody = {
      title: 'Repair Log',
      blocks: [{ kind: 'table', source: 'repairs', columns: [{ header: 'Notes', field: 'notes' }, { header: 'Cost', field: 'cost', format: 'currency' }] }],
    }
    const { pages, text } = await render(body, { repairs: [{ notes, cost: 1200 }, { notes: 'Replaced the smoke alarm.', cost: 45 }] })
    expect(pages.length).toBeGreaterThan(1)
    expect(text).toMatch(/^Notes: Tenant reported a slow drain/m)
    expect(text).toContain('Cost: $1,200.00')
    expect(text).toContain('Notes Cost\nReplaced the smoke alarm. $45.00')
  })

  test('list entries from repeater rows go through the item template', async () => {
    const body: DocumentBody = { title: 'Pet Addendum', blocks: [{ kind: 'list', source: 'pets', itemTemplate: '{{name}}, a {{kind}} ({{weight | number}} lb) at {{unit}}' }] }
    const { text } = await render(body, { unit: 'Unit 3B', pets: [{ name: 'Miso', kind: 'cat', weight: 9 }, { name: 'Biscuit', kind: 'dog', weight: 1200 }] })
    expect(text).toContain('• Miso, a cat (9 lb) at Unit 3B\n• Biscuit, a dog (1,200 lb) at Unit 3B')
  })

  test('the same input gives the same bytes; the creation date comes from meta only', async () => {
    const first = await renderDocumentPdf(residentialLeaseBody, residentialLeaseAnswers, meta)
    const second = await renderDocumentPdf(residentialLeaseBody, residentialLeaseAnswers, meta)
    expect(second.equals(first)).toBe(true)
    const dated = await render(residentialLeaseBody, residentialLeaseAnswers, { ...meta, author: 'Harbor Street Properties LLC', createdAt: new Date('2026-11-22T10:30:00Z') })
    expect(dated.creationDate).toMatch(/^D:20261122103000/)
    expect(dated.author).toBe('Harbor Street Properties LLC')
  })

  test('text outside the standard fonts prints in its closest form instead of breaking the PDF', async () => {
    const { text } = await render({ title: 'Notice for {{tenantName}}', blocks: [] }, { tenantName: 'Trần Thị Ngọc 李' }, { documentName: 'Notice – Trần' })
    expect(text).toContain('Notice for Tran Thi Ngoc ?')
    expect(text).toContain('Notice – Tran Page 1 of 1')
  })
})
