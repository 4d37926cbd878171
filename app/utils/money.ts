import { z } from 'zod'
import { MAX_CENTS } from '@common/limits'
import { parseDollarsInput } from '@common/money'
import { portfolioMessages } from '@common/portfolio'

/**
 * Money: integer cents on the server, dollars in the UI (ARCHITECTURE §2). The one module
 * that converts between them.
 */
const dollarsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 125000 → '$1,250.00'. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—'
  return dollarsFormat.format(cents / 100)
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

/** A dollars form field that parses to cents; empty is undefined (optional) or an error (required). */
export function centsSchema({ required = false }: { required?: boolean } = {}) {
  return z
    .string({ error: 'This field is required.' })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') {
        if (required) context.addIssue({ code: 'custom', message: 'This field is required.' })
        return undefined
      }
      const cents = dollarsToCents(value)
      if (cents === null || cents > MAX_CENTS) {
        context.addIssue({ code: 'custom', message: portfolioMessages.moneyInvalid })
        return z.NEVER
      }
      if (cents < 0) {
        context.addIssue({ code: 'custom', message: portfolioMessages.moneyNotNegative })
        return z.NEVER
      }
      return cents
    })
}
