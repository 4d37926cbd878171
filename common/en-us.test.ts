import { describe, expect, it } from 'vitest'
import { formatNumber, formatUsd, formatUtcDate, utcMonthName, utcMonthYear } from './en-us'

// The formatters replace Intl's en-US ones in the browser (ADR 027); Node's Intl is the reference.
const intlNumber = new Intl.NumberFormat('en-US')
const intlNumber2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const intlDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const intlMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })
const intlMonthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A fixed pseudo-random sequence: the same values on every run. */
function* sequence(count: number, seed = 42) {
  let state = seed
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    yield state / 2 ** 31
  }
}

const edges = [0, -0, 1, -1, 5, 999, 1000, -1000, 1234.5, 0.5, 0.0005, 0.0015, -0.0004, 2.675, 1.005, 123_456_789.123_45, 999_999.9995, 1e15, Number.MAX_SAFE_INTEGER]

describe('formatNumber', () => {
  it('prints what Intl en-US prints: grouping, at most 3 decimals rounded half away from zero, no trailing zeros', () => {
    const values = [...edges, ...[...sequence(2000)].map((r, i) => (r - 0.5) * 10 ** (i % 10))]
    for (const value of values) expect([value, formatNumber(value)]).toEqual([value, intlNumber.format(value)])
  })
  it('takes at most the given decimals', () => {
    for (const value of [...edges, ...[...sequence(500, 7)].map((r) => r * 100)]) expect([value, formatNumber(value, { maximumFractionDigits: 2 })]).toEqual([value, intlNumber2.format(value)])
  })
})

describe('formatUsd', () => {
  it('prints dollars as Intl en-US USD does, for every amount in cents', () => {
    const cents = [0, 1, 5, 99, 100, 125_000, 125_050, -300, -5, 99_999_999_999, ...[...sequence(3000, 3)].map((r, i) => Math.round((r - 0.3) * 10 ** (i % 12)))]
    for (const amount of cents) expect([amount, formatUsd(amount / 100)]).toEqual([amount, intlUsd.format(amount / 100)])
    expect(formatUsd(1250.5)).toBe('$1,250.50')
    expect(formatUsd(-3)).toBe('-$3.00')
  })
})

describe('dates', () => {
  it('prints each day as Intl en-US in UTC does', () => {
    const start = Date.UTC(1999, 11, 25)
    for (let day = 0; day < 365 * 40; day += 7) {
      const date = new Date(start + day * 86_400_000 + (day % 3) * 3_600_000 * 11)
      expect(formatUtcDate(date)).toBe(intlDate.format(date))
      expect(utcMonthName(date)).toBe(intlMonth.format(date))
      expect(utcMonthYear(date)).toBe(intlMonthYear.format(date))
    }
    expect(formatUtcDate(new Date('2026-11-22T00:00:00.000Z'))).toBe('Nov 22, 2026')
    expect(utcMonthYear(new Date('2027-03-01T00:00:00.000Z'))).toBe('March 2027')
  })
})
