import { extractProps } from '@radix-ui/themes/helpers'
import type { CSSProperties } from 'react'

/**
 * Radix Themes' `extractProps`, resolved once per distinct set of values (ADR 039). Radix turns
 * a component's layout props (`size="2"`, `gap="3"`, `justify="between"`) into class names on
 * every render, walking every prop definition of the component (a Flex has some sixty: layout,
 * margin, gap) and allocating as it goes: on a list page, with a few hundred such elements, that
 * was the largest part of the render. The props come from our code, so a page has a handful of
 * distinct combinations: this resolves each combination with Radix's own `extractProps` the first
 * time (so the classes, styles and defaults are Radix's) and reuses the result. Responsive objects
 * (`{ initial: '6', md: '7' }`) and anything else that is not a string, number or boolean go to
 * Radix every time, as do new combinations once the memory holds `MAX_COMBINATIONS`.
 */
type PropDef = { type: string; className?: string; default?: unknown }
type PropDefs = Record<string, PropDef>
type Resolved = { className: string | undefined; style: CSSProperties | undefined; values: Record<string, unknown>; added: string[] }

const MAX_COMBINATIONS = 500

export type ExtractedProps = Record<string, unknown> & { className?: string; style?: CSSProperties }

/** As Radix types extractProps: the props without those that became classes, with className and style. */
type Extracted<Props, Defs> = Omit<Props & { className?: string; style?: CSSProperties }, { [Name in keyof Defs]: Defs[Name] extends { className: string } ? Name : never }[keyof Defs]>

export function resolvedPropsExtractor<Defs extends PropDefs[]>(...propDefs: Defs) {
  const definitions: PropDefs = Object.assign({}, ...propDefs)
  const cache = new Map<string, Resolved>()

  return function extract<Props extends object>(props: Props): Extracted<Props, Defs[number]> {
    const given = props as Record<string, unknown>
    let key = ''
    for (const name in given) {
      if (!Object.hasOwn(definitions, name)) continue
      const value = given[name]
      if (value !== null && typeof value === 'object') return radixExtractProps(given, propDefs) as Extracted<Props, Defs[number]>
      // The type is part of the key: Radix accepts '2' for size but falls back to the default for 2.
      key += `${name}\u0000${typeof value}\u0000${String(value)}\u0001`
    }
    let resolved = cache.get(key)
    if (!resolved) {
      const defined: Record<string, unknown> = {}
      for (const name in given) if (Object.hasOwn(definitions, name)) defined[name] = given[name]
      const { className, style, ...values } = radixExtractProps(defined, propDefs)
      resolved = { className, style, values, added: Object.keys(values).filter((name) => !Object.hasOwn(defined, name)) }
      if (cache.size < MAX_COMBINATIONS) cache.set(key, resolved)
    }
    // The same object Radix builds: the props in their order (a definition's prop replaced by its
    // value, or left out when it became a class), then the defaults it added, className and style.
    const extracted: ExtractedProps = {}
    for (const name in given) {
      if (!Object.hasOwn(definitions, name)) extracted[name] = given[name]
      else if (Object.hasOwn(resolved.values, name)) extracted[name] = resolved.values[name]
    }
    for (const name of resolved.added) extracted[name] = resolved.values[name]
    extracted.className = joinClassNames(resolved.className, given.className as string | undefined)
    extracted.style = mergeStyles(resolved.style, given.style as CSSProperties | undefined)
    return extracted as Extracted<Props, Defs[number]>
  }
}

function radixExtractProps(props: Record<string, unknown>, propDefs: PropDefs[]) {
  return extractProps(props, ...(propDefs as Parameters<typeof extractProps>[1][])) as ExtractedProps
}

/** `classnames(a, b)` for two strings. */
function joinClassNames(first: string | undefined, second: string | undefined) {
  if (!first) return second || ''
  return second ? `${first} ${second}` : first
}

/** Radix's mergeStyles for two styles: undefined when both are empty. */
function mergeStyles(first: CSSProperties | undefined, second: CSSProperties | undefined) {
  if (!second) return first && Object.keys(first).length ? first : undefined
  if (!first) return Object.keys(second).length ? second : undefined
  const merged = { ...first, ...second }
  return Object.keys(merged).length ? merged : undefined
}
