import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts } from 'react-router'

type ScriptsProps = Parameters<typeof Scripts>[0]
type ElementProps = { rel?: string; href?: string; type?: string; dangerouslySetInnerHTML?: { __html: string }; children?: ReactNode }

/**
 * React Router's `<Scripts />`, loading the app's scripts once the page has painted (ADR 027,
 * "scripts after the first paint"). `<Scripts />` preloads every module of the page from the
 * head (React hoists the `modulepreload` links above the stylesheet) and imports them from an
 * inline module script: on a slow link the render-blocking stylesheet shares the bandwidth with
 * the whole first load's JS. Here the preload links are left out of the document and the same
 * module script adds them, imports the route modules and starts the entry after the first contentful
 * paint (a paint-timing observer: not a timer, which a test's fake clock would hold back).
 * Nothing else changes (the server's HTML, hydration, the inlined route manifest); the page works
 * before its scripts, as it does without JavaScript (ADR 010). Should a React Router upgrade
 * change the script's shape, `deferModuleScript` answers null and `<Scripts />` is rendered as is.
 */
export function ScriptsAfterPaint(props: ScriptsProps) {
  // `Scripts` is a function component: called here, its hooks are this component's, in the same order every render.
  const rendered = Scripts(props) as ReactElement<ElementProps> | null
  if (import.meta.env.DEV || !isValidElement<ElementProps>(rendered)) return rendered
  const preloads: string[] = []
  const kept: ReactNode[] = []
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isValidElement<ElementProps>(node)) return kept.push(node)
    if (node.type === 'link' && node.props.rel === 'modulepreload' && node.props.href) return preloads.push(node.props.href)
    kept.push(node)
  }
  Children.toArray(rendered.props.children).forEach(visit)
  let deferred = false
  const rewrite = (node: ReactNode): ReactNode => {
    if (!isValidElement<ElementProps>(node)) return node
    if (node.type === 'script' && node.props.type === 'module' && node.props.dangerouslySetInnerHTML) {
      const body = deferModuleScript(node.props.dangerouslySetInnerHTML.__html, preloads)
      if (body === null) return node
      deferred = true
      return cloneElement(node, { dangerouslySetInnerHTML: { __html: body } })
    }
    if (node.props.children === undefined) return node
    return cloneElement(node, undefined, ...Children.toArray(node.props.children).map(rewrite))
  }
  const children = kept.map(rewrite)
  return deferred ? <>{children}</> : rendered
}

const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\n]+");\s*$/gm
const ENTRY_IMPORT = /^\s*import\(("[^"\n]+")\);\s*$/m

/**
 * The inline module script of `<Scripts />` with its static imports made dynamic and everything
 * run after the first contentful paint, once the given modules are preloaded; null when the script is not of
 * the known shape (an HMR runtime import, a `manifest` import, no entry import).
 */
export function deferModuleScript(body: string, preloads: readonly string[]): string | null {
  if (!ENTRY_IMPORT.test(body)) return null
  const imports: Array<[name: string, href: string]> = []
  const rest = body.replace(STATIC_IMPORT, (_, name: string, href: string) => {
    imports.push([name, href])
    return ''
  })
  // Any other import (an HMR runtime, the route manifest file) stays static only in `<Scripts />` itself.
  if (/^\s*import\s+["\w{*]/m.test(rest)) return null
  const names = imports.map(([name]) => name).join(', ')
  const hrefs = imports.map(([, href]) => `import(${href})`).join(', ')
  return `
const start = async () => {
  const nonce = document.querySelector('script[nonce]')?.nonce ?? ''
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.nonce = nonce
    document.head.append(link)
  }
  const [${names}] = await Promise.all([${hrefs}])
${rest.trim()}
}
let started = false
const once = () => { if (!started) { started = true; start() } }
// Once the page has painted (its first contentful paint); at once in a hidden tab, which paints
// nothing, or a browser without paint timing; after 3 s at the latest.
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) once()
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    once()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(once, 3000)
}
`
}
