import { describe, expect, it } from 'vitest'
import { reportCsv, reportResponse, STREAM_ROWS, type ReportDocument } from './table'

/** A rent-roll-like export of `count` unit rows, a summary and a note. */
function document(count: number): ReportDocument {
  return {
    title: 'Rent roll',
    fileName: 'rent-roll-2026-11-26',
    lines: [],
    note: 'A note, with a comma',
    sections: [
      {
        columns: [{ label: 'Property' }, { label: 'Unit' }, { label: 'Rent', align: 'right' }],
        rows: Array.from({ length: count }, (_, index) => ({ cells: [`Property ${Math.floor(index / 5)}`, `Unit ${index}`, { cents: 100_000 + index }] })),
      },
      { heading: 'Summary', columns: [{ label: 'Measure' }, { label: 'Value' }], rows: [{ cells: ['Units', String(count)] }] },
    ],
  }
}

/** The body's chunks as they arrive. */
async function chunksOf(response: Response): Promise<string[]> {
  const decoder = new TextDecoder()
  const chunks: string[] = []
  const reader = response.body!.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(decoder.decode(read.value))
  return chunks
}

describe('report CSV exports', () => {
  it('a short one is written whole, with the note at the end', async () => {
    const report = document(3)
    const response = await reportResponse(report, 'csv')
    expect(await response.text()).toBe(
      ['Property,Unit,Rent', 'Property 0,Unit 0,1000.00', 'Property 0,Unit 1,1000.01', 'Property 0,Unit 2,1000.02', '', 'Measure,Value', 'Units,3', '', '"A note, with a comma"', ''].join('\r\n'),
    )
  })

  it(`over ${STREAM_ROWS.toLocaleString('en-US')} rows: streamed in chunks of rows, the same bytes as the whole file`, async () => {
    const count = 25_003
    const report = document(count)
    const response = await reportResponse(report, 'csv')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="rent-roll-2026-11-26.csv"')
    const chunks = await chunksOf(response)
    // 25,003 rows and the 6 others, 1,000 rows a chunk; every chunk ends on a row.
    expect(chunks.length).toBe(26)
    for (const chunk of chunks) expect(chunk.endsWith('\r\n')).toBe(true)
    const text = chunks.join('')
    expect(text).toBe(reportCsv(report))
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('Property,Unit,Rent')
    expect(lines[count]).toBe(`Property ${Math.floor((count - 1) / 5)},Unit ${count - 1},${((100_000 + count - 1) / 100).toFixed(2)}`)
    expect(lines.filter((line) => line.startsWith('Property ')).length).toBe(count)
    expect(lines.slice(-5)).toEqual(['Measure,Value', 'Units,25003', '', '"A note, with a comma"', ''])
  })
})
