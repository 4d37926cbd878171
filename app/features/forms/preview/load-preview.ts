import { previewMessages } from './messages'
import { base64ToBytes, bytesToBase64, type PreviewCache } from './preview-cache'

/**
 * How the browser gets a preview (product-spec §4 Preview, §9): from the preview cache when a fresh
 * record of the same draft and form state exists (immediately), else from the server, shown
 * no sooner than the minimum loading time (5000 ms by default, PREVIEW_MIN_LOADING_MS in the
 * public environment, so e2e can set 0), then stored in the cache. React-free, for
 * `usePreviewPdf` and its tests.
 */

/** Spec §9: minimum preview loading screen. */
export const DEFAULT_MIN_LOADING_MS = 5000

/** Fetches the PDF of the draft; gets an AbortSignal to stop when the page goes away. */
export type FetchPreview = (signal: AbortSignal) => Promise<Uint8Array>

/** A failure the visitor can read; `redirectTo` when the server sent the visitor elsewhere (an incomplete draft: the form page). */
export class PreviewError extends Error {
  readonly redirectTo?: string
  constructor(message: string, options: { redirectTo?: string } = {}) {
    super(message)
    this.name = 'PreviewError'
    this.redirectTo = options.redirectTo
  }
}

/** The text a failure shows: the server's own refusal, 'Unable to generate a preview.' or 'An unknown error occurred'. */
export function previewErrorMessage(error: unknown): string {
  if (error instanceof PreviewError) return error.message
  // fetch rejects with a TypeError when the network fails.
  if (error instanceof TypeError) return previewMessages.previewFailed
  return previewMessages.unknownError
}

/**
 * A `FetchPreview` over a resource route answering the PDF (the forms pages' preview.pdf):
 * 2xx application/pdf → the bytes; a plain-text 4xx → its text; 5xx or a network failure →
 * 'Unable to generate a preview.'; a redirect to a page (no or an incomplete draft) →
 * a PreviewError with `redirectTo`; anything else → 'An unknown error occurred'.
 */
export function fetchPreviewPdf(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): FetchPreview {
  return async (signal) => {
    const response = await fetchImpl(url, { signal, credentials: 'same-origin', headers: { Accept: 'application/pdf' } })
    const type = response.headers.get('content-type') ?? ''
    if (response.ok && type.startsWith('application/pdf')) return new Uint8Array(await response.arrayBuffer())
    if (response.ok && response.redirected) throw new PreviewError(previewMessages.unknownError, { redirectTo: response.url })
    if (response.status >= 500) throw new PreviewError(previewMessages.previewFailed)
    if (response.status >= 400 && type.startsWith('text/plain')) {
      const text = (await response.text()).trim()
      if (text) throw new PreviewError(text.slice(0, 500))
    }
    throw new PreviewError(previewMessages.unknownError)
  }
}

/** The minimum loading time: the explicit one, else window.ENV.PREVIEW_MIN_LOADING_MS, else 5000 ms. */
export function resolveMinLoadingMs(explicit?: number): number {
  if (explicit !== undefined && Number.isFinite(explicit) && explicit >= 0) return explicit
  const fromEnv = (globalThis as { window?: { ENV?: { PREVIEW_MIN_LOADING_MS?: unknown } } }).window?.ENV?.PREVIEW_MIN_LOADING_MS
  const value = typeof fromEnv === 'string' ? Number(fromEnv) : fromEnv
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
  return DEFAULT_MIN_LOADING_MS
}

export type LoadPreviewArgs = {
  tempId: string
  templateId: number | string
  /** `stateHash(answers)` (common/forms). */
  formStateHash: string
  fetchPreview: FetchPreview
  cache: PreviewCache
  minLoadingMs: number
  signal: AbortSignal
  /** Called once when the cache missed and generation starts (show 'Generating your document...'). */
  onGenerating?: () => void
  /** Injected in tests; default setTimeout. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

export type LoadedPreview = { pdf: Uint8Array; fromCache: boolean }

export async function loadPreview({ tempId, templateId, formStateHash, fetchPreview, cache, minLoadingMs, signal, onGenerating, sleep = delay }: LoadPreviewArgs): Promise<LoadedPreview> {
  const cached = await cache.get({ tempId, formStateHash, templateId })
  if (cached) {
    try {
      return { pdf: base64ToBytes(cached.preview), fromCache: true }
    } catch {
      // A damaged record: generate a new one (and overwrite it below).
    }
  }
  signal.throwIfAborted()
  onGenerating?.()
  const [pdf] = await Promise.all([fetchPreview(signal), sleep(minLoadingMs, signal)])
  signal.throwIfAborted()
  await cache.put({ tempId, templateId, formStateHash, preview: bytesToBase64(pdf) })
  return { pdf, fromCache: false }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}
