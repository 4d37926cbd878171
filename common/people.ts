/**
 * The people vocabulary (product-spec §3): contact types, custom field types, invitation statuses,
 * and our messages where the spec is silent. Used by the API and the app alike.
 */
export const CONTACT_TYPES = ['tenant', 'contact', 'vendor', 'lead'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]
export const contactTypeLabel: Record<ContactType, string> = { tenant: 'Tenant', contact: 'Contact', vendor: 'Vendor', lead: 'Lead' }

/** Spec §3 Enumerations: custom field types ('text' is labelled General Information). */
export const CUSTOM_FIELD_TYPES = ['text', 'date', 'phone-number', 'email', 'url', 'address'] as const
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number]
export const customFieldTypeLabel: Record<CustomFieldType, string> = {
  text: 'General Information',
  date: 'Date',
  'phone-number': 'Phone number',
  email: 'Email',
  url: 'URL',
  address: 'Address',
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]
export const invitationStatusLabel: Record<InvitationStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' }
/** The answers a tenant gives (product-spec §7: POST /api/invitations/{id}/{type}). */
export const INVITATION_ANSWERS = ['accepted', 'declined'] as const
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number]

/** An invitation link is good for this long; a resend starts a new one. */
export const INVITATION_TTL_DAYS = 14

export const peopleMessages = {
  invitationIdRequired: 'Invitation ID is required',
  invitationFailed: 'Failed to process invitation',
  // Ours (spec silent).
  invitationLinkInvalid: 'This invitation link is not valid. Ask your landlord to send the invitation again.',
  invitationExpired: 'This invitation has expired. Ask your landlord to send it again.',
  invitationAnswered: 'This invitation has already been answered.',
  invitationNeedsEmail: 'Add an e-mail address to this contact to invite them.',
  invitationAlreadyLinked: 'This contact already has access to the tenant portal.',
  invitationNotForYou: 'This invitation was sent to another e-mail address. Sign in with that address to answer it.',
  invitationNeedsVerifiedEmail: 'Open the link in your invitation e-mail, or verify your e-mail address, to answer this invitation.',
  invalidUrl: 'Please enter a valid URL.',
  invalidDate: 'Please enter a valid date.',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number.',
  contactHasLeases: 'This person is a tenant on a lease. Remove them from the lease first.',
} as const
