import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts, type ScriptsProps } from 'react-router'

/**
 * A tree with every `<link rel="modulepreload">` given low fetch priority, and nothing else
 * changed (fragments are walked, keys kept). What `LowPriorityScripts` does to `<Scripts />`.
 */
export function lowerModulePreloads(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(lowerModulePreloads)
  if (!isValidElement<{ rel?: unknown; children?: ReactNode }>(node)) return node
  if (node.type === 'link' && node.props.rel === 'modulepreload') return cloneElement(node as ReactElement<{ fetchPriority?: string }>, { fetchPriority: 'low' })
  if (node.type !== Fragment) return node
  const { children } = node.props
  // Spread, as the fragment was built: its direct children have no keys, the lists among them keep theirs.
  return Array.isArray(children) ? cloneElement(node, undefined, ...children.map(lowerModulePreloads)) : cloneElement(node, undefined, lowerModulePreloads(children))
}

/**
 * React Router's `<Scripts />` with its `modulepreload` links at low fetch priority (ADR 027,
 * amendments "low-priority module preloads" and of 2026-11-29): low priority keeps the page's
 * scripts from sharing the slow link with the render-blocking stylesheet, and out of what
 * Lighthouse's simulation counts as render-blocking. React Router has no option for it, so this
 * calls its `Scripts` in its own render (the same hooks every render, as `Scripts` has no early
 * return) and gives each link the attribute. One link per module: an earlier version rendered a
 * second, low-priority set before `<Scripts />`, which doubled the links the parser requests.
 * Should a React Router upgrade change the tree's shape, the links keep their default priority.
 */
export function LowPriorityScripts(props: ScriptsProps) {
  return lowerModulePreloads(Scripts(props))
}
