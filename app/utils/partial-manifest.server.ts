import type { EntryContext } from 'react-router'

type Branches = EntryContext['branches']
type Branch = Branches[number]

/**
 * The route branches `<Scripts>` needs for a page's partial manifest (ADR 041).
 *
 * With lazy route discovery, React Router inlines in each document the manifest of the page's
 * routes and of the routes matching each of its parent paths (`/app/landlord/leases/7/transactions`:
 * `/`, `/app`, `/app/landlord`, `/app/landlord/leases`, `/app/landlord/leases/7`). It finds the
 * latter by matching every parent path against the route branches in rank order until one matches:
 * `/` and `/app` match no branch before the last ones, so each page walked most of the ~190
 * branches three to five times, each through its pathless layouts (the most costly part of the
 * render after React itself).
 *
 * The context the entry hands to `ServerRouter` may carry fewer branches: `<Scripts>` reads them
 * for that match only (`app/partial-manifest.test.ts` fails if React Router starts
 * reading them elsewhere). This keeps, in their order, the branches that *could* match one of the
 * parent paths: the same number of segments, the same static segments (case aside), any value
 * where a segment is a parameter; a branch with a splat or an optional segment is always kept.
 * The first branch React Router finds for a parent path in this shorter list is the one it finds
 * in the whole list — every branch ranked before it that is left out could not match the path —
 * so the manifest is the same, and React Router still does the matching itself. Nothing is
 * remembered per path or per user: the branches' segments are read once per build.
 */
export function withPartialManifestBranches(context: EntryContext): EntryContext {
  // With route discovery 'initial' the whole manifest is loaded instead: nothing is matched.
  if (context.routeDiscovery.mode !== 'lazy') return context
  const { location, basename } = context.staticHandlerContext
  return { ...context, branches: partialManifestBranches(context.branches, location.pathname, basename || '/') }
}

/** The branches that could match one of the pathname's parent paths, in their order (see above). */
export function partialManifestBranches(branches: Branches, pathname: string, basename = '/'): Branches {
  // Another basename would have to be stripped first: leave the list whole.
  if (basename !== '/') return branches
  const index = indexOf(branches)
  const keep = new Set<Branch>(index.loose)
  for (const path of parentPaths(pathname)) {
    const segments = decodedSegments(path)
    for (const candidate of index.bySegmentCount.get(segments.length) ?? []) {
      if (candidate.statics.every((value, position) => value === null || value === segments[position].toLowerCase())) keep.add(candidate.branch)
    }
  }
  return keep.size === branches.length ? branches : branches.filter((branch) => keep.has(branch))
}

/** The paths `getPartialManifest` matches: '/' and every proper prefix of the pathname, by segments. */
export function parentPaths(pathname: string) {
  const segments = pathname.split('/').filter(Boolean)
  const paths = ['/']
  segments.pop()
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`)
    segments.pop()
  }
  return paths
}

/** The path's segments as React Router matches them (`decodePath`: each segment decoded, a decoded '/' kept as %2F; undecodable, the path as it is). */
function decodedSegments(path: string) {
  let decoded = path
  try {
    decoded = path.split('/').map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F')).join('/')
  } catch {
    // React Router then matches the raw path too.
  }
  return decoded.split('/').filter(Boolean)
}

type IndexedBranch = { branch: Branch; statics: Array<string | null> }
type Index = { loose: Branch[]; bySegmentCount: Map<number, IndexedBranch[]> }

const indexes = new WeakMap<Branches, Index>()

/** Each branch's segments, read once per list of branches (one per build). */
function indexOf(branches: Branches): Index {
  let index = indexes.get(branches)
  if (index) return index
  index = { loose: [], bySegmentCount: new Map() }
  for (const branch of branches) {
    const segments = branch.path.split('/').filter(Boolean)
    // A splat or an optional segment matches a varying number of segments: always a candidate.
    if (segments.some((segment) => segment.includes('*') || segment.endsWith('?'))) {
      index.loose.push(branch)
      continue
    }
    // A parameter (anywhere in the segment) matches any value; a static segment only itself, in any case.
    const statics = segments.map((segment) => (segment.includes(':') ? null : segment.toLowerCase()))
    const sameLength = index.bySegmentCount.get(segments.length) ?? []
    sameLength.push({ branch, statics })
    index.bySegmentCount.set(segments.length, sameLength)
  }
  indexes.set(branches, index)
  return index
}
