import { csvDollars, csvText } from '@common/csv'
import { toWinAnsi } from '@api/documents/pdf/format'

/**
 * A report as printable tables (ADR 030): what its CSV and its PDF both write, so that the two
 * exports always hold the same figures. A money cell is integer cents: the CSV writes dollars
 * as a plain number ('1250.00'), the PDF '$1,250.00'.
 */
export type Cell = string | { cents: number }
export type TableSection = {
  heading?: string
  columns: Array<{ label: string; align?: 'left' | 'right'; width?: number }>
  rows: Array<{ cells: Cell[]; bold?: boolean }>
}
export type ReportDocument = { title: string; lines: string[]; sections: TableSection[]; note?: string; fileName: string }

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const cellText = (cell: Cell) => (typeof cell === 'string' ? cell : money.format(cell.cents / 100))

/**
 * Every section as a header row and its rows; sections are separated by an empty line. The
 * note (the Schedule E worksheet's 'not tax advice') ends the file, as it ends the PDF.
 */
export function reportCsv(report: ReportDocument): string {
  return [...csvRows(report)].map((row) => csvText([row])).join('')
}

/** The CSV's rows, one at a time (what the file and the stream both write). */
function* csvRows(report: ReportDocument): Generator<Array<string | number>> {
  for (const [index, section] of report.sections.entries()) {
    if (index > 0) yield []
    yield section.columns.map((column) => column.label)
    for (const row of section.rows) yield row.cells.map((cell) => (typeof cell === 'string' ? cell : csvDollars(cell.cents)))
  }
  if (report.note) {
    yield []
    yield [report.note]
  }
}

/** Past this many rows an export is streamed, a chunk of rows at a time, rather than written out as one string first. */
export const STREAM_ROWS = 10_000
const CHUNK_ROWS = 1_000

export const rowCount = (report: ReportDocument) => report.sections.reduce((sum, section) => sum + section.rows.length, 0)

/** The CSV as a stream: CHUNK_ROWS rows per chunk, each written when the response asks for more. */
export function reportCsvStream(report: ReportDocument): ReadableStream<Uint8Array> {
  const rows = csvRows(report)
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk: Array<Array<string | number>> = []
      for (let next = rows.next(); !next.done; next = rows.next()) {
        chunk.push(next.value)
        if (chunk.length === CHUNK_ROWS) break
      }
      if (chunk.length) controller.enqueue(encoder.encode(csvText(chunk)))
      if (chunk.length < CHUNK_ROWS) controller.close()
    },
  })
}

const MARGIN = 36
const SIZES = { title: 15, line: 9, heading: 11, table: 8, footer: 7.5 } as const
const PADDING = 3
const RULE_COLOR = '#9a9a9a'
const HEADER_FILL = '#efefef'
const TEXT_COLOR = '#111111'
const MUTED = '#555555'

/**
 * The PDF of a report: US Letter (landscape once a table has more than seven columns),
 * Helvetica, the title and settings on top, each table with a shaded header repeated on
 * every page it spans, bold total rows, and 'Page N of M' in the footer. pdfkit with the
 * standard fonts and the WinAnsi folding of generated documents (ADR 014); no clock in the
 * bytes.
 */
export async function reportPdf(report: ReportDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const wide = report.sections.some((section) => section.columns.length > 7)
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: wide ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    font: 'Helvetica',
    lang: 'en-US',
    displayTitle: true,
    info: { Title: toWinAnsi(report.title), Creator: 'Leasewell', CreationDate: new Date(0) },
  })
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - MARGIN - 14

  doc.font('Helvetica-Bold').fontSize(SIZES.title).fillColor(TEXT_COLOR).text(toWinAnsi(report.title), left, MARGIN, { width })
  doc.moveDown(0.3)
  doc.font('Helvetica').fontSize(SIZES.line).fillColor(MUTED)
  for (const line of report.lines) doc.text(toWinAnsi(line), left, doc.y, { width })
  doc.fillColor(TEXT_COLOR)

  for (const section of report.sections) {
    doc.moveDown(0.8)
    if (section.heading) {
      if (doc.y + 40 > bottom()) doc.addPage()
      doc.font('Helvetica-Bold').fontSize(SIZES.heading).text(toWinAnsi(section.heading), left, doc.y, { width })
      doc.moveDown(0.3)
    }
    const weights = section.columns.map((column) => column.width ?? 1)
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0)
    const widths = weights.map((weight) => (weight / totalWeight) * width)
    const drawRow = (cells: string[], { bold = false, header = false } = {}) => {
      doc.font(bold || header ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZES.table)
      const height =
        Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 2 * PADDING }))) + 2 * PADDING
      if (doc.y + height > bottom()) {
        doc.addPage()
        if (!header) drawRow(section.columns.map((column) => toWinAnsi(column.label)), { header: true })
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZES.table)
      }
      const top = doc.y
      if (header) doc.rect(left, top, width, height).fill(HEADER_FILL).fillColor(TEXT_COLOR)
      let x = left
      for (const [index, cell] of cells.entries()) {
        const align = section.columns[index]?.align ?? 'left'
        doc.text(cell, x + PADDING, top + PADDING, { width: widths[index]! - 2 * PADDING, align })
        x += widths[index]!
      }
      doc.moveTo(left, top + height).lineTo(left + width, top + height).lineWidth(bold ? 0.8 : 0.4).strokeColor(RULE_COLOR).stroke()
      doc.y = top + height
    }
    drawRow(section.columns.map((column) => toWinAnsi(column.label)), { header: true })
    for (const row of section.rows) drawRow(row.cells.map((cell) => toWinAnsi(cellText(cell))), { bold: row.bold })
  }
  if (report.note) {
    doc.moveDown(1)
    doc.font('Helvetica-Oblique').fontSize(SIZES.line).fillColor(MUTED).text(toWinAnsi(report.note), left, doc.y, { width })
  }

  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const savedBottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - MARGIN / 2 - SIZES.footer
    const label = `Page ${index - range.start + 1} of ${range.count}`
    doc.font('Helvetica').fontSize(SIZES.footer).fillColor(MUTED)
    doc.text(toWinAnsi(report.title), left, y, { lineBreak: false })
    doc.text(label, left + width - doc.widthOfString(label), y, { lineBreak: false })
    doc.page.margins.bottom = savedBottom
  }
  doc.end()
  return finished
}

/** The response of an export: the CSV or the PDF as an attachment, never cached. */
export async function reportResponse(report: ReportDocument, format: 'csv' | 'pdf'): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }
  if (format === 'csv') {
    // A long report (the rent roll of thousands of units) is streamed, never held as one string.
    return new Response(rowCount(report) > STREAM_ROWS ? reportCsvStream(report) : reportCsv(report), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${report.fileName}.csv"` },
    })
  }
  const pdf = await reportPdf(report)
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.length), 'Content-Disposition': `attachment; filename="${report.fileName}.pdf"` },
  })
}
