import type { Field } from 'payload'
import { MAX_CENTS } from '@common/limits'

export const CENTS_INVALID = 'Amounts are whole, non-negative numbers of cents.'

/** Money on the server is integer cents (ARCHITECTURE §2); never negative here. */
export const centsField = (name: string, { required = false }: { required?: boolean } = {}): Field => ({
  name,
  type: 'number',
  required,
  min: 0,
  validate: (value: number | null | undefined) => {
    if (value === null || value === undefined) return required ? 'This field is required.' : true
    return (Number.isInteger(value) && value >= 0 && value <= MAX_CENTS) || CENTS_INVALID
  },
})
