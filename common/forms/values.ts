import { formatNumber } from '@common/en-us'
import { messages } from '@common/messages'
import { portfolioMessages } from '@common/portfolio-messages'

// Shared with the app's own forms (one parser of dollars, one phone rule).
export { parseDollarsInput } from '@common/money'
export { isUsPhoneNumber } from '@common/phone'

/**
 * Answers of a form: a flat map from answer key to value (the `submission` map of product-spec §3).
 *
 * | block                                   | value                                   |
 * |-----------------------------------------|-----------------------------------------|
 * | text, textarea, advancedTextarea, phone, select, radioGroup, documentName, prefillLease | string (trimmed) or null |
 * | number                                  | number or null                          |
 * | currency                                | integer cents or null                   |
 * | checkbox                                | boolean                                 |
 * | checkboxGroup, stringRepeater           | string[]                                |
 * | dateRange                               | 'YYYY-MM-DD' under startSlug and endSlug |
 * | repeater                                | array of rows, each a map of the row blocks' values |
 *
 * A dynamic section's fields are keyed `${section.name}.${entryIndex}.${field name}`.
 */
export type ScalarAnswer = string | number | boolean | string[] | null
export type RepeaterRow = Record<string, ScalarAnswer>
export type AnswerValue = ScalarAnswer | RepeaterRow[]
export type Answers = Record<string, AnswerValue>

/** Field key → the one message to show next to it. */
export type FieldErrors = Record<string, string>

/** Messages of the form engine: the spec's verbatim, ours where the spec is silent. */
export const formMessages = {
  required: messages.fieldRequired,
  radioRequired: messages.radioRequired,
  // Spec §5 (Business info and Money field), verbatim.
  phoneInvalid: messages.phoneInvalid,
  numberInvalid: 'Please enter a valid number',
  moneyInvalid: portfolioMessages.moneyInvalid,
  moneyNotNegative: portfolioMessages.moneyNotNegative,
  endBeforeStart: portfolioMessages.endBeforeStart,
  // Ours.
  dateInvalid: 'Enter a date like 2026-11-22.',
  tooLong: (max: number) => `Use at most ${formatNumber(max)} characters.`,
  tooFewEntries: (min: number) => (min === 1 ? 'Add at least 1 entry.' : `Add at least ${min} entries.`),
} as const

/** Longest accepted answer: one-line fields, and multi-line ones. */
export const MAX_TEXT_LENGTH = 500
export const MAX_LONG_TEXT_LENGTH = 20_000

/**
 * Whether a value counts as given — the meaning of 'exists' in conditions and of a filled
 * required field:
 * - string: not empty after trimming;
 * - number: any finite number, 0 included;
 * - boolean: only `true` (an unticked checkbox does not exist);
 * - array (checkboxGroup, stringRepeater, repeater rows): at least one element;
 * - null / undefined / anything else: no.
 */
export function hasValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.length > 0
  return false
}

/** '1,250.5', '-3', '.5' → a number; '' → null; anything else → 'invalid'. */
export function parseNumberInput(input: string): number | null | 'invalid' {
  const cleaned = input.trim().replace(/[,\s]/g, '')
  if (cleaned === '') return null
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 'invalid'
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : 'invalid'
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Spec §5: a string list splits on comma, semicolon or newline, and on the block's own
 * delimiter when it has one; entries are trimmed and empty ones dropped.
 */
export function splitStringList(input: string, delimiter?: string | null): string[] {
  let parts = input.split(/[,;\r\n]/)
  if (delimiter) parts = parts.flatMap((part) => part.split(delimiter))
  return parts.map((part) => part.trim()).filter((part) => part.length > 0)
}
