import { describe, expect, it } from 'vitest'
import { centsToDollarInput, dollarsToCents, formatCents } from './money'
import { centsSchema } from './money-schema'

describe('money', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(125000)).toBe('$1,250.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(null)).toBe('—')
  })
  it('parses dollars exactly', () => {
    expect(dollarsToCents('1,250.5')).toBe(125050)
    expect(dollarsToCents('$0.29')).toBe(29)
    expect(dollarsToCents('.5')).toBe(50)
    expect(dollarsToCents('-3')).toBe(-300)
    expect(dollarsToCents('12.345')).toBeNull()
    expect(dollarsToCents('abc')).toBeNull()
    expect(dollarsToCents('')).toBeNull()
  })
  it('round-trips through the input value', () => {
    expect(dollarsToCents(centsToDollarInput(99999))).toBe(99999)
  })
  it('the schema refuses negative and malformed amounts', () => {
    expect(centsSchema().safeParse('-1').success).toBe(false)
    expect(centsSchema().safeParse('1.234').success).toBe(false)
    expect(centsSchema({ required: true }).safeParse('').success).toBe(false)
    expect(centsSchema().parse('')).toBeUndefined()
    expect(centsSchema().parse('1,500')).toBe(150000)
  })
})
