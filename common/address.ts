/** The spec's Address (§3, §5): US only; the 50 states plus DC, by two-letter code. */
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
] as const satisfies ReadonlyArray<readonly [string, string]>

export type UsStateCode = (typeof US_STATES)[number][0]

export const US_STATE_CODES = US_STATES.map(([code]) => code) as UsStateCode[]

/** ZIP or ZIP+4. */
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/

/** Ours (the spec is silent on the wording). */
export const addressMessages = {
  postalCodeInvalid: 'Please enter a valid ZIP code (12345 or 12345-6789).',
  stateUnknown: 'Please choose a state.',
} as const

/** Spec §5: a known state code (any case), otherwise null. */
export function normalizeStateCode(value: unknown): UsStateCode | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return (US_STATE_CODES as string[]).includes(code) ? (code as UsStateCode) : null
}

export type AddressLike = {
  line1?: string | null
  line2?: string | null
  city?: string | null
  state?: string | null
  postalCode?: string | null
}

/** '12 Oak St, Apt 2' — the street part. */
export function formatStreet(address: AddressLike | null | undefined): string {
  return [address?.line1, address?.line2].filter(Boolean).join(', ')
}

/** 'Austin, TX 78701'. */
export function formatLocality(address: AddressLike | null | undefined): string {
  const stateZip = [address?.state, address?.postalCode].filter(Boolean).join(' ')
  return [address?.city, stateZip].filter(Boolean).join(', ')
}

/** The geocoding query the spec gives: 'line1, city, state postalCode, USA'. */
export function geocodingQuery(address: AddressLike): string {
  return `${address.line1 ?? ''}, ${address.city ?? ''}, ${address.state ?? ''} ${address.postalCode ?? ''}, USA`
}
