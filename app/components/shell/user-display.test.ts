import { describe, expect, it } from 'vitest'
import { avatarUrl, displayName, initials } from './user-display'

describe('user display', () => {
  it('names the user, or says Account', () => {
    expect(displayName({ firstName: 'Dana', lastName: 'Landlord', email: 'd@example.com' })).toBe('Dana Landlord')
    expect(displayName({ firstName: ' ', lastName: null, email: 'd@example.com' })).toBe('Account')
  })

  it('makes initials from the name, else the e-mail', () => {
    expect(initials({ firstName: 'dana', lastName: 'landlord', email: 'd@example.com' })).toBe('DL')
    expect(initials({ firstName: '', lastName: '', email: 'zoe@example.com' })).toBe('Z')
  })

  it('serves avatars under /app/assets', () => {
    expect(avatarUrl({ email: 'd@example.com', avatar: 'me 1.png' })).toBe('/app/assets/me%201.png')
    expect(avatarUrl({ email: 'd@example.com', avatar: 'avatars/a.png' })).toBe('/app/assets/avatars/a.png')
    expect(avatarUrl({ email: 'd@example.com', avatar: null })).toBeUndefined()
  })
})
