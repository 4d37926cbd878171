import { describe, expect, it } from 'vitest'
import { isActiveItem, settingsPath, sidebarNavigation, userMenuEntries, type NavItem, type SidebarNavigation } from './navigation'

const labels = (navigation: SidebarNavigation) => navigation.groups.map((group) => [group.heading, group.items.map((item) => item.label)])

describe('sidebar navigation (product-spec §2 Shell)', () => {
  it('gives landlords the four groups, with Forms only while the feature is on', () => {
    const withForms = sidebarNavigation({ area: 'landlord', features: ['forms'] })
    expect(labels(withForms)).toEqual([
      ['General', ['Properties', 'Leases', 'People', 'Marketing']],
      ['Maintenance', ['Maintenance']],
      ['Documents', ['Documents', 'Forms', 'My Files']],
      ['Financial', ['Transactions', 'Accounts', 'Expenses', 'Reports']],
    ])
    expect(withForms.groups[0].items[0].to).toBe('/app/landlord')
    const withoutForms = sidebarNavigation({ area: 'landlord', features: [] })
    expect(withoutForms.groups[2].items.map((item) => item.label)).toEqual(['Documents', 'My Files'])
  })

  it('gives tenants General and Financial, and Invitations only while some are pending', () => {
    const none = sidebarNavigation({ area: 'tenant', features: ['forms'], pendingInvitations: 0 })
    expect(labels(none)).toEqual([
      ['General', ['Leases', 'Maintenance']],
      ['Financial', ['Payment Methods']],
    ])
    const two = sidebarNavigation({ area: 'tenant', features: [], pendingInvitations: 2 })
    expect(two.groups[0]).toEqual({ heading: null, items: [expect.objectContaining({ label: 'Invitations', to: '/app/tenant/invitations', count: 2 })] })
  })

  it('shows Help and Submit Feedback only when the feature is on: the configured URL, else the built-in page', () => {
    const urls = { supportUrl: 'https://help.example.com', feedbackUrl: 'https://forms.example.com/feedback' }
    expect(sidebarNavigation({ area: 'landlord', features: ['support', 'feedback'], ...urls }).support).toEqual([
      expect.objectContaining({ label: 'Help', to: urls.supportUrl, external: true }),
      expect.objectContaining({ label: 'Submit Feedback', to: urls.feedbackUrl, external: true }),
    ])
    expect(sidebarNavigation({ area: 'tenant', features: ['feedback'], ...urls }).support.map((item) => item.label)).toEqual(['Submit Feedback'])
    expect(sidebarNavigation({ area: 'landlord', features: ['support', 'feedback'] }).support).toEqual([
      expect.objectContaining({ label: 'Help', to: '/app/help' }),
      expect.objectContaining({ label: 'Submit Feedback', to: '/app/feedback' }),
    ])
    expect(sidebarNavigation({ area: 'landlord', features: ['support', 'feedback'] }).support.some((item) => item.external)).toBe(false)
    expect(sidebarNavigation({ area: 'tenant', features: [] }).support).toEqual([])
  })

  it('puts Settings at /app/settings for landlords and user settings for tenants', () => {
    expect(sidebarNavigation({ area: 'landlord', features: [] }).settings.to).toBe('/app/settings')
    expect(sidebarNavigation({ area: 'tenant', features: [] }).settings.to).toBe('/app/settings/user-settings')
    expect(settingsPath('tenant')).toBe('/app/settings/user-settings')
  })
})

describe('active item', () => {
  const landlord = sidebarNavigation({ area: 'landlord', features: ['forms'] })
  const item = (label: string): NavItem => landlord.groups.flatMap((group) => group.items).find((entry) => entry.label === label)!

  it('matches Properties on the landlord index and property pages only', () => {
    expect(isActiveItem(item('Properties'), '/app/landlord')).toBe(true)
    expect(isActiveItem(item('Properties'), '/app/landlord/')).toBe(true)
    expect(isActiveItem(item('Properties'), '/app/landlord/properties/7/units')).toBe(true)
    expect(isActiveItem(item('Properties'), '/app/landlord/leases')).toBe(false)
  })

  it('matches sub-pages and related paths, not look-alike prefixes', () => {
    expect(isActiveItem(item('Leases'), '/app/landlord/leases/12/tenants')).toBe(true)
    expect(isActiveItem(item('Transactions'), '/app/landlord/invoices/3')).toBe(true)
    expect(isActiveItem(item('Documents'), '/app/landlord/documents-archive')).toBe(false)
  })

  it('never marks external links', () => {
    expect(isActiveItem({ label: 'Help', to: 'https://help.example.com', icon: 'help', external: true }, '/')).toBe(false)
  })
})

describe('user menu', () => {
  it('offers Account Settings to landlords only', () => {
    expect(userMenuEntries('landlord').map((entry) => entry.label)).toEqual(['Account Settings', 'User Settings'])
    expect(userMenuEntries('tenant').map((entry) => entry.label)).toEqual(['User Settings'])
  })
})
