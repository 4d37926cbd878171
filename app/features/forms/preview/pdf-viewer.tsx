import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import { useEffect, useMemo, useState } from 'react'
import { Document, Page, pdfjs } from 'react-pdf'
import 'react-pdf/dist/Page/AnnotationLayer.css'
import 'react-pdf/dist/Page/TextLayer.css'
import { Callout, Flex, IconButton, Text } from '~/components/ui'
import { previewMessages } from './messages'
import { ViewerLoading } from './viewer-loading'

/*
 * The pdf.js worker of the same pdfjs-dist react-pdf uses, emitted by Vite as an asset of our
 * own build and served from our origin (the CSP allows workers from 'self' only). Loaded only
 * with this module, which the preview page imports lazily (see ./index.ts PdfViewer).
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString()

/** Stable (react-pdf reloads the document when `options` changes). Our CSP forbids eval. */
const PDF_OPTIONS = { isEvalSupported: false } as const

export type PdfViewerProps = {
  /** The PDF. A copy goes to pdf.js (its worker takes ownership of the buffer it gets). */
  data: Uint8Array
  /** What the document is, for assistive technology (e.g. the document's name). */
  title: string
}

/**
 * The preview's PDF on a page-sized canvas with a text layer, one page at a time with
 * Previous / Next and 'Page N of M'; fits the width of its container (375px phones to the
 * preview's left column). Render it in the browser only, through the lazy `PdfViewer` of
 * ./index.ts.
 */
export default function PdfViewerImpl({ data, title }: PdfViewerProps) {
  const file = useMemo(() => ({ data: data.slice() }), [data])
  const [pageCount, setPageCount] = useState(0)
  const [page, setPage] = useState(1)
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  const width = useWidth(frame)
  const current = Math.min(page, Math.max(pageCount, 1))

  return (
    <Flex direction="column" gap="3" aria-label={`${previewMessages.documentPreview}: ${title}`} role="region">
      <div ref={setFrame} className="min-h-[320px] w-full overflow-hidden rounded-[var(--radius-3)] bg-[var(--gray-3)]">
        <Document
          file={file}
          options={PDF_OPTIONS}
          onLoadSuccess={({ numPages }) => {
            setPageCount(numPages)
            setPage((value) => Math.min(value, numPages))
          }}
          loading={<ViewerLoading />}
          error={
            <Callout.Root color="red" role="alert" m="3">
              <Callout.Text>{previewMessages.previewFailed}</Callout.Text>
            </Callout.Root>
          }
        >
          {width > 0 && <Page pageNumber={current} width={width} loading={<ViewerLoading />} className="mx-auto shadow-sm" />}
        </Document>
      </div>
      {pageCount > 1 && (
        <Flex align="center" justify="center" gap="3">
          <IconButton type="button" size="3" variant="soft" color="gray" className="min-h-11 min-w-11" aria-label={previewMessages.previousPage} disabled={current <= 1} onClick={() => setPage(current - 1)}>
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <Text as="p" size="2" className="m-0 tabular-nums" aria-live="polite">
            {previewMessages.pageOf(current, pageCount)}
          </Text>
          <IconButton type="button" size="3" variant="soft" color="gray" className="min-h-11 min-w-11" aria-label={previewMessages.nextPage} disabled={current >= pageCount} onClick={() => setPage(current + 1)}>
            <ChevronRightIcon aria-hidden />
          </IconButton>
        </Flex>
      )}
    </Flex>
  )
}

/** The element's content width in whole pixels, following resizes (0 until measured). */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}
