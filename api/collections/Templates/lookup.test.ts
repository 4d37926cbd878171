import { describe, expect, it } from 'vitest'
import { templateStateOf } from './lookup'

describe('templateStateOf', () => {
  it('reads the URL state slug as the value templates store', () => {
    expect(templateStateOf('general')).toBe('ALL')
    expect(templateStateOf('ALL')).toBe('ALL')
    expect(templateStateOf('ca')).toBe('CA')
    expect(templateStateOf(' NY ')).toBe('NY')
    expect(templateStateOf('zz')).toBeNull()
    expect(templateStateOf('')).toBeNull()
  })
})
