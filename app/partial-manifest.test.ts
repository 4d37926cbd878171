import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { createStaticHandler, matchRoutes, type EntryContext, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routeConfig from './routes'
import { parentPaths, partialManifestBranches, withPartialManifestBranches } from './utils/partial-manifest.server'

type Branches = EntryContext['branches']

/** The app's route tree as the server build has it: the root route around `app/routes.ts`, each route's id its own or its file's. */
function appRoutes(): RouteObject[] {
  const convert = (entries: RouteConfigEntry[]): RouteObject[] =>
    entries.map((entry) => {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
      if (entry.index) return { id, index: true, path: entry.path, caseSensitive: entry.caseSensitive }
      return { id, path: entry.path, caseSensitive: entry.caseSensitive, children: convert(entry.children ?? []) }
    })
  return [{ id: 'root', path: '', children: convert(routeConfig) }]
}

/** The branches React Router's server runtime hands the entry (`staticHandler._internalRouteBranches`, what `EntryContext.branches` is). */
function appBranches(routes: RouteObject[]): Branches {
  const handler = createStaticHandler(routes) as unknown as { _internalRouteBranches?: Branches }
  if (!handler._internalRouteBranches) throw new Error('React Router no longer exposes its route branches this way: re-check ADR 041')
  return handler._internalRouteBranches
}

const routes = appRoutes()
const branches = appBranches(routes)
const ids = (branch: Branches[number]) => branch.routesMeta.map((meta) => meta.route.id).join(' > ')
/** The first branch of the whole list with these routes: the one React Router takes. */
const firstBranchOf = new Map<string, Branches[number]>()
for (const branch of [...branches].reverse()) firstBranchOf.set(ids(branch), branch)
const winners = new Map<string, Branches[number] | null>()
/** The branch React Router matches a path with (`matchRoutes` over the whole route tree), or null. */
function winnerOf(path: string) {
  if (!winners.has(path)) {
    const matches = matchRoutes(routes, path)
    const winner = matches ? firstBranchOf.get(matches.map((match) => match.route.id).join(' > ')) : null
    if (winner === undefined) throw new Error(`No branch for the match of ${path}`)
    winners.set(path, winner)
  }
  return winners.get(path)!
}

/** Every route's path with its parameters filled in, a few more segments below each, odd spellings and unknown paths. */
function pagePaths(): string[] {
  const paths = new Set<string>()
  for (const branch of branches) {
    const filled = branch.path.replace(/:[\w-]+\??/g, '7').replace(/\*$/, 'a/b')
    paths.add(filled || '/')
    paths.add(`${filled.replace(/\/$/, '')}/more/segments`)
  }
  for (const extra of ['/', '/APP/Landlord/Leases/7/Transactions', '/app/%6Candlord/leases/7/transactions', '/app/landlord/leases/7/', '/app/landlord/leases%2F7/x', '/app/landlord/%E0%A4%A/x', '/nope/deeper/still', '/app/landlord/unknown/1/2/3']) paths.add(extra)
  return [...paths]
}

describe('partialManifestBranches', () => {
  it('keeps, for every parent path of every page, the branch React Router matches it with', () => {
    expect(branches.length).toBeGreaterThan(150)
    let checked = 0
    for (const pathname of pagePaths()) {
      const kept = new Set(partialManifestBranches(branches, pathname))
      for (const parent of parentPaths(pathname)) {
        const winner = winnerOf(parent)
        if (!winner) continue
        if (!kept.has(winner)) expect.fail(`${parent} of ${pathname}: ${ids(winner)} left out`)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(500)
    // matchRoutes ranks the whole tree again on every call: seconds on a busy machine.
  }, 120_000)

  it('keeps the whole order and only a few branches for a list page', () => {
    const kept = partialManifestBranches(branches, '/app/landlord/leases/7/transactions')
    expect(kept.length).toBeLessThan(25)
    expect(kept).toEqual(branches.filter((branch) => kept.includes(branch)))
  })

  it("gives ServerRouter the entry's context with the page's branches, with lazy route discovery only", () => {
    const context = (mode: 'lazy' | 'initial') =>
      ({ branches, routeDiscovery: { mode }, staticHandlerContext: { location: { pathname: '/app/landlord/transactions' }, basename: '/' }, manifest: {} }) as unknown as EntryContext
    const lazy = context('lazy')
    const pruned = withPartialManifestBranches(lazy)
    expect(pruned).not.toBe(lazy)
    expect(pruned.manifest).toBe(lazy.manifest)
    expect(pruned.staticHandlerContext).toBe(lazy.staticHandlerContext)
    expect(pruned.branches).toEqual(partialManifestBranches(branches, '/app/landlord/transactions'))
    expect(pruned.branches.length).toBeLessThan(branches.length / 5)
    const initial = context('initial')
    expect(withPartialManifestBranches(initial)).toBe(initial)
  })

  it('leaves the branches whole under another basename', () => {
    expect(partialManifestBranches(branches, '/base/app/landlord', '/base')).toBe(branches)
  })

  it('matches the parent paths React Router builds its partial manifest from', () => {
    expect(parentPaths('/app/landlord/leases/7/transactions')).toEqual(['/', '/app/landlord/leases/7', '/app/landlord/leases', '/app/landlord', '/app'])
    expect(parentPaths('/app/landlord')).toEqual(['/', '/app'])
  })
})

/**
 * The entry hands `ServerRouter` fewer branches than React Router computed: right only while the
 * render reads them for the partial manifest alone. Fails when a React Router upgrade reads a
 * router's or the entry context's branches anywhere else (then re-check ADR 041).
 */
describe("React Router's use of the entry's branches", () => {
  it('reads them in the render only to match the partial manifest', () => {
    const require = createRequire(import.meta.url)
    const dist = path.dirname(require.resolve('react-router'))
    const readers: string[] = []
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.mjs'))) {
      const source = fs.readFileSync(path.join(dist, file), 'utf8')
      for (const match of source.matchAll(/\b(router|context|opts)\.branches\b|\bbranches\s*}\s*=/g)) {
        const before = source.slice(0, match.index)
        const enclosing = [...before.matchAll(/^(?:async )?function\*? (\w+)|^const (\w+) = /gm)].at(-1)
        readers.push(`${enclosing?.[1] ?? enclosing?.[2]}: ${match[0]}`)
      }
    }
    expect(readers.sort()).toEqual(['ServerRouter: context.branches', 'createStaticRouter: opts.branches', 'getPartialManifest: router.branches'])
  })
})
