import { createElement, Suspense, use, useEffect, useState, type ComponentType } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

/** On the server: every lazy component's loader, for entry.server.tsx to await before rendering. */
const serverLoads = new Set<() => Promise<unknown>>()

/**
 * Loads every lazy component not loaded yet (entry.server.tsx, before each render), so that the
 * server never suspends on one. Instant once they are loaded; a failed load is retried here
 * and, if it fails again, shows the error boundary of the render.
 */
export function loadLazyComponents(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load().catch(() => undefined)))
}

/**
 * A component in a chunk of its own (ADR 027). Two uses:
 * - what renders only after hydration (the top bar's menus): the server and the hydration
 *   render the JavaScript-free version, which stays until the chunk has arrived (`useLoaded`,
 *   no Suspense: a Suspense fallback would be a new copy, closing a menu opened meanwhile);
 * - rendered inside a `<Suspense>`, what the server renders only sometimes (a drawer open in
 *   the URL): on the server the chunk
 *   is loaded before the render (`loadLazyComponents`), so the render never suspends there and
 *   the boundary is sent complete — a boundary the server leaves pending is streamed hidden and
 *   shown by a script, so it would stay hidden without JavaScript. In the browser, hydration
 *   keeps the server's HTML of the boundary until the chunk has loaded.
 * Loading starts on the first render (or at once) and is shared; once loaded it renders without suspending.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /**
   * 'at-once': the browser starts loading right after this module is evaluated, in parallel with
   * hydration (for what every page shows once hydrated). In a task of its own: Vite's preload
   * helper adds a `<link rel="modulepreload">` per missing chunk, 11–18 ms of the main thread for
   * the top bar's menus, which would otherwise lengthen the one long task that evaluates every
   * module of the page (ADR 027, "at-once loads in a task of their own").
   */
  { browser = 'on-render' }: { browser?: 'on-render' | 'at-once' } = {},
) {
  let loaded: ComponentType<Props> | undefined
  let pending: Promise<ComponentType<Props>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may succeed later (the next render tries again); this render shows the error boundary.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  if (import.meta.env.SSR) serverLoads.add(() => (loaded ? Promise.resolve(loaded) : preload()))
  else if (browser === 'at-once') setTimeout(() => preload().catch(() => {}), 0)
  function Lazy(props: Props) {
    const component = loaded ?? use(preload())
    return createElement(component, props)
  }
  /**
   * For what renders only after hydration (the top bar's menus): the component once its chunk
   * has arrived, `undefined` before hydration and until then. No Suspense: the JavaScript-free
   * version the caller renders meanwhile stays mounted (a disclosure opened early stays open)
   * and is replaced once, when the chunk is there. A failed download leaves it in place.
   */
  function useLoaded(): ComponentType<Props> | undefined {
    const hydrated = useHydrated()
    const [component, setComponent] = useState<ComponentType<Props> | undefined>(() => (hydrated ? loaded : undefined))
    useEffect(() => {
      if (!hydrated || component) return
      let live = true
      preload().then(
        (arrived) => {
          if (live) setComponent(() => arrived)
        },
        () => {},
      )
      return () => {
        live = false
      }
    }, [hydrated, component])
    return hydrated ? component : undefined
  }
  return Object.assign(Lazy, { preload, useLoaded })
}

/**
 * A drawer or dialog that the page renders only when it is open (the URL says so), in a chunk of
 * its own inside its own Suspense boundary (ADR 027): the server renders it complete, hydration
 * keeps that HTML until the chunk has arrived, and a client-side navigation that opens it shows
 * it once its chunk is there. Import sites render it like the component itself.
 */
export function lazyDrawer<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyBoundary(load)
}

/**
 * `lazyDrawer` for what every render of the page shows (the tabs, `DetailTabs`): the same
 * boundary, with the chunk loading right after the module is evaluated ('at-once'), in parallel with
 * hydration, so that a later client-side render finds it loaded and never shows the (empty)
 * fallback. Until the chunk has arrived the server's HTML stays: its links work as links.
 */
export function lazyBoundary<Props extends object>(load: () => Promise<ComponentType<Props>>, options?: Parameters<typeof lazyComponent>[1]) {
  const Lazy = lazyComponent(load, options)
  function LazyBoundary(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props))
  }
  return Object.assign(LazyBoundary, { preload: Lazy.preload })
}
