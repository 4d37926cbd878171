import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stateHash } from '@common/forms/state-hash'
import { DEFAULT_MIN_LOADING_MS, fetchPreviewPdf, loadPreview, PreviewError, previewErrorMessage, resolveMinLoadingMs } from './load-preview'
import { previewMessages } from './messages'
import { createPreviewCache } from './preview-cache'

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n%%EOF')

function setup() {
  const cache = createPreviewCache({ indexedDB: new IDBFactory() })
  const fetchPreview = vi.fn(async () => pdfBytes)
  const sleep = vi.fn(async () => {})
  const onGenerating = vi.fn()
  const args = {
    tempId: 'tmp-42',
    templateId: 3,
    formStateHash: stateHash({ tenantName: 'Maya Ortiz', rent: 185000 }),
    fetchPreview,
    cache,
    minLoadingMs: 5000,
    signal: new AbortController().signal,
    onGenerating,
    sleep,
  }
  return { cache, fetchPreview, sleep, onGenerating, args }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('loadPreview', () => {
  it('generates on a miss, waits the minimum loading time, then caches', async () => {
    const { args, fetchPreview, sleep, onGenerating, cache } = setup()
    const loaded = await loadPreview(args)
    expect(loaded).toEqual({ pdf: pdfBytes, fromCache: false })
    expect(onGenerating).toHaveBeenCalledOnce()
    expect(fetchPreview).toHaveBeenCalledWith(args.signal)
    expect(sleep).toHaveBeenCalledWith(5000, args.signal)
    expect(await cache.get(args)).toMatchObject({ tempId: 'tmp-42', templateId: 3, formStateHash: args.formStateHash })
  })

  it('serves a second preview of the same state from the cache: no server call, no wait', async () => {
    const { args, fetchPreview, sleep, onGenerating } = setup()
    await loadPreview(args)
    fetchPreview.mockClear()
    sleep.mockClear()
    onGenerating.mockClear()
    const second = await loadPreview(args)
    expect(second.fromCache).toBe(true)
    expect(second.pdf).toEqual(pdfBytes)
    expect(fetchPreview).not.toHaveBeenCalled()
    expect(sleep).not.toHaveBeenCalled()
    expect(onGenerating).not.toHaveBeenCalled()
  })

  it('regenerates when the answers changed', async () => {
    const { args, fetchPreview } = setup()
    await loadPreview(args)
    const changed = await loadPreview({ ...args, formStateHash: stateHash({ tenantName: 'Maya Ortiz', rent: 190000 }) })
    expect(changed.fromCache).toBe(false)
    expect(fetchPreview).toHaveBeenCalledTimes(2)
  })

  it('really waits: the result comes no sooner than minLoadingMs with the default timer', async () => {
    // fake-indexeddb runs on timers too: this one goes without a cache.
    vi.useFakeTimers()
    const { args } = setup()
    let done = false
    const promise = loadPreview({ ...args, cache: createPreviewCache({ indexedDB: null }), sleep: undefined }).then((value) => {
      done = true
      return value
    })
    await vi.advanceTimersByTimeAsync(4999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await promise).fromCache).toBe(false)
    expect(done).toBe(true)
  })

  it('fails with the fetch error and caches nothing', async () => {
    const { args, cache } = setup()
    await expect(loadPreview({ ...args, fetchPreview: async () => Promise.reject(new PreviewError(previewMessages.previewFailed)) })).rejects.toThrow(previewMessages.previewFailed)
    expect(await cache.get(args)).toBeNull()
  })
})

describe('fetchPreviewPdf', () => {
  const signal = new AbortController().signal
  const respond = (response: Response, redirected = false) => {
    if (redirected) {
      Object.defineProperty(response, 'redirected', { value: true })
      Object.defineProperty(response, 'url', { value: 'http://localhost/app/forms/lease/ca?tempId=t&step=2' })
    }
    return vi.fn(async () => response) as unknown as typeof fetch
  }

  it('returns the PDF bytes of a same-origin request', async () => {
    const fetchImpl = respond(new Response(pdfBytes, { headers: { 'Content-Type': 'application/pdf' } }))
    expect(await fetchPreviewPdf('/app/forms/lease/ca/preview.pdf?tempId=t', fetchImpl)(signal)).toEqual(pdfBytes)
    expect(fetchImpl).toHaveBeenCalledWith('/app/forms/lease/ca/preview.pdf?tempId=t', expect.objectContaining({ signal, credentials: 'same-origin' }))
  })

  it("maps failures to the spec's messages", async () => {
    const failed = fetchPreviewPdf('/x', respond(new Response('Unable to generate a preview.', { status: 500, headers: { 'Content-Type': 'text/plain' } })))
    await expect(failed(signal)).rejects.toThrow(previewMessages.previewFailed)
    const refused = fetchPreviewPdf('/x', respond(new Response('Template is required', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })))
    await expect(refused(signal)).rejects.toThrow('Template is required')
    const html404 = fetchPreviewPdf('/x', respond(new Response('<html>', { status: 404, headers: { 'Content-Type': 'text/html' } })))
    await expect(html404(signal)).rejects.toThrow(previewMessages.unknownError)
  })

  it('reports where the server redirected an incomplete draft', async () => {
    const redirected = fetchPreviewPdf('/x', respond(new Response('<html>', { headers: { 'Content-Type': 'text/html' } }), true))
    const error = await redirected(signal).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PreviewError)
    expect((error as PreviewError).message).toBe(previewMessages.unknownError)
    expect((error as PreviewError).redirectTo).toBe('http://localhost/app/forms/lease/ca?tempId=t&step=2')
  })

  it('error messages: network failure, unknown error', () => {
    expect(previewErrorMessage(new TypeError('Failed to fetch'))).toBe('Unable to generate a preview.')
    expect(previewErrorMessage(new Error('boom'))).toBe('An unknown error occurred')
    expect(previewErrorMessage(new PreviewError('Submission is required'))).toBe('Submission is required')
  })
})

describe('resolveMinLoadingMs', () => {
  it('explicit, then window.ENV.PREVIEW_MIN_LOADING_MS, then 5000', () => {
    expect(resolveMinLoadingMs()).toBe(DEFAULT_MIN_LOADING_MS)
    expect(DEFAULT_MIN_LOADING_MS).toBe(5000)
    vi.stubGlobal('window', { ENV: { PREVIEW_MIN_LOADING_MS: 0 } })
    expect(resolveMinLoadingMs()).toBe(0)
    expect(resolveMinLoadingMs(250)).toBe(250)
    vi.stubGlobal('window', { ENV: { PREVIEW_MIN_LOADING_MS: 'nonsense' } })
    expect(resolveMinLoadingMs()).toBe(5000)
  })
})
