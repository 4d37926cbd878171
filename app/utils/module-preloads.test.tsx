import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lowerModulePreloads } from './module-preloads'

describe('lowerModulePreloads', () => {
  it('gives each modulepreload link of a <Scripts />-shaped tree low priority, once each, and leaves the scripts and other links alone', () => {
    // The shape of React Router 7's Scripts: a fragment of an optional import map, the entry's link, the list of preloads and the inline scripts.
    const tree = createElement(
      Fragment,
      null,
      null,
      createElement('link', { rel: 'modulepreload', href: '/assets/entry.js', nonce: 'n' }),
      ['/assets/react.js', '/assets/root.js'].map((href) => createElement('link', { key: href, rel: 'modulepreload', href, nonce: 'n' })),
      createElement(Fragment, null, createElement('script', { nonce: 'n', dangerouslySetInnerHTML: { __html: 'window.x = 1' } }), createElement('link', { rel: 'icon', href: '/favicon.svg' })),
    )
    const html = renderToStaticMarkup(lowerModulePreloads(tree))
    expect(html.match(/<link[^>]*rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/entry.js" nonce="n" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/react.js" nonce="n" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/root.js" nonce="n" fetchPriority="low"/>',
    ])
    expect(html).toContain('<script nonce="n">window.x = 1</script>')
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(lowerModulePreloads(null)).toBeNull()
  })
})
