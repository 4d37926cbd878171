import { useContext, useEffect } from 'react'
import { UNSAFE_FrameworkContext, useMatches } from 'react-router'

/**
 * The page's modules in the order `<Scripts />` preloads them: the entry, its imports, then each
 * matched route's module (and client loader/action and hydrate-fallback modules) with its imports,
 * each once. Same list as React Router 7's `Scripts` (`getModuleLinkHrefs`, error-free matches).
 */
export function moduleHrefs(manifest: NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>['manifest'], routeIds: readonly string[]): string[] {
  const hrefs = [manifest.entry.module, ...manifest.entry.imports]
  for (const id of routeIds) {
    const route = manifest.routes[id]
    if (!route) continue
    hrefs.push(route.module)
    if (route.clientActionModule) hrefs.push(route.clientActionModule)
    if (route.clientLoaderModule) hrefs.push(route.clientLoaderModule)
    if (route.hydrateFallbackModule) hrefs.push(route.hydrateFallbackModule)
    if (route.imports) hrefs.push(...route.imports)
  }
  return [...new Set(hrefs)]
}

let hydrated = false

/**
 * The `modulepreload` links of `<Scripts />` again, at low fetch priority, rendered just before it
 * (ADR 027, amendment "low-priority module preloads"). React hoists both sets into the head in
 * render order, so the browser meets these first and fetches each module once (the module map
 * holds the first fetch; `<Scripts />`'s own link for the same URL joins it). Low priority keeps
 * the 30-odd scripts from sharing the slow link with the render-blocking stylesheet, and keeps
 * them out of what Lighthouse's simulation counts as render-blocking. Like `<Scripts />`, nothing
 * after hydration: later pages' modules are React Router's to load.
 */
export function LowPriorityModulePreloads({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  const matches = useMatches()
  useEffect(() => {
    hydrated = true
  }, [])
  if (!framework || hydrated || framework.isSpaMode) return null
  return (
    <>
      {moduleHrefs(
        framework.manifest,
        matches.map((match) => match.id),
      ).map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} suppressHydrationWarning />
      ))}
    </>
  )
}
