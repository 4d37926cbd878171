import { describe, expect, it } from 'vitest'
import { moduleHrefs } from './module-preloads'

describe('moduleHrefs', () => {
  it('lists the entry, its imports and each matched route with its modules and imports, once each, in the order <Scripts /> preloads them', () => {
    const manifest = {
      entry: { module: '/assets/entry.js', imports: ['/assets/react.js', '/assets/router.js'] },
      routes: {
        root: { id: 'root', module: '/assets/root.js', imports: ['/assets/router.js', '/assets/theme.js'] },
        list: { id: 'list', module: '/assets/list.js', clientLoaderModule: '/assets/list-loader.js', hydrateFallbackModule: '/assets/list-fallback.js', imports: ['/assets/theme.js', '/assets/table.js'] },
        other: { id: 'other', module: '/assets/other.js' },
      },
    } as unknown as Parameters<typeof moduleHrefs>[0]
    expect(moduleHrefs(manifest, ['root', 'list', 'missing'])).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/root.js',
      '/assets/theme.js',
      '/assets/list.js',
      '/assets/list-loader.js',
      '/assets/list-fallback.js',
      '/assets/table.js',
    ])
  })
})
