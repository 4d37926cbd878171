import { describe, expect, it } from 'vitest'
import { monthsOf, pagingOf, previousPeriod, readIncomeStatementParams, readPeriod, readRentRollParams, requestedPage } from './reports'

describe('report settings from the URL', () => {
  const today = new Date('2026-11-26T15:00:00.000Z')
  it('a preset wins over custom days; custom days are ordered and bounded; nothing means year to date', () => {
    expect(readPeriod(new URLSearchParams('range=last-quarter&from=2026-01-01&to=2026-01-31'), today)).toEqual({ from: '2026-07-01', to: '2026-09-30', range: 'last-quarter' })
    expect(readPeriod(new URLSearchParams('range=custom&from=2026-03-31&to=2026-01-01'), today)).toEqual({ from: '2026-01-01', to: '2026-03-31', range: 'custom' })
    expect(readPeriod(new URLSearchParams('from=2026-02-30&to=nope'), today)).toEqual({ from: '2026-01-01', to: '2026-11-26', range: 'year-to-date' })
    expect(readPeriod(new URLSearchParams('from=1990-01-01&to=2026-01-01'), today).from).toBe('2020-12-29')
  })
  it('unknown basis, columns and ids fall back; the rent roll defaults to today', () => {
    expect(readIncomeStatementParams(new URLSearchParams('basis=magic&columns=year&property=-3'), today)).toMatchObject({ basis: 'cash', columns: 'month', property: null })
    expect(readRentRollParams(new URLSearchParams('asOf=2026-13-01'), '2026-11-26')).toEqual({ asOf: '2026-11-26', property: null })
  })
})

describe('previousPeriod', () => {
  it.each([
    ['2026-01-01', '2026-03-31', 'custom', '2025-10-01', '2025-12-31'],
    ['2026-03-01', '2026-03-31', 'custom', '2026-02-01', '2026-02-28'],
    ['2026-01-01', '2026-11-26', 'year-to-date', '2025-01-01', '2025-11-26'],
    ['2026-11-01', '2026-11-26', 'month-to-date', '2026-10-01', '2026-10-26'],
    ['2026-03-01', '2026-03-30', 'month-to-date', '2026-02-01', '2026-02-28'],
    ['2026-10-01', '2026-10-31', 'last-month', '2026-09-01', '2026-09-30'],
    ['2026-07-01', '2026-09-30', 'last-quarter', '2026-04-01', '2026-06-30'],
    ['2026-03-05', '2026-03-14', 'custom', '2026-02-23', '2026-03-04'],
  ] as const)('%s..%s (%s) → %s..%s', (from, to, range, previousFrom, previousTo) => {
    expect(previousPeriod(from, to, range)).toEqual({ from: previousFrom, to: previousTo })
  })
  it('monthsOf lists every month the period touches', () => {
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
  })
})

describe('report pages', () => {
  it('the page asked for is a positive whole number, else the first; past the end is the last', () => {
    expect(['3', '1', '0', '-2', '2.5', 'two', '', null, '9007199254740993'].map(requestedPage)).toEqual([3, 1, 1, 1, 1, 1, 1, 1, 1])
    expect(pagingOf('7', 250, 100)).toEqual({ page: 3, totalPages: 3, totalDocs: 250 })
    expect(pagingOf('2', 0, 100)).toEqual({ page: 1, totalPages: 1, totalDocs: 0 })
  })
})
