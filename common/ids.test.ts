import { describe, expect, it } from 'vitest'
import { idOf, stripeIdOf } from './ids'

describe('idOf', () => {
  it('reads a bare id, a populated document and a numeric string', () => {
    expect(idOf(7)).toBe(7)
    expect(idOf({ id: 7, name: 'x' })).toBe(7)
    expect(idOf('12')).toBe(12)
  })
  it('is null when there is no id', () => {
    for (const value of [null, undefined, '', 'abc', {}, { id: null }, Number.NaN]) expect(idOf(value)).toBeNull()
  })
})

describe('stripeIdOf', () => {
  it('reads an expanded or bare Stripe id', () => {
    expect(stripeIdOf('cus_1')).toBe('cus_1')
    expect(stripeIdOf({ id: 'pi_2' })).toBe('pi_2')
    expect(stripeIdOf(null)).toBeNull()
  })
})
