import { z } from 'zod'
import type { Unit } from '@api/payload-types'
import { isUsPhoneNumber } from '@common/phone'
import { messages } from '@common/messages'
import { EMAIL_PATTERN } from '@common/password'
import {
  CONTACT_METHODS,
  COOLING_SYSTEMS,
  FLOOR_COVERINGS,
  HEATING_SYSTEMS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
  UTILITIES,
  UTILITY_PAYERS,
  type Option,
} from '@common/portfolio'
import { PETS_POLICIES } from '@common/listings'
import { centsSchema } from '~/utils/money-schema'
import { dateInput, optionalInteger, optionalNumber, optionalText, requiredText, selectOf } from '~/utils/schema'

/**
 * The unit page's forms (product-spec §2 Dialogs: unit edit, information, amenities, appliances,
 * cooling systems, heating systems, floor covering, image, utility, marketing, marketing
 * contact, marketing images): drawer names, intents and one zod schema per form, shared
 * by the layout action and the browser.
 */
export const UNIT_DRAWERS = {
  edit: 'unit-edit',
  information: 'unit-information',
  amenities: 'unit-amenities',
  appliances: 'unit-appliances',
  cooling: 'unit-cooling',
  heating: 'unit-heating',
  floorCovering: 'unit-floor-covering',
  image: 'unit-image',
  utility: 'unit-utility',
  marketing: 'unit-marketing',
  marketingContact: 'unit-marketing-contact',
  marketingImages: 'unit-marketing-images',
  archive: 'unit-archive',
  unarchive: 'unit-unarchive',
  delete: 'unit-delete',
} as const

export const UNIT_INTENTS = {
  edit: 'unit-edit',
  information: 'unit-information',
  utilityAdd: 'unit-utility-add',
  utilityRemove: 'unit-utility-remove',
  marketing: 'unit-marketing',
  marketingContact: 'unit-marketing-contact',
  archive: 'unit-archive',
  unarchive: 'unit-unarchive',
  delete: 'unit-delete',
} as const

/** Ours (the spec is silent on the wording). */
export const unitMessages = {
  saved: 'Unit saved.',
  archived: 'Unit archived.',
  unarchived: 'Unit unarchived.',
  deleted: 'Unit deleted.',
  utilityAdded: 'Utility added.',
  utilityRemoved: 'Utility removed.',
  utilityListed: 'This utility is already listed. Remove it first to change who pays.',
  halfBaths: 'Use whole or half bathrooms, like 1 or 1.5.',
  phoneInvalid: messages.phoneInvalid,
  unknownOption: 'Choose from the listed options.',
} as const

export const UnitEditSchema = z.object({ name: requiredText(80) })

export const UnitInformationSchema = z.object({
  bedrooms: optionalInteger(0, 50),
  bathrooms: optionalNumber(0, 50).refine((value) => value === undefined || Number.isInteger(value * 2), { error: unitMessages.halfBaths }),
  squareFeet: optionalInteger(0, 1_000_000),
  floor: optionalText(20),
  parkingSpaces: optionalInteger(0, 50),
})

/** The checkbox-list drawers: each edits one hasMany select of the unit with a list from common/portfolio. */
export const UNIT_FEATURE_LISTS = [
  { drawer: UNIT_DRAWERS.amenities, field: 'amenities', title: 'Amenities', options: UNIT_AMENITIES },
  { drawer: UNIT_DRAWERS.appliances, field: 'appliances', title: 'Appliances', options: UNIT_APPLIANCES },
  { drawer: UNIT_DRAWERS.cooling, field: 'coolingSystems', title: 'Cooling systems', options: COOLING_SYSTEMS },
  { drawer: UNIT_DRAWERS.heating, field: 'heatingSystems', title: 'Heating systems', options: HEATING_SYSTEMS },
  { drawer: UNIT_DRAWERS.floorCovering, field: 'floorCoverings', title: 'Floor covering', options: FLOOR_COVERINGS },
] as const satisfies ReadonlyArray<{ drawer: string; field: string; title: string; options: ReadonlyArray<Option> }>

export type UnitFeatureList = (typeof UNIT_FEATURE_LISTS)[number]
export type UnitFeatureField = UnitFeatureList['field']

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

export const featureListByDrawer = (name: string | null) => UNIT_FEATURE_LISTS.find((list) => list.drawer === name)

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
