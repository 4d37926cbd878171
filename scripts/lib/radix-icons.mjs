// One module per Radix icon (ADR 027). @radix-ui/react-icons ships every icon in a single
// ES module: the bundler keeps only the icons the app imports, but keeps them together, so
// every page downloaded all ~50 of them (16 KB gzipped) with its first chunk. This Vite
// plugin rewrites `import { AIcon, BIcon as B } from '@radix-ui/react-icons'` in the app's
// sources into one import per icon from a virtual module `virtual:radix-icon/AIcon`, whose
// code is that icon's own definition cut out of the package's built file (it is not copied
// into the repository): a page then loads only the icons it renders.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const PACKAGE = '@radix-ui/react-icons'
const VIRTUAL = 'virtual:radix-icon/'
const RESOLVED = '\0radix-icon:'
const FACTORY = '_factory'

const IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g

/**
 * The package's built ES module read as data: each icon's name and the expression of its
 * children (`createElement("path", { d: "…", fill: color, … })`, in terms of `color`).
 * Every icon is the same 15×15 `<svg>` around them; `iconFactory` below rebuilds that once.
 */
export function readIconDefinitions(file = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), 'dist/react-icons.esm.js')) {
  const text = fs.readFileSync(file, 'utf8')
  const icons = new Map()
  const svg = 'return createElement("svg", Object.assign({\n    width: "15",\n    height: "15",\n    viewBox: "0 0 15 15",\n    fill: "none",\n    xmlns: "http://www.w3.org/2000/svg"\n  }, props, {\n    ref: forwardedRef\n  }), '
  for (const match of text.matchAll(/var _excluded[\w$]* = \["color"\];\nvar (\w+) = \/\*#__PURE__\*\/forwardRef\(([\s\S]*?)\n\}\);\n/g)) {
    const [, name, body] = match
    const start = body.indexOf(svg)
    if (start < 0 || !body.endsWith(');')) throw new Error(`${file}: ${name} is not the expected 15×15 svg`)
    // What follows the svg's props, without the closing `);` of createElement("svg", …).
    icons.set(name, body.slice(start + svg.length, -2))
  }
  if (icons.size === 0) throw new Error(`${file}: no icon definitions found`)
  return icons
}

/** The shared module: one forwardRef component per icon, the package's props (color, ref, the rest onto the svg). */
export const iconFactory = `import { createElement, forwardRef } from 'react'
export function radixIcon(name, children) {
  const Icon = forwardRef(function (props, ref) {
    const { color = 'currentColor', ...rest } = props
    return createElement('svg', Object.assign({ width: '15', height: '15', viewBox: '0 0 15 15', fill: 'none', xmlns: 'http://www.w3.org/2000/svg' }, rest, { ref }), ...children(color))
  })
  Icon.displayName = name
  return Icon
}
`

/** One icon's module. */
export function iconModule(name, children) {
  return `import { createElement } from 'react'\nimport { radixIcon } from '${VIRTUAL}${FACTORY}'\nexport const ${name} = /*#__PURE__*/ radixIcon(${JSON.stringify(name)}, (color) => [${children}])\n`
}

/** The source with each value import from the package turned into one import per icon (same line count). */
export function rewriteIconImports(code) {
  return code.replace(IMPORT, (statement, typeOnly, list) => {
    if (typeOnly) return statement
    const lines = statement.split('\n').length - 1
    const specifiers = list
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
    const types = specifiers.filter((specifier) => specifier.startsWith('type '))
    const values = specifiers.filter((specifier) => !specifier.startsWith('type '))
    const imports = values.map((specifier) => `import { ${specifier} } from '${VIRTUAL}${specifier.split(/\s+as\s+/)[0]}';`)
    if (types.length) imports.push(`import { ${types.join(', ')} } from '${PACKAGE}';`)
    return imports.join(' ') + '\n'.repeat(lines)
  })
}

export function radixIconModules() {
  let definitions
  return {
    name: 'leasewell-radix-icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes(PACKAGE)) return null
      const rewritten = rewriteIconImports(code)
      return rewritten === code ? null : { code: rewritten, map: null }
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? RESOLVED + source.slice(VIRTUAL.length) : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const name = id.slice(RESOLVED.length)
      if (name === FACTORY) return iconFactory
      definitions ??= readIconDefinitions()
      const children = definitions.get(name)
      if (!children) throw new Error(`${PACKAGE} has no icon named ${name}`)
      return iconModule(name, children)
    },
  }
}
