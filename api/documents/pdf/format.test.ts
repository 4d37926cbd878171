import { describe, expect, test } from 'vitest'
import { BLANK, fillPlaceholders, findPlaceholders, formatAnswer, formatIsoDate, toWinAnsi } from './format'

describe('formatAnswer', () => {
  test('currency answers in dollars, and cents, print as US dollars', () => {
    expect(formatAnswer(1234.56, 'currency')).toBe('$1,234.56')
    expect(formatAnswer(2450, 'currency')).toBe('$2,450.00')
    expect(formatAnswer('1,250.5', 'currency')).toBe('$1,250.50')
    expect(formatAnswer(0, 'currency')).toBe('$0.00')
    expect(formatAnswer(123456, 'cents')).toBe('$1,234.56')
  })

  test('dates print long; an invalid date prints as typed', () => {
    expect(formatAnswer('2026-11-22')).toBe('November 22, 2026')
    expect(formatAnswer('2027-01-01T00:00:00.000Z', 'date')).toBe('January 1, 2027')
    expect(formatIsoDate('2026-02-30')).toBeUndefined()
    expect(formatAnswer('2026-02-30', 'date')).toBe('2026-02-30')
    expect(formatAnswer('2026-11-22', 'text')).toBe('2026-11-22')
  })

  test('lists join with commas, booleans print Yes / No, numbers as typed unless grouped', () => {
    expect(formatAnswer(['Water', 'Sewer', 'Trash'])).toBe('Water, Sewer, Trash')
    expect(formatAnswer(true)).toBe('Yes')
    expect(formatAnswer(false)).toBe('No')
    expect(formatAnswer(2026)).toBe('2026')
    expect(formatAnswer(1250, 'number')).toBe('1,250')
    expect(formatAnswer({ id: 'x', blockType: 'pet', kind: 'Cat', name: 'Miso' })).toBe('Cat, Miso')
  })

  test('a missing or blank answer prints a line to fill in', () => {
    for (const value of [undefined, null, '', '   ', [], [null, '']]) expect(formatAnswer(value)).toBe(BLANK)
    expect(formatAnswer(undefined, 'currency')).toBe(BLANK)
  })
})

describe('placeholders', () => {
  test('every placeholder is replaced, with spaces and formats allowed', () => {
    const text = 'Rent of {{ monthlyRent | currency }} is due on {{startDate}}; pets: {{pets}}; note: {{note}}.'
    expect(fillPlaceholders(text, { monthlyRent: 2450, startDate: '2027-01-01', pets: false })).toBe(
      `Rent of $2,450.00 is due on January 1, 2027; pets: No; note: ${BLANK}.`,
    )
  })

  test('scopes are searched in order: a row before the answers', () => {
    expect(fillPlaceholders('{{name}} of {{unit}}', { name: 'Miso' }, { name: 'Ignored', unit: '3B' })).toBe('Miso of 3B')
  })

  test('findPlaceholders lists fields and formats', () => {
    expect(findPlaceholders('{{a}} and {{ b | cents }}')).toEqual([{ field: 'a' }, { field: 'b', format: 'cents' }])
  })
})

describe('toWinAnsi', () => {
  test('keeps Latin-1 and typographic punctuation, folds other accents, replaces the rest', () => {
    expect(toWinAnsi('María “Lee” – café • €5')).toBe('María “Lee” – café • €5')
    expect(toWinAnsi('Nguyễn Łukasz')).toBe('Nguyen ?ukasz')
    expect(toWinAnsi('李')).toBe('?')
    expect(toWinAnsi('a\tb\r\nc\u0007')).toBe('a    b\nc')
  })
})
