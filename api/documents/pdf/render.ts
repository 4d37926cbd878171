import type { ClauseContent, DocumentBlock, DocumentBody, ListBlock, PartiesBlock, PartyReference, SignatureLinesBlock, TableBlock } from './body'
import { isShown, lookupAnswer } from './conditions'
import { BLANK, fillPlaceholders, formatAnswer, toWinAnsi } from './format'

export type DocumentMeta = {
  /** The document's name: the PDF's title and the footer of every page. */
  documentName: string
  author?: string
  /**
   * The PDF's creation date: pass when the answers were last saved (a submission's
   * `updatedAt`). Never the clock: the same body, answers and meta must give the same bytes
   * (caches, hashes). Without it the date is UNDATED.
   */
  createdAt?: Date
  /** Drawn large and diagonally across every page ('Preview' for previews: not the document a customer pays for). */
  watermark?: string
}

/** US Letter with one-inch margins; the footer sits in the bottom margin. */
const PAGE = { size: 'LETTER', margin: 72 } as const
const FONTS = { body: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic', footer: 'Helvetica' } as const
const SIZES = { title: 18, clauseTitle: 12, heading: 12.5, body: 11, table: 10, footer: 8.5 } as const
const LINE_GAP = 2.5
const PARAGRAPH_GAP = 7
const SECTION_GAP = 12
const LIST_INDENT = 14
const BULLET_GAP = 12
const CELL_PADDING = 4
const RULE_COLOR = '#9a9a9a'
const HEADER_FILL = '#efefef'
const FOOTER_COLOR = '#555555'
const WATERMARK = { size: 120, angle: 45, color: '#b0b0b0', opacity: 0.35 } as const
/** Space kept free below a heading so it never ends a page alone: about three body lines. */
const KEEP_WITH_NEXT = 3 * (SIZES.body + LINE_GAP + 2)

type Answers = Record<string, unknown>

/** The creation date of a PDF rendered without `meta.createdAt`: the Unix epoch. */
export const UNDATED = new Date(0)

/**
 * Renders a document body filled with the answers as a PDF (US Letter, 11 pt Times body,
 * numbered clauses, 'Page N of M' and the document name in every footer). Deterministic:
 * the same input gives the same bytes unless `meta.createdAt` differs.
 */
export async function renderDocumentPdf(body: DocumentBody, answers: Answers, meta: DocumentMeta): Promise<Buffer> {
  // Loaded on the first render, not at start: pdfkit's fonts are a large part of a cold start (ADR 027).
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    font: FONTS.body,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: toWinAnsi(meta.documentName),
      ...(meta.author ? { Author: toWinAnsi(meta.author) } : {}),
      Creator: 'Leasewell',
      // PDFKit always writes a creation date (and derives the file ID from it): never the clock.
      CreationDate: meta.createdAt ?? UNDATED,
    },
  })

  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const writer = new DocumentWriter(doc, answers)
  writer.title(fillPlaceholders(body.title, answers))
  for (const block of body.blocks) writer.block(block)
  writer.footers(meta.documentName)
  if (meta.watermark) writer.watermark(meta.watermark)
  doc.end()
  return finished
}

class DocumentWriter {
  private clauseNumber = 0
  private readonly left: number
  private readonly width: number

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly answers: Answers,
  ) {
    this.left = doc.page.margins.left
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom
  }

  private get atPageTop() {
    return this.doc.y <= this.doc.page.margins.top + 0.5
  }

  /** Starts a new page unless `height` still fits on this one. */
  private keepSpace(height: number) {
    if (this.doc.y + height > this.bottom && !this.atPageTop) this.doc.addPage()
  }

  private fill(text: string, ...scopes: Answers[]) {
    return toWinAnsi(fillPlaceholders(text, ...scopes, this.answers))
  }

  private bodyFont(font: string = FONTS.body, size: number = SIZES.body) {
    this.doc.font(font).fontSize(size).fillColor('black')
  }

  title(text: string) {
    this.bodyFont(FONTS.bold, SIZES.title)
    this.doc.text(toWinAnsi(text), this.left, this.doc.y, { width: this.width, align: 'center' })
    this.doc.y += SECTION_GAP + 4
  }

  block(block: DocumentBlock) {
    if (!isShown(block.when, this.answers)) return
    switch (block.kind) {
      case 'heading':
        return this.heading(this.fill(block.text), SIZES.heading)
      case 'paragraph':
        return this.paragraph(this.fill(block.text), block.align)
      case 'clause': {
        this.clauseNumber += 1
        this.heading(`${this.clauseNumber}. ${this.fill(block.title)}`, SIZES.clauseTitle)
        for (const content of block.content) this.clauseContent(content)
        this.doc.y += SECTION_GAP - PARAGRAPH_GAP
        return
      }
      case 'list':
        return this.list(block)
      case 'parties':
        return this.parties(block)
      case 'table':
        return this.table(block)
      case 'signatureLines':
        return this.signatureLines(block)
      case 'pageBreak':
        if (!this.atPageTop) this.doc.addPage()
        return
    }
  }

  private clauseContent(content: ClauseContent) {
    if (typeof content === 'string') return this.paragraph(this.fill(content))
    if (!isShown(content.when, this.answers)) return
    switch (content.kind) {
      case 'paragraph':
        return this.paragraph(this.fill(content.text), content.align)
      case 'list':
        return this.list(content)
      case 'parties':
        return this.parties(content)
      case 'table':
        return this.table(content)
    }
  }

  private heading(text: string, size: number) {
    this.bodyFont(FONTS.bold, size)
    this.keepSpace(this.doc.heightOfString(text, { width: this.width }) + KEEP_WITH_NEXT)
    if (!this.atPageTop) this.doc.y += 2
    this.doc.text(text, this.left, this.doc.y, { width: this.width, lineGap: LINE_GAP })
    this.doc.y += 4
  }

  private paragraph(text: string, align: 'left' | 'center' | 'justify' = 'justify', font: string = FONTS.body) {
    this.bodyFont(font)
    this.keepSpace(SIZES.body + LINE_GAP)
    this.doc.text(text, this.left, this.doc.y, { width: this.width, align, lineGap: LINE_GAP })
    this.doc.y += PARAGRAPH_GAP
  }

  private list(block: ListBlock) {
    let items: string[]
    if ('items' in block) {
      items = block.items.map((item) => this.fill(item))
    } else {
      items = entriesOf(lookupAnswer(this.answers, block.source)).map((entry) =>
        block.itemTemplate && isRow(entry) ? this.fill(block.itemTemplate, entry) : toWinAnsi(formatAnswer(entry)),
      )
      if (items.length === 0) return this.paragraph(block.emptyText ? this.fill(block.emptyText) : BLANK, 'left')
    }
    this.bodyFont()
    const textLeft = this.left + LIST_INDENT + BULLET_GAP
    const textWidth = this.width - LIST_INDENT - BULLET_GAP
    for (const item of items) {
      this.keepSpace(SIZES.body + LINE_GAP)
      const top = this.doc.y
      this.doc.text('\u2022', this.left + LIST_INDENT, top, { lineBreak: false })
      this.doc.text(item, textLeft, top, { width: textWidth, lineGap: LINE_GAP })
      this.doc.y += 3
    }
    this.doc.x = this.left
    this.doc.y += PARAGRAPH_GAP - 3
  }

  /** The names a party reference points at; a missing answer is one blank name. */
  private partyNames(party: PartyReference): string[] {
    const names = entriesOf(lookupAnswer(this.answers, party.field))
      .map((entry) => (isRow(entry) ? formatAnswer(party.nameField ? lookupAnswer(entry, party.nameField) : entry) : formatAnswer(entry)))
      .filter((name) => name !== BLANK)
    return names.length > 0 ? names.map(toWinAnsi) : [BLANK]
  }

  private parties(block: PartiesBlock) {
    if (block.intro) this.paragraph(this.fill(block.intro))
    for (const party of block.parties) {
      this.bodyFont(FONTS.bold)
      this.keepSpace(SIZES.body + LINE_GAP)
      this.doc.text(`${toWinAnsi(party.role)}: `, this.left + LIST_INDENT, this.doc.y, { continued: true, lineGap: LINE_GAP, width: this.width - LIST_INDENT })
      this.bodyFont()
      this.doc.text(this.partyNames(party).join('; '), { lineGap: LINE_GAP })
      this.doc.y += 3
    }
    this.doc.x = this.left
    this.doc.y += PARAGRAPH_GAP - 3
  }

  private table(block: TableBlock) {
    const rows = entriesOf(lookupAnswer(this.answers, block.source))
    if (rows.length === 0) return this.paragraph(block.emptyText ? this.fill(block.emptyText) : BLANK, 'left')

    const totalWeight = block.columns.reduce((sum, column) => sum + (column.width ?? 1), 0)
    const columns = block.columns.map((column) => ({ ...column, width: (this.width * (column.width ?? 1)) / totalWeight }))
    const header = columns.map((column) => toWinAnsi(column.header))
    const body = rows.map((row) =>
      columns.map((column) => {
        const value = isRow(row) ? lookupAnswer(row, column.field) : row
        return toWinAnsi(formatAnswer(value, column.format))
      }),
    )

    const rowHeight = (cells: string[], font: string) => {
      this.bodyFont(font, SIZES.table)
      return Math.max(...cells.map((cell, index) => this.doc.heightOfString(cell, { width: columns[index]!.width - 2 * CELL_PADDING }))) + 2 * CELL_PADDING
    }
    const drawRow = (cells: string[], font: string, height: number, fill?: string) => {
      const top = this.doc.y
      if (fill) this.doc.rect(this.left, top, this.width, height).fill(fill)
      this.bodyFont(font, SIZES.table)
      let x = this.left
      cells.forEach((cell, index) => {
        const column = columns[index]!
        this.doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, { width: column.width - 2 * CELL_PADDING, align: column.align ?? 'left' })
        x += column.width
      })
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(0.5)
        .strokeColor(RULE_COLOR)
        .stroke()
      this.doc.y = top + height
    }

    const headerHeight = rowHeight(header, FONTS.bold)
    const pageHeight = this.doc.page.height - this.doc.page.margins.top - this.doc.page.margins.bottom
    let headerDrawn = false
    for (const cells of body) {
      const height = rowHeight(cells, FONTS.body)
      if (headerHeight + height > pageHeight) {
        // A row taller than a page cannot be a table row: print it as 'Header: value' lines.
        this.doc.y += CELL_PADDING
        cells.forEach((cell, index) => {
          this.bodyFont(FONTS.bold, SIZES.table)
          this.doc.text(`${header[index]}: `, this.left, this.doc.y, { width: this.width, continued: true })
          this.bodyFont(FONTS.body, SIZES.table)
          this.doc.text(cell, { lineGap: LINE_GAP })
        })
        this.doc.y += CELL_PADDING
        headerDrawn = false
        continue
      }
      const needed = headerDrawn ? height : headerHeight + height
      if (this.doc.y + needed > this.bottom && !this.atPageTop) {
        this.doc.addPage()
        headerDrawn = false
      }
      if (!headerDrawn) drawRow(header, FONTS.bold, headerHeight, HEADER_FILL)
      headerDrawn = true
      drawRow(cells, FONTS.body, height)
    }
    this.doc.x = this.left
    this.doc.y += PARAGRAPH_GAP + 2
  }

  /** Per name: space to sign, a line with 'Name, Role' under it, and a dated line beside it. */
  private signatureLines(block: SignatureLinesBlock) {
    const signatureWidth = this.width * 0.58
    const dateLeft = this.left + this.width * 0.68
    const dateWidth = this.width * 0.32
    const signingSpace = 30
    for (const party of block.parties) {
      for (const name of this.partyNames(party)) {
        this.keepSpace(signingSpace + 2 * (SIZES.body + LINE_GAP) + 8)
        const lineY = this.doc.y + signingSpace
        this.doc.lineWidth(0.75).strokeColor('black')
        this.doc.moveTo(this.left, lineY).lineTo(this.left + signatureWidth, lineY).stroke()
        this.doc.moveTo(dateLeft, lineY).lineTo(dateLeft + dateWidth, lineY).stroke()
        this.bodyFont()
        this.doc.text(`${name}, ${toWinAnsi(party.role)}`, this.left, lineY + 4, { width: signatureWidth, lineGap: LINE_GAP })
        const afterName = this.doc.y
        this.doc.text('Date', dateLeft, lineY + 4, { width: dateWidth, lineGap: LINE_GAP })
        this.doc.x = this.left
        this.doc.y = Math.max(afterName, this.doc.y) + 8
      }
    }
  }

  /** Writes 'document name … Page N of M' in the bottom margin of every page. */
  /**
   * `text` across every page: large, light grey, diagonal, over the content (a preview's
   * 'Preview'), plus a small copy in the top margin, so a crop of the page still carries it.
   */
  watermark(text: string) {
    const { doc } = this
    const range = doc.bufferedPageRange()
    const label = toWinAnsi(text)
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      const { width, height, margins } = doc.page
      const savedMargins = { ...margins }
      doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 }
      doc.save()
      doc.font(FONTS.footer).fontSize(WATERMARK.size).fillColor(WATERMARK.color).fillOpacity(WATERMARK.opacity)
      const textWidth = doc.widthOfString(label)
      doc.rotate(-WATERMARK.angle, { origin: [width / 2, height / 2] })
      doc.text(label, width / 2 - textWidth / 2, height / 2 - WATERMARK.size / 2, { lineBreak: false })
      doc.restore()
      doc.save()
      doc.font(FONTS.footer).fontSize(SIZES.footer).fillColor(WATERMARK.color).fillOpacity(1)
      doc.text(label.toUpperCase(), this.left, savedMargins.top / 2 - SIZES.footer / 2, { lineBreak: false, characterSpacing: 2 })
      doc.restore()
      doc.page.margins = savedMargins
    }
  }

  footers(documentName: string) {
    const { doc } = this
    const range = doc.bufferedPageRange()
    const name = toWinAnsi(documentName)
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      const bottomMargin = doc.page.margins.bottom
      // Text below the bottom margin would start a new page: lift the margin while writing.
      doc.page.margins.bottom = 0
      const y = doc.page.height - bottomMargin / 2 - SIZES.footer / 2
      const pageLabel = `Page ${index - range.start + 1} of ${range.count}`
      doc.font(FONTS.footer).fontSize(SIZES.footer).fillColor(FOOTER_COLOR)
      const labelWidth = doc.widthOfString(pageLabel)
      doc
        .moveTo(this.left, y - 8)
        .lineTo(this.left + this.width, y - 8)
        .lineWidth(0.5)
        .strokeColor(RULE_COLOR)
        .stroke()
      doc.text(shorten(doc, name, this.width - labelWidth - 24), this.left, y, { lineBreak: false })
      doc.text(pageLabel, this.left + this.width - labelWidth, y, { lineBreak: false })
      doc.page.margins.bottom = bottomMargin
    }
  }
}

function isRow(value: unknown): value is Answers {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** A list answer's entries; a string list typed as text splits like the form does (, ; newline). */
function entriesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((entry) => entry !== null && entry !== undefined && entry !== '')
  if (typeof value === 'string') return value.split(/[,;\r\n]/).map((part) => part.trim()).filter(Boolean)
  if (value === null || value === undefined || value === '') return []
  return [value]
}

/** The text, cut with an ellipsis to fit `width` in the current font. */
function shorten(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let end = text.length
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}...`) > width) end--
  return `${text.slice(0, end).trimEnd()}...`
}
