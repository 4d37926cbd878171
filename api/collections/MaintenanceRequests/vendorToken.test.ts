import { describe, expect, it } from 'vitest'
import { createVendorToken, verifyVendorToken } from './vendorToken'

describe('vendor tokens', () => {
  const secret = 'test-secret'
  it('a fresh token names its request', () => {
    const { token } = createVendorToken(secret, 42)
    expect(verifyVendorToken(secret, token)).toBe(42)
  })
  it('an expired, tampered or foreign-secret token is refused', () => {
    const { token } = createVendorToken(secret, 42, Date.now() - 15 * 24 * 60 * 60 * 1000)
    expect(verifyVendorToken(secret, token)).toBeNull()
    const fresh = createVendorToken(secret, 42).token
    expect(verifyVendorToken(secret, fresh.replace(/^42\./, '43.'))).toBeNull()
    expect(verifyVendorToken('other', fresh)).toBeNull()
    expect(verifyVendorToken(secret, 'garbage')).toBeNull()
  })
})
