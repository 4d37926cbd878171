import { describe, expect, it } from 'vitest'
import { deferModuleScript } from './scripts-after-paint'

// The inline module script of React Router's <Scripts /> (7.x, lazy route discovery, split route modules).
const BODY = `;
import * as route0 from "/assets/root-A.js";
import * as route1_clientLoader from "/assets/page-client-loader-B.js";
import * as route1_main from "/assets/page-C.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-D.js");`

describe('deferModuleScript', () => {
  it('imports the same modules after the first contentful paint, once their preloads are added', async () => {
    const body = deferModuleScript(BODY, ['/assets/entry.client-D.js', '/assets/root-A.js'])
    expect(body).not.toBeNull()
    expect(body).not.toMatch(/^\s*import \* as/m)
    expect(body).toContain('const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-A.js"), import("/assets/page-client-loader-B.js"), import("/assets/page-C.js")])')
    expect(body).toContain('const route1 = {...route1_clientLoader,...route1_main};')
    expect(body).toContain('import("/assets/entry.client-D.js");')

    // Run it with stand-ins for the browser: nothing is imported before the first contentful paint, then everything is, preloads first.
    const events: string[] = []
    let paint: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined
    class PerformanceObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: typeof paint) {
        paint = callback
      }
      observe() {}
    }
    const head = { append: (link: { href: string }) => events.push(`preload ${link.href}`) }
    const document = { querySelector: () => ({ nonce: 'n' }), createElement: () => ({}), head, visibilityState: 'visible' }
    const window: Record<string, unknown> = {}
    const load = (href: string) => {
      events.push(`import ${href}`)
      return Promise.resolve({ href })
    }
    const run = new Function('document', 'window', 'PerformanceObserver', 'setTimeout', '__import', body!.replaceAll('import(', '__import('))
    run(document, window, PerformanceObserver, () => {}, load)
    paint!({ getEntriesByName: () => [] }, { disconnect: () => {} })
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual([])
    paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} })
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual([
      'preload /assets/entry.client-D.js',
      'preload /assets/root-A.js',
      'import /assets/root-A.js',
      'import /assets/page-client-loader-B.js',
      'import /assets/page-C.js',
      'import /assets/entry.client-D.js',
    ])
    expect(window.__reactRouterRouteModules).toEqual({ root: { href: '/assets/root-A.js' }, 'routes/page': { href: '/assets/page-C.js' } })
  })

  it('leaves a script of another shape alone', () => {
    expect(deferModuleScript(`import "/@vite/client";${BODY}`, [])).toBeNull()
    expect(deferModuleScript(`import "/assets/manifest-1.js";${BODY}`, [])).toBeNull()
    expect(deferModuleScript(BODY.replace('import("/assets/entry.client-D.js");', ''), [])).toBeNull()
  })
})
