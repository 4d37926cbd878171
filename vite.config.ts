import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { radixIconModules } from './scripts/lib/radix-icons.mjs'
import { radixThemesCss } from './scripts/lib/radix-themes-css.mjs'
import { radixThemeRoot } from './scripts/lib/radix-theme-root.mjs'

export default defineConfig(({ command }) => ({
  plugins: [radixThemesCss(), radixIconModules(), radixThemeRoot(), tailwindcss(), reactRouter(), tsconfigPaths()],
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
  ...(command === 'build' ? { ssr: { noExternal: ['payload', /^@payloadcms\//, 'drizzle-orm', '@radix-ui/themes', 'zod', 'jose', '@libsql/client', '@libsql/core', '@libsql/hrana-client', 'date-fns', 'uuid'] } } : {}),
}))
