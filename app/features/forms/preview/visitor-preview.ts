/**
 * The visitor's preview without React (ADR 027, amendment "the visitor's preview without React"):
 * a standalone script (`?page-script`, scripts/lib/page-script.mjs) that does what the hydrated
 * preview does with the server's HTML (`VisitorPreviewPane`, ./visitor-preview-pane.tsx), and
 * nothing more. Without it the page embeds the PDF (`<object>` in `<noscript>`).
 *
 * - The PDF from the browser's preview cache when these answers were previewed in the last 24 h,
 *   else 'Generating your document...' (at least the minimum loading time) and the server's PDF,
 *   then cached: `loadPreview`, the same code and the same IndexedDB records as the React
 *   preview's, so a landlord's later preview of the same answers is a cache hit too.
 * - pdf.js, loaded when the PDF is here (its module and worker are files of our build, named by
 *   the pane's data attributes), draws one page at a time on a canvas the width of the frame,
 *   with its text layer, Previous / Next and 'Page N of M'.
 * - A failure shows its message with 'Try again'; a PDF request sent to a page (the draft became
 *   incomplete) opens that page.
 */
import { fetchPreviewPdf, loadPreview, PreviewError, previewErrorMessage } from './load-preview'
import { previewMessages } from './messages'
import { previewCache } from './preview-cache'
import type { VisitorPreviewData, VisitorPreviewPart, VisitorPreviewState } from './visitor-preview-contract'

/** The part of pdf.js this script uses. */
type PdfJs = {
  GlobalWorkerOptions: { workerSrc: string }
  getDocument: (source: { data: Uint8Array; isEvalSupported: boolean }) => { promise: Promise<PdfDocument>; destroy: () => Promise<void> }
  TextLayer: new (options: { textContentSource: unknown; container: HTMLElement; viewport: Viewport }) => { render: () => Promise<unknown>; cancel: () => void }
}
type Viewport = { width: number; height: number }
type PdfPage = {
  getViewport: (options: { scale: number }) => Viewport
  render: (options: { canvas: HTMLCanvasElement; canvasContext: CanvasRenderingContext2D; viewport: Viewport; transform?: number[] }) => { promise: Promise<void>; cancel: () => void }
  streamTextContent: (options: { includeMarkedContent: boolean }) => unknown
}
type PdfDocument = {
  numPages: number
  getPage: (number: number) => Promise<PdfPage>
}

const root = document.querySelector<HTMLElement>('[data-visitor-preview]')
if (root) startPreview(root)

function startPreview(root: HTMLElement) {
  const data = root.dataset as unknown as VisitorPreviewData
  const part = <T extends HTMLElement>(name: VisitorPreviewPart) => root.querySelector<T>(`[data-preview-part="${name}"]`)!
  const errorText = part('error-text')
  const frame = part('frame')
  const pager = part('pager')
  const pageOf = part('page-of')
  const previous = part<HTMLButtonElement>('previous')
  const next = part<HTMLButtonElement>('next')
  // What the frame holds until a page is drawn: the server's 'Loading the PDF…'.
  const frameLoading = [...frame.childNodes].map((node) => node.cloneNode(true))
  let controller = new AbortController()
  /** After pdf.js failed on the cached PDF: 'Try again' asks the server, and the new PDF replaces the record. */
  let skipCache = false

  const show = (state: VisitorPreviewState) => {
    for (const element of root.querySelectorAll<HTMLElement>('[data-preview-state]')) element.hidden = element.dataset.previewState !== state
  }

  async function run() {
    controller.abort()
    controller = new AbortController()
    const { signal } = controller
    show('checking')
    let loaded: { pdf: Uint8Array; fromCache: boolean }
    try {
      loaded = await loadPreview({
        tempId: data.tempId,
        templateId: data.templateId,
        formStateHash: data.formStateHash,
        fetchPreview: fetchPreviewPdf(data.pdfHref),
        cache: skipCache ? { ...previewCache, get: async () => null } : previewCache,
        minLoadingMs: Number(data.minLoadingMs),
        signal,
        onGenerating: () => show('generating'),
      })
    } catch (error) {
      if (signal.aborted) return
      if (error instanceof PreviewError && error.redirectTo) return window.location.replace(error.redirectTo)
      return fail(signal, previewErrorMessage(error))
    }
    skipCache = false
    show('loading')
    try {
      const pdfjs = await loadPdfJs(data)
      if (signal.aborted) return
      const task = pdfjs.getDocument({ data: loaded.pdf.slice(), isEvalSupported: false })
      // The document and its worker end with this attempt (a retry, or the page's failure).
      signal.addEventListener('abort', () => void task.destroy(), { once: true })
      const document = await task.promise
      if (signal.aborted) return
      frame.replaceChildren(...frameLoading.map((node) => node.cloneNode(true)))
      show('viewer')
      await showPages(pdfjs, document, signal)
    } catch {
      // pdf.js could not load, read or draw the file: as the React viewer says.
      if (signal.aborted) return
      skipCache = loaded.fromCache
      fail(signal, previewMessages.previewFailed)
    }
  }

  /** Shows `message` with 'Try again', unless this attempt was already replaced or ended. */
  function fail(signal: AbortSignal, message: string) {
    if (signal.aborted) return
    controller.abort()
    errorText.textContent = message
    show('error')
  }

  /**
   * Draws page `current` at the frame's width (the server's 'Loading the PDF…' stays in the frame
   * until the first page is drawn), again when the width changes; Previous / Next move. A newer
   * draw cancels the one under way, and the end of the attempt cancels any.
   */
  async function showPages(pdfjs: PdfJs, document: PdfDocument, signal: AbortSignal) {
    let current = 1
    let drawn = ''
    let drawing: { cancel: () => void } | null = null
    pager.hidden = document.numPages < 2
    const draw = async () => {
      const width = Math.floor(frame.clientWidth)
      const key = `${current}:${width}`
      if (signal.aborted || width <= 0 || key === drawn) return
      drawn = key
      drawing?.cancel()
      drawing = null
      const superseded = () => signal.aborted || drawn !== key
      pageOf.textContent = previewMessages.pageOf(current, document.numPages)
      setDisabled(previous, current <= 1)
      setDisabled(next, current >= document.numPages)
      const page = await document.getPage(current)
      if (superseded()) return
      const userUnit = width / page.getViewport({ scale: 1 }).width
      const viewport = page.getViewport({ scale: userUnit })
      const ratio = window.devicePixelRatio || 1
      const canvas = window.document.createElement('canvas')
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.cssText = `display: block; width: ${Math.floor(viewport.width)}px; height: ${Math.floor(viewport.height)}px`
      const text = window.document.createElement('div')
      text.className = 'textLayer'
      const sheet = window.document.createElement('div')
      sheet.className = 'mx-auto shadow-sm'
      // The text layer's variables, as react-pdf sets them on its page.
      sheet.style.cssText = `position: relative; width: ${Math.floor(viewport.width)}px; background: white; --scale-factor: 1; --user-unit: ${userUnit}; --total-scale-factor: calc(var(--scale-factor) * var(--user-unit)); --scale-round-x: 1px; --scale-round-y: 1px`
      sheet.append(canvas, text)
      const render = page.render({ canvas, canvasContext: canvas.getContext('2d', { alpha: false })!, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
      const textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent({ includeMarkedContent: true }), container: text, viewport })
      drawing = { cancel: () => (render.cancel(), textLayer.cancel()) }
      try {
        await Promise.all([render.promise, textLayer.render()])
      } catch (error) {
        // Cancelled by a newer draw (another page, another width) or by the end of the attempt.
        if (superseded()) return
        throw error
      }
      if (superseded()) return
      // Keeps a selection from jumping to the page's start (pdf.js's viewer does the same).
      const end = window.document.createElement('div')
      end.className = 'endOfContent'
      text.append(end)
      frame.replaceChildren(sheet)
    }
    const redraw = () => draw().catch(() => fail(signal, previewMessages.previewFailed))
    const move = (by: number) => {
      current = Math.min(Math.max(current + by, 1), document.numPages)
      void redraw()
    }
    previous.addEventListener('click', () => move(-1), { signal })
    next.addEventListener('click', () => move(1), { signal })
    const observer = new ResizeObserver(() => void redraw())
    observer.observe(frame)
    signal.addEventListener(
      'abort',
      () => {
        observer.disconnect()
        drawing?.cancel()
      },
      { once: true },
    )
    await draw()
  }

  part('retry').addEventListener('click', () => void run())
  void run()
}

/** pdf.js, its worker and its text layer's styles (loaded before the first page, or its text would show over the canvas): files of our build, loaded once. */
let pdfJs: Promise<PdfJs> | undefined
function loadPdfJs(data: VisitorPreviewData): Promise<PdfJs> {
  pdfJs ??= (async () => {
    const [module] = await Promise.all([import(/* @vite-ignore */ data.pdfjs) as Promise<PdfJs>, stylesheet(data.textLayerCss)])
    module.GlobalWorkerOptions.workerSrc = data.pdfjsWorker
    return module
  })()
  pdfJs.catch(() => (pdfJs = undefined))
  return pdfJs
}

/** Adds the stylesheet `href` to the page once; resolves when it has loaded (or failed: the text layer is then unstyled, the page still drawn). */
function stylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve()
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
  document.head.append(link)
  return loaded
}

/** A Radix button's disabled look follows `data-disabled` as well as the attribute. */
function setDisabled(button: HTMLButtonElement, disabled: boolean) {
  button.disabled = disabled
  button.toggleAttribute('data-disabled', disabled)
}
