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
  getDocument: (source: { data: Uint8Array; isEvalSupported: boolean }) => {
    promise: Promise<PdfDocument>
  }
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
  let controller = new AbortController()

  const show = (state: VisitorPreviewState) => {
    for (const element of root.querySelectorAll<HTMLElement>('[data-preview-state]')) element.hidden = element.dataset.previewState !== state
  }

  async function run() {
    controller.abort()
    controller = new AbortController()
    const { signal } = controller
    show('checking')
    let pdf: Uint8Array
    try {
      ;({ pdf } = await loadPreview({
        tempId: data.tempId,
        templateId: data.templateId,
        formStateHash: data.formStateHash,
        fetchPreview: fetchPreviewPdf(data.pdfHref),
        cache: previewCache,
        minLoadingMs: Number(data.minLoadingMs),
        signal,
        onGenerating: () => show('generating'),
      }))
    } catch (error) {
      if (signal.aborted) return
      if (error instanceof PreviewError && error.redirectTo) return window.location.replace(error.redirectTo)
      return fail(previewErrorMessage(error))
    }
    show('loading')
    try {
      const pdfjs = await loadPdfJs(data)
      const document = await pdfjs.getDocument({
        data: pdf.slice(),
        isEvalSupported: false,
      }).promise
      if (signal.aborted) return
      show('viewer')
      await showPages(pdfjs, document, signal)
    } catch {
      // pdf.js could not load, read or draw the file: as the React viewer says.
      if (!signal.aborted) fail(previewMessages.previewFailed)
    }
  }

  function fail(message: string) {
    controller.abort()
    errorText.textContent = message
    show('error')
  }

  /** Draws page `current` at the frame's width, again when the width changes; Previous / Next move. */
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
      pageOf.textContent = previewMessages.pageOf(current, document.numPages)
      setDisabled(previous, current <= 1)
      setDisabled(next, current >= document.numPages)
      const page = await document.getPage(current)
      const viewport = page.getViewport({
        scale: width / page.getViewport({ scale: 1 }).width,
      })
      const ratio = window.devicePixelRatio || 1
      const canvas = window.document.createElement('canvas')
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.width = `${Math.floor(viewport.width)}px`
      canvas.style.height = `${Math.floor(viewport.height)}px`
      canvas.style.display = 'block'
      const text = window.document.createElement('div')
      text.className = 'textLayer'
      const sheet = window.document.createElement('div')
      sheet.className = 'mx-auto shadow-sm'
      sheet.style.cssText = `position: relative; width: ${Math.floor(viewport.width)}px; background: white; --scale-factor: 1; --user-unit: ${viewport.width / page.getViewport({ scale: 1 }).width}; --total-scale-factor: calc(var(--scale-factor) * var(--user-unit)); --scale-round-x: 1px; --scale-round-y: 1px`
      sheet.append(canvas, text)
      const render = page.render({
        canvas,
        canvasContext: canvas.getContext('2d', { alpha: false })!,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      })
      const textLayer = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent({
          includeMarkedContent: true,
        }),
        container: text,
        viewport,
      })
      drawing = { cancel: () => (render.cancel(), textLayer.cancel()) }
      try {
        await Promise.all([render.promise, textLayer.render()])
      } catch (error) {
        // A newer draw (another page, another width) cancelled this one.
        if ((error as Error)?.name === 'RenderingCancelledException' || drawn !== key) return
        throw error
      }
      if (drawn === key) frame.replaceChildren(sheet)
    }
    const move = (by: number) => {
      current = Math.min(Math.max(current + by, 1), document.numPages)
      draw().catch(() => fail(previewMessages.previewFailed))
    }
    previous.addEventListener('click', () => move(-1), { signal })
    next.addEventListener('click', () => move(1), { signal })
    const observer = new ResizeObserver(() => draw().catch(() => fail(previewMessages.previewFailed)))
    observer.observe(frame)
    signal.addEventListener('abort', () => observer.disconnect(), {
      once: true,
    })
    await draw()
  }

  part('retry').addEventListener('click', () => void run())
  void run()
}

/** pdf.js, its worker and its text layer's styles: files of our build, loaded once. */
let pdfJs: Promise<PdfJs> | undefined
function loadPdfJs(data: VisitorPreviewData): Promise<PdfJs> {
  pdfJs ??= (async () => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = data.textLayerCss
    document.head.append(link)
    const module = (await import(/* @vite-ignore */ data.pdfjs)) as PdfJs
    module.GlobalWorkerOptions.workerSrc = data.pdfjsWorker
    return module
  })()
  pdfJs.catch(() => (pdfJs = undefined))
  return pdfJs
}

/** A Radix button's disabled look follows `data-disabled` as well as the attribute. */
function setDisabled(button: HTMLButtonElement, disabled: boolean) {
  button.disabled = disabled
  button.toggleAttribute('data-disabled', disabled)
}
