/**
 * Money on the wire and in the database is integer cents (ARCHITECTURE §2); people type
 * dollars. The one parser of typed dollars, shared by the app's forms and the form engine.
 * The largest amount, MAX_CENTS, is in common/limits.ts.
 */
import { MAX_CENTS } from './limits'

/**
 * Typed dollars → integer cents, exactly (no floating point): '$1,250.5' → 125050; '' → null;
 * 'invalid' when not an amount of at most two decimals, 'negative' below zero.
 */
export function parseDollarsInput(input: string): number | null | 'invalid' | 'negative' {
  const cleaned = input.trim().replace(/[$,\s]/g, '')
  if (cleaned === '') return null
  const match = /^([+-])?(\d*)(?:\.(\d{0,2}))?$/.exec(cleaned)
  if (!match || (!match[2] && !match[3])) return 'invalid'
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return 'invalid'
  if (match[1] === '-' && cents > 0) return 'negative'
  return cents
}
