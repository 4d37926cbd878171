import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GeneratingDocument } from './generating-document'
import { GENERATING_DOCUMENT_CSS } from './generating-document-styles'

describe('GeneratingDocument', () => {
  it("is a live status reading 'Generating your document...' with a decorative icon of five filling lines", () => {
    const html = renderToStaticMarkup(<GeneratingDocument />)
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"|aria-live="polite"[^>]*role="status"/)
    expect(html).toContain('Generating your document...')
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
    expect(html.match(/class="lw-generating-line"/g)).toHaveLength(5)
    expect(html).toMatch(/^<div class="[^"]*rt-Card/)
    expect(renderToStaticMarkup(<GeneratingDocument card={false} />)).toMatch(/^<div role="status"/)
  })

  it('animates a 5 s cycle whose last second is a pause, and stands still for reduced motion: rules that travel with the icon', () => {
    // The icon carries its rules (a <style> in the SVG), unescaped.
    const css = renderToStaticMarkup(<GeneratingDocument card={false} />).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
    expect(css).toBe(GENERATING_DOCUMENT_CSS)
    expect(css).toMatch(/animation-duration: 5s;/)
    expect(css).toMatch(/animation-iteration-count: infinite;/)
    // Every line is full from 80 % (4 s) to 100 % (5 s): the 1 s pause.
    for (let line = 1; line <= 5; line++) {
      const frames = css.match(new RegExp(`@keyframes lw-generating-fill-${line} \\{([^\\n]*)\\}`))?.[1] ?? ''
      const fullFrom = Number(frames.match(/(\d+)%, 100% \{ transform: scaleX\(1\)/)?.[1])
      expect(fullFrom).toBe(line * 16)
      expect(fullFrom).toBeLessThanOrEqual(80)
    }
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.lw-generating-line \{\s*animation: none;/)
  })
})
