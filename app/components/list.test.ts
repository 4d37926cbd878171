import { describe, expect, it } from 'vitest'
import { ariaSortFor } from './list'

describe('ariaSortFor (the aria-sort of a sortable column header)', () => {
  it('names the direction of the list sort on its field', () => {
    expect(ariaSortFor('rent', 'rent')).toBe('ascending')
    expect(ariaSortFor('rent', '-rent')).toBe('descending')
  })

  it('leaves a column the list is not sorted by without aria-sort', () => {
    expect(ariaSortFor('rent', 'nickname')).toBeUndefined()
    expect(ariaSortFor('rent', '-rentDue')).toBeUndefined()
  })

  it('sorts a column holding several sort links by whichever of them is in effect', () => {
    expect(ariaSortFor(['startDate', 'endDate'], '-endDate')).toBe('descending')
    expect(ariaSortFor(['startDate', 'endDate'], 'startDate')).toBe('ascending')
    expect(ariaSortFor(['startDate', 'endDate'], 'status')).toBeUndefined()
  })
})
