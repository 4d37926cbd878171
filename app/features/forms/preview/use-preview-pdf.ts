import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react'
import { stateHash } from '@common/forms/state-hash'
import { type FetchPreview, loadPreview, PreviewError, previewErrorMessage, resolveMinLoadingMs } from './load-preview'
import { type PreviewCache, previewCache } from './preview-cache'

export type PreviewState =
  /** Looking in the cache (a few ms; show nothing or the server's fallback, not the generating screen). */
  | { status: 'checking' }
  /** The cache missed: show <GeneratingDocument /> (at least `minLoadingMs`). */
  | { status: 'generating' }
  | { status: 'ready'; pdf: Uint8Array; fromCache: boolean }
  /** 'Unable to generate a preview.', 'An unknown error occurred' or the server's refusal; `redirectTo` when the server sent the visitor to a page instead. */
  | { status: 'error'; message: string; redirectTo?: string }

export type UsePreviewPdfOptions = {
  tempId: string
  templateId: number | string
  /** The draft's answers, hashed with common/forms `stateHash`… */
  answers?: unknown
  /** …or that hash, computed by the loader (then `answers` need not be sent to the browser). */
  formStateHash?: string
  /** Gets the PDF from the server, e.g. `fetchPreviewPdf(pdfHref)`. Need not be stable. */
  fetchPreview: FetchPreview
  /** Minimum time of the generating screen; default window.ENV.PREVIEW_MIN_LOADING_MS, else 5000. Not applied to a cache hit. */
  minLoadingMs?: number
  /** Default the browser's IndexedDB cache. */
  cache?: PreviewCache
  /** False: do nothing (status stays 'checking'), e.g. while the page shows an error. Default true. */
  enabled?: boolean
}

/**
 * The PDF of a form draft for the JavaScript preview (product-spec §4 Preview): from the browser's
 * cache when the same draft and answers were previewed in the last 24 hours, else generated
 * by the server behind the 'Generating your document...' screen, which lasts at least the
 * minimum loading time, then cached. `retry()` starts again after an error. Runs in the
 * browser only (on the server the status stays 'checking').
 */
export function usePreviewPdf(options: UsePreviewPdfOptions): PreviewState & { retry: () => void } {
  const { tempId, templateId, answers, minLoadingMs, cache = previewCache, enabled = true } = options
  const formStateHash = useMemo(() => options.formStateHash ?? stateHash(answers ?? {}), [options.formStateHash, answers])
  const [attempt, setAttempt] = useState(0)
  // The state of one request, so a new draft/answers/attempt starts at 'checking' without a synchronous reset.
  const [result, setResult] = useState<{ key: string; state: PreviewState } | null>(null)
  const key = `${tempId}\u0000${templateId}\u0000${formStateHash}\u0000${attempt}`
  const fetchPreview = useEffectEvent((signal: AbortSignal) => options.fetchPreview(signal))

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const set = (state: PreviewState) => {
      if (!controller.signal.aborted) setResult({ key, state })
    }
    loadPreview({
      tempId,
      templateId,
      formStateHash,
      fetchPreview: (signal) => fetchPreview(signal),
      cache,
      minLoadingMs: resolveMinLoadingMs(minLoadingMs),
      signal: controller.signal,
      onGenerating: () => set({ status: 'generating' }),
    }).then(
      ({ pdf, fromCache }) => set({ status: 'ready', pdf, fromCache }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        set({ status: 'error', message: previewErrorMessage(error), redirectTo: error instanceof PreviewError ? error.redirectTo : undefined })
      },
    )
    return () => controller.abort()
  }, [enabled, key, tempId, templateId, formStateHash, cache, minLoadingMs])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const state: PreviewState = enabled && result?.key === key ? result.state : { status: 'checking' }
  return { ...state, retry }
}
