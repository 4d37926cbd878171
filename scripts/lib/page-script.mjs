// Standalone page scripts (ADR 027, "the visitor's form page without React"): a page that does not
// hydrate (`handle.hydrate`) may still load one small script of its own, which enhances the
// server's HTML. `import src from './some-script.ts?page-script'` gives that script's URL:
// - in the production build, the module and its imports bundled by esbuild into one minified,
//   self-contained ES module, emitted by the client build as `assets/<name>-<hash>.js` (served by
//   server.mjs's static assets, immutable); the server build computes the same name from the same
//   bundle, so the URL it renders is the file the client build wrote;
// - in the dev server, the source file's own path, which Vite transforms and serves like any module.
// The script shares no chunk with the React app (React Router's entry and routes): the page loads
// that one file and nothing else. scripts/bench/first-load.mjs counts it.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { build as esbuild } from 'esbuild'

const QUERY = '?page-script'
const PREFIX = '\0page-script:'

/** The bundle of `entry`: one minified ES module, and its content hash (as Vite names its assets). */
export async function bundlePageScript(entry, { root, target = 'es2022' } = {}) {
  const result = await esbuild({
    entryPoints: [entry],
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target,
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].text
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
  return { code, hash }
}

export function pageScript() {
  let config
  /** One bundle per entry and build process (the client and server builds share it). */
  const bundles = new Map()
  const bundleOf = (file) => {
    if (!bundles.has(file)) bundles.set(file, bundlePageScript(file, { root: config.root }))
    return bundles.get(file)
  }
  return {
    name: 'leasewell-page-script',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true })
      if (!resolved) throw new Error(`page script not found: ${source} (imported by ${importer})`)
      return `${PREFIX}${resolved.id}`
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const file = id.slice(PREFIX.length)
      if (config.command === 'serve') {
        this.addWatchFile(file)
        return `export default ${JSON.stringify(config.base + path.relative(config.root, file).split(path.sep).join('/'))}`
      }
      const { code, hash } = await bundleOf(file)
      const fileName = path.posix.join(config.build.assetsDir, `${path.basename(file).replace(/\.[^.]+$/, '')}-${hash}.js`)
      // Only the browser's build writes the file; the server build only needs its name.
      if (this.environment?.config.consumer === 'client') this.emitFile({ type: 'asset', fileName, source: code })
      return `export default ${JSON.stringify(config.base + fileName)}`
    },
  }
}
