import { z } from 'zod'
import { PROPERTY_AMENITIES, WHOLE_PROPERTY_UNIT } from '@common/portfolio'
import { AddressSchema, multiSelect, optionalInteger, optionalNumber, optionalText, requiredText, selectOf } from '~/utils/schema'
import { PROPERTY_TYPE_OPTIONS, UNIT_NAME_MAX, UNITS_PER_ADD_MAX, propertyMessages, parseUnitNames } from './property'

/** The property pages' forms: one zod schema per form, shared by the actions and the browser. */
const unitNamesField = z
  .string()
  .optional()
  .transform((value, context) => {
    const names = parseUnitNames(value)
    if (names.length > UNITS_PER_ADD_MAX) context.addIssue({ code: 'custom', message: propertyMessages.tooManyUnits })
    if (names.some((name) => name.length > UNIT_NAME_MAX)) context.addIssue({ code: 'custom', message: propertyMessages.unitNameTooLong })
    const seen = new Set<string>()
    for (const name of names) {
      const key = name.toLowerCase()
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: propertyMessages.duplicateUnitName(name) })
        break
      }
      seen.add(key)
    }
    return names.length ? names : [WHOLE_PROPERTY_UNIT]
  })

export const PropertyAddSchema = z.object({
  nickname: optionalText(120),
  propertyType: selectOf(PROPERTY_TYPE_OPTIONS),
  address: AddressSchema,
  unitNames: unitNamesField,
})

export const PropertyEditSchema = z.object({
  nickname: optionalText(120),
  propertyType: selectOf(PROPERTY_TYPE_OPTIONS),
  address: AddressSchema,
  yearBuilt: optionalInteger(1600, 2100),
  description: optionalText(5000),
})

export const PropertyAmenitiesSchema = z.object({
  amenities: multiSelect(PROPERTY_AMENITIES),
})

export const UnitAddSchema = z.object({
  name: requiredText(UNIT_NAME_MAX),
  bedrooms: optionalInteger(0, 50),
  bathrooms: optionalNumber(0, 50),
  squareFeet: optionalInteger(0, 1_000_000),
})
