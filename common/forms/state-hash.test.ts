import { describe, expect, it } from 'vitest'
import { canonicalJson, fnv1a64, stateHash } from './state-hash'

describe('stateHash', () => {
  it('matches the published FNV-1a 64-bit values', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325')
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c')
    expect(fnv1a64('foobar')).toBe('85944171f73967e8')
  })

  it('does not depend on key order, at any depth', () => {
    const a = { rent: 185000, tenants: [{ fullName: 'Ana', email: null }], petsAllowed: false }
    const b = { petsAllowed: false, tenants: [{ email: null, fullName: 'Ana' }], rent: 185000 }
    expect(stateHash(a)).toBe(stateHash(b))
    expect(stateHash(a)).toMatch(/^[0-9a-f]{16}$/)
  })

  it('changes with any value, list order or type', () => {
    const base = stateHash({ rent: 185000, pets: ['Rex', 'Tom'] })
    expect(stateHash({ rent: 185001, pets: ['Rex', 'Tom'] })).not.toBe(base)
    expect(stateHash({ rent: 185000, pets: ['Tom', 'Rex'] })).not.toBe(base)
    expect(stateHash({ rent: '185000', pets: ['Rex', 'Tom'] })).not.toBe(base)
    expect(stateHash({ rent: 185000, pets: ['Rex', 'Tom'], extra: null })).not.toBe(base)
  })

  it('hashes non-ASCII text by its UTF-8 bytes', () => {
    expect(stateHash({ name: 'José' })).not.toBe(stateHash({ name: 'Jose' }))
    expect(canonicalJson({ b: undefined, a: 'é', c: [undefined, Number.NaN] })).toBe('{"a":"é","c":[null,null]}')
  })
})
