import type { CollectionBeforeValidateHook, Field, Validate } from 'payload'
import {
  EXPENSE_CATEGORIES,
  EXPENSE_PAYMENT_METHODS,
  expenseAmountProblem,
  expenseMessages,
  MAX_MEMO_LENGTH,
  MAX_PAYEE_LENGTH,
  dayStart,
  parseDay,
  payeeNameOfContact,
  TAX_CATEGORIES,
} from '@common/expenses'
import { idOf } from '@common/ids'
import { ownRelationField } from '@api/fields/relations'

const trimmed = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)

/**
 * A calendar day is stored as its midnight UTC, whatever form it came in ('2026-10-05', a
 * timestamp): SQLite keeps the text as sent, and ranges compare it with midnights.
 */
export const normalizeDay = ({ value }: { value?: unknown }) => {
  const day = parseDay(value)
  return day ? dayStart(day) : value
}

/** The unit must be one of the expense's property (the write rule first: another's unit is not found). */
function unitField(): Field {
  const base = ownRelationField({ name: 'unit', relationTo: 'units' }) as Field & { validate: Validate }
  const validate: Validate = async (value, args) => {
    const own = await base.validate(value, args)
    if (own !== true || !idOf(value)) return own
    const unit = await args.req.payload.findByID({ collection: 'units', id: idOf(value)!, depth: 0, overrideAccess: true, req: args.req, disableErrors: true, select: { property: true } })
    const property = idOf((args.data as { property?: unknown }).property)
    return (unit && idOf(unit.property) === property) || expenseMessages.unitNotOfProperty
  }
  return { ...base, validate } as Field
}

/**
 * What an expense and a recurring expense share (product-spec §2 'expense add'): amount,
 * payee (a vendor from People, or a name), category and tax category, where (a property and
 * optionally its unit, or none: the whole portfolio), how it is paid, memo and the
 * capital-improvement flag.
 */
export const expenseDetailFields = (): Field[] => [
  { name: 'amount', type: 'number', required: true, validate: (value: unknown) => expenseAmountProblem(value) ?? true },
  // A vendor from People; its name is copied into payeeName (hooks below), the one field lists show and filter.
  ownRelationField({ name: 'payeeContact', relationTo: 'contacts' }),
  {
    name: 'payeeName',
    type: 'text',
    maxLength: MAX_PAYEE_LENGTH,
    index: true,
    hooks: { beforeValidate: [trimmed] },
    validate: (value: string | null | undefined) => Boolean(value?.trim()) || expenseMessages.payeeRequired,
  },
  {
    name: 'category',
    type: 'select',
    options: [...EXPENSE_CATEGORIES],
    required: true,
    index: true,
    validate: (value: string | null | undefined) => Boolean(value) || expenseMessages.categoryRequired,
  },
  {
    name: 'taxCategory',
    type: 'select',
    options: [...TAX_CATEGORIES],
    required: true,
    index: true,
    validate: (value: string | null | undefined) => Boolean(value) || expenseMessages.taxCategoryRequired,
  },
  // None: the whole portfolio.
  ownRelationField({ name: 'property', relationTo: 'properties' }),
  unitField(),
  { name: 'paymentMethod', type: 'select', options: [...EXPENSE_PAYMENT_METHODS] },
  { name: 'memo', type: 'textarea', maxLength: MAX_MEMO_LENGTH, hooks: { beforeValidate: [trimmed] } },
  // Spec: a capital improvement is depreciated, not deducted in the year (the Schedule E worksheet leaves it out of lines 5–19).
  { name: 'capitalImprovement', type: 'checkbox', defaultValue: false, index: true },
]

/**
 * Before validation: a unit without a property takes the unit's property; a vendor's name
 * becomes the payee name. Read by the server: what is not the caller's is refused by the
 * fields' write rule right after, so nothing read here is ever written or shown.
 */
export const derivePlaceAndPayee: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const merged = { ...(originalDoc ?? {}), ...data } as Record<string, unknown>
  const unitId = idOf(merged.unit)
  if (unitId && !idOf(merged.property) && 'unit' in data) {
    const unit = await req.payload.findByID({ collection: 'units', id: unitId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { property: true } })
    if (unit) data.property = idOf(unit.property)
  }
  if ('property' in data && !idOf(data.property) && !('unit' in data)) data.unit = null
  const contactId = idOf(data.payeeContact)
  if (contactId) {
    const contact = await req.payload.findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { companyName: true, firstName: true, lastName: true } })
    if (contact) data.payeeName = payeeNameOfContact(contact) || data.payeeName
  } else if ('payeeName' in data && 'payeeContact' in data === false && originalDoc?.payeeContact) {
    // A typed name replaces the vendor.
    data.payeeContact = null
  }
  return data
}
