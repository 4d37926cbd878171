import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import pdfjsUrl from 'pdfjs-dist/build/pdf.min.mjs?url'
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import textLayerCssUrl from 'react-pdf/dist/Page/TextLayer.css?url'
import { FormAlert } from '~/components/form-alert'
import { Button, Callout, Flex, IconButton, Text } from '~/components/ui'
import { GeneratingDocument } from './generating-document'
import { DEFAULT_MIN_LOADING_MS } from './load-preview'
import { previewMessages } from './messages'
import { ViewerLoading } from './viewer-loading'
import { dataAttribute, type VisitorPreviewData, type VisitorPreviewPart, type VisitorPreviewState } from './visitor-preview-contract'

export type VisitorPreviewPaneProps = {
  tempId: string
  templateId: number
  formStateHash: string
  pdfHref: string
  /** What the document is (its file name), for assistive technology. */
  title: string
  /** The server's PREVIEW_MIN_LOADING_MS, else the spec's 5000 ms. */
  minLoadingMs?: number
  /** Without JavaScript: the PDF embedded by the browser. */
  fallback: ReactNode
}

/**
 * The preview pane of a page served without React (a visitor's preview, ADR 027): every state of
 * the JavaScript preview rendered by the server, hidden, for the page's own script
 * (./visitor-preview.ts) to show one at a time — the cache check, 'Generating your document...',
 * 'Loading the PDF…', a failure with 'Try again', and the viewer (a frame pdf.js draws into,
 * Previous / Next, 'Page N of M'). Without JavaScript only the `<noscript>` fallback shows.
 */
export function VisitorPreviewPane({ tempId, templateId, formStateHash, pdfHref, title, minLoadingMs, fallback }: VisitorPreviewPaneProps) {
  const data: VisitorPreviewData = {
    tempId,
    templateId: String(templateId),
    formStateHash,
    pdfHref,
    minLoadingMs: String(minLoadingMs ?? DEFAULT_MIN_LOADING_MS),
    pdfjs: pdfjsUrl,
    pdfjsWorker: pdfjsWorkerUrl,
    textLayerCss: textLayerCssUrl,
  }
  const attributes = Object.fromEntries(Object.entries(data).map(([key, value]) => [dataAttribute(key), value]))
  const state = (name: VisitorPreviewState) => ({
    'data-preview-state': name,
    hidden: true,
  })
  const part = (name: VisitorPreviewPart) => ({ 'data-preview-part': name })
  return (
    <div data-visitor-preview="" {...attributes}>
      <noscript>{fallback}</noscript>
      <div {...state('checking')} className="min-h-[320px]" aria-busy="true" />
      <div {...state('generating')}>
        <GeneratingDocument card={false} />
      </div>
      <div {...state('loading')}>
        <ViewerLoading />
      </div>
      <div {...state('error')}>
        <Flex direction="column" gap="3" align="start" p="4">
          {/* The form alert's callout; the script writes the message into its text. */}
          <FormAlert>
            <Callout.Text {...part('error-text')}>{previewMessages.previewFailed}</Callout.Text>
          </FormAlert>
          <Button type="button" size="3" variant="soft" className="min-h-11" {...part('retry')}>
            {previewMessages.tryAgain}
          </Button>
        </Flex>
      </div>
      <div {...state('viewer')}>
        <Flex direction="column" gap="3" aria-label={`${previewMessages.documentPreview}: ${title}`} role="region">
          <div {...part('frame')} className="min-h-[320px] w-full overflow-hidden rounded-[var(--radius-3)] bg-[var(--gray-3)]">
            {/* Until the first page is drawn, as react-pdf shows while it opens a page. */}
            <ViewerLoading />
          </div>
          {/* A plain element carries `hidden`: a Flex's own display would override it. */}
          <div {...part('pager')} hidden>
            <Flex align="center" justify="center" gap="3">
              <IconButton type="button" size="3" variant="soft" color="gray" className="min-h-11 min-w-11" aria-label={previewMessages.previousPage} {...part('previous')}>
                <ChevronLeftIcon aria-hidden />
              </IconButton>
              <Text as="p" size="2" className="m-0 tabular-nums" aria-live="polite" {...part('page-of')} />
              <IconButton type="button" size="3" variant="soft" color="gray" className="min-h-11 min-w-11" aria-label={previewMessages.nextPage} {...part('next')}>
                <ChevronRightIcon aria-hidden />
              </IconButton>
            </Flex>
          </div>
        </Flex>
      </div>
    </div>
  )
}
