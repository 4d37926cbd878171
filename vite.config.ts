import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { radixIconModules } from './scripts/lib/radix-icons.mjs'
import { radixThemesCss } from './scripts/lib/radix-themes-css.mjs'
import { radixThemeRoot } from './scripts/lib/radix-theme-root.mjs'

export default defineConfig({
  plugins: [radixThemesCss(), radixIconModules(), radixThemeRoot(), tailwindcss(), reactRouter(), tsconfigPaths()],
  server: { port: 3000 },
  // The dependency scan follows route modules into their server code; Payload (server-only)
  // must not be pre-bundled for the browser: its upload code needs Node's file-type entry.
  optimizeDeps: { exclude: ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres'] },
})
