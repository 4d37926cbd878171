import { describe, expect, it } from 'vitest'
import { totalOrder, withTieBreaker } from './api.server'

describe('list sorts', () => {
  it('a single-field sort walks its (…, field, createdAt) index in the same direction', () => {
    expect(withTieBreaker('dueDate')).toBe('dueDate,createdAt')
    expect(withTieBreaker('-dueDate')).toBe('-dueDate,-createdAt')
    expect(withTieBreaker('-createdAt')).toBe('-createdAt')
    expect(withTieBreaker(undefined)).toBeUndefined()
  })

  it('paging over several calls ends every sort with the id, so that no row is on two pages or none', () => {
    expect(totalOrder(undefined)).toBe('-id')
    expect(totalOrder('address.line1')).toBe('address.line1,createdAt,id')
    expect(totalOrder('-startDate')).toBe('-startDate,-createdAt,-id')
    expect(totalOrder('id')).toBe('id')
    expect(totalOrder('name,-id')).toBe('name,-id')
  })
})
