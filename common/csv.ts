/**
 * CSV (RFC 4180) for the lists' exports and the expenses import: one writer and one reader,
 * shared by every feature that exports or imports a table.
 */

/** One cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused (it would be a formula in a spreadsheet). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A table as CSV text: CRLF line ends, a final line end. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
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
