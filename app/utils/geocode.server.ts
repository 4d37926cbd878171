import { geocodingQuery } from '@common/address'
import { getEnv } from './env.server'

export const GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json'
const GEOCODING_TIMEOUT_MS = 5_000

export type GeocodableAddress = {
  line1: string
  city: string
  state: string
  postalCode: string
  latitude?: number
  longitude?: number
}

export type GeocodeOptions = {
  /** Defaults to GOOGLE_GEOCODING_API_KEY, else GOOGLE_MAPS_API_KEY; without a key nothing is looked up. */
  apiKey?: string
  timeoutMs?: number
}

type GeocodingResponse = {
  status?: string
  error_message?: string
  results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } } }>
}

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The server's geocoding key; without one, addresses are saved without coordinates. */
export function geocodingApiKey(env: { GOOGLE_GEOCODING_API_KEY?: string; GOOGLE_MAPS_API_KEY?: string } = getEnv()) {
  return env.GOOGLE_GEOCODING_API_KEY || env.GOOGLE_MAPS_API_KEY || undefined
}

/**
 * Fills a missing latitude/longitude from Google's Geocoding API (query 'line1, city,
 * state postalCode, USA', product-spec §5) before an address is saved. Best effort: without a
 * maps key, with coordinates already set (Places autocomplete sends them), or on any
 * failure the address comes back unchanged, and saving goes on.
 */
export async function withCoordinates<A extends GeocodableAddress>(address: A, options: GeocodeOptions = {}): Promise<A> {
  const apiKey = 'apiKey' in options ? options.apiKey : geocodingApiKey()
  if (!apiKey) return address
  if (isCoordinate(address.latitude) && isCoordinate(address.longitude)) return address
  if (!address.line1 || !address.city || !address.state || !address.postalCode) return address
  const url = new URL(GEOCODING_URL)
  url.searchParams.set('address', geocodingQuery(address))
  url.searchParams.set('key', apiKey)
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODING_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as GeocodingResponse
    const location = body.results?.[0]?.geometry?.location
    if (body.status !== 'OK' || !isCoordinate(location?.lat) || !isCoordinate(location?.lng)) {
      throw new Error(`status ${body.status ?? 'missing'}${body.error_message ? `: ${body.error_message}` : ''}`)
    }
    return { ...address, latitude: location.lat, longitude: location.lng }
  } catch (error) {
    // The key is in the URL: log the address query only.
    const reason = error instanceof Error ? `${error.name === 'TimeoutError' ? 'timeout' : error.message}` : String(error)
    console.warn(`Geocoding "${geocodingQuery(address)}" failed (${reason}); saving without coordinates`)
    return address
  }
}
