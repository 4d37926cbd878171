/**
 * Numbers, money and dates as the product shows them (STYLE: 'Nov 22, 2026', '$1,250.00'),
 * written out instead of through `Intl`. The output is what `Intl`'s en-US formatters print
 * (en-us.test.ts compares them), but the first `Intl` formatter of a page makes the browser
 * load its ICU data: 33–88 ms of the main thread in a fresh page on our 2-core machines, inside
 * the module evaluation of every page that shows a date or an amount (ADR 027, "Intl at first load").
 * Stored dates are UTC midnight, so dates read the UTC fields.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/** '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '')
  return grouped
}

/**
 * The number's shortest decimal form (the digits that read back as the same number: 2.675, not
 * the 2.67499… the binary value is), as integer and fraction digits. Intl rounds this form.
 */
function decimalDigits(magnitude: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e')
  const digits = mantissa.replace('.', '')
  const point = Number(exponent) + 1
  if (point <= 0) return ['0', '0'.repeat(-point) + digits]
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), '']
  return [digits.slice(0, point), digits.slice(point)]
}

/**
 * 1234.5 → '1,234.5', as `new Intl.NumberFormat('en-US', { maximumFractionDigits })`: at most
 * that many decimals (3 by default), rounded half away from zero, no trailing zeros;
 * `minimumFractionDigits` pads ('1,250.50' for 2).
 */
export function formatNumber(value: number, { maximumFractionDigits = 3, minimumFractionDigits = 0 }: { maximumFractionDigits?: number; minimumFractionDigits?: number } = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞'
  let [whole, fraction] = decimalDigits(Math.abs(value))
  if (fraction.length > maximumFractionDigits) {
    const up = fraction[maximumFractionDigits]! >= '5'
    fraction = fraction.slice(0, maximumFractionDigits)
    if (up) {
      const rounded = (BigInt(whole + fraction) + 1n).toString().padStart(fraction.length + 1, '0')
      ;[whole, fraction] = [rounded.slice(0, rounded.length - fraction.length), rounded.slice(rounded.length - fraction.length)]
    }
  }
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  fraction = fraction.padEnd(minimumFractionDigits, '0')
  const text = groupThousands(whole) + (fraction ? `.${fraction}` : '')
  // Intl keeps the sign of a negative number, also when it rounds to zero ('-0').
  return value < 0 || Object.is(value, -0) ? `-${text}` : text
}

/** Dollars: 1250.5 → '$1,250.50', -3 → '-$3.00' (Intl's en-US USD currency format). */
export function formatUsd(dollars: number): string {
  const text = formatNumber(dollars, { maximumFractionDigits: 2, minimumFractionDigits: 2 })
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`
}

/** 0 → 'Jan'. */
export function shortMonthName(monthIndex: number): string {
  return MONTHS[monthIndex]!.slice(0, 3)
}

/** 'Nov 22, 2026'. */
export function formatUtcDate(date: Date): string {
  return `${shortMonthName(date.getUTCMonth())} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** 'November'. */
export function utcMonthName(date: Date): string {
  return MONTHS[date.getUTCMonth()]!
}

/** 'November 2026'. */
export function utcMonthYear(date: Date): string {
  return `${utcMonthName(date)} ${date.getUTCFullYear()}`
}
