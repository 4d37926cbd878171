// Test support only: reads a PDF back the way a viewer does, with pdf.js (devDependency).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PdfText = { pages: string[]; title?: string; author?: string; creationDate?: string }

/**
 * The text of every page (lines joined with '\n', runs of spaces collapsed) and the
 * document's info, read by pdf.js.
 */
export async function readPdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdf.js may transfer (detach) the buffer it is given: pass a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false, isEvalSupported: false }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      let text = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        text += item.str + (item.hasEOL ? '\n' : '')
      }
      pages.push(
        text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join('\n'),
      )
    }
    const info = (await document.getMetadata()).info as Record<string, unknown>
    return {
      pages,
      title: typeof info.Title === 'string' ? info.Title : undefined,
      author: typeof info.Author === 'string' ? info.Author : undefined,
      creationDate: typeof info.CreationDate === "string" ? info.CreationDate : undefined,
    }
  } finally {
    await document.destroy()
  }
}
