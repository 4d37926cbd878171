// The root `<Theme>` without Radix's Tooltip provider (ADR 027). Radix Themes' theme.js wraps
// the root theme in `Tooltip.Provider` (and a Direction provider) from `radix-ui`; the Tooltip
// module brings Popper and floating-ui along (12 KB gzipped), and since every portalled Radix
// component (Dialog, DropdownMenu, Popover, …) imports theme.js for its `<Theme asChild>`, that
// module cannot leave the first load. The app renders no tooltip (components/ui does not
// export one), so this Vite plugin resolves theme.js's `radix-ui` import to radix-theme-root-deps.mjs, which
// passes Direction and Slot through and gives it a Tooltip whose Provider only renders its
// children. Only theme.js's import is redirected: everything else importing `radix-ui` gets
// the real package. Dev (pre-bundled dependencies) keeps the real provider: no difference a
// page can show, since nothing reads it.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
export const THEME_MODULE = path.join(path.dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm/components/theme.js')
const DEPS = fileURLToPath(new URL('./radix-theme-root-deps.mjs', import.meta.url))

/** What theme.js imports from `radix-ui`; the plugin fails the build if a Radix upgrade changes it. */
export const EXPECTED_IMPORT = 'import{Direction as G,Slot as D,Tooltip as w}from"radix-ui"'

/** theme.js uses only `Tooltip.Provider`, under the name its import gives it. */
export function checkThemeModule(code = fs.readFileSync(THEME_MODULE, 'utf8')) {
  if (!code.includes(EXPECTED_IMPORT)) throw new Error(`${THEME_MODULE}: its radix-ui import changed (expected ${EXPECTED_IMPORT}); review scripts/lib/radix-theme-root.mjs`)
  const uses = [...code.matchAll(/\bw\.(\w+)/g)].map((match) => match[1])
  if (uses.some((name) => name !== 'Provider')) throw new Error(`${THEME_MODULE}: uses Tooltip.${uses.find((name) => name !== 'Provider')}; review scripts/lib/radix-theme-root.mjs`)
}

export function radixThemeRoot() {
  return {
    name: 'leasewell-radix-theme-root',
    enforce: 'pre',
    buildStart() {
      checkThemeModule()
    },
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && path.normalize(importer.split('?')[0]) === THEME_MODULE) return DEPS
      return null
    },
  }
}
