/**
 * Loads the Google Maps JavaScript API once per page (product-spec §7: libraries places, maps,
 * core and marker), only in the browser and only when a maps key is configured. A failed
 * load is retried up to `retries` times with growing delays (base, 2×base, 4×base…); if
 * every attempt fails the promise rejects and the next call starts over, so address
 * fields simply stay plain inputs.
 */
export const MAPS_LIBRARIES = ['places', 'maps', 'core', 'marker'] as const

/** The `google.maps` namespace, typed loosely (we do not ship @types/google.maps). */
export type GoogleMapsApi = Record<string, unknown>

export type LoadGoogleMapsOptions = {
  /** Attempts after the first one. */
  retries?: number
  /** Delay before the first retry; each later retry waits twice as long as the previous one. */
  baseDelayMs?: number
  /** How long one attempt may take before it counts as failed. */
  attemptTimeoutMs?: number
  /** Adds the script and resolves with `google.maps` once it is ready (replaced in tests). */
  injectScript?: (src: string, timeoutMs: number) => Promise<GoogleMapsApi>
  /** Waits between attempts (replaced in tests). */
  sleep?: (ms: number) => Promise<void>
}

const CALLBACK_PREFIX = '__leasewellMapsReady'
let loading: { apiKey: string; promise: Promise<GoogleMapsApi> } | undefined
let callbackCounter = 0

/** The script URL of the Maps JavaScript API with our libraries and a global ready callback. */
export function mapsScriptUrl(apiKey: string, callbackName: string) {
  const params = new URLSearchParams({ key: apiKey, libraries: MAPS_LIBRARIES.join(','), v: 'weekly', loading: 'async', callback: callbackName })
  return `https://maps.googleapis.com/maps/api/js?${params}`
}

/** Delay before retry number `retry` (1-based): base, 2×base, 4×base… */
export const retryDelay = (retry: number, baseDelayMs: number) => baseDelayMs * 2 ** (retry - 1)

export function loadGoogleMaps(apiKey: string, options: LoadGoogleMapsOptions = {}): Promise<GoogleMapsApi> {
  if (!apiKey) return Promise.reject(new Error('No Google Maps API key is configured'))
  if (loading?.apiKey === apiKey) return loading.promise
  const promise = loadWithRetries(apiKey, options).catch((error: unknown) => {
    // Let a later call (another drawer opened) try again from scratch.
    if (loading?.promise === promise) loading = undefined
    throw error
  })
  loading = { apiKey, promise }
  return promise
}

async function loadWithRetries(
  apiKey: string,
  { retries = 3, baseDelayMs = 500, attemptTimeoutMs = 15_000, injectScript = injectMapsScript, sleep = wait }: LoadGoogleMapsOptions,
): Promise<GoogleMapsApi> {
  let lastError: unknown
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(retryDelay(attempt, baseDelayMs))
    try {
      const callbackName = `${CALLBACK_PREFIX}${++callbackCounter}`
      return await injectScript(mapsScriptUrl(apiKey, callbackName), attemptTimeoutMs)
    } catch (error) {
      lastError = error
    }
  }
  throw new Error(`The Google Maps JavaScript API could not be loaded after ${retries + 1} attempts`, { cause: lastError })
}

/** Test hook: forget the page's loaded (or loading) API. */
export function resetGoogleMapsLoader() {
  loading = undefined
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type MapsWindow = Window & { google?: { maps?: GoogleMapsApi } } & Record<string, unknown>

/** The browser's way: a `<script>` whose callback (named in its URL) signals readiness. */
function injectMapsScript(src: string, timeoutMs: number): Promise<GoogleMapsApi> {
  const win = window as unknown as MapsWindow
  const callbackName = new URL(src).searchParams.get('callback')!
  return new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script')
    const timer = setTimeout(() => fail(new Error('Timed out loading the Google Maps JavaScript API')), timeoutMs)
    const cleanUp = () => {
      clearTimeout(timer)
      delete win[callbackName]
    }
    function fail(error: Error) {
      cleanUp()
      script.remove()
      reject(error)
    }
    win[callbackName] = () => {
      cleanUp()
      const maps = win.google?.maps
      if (maps) resolve(maps)
      else fail(new Error('The Google Maps JavaScript API loaded without google.maps'))
    }
    script.src = src
    script.async = true
    // Under our CSP ('strict-dynamic') a script added by our own code runs; the nonce covers older browsers.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onerror = () => fail(new Error('The Google Maps JavaScript API could not be loaded'))
    document.head.append(script)
  })
}
