/**
 * Calendar days as 'YYYY-MM-DD' (UTC): the days of forms, URL filters and stored dates.
 * Used by the API, the jobs and the web app alike.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD' of a date (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** A 'YYYY-MM-DD' that is a real day (or an ISO timestamp's day), else null: '2026-02-31' and '2026-13-45' are not. */
export function parseDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDay(value)
  if (typeof value !== 'string') return null
  const day = value.trim().slice(0, 10)
  const match = DAY_PATTERN.exec(day)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return isoDay(date) === day ? day : null
}
