import { describe, expect, test } from 'vitest'
import { authHref } from './links'

describe('authHref', () => {
  test('keeps the return path, the invitation and the clean view', () => {
    const current = new URLSearchParams('redirectTo=/app/landlord/leases&invitation=7&token=abc&email=a%40b.co&view=clean&passwordReset=true')
    const href = authHref('/app/tenant/create-account', current)
    const params = new URL(href, 'http://x').searchParams
    expect(new URL(href, 'http://x').pathname).toBe('/app/tenant/create-account')
    expect(Object.fromEntries(params)).toEqual({
      redirectTo: '/app/landlord/leases',
      invitation: '7',
      token: 'abc',
      view: 'clean',
      email: 'a@b.co',
    })
  })

  test('drops a lone e-mail and adds extras', () => {
    expect(authHref('/app/login', new URLSearchParams('email=a%40b.co'), { passwordReset: 'true' })).toBe('/app/login?passwordReset=true')
    expect(authHref('/app/login', new URLSearchParams())).toBe('/app/login')
  })
})
