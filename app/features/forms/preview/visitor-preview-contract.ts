/**
 * What the server's HTML of a visitor's preview (./visitor-preview-pane.tsx) gives the page's own
 * script (./visitor-preview.ts): its data attributes, one element per state (`data-preview-state`,
 * all hidden until the script shows one) and the parts it fills (`data-preview-part`).
 */

/** The pane's states: the cache check, the generating screen, pdf.js loading, a failure, the viewer. */
export const PREVIEW_STATES = ['checking', 'generating', 'loading', 'error', 'viewer'] as const
export type VisitorPreviewState = (typeof PREVIEW_STATES)[number]

/** The elements the script fills or listens to. */
export const PREVIEW_PARTS = ['error-text', 'retry', 'frame', 'pager', 'page-of', 'previous', 'next'] as const
export type VisitorPreviewPart = (typeof PREVIEW_PARTS)[number]

/** The data attributes of `[data-visitor-preview]` (as `dataset` reads them). */
export type VisitorPreviewData = {
  tempId: string
  templateId: string
  formStateHash: string
  pdfHref: string
  /** The generating screen's minimum time (the server's PREVIEW_MIN_LOADING_MS, else 5000). */
  minLoadingMs: string
  /** pdf.js, its worker and its text layer's styles: files of our build. */
  pdfjs: string
  pdfjsWorker: string
  textLayerCss: string
}

/** `dataset` key → attribute name: `pdfjsWorker` → `data-pdfjs-worker`. */
export const dataAttribute = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
