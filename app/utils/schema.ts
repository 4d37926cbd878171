import { z } from 'zod'
import { parseDay } from '@common/days'
import { messages } from '@common/messages'
import { addressMessages, normalizeStateCode, POSTAL_CODE_PATTERN } from '@common/address'

/**
 * Building blocks of the forms' zod schemas (one schema per form, shared by the action
 * and the browser). conform sends empty inputs as undefined.
 */
export const requiredText = (max = 200) =>
  z.string({ error: messages.fieldRequired }).trim().min(1, { error: messages.fieldRequired }).max(max, { error: `Use at most ${max} characters.` })

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .optional()
    .transform((value) => value || undefined)

/** A whole number in a range, optional. */
export const optionalInteger = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Enter a whole number.' })
    .int({ error: 'Enter a whole number.' })
    .min(min, { error: `Enter ${min} or more.` })
    .max(max, { error: `Enter ${max} or less.` })
    .optional()

/** A number in a range (e.g. 1.5 bathrooms), optional. */
export const optionalNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'Enter a number.' }).min(min, { error: `Enter ${min} or more.` }).max(max, { error: `Enter ${max} or less.` }).optional()

/** A checkbox: present means true. */
export const checkbox = () => z.boolean().optional().default(false)

/** Several checkboxes under one name; each value must be one of the options. */
export const multiSelect = <V extends string>(options: ReadonlyArray<readonly [V, string]>) =>
  z
    .array(z.enum(options.map(([value]) => value) as [V, ...V[]]))
    .optional()
    .default([])

/** One of the options (typed as their values); with `required: false` it may be left out. */
export function selectOf<V extends string>(options: ReadonlyArray<readonly [V, string]>, settings?: { required?: true }): z.ZodEnum<{ [K in V]: K }>
export function selectOf<V extends string>(options: ReadonlyArray<readonly [V, string]>, settings: { required: false }): z.ZodOptional<z.ZodEnum<{ [K in V]: K }>>
export function selectOf<V extends string>(options: ReadonlyArray<readonly [V, string]>, { required = true }: { required?: boolean } = {}) {
  const values = z.enum(options.map(([value]) => value) as [V, ...V[]], { error: messages.fieldRequired })
  return required ? values : values.optional()
}

/** A 'YYYY-MM-DD' date input, a real day ('2026-02-31' would be stored as March 3). */
export const dateInput = ({ required = false }: { required?: boolean } = {}) => {
  const date = z
    .string({ error: messages.fieldRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date.' })
    .refine((value) => parseDay(value) === value, { error: 'Enter a date.' })
  return required ? date : date.optional()
}

/** Spec §5 Address: text trimmed; an unknown state is emptied, with a field error. */
export const AddressSchema = z.object({
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  state: z
    .string({ error: addressMessages.stateUnknown })
    .transform((value, context) => {
      const code = normalizeStateCode(value)
      if (!code) {
        context.addIssue({ code: 'custom', message: addressMessages.stateUnknown })
        return z.NEVER
      }
      return code
    }),
  postalCode: z
    .string({ error: messages.fieldRequired })
    .trim()
    .regex(POSTAL_CODE_PATTERN, { error: addressMessages.postalCodeInvalid }),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
})

export type AddressInput = z.output<typeof AddressSchema>
