import { z } from 'zod'
import type { Unit } from '@api/payload-types'
import { isUsPhoneNumber } from '@common/phone'
import { EMAIL_PATTERN } from '@common/password'
import { messages } from '@common/messages'
import { CONTACT_METHODS, UTILITIES, UTILITY_PAYERS } from '@common/portfolio'
import { PETS_POLICIES } from '@common/listings'
import { centsSchema } from '~/utils/money-schema'
import { dateInput, optionalInteger, optionalNumber, optionalText, requiredText, selectOf } from '~/utils/schema'
import { unitMessages, type UnitFeatureList } from './unit-names'

export * from './unit-names'

/**
 * The unit page's forms (product-spec §2 Dialogs: unit edit, information, amenities, appliances,
 * cooling systems, heating systems, floor covering, image, utility, marketing, marketing
 * contact, marketing images): one zod schema per form, shared by the layout action and the
 * browser (the drawer names and intents are in unit-names.ts).
 */
export const UnitEditSchema = z.object({ name: requiredText(80) })

export const UnitInformationSchema = z.object({
  bedrooms: optionalInteger(0, 50),
  bathrooms: optionalNumber(0, 50).refine((value) => value === undefined || Number.isInteger(value * 2), { error: unitMessages.halfBaths }),
  squareFeet: optionalInteger(0, 1_000_000),
  floor: optionalText(20),
  parkingSpaces: optionalInteger(0, 50),
})

/**
 * One schema per list, all of the shape `{ values: [...] }`, so one drawer component serves
 * them all. An unknown value is refused on the list itself, where the form shows it.
 */
export const featureListSchema = (list: UnitFeatureList) =>
  z.object({
    values: z
      .array(z.string())
      .optional()
      .default([])
      .refine((values) => values.every((value) => list.options.some(([option]) => option === value)), { error: unitMessages.unknownOption }),
  })

export const UtilityAddSchema = z.object({
  utility: selectOf(UTILITIES),
  paidBy: selectOf(UTILITY_PAYERS),
  provider: optionalText(120),
})

/** The listing's content; publishing is the marketing page's own action, under the publish rules (ADR 032). */
export const UnitMarketingSchema = z.object({
  headline: optionalText(120),
  description: optionalText(5000),
  availableDate: dateInput(),
  rent: centsSchema(),
  securityDeposit: centsSchema(),
  petRent: centsSchema(),
  petDeposit: centsSchema(),
  applicationFee: centsSchema(),
  petsPolicy: selectOf(PETS_POLICIES, { required: false }),
})

export { isUsPhoneNumber }

export const UnitMarketingContactSchema = z.object({
  name: optionalText(120),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, { error: messages.emailInvalid }).optional(),
  phone: z.string().trim().refine(isUsPhoneNumber, { error: unitMessages.phoneInvalid }).optional(),
  method: selectOf(CONTACT_METHODS),
})

export const MONEY_FIELDS = ['rent', 'securityDeposit', 'petRent', 'petDeposit', 'applicationFee'] as const

/** A unit as its page shows it (unit.server.ts reads it): every field but its organization, the caller's own. */
export type UnitPageUnit = Omit<Unit, 'organization'>
