import { lazy, Suspense } from 'react'
import type { PdfViewerProps } from './pdf-viewer'
import { ViewerLoading } from './viewer-loading'

export type { PdfViewerProps }

// pdf.js (~400 kB) and its worker load only when a preview is shown, never with the forms pages.
const PdfViewerImpl = lazy(() => import('./pdf-viewer'))

/** The PDF viewer (react-pdf), code-split: 'Loading the PDF…' while its code downloads. Browser only. */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<ViewerLoading />}>
      <PdfViewerImpl {...props} />
    </Suspense>
  )
}
