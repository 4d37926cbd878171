/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends). One cell: quoted when it holds a
 * comma, quote or line break; a leading =, +, - or @ is prefixed with ' so that a spreadsheet
 * never runs it as a formula. Numbers, and plain negative amounts like '-900.00', are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = value === null || value === undefined ? '' : String(value)
  // A plain number (a negative amount) is not a formula: it stays a number.
  const safe = /^[=+\-@]/.test(text) && !/^-\d+(\.\d+)?$/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows of cells → one CSV text, each line ended by CRLF. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

/** Integer cents → '1250.00' (a CSV amount: dollars, no currency sign or grouping). */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}
