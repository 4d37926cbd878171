/**
 * The portfolio's shared vocabulary (product-spec §3): option lists the API validates and the UI
 * labels, and our messages where the spec is silent. One place, used by both sides.
 */
export const LEASE_STATUSES = ['draft', 'upcoming', 'active', 'past'] as const
export type LeaseStatus = (typeof LEASE_STATUSES)[number]

export const leaseStatusLabel: Record<LeaseStatus, string> = { draft: 'Draft', upcoming: 'Upcoming', active: 'Active', past: 'Past' }

export const PROPERTY_TYPES = ['single-family', 'multi-family', 'apartment', 'condo', 'townhouse', 'duplex', 'commercial', 'other'] as const
export const propertyTypeLabel: Record<(typeof PROPERTY_TYPES)[number], string> = {
  'single-family': 'Single-family home',
  'multi-family': 'Multi-family building',
  apartment: 'Apartment building',
  condo: 'Condo',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
  commercial: 'Commercial',
  other: 'Other',
}

export const PROPERTY_AMENITIES = [
  ['parking', 'Parking'], ['garage', 'Garage'], ['pool', 'Pool'], ['gym', 'Fitness center'], ['elevator', 'Elevator'],
  ['laundry-room', 'Shared laundry'], ['storage', 'Storage'], ['bike-storage', 'Bike storage'], ['playground', 'Playground'],
  ['yard', 'Yard'], ['gated', 'Gated entry'], ['doorman', 'Doorman'], ['wheelchair-access', 'Wheelchair access'],
] as const

export const UNIT_AMENITIES = [
  ['balcony', 'Balcony'], ['patio', 'Patio'], ['fireplace', 'Fireplace'], ['walk-in-closet', 'Walk-in closet'],
  ['hardwood-floors', 'Hardwood floors'], ['in-unit-laundry', 'In-unit laundry'], ['furnished', 'Furnished'],
  ['pets-allowed', 'Pets allowed'], ['smoke-free', 'Smoke-free'], ['high-ceilings', 'High ceilings'], ['view', 'View'],
] as const

export const UNIT_APPLIANCES = [
  ['refrigerator', 'Refrigerator'], ['stove', 'Stove / oven'], ['microwave', 'Microwave'], ['dishwasher', 'Dishwasher'],
  ['washer', 'Washer'], ['dryer', 'Dryer'], ['garbage-disposal', 'Garbage disposal'], ['freezer', 'Freezer'],
  ['water-heater', 'Water heater'],
] as const

export const COOLING_SYSTEMS = [
  ['central-air', 'Central air'], ['window-units', 'Window units'], ['ductless-split', 'Ductless mini-split'],
  ['evaporative', 'Evaporative cooler'], ['ceiling-fans', 'Ceiling fans'], ['none', 'None'],
] as const

export const HEATING_SYSTEMS = [
  ['forced-air', 'Forced air'], ['heat-pump', 'Heat pump'], ['radiator', 'Radiator / boiler'], ['baseboard', 'Electric baseboard'],
  ['radiant-floor', 'Radiant floor'], ['wall-furnace', 'Wall furnace'], ['fireplace', 'Fireplace / stove'], ['none', 'None'],
] as const

export const FLOOR_COVERINGS = [
  ['hardwood', 'Hardwood'], ['laminate', 'Laminate'], ['vinyl', 'Vinyl'], ['tile', 'Tile'], ['carpet', 'Carpet'],
  ['concrete', 'Concrete'], ['stone', 'Stone'],
] as const

export const UTILITIES = [
  ['electricity', 'Electricity'], ['gas', 'Gas'], ['water', 'Water'], ['sewer', 'Sewer'], ['trash', 'Trash'],
  ['internet', 'Internet'], ['cable', 'Cable TV'], ['heating-oil', 'Heating oil'],
] as const

export const UTILITY_PAYERS = [
  ['tenant', 'Tenant pays'], ['landlord', 'Landlord pays'], ['shared', 'Shared'],
] as const

export const CONTACT_METHODS = [
  ['call', 'Call'], ['text', 'Text'], ['call-or-text', 'Call or text'],
] as const

export type Option = readonly [value: string, label: string]
export const optionValues = (options: ReadonlyArray<Option>) => options.map(([value]) => value)
export const optionLabel = (options: ReadonlyArray<Option>, value: string) => options.find(([option]) => option === value)?.[1] ?? value

// Ours (the spec is silent on the wording); a module of its own, for the form engine's values.ts in the public form page's browser code.
export { portfolioMessages } from './portfolio-messages'

/** The unit created for a single-unit home; its address is the property's own. */
export const WHOLE_PROPERTY_UNIT = 'Entire property'
