import { describe, expect, it } from 'vitest'
import { closedDrawerHref, drawerHref, openDrawer } from './drawer'

describe('drawer URLs', () => {
  const location = { pathname: '/app/landlord', search: '?page=2&sort=city' }
  it('opens a drawer keeping the page state', () => {
    expect(drawerHref(location, 'property-add')).toBe('/app/landlord?page=2&sort=city&d=property-add')
    expect(drawerHref(location, 'unit-edit', { target: 4 })).toBe('/app/landlord?page=2&sort=city&d=unit-edit&target=4')
  })
  it('closes it and nothing else', () => {
    expect(closedDrawerHref({ pathname: '/app/landlord', search: '?page=2&d=x&target=3&index' })).toBe('/app/landlord?page=2')
    expect(closedDrawerHref({ pathname: '/app/landlord', search: '?d=x' })).toBe('/app/landlord')
  })
  it('reads the open drawer', () => {
    expect(openDrawer('?d=lease-edit&target=9')).toEqual({ name: 'lease-edit', target: '9' })
    expect(openDrawer('')).toEqual({ name: null, target: null })
  })
})
