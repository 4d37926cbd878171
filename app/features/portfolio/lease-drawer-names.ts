// The lease page's drawer names, intents and messages, without the forms (zod, conform): the page
// imports these, and the drawers load when one opens (ADR 027).

/** The lease page's drawers and dialogs (`?d=`), each with the intent its form posts. */
export const LEASE_DRAWERS = {
  edit: 'lease-edit',
  status: 'lease-status',
  inviteContact: 'lease-invite-contact',
  removeTenant: 'lease-remove-tenant',
  requiredDocumentAdd: 'required-document-add',
  archive: 'lease-archive',
  unarchive: 'lease-unarchive',
  delete: 'lease-delete',
} as const

export const REQUIRED_DOCUMENT_TOGGLE = 'required-document-toggle'
/** Sends a tenant's invitation again (a new link; the old one stops working). */
export const INVITATION_RESEND = 'invitation-resend'
/** Invites a tenant already on the lease (added without, or before, an invitation). */
export const INVITATION_SEND = 'invitation-send'
export const REQUIRED_DOCUMENT_REMOVE = 'required-document-remove'

/** Ours (the spec is silent on the wording). */
export const leaseMessages = {
  chooseOrEnterContact: 'Choose a contact, or enter the name of a new one.',
  notBothContacts: 'Choose an existing contact or fill in a new one, not both.',
  alreadyTenant: 'This contact is already on the lease.',
} as const
