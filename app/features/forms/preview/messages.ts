/** The words of the JavaScript preview experience (product-spec §2 Preview screen, §4 Preview). */
export const previewMessages = {
  generating: 'Generating your document...',
  previewFailed: 'Unable to generate a preview.',
  unknownError: 'An unknown error occurred',
  loadingPdf: 'Loading the PDF…',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  documentPreview: 'Document preview',
  tryAgain: 'Try again',
} as const
