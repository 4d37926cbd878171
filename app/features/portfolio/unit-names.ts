import { messages } from '@common/messages'
import { COOLING_SYSTEMS, FLOOR_COVERINGS, HEATING_SYSTEMS, UNIT_AMENITIES, UNIT_APPLIANCES, type Option } from '@common/portfolio'

// The unit page's drawer names, intents, messages and checkbox lists, without the forms' zod
// schemas (unit-forms.ts): the unit page imports these, and the drawers load when one opens (ADR 027).

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

export const featureListByDrawer = (name: string | null) => UNIT_FEATURE_LISTS.find((list) => list.drawer === name)
