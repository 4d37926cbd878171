import type { Where } from 'payload'
import { MAX_PAGE_SIZE } from '@common/limits'
import { totalOrder } from './api.server'

type Key = { field: string; descending: boolean }
type Value = string | number | boolean | null
/** One call for rows: `where`, in the keyset's sort, at most `limit` of them. */
type Find<T> = (where: Where, limit: number) => Promise<{ docs: T[] }>

const valueAt = (doc: unknown, field: string): Value => {
  let value: unknown = doc
  for (const part of field.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  if (value === undefined || value === null) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  throw new Error(`Keyset paging: ${field} is not a plain value (select it, unpopulated)`)
}

const and = (...parts: Where[]): Where => {
  const present = parts.filter((part) => Object.keys(part).length > 0)
  return present.length === 1 ? present[0]! : { and: present }
}

/**
 * Keyset paging over a list read in several calls (a CSV export, ADR 030): each page asks for
 * the rows after the previous page's last row in the list's order (`totalOrder`: the sort,
 * createdAt, then the id, so the order is total) instead of an OFFSET, so a page costs the
 * same at row 50,000 as at row 100, and no count is needed (`pagination: false` with a limit).
 *
 * The rows after (v1, v2, id) are those with k1 after v1, or k1 = v1 and k2 after v2, or
 * k1 = v1, k2 = v2 and id after the id; plus `k1 ≥ v1` (`≤` descending) on its own, the
 * bound an index on (…, k1, k2, id) starts its range at. SQLite's rowid ends every index
 * already; PostgreSQL needs the id in the index (api/utilities/indexesEndWithId.ts).
 *
 * A `nullable` first key (a due date): PostgreSQL sorts NULL after every value, SQLite
 * before, and the web app may not know which database answers (API_URL). The rows without
 * a value are one run at one end of the order, so they are read as a segment of their own
 * (`k` null, then by createdAt and the id) and the values as another (bounded as above); the
 * rows read so far tell which came first. When a segment runs out within a page, the page is
 * filled from the start of the other one, unless the rows read show it was read already.
 * Only the first key may be nullable (createdAt and the id never are).
 */
export function keysetPaging<T>(sort: string | undefined, { nullable = [], limit = MAX_PAGE_SIZE }: { nullable?: readonly string[]; limit?: number } = {}) {
  const order = totalOrder(sort)
  const keys: Key[] = order.split(',').map((key) => ({ field: key.replace(/^-/, ''), descending: key.startsWith('-') }))
  const firstNullable = nullable.includes(keys[0]!.field)
  let nullsRead = false
  let valuesRead = false
  let last: Value[] | null = null

  /** The rows after `cursor` among those equal to it on the keys before `from`: a bound on keys[from] and the branches. */
  function after(cursor: Value[], from: number): Where {
    const branches: Where[] = []
    for (let index = from; index < keys.length; index++) {
      const key = keys[index]!
      const equalBefore = keys.slice(from, index).map((earlier, position) => ({ [earlier.field]: { equals: cursor[from + position] } }))
      branches.push({ and: [...equalBefore, { [key.field]: { [key.descending ? 'less_than' : 'greater_than']: cursor[index] } }] })
    }
    const bounded = keys[from]!
    return { and: [{ [bounded.field]: { [bounded.descending ? 'less_than_equal' : 'greater_than_equal']: cursor[from] } }, { or: branches }] }
  }

  /** One call, and, when `then` is given and the call ran out, a second from the start of the other segment. */
  async function fill(find: Find<T>, where: Where, then: Where | null) {
    const page = await find(where, limit)
    if (!then || page.docs.length >= limit) return page
    const more = await find(then, limit - page.docs.length)
    return { docs: [...page.docs, ...more.docs] }
  }

  return {
    /** The sort to ask for (the list's, ended by createdAt and the id). */
    sort: order,
    /** The fields the cursor reads: add them to the page's `select`. */
    select: Object.fromEntries(keys.filter((key) => key.field !== 'id').map((key) => [key.field.split('.')[0]!, true])) as Record<string, true>,
    /**
     * The page after `previous` (the previous page's rows, in order; null: the first page) of
     * the rows matching `where`, read with `find` (one call, two where a segment ends).
     */
    page(where: Where, previous: ReadonlyArray<T> | null, find: Find<T>): Promise<{ docs: T[] }> {
      if (!previous) return find(where, limit)
      for (const doc of previous) {
        last = keys.map((key) => valueAt(doc, key.field))
        if (last[0] === null) nullsRead = true
        else valuesRead = true
      }
      const cursor = last
      if (!cursor) return Promise.resolve({ docs: [] })
      if (!firstNullable) return find(and(where, after(cursor, 0)), limit)
      const field = keys[0]!.field
      if (cursor[0] === null) {
        // Among the nulls: the rest of them, then the values unless they came first.
        return fill(find, and(where, { [field]: { exists: false } }, after(cursor, 1)), valuesRead ? null : and(where, { [field]: { exists: true } }))
      }
      // Among the values: the rest of them, then the nulls unless they came first.
      return fill(find, and(where, after(cursor, 0)), nullsRead ? null : and(where, { [field]: { exists: false } }))
    },
  }
}
