// First load (ADR 027): the JS and CSS a first visit to a page downloads, gzipped, from the
// server build's asset manifest (the same one `<Scripts />` and `<Links />` read): the entry
// and its imports, and each matched route's module, static imports and CSS. Lazy chunks
// (dynamic import) are not counted: they load when used. With lazy route discovery (React
// Router's default) the page inlines the matched routes' part of the manifest instead of
// loading the whole manifest file, so that file is counted only with `routeDiscovery: initial`.
// A page whose routes say `handle.hydrate = false` (or 'signed-in', for a visitor) is served
// without React's scripts (root.tsx): its JS is the standalone script its routes name in
// `handle.enhance` (the visitor's form page; scripts/lib/page-script.mjs), else 0.
// `node scripts/bench/first-load.mjs [buildDir]` prints the table alone; the bench prints it too.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { matchRoutes } from 'react-router'

const KB = 1024
/** The goals (gzipped): public pages and the signed-in shell. */
export const FIRST_LOAD_GOALS = {
  public: { js: 100 * KB, css: 30 * KB },
  shell: { js: 160 * KB, css: 40 * KB },
}
/** Each page as its kind of visitor opens it: public pages signed out, the shell signed in. */
export const FIRST_LOAD_PAGES = [
  { pathname: '/app/login', kind: 'public' },
  { pathname: '/app/landlord/create-account', kind: 'public' },
  { pathname: '/app/forms', kind: 'public' },
  { pathname: '/app/forms/lease', kind: 'public' },
  { pathname: '/app/forms/lease/ca', kind: 'public' },
  // The visitor's preview: no React, its own script loads pdf.js when the PDF is there (ADR 027).
  { pathname: '/app/forms/lease/ca/preview', kind: 'public' },
  { pathname: '/app/landlord', kind: 'shell' },
  // The preview as a signed-in landlord opens it: it hydrates (the download, the Subscribe dialog).
  { pathname: '/app/forms/lease/ca/preview', kind: 'shell' },
  { pathname: '/app/landlord/properties', kind: 'shell' },
  // Other lists of the shell, measured against the shell's goal (issue 15: their drawers load when opened).
  { pathname: '/app/landlord/leases', kind: 'shell' },
  { pathname: '/app/landlord/transactions', kind: 'shell' },
  { pathname: '/app/landlord/maintenance', kind: 'shell' },
  { pathname: '/app/landlord/people', kind: 'shell' },
  { pathname: '/app/landlord/documents', kind: 'shell' },
  { pathname: '/app/landlord/transactions/recurring-payments', kind: 'shell' },
  { pathname: '/app/landlord/expenses', kind: 'shell' },
  // Detail pages (any id matches the same routes): their drawers and dialogs load when opened too.
  { pathname: '/app/landlord/properties/1', kind: 'shell' },
  { pathname: '/app/landlord/leases/1', kind: 'shell' },
  { pathname: '/app/landlord/leases/1/transactions', kind: 'shell' },
  { pathname: '/app/landlord/leases/1/security-deposit', kind: 'shell' },
  // Detail pages whose forms are on the page (ADR 027, 2026-11-28 afternoon): the maintenance request's in their own chunk.
  { pathname: '/app/landlord/maintenance/1', kind: 'shell' },
  { pathname: '/app/landlord/invoices/1', kind: 'shell' },
  { pathname: '/app/landlord/condition-reports/1', kind: 'shell' },
  { pathname: '/app/tenant/invoices/1', kind: 'shell' },
  // Settings, the operating account, a person, a document and a file page (ADR 027, 2026-11-29).
  { pathname: '/app/settings', kind: 'shell' },
  { pathname: '/app/landlord/accounts', kind: 'shell' },
  { pathname: '/app/landlord/people/tenants/1', kind: 'shell' },
  { pathname: '/app/landlord/people/tenants/1/files', kind: 'shell' },
  { pathname: '/app/landlord/documents/1', kind: 'shell' },
  { pathname: '/app/landlord/properties/1/files/1', kind: 'shell' },
  { pathname: '/app/landlord/recurring-invoices/1', kind: 'shell' },
  // Pages whose form is the page (ADR 027, 2026-11-29): the form in a chunk of its own.
  { pathname: '/app/feedback', kind: 'shell' },
  { pathname: '/app/landlord/wizards/lease-renewal', kind: 'shell' },
  { pathname: '/app/vendor/maintenance/1', kind: 'shell' },
  { pathname: '/app/condition-reports/sign/1', kind: 'shell' },
  { pathname: '/app/landlord/expenses/import', kind: 'shell' },
]

/** Whether a page hydrates for this visitor: the rule of root.tsx's `useHydrate`, on the routes' handles. */
export function hydrates(build, routeIds, signedIn) {
  return routeIds.every((id) => {
    const hydrate = build.routes[id]?.module?.handle?.hydrate
    return hydrate === undefined || (hydrate === 'signed-in' && signedIn)
  })
}

/** The files a first visit to `pathname` loads, and their gzipped sizes. */
export function firstLoad(build, clientDir, pathname, { signedIn = false } = {}) {
  const manifest = build.assets
  const tree = (parentId) =>
    Object.values(manifest.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: tree(route.id) }))
  const matches = matchRoutes(tree(undefined), pathname) ?? []
  const routes = matches.map(({ route }) => route.id)
  const hydrate = hydrates(build, routes, signedIn)
  const js = new Set()
  const css = new Set(manifest.entry.css ?? [])
  if (hydrate) {
    if (build.routeDiscovery?.mode !== 'lazy') js.add(manifest.url)
    js.add(manifest.entry.module)
    for (const file of manifest.entry.imports) js.add(file)
  }
  for (const id of routes) {
    const entry = manifest.routes[id]
    if (hydrate && entry.module) js.add(entry.module)
    if (hydrate) for (const file of entry.imports ?? []) js.add(file)
    for (const file of entry.css ?? []) css.add(file)
    // Without React, the route's own enhancing script (one self-contained file under the client build).
    const enhance = build.routes[id]?.module?.handle?.enhance
    if (!hydrate && typeof enhance === 'string') js.add(enhance.replace(/^\/+/, ''))
  }
  const size = (files) => {
    let gzip = 0
    let raw = 0
    // What the server sends a browser that accepts brotli: the build's `.br` where there is one
    // (scripts/lib/precompress.mjs), else the file compressed on the fly (about gzip's size).
    let sent = 0
    for (const file of files) {
      const contents = fs.readFileSync(path.join(clientDir, file))
      raw += contents.length
      const gzipped = zlib.gzipSync(contents, { level: 6 }).length
      gzip += gzipped
      const brotli = path.join(clientDir, `${file}.br`)
      sent += fs.existsSync(brotli) ? fs.statSync(brotli).size : gzipped
    }
    return { files: files.size, gzip, raw, sent }
  }
  return { js: size(js), css: size(css), routes, hydrate }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

/** Prints each page's first load against its goal; returns the rows. */
export function printFirstLoad(build, clientDir) {
  const rows = FIRST_LOAD_PAGES.map(({ pathname, kind }) => {
    const load = firstLoad(build, clientDir, pathname, { signedIn: kind === 'shell' })
    const goal = FIRST_LOAD_GOALS[kind]
    return {
      page: `${pathname}${kind === 'public' ? ' (visitor)' : ''}`,
      'JS gzip': load.hydrate ? `${kb(load.js.gzip)} (${load.js.files} files)` : load.js.files ? `${kb(load.js.gzip)} (no hydration, ${load.js.files} file)` : '0 (no hydration)',
      'JS goal': `≤ ${kb(goal.js)} ${load.js.gzip <= goal.js ? '✓' : '✗'}`,
      'JS sent (br)': kb(load.js.sent),
      'CSS gzip': `${kb(load.css.gzip)} (${load.css.files} files)`,
      'CSS goal': `≤ ${kb(goal.css)} ${load.css.gzip <= goal.css ? '✓' : '✗'}`,
      'CSS sent (br)': kb(load.css.sent),
    }
  })
  console.log('\nFirst load (gzip, from the build\'s asset manifest; lazy chunks excluded; "sent": the precompressed brotli files the server sends)')
  console.table(rows)
  return rows
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const buildDir = path.join(projectRoot, process.argv[2] ?? process.env.BUILD_DIR ?? 'build')
  process.env.NODE_ENV ??= 'production'
  // The server build carries the asset manifest and the routes' handles; importing it starts nothing.
  const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
  printFirstLoad(build, path.join(buildDir, 'client'))
  process.exit(0)
}
