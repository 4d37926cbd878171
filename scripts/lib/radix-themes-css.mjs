// The Radix Themes CSS the app uses (ADR 027), written to .generated/radix-themes.css
// before Vite transforms anything; app/app.css imports it into the components layer.
// The full stylesheet is 812 KB (86 KB gzipped); this keeps, from the package's own built
// tokens.css, components.css and utilities.css:
// - the colour scales the app names (accent, gray and every `color` it passes), light only
//   (the app never sets a dark appearance), in sRGB only (no Display P3 variants);
// - the rules of the components app/components/ui/index.ts exports (from Radix, or its own
//   module built on Radix's parts under the same name, like Table; and their shared
//   Base*/Popper parts): a selector naming another component's class is dropped;
// - the responsive variants of the breakpoints the app's `{ initial, sm, … }` props use.
// Everything is read from the sources at each build: a new component export, colour or
// breakpoint brings its CSS back by itself.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'

const require = createRequire(import.meta.url)
const RADIX_DIR = path.dirname(require.resolve('@radix-ui/themes/package.json'))
const OUTPUT = '.generated/radix-themes.css'

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
  return { components, colors, breakpoints }
}

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

export function trimRadixThemes({ components, colors, breakpoints }) {
  const unusedColor = new RegExp(`^--(${COLORS.filter((color) => !colors.has(color)).join('|')})-`)
  const unusedAccent = new RegExp(`\\[data-(accent|gray)-color='(${COLORS.filter((color) => !colors.has(color)).join('|')})'\\]`)
  const unusedMedia = Object.entries(BREAKPOINTS)
    .filter(([name]) => !breakpoints.has(name))
    .map(([, width]) => `(min-width: ${width})`)
  const isUnusedClass = unusedComponentClass(components)

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
  const css = `/* Generated by scripts/lib/radix-themes-css.mjs: do not edit. */\n${trimRadixThemes(scanUsage(root))}`
  fs.mkdirSync(path.dirname(output), { recursive: true })
  if (!fs.existsSync(output) || fs.readFileSync(output, 'utf8') !== css) fs.writeFileSync(output, css)
  return output
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
  }
}
