import { describe, expect, it } from 'vitest'
import { addMonths, dateRangeOf, dayRangeBounds, parseDay, resolveDayRange, splitAddsUp, TAX_CATEGORIES, TAX_CATEGORY_LINES } from './expenses'

describe('tax categories', () => {
  it('are the 15 lines 5–19 of Schedule E, in order', () => {
    expect(TAX_CATEGORIES).toHaveLength(15)
    expect(TAX_CATEGORIES.map((category) => TAX_CATEGORY_LINES[category].line)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })
})

describe('dateRangeOf', () => {
  const today = new Date('2026-11-26T15:00:00Z')
  it.each([
    ['month-to-date', '2026-11-01', '2026-11-26'],
    ['quarter-to-date', '2026-10-01', '2026-11-26'],
    ['year-to-date', '2026-01-01', '2026-11-26'],
    ['last-month', '2026-10-01', '2026-10-31'],
    ['last-quarter', '2026-07-01', '2026-09-30'],
    ['last-year', '2025-01-01', '2025-12-31'],
  ] as const)('%s', (preset, from, to) => {
    expect(dateRangeOf(preset, today)).toEqual({ from, to })
  })

  it('crosses the year in January', () => {
    const january = new Date('2027-01-15T00:00:00Z')
    expect(dateRangeOf('last-month', january)).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(dateRangeOf('last-quarter', january)).toEqual({ from: '2026-10-01', to: '2026-12-31' })
    expect(dateRangeOf('last-month', new Date('2024-03-10T00:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' })
  })

  it('a custom range keeps valid days only; bounds include the last day', () => {
    expect(resolveDayRange({ from: '2026-02-30', to: '2026-03-05' })).toEqual({ from: null, to: '2026-03-05' })
    expect(resolveDayRange({ range: 'last-year', from: '2020-01-01' }, new Date('2026-05-01T00:00:00Z'))).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    expect(dayRangeBounds({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ greater_than_equal: '2026-01-01T00:00:00.000Z', less_than: '2026-02-01T00:00:00.000Z' })
  })
})

describe('days and months', () => {
  it('parses real days only', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28')
    expect(parseDay('2026-02-29')).toBeNull()
    expect(parseDay('2026-03-01T00:00:00.000Z')).toBe('2026-03-01')
    expect(parseDay('03/01/2026')).toBeNull()
  })
  it('adds months on the same day or the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30')
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15')
  })
  it('a split adds up to the cent', () => {
    expect(splitAddsUp(10_000, [{ amount: 3_333 }, { amount: 3_333 }, { amount: 3_334 }])).toBe(true)
    expect(splitAddsUp(10_000, [{ amount: 3_333 }, { amount: 3_333 }, { amount: 3_333 }])).toBe(false)
  })
})
