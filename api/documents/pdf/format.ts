import { isAnswerGiven, lookupAnswer } from './conditions'

/**
 * Placeholders and how answers print.
 *
 * `{{field}}` prints the answer as it is, with these rules:
 * - a 'YYYY-MM-DD' string (or an ISO date-time, by its date part) prints 'November 22, 2026';
 * - a boolean prints Yes / No; a list prints its entries joined with ', ';
 * - a number prints as typed (no grouping: 2026 stays 2026);
 * - a repeater row prints its values joined with ', ';
 * - a missing or blank answer prints BLANK, a line to fill in by hand.
 *
 * `{{field | format}}` chooses the format:
 * - currency: an amount in dollars → '$1,234.56';
 * - cents: an amount in integer cents → '$1,234.56';
 * - date: a date → 'November 22, 2026';
 * - number: a number with grouping → '1,250' (up to two decimals);
 * - text: the answer as it is, even when it looks like a date.
 */
export const PLACEHOLDER_FORMATS = ['currency', 'cents', 'date', 'number', 'text'] as const
export type PlaceholderFormat = (typeof PLACEHOLDER_FORMATS)[number]

/** What a missing answer prints: a visible line the parties can fill in by hand. */
export const BLANK = '__________'

const PLACEHOLDER = /\{\{\s*([^{}|\s]+)\s*(?:\|\s*([A-Za-z-]+)\s*)?\}\}/g

export type Placeholder = { field: string; format?: string }

export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({ field: match[1]!, ...(match[2] ? { format: match[2] } : {}) }))
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** Repeater rows carry Payload's block bookkeeping; it never prints. */
const ROW_BOOKKEEPING = new Set(['id', 'blockType', 'blockName'])

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim().replace(/[$,\s]/g, ''))
    return Number.isFinite(number) ? number : undefined
  }
  return undefined
}

/** 'YYYY-MM-DD' (or the date part of an ISO date-time) → 'November 22, 2026'; else undefined. */
export function formatIsoDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim())
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return longDate.format(date)
}

export function formatDollars(dollars: number): string {
  return usd.format(dollars)
}

/** One answer as the document prints it (see the module comment). */
export function formatAnswer(value: unknown, format?: string): string {
  if (Array.isArray(value)) {
    const parts = value.map((item) => formatAnswer(item, format)).filter((part) => part !== BLANK)
    return parts.length > 0 ? parts.join(', ') : BLANK
  }
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([key]) => !ROW_BOOKKEEPING.has(key))
      .map(([, item]) => formatAnswer(item, format))
      .filter((part) => part !== BLANK)
    return parts.length > 0 ? parts.join(', ') : BLANK
  }
  if (!isAnswerGiven(value) && value !== false) return BLANK
  switch (format) {
    case 'currency': {
      const dollars = toNumber(value)
      return dollars === undefined ? String(value) : formatDollars(dollars)
    }
    case 'cents': {
      const cents = toNumber(value)
      return cents === undefined ? String(value) : formatDollars(cents / 100)
    }
    case 'number': {
      const number = toNumber(value)
      return number === undefined ? String(value) : grouped.format(number)
    }
    case 'date':
      return (typeof value === 'string' && formatIsoDate(value)) || String(value)
    case 'text':
      return String(value)
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return formatIsoDate(value) ?? value
  return String(value)
}

/**
 * Replaces every placeholder with its formatted answer. `scopes` are searched in order, so
 * a repeater row can be passed before the form's answers.
 */
export function fillPlaceholders(text: string, ...scopes: Record<string, unknown>[]): string {
  return text.replace(PLACEHOLDER, (_whole, field: string, format: string | undefined) => {
    for (const scope of scopes) {
      const value = lookupAnswer(scope, field)
      if (value !== undefined) return formatAnswer(value, format)
    }
    return BLANK
  })
}

/**
 * The PDF's standard fonts (no embedding: small, fast files) print Windows-1252 only. Other
 * characters print as their closest form: accents dropped (ő → o) where that leaves Latin,
 * else '?'. Tabs become spaces; other control characters go, except newlines.
 */
export function toWinAnsi(text: string): string {
  let result = ''
  for (const character of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const code = character.codePointAt(0)!
    if (character === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code)) {
      result += character
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      continue
    } else {
      const stripped = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      result += [...stripped].every((part) => part.codePointAt(0)! < 0x7f) && stripped !== '' ? stripped : (PUNCTUATION[character] ?? '?')
    }
  }
  return result
}

/** The characters Windows-1252 adds in 0x80–0x9f (dashes, curly quotes, bullet, euro…). */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021,
  0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
])
const PUNCTUATION: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2212': '-', '\u2032': "'", '\u2033': '"', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ' }
