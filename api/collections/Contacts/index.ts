import type { CollectionConfig, FieldAccess } from 'payload'
import { EMAIL_PATTERN } from '@common/password'
import { CONTACT_TYPES, CUSTOM_FIELD_TYPES, peopleMessages, type CustomFieldType } from '@common/people'
import { isUsPhoneNumber } from '@common/phone'
import { portfolioMessages } from '@common/portfolio'
import { isAdmin, nobodyField } from '@api/access'
import { getMembership } from '@api/access/membership'
import { organizationOwnedAccess } from '@api/access/organizationOwned'
import { getTenancy } from '@api/access/tenancy'
import { archivedField, organizationField } from '@api/fields/organization'
import { NOT_TRASHED, permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import { contactAccountLinked } from '@api/collections/ConditionReports/hooks/tenants'

const trim = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)

/**
 * Landlord-only fields (notes, custom fields): the organization's staff read them; a tenant
 * reading its own contact does not. When a read's `select` leaves out `organization`, the
 * contact is the tenant's own exactly when it is one of the caller's tenancy contacts.
 */
const staffOnly: FieldAccess = async ({ req, doc }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const { organizationIds } = await getMembership(req)
  const organization = doc?.organization
  if (organization !== undefined && organization !== null) {
    const organizationId = typeof organization === 'object' ? organization.id : organization
    return organizationIds.includes(Number(organizationId))
  }
  const { contactIds } = await getTenancy(req)
  return organizationIds.length > 0 && !contactIds.includes(Number(doc?.id))
}

/** A custom field's value, checked by its type (product-spec §3 custom field types). */
export function customFieldProblem(type: CustomFieldType | null | undefined, value: string): string | null {
  const text = value.trim()
  if (!text) return null
  switch (type) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? null : peopleMessages.invalidDate
    case 'phone-number':
      return isUsPhoneNumber(text) ? null : peopleMessages.invalidPhone
    case 'email':
      return EMAIL_PATTERN.test(text) ? null : peopleMessages.invalidEmail
    case 'url':
      try {
        const url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? null : peopleMessages.invalidUrl
      } catch {
        return peopleMessages.invalidUrl
      }
    default:
      return null
  }
}

/**
 * The organization's people (product-spec §3): tenants, contacts, vendors and leads in one
 * collection. `user` links a tenant's account once it accepts an invitation (ADR 017);
 * only the server writes it. A tenant reads its own contact, without the landlord's notes
 * and custom fields.
 */
export const Contacts: CollectionConfig<'contacts'> = {
  slug: 'contacts',
  admin: { useAsTitle: 'lastName' },
  // A tenant reads its own contact; a caller that is no one's tenant gets the staff rule alone (one index range, no OR).
  access: organizationOwnedAccess('contacts', (tenancy, userId) => (tenancy.contactIds.length ? { user: { equals: userId } } : null)),
  trash: true,
  lockDocuments: false,
  defaultSort: 'lastName',
  // An account linked to a tenant joins the condition reports waiting on its leases (ADR 031).
  hooks: { afterChange: [contactAccountLinked], beforeDelete: [permanentDeleteFromTrashOnly('contacts')] },
  // The list's default sort, then createdAt (Payload adds it to every sort): a page walks the index in order (ADR 026).
  indexes: [{ fields: ['organization', 'type', 'lastName', 'createdAt'] }],
  fields: [
    organizationField(),
    { name: 'type', type: 'select', required: true, defaultValue: 'contact', options: [...CONTACT_TYPES], index: true },
    {
      name: 'firstName',
      type: 'text',
      maxLength: 100,
      hooks: { beforeValidate: [trim] },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { lastName?: string | null } }) =>
        Boolean(value?.trim() || siblingData.lastName?.trim()) || portfolioMessages.contactNeedsName,
    },
    { name: 'lastName', type: 'text', maxLength: 100, index: true, hooks: { beforeValidate: [trim] } },
    { name: 'email', type: 'email', index: true, hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)] } },
    { name: 'phoneNumber', type: 'text', maxLength: 30, hooks: { beforeValidate: [trim] } },
    { name: 'companyName', type: 'text', maxLength: 200, hooks: { beforeValidate: [trim] } },
    { name: 'notes', type: 'textarea', maxLength: 5000, access: { read: staffOnly } },
    {
      name: 'customFields',
      type: 'array',
      maxRows: 30,
      access: { read: staffOnly },
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 100, hooks: { beforeValidate: [trim] } },
        { name: 'type', type: 'select', required: true, defaultValue: 'text', options: [...CUSTOM_FIELD_TYPES] },
        {
          name: 'value',
          type: 'text',
          maxLength: 1000,
          hooks: { beforeValidate: [trim] },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: CustomFieldType | null } }) =>
            customFieldProblem(siblingData.type, value ?? '') ?? true,
        },
      ],
    },
    // The tenant's account, linked by an accepted invitation (server only).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, access: { create: nobodyField, update: nobodyField } },
    archivedField(),
    { name: 'leases', type: 'join', collection: 'leases', on: 'contacts', defaultLimit: 10, where: NOT_TRASHED },
    { name: 'invitations', type: 'join', collection: 'invitations', on: 'contact', defaultLimit: 10, defaultSort: '-createdAt' },
  ],
}
