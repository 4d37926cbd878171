import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { geocodingApiKey, withCoordinates, type GeocodableAddress } from '~/utils/geocode.server'
import { geocodingFailures, geocodingRequests, googleMapsHandlers, KNOWN_LOCATIONS } from './mocks/google-maps'

const server = setupServer(...googleMapsHandlers)
const MAPS_KEY = 'test-maps-key'

beforeAll(() => {
  // Only this file has a maps key (the environment is shared by the worker's files).
  vi.stubEnv('GOOGLE_MAPS_API_KEY', MAPS_KEY)
  vi.stubEnv('GOOGLE_GEOCODING_API_KEY', '')
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  geocodingRequests.length = 0
  vi.restoreAllMocks()
})
afterAll(() => {
  server.close()
  vi.unstubAllEnvs()
})

const oak: GeocodableAddress & { line2: string } = { line1: '12 Oak Street', line2: 'Unit 2', city: 'Austin', state: 'TX', postalCode: '78701' }

describe('withCoordinates', () => {
  it("asks Google for 'line1, city, state postalCode, USA' with the key, and fills latitude and longitude", async () => {
    const result = await withCoordinates(oak)
    expect(geocodingRequests).toHaveLength(1)
    const url = geocodingRequests[0]!
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json')
    expect([...url.searchParams.keys()].sort()).toEqual(['address', 'key'])
    expect(url.searchParams.get('address')).toBe('12 Oak Street, Austin, TX 78701, USA')
    expect(url.searchParams.get('key')).toBe(MAPS_KEY)
    expect(result).toEqual({ ...oak, latitude: KNOWN_LOCATIONS['12 Oak Street, Austin, TX 78701, USA']!.lat, longitude: -97.7431 })
  })

  it('keeps a ZIP+4 in the query', async () => {
    const result = await withCoordinates({ line1: '400 Pine Avenue', city: 'Portland', state: 'OR', postalCode: '97205-1234' })
    expect(geocodingRequests[0]!.searchParams.get('address')).toBe('400 Pine Avenue, Portland, OR 97205-1234, USA')
    expect(result).toMatchObject({ latitude: 45.5152, longitude: -122.6784 })
  })

  it('does not look up an address that already has coordinates (Places autocomplete sent them)', async () => {
    const placed = { ...oak, latitude: 30.1, longitude: -97.1 }
    expect(await withCoordinates(placed)).toEqual(placed)
    expect(geocodingRequests).toHaveLength(0)
  })

  it('uses the server geocoding key when one is set, else the maps key', () => {
    expect(geocodingApiKey({ GOOGLE_GEOCODING_API_KEY: 'server-key', GOOGLE_MAPS_API_KEY: 'browser-key' })).toBe('server-key')
    expect(geocodingApiKey({ GOOGLE_MAPS_API_KEY: 'browser-key' })).toBe('browser-key')
    expect(geocodingApiKey({})).toBeUndefined()
  })

  it('without a key: no request, the address is unchanged and no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await withCoordinates(oak, { apiKey: undefined })).toEqual(oak)
    expect(await withCoordinates(oak, { apiKey: '' })).toEqual(oak)
    expect(geocodingRequests).toHaveLength(0)
    expect(warn).not.toHaveBeenCalled()
  })

  const failures = [
    ['no result (ZERO_RESULTS)', undefined],
    ['an HTTP 500', geocodingFailures.serverError],
    ['a refused key (REQUEST_DENIED)', geocodingFailures.denied],
    ['a body that is not JSON', geocodingFailures.notJson],
    ['a network error', geocodingFailures.networkError],
  ] as const
  for (const [label, handler] of failures) {
    it(`${label}: the address comes back unchanged, coordinates empty, and a warning is logged without the key`, async () => {
      if (handler) server.use(handler)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const unknown: GeocodableAddress = { line1: '1 Nowhere Road', city: 'Nowhere', state: 'KS', postalCode: '66000' }
      const result = await withCoordinates(handler ? oak : unknown)
      expect(result).toEqual(handler ? oak : unknown)
      expect(result.latitude).toBeUndefined()
      expect(result.longitude).toBeUndefined()
      expect(geocodingRequests).toHaveLength(1)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]![0])).not.toContain(MAPS_KEY)
    })
  }

  it('a timeout leaves the coordinates empty and does not hold the save up', async () => {
    server.use(geocodingFailures.slow)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const started = Date.now()
    const result = await withCoordinates(oak, { timeoutMs: 100 })
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(result).toEqual(oak)
    expect(String(warn.mock.calls[0]![0])).toContain('timeout')
  })
})
