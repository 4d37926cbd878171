/** The operating account's messages (product-spec §2 accounts, mobile payment providers and manual provider add). */
export const accountMessages = {
  handleRequired: {
    venmo: 'Enter the Venmo username tenants pay to.',
    cashapp: 'Enter the Cash App $Cashtag tenants pay to.',
    zelle: 'Enter the e-mail or phone number registered with Zelle.',
  },
  manualMethodsRequired: 'Choose at least one method.',
  mailingAddressRequired: 'Enter the mailing address for checks and money orders.',
  nameRequired: 'Enter a name for the account.',
  alreadyExists: 'Your organization already has an operating account.',
  verifiedEmailRequired: 'Verify your e-mail address before you set up card payments.',
  cardNotConfigured: 'Card payments are not available on this server.',
  cardSetupFailed: 'Stripe could not start the card payment set-up. Try again in a moment.',
  staffOnly: 'Only the staff of the organization can set up its card payments.',
} as const

/** Toasts after a saved form (ours: the spec is silent on success wording). */
export const accountToasts = {
  added: 'Operating account added.',
  renamed: 'Account name saved.',
  mobileSaved: 'Mobile payment providers saved.',
  manualSaved: 'Manual payment methods saved.',
  cardEnabled: 'Card payments turned on.',
  cardDisabled: 'Card payments turned off.',
} as const

/** The card payment provider, and the URL segment of its onboarding page (product-spec §2: named after the provider). */
export const CARD_PROVIDER_NAME = 'Stripe'
export const CARD_PROVIDER_SEGMENT = 'stripe'

/** Stripe's capability states as the account stores them (unrequested: never asked for). */
export const CAPABILITY_STATES = ['active', 'inactive', 'pending', 'unrequested'] as const
export type CapabilityState = (typeof CAPABILITY_STATES)[number]
export const capabilityStateLabel: Record<CapabilityState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
  unrequested: 'Not requested',
}
