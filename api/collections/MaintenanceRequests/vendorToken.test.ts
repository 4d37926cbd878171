import { describe, expect, it } from 'vitest'
import { createVendorToken, verifyVendorToken } from './vendorToken'

describe('vendor tokens', () => {
  const secret = 'test-secret'
  it('a fresh token names its request and link version', () => {
    const { token } = createVendorToken(secret, 42, 3)
    expect(verifyVendorToken(secret, token)).toEqual({ id: 42, version: 3 })
  })
  it('an expired, tampered or foreign-secret token is refused', () => {
    const { token } = createVendorToken(secret, 42, 0, Date.now() - 15 * 24 * 60 * 60 * 1000)
    expect(verifyVendorToken(secret, token)).toBeNull()
    const fresh = createVendorToken(secret, 42, 1).token
    expect(verifyVendorToken(secret, fresh.replace(/^42\./, '43.'))).toBeNull()
    // Another version (a revoked link made current again) does not verify either.
    expect(verifyVendorToken(secret, fresh.replace(/^42\.1\./, '42.2.'))).toBeNull()
    expect(verifyVendorToken('other', fresh)).toBeNull()
    expect(verifyVendorToken(secret, 'garbage')).toBeNull()
  })
})
