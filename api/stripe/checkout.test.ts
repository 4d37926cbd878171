import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCEL_PATH, DEFAULT_SUCCESS_PATH, siteUrl } from './checkout'

// The unit project leaves SERVER_URL at its default, http://localhost:3000.
describe('siteUrl', () => {
  it('makes paths absolute on SERVER_URL and keeps Stripe’s {CHECKOUT_SESSION_ID} placeholder literal', () => {
    expect(siteUrl(DEFAULT_SUCCESS_PATH)).toBe('http://localhost:3000/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}')
    expect(siteUrl(DEFAULT_CANCEL_PATH)).toBe('http://localhost:3000/app/landlord/documents')
    expect(siteUrl('/app/x/{CHECKOUT_SESSION_ID}')).toBe('http://localhost:3000/app/x/{CHECKOUT_SESSION_ID}')
    expect(siteUrl('http://localhost:3000/app/landlord/documents/7')).toBe('http://localhost:3000/app/landlord/documents/7')
  })

  it('refuses other origins and schemes (no open redirect through Checkout)', () => {
    for (const value of ['https://evil.example/x', '//evil.example/x', 'http://localhost:3001/app', 'https://localhost:3000/app', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(siteUrl(value), value).toBeNull()
    }
  })
})
