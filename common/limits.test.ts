import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, hasQuantityDecimals, MAX_CENTS, MAX_PAGE_SIZE, MAX_QUANTITY, QUANTITY_DECIMALS, quantityProblem } from './limits'
import { parseDollarsInput } from './money'

describe('shared limits', () => {
  it('has the values both sides rely on', () => {
    expect(MAX_CENTS).toBe(10_000_000_000)
    expect(MAX_QUANTITY).toBe(1_000_000)
    expect(QUANTITY_DECIMALS).toBe(3)
    expect({ DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE }).toEqual({ DEFAULT_PAGE: 1, DEFAULT_PAGE_SIZE: 10, MAX_PAGE_SIZE: 100 })
  })

  it('caps typed dollars at MAX_CENTS', () => {
    expect(parseDollarsInput('100000000.00')).toBe(MAX_CENTS)
    expect(parseDollarsInput('100000000.01')).toBe('invalid')
  })
})

describe('quantityProblem', () => {
  it('accepts up to three decimals, floating point notwithstanding', () => {
    for (const value of [1, 1.001, 0.001, 2.5, 1.1, 0.3, 999_999.999, MAX_QUANTITY]) expect(quantityProblem(value), String(value)).toBeNull()
  })

  it('refuses more decimals, and non-numbers, as invalid', () => {
    for (const value of [1.0001, 0.0005, 1.23456, Number.NaN, Number.POSITIVE_INFINITY]) expect(quantityProblem(value), String(value)).toBe('invalid')
  })

  it('refuses zero, negatives and more than the maximum as out of range', () => {
    for (const value of [0, -1, -0.001, MAX_QUANTITY + 0.001, MAX_QUANTITY + 1]) expect(quantityProblem(value), String(value)).toBe('range')
  })

  it('accepts every number of thousandths in range and refuses every one with a fourth decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY * 1000 }), fc.integer({ min: 1, max: 9 }), (thousandths, extra) => {
        expect(hasQuantityDecimals(thousandths / 1000)).toBe(true)
        expect(quantityProblem(thousandths / 1000)).toBeNull()
        if (thousandths < MAX_QUANTITY * 1000) expect(quantityProblem((thousandths * 10 + extra) / 10_000)).toBe('invalid')
      }),
    )
  })
})
