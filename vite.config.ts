import fs from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { pageScript } from './scripts/lib/page-script.mjs'
import { precompressAssets } from './scripts/lib/precompress.mjs'
import { radixIconModules } from './scripts/lib/radix-icons.mjs'
import { radixThemesCss } from './scripts/lib/radix-themes-css.mjs'
import { radixThemeRoot } from './scripts/lib/radix-theme-root.mjs'

/** The packages the server build bundles (see `ssr` below). */
const SERVER_BUNDLED = ['payload', '@payloadcms/drizzle', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@payloadcms/plugin-cloud-storage', '@payloadcms/storage-s3', '@payloadcms/translations', 'drizzle-orm', '@radix-ui/themes', 'zod', 'jose', '@libsql/client', '@libsql/core', '@libsql/hrana-client', 'date-fns', 'uuid']

/**
 * The dependencies a bundled package has a copy of its own of (its own node_modules: Payload's
 * path-to-regexp 6, ajv 8, …): bundled too, from that copy. Left external, the bundle would
 * import the project's version (path-to-regexp 8 refuses Payload's routes).
 */
function ownCopies(packages: string[]): string[] {
  const copies = new Set<string>()
  for (const name of packages) {
    const dir = path.join('node_modules', name, 'node_modules')
    if (!fs.existsSync(dir)) continue
    for (const entry of fs.readdirSync(dir)) {
      if (entry.startsWith('.')) continue
      if (entry.startsWith('@')) for (const scoped of fs.readdirSync(path.join(dir, entry))) copies.add(`${entry}/${scoped}`)
      else copies.add(entry)
    }
  }
  return [...copies]
}

export default defineConfig(({ command }) => ({
  plugins: [radixThemesCss(), radixIconModules(), radixThemeRoot(), pageScript(), tailwindcss(), reactRouter(), tsconfigPaths(), precompressAssets()],
  server: { port: 3000 },
  // The dependency scan follows route modules into their server code; Payload (server-only)
  // must not be pre-bundled for the browser: its upload code needs Node's file-type entry.
  optimizeDeps: { exclude: ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres'] },
  // The production server build bundles the ES-module packages that cost a cold start most in
  // module resolution (ADR 027): Payload (~540 files), its drizzle adapters and drizzle-orm
  // (~370, both dialects, in three copies), Radix Themes (~140), zod, jose, libsql's client,
  // date-fns and uuid become a few chunks (Payload's packages and drizzle-orm declare no side
  // effects, so only what is reachable is kept). CommonJS and native packages (libsql, sharp,
  // pino, undici, nodemailer, …) stay external; the dev server loads everything from node_modules.
  ...(command === 'build' ? { ssr: { noExternal: [...SERVER_BUNDLED, ...ownCopies(SERVER_BUNDLED)] } } : {}),
}))
