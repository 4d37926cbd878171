import type { Field, FieldHook } from 'payload'
import { addressMessages, normalizeStateCode, POSTAL_CODE_PATTERN, US_STATE_CODES } from '@common/address'
import type { Organization, Property, Unit } from '@api/payload-types'

/** The documents with an address group: a property, a unit (its own), an organization. */
type Addressed = Property | Unit | Organization

const trimText: FieldHook<Addressed, string | null | undefined> = ({ value }) => (typeof value === 'string' ? value.trim() || null : value)
/** Spec §5: a known state code, otherwise null. */
const knownStateOrNull: FieldHook<Addressed, string | null | undefined> = ({ value }) => (value === undefined ? value : normalizeStateCode(value))

/**
 * The spec's Address (§3): US only. `required` makes line1, city, state and postal code
 * mandatory (a property's address); the organization's own address stays optional.
 */
export const addressField = ({ name = 'address', required = false }: { name?: string; required?: boolean } = {}): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'line1', type: 'text', maxLength: 200, required, hooks: { beforeValidate: [trimText] } },
    { name: 'line2', type: 'text', maxLength: 200, hooks: { beforeValidate: [trimText] } },
    { name: 'city', type: 'text', maxLength: 100, required, hooks: { beforeValidate: [trimText] } },
    { name: 'state', type: 'select', options: [...US_STATE_CODES], required, hooks: { beforeValidate: [knownStateOrNull] } },
    {
      name: 'postalCode',
      type: 'text',
      required,
      hooks: { beforeValidate: [trimText] },
      validate: (value: string | null | undefined) => {
        if (!value) return required ? 'This field is required.' : true
        return POSTAL_CODE_PATTERN.test(value) || addressMessages.postalCodeInvalid
      },
    },
    { name: 'latitude', type: 'number', min: -90, max: 90 },
    { name: 'longitude', type: 'number', min: -180, max: 180 },
    { name: 'country', type: 'select', options: ['US'], defaultValue: 'US' },
  ],
})
