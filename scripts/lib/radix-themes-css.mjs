// The Radix Themes CSS the app uses (ADR 027), written to .generated/radix-themes.css
// before Vite transforms anything; app/app.css imports it into the components layer.
// The full stylesheet is 812 KB (86 KB gzipped); this keeps, from the package's own built
// tokens.css, components.css and utilities.css:
// - the colour scales the app names (accent, gray and every `color` it passes), light only
//   (the app never sets a dark appearance), in sRGB only (no Display P3 variants);
// - the rules of the components app/components/ui/index.ts exports (from Radix, or its own
//   module built on Radix's parts under the same name, like Table; and their shared
//   Base*/Popper parts): a selector naming another component's class is dropped;
// - the responsive variants of the breakpoints the app's `{ initial, sm, … }` props use;
// - of the classes Radix makes from a prop's value (`gap="3"` → `rt-r-gap-3`, `mt="-2"` →
//   `-rt-r-mt-2`), the values the app can give: the literals it passes (JSX attributes and object
//   properties under the prop's name, through ternaries and `{ initial, sm }` objects), the
//   props' defaults, and the literals Radix's own components pass each other. A prop given a
//   value the scan cannot read (`size={size}`) keeps every value of its classes.
// Everything is read from the sources at each build: a new component export, colour or
// breakpoint brings its CSS back by itself.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'

const require = createRequire(import.meta.url)
const RADIX_DIR = path.dirname(require.resolve('@radix-ui/themes/package.json'))
const OUTPUT = '.generated/radix-themes.css'
/** The value classes left out, for the e2e suite's check that no page renders one (e2e/fixtures.ts). */
export const DROPPED_VALUE_CLASSES = '.generated/radix-themes-dropped-classes.json'

const COLORS = [
  'tomato', 'red', 'ruby', 'crimson', 'pink', 'plum', 'purple', 'violet', 'iris', 'indigo', 'blue', 'cyan', 'teal', 'jade',
  'green', 'grass', 'brown', 'orange', 'sky', 'mint', 'lime', 'yellow', 'amber', 'gold', 'bronze', 'gray', 'mauve', 'slate',
  'sage', 'olive', 'sand',
]
const BREAKPOINTS = { xs: '520px', sm: '768px', md: '1024px', lg: '1280px', xl: '1640px' }

/** Tests ship nothing: what they render (e.g. every responsive prop, to compare markup) is not the app's. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/

/** Every file under a folder with one of the extensions, tests left out. */
export function sourceFiles(dir, extensions) {
  const found = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...sourceFiles(full, extensions))
    else if (!TEST_FILE.test(entry.name) && extensions.some((extension) => entry.name.endsWith(extension))) found.push(full)
  }
  return found
}

/** What the app's sources use: Radix exports, colour names and responsive breakpoints. */
export function scanUsage(root) {
  const uiIndex = fs.readFileSync(path.join(root, 'app/components/ui/index.ts'), 'utf8')
  const exportList = uiIndex.match(/export\s*\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/)
  if (!exportList) throw new Error('app/components/ui/index.ts: no export list from @radix-ui/themes')
  const exported = exportList[1].split(',').map((name) => name.replace(/\btype\b/, '').trim().split(/\s+as\s+/)[0]).filter(Boolean)
  // A component of our own built from Radix's parts (`export { Table } from './table'`) keeps that component's CSS.
  for (const [, names] of uiIndex.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/[\w-]+'/g)) {
    for (const name of names.split(',')) exported.push(name.replace(/\btype\b/, '').trim().split(/\s+as\s+/).at(-1))
  }
  const files = [...sourceFiles(path.join(root, 'app'), ['.ts', '.tsx']), ...sourceFiles(path.join(root, 'common'), ['.ts'])]
  const text = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n')
  // The app reaches Radix only through components/ui (`~/components/ui`, `./ui`, …): what is imported from there is what renders.
  const imported = new Set()
  for (const [, names] of text.matchAll(/(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](?:~|\.{1,2})(?:\/[\w.-]+)*\/ui['"]/g)) {
    for (const name of names.split(',')) imported.add(name.replace(/\btype\b/, '').trim().split(/\s+as\s+/)[0])
  }
  const components = withInternalDependencies(new Set(exported.filter((name) => imported.has(name))))
  const colors = new Set(COLORS.filter((color) => new RegExp(`['"]${color}['"]`).test(text)))
  // The gray scale is every component's neutral, whatever the app names.
  colors.add('gray')
  // Responsive values: breakpoint → the values given for it ('*' when one is not a literal).
  const breakpoints = new Map()
  for (const object of text.matchAll(/\{\s*initial:[^}]*\}/g)) {
    for (const [, breakpoint, value] of object[0].matchAll(/\b(xs|sm|md|lg|xl):\s*([^,}\s]+)/g)) {
      if (!breakpoints.has(breakpoint)) breakpoints.set(breakpoint, new Set())
      breakpoints.get(breakpoint).add(/^['"][^'"]*['"]$/.test(value) ? value.slice(1, -1) : '*')
    }
  }
  return { components, colors, breakpoints, propValues: scanPropValues(files) }
}

/**
 * Radix's value classes (ADR 027): class name → the props that make it (`rt-r-ai` ← Flex's and
 * Grid's `align`), their defaults and their parseValue (`justify="between"` → `rt-r-jc-space-between`).
 * Enum props only: a free value (`width="30rem"`) is one class with a custom property, always kept.
 */
export function radixValueClasses() {
  const classes = new Map()
  // Loaded when a build needs them: the e2e suite imports this module for DROPPED_VALUE_CLASSES alone.
  for (const [name, defs] of Object.entries(require('@radix-ui/themes/props'))) {
    if (!name.endsWith('PropDefs') || !defs || typeof defs !== 'object') continue
    for (const [prop, def] of Object.entries(defs)) {
      if (typeof def?.className !== 'string' || !def.className.startsWith('rt-r-') || !String(def.type).includes('enum')) continue
      const entry = classes.get(def.className) ?? { defs: [] }
      entry.defs.push({ prop, default: def.default, parseValue: def.parseValue })
      classes.set(def.className, entry)
    }
  }
  return classes
}

/** The names of the props that make value classes. */
let valueClassPropsCache
function valueClassProps() {
  return (valueClassPropsCache ??= new Set([...radixValueClasses().values()].flatMap((entry) => entry.defs.map((def) => def.prop))))
}

/**
 * The values given to each prop that makes a Radix value class: prop → the literal values, or
 * null when some value is not a literal (an identifier, a call, a spread object's shorthand).
 * Read from the app's sources (TypeScript's parser: JSX attributes and object properties, not
 * types) and from Radix's own built components (the literals they pass each other, as `{size:"5"}`).
 */
export function scanPropValues(files) {
  const values = new Map()
  const merge = (found) => {
    for (const [prop, given] of found) {
      if (given === null || values.get(prop) === null) values.set(prop, null)
      else values.set(prop, new Set([...(values.get(prop) ?? []), ...given]))
    }
  }
  for (const file of files) merge(sourceValues(file))
  merge((radixValuesCache ??= radixOwnValues()))
  return values
}

/** Each source's values, read again when the file changes (a build asks twice per environment; the dev server on each save). */
const sourceValuesCache = new Map()
let radixValuesCache

function sourceValues(file) {
  const mtime = fs.statSync(file).mtimeMs
  const cached = sourceValuesCache.get(file)
  if (cached?.mtime === mtime) return cached.values
  const values = readSourceValues(file)
  sourceValuesCache.set(file, { mtime, values })
  return values
}

/** A collector of values: prop → the literals given, or null once a value is not a literal. */
function valueCollector() {
  const values = new Map()
  return {
    values,
    add(prop, value) {
      if (!values.has(prop)) values.set(prop, new Set())
      values.get(prop)?.add(value)
    },
    unknown(prop) {
      values.set(prop, null)
    },
  }
}

function readSourceValues(file) {
  /** @type {import('typescript')} */
  const ts = require('typescript')
  const props = valueClassProps()
  const { values, add, unknown } = valueCollector()
  const read = (prop, expression) => {
    if (!expression) return
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) return read(prop, expression.expression)
    if (ts.isStringLiteralLike(expression) || ts.isNumericLiteral(expression)) return add(prop, expression.text)
    if (ts.isIdentifier(expression) && expression.text === 'undefined') return
    if (ts.isConditionalExpression(expression)) {
      read(prop, expression.whenTrue)
      read(prop, expression.whenFalse)
      return
    }
    // A responsive value: { initial: '1', sm: '3' }.
    if (ts.isObjectLiteralExpression(expression)) {
      for (const property of expression.properties) {
        if (ts.isPropertyAssignment(property)) read(prop, property.initializer)
        else unknown(prop)
      }
      return
    }
    unknown(prop)
  }
  const propName = (name) => (name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined)
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const visit = (node) => {
    if (ts.isJsxAttribute(node)) {
      const prop = propName(node.name)
      if (prop && props.has(prop)) {
        if (!node.initializer) unknown(prop)
        else if (ts.isStringLiteral(node.initializer)) add(prop, node.initializer.text)
        else if (ts.isJsxExpression(node.initializer)) read(prop, node.initializer.expression)
      }
    } else if (ts.isPropertyAssignment(node)) {
      const prop = propName(node.name)
      if (prop && props.has(prop)) read(prop, node.initializer)
    } else if (ts.isShorthandPropertyAssignment(node) && props.has(node.name.text)) {
      unknown(node.name.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return values
}

/**
 * Radix's components pass literals to the ones they render (a dialog's title: <Heading size="5"
 * mb="3">); the values they forward are the app's own (read from its sources) or a size mapped by
 * helpers/map-prop-values (a callout's text, a button's spinner), whose every literal is kept.
 */
function radixOwnValues() {
  const props = valueClassProps()
  const { values, add } = valueCollector()
  const literal = new RegExp(`[{,](${[...props].join('|')}):"([^"]*)"`, 'g')
  for (const file of sourceFiles(path.join(RADIX_DIR, 'dist/esm/components'), ['.js'])) {
    if (file.endsWith('.props.js')) continue
    for (const [, prop, value] of fs.readFileSync(file, 'utf8').matchAll(literal)) add(prop, value)
  }
  for (const [, value] of fs.readFileSync(path.join(RADIX_DIR, 'dist/esm/helpers/map-prop-values.js'), 'utf8').matchAll(/"([^"]*)"/g)) add('size', value)
  return values
}

/**
 * The value classes no source can produce, as a test of a class name (`rt-r-gap-9`,
 * `-rt-r-mt-2`): every other class, or a value class whose prop is given a value the scan
 * cannot read, is kept.
 */
export function unusedValueClass(propValues) {
  const kept = new Map()
  for (const [className, { defs }] of radixValueClasses()) {
    const suffixes = new Set()
    let all = false
    for (const def of defs) {
      const given = propValues.get(def.prop)
      if (given === null) all = true
      const parse = def.parseValue ?? ((value) => value)
      for (const value of [...(given ?? []), ...(def.default === undefined ? [] : [def.default])]) suffixes.add(String(parse(value)))
    }
    kept.set(className, all ? null : suffixes)
  }
  // Longest first: rt-r-mb before rt-r-m.
  const classNames = [...kept.keys()].sort((a, b) => b.length - a.length)
  return (token) => {
    const negative = token.startsWith('-')
    const name = negative ? token.slice(1) : token
    const className = classNames.find((candidate) => name.startsWith(`${candidate}-`))
    if (!className) return false
    const suffixes = kept.get(className)
    if (!suffixes) return false
    const value = name.slice(className.length + 1)
    return !suffixes.has(negative ? `-${value}` : value)
  }
}

/** A value class in a selector (`.rt-r-gap-3`, `.-rt-r-mt-2`, `.sm\\:rt-r-size-2`): group 1 is the class. */
const VALUE_CLASS = /(?:\.|\\:)(-?rt-r-[\w-]+)/g

const pascal = (kebab) => kebab.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())

/** The components the used ones render inside (DropdownMenu and Table use ScrollArea, Dialog uses Heading and Text, …). */
function withInternalDependencies(components) {
  const dir = path.join(RADIX_DIR, 'dist/esm/components')
  const queue = [...components]
  while (queue.length) {
    const name = queue.pop()
    const file = path.join(dir, `${name.replace(/[A-Z]/g, (letter, index) => (index ? '-' : '') + letter.toLowerCase())}.js`)
    if (!fs.existsSync(file)) continue
    for (const [, dependency] of fs.readFileSync(file, 'utf8').matchAll(/from\s*["']\.\/([a-z-]+)\.js["']/g)) {
      const family = pascal(dependency)
      if (!components.has(family)) {
        components.add(family)
        queue.push(family)
      }
    }
  }
  return components
}

/** The Radix component families (their exported names), longest first, to map a CSS class to its component. */
function radixFamilies() {
  const index = fs.readFileSync(path.join(RADIX_DIR, 'dist/esm/components/index.d.ts'), 'utf8')
  const names = new Set()
  for (const [, name] of index.matchAll(/export \* as (\w+)/g)) names.add(name)
  for (const [, name] of index.matchAll(/export \{ (\w+),/g)) names.add(name)
  return [...names].sort((a, b) => b.length - a.length)
}

/** The classes in CSS that belong to a component no app code renders. */
function unusedComponentClass(components) {
  const families = radixFamilies()
  const aliases = { CheckboxCard: 'CheckboxCards' }
  return (className) => {
    const name = className.slice('rt-'.length)
    if (/^(Base|Popper)/.test(name)) return false
    const alias = Object.keys(aliases).find((prefix) => name.startsWith(prefix) && !name.startsWith(aliases[prefix]))
    const family = alias ? aliases[alias] : families.find((candidate) => name.startsWith(candidate))
    return family !== undefined && !components.has(family)
  }
}

export function trimRadixThemes({ components, colors, breakpoints, propValues }, dropped = new Set()) {
  const unusedColor = new RegExp(`^--(${COLORS.filter((color) => !colors.has(color)).join('|')})-`)
  const unusedAccent = new RegExp(`\\[data-(accent|gray)-color='(${COLORS.filter((color) => !colors.has(color)).join('|')})'\\]`)
  const unusedMedia = Object.entries(BREAKPOINTS)
    .filter(([name]) => !breakpoints.has(name))
    .map(([, width]) => `(min-width: ${width})`)
  const isUnusedClass = unusedComponentClass(components)
  const isUnusedValue = unusedValueClass(propValues)

  /** A responsive class (`.sm\\:rt-r-size-2`) is kept when the app gives its breakpoint that value somewhere. */
  const responsiveUsed = (selector) => {
    for (const [, breakpoint, className] of selector.matchAll(/\.(xs|sm|md|lg|xl)\\:(rt-r-[\w-]+)/g)) {
      const values = breakpoints.get(breakpoint)
      if (!values) return false
      if (!values.has('*') && ![...values].some((value) => className.endsWith(`-${value}`))) return false
    }
    return true
  }

  const keepSelector = (selector) => {
    if (!responsiveUsed(selector)) return false
    if (/\.dark(-theme)?\b/.test(selector) && !/:not\(\.dark/.test(selector)) return false
    if (unusedAccent.test(selector)) return false
    for (const [className] of selector.matchAll(/rt-[A-Z]\w*/g)) if (isUnusedClass(className)) return false
    for (const [, token] of selector.matchAll(VALUE_CLASS)) {
      if (isUnusedValue(token)) {
        dropped.add(token)
        return false
      }
    }
    return true
  }

  const plugin = {
    postcssPlugin: 'leasewell-radix-themes-trim',
    Once(root) {
      root.walkAtRules('media', (rule) => {
        if (unusedMedia.some((media) => rule.params.includes(media))) rule.remove()
      })
      // The colour scales again in Display P3 for wide-gamut screens: they show the sRGB values instead (ADR 027).
      root.walkAtRules('supports', (rule) => {
        if (rule.params.includes('display-p3')) rule.remove()
      })
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes/.test(rule.parent.name)) return
        const kept = rule.selectors.filter(keepSelector)
        if (kept.length === 0) rule.remove()
        else if (kept.length !== rule.selectors.length) rule.selectors = kept
      })
      root.walkDecls((decl) => {
        if (unusedColor.test(decl.prop)) decl.remove()
      })
      // Rules and at-rules left empty.
      let removed = true
      while (removed) {
        removed = false
        root.walk((node) => {
          if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
            node.remove()
            removed = true
          }
        })
      }
    },
  }
  const css = ['tokens.css', 'components.css', 'utilities.css'].map((file) => fs.readFileSync(path.join(RADIX_DIR, file), 'utf8')).join('\n')
  return postcss([plugin]).process(css, { from: undefined }).css
}

/** Writes the trimmed stylesheet; returns its path. */
export function writeRadixThemesCss(root) {
  const output = path.join(root, OUTPUT)
  const dropped = new Set()
  const css = `/* Generated by scripts/lib/radix-themes-css.mjs: do not edit. */\n${trimRadixThemes(scanUsage(root), dropped)}`
  fs.mkdirSync(path.dirname(output), { recursive: true })
  writeIfChanged(output, css)
  writeIfChanged(path.join(root, DROPPED_VALUE_CLASSES), `${JSON.stringify([...dropped].sort())}\n`)
  return output
}

function writeIfChanged(file, text) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text)
}

/** The Vite plugin: the stylesheet exists before Tailwind reads app/app.css. */
export function radixThemesCss() {
  let root = process.cwd()
  return {
    name: 'leasewell:radix-themes-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      writeRadixThemesCss(root)
    },
    buildStart() {
      writeRadixThemesCss(root)
    },
    // The dev server: a source saved with a new value (gap="9") writes the stylesheet again, and
    // Vite sends the changed CSS to the page (only that file is parsed again).
    watchChange(file) {
      if (/\/(app|common)\/.*\.tsx?$/.test(file) && !TEST_FILE.test(file)) writeRadixThemesCss(root)
    },
  }
}
