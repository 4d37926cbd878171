import type { DatabaseAdapterObj, FindArgs, PaginatedDocs } from 'payload'
import { patchAdapter } from './patchAdapter'

/**
 * `pagination: false` that still says whether a next page exists, without counting (ADR 037).
 *
 * Payload's paginated find sends a `count(*)` over every matching row next to the page; with
 * `pagination: false` it counts nothing but reports no next page either. This wrapper makes an
 * unpaginated find with a limit that asks for it (below) read one row more than the limit, at
 * the page's own offset ((page − 1) × limit), drop that row and set `hasNextPage` (and
 * `nextPage`, `prevPage`) from it: one statement per page, the page's rows exactly as without
 * the wrapper.
 *
 * Asking Payload itself for limit + 1 would move the offset: `@payloadcms/drizzle`'s findMany
 * skips (page − 1) × limit rows, the limit's own (limit 11, page 2 starts at row 11, not 10).
 * So the wrapper passes limit + 1 and sets the offset of the page's statement itself: findMany
 * reads through the database handle of the request's transaction (its `getTransaction`: the
 * adapter's `sessions[req.transactionID].db`, else `adapter.drizzle`); the wrapper hands it a
 * request whose transaction is a handle of its own, the real one behind a proxy that replaces
 * the offset of the page's statement — `.offset()` of a select (when the where joins other
 * tables, findMany selects the page's ids first) or the `offset` of the relational query.
 * Join fields' subqueries are built on `adapter.drizzle` itself and keep their own offsets.
 * If findMany stops setting an offset where the proxy expects one, the find throws instead
 * of returning the wrong rows.
 *
 * Only a find that asks for it reads the row more: the REST find of a list page sends
 * `peek=true` with `pagination=false` (`findPage` in app/utils/api.server.ts), and the wrapper
 * peeks for the find of the route's own collection in that request — not for the access
 * rules' and hooks' finds of other collections it makes. The Local API asks with
 * `context: { peekNextPage: true }`. Every other unpaginated find with a limit (a lookup of
 * one row, a CSV export's pages, an access rule's memberships) reads exactly its limit and
 * answers `hasNextPage: false`, Payload's own answer.
 *
 * Applies to `find` only (no collection here has drafts: `queryDrafts` is not wrapped) and
 * not to `limit: 0` (no limit, nothing after the page).
 */
type Handle = object
type Session = { db: Handle } & Record<string, unknown>
type DrizzleAdapter = {
  find: (args: FindArgs) => Promise<PaginatedDocs>
  drizzle: Handle
  sessions: Record<string, Session | undefined>
}

/** What the proxy did: how many statements got the offset. */
type Seen = { offsets: number }

const isBuilder = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && typeof (value as { offset?: unknown }).offset === 'function'

/** A select builder whose `.offset()` skips `offset` rows, whatever it is given. */
function selectWithOffset<T extends object>(builder: T, offset: number, seen: Seen): T {
  const proxy: T = new Proxy(builder, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if (typeof value !== 'function') return value
      if (key === 'offset') {
        return () => {
          seen.offsets++
          return (value as (offset: number) => unknown).call(target, offset)
        }
      }
      return (...args: unknown[]) => {
        const result = (value as (...args: unknown[]) => unknown).apply(target, args)
        if (result === target) return proxy
        return isBuilder(result) ? selectWithOffset(result, offset, seen) : result
      }
    },
  })
  return proxy
}

/** A relational query builder (`db.query.<table>`) whose paged `findMany` skips `offset` rows. */
function relationalWithOffset<T extends object>(builder: T, offset: number, seen: Seen): T {
  return new Proxy(builder, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if (key !== 'findMany' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value
      return (config?: Record<string, unknown>) => {
        // The page's own statement has a top-level offset; findMany's read of the ids it
        // selected first (and a join's rows, inside `with`) has none.
        if (!config || !('offset' in config)) return value.call(target, config)
        seen.offsets++
        return value.call(target, { ...config, offset })
      }
    },
  })
}

/** A database handle whose page statements skip `offset` rows. */
function handleWithOffset<T extends object>(db: T, offset: number, seen: Seen): T {
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if ((key === 'select' || key === 'selectDistinct') && typeof value === 'function') {
        return (...args: unknown[]) => selectWithOffset((value as (...args: unknown[]) => object).apply(target, args), offset, seen)
      }
      if (key === 'query' && typeof value === 'object' && value !== null) {
        return new Proxy(value, {
          get: (tables, table) => {
            const builder = Reflect.get(tables, table, tables) as unknown
            return typeof builder === 'object' && builder !== null ? relationalWithOffset(builder, offset, seen) : builder
          },
        })
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

let handles = 0

/** The REST query parameter of a list page's find that asks for `hasNextPage` (with `pagination=false`). */
export const PEEK_QUERY = 'peek'
/** The Local API's way to ask: `payload.find({ …, pagination: false, context: { [PEEK_CONTEXT]: true } })`. */
export const PEEK_CONTEXT = 'peekNextPage'

/** Whether this find asked to know if a next page exists (see above). */
function asksToPeek({ collection, req }: FindArgs): boolean {
  if (!req) return false
  if (req.context?.[PEEK_CONTEXT] === true) return true
  return req.query?.[PEEK_QUERY] === 'true' && req.routeParams?.collection === collection
}

export function peekNextPage(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return patchAdapter<DrizzleAdapter>(adapterObj, (adapter) => {
    const find = adapter.find
    adapter.find = async function findWithPeek(this: DrizzleAdapter, findArgs: FindArgs) {
      const { limit, pagination } = findArgs
      if (pagination !== false || !limit || limit < 1 || !asksToPeek(findArgs)) return find.call(this, findArgs)
      const page = findArgs.page && findArgs.page > 1 ? findArgs.page : 1
      const offset = (page - 1) * limit
      let result: PaginatedDocs
      if (offset === 0) {
        // The first page: Payload's own offset (none) is right for any limit.
        result = await find.call(this, { ...findArgs, page: 1, limit: limit + 1 })
      } else {
        const req = findArgs.req
        const transactionID = req?.transactionID ? String(await req.transactionID) : undefined
        const db = (transactionID !== undefined && this.sessions[transactionID]?.db) || this.drizzle
        const seen: Seen = { offsets: 0 }
        const handle = `peek-next-page-${++handles}`
        // The adapter as findMany sees it: the same adapter, with the handle as the request's transaction.
        const adapterWithHandle = Object.create(this, {
          sessions: { value: { [handle]: { ...(transactionID !== undefined ? this.sessions[transactionID] : {}), db: handleWithOffset(db, offset, seen) } } },
        }) as DrizzleAdapter
        const reqWithHandle = Object.create(req ?? null, { transactionID: { value: handle } }) as NonNullable<FindArgs['req']>
        result = await find.call(adapterWithHandle, { ...findArgs, page, limit: limit + 1, req: reqWithHandle })
        if (seen.offsets !== 1) throw new Error(`peekNextPage: expected one page statement to offset, found ${seen.offsets} (has @payloadcms/drizzle's findMany changed?)`)
      }
      const hasNextPage = result.docs.length > limit
      const docs = hasNextPage ? result.docs.slice(0, limit) : result.docs
      return {
        ...result,
        docs,
        limit,
        page,
        totalDocs: docs.length,
        hasNextPage,
        nextPage: hasNextPage ? page + 1 : null,
        hasPrevPage: page > 1,
        prevPage: page > 1 ? page - 1 : null,
      }
    }
  })
}
