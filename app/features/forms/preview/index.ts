/**
 * The JavaScript preview experience of the forms system (product-spec §2 Preview screen, §4 Preview,
 * §9): the browser's preview cache, the 'Generating your document...' screen, the hook that
 * ties them to the server's PDF, and the lazy pdf.js viewer. Recipe: ./README.md.
 */
export { GeneratingDocument } from './generating-document'
export { DEFAULT_MIN_LOADING_MS, fetchPreviewPdf, loadPreview, PreviewError, previewErrorMessage, resolveMinLoadingMs, type FetchPreview, type LoadedPreview, type LoadPreviewArgs } from './load-preview'
export { previewMessages } from './messages'
export { PdfViewer, type PdfViewerProps } from './pdf-viewer-lazy'
export {
  base64ToBytes,
  bytesToBase64,
  createPreviewCache,
  PREVIEW_DB_NAME,
  PREVIEW_DB_VERSION,
  PREVIEW_MAX_AGE_MS,
  PREVIEW_STORE,
  previewCache,
  previewCacheKey,
  type PreviewCache,
  type PreviewCacheKey,
  type PreviewCacheRecord,
} from './preview-cache'
export { usePreviewPdf, type PreviewState, type UsePreviewPdfOptions } from './use-preview-pdf'
export { ViewerLoading } from './viewer-loading'
