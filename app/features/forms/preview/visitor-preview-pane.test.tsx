import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PREVIEW_PARTS, PREVIEW_STATES, dataAttribute } from './visitor-preview-contract'
import { VisitorPreviewPane } from './visitor-preview-pane'

const html = renderToStaticMarkup(
  <VisitorPreviewPane
    tempId="t-1"
    templateId={7}
    formStateHash="abc"
    pdfHref="/app/forms/lease/ca/preview.pdf?tempId=t-1"
    title="Lease.pdf"
    minLoadingMs={0}
    fallback={<object data="/app/forms/lease/ca/preview.pdf?tempId=t-1" type="application/pdf" />}
  />,
)
const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('VisitorPreviewPane: the server HTML the visitor preview script works on', () => {
  it('renders every state once, all hidden until the script shows one, and the PDF in <noscript> for a browser without JavaScript', () => {
    for (const state of PREVIEW_STATES) expect(count(new RegExp(`<div data-preview-state="${state}" hidden=""`, 'g')), state).toBe(1)
    expect(html).toMatch(/<noscript><object data="\/app\/forms\/lease\/ca\/preview.pdf\?tempId=t-1"/)
    expect(html).toContain('Generating your document...')
    expect(html).toContain('Loading the PDF…')
  })

  it('has each part the script fills, once, and gives the script its data: the draft, the minimum time and the files of pdf.js', () => {
    for (const part of PREVIEW_PARTS) expect(count(new RegExp(`data-preview-part="${part}"`, 'g')), part).toBe(1)
    const attributes = Object.fromEntries([...html.matchAll(/ (data-[a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
    expect(attributes[dataAttribute('tempId')]).toBe('t-1')
    expect(attributes[dataAttribute('templateId')]).toBe('7')
    expect(attributes[dataAttribute('formStateHash')]).toBe('abc')
    expect(attributes[dataAttribute('minLoadingMs')]).toBe('0')
    expect(attributes[dataAttribute('pdfjs')]).toMatch(/pdf\.min\.mjs$/)
    expect(attributes[dataAttribute('pdfjsWorker')]).toMatch(/pdf\.worker\.min\.mjs$/)
    // Vitest leaves CSS out (its URL is empty here); the e2e test sees the text layer styled.
    expect(attributes).toHaveProperty(dataAttribute('textLayerCss'))
  })

  it('names the viewer for assistive technology and hides the pager until the PDF has two pages', () => {
    expect(html).toMatch(/role="region"[^>]*aria-label="Document preview: Lease.pdf"|aria-label="Document preview: Lease.pdf"[^>]*role="region"/)
    expect(html).toMatch(/<div data-preview-part="pager" hidden="">/)
    // Until the script has drawn the first page, the frame says the PDF is loading.
    expect(html).toMatch(/data-preview-part="frame"[^>]*><div role="status"[^]*?Loading the PDF…/)
    expect(html).toMatch(/aria-label="Previous page"/)
    expect(html).toMatch(/aria-label="Next page"/)
  })
})
