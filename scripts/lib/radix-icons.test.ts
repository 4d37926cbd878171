import * as Icons from '@radix-ui/react-icons'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { iconFactory, iconModule, readIconDefinitions, rewriteIconImports } from './radix-icons.mjs'

const definitions = readIconDefinitions()

/** Evaluates one icon's module (and the shared factory) with this test's React. */
function extractedIcon(name: string): React.ComponentType<Record<string, unknown>> {
  const children = definitions.get(name)
  if (!children) throw new Error(`no ${name}`)
  const code = [iconFactory, iconModule(name, children)]
    .join('\n')
    .replace(/^import .*$/gm, '')
    .replace(/^export (const|function) /gm, '$1 ')
  return new Function('React', `const { createElement, forwardRef } = React;\n${code}\nreturn ${name};`)(React)
}

describe('one module per Radix icon (ADR 027)', () => {
  it('finds every icon the package exports', () => {
    const exported = Object.keys(Icons).filter((name) => /Icon$/.test(name))
    expect(exported.length).toBeGreaterThan(300)
    expect([...definitions.keys()].sort()).toEqual(expect.arrayContaining(exported))
  })

  it('renders each extracted icon exactly as the package does, with props and colour', () => {
    for (const name of definitions.keys()) {
      const Packaged = (Icons as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[name]
      const Extracted = extractedIcon(name)
      for (const props of [{}, { 'aria-hidden': true, className: 'size-4', color: 'red', width: 20 }]) {
        expect(renderToStaticMarkup(React.createElement(Extracted, props)), name).toBe(renderToStaticMarkup(React.createElement(Packaged, props)))
      }
    }
  })

  it('rewrites value imports into one import per icon and keeps the line count and type imports', () => {
    const source = "import {\n  ArrowLeftIcon,\n  CheckIcon as Check,\n  type IconProps,\n} from '@radix-ui/react-icons'\nimport type { IconProps as P } from '@radix-ui/react-icons'\nconst x = 1\n"
    const rewritten = rewriteIconImports(source)
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length)
    expect(rewritten).toContain("import { ArrowLeftIcon } from 'virtual:radix-icon/ArrowLeftIcon';")
    expect(rewritten).toContain("import { CheckIcon as Check } from 'virtual:radix-icon/CheckIcon';")
    expect(rewritten).toContain("import { type IconProps } from '@radix-ui/react-icons';")
    expect(rewritten).toContain("import type { IconProps as P } from '@radix-ui/react-icons'")
    expect(rewritten).toContain('const x = 1')
  })
})
