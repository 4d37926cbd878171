import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadGoogleMaps, mapsScriptUrl, resetGoogleMapsLoader, retryDelay, type GoogleMapsApi } from './maps.client'

const maps: GoogleMapsApi = { places: { Autocomplete: class {} } }

/** A script injector that fails `failures` times, then loads; it records each script URL. */
function fakeInjector(failures: number) {
  const sources: string[] = []
  const injectScript = vi.fn(async (src: string) => {
    sources.push(src)
    if (sources.length <= failures) throw new Error(`network error ${sources.length}`)
    return maps
  })
  return { injectScript, sources }
}

function recordingSleep() {
  const delays: number[] = []
  return { delays, sleep: async (ms: number) => void delays.push(ms) }
}

afterEach(() => resetGoogleMapsLoader())

describe('loadGoogleMaps', () => {
  it('asks for the places, maps, core and marker libraries with the key and a ready callback', () => {
    const url = new URL(mapsScriptUrl('browser-key', 'ready1'))
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(url.searchParams.get('key')).toBe('browser-key')
    expect(url.searchParams.get('libraries')).toBe('places,maps,core,marker')
    expect(url.searchParams.get('callback')).toBe('ready1')
    expect(url.searchParams.get('loading')).toBe('async')
  })

  it('resolves with google.maps on the first attempt without waiting', async () => {
    const { injectScript } = fakeInjector(0)
    const { delays, sleep } = recordingSleep()
    await expect(loadGoogleMaps('key-a', { injectScript, sleep })).resolves.toBe(maps)
    expect(injectScript).toHaveBeenCalledTimes(1)
    expect(delays).toEqual([])
  })

  it('retries a failed load with growing delays and succeeds on a later attempt', async () => {
    const { injectScript, sources } = fakeInjector(2)
    const { delays, sleep } = recordingSleep()
    await expect(loadGoogleMaps('key-b', { injectScript, sleep, baseDelayMs: 500 })).resolves.toBe(maps)
    expect(injectScript).toHaveBeenCalledTimes(3)
    expect(delays).toEqual([500, 1000])
    // Each attempt gets its own callback, so a late answer of a failed attempt cannot resolve a new one.
    expect(new Set(sources.map((src) => new URL(src).searchParams.get('callback'))).size).toBe(3)
  })

  it('gives up after 3 retries (4 attempts) and rejects; a later call starts over', async () => {
    const failing = fakeInjector(Number.POSITIVE_INFINITY)
    const { delays, sleep } = recordingSleep()
    await expect(loadGoogleMaps('key-c', { injectScript: failing.injectScript, sleep })).rejects.toThrow(/after 4 attempts/)
    expect(failing.injectScript).toHaveBeenCalledTimes(4)
    expect(delays).toEqual([500, 1000, 2000])

    const working = fakeInjector(0)
    await expect(loadGoogleMaps('key-c', { injectScript: working.injectScript, sleep })).resolves.toBe(maps)
    expect(working.injectScript).toHaveBeenCalledTimes(1)
  })

  it('honours a custom number of retries', async () => {
    const { injectScript } = fakeInjector(Number.POSITIVE_INFINITY)
    const { delays, sleep } = recordingSleep()
    await expect(loadGoogleMaps('key-d', { injectScript, sleep, retries: 1, baseDelayMs: 100 })).rejects.toThrow(/after 2 attempts/)
    expect(delays).toEqual([100])
  })

  it('loads once per page: concurrent and later calls share one load', async () => {
    const { injectScript } = fakeInjector(0)
    const [first, second] = await Promise.all([loadGoogleMaps('key-e', { injectScript }), loadGoogleMaps('key-e', { injectScript })])
    expect(first).toBe(second)
    await loadGoogleMaps('key-e', { injectScript })
    expect(injectScript).toHaveBeenCalledTimes(1)
  })

  it('rejects without a key and never injects a script', async () => {
    const { injectScript } = fakeInjector(0)
    await expect(loadGoogleMaps('', { injectScript })).rejects.toThrow(/key/)
    expect(injectScript).not.toHaveBeenCalled()
  })

  it('retry delays grow: base, 2×base, 4×base', () => {
    expect([1, 2, 3].map((retry) => retryDelay(retry, 250))).toEqual([250, 500, 1000])
  })
})
