import { MAX_PAGE_SIZE } from './limits'

/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends). One cell: quoted when it holds a
 * comma, quote or line break; a leading =, +, - or @ is prefixed with ' so that a spreadsheet
 * never runs it as a formula. Numbers, and plain negative amounts like '-900.00', are written as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = value === null || value === undefined ? '' : String(value)
  // A plain number (a negative amount) is not a formula: it stays a number.
  const safe = /^[=+\-@]/.test(text) && !/^-\d+(\.\d+)?$/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows of cells → one CSV text, each line ended by CRLF. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

/** Integer cents → '1250.00' (a CSV amount: dollars, no currency sign or grouping). */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/**
 * CSV text → rows of cells (quoted cells may hold commas, quotes and line breaks). A byte
 * order mark is dropped; blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const input = text.replace(/^\uFEFF/, '')
  const endRow = () => {
    row.push(cell)
    if (row.length > 1 || row[0]!.trim() !== '') rows.push(row)
    row = []
    cell = ''
  }
  for (let index = 0; index < input.length; index++) {
    const character = input[index]!
    if (quoted) {
      if (character === '"') {
        if (input[index + 1] === '"') {
          cell += '"'
          index++
        } else quoted = false
      } else cell += character
      continue
    }
    if (character === '"' && cell === '') quoted = true
    else if (character === ',') {
      row.push(cell)
      cell = ''
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && input[index + 1] === '\n') index++
      endRow()
    } else cell += character
  }
  if (cell !== '' || row.length) endRow()
  return rows
}

/** A CSV download's response (never cached: it is the caller's data). */
export function csvResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`, 'Cache-Control': 'no-store' },
  })
}

type CsvRow = ReadonlyArray<string | number | boolean | null | undefined>
type CsvRows = ReadonlyArray<CsvRow>

/** A list export's largest file: this many pages of `pageSize` (100,000 rows of 100); beyond it, narrow the filters. */
export const CSV_MAX_PAGES = 1_000

/**
 * A list read page after page as CSV lines, for `csvStreamResponse`: `first` is the first
 * page's lines (read now, so that an error is still the response's status), `rest` reads each
 * later page only when the client asks for more. A page shorter than `pageSize` is the last
 * (no count of the rows is needed), and at most `maxPages` are read. `pageOf` gets the page's
 * number (1, 2, …) and the previous page's documents (null for the first).
 */
export async function streamPages<T>(
  pageOf: (page: number, previous: ReadonlyArray<T> | null) => Promise<{ docs: T[] }>,
  toLine: (doc: T) => CsvRow,
  { pageSize = MAX_PAGE_SIZE, maxPages = CSV_MAX_PAGES }: { pageSize?: number; maxPages?: number } = {},
): Promise<{ first: CsvRow[]; rest: AsyncIterable<CsvRow[]> }> {
  const { docs } = await pageOf(1, null)
  async function* rest() {
    let previous = docs
    for (let page = 2; previous.length >= pageSize && page <= maxPages; page++) {
      const result = await pageOf(page, previous)
      if (result.docs.length) yield result.docs.map(toLine)
      previous = result.docs
    }
  }
  return { first: docs.map(toLine), rest: rest() }
}

/**
 * A CSV download written while it is read: each batch of rows the source yields becomes one
 * chunk of the body, fetched when the client asks for more, so a long export (tens of
 * thousands of rows) is never held as one string and its first bytes leave at once. `first`
 * (the header and the first batch, read before answering) turns an error into the
 * response's status rather than a cut-off file.
 */
export function csvStreamResponse(first: CsvRows, rest: AsyncIterable<CsvRows>, filename: string): Response {
  const encoder = new TextEncoder()
  const iterator = rest[Symbol.asyncIterator]()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvText(first)))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(csvText(next.value)))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`, 'Cache-Control': 'no-store' },
  })
}
