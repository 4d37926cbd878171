import { isUsPhoneNumber } from './phone'

/**
 * The organization's business information (product-spec §2 Account Information, Business Contact
 * Information and Business Website drawers; §5 Business info): shared by the API's field
 * validators and the app's forms, so that both refuse the same values with the same words.
 */
export const ORGANIZATION_TYPES = ['individual', 'company'] as const
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

/** Spec §9: two contact phone slots, each with a contact method; call by default. */
export const CONTACT_METHODS = [
  ['call', 'Call'],
  ['text', 'Text'],
  ['call-or-text', 'Call or text'],
] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number][0]
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'call'
export const CONTACT_PHONE_SLOTS = 2

export const businessMessages = {
  // §5 Business info
  phoneInvalid: 'Please enter a valid phone number.',
  websiteInvalid: 'Please enter a valid website',
  // §5: individuals must give first and last name (the generic required message, §5 Generic).
  nameRequired: 'This field is required.',
  // §8 Organization update: account info, website and website image failures.
  tryAgain: 'Try again',
  // §2 Business Website drawer previews.
  noAddress: 'No Address Provided',
  noPhone: 'No Phone Number Provided',
  noEmail: 'No Email Provided',
  descriptionPlaceholder: 'Add a description for your business page',
  businessNameHint: 'Used on the business marketing page',
} as const

export { isUsPhoneNumber }

/** A website as people type it ('example.com', 'http://example.com/about'): a host with a dot, http(s) only. */
export function isValidWebsite(value: string): boolean {
  const text = value.trim()
  if (!text || /\s/.test(text)) return false
  let url: URL
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  return /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i.test(url.hostname)
}

/**
 * The stored form of a website (product-spec §5: normalised before saving): https:// in front of
 * a bare host, the host lower-cased, no trailing slash on a bare host. An http:// address
 * keeps its scheme (the site may not serve https).
 */
export function normalizeWebsite(value: string): string {
  const text = value.trim()
  const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  const path = url.pathname === '/' ? '' : url.pathname
  return `${url.protocol}//${url.host.toLowerCase()}${path}${url.search}${url.hash}`
}
