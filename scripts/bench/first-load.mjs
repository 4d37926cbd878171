// First load (ADR 027): the JS and CSS a first visit to a page downloads, gzipped, from the
// build's client manifest (window.__reactRouterManifest): the entry and its imports, the
// manifest itself, and each matched route's module, static imports and CSS. Lazy chunks
// (dynamic import) are not counted: they load when used.
// `node scripts/bench/first-load.mjs [buildDir]` prints the table alone; the bench prints it too.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { matchRoutes } from 'react-router'

const KB = 1024
/** The goals (gzipped): public pages and the signed-in shell. */
export const FIRST_LOAD_GOALS = {
  public: { js: 100 * KB, css: 30 * KB },
  shell: { js: 160 * KB, css: 40 * KB },
}
export const FIRST_LOAD_PAGES = [
  { pathname: '/app/login', kind: 'public' },
  { pathname: '/app/landlord/create-account', kind: 'public' },
  { pathname: '/app/forms', kind: 'public' },
  { pathname: '/app/landlord', kind: 'shell' },
]

export function readClientManifest(clientDir) {
  const assetsDir = path.join(clientDir, 'assets')
  const file = fs.readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`no manifest-*.js in ${assetsDir}`)
  const text = fs.readFileSync(path.join(assetsDir, file), 'utf8')
  const manifest = JSON.parse(text.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;\s*$/, ''))
  return { ...manifest, url: `/assets/${file}` }
}

/** The files a first visit to `pathname` loads, and their gzipped sizes. */
export function firstLoad(clientDir, pathname, manifest = readClientManifest(clientDir)) {
  const tree = (parentId) =>
    Object.values(manifest.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: tree(route.id) }))
  const matches = matchRoutes(tree(undefined), pathname) ?? []
  const js = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports])
  const css = new Set(manifest.entry.css ?? [])
  for (const { route } of matches) {
    const entry = manifest.routes[route.id]
    if (entry.module) js.add(entry.module)
    for (const file of entry.imports ?? []) js.add(file)
    for (const file of entry.css ?? []) css.add(file)
  }
  const size = (files) => {
    let gzip = 0
    let raw = 0
    for (const file of files) {
      const contents = fs.readFileSync(path.join(clientDir, file))
      raw += contents.length
      gzip += zlib.gzipSync(contents, { level: 6 }).length
    }
    return { files: files.size, gzip, raw }
  }
  return { js: size(js), css: size(css), routes: matches.map(({ route }) => route.id) }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

/** Prints each page's first load against its goal; returns the rows. */
export function printFirstLoad(clientDir) {
  const manifest = readClientManifest(clientDir)
  const rows = FIRST_LOAD_PAGES.map(({ pathname, kind }) => {
    const load = firstLoad(clientDir, pathname, manifest)
    const goal = FIRST_LOAD_GOALS[kind]
    return {
      page: pathname,
      'JS gzip': `${kb(load.js.gzip)} (${load.js.files} files)`,
      'JS goal': `≤ ${kb(goal.js)} ${load.js.gzip <= goal.js ? '✓' : '✗'}`,
      'CSS gzip': `${kb(load.css.gzip)} (${load.css.files} files)`,
      'CSS goal': `≤ ${kb(goal.css)} ${load.css.gzip <= goal.css ? '✓' : '✗'}`,
    }
  })
  console.log('\nFirst load (gzip, from the client manifest; lazy chunks excluded)')
  console.table(rows)
  return rows
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  printFirstLoad(path.join(projectRoot, process.argv[2] ?? process.env.BUILD_DIR ?? 'build', 'client'))
}
