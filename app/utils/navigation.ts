/**
 * The shell's navigation (product-spec §2 Shell): the sidebar groups per area, the Support
 * links, the Settings link and the user menu entries. Plain data, so the server can
 * decide what is shown (feature flags, configured URLs, pending invitations) and the
 * client only renders it.
 */
export type Area = 'landlord' | 'tenant'

export type NavIcon =
  | 'properties'
  | 'leases'
  | 'people'
  | 'marketing'
  | 'maintenance'
  | 'documents'
  | 'forms'
  | 'files'
  | 'transactions'
  | 'accounts'
  | 'expenses'
  | 'reports'
  | 'invitations'
  | 'payment-methods'
  | 'help'
  | 'feedback'
  | 'settings'
  | 'notifications'

export type NavItem = {
  label: string
  to: string
  icon: NavIcon
  /** Other path prefixes that belong to this item (e.g. invoices under Transactions). */
  alsoActiveOn?: string[]
  /** Active only on exactly `to` (the landlord index would otherwise match every landlord page). */
  exact?: boolean
  /** Opens another site in a new tab. */
  external?: boolean
  /** A red count next to the label (pending invitations). */
  count?: number
  /** What the count counts, for screen readers ('pending' unless said). */
  countLabel?: string
}

export type NavGroup = { heading: string | null; items: NavItem[] }

export type SidebarNavigation = {
  groups: NavGroup[]
  /** Help and Submit Feedback, filtered by feature flags: the configured URLs, else the built-in pages. */
  support: NavItem[]
  settings: NavItem
}

export type SidebarInput = {
  area: Area
  features: readonly string[]
  /** Invitations to the signed-in tenant that are not accepted yet. */
  pendingInvitations?: number
  /** Maintenance requests with entries the user has not read (ADR 028). */
  unreadMaintenance?: number
  supportUrl?: string | null
  feedbackUrl?: string | null
}

export const SUPPORT_HEADING = 'Support'

/** The Maintenance item, with its unread requests counted when there are any. */
const maintenanceItem = (to: string, unread: number): NavItem => ({ label: 'Maintenance', to, icon: 'maintenance', ...(unread > 0 ? { count: unread, countLabel: 'unread' } : {}) })

const landlordGroups = (features: readonly string[], unreadMaintenance: number): NavGroup[] => [
  {
    heading: 'General',
    items: [
      { label: 'Properties', to: '/app/landlord', icon: 'properties', exact: true, alsoActiveOn: ['/app/landlord/properties'] },
      { label: 'Leases', to: '/app/landlord/leases', icon: 'leases' },
      { label: 'People', to: '/app/landlord/people', icon: 'people' },
      { label: 'Marketing', to: '/app/landlord/marketing', icon: 'marketing' },
    ],
  },
  {
    heading: 'Maintenance',
    items: [maintenanceItem('/app/landlord/maintenance', unreadMaintenance)],
  },
  {
    heading: 'Documents',
    items: [
      { label: 'Documents', to: '/app/landlord/documents', icon: 'documents' },
      ...(features.includes('forms') ? [{ label: 'Forms', to: '/app/landlord/forms', icon: 'forms' } satisfies NavItem] : []),
      { label: 'My Files', to: '/app/landlord/my-files', icon: 'files' },
    ],
  },
  {
    heading: 'Financial',
    items: [
      {
        label: 'Transactions',
        to: '/app/landlord/transactions',
        icon: 'transactions',
        alsoActiveOn: ['/app/landlord/invoices', '/app/landlord/recurring-invoices'],
      },
      { label: 'Accounts', to: '/app/landlord/accounts', icon: 'accounts' },
      { label: 'Expenses', to: '/app/landlord/expenses', icon: 'expenses' },
      { label: 'Reports', to: '/app/landlord/reports', icon: 'reports' },
    ],
  },
]

const tenantGroups = (pendingInvitations: number, unreadMaintenance: number): NavGroup[] => [
  // Shown only while invitations wait for an answer (product-spec §2 Shell).
  ...(pendingInvitations > 0
    ? [{ heading: null, items: [{ label: 'Invitations', to: '/app/tenant/invitations', icon: 'invitations', count: pendingInvitations } satisfies NavItem] }]
    : []),
  {
    heading: 'General',
    items: [
      { label: 'Leases', to: '/app/tenant/leases', icon: 'leases', alsoActiveOn: ['/app/tenant/invoices'] },
      maintenanceItem('/app/tenant/maintenance', unreadMaintenance),
    ],
  },
  {
    heading: 'Financial',
    items: [{ label: 'Payment Methods', to: '/app/tenant/payment-methods', icon: 'payment-methods' }],
  },
]

/** Landlords' Settings are the account settings; tenants have user settings only (product-spec §6). */
export const settingsPath = (area: Area) => (area === 'landlord' ? '/app/settings' : '/app/settings/user-settings')

export function sidebarNavigation({ area, features, pendingInvitations = 0, unreadMaintenance = 0, supportUrl, feedbackUrl }: SidebarInput): SidebarNavigation {
  const support: NavItem[] = []
  // An external widget or form replaces the built-in help page and feedback form when configured (ADR 034).
  if (features.includes('support')) support.push(supportUrl ? { label: 'Help', to: supportUrl, icon: 'help', external: true } : { label: 'Help', to: '/app/help', icon: 'help' })
  if (features.includes('feedback')) {
    support.push(feedbackUrl ? { label: 'Submit Feedback', to: feedbackUrl, icon: 'feedback', external: true } : { label: 'Submit Feedback', to: '/app/feedback', icon: 'feedback' })
  }
  return {
    groups: area === 'landlord' ? landlordGroups(features, unreadMaintenance) : tenantGroups(pendingInvitations, unreadMaintenance),
    support,
    settings: { label: 'Settings', to: settingsPath(area), icon: 'settings' },
  }
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** Whether a sidebar item is the current page or one of its sub-pages. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  if (item.external) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.exact ? path === item.to : isUnder(path, item.to)) return true
  return (item.alsoActiveOn ?? []).some((prefix) => isUnder(path, prefix))
}

export type UserMenuEntry = { label: string; to: string }

/** The top bar's user menu links; Sign out is a form, rendered apart (product-spec §2 Shell). */
export function userMenuEntries(area: Area): UserMenuEntry[] {
  return [
    ...(area === 'landlord' ? [{ label: 'Account Settings', to: '/app/settings' }] : []),
    { label: 'User Settings', to: '/app/settings/user-settings' },
  ]
}

export const SIGN_OUT_LABEL = 'Sign out'
export const LOGOUT_ACTION = '/app/logout'
