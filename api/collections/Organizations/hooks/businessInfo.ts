import type { FieldHook, Validate } from 'payload'
import { businessMessages, isUsPhoneNumber, isValidWebsite, normalizeWebsite } from '@common/business'
import type { Organization } from '@api/payload-types'

/** Spec §5 Business info, enforced by the API whatever the client: the forms mirror these rules. */
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Empty text is stored as null; other text trimmed. */
export const trimToNull: FieldHook<Organization, string | null | undefined> = ({ value }) => (typeof value === 'string' ? value.trim() || null : value)

/** An optional US phone number: 'Please enter a valid phone number.' */
export const validateOptionalPhone: Validate<string | null | undefined> = (value) => {
  const text = textOf(value)
  return !text || isUsPhoneNumber(text) || businessMessages.phoneInvalid
}

/** The stored website is normalised (https:// in front of a bare host) before saving. */
export const normalizeWebsiteField: FieldHook<Organization, string | null | undefined> = ({ value }) => {
  const text = textOf(value)
  if (!text) return value === undefined ? undefined : null
  return isValidWebsite(text) ? normalizeWebsite(text) : text
}

export const validateWebsite: Validate<string | null | undefined> = (value) => {
  const text = textOf(value)
  return !text || isValidWebsite(text) || businessMessages.websiteInvalid
}

/** Individuals must give a first and last name (product-spec §5); companies use the business name. */
export const validateIndividualName: Validate<string | null | undefined, unknown, { organizationType?: string }> = (value, { siblingData }) => {
  if (siblingData?.organizationType !== 'individual') return true
  return Boolean(textOf(value)) || businessMessages.nameRequired
}
