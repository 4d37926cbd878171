import { formatUsd } from '@common/en-us'
import { parseDollarsInput } from '@common/money'

/**
 * Money: integer cents on the server, dollars in the UI (ARCHITECTURE §2). The one module
 * that converts between them (its zod form field: money-schema.ts).
 */
/** 125000 → '$1,250.00'. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—'
  return formatUsd(cents / 100)
}

/** 125000 → '1250.00' (the value a dollars input shows). */
export function centsToDollarInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return ''
  return (cents / 100).toFixed(2)
}

/** '$1,250.5' → 125050; null when it is not an amount. Exact: no floating-point rounding. */
export function dollarsToCents(input: string): number | null {
  const cleaned = input.trim()
  const negative = /^-/.test(cleaned.replace(/^\$/, ''))
  const parsed = parseDollarsInput(negative ? cleaned.replace('-', '') : cleaned)
  if (typeof parsed !== 'number') return null
  return negative ? -parsed : parsed
}
