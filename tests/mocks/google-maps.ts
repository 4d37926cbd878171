import { delay, http, HttpResponse } from 'msw'

/**
 * msw handlers for Google's Geocoding API (tests never reach Google). Known addresses
 * answer with their coordinates, anything else with ZERO_RESULTS, as Google does.
 * `geocodingRequests` lists every request URL the handlers saw.
 */
export const GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

export const KNOWN_LOCATIONS: Record<string, { lat: number; lng: number }> = {
  '12 Oak Street, Austin, TX 78701, USA': { lat: 30.2672, lng: -97.7431 },
  '400 Pine Avenue, Portland, OR 97205-1234, USA': { lat: 45.5152, lng: -122.6784 },
}

export const geocodingRequests: URL[] = []

export const googleMapsHandlers = [
  http.get(GEOCODING_URL, ({ request }) => {
    const url = new URL(request.url)
    geocodingRequests.push(url)
    if (!url.searchParams.get('key')) {
      return HttpResponse.json({ status: 'REQUEST_DENIED', error_message: 'You must use an API key.', results: [] })
    }
    const location = KNOWN_LOCATIONS[url.searchParams.get('address') ?? '']
    if (!location) return HttpResponse.json({ status: 'ZERO_RESULTS', results: [] })
    return HttpResponse.json({
      status: 'OK',
      results: [{ formatted_address: url.searchParams.get('address'), geometry: { location, location_type: 'ROOFTOP' } }],
    })
  }),
]

/** Overrides for one test (`server.use(...)`). */
export const geocodingFailures = {
  serverError: http.get(GEOCODING_URL, ({ request }) => {
    geocodingRequests.push(new URL(request.url))
    return new HttpResponse('Backend Error', { status: 500 })
  }),
  denied: http.get(GEOCODING_URL, ({ request }) => {
    geocodingRequests.push(new URL(request.url))
    return HttpResponse.json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] })
  }),
  notJson: http.get(GEOCODING_URL, ({ request }) => {
    geocodingRequests.push(new URL(request.url))
    return new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })
  }),
  networkError: http.get(GEOCODING_URL, ({ request }) => {
    geocodingRequests.push(new URL(request.url))
    return HttpResponse.error()
  }),
  /** Never answers in time. */
  slow: http.get(GEOCODING_URL, async ({ request }) => {
    geocodingRequests.push(new URL(request.url))
    await delay(2_000)
    return HttpResponse.json({ status: 'OK', results: [{ geometry: { location: { lat: 1, lng: 1 } } }] })
  }),
}
