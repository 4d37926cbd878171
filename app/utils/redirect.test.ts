import { describe, expect, test } from 'vitest'
import { safeRedirect, verifiedDestination } from './redirect'

describe('safeRedirect', () => {
  test('keeps paths of the app with their query and hash', () => {
    expect(safeRedirect('/app/landlord')).toBe('/app/landlord')
    expect(safeRedirect('/app')).toBe('/app')
    expect(safeRedirect('/app/tenant/leases?page=2#top')).toBe('/app/tenant/leases?page=2#top')
  })

  test.each([
    ['https://evil.example/app'],
    ['//evil.example/app'],
    ['/\\evil.example'],
    ['/\t/evil.example/app'],
    ['javascript:alert(1)'],
    ['/api/users/me'],
    ['/application'],
    ['/app/../api/users'],
    ['app/landlord'],
    [''],
  ])('refuses %j', (to) => {
    expect(safeRedirect(to, '/app/landlord')).toBe('/app/landlord')
  })

  test('falls back when nothing is given', () => {
    expect(safeRedirect(null)).toBe('/app')
    expect(safeRedirect(undefined, '/app/tenant/leases')).toBe('/app/tenant/leases')
  })
})

describe('verifiedDestination', () => {
  test('joins the remembered path and params', () => {
    expect(verifiedDestination('/app/landlord/payment-methods', 'step=2&x=1')).toBe('/app/landlord/payment-methods?step=2&x=1')
    expect(verifiedDestination('/app/landlord', '?a=b')).toBe('/app/landlord?a=b')
    expect(verifiedDestination('/app/landlord', null)).toBe('/app/landlord')
  })

  test('refuses other sites and missing paths', () => {
    expect(verifiedDestination('https://evil.example', 'a=b')).toBeNull()
    expect(verifiedDestination(null, 'a=b')).toBeNull()
  })
})
